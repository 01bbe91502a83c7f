"""Dragons Wild moves: JSON parsing, encoding and a text notation.

{"type": "draw", "source": "deck" | "discard"}            draw (closes the buy window)
{"type": "buy"}                                           ask to buy the top discard
{"type": "answer_buy", "accept": true | false}            the active player answers
{"type": "meld", "cards": [...], "dragon_at": n?}         lay a new meld
{"type": "add", "meld": id, "cards": [...], "dragon_at": n?}   add to one meld
{"type": "discard", "cards": ["A5"]}                      end the turn (one card)
{"type": "go_out", "melds": [{"cards": [...], "dragon_at": n?}, ...]}
                                  going_out_multi_meld: ≥ 2 new melds, all cards but one
{"type": "next_hand"} / {"type": "end_game"}              manual end: between hands
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..base import MoveFormatError
from ..words import describe, json_type
from .deck import CARD_SET, ORDER, sort_cards


@dataclass(frozen=True, slots=True)
class Draw:
    source: str


@dataclass(frozen=True, slots=True)
class Buy:
    pass


@dataclass(frozen=True, slots=True)
class AnswerBuy:
    accept: bool


@dataclass(frozen=True, slots=True)
class LayMeld:
    cards: tuple[str, ...]
    dragon_at: int | None = None


@dataclass(frozen=True, slots=True)
class AddToMeld:
    meld: int
    cards: tuple[str, ...]
    dragon_at: int | None = None


@dataclass(frozen=True, slots=True)
class GoOut:
    """Several new melds at once (option going_out_multi_meld), ordered by first card."""

    melds: tuple[tuple[tuple[str, ...], int | None], ...]

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(c for cards, _ in self.melds for c in cards)


@dataclass(frozen=True, slots=True)
class Discard:
    card: str


@dataclass(frozen=True, slots=True)
class NextHand:
    pass


@dataclass(frozen=True, slots=True)
class EndGame:
    pass


Move = Draw | Buy | AnswerBuy | LayMeld | AddToMeld | GoOut | Discard | NextHand | EndGame

_KEYS: dict[str, tuple[set[str], set[str]]] = {
    "draw": ({"source"}, set()),
    "buy": (set(), set()),
    "answer_buy": ({"accept"}, set()),
    "meld": ({"cards"}, {"dragon_at"}),
    "add": ({"meld", "cards"}, {"dragon_at"}),
    "discard": ({"cards"}, set()),
    "next_hand": (set(), set()),
    "end_game": (set(), set()),
    "go_out": ({"melds"}, set()),
}


def _bad(message: str, code: str = "move.malformed") -> MoveFormatError:
    return MoveFormatError(code, message)


def _card(value: Any, field: str) -> str:
    if isinstance(value, str) and value in CARD_SET:
        return value
    if not isinstance(value, str):
        raise _bad(
            f"{field} must be a card written as a string (A1…H8, W1…W6), not {json_type(value)}"
        )
    raise _bad(
        f"{field}: {describe(value)} is not a card (A1…H8 for suits S1…S8, W1…W6 for Dragons)",
        "move.unknown_card",
    )


def _cards(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= 70:
        raise _bad("cards must be a list of 1–70 cards")
    cards = [_card(c, "cards") for c in value]
    if len(set(cards)) != len(cards):
        raise _bad("cards names a card twice")
    return sort_cards(cards)


def _int(value: Any, field: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _bad(f"{field} must be an integer {lo}..{hi}")
    return value


def parse_move(data: Any) -> Move:
    if not isinstance(data, dict):
        raise _bad("a move is a JSON object with a type")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise _bad(
            f"unknown move type {describe(kind)}; one of {', '.join(_KEYS)}", "move.unknown_type"
        )
    required, optional = _KEYS[kind]
    keys = set(data) - {"type"}
    if not required <= keys or not keys <= required | optional:
        wanted = ", ".join(sorted(required)) or "no other keys"
        raise _bad(
            f"{kind} takes {wanted}"
            + (f" (optional {', '.join(sorted(optional))})" if optional else "")
        )
    if kind == "draw":
        if data["source"] not in ("deck", "discard"):
            raise _bad(f"source must be deck or discard, not {describe(data['source'])}")
        return Draw(data["source"])
    if kind == "buy":
        return Buy()
    if kind == "answer_buy":
        if not isinstance(data["accept"], bool):
            raise _bad(f"accept must be true or false, not {describe(data['accept'])}")
        return AnswerBuy(data["accept"])
    if kind in ("meld", "add"):
        cards = _cards(data["cards"])
        at = data.get("dragon_at")
        dragon_at = None if at is None else _int(at, "dragon_at", 1, 8)
        if kind == "meld":
            return LayMeld(cards, dragon_at)
        return AddToMeld(_int(data["meld"], "meld", 0, 10_000), cards, dragon_at)
    if kind == "discard":
        cards = data["cards"]
        if not isinstance(cards, list) or len(cards) != 1:
            raise _bad("discard takes cards: a list of exactly one card")
        return Discard(_card(cards[0], "cards"))
    if kind == "go_out":
        return _go_out(data["melds"])
    if kind == "next_hand":
        return NextHand()
    return EndGame()


def _go_out(value: Any) -> GoOut:
    if not isinstance(value, list) or not 2 <= len(value) <= 20:
        raise _bad("go_out melds must be a list of 2–20 melds")
    melds = []
    for item in value:
        if not isinstance(item, dict) or "cards" not in item or set(item) - {"cards", "dragon_at"}:
            raise _bad("each go_out meld is an object with cards and an optional dragon_at")
        at = item.get("dragon_at")
        melds.append((_cards(item["cards"]), None if at is None else _int(at, "dragon_at", 1, 8)))
    melds.sort(key=lambda m: ORDER[m[0][0]])
    every = [c for cards, _ in melds for c in cards]
    if len(set(every)) != len(every):
        raise _bad("go_out names a card twice")
    return GoOut(tuple(melds))


def encode_move(move: Move) -> dict[str, Any]:
    if isinstance(move, Draw):
        return {"type": "draw", "source": move.source}
    if isinstance(move, Buy):
        return {"type": "buy"}
    if isinstance(move, AnswerBuy):
        return {"type": "answer_buy", "accept": move.accept}
    if isinstance(move, LayMeld):
        out: dict[str, Any] = {"type": "meld", "cards": list(move.cards)}
        if move.dragon_at is not None:
            out["dragon_at"] = move.dragon_at
        return out
    if isinstance(move, AddToMeld):
        out = {"type": "add", "meld": move.meld, "cards": list(move.cards)}
        if move.dragon_at is not None:
            out["dragon_at"] = move.dragon_at
        return out
    if isinstance(move, Discard):
        return {"type": "discard", "cards": [move.card]}
    if isinstance(move, GoOut):
        return {
            "type": "go_out",
            "melds": [
                {"cards": list(c)} if at is None else {"cards": list(c), "dragon_at": at}
                for c, at in move.melds
            ],
        }
    if isinstance(move, NextHand):
        return {"type": "next_hand"}
    return {"type": "end_game"}


def notation(move: Move) -> str:
    """`draw deck`, `buy`, `answer_buy yes`/`answer_buy no`, `meld A1 A2 W1 @3`,
    `add 2 A4 @5`, `discard A5`, `go_out A1 A2 A3 / B5 C5 W1`, `next_hand`, `end_game`:
    the move type's name, then its parts; `parse_notation` reads it back to the same move."""
    if isinstance(move, Draw):
        return f"draw {move.source}"
    if isinstance(move, Buy):
        return "buy"
    if isinstance(move, AnswerBuy):
        return "answer_buy yes" if move.accept else "answer_buy no"
    if isinstance(move, (LayMeld, AddToMeld)):
        head = "meld" if isinstance(move, LayMeld) else f"add {move.meld}"
        tail = f" @{move.dragon_at}" if move.dragon_at is not None else ""
        return f"{head} {' '.join(move.cards)}{tail}"
    if isinstance(move, Discard):
        return f"discard {move.card}"
    if isinstance(move, GoOut):
        parts = [" ".join(c) + (f" @{at}" if at is not None else "") for c, at in move.melds]
        return "go_out " + " / ".join(parts)
    return "next_hand" if isinstance(move, NextHand) else "end_game"


