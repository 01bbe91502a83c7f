"""Dragons Wild (MKE Games): a rummy game for 3–6 players with 70 cards.

Eight creature suits numbered 1–8 (one copy of each card) and six Dragons, which are wild
(at most one per meld, ever). Each player gets 7 cards; the deck's top card starts the
discard pile. A turn: draw from the deck or the discard pile — before the draw, others may
ask to buy the top discard (the active player says yes: the buyer takes it plus the top of
the deck as a private penalty card, up to 3 buys per window; no: the active player must
take it) — then at most one meld action (a new set or run of 3+, or adding to any one meld
once you own a meld from an earlier turn; a Dragon at the end of a run may move when cards
are added, an internal one is fixed), then a discard. Cards laid score 8 each in round 1,
7 in round 2, … 1 from round 8. Discarding the last card goes out and ends the hand; the
others lose 1 per card and 3 per Dragon still held. The deck, when empty, is the discard
pile turned over without shuffling. The game lasts one hand per player, until 200 points,
or until the players stop (manual); highest total wins, ties shared or decided by more hands.

Cards: `A1`…`H8` (suit letter A–H = suit ids S1–S8, labels an option), Dragons `W1`…`W6`.
Rules document: docs/rules/dragons_wild.md (rulings, options, examples, referee decisions).
Deviations: none by default. An optional guard `max_rounds_per_hand` (off unless set) ends
a hand nobody goes out of as blocked; the rules have no such limit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..base import Event, Game, GameOver, MoveType, OptionsError, Outcome
from . import codec, codes, moves, rules, view
from .deck import is_card
from .state import Config, State

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "hand_size": {
            "type": "integer",
            "minimum": 3,
            "maximum": 9,
            "default": 7,
            "description": "cards dealt to each player (RB1)",
        },
        "suit_labels": {
            "type": "string",
            "default": "Unicorn,Kelpie,Phoenix,Pegasus,Suit5,Suit6,Suit7,Suit8",
            "description": "display names of suits S1…S8, comma-separated (RB2)",
        },
        "first_dealer": {
            "type": ["integer", "null"],
            "minimum": 0,
            "maximum": 5,
            "default": None,
            "description": "first dealer seat; null: seeded",
        },
        "end_condition": {
            "type": "string",
            "enum": ["hands_per_player", "target_score", "manual"],
            "default": "hands_per_player",
            "description": "when the game ends",
        },
        "target_score": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100000,
            "default": 200,
            "description": "end_condition target_score: checked at hand end",
        },
        "max_buys_per_window": {
            "type": "integer",
            "minimum": 0,
            "maximum": 10,
            "default": 3,
            "description": "accepted buys per buy window (RB4)",
        },
        "max_buys_per_player_per_hand": {
            "type": ["integer", "null"],
            "minimum": 0,
            "maximum": 100,
            "default": None,
            "description": "per-player cap per hand (RB4)",
        },
        "allow_buy_first_upcard": {
            "type": "boolean",
            "default": True,
            "description": "the first up-card may be bought (RB3)",
        },
        "buy_requires_penalty_card": {
            "type": "boolean",
            "default": True,
            "description": "refuse a buy with no penalty card (RB7)",
        },
        "refill": {
            "type": "string",
            "enum": ["on_demand", "immediate"],
            "default": "on_demand",
            "description": "when the pile is turned over (RB8)",
        },
        "keep_top_discard_on_refill": {
            "type": "boolean",
            "default": False,
            "description": "the top discard stays up (RB8)",
        },
        "blocked_hand": {
            "type": "string",
            "enum": ["penalise_all", "no_penalty"],
            "default": "penalise_all",
            "description": "penalties when a hand ends without going out (RB9)",
        },
        "forbid_discard_of_taken_discard": {
            "type": "boolean",
            "default": False,
            "description": "RB19",
        },
        "runs_wrap": {
            "type": "boolean",
            "default": False,
            "description": "runs may pass from 8 to 1, e.g. 7-8-1 (RB15)",
        },
        "buy_priority": {
            "type": "string",
            "enum": ["first_request", "seat_order_from_active_left"],
            "default": "first_request",
            "description": "RB5: the first request waits for the answer; or a seat nearer the "
            "active player's left may take a pending request over",
        },
        "going_out_multi_meld": {
            "type": "boolean",
            "default": False,
            "description": "going out may lay several new melds at once (RB11), move go_out",
        },
        "tie_policy": {
            "type": "string",
            "enum": ["share", "extra_hand"],
            "default": "share",
            "description": "ties for first at game end (RB16)",
        },
        "max_rounds_per_hand": {
            "type": ["integer", "null"],
            "minimum": 1,
            "maximum": 1000,
            "default": None,
            "description": "optional guard, not a rule of the game: a hand nobody has gone out "
            "of ends (blocked) after this many rounds; null (default): no guard",
        },
        "max_hands": {
            "type": ["integer", "null"],
            "minimum": 1,
            "maximum": 1000,
            "default": None,
            "description": "guard: the game ends after this many hands",
        },
    },
}


class DragonsWild(Game):
    id = "dragons_wild"
    title = "Dragons Wild"
    min_players = 3
    max_players = 6
    rules_version = "1"
    options_schema = OPTIONS_SCHEMA
    summary = "Rummy with 8 creature suits and 6 wild Dragons; early melds score most."
    move_types = (
        MoveType(
            "draw",
            "draw the top card of the deck or of the discard pile",
            ({"type": "draw", "source": "deck"}, {"type": "draw", "source": "discard"}),
        ),
        MoveType("buy", "ask to buy the top discard (not the active player)", ({"type": "buy"},)),
        MoveType(
            "answer_buy",
            "the active player answers a buy request",
            ({"type": "answer_buy", "accept": True},),
        ),
        MoveType(
            "meld",
            "lay a new set or run of 3+; dragon_at names a run's Dragon place",
            ({"type": "meld", "cards": ["A5", "A6", "W1"], "dragon_at": 7},),
        ),
        MoveType(
            "add",
            "add cards to one meld (needs an own meld from an earlier turn)",
            ({"type": "add", "meld": 0, "cards": ["A4"], "dragon_at": 7},),
        ),
        MoveType(
            "go_out",
            "going_out_multi_meld: lay ≥ 2 new melds with all cards but one, then discard",
            (
                {
                    "type": "go_out",
                    "melds": [{"cards": ["A1", "A2", "A3"]}, {"cards": ["B5", "C5", "W1"]}],
                },
            ),
        ),
        MoveType(
            "discard",
            "discard one card (cards: a list of one), ending the turn",
            ({"type": "discard", "cards": ["A5"]},),
        ),
        MoveType("next_hand", "manual end: deal the next hand", ({"type": "next_hand"},)),
        MoveType("end_game", "manual end: stop the game now", ({"type": "end_game"},)),
    )
    problem_codes = codes.PROBLEM_CODES

    def normalize_options(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().normalize_options(players, raw)
        labels = [x.strip() for x in opts["suit_labels"].split(",")]
        if len(labels) != 8 or not all(labels) or any(len(x) > 40 for x in labels):
            raise OptionsError(
                "options.invalid",
                "suit_labels must name 8 suits, comma-separated",
                option="suit_labels",
            )
        if opts["first_dealer"] is not None and opts["first_dealer"] >= players:
            raise OptionsError(
                "options.invalid",
                f"first_dealer must be a seat 0..{players - 1}",
                option="first_dealer",
            )
        if players * opts["hand_size"] + 1 > 70:
            raise OptionsError(
                "options.invalid", "not enough cards for that hand size", option="hand_size"
            )
        return opts

    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> State:
        return rules.setup(players, Config(**dict(options)), seed)

    def to_act(self, state: State) -> frozenset[int]:
        return rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        return rules.legal_moves(state, seat)

    def check(self, state: State, seat: int, move: Any) -> None:
        if rules.is_listed(state, seat, move):
            return  # a move object that legal_moves just listed for this state and seat
        # the generic layer, once, with precise buy codes for seats that may not act
        if state.phase == "over":
            raise GameOver("turn.game_over", "the game is over")
        if seat not in rules.to_act(state):
            rules.check_other(state, seat, move)
        rules.check_move(state, seat, move)

    def check_move(self, state: State, seat: int, move: Any) -> None:
        rules.check_move(state, seat, move)

    def apply_move(self, state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
        return rules.apply_move(state, seat, move)

    def view(self, state: State, viewer: int | None) -> dict[str, Any]:
        return view.view(state, viewer)

    def outcome(self, state: State) -> Outcome:
        return view.outcome(state)

    def standing(self, state: State) -> tuple[tuple[int, ...], ...]:
        """By the running totals, highest first (equal totals share a place)."""
        totals = state.totals
        levels = sorted(set(totals), reverse=True)
        return tuple(tuple(p for p in range(state.players) if totals[p] == v) for v in levels)

    def scores(self, state: State) -> dict[str, Any]:
        return {
            "totals": list(state.totals),
            "hand_points": list(state.hand_points),
            "hands": [codec.encode_result(r) for r in state.results],
            "round": state.round,
            "outcome": view.outcome(state).to_json_or_none(),
        }

    def encode_state(self, state: State) -> dict[str, Any]:
        return codec.encode_state(state)

    def decode_state(self, data: Any) -> State:
        return codec.decode_state(data, self.normalize_options)

    def parse_move(self, data: Any) -> Any:
        return moves.parse_move(data)

    def encode_move(self, move: Any) -> dict[str, Any]:
        return moves.encode_move(move)

    def move_notation(self, move: Any) -> str:
        return moves.notation(move)

    def parse_notation(self, text: str) -> Any:
        return moves.parse_notation(text)

    def known_cards(self, state: State, viewer: int | None) -> Counter[str]:
        return view.known_cards(state, viewer)

    def is_card_token(self, text: str) -> bool:
        return is_card(text)


GAME = DragonsWild()
