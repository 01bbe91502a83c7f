"""Reds moves: `bid`, `exchange` and `play`, their JSON form and text notation.

{"type": "bid", "bid": 2}                  "bid 2"
{"type": "exchange", "cards": ["7D", "QS"]} "exchange 7D QS"
{"type": "play", "cards": ["QS"]}          "play QS"

A play carries its card in `cards` (a list of exactly one card), like every move that
carries cards in every game; the engine's `Play` keeps the one card as `card`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..base import MoveFormatError
from ..cards import is_card
from ..words import count, describe, json_type, listing, plural
from .pack import BIT, DECK, DECK_SET, SUIT_BITS, SUITS
from .state import HAND_SIZE


@dataclass(frozen=True, slots=True)
class Bid:
    bid: int


Exchange = tuple
"""An exchange is the plain tuple of the card tokens a seat passes (`("7D", "QS")`; a tuple
is no other move), so that the listing of every selection of a hand is `combinations`
itself, each selection made in C without an object of its own."""


@dataclass(frozen=True, slots=True)
class Play:
    card: str
    bit: int = field(init=False, repr=False, compare=False)
    """The card's bit (pack.py); 0 for a token that is no card of the pack."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "bit", BIT.get(self.card, 0))


Move = Bid | Exchange | Play

BIDS = tuple(Bid(b) for b in range(6))
PLAYS = {c: Play(c) for c in sorted(DECK_SET)}


def _plays_by_field(suit: int) -> list[tuple[Play, ...]]:
    """13-bit field of suit `suit` (pack.py) -> the plays of its cards, in pack order, for
    every field of at most HAND_SIZE cards (None for the others; a list: see pack.py)."""
    plays = [PLAYS[c] for c in DECK[SUIT_BITS * suit : SUIT_BITS * (suit + 1)]]
    table: list[tuple[Play, ...]] = [None] * (1 << SUIT_BITS)  # type: ignore[list-item]
    for k in range(HAND_SIZE + 1):
        for chosen in combinations(range(SUIT_BITS), k):
            table[sum(1 << i for i in chosen)] = tuple(plays[i] for i in chosen)
    return table


PLAYS_IN_FIELD = tuple(_plays_by_field(i) for i in range(len(SUITS)))
"""PLAYS_IN_FIELD[suit][field]: the plays of the cards of a suit's field of a hand."""
PLAYS_OF_SUIT = {c: PLAYS_IN_FIELD[SUITS.index(c[-1])] for c in DECK}
"""card -> the plays of a field of its suit (`PLAYS_OF_SUIT[led][field]`)."""


_KEYS = {"bid": {"type", "bid"}, "exchange": {"type", "cards"}, "play": {"type", "cards"}}


def _card(value: object, field: str) -> str:
    if isinstance(value, str):
        token = value.strip().upper()
        if token in DECK_SET:
            return token
        if is_card(token):
            raise MoveFormatError(
                "reds.unknown_card",
                f"{field}: {token} is not in the Reds pack (no hearts, no jokers)",
                card=token,
            )
        raise MoveFormatError(
            "move.unknown_card", f"{field}: {describe(value)} is not a card (e.g. 7D, 10S, QC)"
        )
    raise MoveFormatError(
        "move.malformed",
        f"{field} must be a card written as a string (e.g. 7D, 10S, QC), not {json_type(value)}",
    )


def parse_move(data: Any) -> Move:
    if not isinstance(data, dict):
        raise MoveFormatError("move.malformed", "a move must be a JSON object with a type")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise MoveFormatError(
            "move.unknown_type", f"unknown move type {describe(kind)} (bid, exchange or play)"
        )
    keys = set(data)
    if keys != _KEYS[kind]:
        extra = sorted(str(k) for k in keys - _KEYS[kind])
        missing = sorted(_KEYS[kind] - keys)
        parts = []
        if missing:
            parts.append(f"missing {listing(missing, ', ')}")
        if extra:
            parts.append(f"unexpected {plural(len(extra), 'key')} {listing(extra, ', ')}")
        raise MoveFormatError(
            "move.malformed",
            f"{kind} move: {'; '.join(parts)}",
            extra=extra,
            missing=missing,
        )
    if kind == "bid":
        value = data["bid"]
        if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**6:
            raise MoveFormatError("move.malformed", "bid must be a whole number 0..5")
        return BIDS[value] if 0 <= value <= 5 else Bid(value)
    cards = data["cards"]
    if kind == "play":
        if not isinstance(cards, list) or len(cards) != 1:
            got = count(len(cards), "card") if isinstance(cards, list) else json_type(cards)
            raise MoveFormatError(
                "move.malformed", f"a play's cards is a list of exactly 1 card, not {got}"
            )
        return PLAYS[_card(cards[0], "cards")]
    if not isinstance(cards, list) or len(cards) > 39:
        raise MoveFormatError("move.malformed", "cards must be a list of at most 39 cards")
    return tuple(_card(c, "cards") for c in cards)


def encode_move(move: Move) -> dict[str, Any]:
    if isinstance(move, Bid):
        return {"type": "bid", "bid": move.bid}
    if isinstance(move, Play):
        return {"type": "play", "cards": [move.card]}
    return {"type": "exchange", "cards": list(move)}


def notation(move: Move) -> str:
    if isinstance(move, Bid):
        return f"bid {move.bid}"
    if isinstance(move, Play):
        return f"play {move.card}"
    return " ".join(("exchange", *move))


def parse_notation(text: object) -> Move:
    if not isinstance(text, str) or len(text) > 400:
        raise MoveFormatError("move.malformed", "notation must be a short string")
    parts = text.split()
    if not parts:
        raise MoveFormatError("move.malformed", "empty notation")
    kind, rest = parts[0].lower(), parts[1:]
    if kind == "bid" and len(rest) == 1 and rest[0].lstrip("-").isdigit() and len(rest[0]) < 8:
        return parse_move({"type": "bid", "bid": int(rest[0])})
    if kind == "play" and len(rest) == 1:
        return parse_move({"type": "play", "cards": rest})
    if kind == "exchange":
        return parse_move({"type": "exchange", "cards": rest})
    raise MoveFormatError(
        "move.malformed", f"cannot read {describe(text)} (bid N, exchange C…, play C)"
    )
