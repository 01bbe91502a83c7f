"""Palace (also Shithead, Karma): shed every card; the last player holding cards loses.

2–5 players, one 52-card deck. Each player has 3 face-down cards (nobody may look), 3
face-up cards on them and a hand of 3; the rest is the stock. Before play everyone may swap
hand and face-up cards (`swap`, then `ready`). The holder of the lowest hand card (3 low,
A high; 2 and 10 excluded; ties by suit ♣<♦<♥<♠) starts. A play is one or more cards of one
rank, equal to or higher than the pile's top card; afterwards the player draws back to 3
while the stock lasts. A 2 goes on anything and its player must play again on it; a 10 goes
on anything and burns the pile, as do four cards of one rank on top of the pile, and the
burner starts the new pile. A player who cannot play picks up the pile and the next player
starts a new one. With the hand (and stock) gone the face-up cards are played, then the
face-down ones blind, one `flip` at a time; a flipped card that cannot be played is picked up
with the pile. Finished players leave in order; the last player holding cards loses.

Rules document: docs/rules/palace.md (rulings, every option, formats, referee decisions).
Deviations: none from docs/rules/palace.md; copies of a card (two decks) are interchangeable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..base import (
    NOT_FINISHED,
    ONE_SEAT,
    Event,
    Game,
    GameOver,
    MoveType,
    NotYourTurn,
    OptionsError,
    Outcome,
)
from ..cards import is_card
from . import codec, codes, rules
from .rules import apply_move as _apply_move
from .rules import legal_moves as _legal_moves
from .rules import was_listed as _was_listed
from .state import Config, Move, State
from .view import view as _view

_ONE_SEAT = ONE_SEAT
_NOBODY: frozenset[int] = frozenset()

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "two_plays_again": {
            "type": "boolean",
            "default": True,
            "description": (
                "the player of a 2 must play again on it (else the next player plays on the 2)"
            ),
        },
        "burn_plays_again": {
            "type": "boolean",
            "default": True,
            "description": "after a 10 or a four of a kind the burner starts the new pile",
        },
        "four_of_a_kind": {
            "type": "string",
            "enum": ["consecutive", "single_play", "off"],
            "default": "consecutive",
            "description": (
                "four of a rank on top of the pile burn (consecutive), only four played together "
                "(single_play), or never"
            ),
        },
        "voluntary_pickup": {
            "type": "boolean",
            "default": False,
            "description": "a player may pick up the pile even when able to play",
        },
        "faceup_pickup_takes_card": {
            "type": "boolean",
            "default": False,
            "description": "a pick-up at the face-up stage also takes one chosen face-up card",
        },
        "mix_hand_faceup": {
            "type": "boolean",
            "default": False,
            "description": (
                "with the stock empty, a play of all remaining hand cards may add face-up cards "
                "of that rank"
            ),
        },
        "lower_rank": {
            "type": "string",
            "enum": ["none", "5", "7", "9"],
            "default": "none",
            "description": (
                "while this rank is the effective top, the next play must be that rank or lower "
                "(or a 2 or 10)"
            ),
        },
        "seven_lower": {
            "type": "boolean",
            "default": False,
            "description": "shorthand for lower_rank 7",
        },
        "eight_skip": {
            "type": "boolean",
            "default": False,
            "description": "each 8 played skips one following active player",
        },
        "transparent_rank": {
            "type": "string",
            "enum": ["none", "3", "8"],
            "default": "none",
            "description": (
                "a rank that goes on anything and is seen through (the next play beats the card "
                "below)"
            ),
        },
        "transparent_counts_in_runs": {
            "type": "boolean",
            "default": False,
            "description": (
                "transparent cards (and jokers) do not interrupt another rank's four-of-a-kind run"
            ),
        },
        "ten_restricted": {
            "type": "boolean",
            "default": False,
            "description": "a 10 may not be played on J, Q, K or A",
        },
        "jokers": {
            "type": "integer",
            "minimum": 0,
            "maximum": 2,
            "default": 0,
            "description": (
                "jokers per deck; a joker is transparent (goes on anything, seen through)"
            ),
        },
        "starter_rule": {
            "type": "string",
            "enum": [
                "lowest_hand_card",
                "lowest_including_faceup",
                "pagat_first_three_dealt",
                "seat0",
            ],
            "default": "lowest_hand_card",
            "description": "who starts",
        },
        "starter_must_lead_lowest": {
            "type": "boolean",
            "default": False,
            "description": (
                "the starter's first play must be of the lowest ladder rank in their hand"
            ),
        },
        "deal": {
            "type": "string",
            "enum": ["3/3/3", "choose_3_of_6", "bga_scaling"],
            "default": "3/3/3",
            "description": (
                "3 per row; 3 face-down and 6 in hand of which 3 are placed face up; BGA rows of "
                "6 (2 players) or 4 (3 players)"
            ),
        },
        "decks": {
            "type": "integer",
            "enum": [1, 2],
            "default": 1,
            "description": "number of 52-card decks",
        },
        "max_turns": {
            "type": ["integer", "null"],
            "minimum": 1,
            "maximum": 100000,
            "default": None,
            "description": "end the game undecided after this many play-phase moves (null: off)",
        },
    },
}


class Palace(Game):
    id = "palace"
    title = "Palace"
    min_players = 2
    max_players = 5
    rules_version = "1"
    options_schema = OPTIONS_SCHEMA
    summary = (
        "Shed your hand, then your face-up and face-down cards; the last player holding cards "
        "loses."
    )
    move_types = (
        MoveType(
            "swap",
            "swap phase: exchange one hand card with one own face-up card",
            ({"type": "swap", "hand_card": "4C", "face_up_card": "KH"},),
        ),
        MoveType(
            "ready",
            "swap phase: done swapping; play starts when every player is ready",
            ({"type": "ready"},),
        ),
        MoveType(
            "place",
            "deal choose_3_of_6 only: put 3 hand cards face up (also means ready)",
            ({"type": "place", "cards": ["KH", "AS", "9D"]},),
        ),
        MoveType(
            "play",
            "play one or more cards of one rank from the hand (or face-up cards)",
            ({"type": "play", "cards": ["7H"]}, {"type": "play", "cards": ["7D", "7H"]}),
        ),
        MoveType(
            "flip",
            "face-down stage: turn over the face-down card at this position (0-based)",
            ({"type": "flip", "index": 0},),
        ),
        MoveType(
            "pick_up",
            "take the pile into the hand (only when unable to play, by default); with "
            "faceup_pickup_takes_card, at the face-up stage, cards names the one face-up card "
            "taken with it",
            ({"type": "pick_up"}, {"type": "pick_up", "cards": ["5S"]}),
        ),
    )
    problem_codes = codes.PROBLEM_CODES

    def normalize_options(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().normalize_options(players, raw)
        if opts["seven_lower"] and opts["lower_rank"] not in ("none", "7"):
            raise OptionsError(
                "options.invalid",
                "seven_lower means lower_rank 7; do not set both differently",
                option="seven_lower",
            )
        if opts["seven_lower"]:
            opts["lower_rank"] = "7"
        return opts

    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> State:
        return rules.setup(players, Config.from_options(options), seed)

    def to_act(self, state: State) -> frozenset[int]:
        if state.phase == "swap":
            return frozenset(i for i, p in enumerate(state.players) if not p.ready)
        if state.phase == "play":
            return _ONE_SEAT[state.current]
        return _NOBODY

    # The playouts' path (`legal_moves`, `apply` every action) calls the compiled functions
    # by their imported names: `rules.legal_moves` would be a module attribute lookup per
    # call (ADR 0007, "Red Dragon, the wrappers").
    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return _legal_moves(state, seat)

    def check_move(self, state: State, seat: int, move: Move) -> None:
        rules.check_move(state, seat, move)

    def apply_move(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        return rules.apply_move(state, seat, move)

    def check(self, state: State, seat: int, move: Move) -> None:
        # Game.check, with outcome and to_act read off the phase (a hot path).
        phase = state.phase
        if phase == "over":
            raise GameOver("turn.game_over", "the game is over")
        if (
            phase == "play"
            and seat != state.current
            or (phase != "play" and seat not in self.to_act(state))
        ):
            if phase == "swap" and type(seat) is int and 0 <= seat < len(state.players):
                rules.check_ready_seat(state, seat, move)  # says why a ready seat may not act
            raise NotYourTurn(
                "turn.not_your_turn",
                f"seat {seat} may not act now",
                to_act=sorted(self.to_act(state)),
            )
        rules.check_move(state, seat, move)

    def apply(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        if not _was_listed(state, seat, move):
            self.check(state, seat, move)
        return _apply_move(state, seat, move)

    def view(self, state: State, viewer: int | None) -> dict[str, Any]:
        over = state.phase == "over"
        outcome = self.outcome(state).to_json() if over else None
        return _view(state, viewer, sorted(self.to_act(state)), outcome)

    def outcome(self, state: State) -> Outcome:
        if state.phase != "over":
            return NOT_FINISHED
        order = state.finish_order
        rest = tuple(s for s in range(len(state.players)) if s not in order)
        details = {"finish_order": list(order), "loser": state.loser, "turns": state.turns}
        if state.end_reason == "max_turns":
            ranking = tuple((s,) for s in order) + ((rest,) if rest else ())
            winners = (order[0],) if order else ()
            return Outcome(True, winners, (), ranking, "max_turns", details)
        assert state.loser is not None
        ranking = tuple((s,) for s in order) + ((state.loser,),)
        return Outcome(True, (order[0],), (state.loser,), ranking, "last_player_holding", details)

    def standing(self, state: State) -> tuple[tuple[int, ...], ...]:
        """Seats already out in the order they went out, then the rest by cards held (fewer
        first; equal counts share a place)."""
        order = tuple(state.finish_order)
        held = {
            s: len(p.hand) + len(p.face_up) + len(p.face_down)
            for s, p in enumerate(state.players) if s not in order
        }
        return tuple((s,) for s in order) + tuple(
            tuple(s for s in held if held[s] == n) for n in sorted(set(held.values()))
        )

    def scores(self, state: State) -> dict[str, Any]:
        return {
            "finish_order": list(state.finish_order),
            "cards_held": [len(p.hand) + len(p.face_up) + len(p.face_down) for p in state.players],
            "outcome": self.outcome(state).to_json() if state.phase == "over" else None,
        }

    def encode_state(self, state: State) -> dict[str, Any]:
        return codec.encode_state(state)

    def decode_state(self, data: Any) -> State:
        return codec.decode_state(data, OPTIONS_SCHEMA, self.min_players, self.max_players)

    def parse_move(self, data: Any) -> Move:
        return codec.parse_move(data)

    def encode_move(self, move: Move) -> dict[str, Any]:
        return codec.encode_move(move)

    def move_notation(self, move: Move) -> str:
        return codec.move_notation(move)

    def parse_notation(self, text: str) -> Move:
        return codec.parse_notation(text)

    def player_count(self, state: State) -> int:
        return len(state.players)

    def known_cards(self, state: State, viewer: int | None) -> Counter[str]:
        return rules.known_counter(state, viewer)

    def is_card_token(self, text: str) -> bool:
        return is_card(text)


GAME = Palace()
