"""Reds deal: the first-dealer draw, the shuffle and deal of a round, the anti-trump reveal
(docs/rules/reds.md §3.1–3.3)."""

from __future__ import annotations

import struct
from hashlib import sha256

try:  # CPython's own SHA-256: the same digests, a little cheaper than OpenSSL's on short input
    from _sha256 import sha256 as _sha256  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - other Pythons
    _sha256 = sha256
from typing import NamedTuple

from ..cards import Rng
from .pack import BIT, CARDS_IN_FIELD, DECK, RANK, SUIT, TRUMP, held_of, sort_cards
from .pack import SUIT_FIELD as FIELD
from .state import HAND_SIZE, Config


class Deal(NamedTuple):
    hands: tuple[tuple[str, ...], ...]  # per seat, in pack order
    held: tuple[int, ...]  # the same hands as one word of bits per seat (pack.py)
    turned: tuple[str, ...]  # in the order turned; the last is black unless all are diamonds
    anti_trump: str | None  # the rest of the pack is the hidden stock


def draw_first_dealer(
    players: int, seed: str
) -> tuple[int, tuple[tuple[tuple[int, str], ...], ...]]:
    """Each player draws a card; the highest rank deals; only the tied players redraw."""
    drawing = list(range(players))
    rounds: list[tuple[tuple[int, str], ...]] = []
    while True:
        deck = Rng(seed, "reds", "first_dealer", str(len(rounds))).shuffle(DECK)
        drawn = tuple((seat, deck[i]) for i, seat in enumerate(drawing))
        rounds.append(drawn)
        top = max(RANK[c] for _, c in drawn)
        drawing = [seat for seat, c in drawn if RANK[c] == top]
        if len(drawing) == 1:
            return drawing[0], tuple(rounds)


def reveal(rest: list[str]) -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    """Turn cards from the top of the undealt pack until the first black card: (turned,
    still hidden, anti-trump). An all-diamond pack is turned whole: no anti-trump."""
    for i, c in enumerate(rest):
        if SUIT[c] != TRUMP:
            return tuple(rest[: i + 1]), tuple(rest[i + 1 :]), SUIT[c]
    return tuple(rest), (), None


def deal_reference(config: Config, seed: str, round_no: int, dealer: int) -> Deal:
    """`deal` written with `Rng.randbelow` (the reference `deal` is tested against; also
    used when `Rng` is replaced, e.g. by a test forcing the pack order)."""
    n = config.players
    randbelow = Rng(seed, "reds", "deal", str(round_no)).randbelow
    pack = list(DECK)
    last = len(pack) - 1
    dealt = HAND_SIZE * n
    for top in range(last, last - dealt, -1):  # Fisher–Yates steps, one per card taken
        j = randbelow(top + 1)
        pack[top], pack[j] = pack[j], pack[top]
    # the i-th card from the top, pack[last - i], goes to seat (dealer + 1 + i) mod n
    hands: list[tuple[str, ...]] = [()] * n
    for offset in range(n):
        seat = (dealer + 1 + offset) % n
        hands[seat] = sort_cards(pack[last - offset : last - dealt : -n])
    top = last - dealt
    while True:  # turn cards until a black one (or the pack is all turned)
        if top > 0:
            j = randbelow(top + 1)
            pack[top], pack[j] = pack[j], pack[top]
        if SUIT[pack[top]] != TRUMP or top == 0:
            break
        top -= 1
    turned = tuple(pack[last - dealt : top - 1 if top else None : -1])
    anti = SUIT[turned[-1]] if SUIT[turned[-1]] != TRUMP else None
    return Deal(tuple(hands), held_of(hands), turned, anti)


