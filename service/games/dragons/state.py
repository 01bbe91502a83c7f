"""Dragons state values, the move value and the JSON codecs.

The state is the list of tiles in the order they were placed plus where each move
starts in that list: whose turn it is, the last move and its automatic placements, the
pool and the outcome all follow from it. What is derived (never encoded, never compared)
is kept in the state's derived fields (`DERIVED_FIELDS`: the move path's) and its `cache`
(the rest, such as the board).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..base import MoveFormatError, StateError
from ..value import Value
from ..words import describe, listing, plural
from . import fast
from .tiles import FACES, Cell

TIEBREAKS = (
    "none",
    "largest_closed_wins",
    "largest_closed_loses",
    "most_holes_wins",
    "most_holes_loses",
    "lower_rating_wins",
)
SCORINGS = ("loop", "tantrix")
MAX_COORD = 1000  # a board of at most 200 tiles never reaches it


@dataclass(frozen=True, slots=True)
class Config:
    tiles: int = 50
    tiebreak: str = "none"
    scoring: str = "loop"
    red_rating: int | None = None
    green_rating: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "tiles": self.tiles,
            "tiebreak": self.tiebreak,
            "scoring": self.scoring,
            "red_rating": self.red_rating,
            "green_rating": self.green_rating,
        }


PLACE_FIELDS = ("q", "r", "face", "rotation")


class Place(Value):
    """Place a tile: cell (q, r), face and clockwise rotation 0..5. A value: never changed
    once made (the compiled build enforces it, state.pxd), equal and hashed by its four
    fields. A plain class (no dataclass) that keeps `cell` and the placement `p` (face * 6 +
    rotation) when made: the move path reads them for every action, and as properties each
    read was a Python-level call."""

    __slots__ = (*PLACE_FIELDS, "cell", "p")
    _fields = PLACE_FIELDS

    def __init__(self, q: int, r: int, face: str, rotation: int) -> None:
        self.q = q
        self.r = r
        self.face = face
        self.rotation = rotation
        self.cell = (q, r)
        self.p = FACES.index(face) * 6 + rotation


def place_of(cell: Cell, p: int) -> Place:
    return Place(cell[0], cell[1], FACES[p // 6], p % 6)


# The fields a state derives on the move path (see `State.__init__`).
DERIVED_FIELDS = (
    "version",
    "front",
    "gaps",
    "convex",
    "closes",
    "known",
    "longest",
    "stale",
    "legal",
    "checked",
    "outcome",
    "loops",
)


class State(Value):
    """A Dragons state: the tiles in the order they were placed and where each move starts
    in that list (see the module docstring). A value: never changed once made (the
    compiled build enforces it, state.pxd), equal and hashed by config, placed and starts;
    the derived fields and `cache` hold what is derived from them. A plain class (no
    dataclass) so that the compiled build makes it an extension type, built without a
    Python-level __init__."""

    __slots__ = ("config", "placed", "starts", "cache", "tiles", *DERIVED_FIELDS)
    _fields = ("config", "placed", "starts")

    def __init__(
        self,
        config: Config,
        placed: tuple[tuple[Cell, int], ...] = (),
        starts: tuple[int, ...] = (),
        cache: dict[str, Any] | None = None,
    ) -> None:
        self.config = config
        self.placed = placed
        self.starts = starts
        self.cache: dict[str, Any] = {} if cache is None else cache
        self.tiles: int = config.tiles  # (`pool_of` reads it ~5 times an action: a C field)
        # Derived, filled when first asked for (None: not yet). Fields, not `cache` keys:
        # the move path reads and writes them for every action (a field is a C load in
        # the compiled build, a dict item a hashed lookup).
        self.version: Any = None  # position: the state's `core.Version`
        self.front: Any = None  # position: the empty cells next to the board (a list[int])
        self.gaps: Any = None  # position: those with three or more closed sides (a list)
        self.convex = False  # position: `core.Core.convex` (read once `version` is set)
        self.closes = 3  # position: bit c, the last move closed a cycle of colour c
        self.known: Any = None  # legal: the entries by cell (a dict of `legal.Entry`)
        self.longest = -1  # legal: the longest cascade of the known entries
        self.stale: dict[int, Any] | None = None  # legal: entries to redo (`legal.Reuse`)
        self.legal: list[Place] | None = None  # legal: the legal moves in order
        self.checked: tuple[Any, ...] | None = None  # rules: the newest check of a legal move
        self.outcome: Any = None  # rules: the `Outcome`
        self.loops: Any = None  # rules: the loops the last move closed

    @property
    def board(self) -> Mapping[Cell, int]:
        """The placement on every occupied cell (built on first use)."""
        got = self.cache.get("board")
        if got is None:
            got = self.cache["board"] = MappingProxyType(dict(self.placed))
        out: Mapping[Cell, int] = got
        return out

    @property
    def pool(self) -> int:
        return pool_of(self)

    @property
    def to_move(self) -> int:
        return len(self.starts) % 2

    @property
    def last_move(self) -> tuple[tuple[Cell, int], ...]:
        return self.placed[self.starts[-1] :] if self.starts else ()


def pool_of(state: State) -> int:
    """The tiles left in the pool (`State.pool`; a function, which the compiled build calls
    in C: a property of an extension type is looked up by name at each use)."""
    return state.tiles - len(state.placed)


def make_state(
    config: Config, placed: tuple[tuple[Cell, int], ...], starts: tuple[int, ...]
) -> State:
    return State(config, placed, starts)


# --------------------------------------------------------------------------- moves


def parse_move(data: Any) -> Place:
    if not isinstance(data, Mapping):
        raise MoveFormatError("move.malformed", "a move must be a JSON object")
    kind = data.get("type")
    if kind != "place":
        raise MoveFormatError(
            "move.unknown_type", f"unknown move type {describe(kind)}; Dragons has only place"
        )
    keys = set(data)
    want = {"type", "q", "r", "face", "rotation"}
    if keys != want:
        extra, missing = sorted(keys - want), sorted(want - keys)
        parts = []
        if missing:
            parts.append(f"missing {listing(missing, ', ')}")
        if extra:
            parts.append(f"unexpected {plural(len(extra), 'key')} {listing(extra, ', ')}")
        raise MoveFormatError(
            "move.malformed",
            f"a place move has exactly the keys type, q, r, face, rotation ({'; '.join(parts)})",
        )
    for key in ("q", "r", "rotation"):
        value = data[key]
        if not isinstance(value, int) or isinstance(value, bool):
            raise MoveFormatError(
                "move.malformed", f"{key} must be an integer, not {describe(value)}"
            )
    if abs(data["q"]) > MAX_COORD or abs(data["r"]) > MAX_COORD:
        raise MoveFormatError("move.malformed", f"coordinates must lie within ±{MAX_COORD}")
    if not 0 <= data["rotation"] <= 5:
        raise MoveFormatError("move.malformed", "rotation must be 0..5")
    if data["face"] not in FACES:
        raise MoveFormatError(
            "move.malformed", f"face must be shoulders or tails, not {describe(data['face'])}"
        )
    return Place(data["q"], data["r"], data["face"], data["rotation"])


def encode_move(move: Place) -> dict[str, Any]:
    return {"type": "place", "q": move.q, "r": move.r, "face": move.face, "rotation": move.rotation}


def encode_moves(moves: list[Place]) -> list[dict[str, Any]]:
    """`encode_move` of each move, in one loop (a legal-moves listing: ~100 moves at 150
    tiles, where the call per move was a fifth of the encoding)."""
    return [
        {"type": "place", "q": m.q, "r": m.r, "face": m.face, "rotation": m.rotation}
        for m in moves
    ]


def notation(move: Place) -> str:
    return f"place {move.q},{move.r} {move.face[0].upper()}{move.rotation}"


def parse_notation(text: Any) -> Place:
    """`place 0,1 S3` or `0,1 T0` (S shoulders, T tails, then the rotation)."""
    if not isinstance(text, str):
        raise MoveFormatError("move.malformed", "notation must be a string")
    parts = text.split()
    if parts and parts[0] == "place":
        parts = parts[1:]
    try:
        cell, tile = parts
        q, r = (int(x) for x in cell.split(","))
        face = {"S": "shoulders", "T": "tails"}[tile[0].upper()]
        rotation = int(tile[1:])
    except (ValueError, KeyError, IndexError) as exc:
        raise MoveFormatError(
            "move.malformed", f'cannot read {describe(text)}; write e.g. "place 0,1 S3"'
        ) from exc
    return parse_move({"type": "place", "q": q, "r": r, "face": face, "rotation": rotation})


# --------------------------------------------------------------------------- state codec


def encode_state(state: State) -> dict[str, Any]:
    tiles = []
    move = -1
    starts = set(state.starts)
    for i, (cell, p) in enumerate(state.placed):
        if i in starts:
            move += 1
        tiles.append(
            {
                "q": cell[0],
                "r": cell[1],
                "face": FACES[p // 6],
                "rotation": p % 6,
                "move": move,
                "auto": i not in starts,
            }
        )
    return {
        "game": "dragons",
        "players": 2,
        "options": state.config.to_json(),
        "tiles": tiles,
        "pool": state.pool,
        "to_move": state.to_move,
    }


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateError("state.invalid", f"{what} must be an integer")
    return value


def decode_config(data: Any) -> Config:
    if not isinstance(data, Mapping):
        raise StateError("state.invalid", "options must be an object")
    want = {"tiles", "tiebreak", "scoring", "red_rating", "green_rating"}
    if set(data) != want:
        raise StateError("state.invalid", f"options must have exactly the keys {sorted(want)}")
    tiles = _int(data["tiles"], "options.tiles")
    if not 10 <= tiles <= 200:
        raise StateError("state.invalid", "options.tiles must be 10..200")
    if data["tiebreak"] not in TIEBREAKS:
        raise StateError("state.invalid", "options.tiebreak is not a known tiebreak")
    if data["scoring"] not in SCORINGS:
        raise StateError("state.invalid", "options.scoring must be 'loop' or 'tantrix'")
    if data["scoring"] == "tantrix" and data["tiebreak"] != "none":
        raise StateError("state.invalid", "Tantrix scoring takes no tiebreak")
    ratings = []
    for key in ("red_rating", "green_rating"):
        value = data[key]
        ratings.append(None if value is None else _int(value, f"options.{key}"))
    return Config(tiles, data["tiebreak"], data["scoring"], ratings[0], ratings[1])


_TILE_KEYS = frozenset(("q", "r", "face", "rotation", "move", "auto"))
_FACE_BASE = {face: 6 * k for k, face in enumerate(FACES)}


def _tile(i: int, t: Any) -> tuple[int, int, int, int, bool]:
    """(q, r, placement, move, auto) of tile i of a state, or the StateError it earns."""
    if not isinstance(t, Mapping) or set(t) != _TILE_KEYS:
        raise StateError("state.invalid", f"tile {i} must have q, r, face, rotation, move, auto")
    q, r = _int(t["q"], "q"), _int(t["r"], "r")
    rot, move = _int(t["rotation"], "rotation"), _int(t["move"], "move")
    if not isinstance(t["auto"], bool) or t["face"] not in FACES or not 0 <= rot <= 5:
        raise StateError("state.invalid", f"tile {i} has a bad face, rotation or auto flag")
    if abs(q) > MAX_COORD or abs(r) > MAX_COORD:
        raise StateError("state.invalid", f"tile {i} lies outside ±{MAX_COORD}")
    return q, r, FACES.index(t["face"]) * 6 + rot, move, t["auto"]


def decode_state(data: Any) -> State:
    if not isinstance(data, Mapping):
        raise StateError("state.invalid", "a state must be a JSON object")
    want = {"game", "players", "options", "tiles", "pool", "to_move"}
    if set(data) != want:
        raise StateError("state.invalid", f"a Dragons state has exactly the keys {sorted(want)}")
    if data["game"] != "dragons":
        raise StateError("state.invalid", "not a Dragons state")
    if _int(data["players"], "players") != 2:
        raise StateError("state.invalid", "Dragons is for 2 players")
    config = decode_config(data["options"])
    tiles = data["tiles"]
    if not isinstance(tiles, list):
        raise StateError("state.invalid", "tiles must be a list")
    if len(tiles) > config.tiles:
        raise StateError("state.invalid", "more tiles placed than the pool holds")
    placed: list[tuple[Cell, int]] = []
    starts: list[int] = []
    board: dict[int, int] = {}  # by cell id, with the sides of the empty cells around
    open_sides: dict[int, int] = {}
    fit, extend, bias, shift, limit = fast.FIT, fast.extend, fast.BIAS, fast.SHIFT, fast.LIMIT
    for i, t in enumerate(tiles):
        # The common case checked at once; anything else gets the detailed checks.
        if (
            type(t) is dict
            and t.keys() == _TILE_KEYS
            and type(q := t["q"]) is int
            and type(r := t["r"]) is int
            and type(rot := t["rotation"]) is int
            and type(move := t["move"]) is int
            and type(auto := t["auto"]) is bool
            and type(face := t["face"]) is str
            and face in _FACE_BASE
            and 0 <= rot <= 5
            and -MAX_COORD <= q <= MAX_COORD
            and -MAX_COORD <= r <= MAX_COORD
        ):
            p = _FACE_BASE[face] + rot
        else:
            q, r, p, move, auto = _tile(i, t)
        cell = (q, r)
        if auto:
            if i == 0 or move != len(starts) - 1:
                raise StateError(
                    "state.invalid", f"automatic tile {i} must belong to the move before it"
                )
        else:
            if move != len(starts):
                raise StateError("state.invalid", f"tile {i} must start move {len(starts)}")
            starts.append(i)
        # a cell beyond `fast.LIMIT` touches no earlier tile (c = -1 is no cell)
        c = -1
        if -limit <= q <= limit and -limit <= r <= limit:
            c = (q + bias) << shift | (r + bias)
        if c in board:
            raise StateError("state.invalid", f"two tiles at {cell}")
        if i == 0:
            if cell != (0, 0):
                raise StateError("state.invalid", "the first tile lies at (0, 0)")
        else:
            sv = open_sides.get(c)
            if sv is None:
                raise StateError("state.invalid", f"tile {i} at {cell} touches no earlier tile")
            if p not in fit[sv]:
                raise StateError(
                    "state.invalid", f"tile {i} at {cell} does not match its neighbours"
                )
        extend(board, open_sides, c, p)
        placed.append((cell, p))
    state = make_state(config, tuple(placed), tuple(starts))
    if _int(data["pool"], "pool") != state.pool:
        raise StateError("state.invalid", f"pool must be {state.pool}")
    if _int(data["to_move"], "to_move") != state.to_move:
        raise StateError("state.invalid", f"to_move must be {state.to_move}")
    return state
