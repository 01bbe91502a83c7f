"""Red Dragon moves: values, JSON parsing (MoveFormatError only) and encoding.

    {"type": "select_reserve", "cards": ["4C", "9H", "AS"]}
    {"type": "play", "hand": ["7H", "JK"], "opening": ["7S"], "as": "7", "direction": "cw"}
    {"type": "play_reserve", "card": "QS"}            # "as": rank when the card is a joker
    {"type": "take_chance", "position": 2}
    {"type": "declare", "rank": "10"}                 # a joker just revealed from Chance
    {"type": "pick_up"}                               # "reserve": card in the Reserve-only case

Card lists are multisets; parsing sorts them, so two spellings of one move are one move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..base import MoveFormatError
from ..cards import JOKER, RANKS, parse_card
from ..words import describe, json_type, plural
from .state import sort_cards

DIRECTIONS = {"cw": 1, "ccw": -1}


@dataclass(frozen=True, slots=True)
class SelectReserve:
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Play:
    hand: tuple[str, ...] = ()
    opening: tuple[str, ...] = ()
    as_rank: str | None = None
    direction: str | None = None


@dataclass(frozen=True, slots=True)
class PlayReserve:
    card: str
    as_rank: str | None = None


@dataclass(frozen=True, slots=True)
class TakeChance:
    position: int


@dataclass(frozen=True, slots=True)
class Declare:
    rank: str


@dataclass(frozen=True, slots=True)
class PickUp:
    reserve: str | None = None


Move = SelectReserve | Play | PlayReserve | TakeChance | Declare | PickUp

_KEYS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # type: (required keys, optional keys)
    "select_reserve": (frozenset({"cards"}), frozenset()),
    "play": (frozenset(), frozenset({"hand", "opening", "as", "direction"})),
    "play_reserve": (frozenset({"card"}), frozenset({"as"})),
    "take_chance": (frozenset({"position"}), frozenset()),
    "declare": (frozenset({"rank"}), frozenset()),
    "pick_up": (frozenset(), frozenset({"reserve"})),
}


def _bad(message: str, code: str = "move.malformed") -> MoveFormatError:
    return MoveFormatError(code, message)


def _cards(data: Any, field: str, limit: int = 120) -> tuple[str, ...]:
    if not isinstance(data, list) or len(data) > limit:
        raise _bad(f"{field} must be a list of at most {limit} cards")
    return sort_cards(parse_card(c, field) for c in data)


def _rank(data: Any, field: str) -> str:
    if not isinstance(data, str):
        raise _bad(
            f"{field} must be a rank written as a string (2..10, J, Q, K, A), not {json_type(data)}"
        )
    if data.strip().upper() in RANKS:
        return data.strip().upper()
    raise _bad(f"{field}: {describe(data)} is not a rank (2..10, J, Q, K, A)", "move.unknown_rank")


def parse_move(data: Any) -> Move:
    if not isinstance(data, dict):
        raise _bad("a move must be a JSON object with a type")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise _bad(
            f"unknown move type {describe(kind)}; expected one of {', '.join(_KEYS)}",
            "move.unknown_type",
        )
    required, optional = _KEYS[kind]
    keys = set(data) - {"type"}
    if not all(isinstance(k, str) for k in keys):
        raise _bad("move keys must be strings")
    missing = sorted(required - keys)
    extra = sorted(keys - required - optional)
    if missing:
        raise _bad(f"{kind}: missing {', '.join(missing)}")
    if extra:
        raise _bad(f"{kind}: unexpected {plural(len(extra), 'key')} {', '.join(extra)}")
    if kind == "select_reserve":
        return SelectReserve(_cards(data["cards"], "cards", 8))
    if kind == "play":
        direction = data.get("direction")
        if direction is not None and (
            not isinstance(direction, str) or direction not in DIRECTIONS
        ):
            raise _bad(f"direction must be cw or ccw, not {describe(direction)}")
        as_rank = _rank(data["as"], "as") if data.get("as") is not None else None
        return Play(
            _cards(data.get("hand", []), "hand"),
            _cards(data.get("opening", []), "opening", 20),
            as_rank,
            direction,
        )
    if kind == "play_reserve":
        as_rank = _rank(data["as"], "as") if data.get("as") is not None else None
        return PlayReserve(parse_card(data["card"], "card"), as_rank)
    if kind == "take_chance":
        pos = data["position"]
        if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < 5:
            raise _bad("position must be an integer 0..4")
        return TakeChance(pos)
    if kind == "declare":
        return Declare(_rank(data["rank"], "rank"))
    reserve = data.get("reserve")
    return PickUp(parse_card(reserve, "reserve") if reserve is not None else None)


def encode_move(move: Move) -> dict[str, Any]:
    if isinstance(move, SelectReserve):
        return {"type": "select_reserve", "cards": list(move.cards)}
    if isinstance(move, Play):
        out: dict[str, Any] = {"type": "play"}
        if move.hand:
            out["hand"] = list(move.hand)
        if move.opening:
            out["opening"] = list(move.opening)
        if move.as_rank is not None:
            out["as"] = move.as_rank
        if move.direction is not None:
            out["direction"] = move.direction
        return out
    if isinstance(move, PlayReserve):
        out = {"type": "play_reserve", "card": move.card}
        if move.as_rank is not None:
            out["as"] = move.as_rank
        return out
    if isinstance(move, TakeChance):
        return {"type": "take_chance", "position": move.position}
    if isinstance(move, Declare):
        return {"type": "declare", "rank": move.rank}
    out = {"type": "pick_up"}
    if move.reserve is not None:
        out["reserve"] = move.reserve
    return out


def notation(move: Move) -> str:
    """`play 7H JK +7S as 7 cw`, `reserve QS`, `chance 2`, `declare 10`, `pickup [QS]`,
    `select 4C 9H AS`."""
    if isinstance(move, SelectReserve):
        return " ".join(("select", *move.cards))
    if isinstance(move, Play):
        parts = ["play", *move.hand, *("+" + c for c in move.opening)]
        if move.as_rank:
            parts += ["as", move.as_rank]
        if move.direction:
            parts.append(move.direction)
        return " ".join(parts)
    if isinstance(move, PlayReserve):
        return f"reserve {move.card}" + (f" as {move.as_rank}" if move.as_rank else "")
    if isinstance(move, TakeChance):
        return f"chance {move.position}"
    if isinstance(move, Declare):
        return f"declare {move.rank}"
    return "pickup" + (f" {move.reserve}" if move.reserve else "")


def parse_notation(text: Any) -> Move:
    if not isinstance(text, str) or not text.split():
        raise _bad("empty notation")
    word, *rest = text.split()
    try:
        if word == "select":
            return parse_move({"type": "select_reserve", "cards": rest})
        if word == "play":
            data: dict[str, Any] = {"type": "play", "hand": [], "opening": []}
            i = 0
            while i < len(rest):
                tok = rest[i]
                if tok == "as" and i + 1 < len(rest):
                    data["as"] = rest[i + 1]
                    i += 2
                    continue
                if tok in DIRECTIONS:
                    data["direction"] = tok
                elif tok.startswith("+"):
                    data["opening"].append(tok[1:])
                else:
                    data["hand"].append(tok)
                i += 1
            return parse_move(data)
        if word == "reserve" and rest:
            data = {"type": "play_reserve", "card": rest[0]}
            if len(rest) == 3 and rest[1] == "as":
                data["as"] = rest[2]
            elif len(rest) != 1:
                raise _bad(f"cannot read {describe(text)}")
            return parse_move(data)
        if word == "chance" and len(rest) == 1 and rest[0].isdigit():
            return parse_move({"type": "take_chance", "position": int(rest[0])})
        if word == "declare" and len(rest) == 1:
            return parse_move({"type": "declare", "rank": rest[0]})
        if word == "pickup" and len(rest) <= 1:
            return parse_move({"type": "pick_up", **({"reserve": rest[0]} if rest else {})})
    except MoveFormatError:
        raise
    raise _bad(f"cannot read {describe(text)}")


def is_joker(card: str) -> bool:
    return card == JOKER