_Rng = Rng
_DECK = DECK
_PACK = [1 << i for i in range(len(DECK))]  # the unshuffled pack as bits (card i is bit i)
_NAME = {1 << i: c for i, c in enumerate(DECK)}.__getitem__  # a card's bit -> the card
_DIAMOND_MASK = sum(BIT[c] for c in DECK if SUIT[c] == TRUMP)
_SPADE_MASK = sum(BIT[c] for c in DECK if SUIT[c] == "S")
_COUNTERS = tuple(c.to_bytes(8, "big") for c in range(16))
_UNPACKS = [struct.Struct(f">{4 * b}Q").unpack for b in range(16)]
_LIMITS = [0] + [(1 << 64) // m * m for m in range(1, 40)]  # randbelow(m) rejects x >= this
_SAFE = min(_LIMITS[1:])  # no word below this is rejected, whatever m

_CLUBS, _DIAMONDS, _SPADES = CARDS_IN_FIELD  # 13-bit field -> its cards (pack.py)


def _seat_slices(n: int, dealer: int) -> tuple[slice, ...]:
    """Per seat, the slice of the shuffled pack (top card last) that it is dealt: the i-th
    card from the top, position 38 - i, goes to seat (dealer + 1 + i) mod n."""
    dealt = HAND_SIZE * n
    return tuple(slice(38 - (s - dealer - 1) % n, 38 - dealt, -n) for s in range(n))


_SEAT_SLICES = [[_seat_slices(n, d) for d in range(n)] for n in range(7)]
"""_SEAT_SLICES[players][dealer]: each seat's slice of the shuffled pack."""


def deal(config: Config, seed: str, round_no: int, dealer: int) -> Deal:
    """Shuffle, deal 5 each one at a time from the dealer's left, turn until a black card.

    The pack is `Rng(seed, "reds", "deal", str(round_no)).shuffle(DECK)` with its last card
    on top (`deal_reference`, read literally); this is `fast_deal` in that shape."""
    dealt = fast_deal(config.players, seed, round_no, dealer)
    if dealt is None:
        return deal_reference(config, seed, round_no, dealer)
    hands, held, turned, anti = dealt
    return Deal(tuple(map(tuple, hands)), held, turned, anti)


def fast_deal(
    n: int, seed: str, round_no: int, dealer: int
) -> tuple[list[list[str]], tuple[int, ...], tuple[str, ...], str | None] | None:
    """The deal of `deal_reference` for `n` players: (each seat's cards in pack order, as a
    new list; `held`; turned; anti-trump), or None where only the reference can tell it.

    Fisher–Yates fixes the last positions first, so the cards are drawn by running the
    shuffle only as far as cards are taken (the same cards as the full shuffle, with a third
    to a quarter of the random draws); the untouched rest is the hidden stock. The pack is
    held as card bits, and the 64-bit words of `Rng.randbelow` are read straight from its
    SHA-256 stream, several blocks at once, each word taken as a step of the shuffle (steps
    past the last turned card only stir the stock, which is never read). A word that
    `randbelow` might reject (odds about m / 2**64) gives None: the reference knows what
    follows. So does a replaced `Rng` or `DECK` (a test forcing the pack order)."""
    if Rng is not _Rng or DECK is not _DECK:
        return None
    prefix = f"{seed}\x00reds\x00deal\x00{round_no}".encode()
    dealt = HAND_SIZE * n
    blocks = (dealt + 4) >> 2  # the deal's words and at least one turned card's
    stream = b""
    for counter in _COUNTERS[:blocks]:
        stream += _sha256(prefix + counter).digest()
    words = _UNPACKS[blocks](stream)
    pack = _PACK[:]  # the top of the pack is position 38
    top = 38  # the next Fisher–Yates step's position (there is none at position 0)
    p = 38 - dealt  # the next position to turn
    while True:
        if max(words) >= _SAFE:  # randbelow might reject a word: ask the reference
            return None
        for x in words:  # one step per word
            j = x % (top + 1)
            pack[top], pack[j] = pack[j], pack[top]
            top -= 1
            if not top:
                break
        # the positions above `top` hold their final cards (all of them once `top` is 0)
        while p > top or not top and p >= 0:
            if not pack[p] & _DIAMOND_MASK:  # the first black card: its suit is the anti-trump
                turned = tuple(map(_NAME, pack[38 - dealt : p - 1 if p else None : -1]))
                anti: str | None = "S" if pack[p] & _SPADE_MASK else "C"
                break
            p -= 1
        else:
            if top:  # every card turned so far is a diamond: more words for more steps
                words = _UNPACKS[1](_sha256(prefix + _COUNTERS[(38 - top) >> 2]).digest())
                continue
            turned, anti = tuple(map(_NAME, pack[38 - dealt :: -1])), None  # all diamonds
        break
    hands = []
    held = []
    for cards in _SEAT_SLICES[n][dealer]:
        mask = sum(pack[cards])
        held.append(mask)
        hands.append(
            list(_CLUBS[mask & FIELD] + _DIAMONDS[mask >> 13 & FIELD] + _SPADES[mask >> 26])
        )
    return hands, tuple(held), turned, anti