def parse_notation(text: str) -> Move:
    if not isinstance(text, str):
        raise _bad("notation must be a string")
    words = text.split()
    if not words:
        raise _bad("empty notation")
    head, rest = words[0], words[1:]
    data: dict[str, Any] = {"type": head}
    if head == "answer_buy":
        if rest not in (["yes"], ["no"]):
            raise _bad("answer_buy takes yes or no: answer_buy yes")
        data["accept"] = rest == ["yes"]
    elif head == "draw" and len(rest) == 1:
        data["source"] = rest[0]
    elif head == "discard" and len(rest) == 1:
        data["cards"] = rest
    elif head == "go_out":
        melds = []
        for part in " ".join(rest).split("/"):
            words_ = part.split()
            item: dict[str, Any] = {}
            if words_ and words_[-1].startswith("@"):
                if not words_[-1][1:].isdigit():
                    raise _bad("dragon place is @n")
                item["dragon_at"] = int(words_[-1][1:])
                words_ = words_[:-1]
            item["cards"] = words_
            melds.append(item)
        data["melds"] = melds
    elif head in ("meld", "add"):
        if head == "add":
            if not rest or not rest[0].isdigit():
                raise _bad("add needs a meld id: add 2 A4")
            data["meld"] = int(rest[0])
            rest = rest[1:]
        if rest and rest[-1].startswith("@"):
            if not rest[-1][1:].isdigit():
                raise _bad("dragon place is @n")
            data["dragon_at"] = int(rest[-1][1:])
            rest = rest[:-1]
        data["cards"] = rest
    return parse_move(data)
