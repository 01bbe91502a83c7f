"""Red Dragon moves: values, JSON parsing (MoveFormatError only) and encoding.

    {"type": "select_reserve", "cards": ["4C", "9H", "AS"]}
    {"type": "play", "cards": ["7H", "7S", "JK"], "as": "7", "direction": "cw"}
    {"type": "play_reserve", "cards": ["QS"]}         # "as": rank when the card is a joker
    {"type": "take_chance", "position": 2}
    {"type": "declare", "rank": "10"}                 # a joker just revealed from Chance
    {"type": "pick_up"}                               # "cards": [card] in the Reserve-only case

Card lists are multisets; parsing sorts them, so two spellings of one move are one move. A
play names no source: the state implies it (the hand while there is one, a mixed play being
the whole hand plus Opening cards; then the Opening cards).

Inside the engine a move holds cards and ranks as ints (state.py): `parse_move` translates
the tokens and rank strings, `encode_move` and `notation` translate back.
"""

from __future__ import annotations

from typing import Any

from ..base import MoveFormatError
from ..cards import RANKS, parse_card
from ..value import Value
from ..words import count, describe, json_type, plural
from .state import CARD, JK, TOKEN, sort_cards, tokens

DIRECTIONS = {"cw": 1, "ccw": -1}


class SelectReserve(Value):
    """The 3 Reserve cards chosen from the 8 dealt. A value, as every move: never changed
    once made (the compiled build enforces it, moves.pxd), equal and hashed by its fields."""

    __slots__ = ("cards",)
    _fields = ("cards",)

    def __init__(self, cards: tuple[int, ...]) -> None:
        self.cards = cards


class Play(Value):
    """A same-rank set from the hand or the Opening cards (or a mixed play); `as_rank`
    declares its Jokers; `direction` ("cw", "ccw") with the first play only."""

    __slots__ = ("cards", "as_rank", "direction")
    _fields = ("cards", "as_rank", "direction")

    def __init__(
        self, cards: tuple[int, ...] = (), as_rank: int | None = None, direction: str | None = None
    ) -> None:
        self.cards = cards
        self.as_rank = as_rank
        self.direction = direction


class PlayReserve(Value):
    __slots__ = ("card", "as_rank")
    _fields = ("card", "as_rank")

    def __init__(self, card: int, as_rank: int | None = None) -> None:
        self.card = card
        self.as_rank = as_rank


class TakeChance(Value):
    __slots__ = ("position",)
    _fields = ("position",)

    def __init__(self, position: int) -> None:
        self.position = position


class Declare(Value):
    __slots__ = ("rank",)
    _fields = ("rank",)

    def __init__(self, rank: int) -> None:
        self.rank = rank


class PickUp(Value):
    __slots__ = ("reserve",)
    _fields = ("reserve",)

    def __init__(self, reserve: int | None = None) -> None:
        self.reserve = reserve


def new_play(cards: tuple[int, ...], as_rank: int | None, direction: str | None) -> Play:
    """Play(cards, as_rank, direction), set in C when compiled (no __init__ call)."""
    o: Play = Play.__new__(Play)
    o.cards = cards
    o.as_rank = as_rank
    o.direction = direction
    return o


def new_select(cards: tuple[int, ...]) -> SelectReserve:
    """SelectReserve(cards), set in C when compiled (no __init__ call)."""
    o: SelectReserve = SelectReserve.__new__(SelectReserve)
    o.cards = cards
    return o


Move = SelectReserve | Play | PlayReserve | TakeChance | Declare | PickUp

_KEYS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # type: (required keys, optional keys)
    "select_reserve": (frozenset({"cards"}), frozenset()),
    "play": (frozenset({"cards"}), frozenset({"as", "direction"})),
    "play_reserve": (frozenset({"cards"}), frozenset({"as"})),
    "take_chance": (frozenset({"position"}), frozenset()),
    "declare": (frozenset({"rank"}), frozenset()),
    "pick_up": (frozenset(), frozenset({"cards"})),
}


def _bad(message: str, code: str = "move.malformed") -> MoveFormatError:
    return MoveFormatError(code, message)


def _cards(data: Any, field: str, limit: int = 120) -> tuple[int, ...]:
    if not isinstance(data, list) or len(data) > limit:
        raise _bad(f"{field} must be a list of at most {limit} cards")
    return sort_cards([CARD[parse_card(c, field)] for c in data])


def _one_card(data: Any, kind: str, what: str) -> int:
    """The one card of a `cards` list that must hold exactly one."""
    if not isinstance(data, list) or len(data) != 1:
        got = count(len(data), "card") if isinstance(data, list) else describe(data)
        raise _bad(f"{kind}: cards must be a list of one card ({what}), not {got}")
    return CARD[parse_card(data[0], "cards")]


