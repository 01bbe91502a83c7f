"""Dragons Wild cards: 64 naturals (8 suits × 1–8, one copy each) and 6 Dragons.

Tokens are distinct per physical card. A natural is a suit letter then its number:
suit ids S1…S8 use the letters A…H (`A5` is the 5 of suit S1, by default "Unicorn");
the Dragons are `W1`…`W6` (W for Wild). Display labels of the suits are an option.
"""

from __future__ import annotations

SUIT_LETTERS = "ABCDEFGH"
SUIT_IDS = tuple(f"S{i + 1}" for i in range(8))
DEFAULT_LABELS = ("Unicorn", "Kelpie", "Phoenix", "Pegasus", "Suit5", "Suit6", "Suit7", "Suit8")
NUMBERS = range(1, 9)

NATURALS: tuple[str, ...] = tuple(f"{s}{n}" for s in SUIT_LETTERS for n in NUMBERS)
DRAGONS: tuple[str, ...] = tuple(f"W{i}" for i in range(1, 7))
DECK: tuple[str, ...] = NATURALS + DRAGONS
CARD_SET = frozenset(DECK)

# per token: suit index 0..7 (-1 for a Dragon), number 1..8 (0 for a Dragon), sort key
SUIT: dict[str, int] = {c: (-1 if c[0] == "W" else SUIT_LETTERS.index(c[0])) for c in DECK}
NUMBER: dict[str, int] = {c: (0 if c[0] == "W" else int(c[1])) for c in DECK}
ORDER: dict[str, int] = {c: i for i, c in enumerate(DECK)}


def is_card(text: object) -> bool:
    return isinstance(text, str) and text in CARD_SET


def is_dragon(card: str) -> bool:
    return card[0] == "W"


def sort_cards(cards: object) -> tuple[str, ...]:
    return tuple(sorted(cards, key=ORDER.__getitem__))  # type: ignore[call-overload]


def natural(suit: int, number: int) -> str:
    return f"{SUIT_LETTERS[suit]}{number}"


def rate(round_no: int) -> int:
    """Points per card laid in a round: 8, 7, … 2 for rounds 1–7, then 1."""
    return max(1, 9 - round_no)
