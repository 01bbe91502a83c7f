"""Reds: a 5-trick bidding game for 2–6 players with a 39-card pack (no hearts).

Diamonds are trump. After the deal (5 cards each, one at a time from the dealer's left),
cards are turned from the rest of the pack until the first black card: its suit is the
anti-trump for the round, the other black suit is neutral (all turned cards stay public
and out of play; an all-diamond remainder, possible only with 6 players, means no
anti-trump). Players bid 0 (nil) to 5 from the dealer's left, then pass cards to a
neighbour (4 left, 4 right, 3 left, 3 right, 2 left, 2 right, 1 left, 1 right, none; the
short game plays rounds 1, 4, 5, 8, 9 of that schedule), simultaneously and face down.
Play follows suit; the highest trump wins, else the highest neutral, else (the anti-trump
was led and everybody followed) the highest anti-trump. Exact bids score 3b + 5 (a made
nil 10), overtricks 3b + 1 each, a miss 1 per trick. The highest total after 9 rounds (5
short) wins; a tie for first place is broken by extra no-exchange rounds for everyone.
Variants: hidden bids, partnership (4 or 6 players, partners opposite).

Rules document: docs/rules/reds.md (rulings, examples, referee decisions).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..base import (
    NOT_FINISHED,
    Event,
    Game,
    MoveType,
    OptionsError,
    Outcome,
)
from ..cards import is_card
from . import actions, codec, codes, moves, rounds, rules, view
from .moves import Bid, Exchange
from .rounds import initial_state, ranking
from .state import Config, State

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "mode": {
            "type": "string",
            "enum": ["full", "short"],
            "default": "full",
            "description": "full: 9 rounds; short: 5 rounds (1, 4, 5, 8, 9 of the schedule)",
        },
        "hidden_bids": {
            "type": "boolean",
            "default": False,
            "description": "bids are secret until the round is scored",
        },
        "partnership": {
            "type": "boolean",
            "default": False,
            "description": "4 or 6 players: partners sit opposite and add their scores",
        },
        "first_dealer": {
            "type": ["integer", "null"],
            "minimum": 0,
            "maximum": 5,
            "default": None,
            "description": "the first dealer's seat; null: a seeded draw (highest card)",
        },
        "tiebreak": {
            "type": "string",
            "enum": ["all_players"],
            "default": "all_players",
            "description": "extra no-exchange rounds after a tie are played by everyone",
        },
    },
}


class Reds(Game):
    id = "reds"
    title = "Reds"
    min_players = 2
    max_players = 6
    rules_version = "1"
    options_schema = OPTIONS_SCHEMA
    summary = "Diamonds trump, a turned-up anti-trump, bids of 0–5 and a shifting exchange."
    move_types = (
        MoveType("bid", "bid 0 (nil) to 5 tricks", ({"type": "bid", "bid": 2},)),
        MoveType(
            "exchange",
            "pass this round's number of cards to the neighbour (simultaneous, final)",
            ({"type": "exchange", "cards": ["7D", "QS", "2C", "AC"]},),
        ),
        MoveType("play", "play a card to the trick", ({"type": "play", "cards": ["QS"]},)),
    )
    problem_codes = codes.PROBLEM_CODES

    def normalize_options(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().normalize_options(players, raw)
        if opts["partnership"] and players not in (4, 6):
            raise OptionsError(
                "reds.partnership_needs_4_or_6",
                f"the partnership game is for 4 or 6 players, not {players}",
                option="partnership",
            )
        if opts["first_dealer"] is not None and opts["first_dealer"] >= players:
            raise OptionsError(
                "options.invalid",
                f"option first_dealer must be a seat 0..{players - 1}",
                option="first_dealer",
            )
        return opts

    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> State:
        return initial_state(Config(players=players, **dict(options)), seed)

    # Functions of rules.py and actions.py, not methods calling them: a playout's hot path
    # saves a call. `apply` checks each move type in its phase on the way; the rest takes
    # the generic check, then the plain apply.
    to_act = rules.to_act_of
    legal_moves = rules.legal_moves_of
    apply = actions.apply

    def check(self, state: State, seat: int, move: Any) -> None:
        rules.check(state, seat, move)

    def check_move(self, state: State, seat: int, move: Any) -> None:
        rules.check_move(state, seat, move)

    def apply_move(self, state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
        return actions.apply_move(state, seat, move)

    def view(self, state: State, viewer: int | None) -> dict[str, Any]:
        return view.view(state, viewer)

    def outcome(self, state: State) -> Outcome:
        if state.phase != "over":
            return NOT_FINISHED
        return rounds.outcome(state)

    def standing(self, state: State) -> tuple[tuple[int, ...], ...]:
        """By the running totals (team totals in a partnership game), highest first."""
        return ranking(state)

    def resign_outcome(self, state: State, seat: int, reason: str = "resigned") -> Outcome:
        """In a partnership game the resigning seat's team resigns with it: the team is ranked
        last and loses; otherwise the default (the seat alone last)."""
        config = state.config
        if not config.partnership:
            return super().resign_outcome(state, seat, reason)
        team = next(tuple(sorted(t)) for t in config.teams() if seat in t)
        places = tuple(
            p for p in (tuple(s for s in place if s not in team) for place in ranking(state)) if p
        )
        ranks = places + (team,)
        return Outcome(
            finished=True,
            winners=ranks[0] if places else (),
            losers=team,
            ranking=ranks,
            reason=reason,
            details={"seat": seat},
        )

    def scores(self, state: State) -> dict[str, Any]:
        return view.scores(state)

    # -- codecs --------------------------------------------------------------------------

    def encode_state(self, state: State) -> dict[str, Any]:
        return codec.encode_state(state)

    def decode_state(self, data: Any) -> State:
        return codec.decode_state(data, self.normalize_options)

    def player_count(self, state: State) -> int:
        return state.config.players

    def parse_move(self, data: Any) -> Any:
        return moves.parse_move(data)

    def encode_move(self, move: Any) -> dict[str, Any]:
        return moves.encode_move(move)

    def move_notation(self, move: Any) -> str:
        return moves.notation(move)

    def parse_notation(self, text: str) -> Any:
        return moves.parse_notation(text)

    # -- hidden information --------------------------------------------------------------

    def public_move(self, move: Any, seat: int, viewer: int | None) -> dict[str, Any] | None:
        # The history has no state, so a bid's value is hidden from other seats in every
        # game: with open bids the public `bid` event of the same entry carries it.
        if viewer != seat and isinstance(move, Exchange):
            return {"type": "exchange"}
        if viewer != seat and isinstance(move, Bid):
            return {"type": "bid"}
        return self.encode_move(move)

    def known_cards(self, state: State, viewer: int | None) -> Counter[str]:
        return view.known_cards(state, viewer)

    def is_card_token(self, text: str) -> bool:
        return is_card(text)


GAME = Reds()
