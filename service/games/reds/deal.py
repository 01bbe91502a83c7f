"""Reds deal: the first-dealer draw, the shuffle and deal of a round, the anti-trump reveal
(docs/rules/reds.md §3.1–3.3)."""

from __future__ import annotations

import struct
from hashlib import sha256
from typing import NamedTuple

from ..cards import Rng
from .pack import BIT, DECK, LANE, RANK, SUIT, TRUMP, held_of, sort_cards
from .state import HAND_SIZE, Config


class Deal(NamedTuple):
    hands: tuple[tuple[str, ...], ...]  # per seat, in pack order
    held: int  # the same hands as bits (pack.py)
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
_BITS = [BIT[c] for c in DECK]  # card code (its index in DECK) -> bit
_DIAMOND = [SUIT[c] == TRUMP for c in DECK]  # card code -> is it a diamond
_CODES = list(range(len(DECK)))
_name = list(DECK).__getitem__  # card code -> card
_bit = _BITS.__getitem__  # card code -> its bit
_COUNTERS = tuple(c.to_bytes(8, "big") for c in range(16))
_UNPACKS = [struct.Struct(f">{4 * b}Q").unpack for b in range(16)]
_LIMITS = [0] + [(1 << 64) // m * m for m in range(1, 40)]  # randbelow(m) rejects x >= this
_SAFE = min(_LIMITS[1:])  # no word below this is rejected, whatever m


def _names(codes: list[int]) -> tuple[str, ...]:
    return tuple(map(_name, codes))


def deal(config: Config, seed: str, round_no: int, dealer: int) -> Deal:
    """Shuffle, deal 5 each one at a time from the dealer's left, turn until a black card.

    The pack is `Rng(seed, "reds", "deal", str(round_no)).shuffle(DECK)` with its last card
    on top. Fisher–Yates fixes the last positions first, so the cards are drawn by running
    the shuffle only as far as cards are taken (the same cards as the full shuffle, with a
    third to a quarter of the random draws); the untouched rest is the hidden stock.

    This is `deal_reference` on card codes, with the 64-bit words of `Rng.randbelow` read
    straight from its SHA-256 stream, several blocks at once, each word taken as a step
    of the shuffle (steps past the last turned card only stir the stock, which is never
    read); a word `randbelow` would reject (odds about m / 2**64) hands the deal to
    `deal_reference`."""
    if Rng is not _Rng or DECK is not _DECK:
        return deal_reference(config, seed, round_no, dealer)
    n = config.players
    prefix = f"{seed}\x00reds\x00deal\x00{round_no}".encode()
    dealt = HAND_SIZE * n
    blocks = (dealt + 5) >> 2  # the deal's words and at least two turned cards'
    stream = b""
    for counter in _COUNTERS[:blocks]:
        stream += sha256(prefix + counter).digest()
    words = _UNPACKS[blocks](stream)
    pack = _CODES[:]  # card codes; the top of the pack is position 38
    top = 38  # the next Fisher–Yates step's position (there is none at position 0)
    turned_top = 38 - dealt  # the first card turned
    while True:
        for x in words[38 - top :]:  # one step per word not used yet
            if x >= _SAFE:  # randbelow might reject it: the reference knows what follows
                return deal_reference(config, seed, round_no, dealer)
            j = x % (top + 1)
            pack[top], pack[j] = pack[j], pack[top]
            top -= 1
            if not top:
                break
        # the positions above `top` hold their final cards (all of them once `top` is 0)
        for p in range(turned_top, top if top else -1, -1):
            if not _DIAMOND[pack[p]]:  # the first black card: its suit is the anti-trump
                turned = _names(pack[turned_top : p - 1 if p else None : -1])
                anti: str | None = SUIT[turned[-1]]
                break
        else:
            if top:  # every card turned so far is a diamond: more words for more steps
                words += _UNPACKS[1](sha256(prefix + _COUNTERS[len(words) >> 2]).digest())
                continue
            turned, anti = _names(pack[turned_top::-1]), None  # all diamonds
        break
    # the i-th card from the top, pack[38 - i], goes to seat (dealer + 1 + i) mod n
    top_down = pack[38 : 38 - dealt : -1]
    hands: list[tuple[str, ...]] = [()] * n
    held = 0
    for offset in range(n):
        seat = (dealer + 1 + offset) % n
        codes = sorted(top_down[offset::n])
        hands[seat] = tuple(map(_name, codes))
        held |= sum(map(_bit, codes)) << LANE[seat]
    return Deal(tuple(hands), held, turned, anti)