def _rank(data: Any, field: str) -> int:
    if not isinstance(data, str):
        raise _bad(
            f"{field} must be a rank written as a string (2..10, J, Q, K, A), not {json_type(data)}"
        )
    if data.strip().upper() in RANKS:
        return RANKS.index(data.strip().upper())
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
        return Play(_cards(data["cards"], "cards", 140), as_rank, direction)
    if kind == "play_reserve":
        card = _one_card(data["cards"], kind, "Reserve cards are played one at a time")
        as_rank = _rank(data["as"], "as") if data.get("as") is not None else None
        return PlayReserve(card, as_rank)
    if kind == "take_chance":
        pos = data["position"]
        if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < 5:
            raise _bad("position must be an integer 0..4")
        return TakeChance(pos)
    if kind == "declare":
        return Declare(_rank(data["rank"], "rank"))
    if "cards" not in data:
        return PickUp()
    return PickUp(_one_card(data["cards"], kind, "the Reserve card taken with the pile"))


def encode_move(move: Move) -> dict[str, Any]:
    if isinstance(move, SelectReserve):
        return {"type": "select_reserve", "cards": tokens(move.cards)}
    if isinstance(move, Play):
        out: dict[str, Any] = {"type": "play", "cards": tokens(move.cards)}
        if move.as_rank is not None:
            out["as"] = RANKS[move.as_rank]
        if move.direction is not None:
            out["direction"] = move.direction
        return out
    if isinstance(move, PlayReserve):
        out = {"type": "play_reserve", "cards": [TOKEN[move.card]]}
        if move.as_rank is not None:
            out["as"] = RANKS[move.as_rank]
        return out
    if isinstance(move, TakeChance):
        return {"type": "take_chance", "position": move.position}
    if isinstance(move, Declare):
        return {"type": "declare", "rank": RANKS[move.rank]}
    out = {"type": "pick_up"}
    if move.reserve is not None:
        out["cards"] = [TOKEN[move.reserve]]
    return out


def notation(move: Move) -> str:
    """The move type's name, then its cards and words: `select_reserve 4C 9H AS`,
    `play 7H 7S JK as 7 cw`, `play_reserve QS`, `take_chance 2`, `declare 10`,
    `pick_up [4D]`. `parse_notation` reads it back to the same move."""
    if isinstance(move, SelectReserve):
        return " ".join(("select_reserve", *tokens(move.cards)))
    if isinstance(move, Play):
        parts = ["play", *tokens(move.cards)]
        if move.as_rank is not None:
            parts += ["as", RANKS[move.as_rank]]
        if move.direction:
            parts.append(move.direction)
        return " ".join(parts)
    if isinstance(move, PlayReserve):
        as_rank = f" as {RANKS[move.as_rank]}" if move.as_rank is not None else ""
        return f"play_reserve {TOKEN[move.card]}" + as_rank
    if isinstance(move, TakeChance):
        return f"take_chance {move.position}"
    if isinstance(move, Declare):
        return f"declare {RANKS[move.rank]}"
    return "pick_up" + (f" {TOKEN[move.reserve]}" if move.reserve is not None else "")


#: the words of the notation before issue 15, still read: select, reserve, chance, pickup
_OLD_WORDS = {
    "select": "select_reserve",
    "reserve": "play_reserve",
    "chance": "take_chance",
    "pickup": "pick_up",
}


def parse_notation(text: Any) -> Move:
    if not isinstance(text, str) or not text.split():
        raise _bad("empty notation")
    word, *rest = text.split()
    word = _OLD_WORDS.get(word, word)
    if word == "select_reserve":
        return parse_move({"type": "select_reserve", "cards": rest})
    if word == "play":
        data: dict[str, Any] = {"type": "play", "cards": []}
        i = 0
        while i < len(rest):
            tok = rest[i]
            if tok == "as" and i + 1 < len(rest):
                data["as"] = rest[i + 1]
                i += 2
                continue
            if tok in DIRECTIONS:
                data["direction"] = tok
            else:
                # "+7S" (an Opening card, in the old notation) is the card 7S
                data["cards"].append(tok[1:] if tok.startswith("+") else tok)
            i += 1
        return parse_move(data)
    if word == "play_reserve" and rest:
        data = {"type": "play_reserve", "cards": rest[:1]}
        if len(rest) == 3 and rest[1] == "as":
            data["as"] = rest[2]
        elif len(rest) != 1:
            raise _bad(f"cannot read {describe(text)}")
        return parse_move(data)
    if word == "take_chance" and len(rest) == 1 and rest[0].isdigit():
        return parse_move({"type": "take_chance", "position": int(rest[0])})
    if word == "declare" and len(rest) == 1:
        return parse_move({"type": "declare", "rank": rest[0]})
    if word == "pick_up" and len(rest) <= 1:
        return parse_move({"type": "pick_up", **({"cards": rest} if rest else {})})
    raise _bad(
        f'cannot read {describe(text)} (e.g. "play 7H 7D", "play_reserve QS", '
        '"take_chance 0", "pick_up", "select_reserve 4C 9H AS")'
    )


def is_joker(card: int) -> bool:
    return card == JK
