"""The Reds pack: 39 card tokens (no hearts), their suits and ranks, and cards as bits,
the engine's internal form of hands.

Cards are the plain tokens of `service.games.cards` ("7D", "10S", "QC"). Card `i` of `DECK`
(clubs 2..A, diamonds 2..A, spades 2..A) is bit `i`, so a set of cards is an int whose bits
read in pack order, and a suit is a 13-bit field (clubs at bit 0, diamonds at 13, spades at
26): "holds a card of the suit led" is one mask test.

A seat's hand is one 39-bit word (a machine word in the compiled build), the hands a tuple
of one word per seat (`State.held`). Playing a card clears one bit of one word.

The JSON forms (states, views, events) keep the card tokens in pack order: `cards_of`
turns a mask back into them.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..cards import RANKS

SUITS = ("C", "D", "S")
TRUMP = "D"
DECK: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
DECK_SET = frozenset(DECK)
RANK = {c: RANKS.index(c[:-1]) for c in DECK}  # 0 = "2" … 12 = "A"
SUIT = {c: c[-1] for c in DECK}
ORDER = {c: i for i, c in enumerate(DECK)}
NEUTRAL = {"S": "C", "C": "S"}


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=ORDER.__getitem__))


LANE_BITS = 39
FULL = (1 << LANE_BITS) - 1
SUIT_BITS = 13
SUIT_FIELD = (1 << SUIT_BITS) - 1

BIT: dict[str, int] = {c: 1 << i for i, c in enumerate(DECK)}
SUIT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SUITS)}
SUIT_SHIFT: dict[str, int] = {c: SUIT_BITS * SUIT_INDEX[SUIT[c]] for c in DECK}
"""card -> the first bit of its suit's field."""
SUIT_MASK: dict[str, int] = {c: SUIT_FIELD << SUIT_SHIFT[c] for c in DECK}
"""card -> the mask of every card of its suit."""

HAND_SIZE = 5


def _cards_by_field(suit: int) -> list[tuple[str, ...]]:
    """13-bit field of suit `suit` -> its cards in pack order, for every field of at most
    HAND_SIZE cards (a hand's; None for the others). A list, not a dict: one index into a
    small array, with no hash and no key to compare."""
    cards = DECK[SUIT_BITS * suit : SUIT_BITS * (suit + 1)]
    table: list[tuple[str, ...]] = [None] * (1 << SUIT_BITS)  # type: ignore[list-item]
    for k in range(HAND_SIZE + 1):
        for chosen in combinations(range(SUIT_BITS), k):
            table[sum(1 << i for i in chosen)] = tuple(cards[i] for i in chosen)
    return table


CARDS_IN_FIELD = tuple(_cards_by_field(i) for i in range(len(SUITS)))
"""CARDS_IN_FIELD[suit][field]: the cards of a suit's field of a hand (a lane of at most
HAND_SIZE cards is `C[lane & SUIT_FIELD] + D[lane >> 13 & SUIT_FIELD] + S[lane >> 26]`)."""

# cards_of, one byte at a time: _BYTE_CARDS[k][b] are the cards of bits 8k.. set in byte b
_BYTE_CARDS: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(
        tuple(DECK[8 * k + i] for i in range(8) if b >> i & 1 and 8 * k + i < len(DECK))
        for b in range(256)
    )
    for k in range(5)
)
_B0, _B1, _B2, _B3, _B4 = _BYTE_CARDS


def cards_of(mask: int) -> tuple[str, ...]:
    """The cards of a mask of at most 39 bits, in pack order."""
    return (
        _B0[mask & 255]
        + _B1[mask >> 8 & 255]
        + _B2[mask >> 16 & 255]
        + _B3[mask >> 24 & 255]
        + _B4[mask >> 32 & 255]
    )


def mask_of(cards: Iterable[str]) -> int:
    """The mask of distinct cards of the pack (KeyError for a card that is not)."""
    return sum(map(BIT.__getitem__, cards))


def hands_of(held: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """Every seat's hand (`held`: one word per seat) as card tokens in pack order."""
    return tuple([cards_of(word) for word in held])


def held_of(hands: Iterable[Iterable[str]]) -> tuple[int, ...]:
    """`held`, one word per seat, from each seat's cards (distinct cards of the pack)."""
    return tuple([mask_of(hand) for hand in hands])
