"""Cards, decks, notation and the seeded shuffle shared by the card games.

Notation: rank then suit, `2C`…`10C`, `JC`, `QC`, `KC`, `AC` (clubs), likewise `D`, `H`, `S`;
a joker is `JK`. With two decks the same string appears twice: cards of one rank and suit
are interchangeable, so states hold multisets of strings.

The shuffle is deterministic on every machine and Python version (it does not use
`random`): `Rng(seed, *labels)` is SHA-256 in counter mode,

    block_i = SHA-256( utf8(seed) ‖ 0x00 ‖ utf8(label_1) ‖ 0x00 ‖ … ‖ uint64_be(i) ),  i = 0, 1, …

read as a stream of big-endian 64-bit words. `randbelow(n)` takes the next word x and
rejects it while x ≥ ⌊2⁶⁴/n⌋·n (no modulo bias), returning x mod n. `shuffle` is the
Fisher–Yates shuffle: for i from len−1 down to 1, swap item i with item randbelow(i+1).
Labels separate independent streams (e.g. `("deal", "round", "3")`), so later deals derive
from the seed and the round without consuming the first deal's stream.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Iterable, Sequence
from typing import TypeVar

from .base import MoveFormatError
from .words import describe, json_type

T = TypeVar("T")

RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS: tuple[str, ...] = ("C", "D", "H", "S")  # ♣ < ♦ < ♥ < ♠ where suit order matters
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
JOKER = "JK"

_CARDS = frozenset(r + s for r in RANKS for s in SUITS) | {JOKER}

# Cards as ints inside the engines that use them (Palace, Red Dragon; issue 40, ADR 0007):
# `rank * 4 + suit`, ranks 0..12 for 2..A (`RANKS`), suits 0..3 for C, D, H, S (`SUITS`),
# and a joker 52 (`JK`, whose `card >> 2` is 13, no rank). Ints sort in the zone order
# (rank 2..A, then suit C<D<H<S, jokers last) and a card's rank is `card >> 2`. The tokens
# ("7H", "10C", "JK") exist only at the edge (codecs, views, events, refusals): `TOKEN`/`CARD`.

#: the joker's int; `JK >> 2` is 13, past the ranks (a joker has none of its own)
JK = 13 * 4
#: TOKEN[card] is the card's token ("7H"); CARD[token] the card
TOKEN: tuple[str, ...] = tuple([r + s for r in RANKS for s in SUITS] + [JOKER])
CARD: dict[str, int] = {t: i for i, t in enumerate(TOKEN)}
_TOKEN = TOKEN  # a C global when compiled (cards.pxd)


def tokens(cards: Iterable[int]) -> list[str]:
    """The tokens of int `cards`, in their order (what the JSON shows). A tuple of one card
    (most plays) without the comprehension (a function call in the pure build)."""
    if type(cards) is tuple and len(cards) == 1:
        return [_TOKEN[cards[0]]]
    return [_TOKEN[c] for c in cards]


def is_card(text: object) -> bool:
    return isinstance(text, str) and text in _CARDS


def rank(card: str) -> str:
    """`"10H"` → `"10"`; a joker's rank is `"JK"`."""
    return card if card == JOKER else card[:-1]


def suit(card: str) -> str | None:
    """`"10H"` → `"H"`; a joker has no suit."""
    return None if card == JOKER else card[-1]


def parse_card(text: object, field: str = "card") -> str:
    """A card token, or MoveFormatError naming the bad value: `move.malformed` for a JSON
    value that is no string, `move.unknown_card` for a string that is no card."""
    if isinstance(text, str):
        t = text.strip().upper()
        if t in _CARDS:
            return t
        raise MoveFormatError(
            "move.unknown_card", f"{field}: {describe(text)} is not a card (e.g. 7H, 10C, QS, JK)"
        )
    raise MoveFormatError(
        "move.malformed",
        f"{field} must be a card written as a string (e.g. 7H, 10C, QS, JK), not {json_type(text)}",
    )


def parse_cards(data: object, field: str = "cards") -> tuple[str, ...]:
    if not isinstance(data, list) or len(data) > 200:
        raise MoveFormatError("move.malformed", f"{field} must be a list of cards")
    return tuple(parse_card(c, field) for c in data)


def standard_deck(
    decks: int = 1, jokers_per_deck: int = 0, suits: Sequence[str] = SUITS
) -> list[str]:
    """An unshuffled deck in a fixed order: per deck, suits in `suits` order, ranks 2..A,
    then the deck's jokers."""
    one = [r + s for s in suits for r in RANKS] + [JOKER] * jokers_per_deck
    return one * decks


#: the stream's pieces, module globals (C globals when compiled: cards.pxd)
_sha256 = hashlib.sha256
_WORDS = struct.Struct(">4Q").unpack  # one SHA-256 block → its four big-endian 64-bit words
_TOP = (1 << 64) - 1  # the largest 64-bit word


def contains(zone: tuple[T, ...], cards: tuple[T, ...]) -> bool:
    """Whether `zone` holds every card of `cards` as a multiset (with two decks a card may
    occur twice in either; tokens or int cards)."""
    if len(cards) == 1:
        return cards[0] in zone
    left = list(zone)
    for c in cards:
        if c not in left:
            return False
        left.remove(c)
    return True


class Rng:
    """A deterministic random stream (SHA-256 counter mode; see the module docstring).

    Each SHA-256 block is read as four big-endian 64-bit words at once (`_buf`, `_pos` the
    next one): the same stream as reading it eight bytes at a time, without a slice and an
    `int.from_bytes` per word. cards.pxd makes it an extension type with typed fields."""

    __slots__ = ("_prefix", "_counter", "_buf", "_pos")

    def __init__(self, seed: str, *labels: str) -> None:
        prefix = seed.encode("utf-8")
        for label in labels:
            prefix += b"\x00" + label.encode("utf-8")
        self._prefix = prefix
        self._counter = 0
        self._buf: tuple[int, ...] = ()
        self._pos = 4

    def _word(self) -> int:
        i = self._pos
        if i == 4:
            block = _sha256(self._prefix + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
            self._buf = _WORDS(block)
            i = 0
        self._pos = i + 1
        return self._buf[i]  # type: ignore[no-any-return]

    def randbelow(self, n: int) -> int:
        if n <= 0:
            raise ValueError("n must be positive")
        # rejects a word x >= floor(2**64 / n) * n (no modulo bias): that bound is
        # 2**64 - (2**64 mod n), so the largest word kept is _TOP - (2**64 mod n)
        top = _TOP - (_TOP % n + 1) % n
        while True:
            x = self._word()
            if x <= top:
                return x % n

    def shuffle(self, items: Iterable[T]) -> list[T]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.randbelow(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def shuffled_deck(seed: str, deck: Iterable[T], *labels: str) -> list[T]:
    return Rng(seed, *labels).shuffle(deck)
