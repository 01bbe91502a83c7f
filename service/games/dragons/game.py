"""The Dragons engine: the `Game` contract wired to the rules, codecs and picture."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..base import Event, Game, MoveFormatError, MoveType, OptionsError, Outcome, StateError
from . import codes, rules
from .render import render_svg
from .state import (
    SCORINGS,
    TIEBREAKS,
    Config,
    Place,
    State,
    decode_state,
    encode_move,
    encode_moves,
    encode_state,
    make_state,
    notation,
    parse_move,
    parse_notation,
)
from .tiles import COLOURS

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "tiles": {
            "type": ["integer", "null"],
            "minimum": 10,
            "maximum": 200,
            "default": None,
            "description": "Size of the shared pool, the first tile and automatic placements "
            "included. Null: 50, or 40 with Tantrix scoring.",
        },
        "tiebreak": {
            "type": "string",
            "enum": list(TIEBREAKS),
            "default": "none",
            "description": "How a game without a winning loop is decided when the tiles run out.",
        },
        "scoring": {
            "type": "string",
            "enum": list(SCORINGS),
            "default": "loop",
            "description": "loop: a loop of 6+ tiles wins at once; tantrix: play all tiles, "
            "best dragon (1 per hole, doubled if closed) wins.",
        },
        "red_rating": {
            "type": ["integer", "null"],
            "default": None,
            "description": "Rating of seat 0 (red), for tiebreak lower_rating_wins.",
        },
        "green_rating": {
            "type": ["integer", "null"],
            "default": None,
            "description": "Rating of seat 1 (green), for tiebreak lower_rating_wins.",
        },
    },
}


_NOBODY: frozenset[int] = frozenset()
_SEAT = (frozenset((0,)), frozenset((1,)))


class Dragons(Game):
    id = "dragons"
    title = "Dragons"
    min_players = 2
    max_players = 2
    rules_version = "1"
    options_schema = OPTIONS_SCHEMA
    summary = (
        "Cameron Browne's hex tile game: place shared two-colour tiles so every edge matches; "
        "close a loop of your colour through six or more tiles to win."
    )
    move_types = (
        MoveType(
            "place",
            "Place a tile at (q, r) with a face (shoulders or tails) and a clockwise rotation "
            "0..5; automatic placements follow.",
            ({"type": "place", "q": 0, "r": 0, "face": "shoulders", "rotation": 0},),
        ),
    )
    problem_codes = codes.PROBLEM_CODES

    def normalize_options(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().normalize_options(players, raw)
        if opts["tiles"] is None:
            opts["tiles"] = 40 if opts["scoring"] == "tantrix" else 50
        if opts["scoring"] == "tantrix" and opts["tiebreak"] != "none":
            raise OptionsError(
                "options.conflict",
                "Tantrix scoring decides every game itself; choose no tiebreak with it",
                option="tiebreak",
            )
        return opts

    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> State:
        # Tiles are identical and both faces are known: the seed plays no part.
        tiles = options.get("tiles")
        config = Config(
            tiles=50 if tiles is None else tiles,
            tiebreak=options.get("tiebreak", "none"),
            scoring=options.get("scoring", "loop"),
            red_rating=options.get("red_rating"),
            green_rating=options.get("green_rating"),
        )
        return make_state(config, (), ())

    def to_act(self, state: State) -> frozenset[int]:
        if rules.outcome(state).finished:
            return _NOBODY
        return _SEAT[len(state.starts) % 2]

    def legal_moves(self, state: State, seat: int) -> list[Place]:
        if seat not in self.to_act(state):
            return []
        return rules.legal_places(state)

    def check_move(self, state: State, seat: int, move: Any) -> None:
        if not isinstance(move, Place):
            raise MoveFormatError("move.malformed", "not a Dragons move")
        rules.check_place(state, move)

    def apply_move(self, state: State, seat: int, move: Place) -> tuple[State, list[Event]]:
        return rules.apply_place(state, seat, move)

    def view(self, state: State, viewer: int | None) -> dict[str, Any]:
        # Perfect information (ruling D10): every seat and spectators see the same, but
        # `viewer` says who asked. The state's `to_move` is the view's `current`.
        data = encode_state(state)
        result = rules.outcome(state)
        loops = rules.move_loops(state) if state.placed else (None, None)
        out: dict[str, Any] = {
            "game": data["game"],
            "players": data["players"],
            "viewer": viewer,
            "options": data["options"],
            "phase": "finished" if result.finished else "play",
            "to_act": sorted(self.to_act(state)),
            "current": None if result.finished else state.to_move,
            "tiles": data["tiles"],
            "pool": data["pool"],
        }
        out.update(
            {
                "colour_to_move": None if result.finished else COLOURS[state.to_move],
                # a finished game has no gap to fill
                "gaps": [list(c) for c in rules.gaps(state)]
                if state.placed and not result.finished
                else [],
                "last_move": [
                    {"q": c[0], "r": c[1], "auto": k > 0}
                    for k, (c, _) in enumerate(state.last_move)
                ],
                "last_loops": [
                    {
                        "colour": COLOURS[lp.colour],
                        "length": lp.length,
                        "tiles": [list(c) for c in lp.cells],
                    }
                    for lp in loops
                    if lp is not None
                ],
                "outcome": result.to_json_or_none(),
            }
        )
        return out

    def outcome(self, state: State) -> Outcome:
        return rules.outcome(state)

    def scores(self, state: State) -> dict[str, Any]:
        summary = rules.seat_summary(state)
        return {
            "placed": len(state.placed),
            "pool": state.pool,
            "seats": [{"seat": s, "colour": COLOURS[s], **summary[s]} for s in range(2)],
            "outcome": rules.outcome(state).to_json_or_none(),
        }

    def encode_state(self, state: State) -> dict[str, Any]:
        return encode_state(state)

    def decode_state(self, data: Any) -> State:
        state = decode_state(data)
        why = rules.replay_check(state)
        if why:
            raise StateError("state.invalid", why)
        return state

    def decode_trusted_state(self, data: Any) -> State:
        """The service's own snapshot: the board is rebuilt tile by tile (its structure still
        checked), without replaying each move's cascade, gap and loop rules."""
        state = decode_state(data)
        rules.build_cache(state)
        return state

    def player_count(self, state: Any) -> int:
        return 2

    def parse_move(self, data: Any) -> Place:
        return parse_move(data)

    def encode_move(self, move: Place) -> dict[str, Any]:
        return encode_move(move)

    def encode_moves(self, moves: list[Place]) -> list[dict[str, Any]]:
        return encode_moves(moves)

    def move_notation(self, move: Place) -> str:
        return notation(move)

    def parse_notation(self, text: str) -> Place:
        return parse_notation(text)

    def render_svg(self, state: State, coords: bool = False) -> str:
        """The board as an SVG picture (GET /v1/sessions/{id}/board.svg); `coords` labels
        every cell with its coordinates."""
        return render_svg(state, coords)
