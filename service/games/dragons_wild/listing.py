"""The fast path of `legal_moves`: meld listings memoized per suit, per number and per meld.

A hand's new melds are the sets of each number group plus the runs of each suit, and its
additions are per meld on the table; each piece depends on a few cards only (the group,
the suit's numbers, the Dragons in hand), so the listed move objects are memoized on those
(immutable values, shared between listings). The pieces come from the generic enumerators
of `melds`, in the same order; `legal_moves` agrees with `check` through them.

The listing is canonical: one entry per distinct move. Two moves are the same move when
the states they lead to are equal up to a renaming of Dragon tokens (docs/rules/
dragons_wild.md §11): the Dragons of a hand that everyone saw taken from the discard pile
(`known_hands`), the one taken this turn and the others are three kinds, and within a kind
any Dragon does what another does, so only the first of each kind is listed
(`dragon_kinds`). A run's Dragon always names its place (`dragon_at`), although a move
that leaves it out where the place is the only one is accepted too.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from typing import Any

from .deck import DECK, DRAGONS, NUMBER, SUIT, natural
from .melds import enumerate_adds, enumerate_new
from .moves import AddToMeld, AnswerBuy, Buy, Discard, Draw, LayMeld, Move
from .state import Meld, State

# the moves without a variable part, built once (moves are immutable values)
DRAW_DECK = Draw("deck")
DRAW_DISCARD = Draw("discard")
BUY = Buy()
ACCEPT = AnswerBuy(True)
REFUSE = AnswerBuy(False)
DISCARD: dict[str, Discard] = {c: Discard(c) for c in DECK}

# no meld holds more than 9 cards (8 naturals, one Dragon): a larger limit changes nothing
MAX_MELD = 9
MEMO = 1 << 14

_NAMES: tuple[tuple[str, ...], ...] = tuple(
    tuple(natural(s, n) if n else "" for n in range(9)) for s in range(8)
)


def _suit_cards(suit: int, have: int) -> list[str]:
    return [_NAMES[suit][n] for n in range(1, 9) if have >> n & 1]


def dragon_kinds(hand: tuple[str, ...], shown: tuple[str, ...], taken: str | None) -> list[str]:
    """The first Dragon (in hand order) of each kind: seen by all (taken face up from the
    discard pile), the one taken this turn, unseen. Any Dragon of a kind stands for all."""
    firsts: dict[tuple[bool, bool], str] = {}
    for c in hand:
        if c[0] == "W":
            firsts.setdefault((c in shown, c == taken), c)
    return sorted(firsts.values())


# The memos below are keyed by the cards themselves, as their moves hold them. A miss takes
# the listing's shape instead, memoized without the tokens: the melds of placeholder cards
# (the naturals of the first suits, or of suit 0, and the first Dragons), as positions in the
# list of cards given; the moves are then those positions read in the actual cards. The
# placeholders are in the order of the actual cards (deck order), so every meld's cards come
# out sorted, as `enumerate_new` and `enumerate_adds` give them.


def _positions(
    cards: tuple[str, ...], found: Iterable[tuple[tuple[str, ...], int | None]]
) -> tuple[tuple[tuple[int, ...], int | None], ...]:
    """Each meld found as the positions of its cards in `cards`, with its dragon_at."""
    index = {c: i for i, c in enumerate(cards)}
    return tuple([(tuple([index[c] for c in meld]), at) for meld, at in found])


def _placeholders(naturals: tuple[str, ...], dragons: int) -> tuple[str, ...]:
    return (*naturals, *DRAGONS[:dragons])


@cache
def _set_shape(naturals: int, dragons: int, limit: int) -> tuple[Any, ...]:
    cards = _placeholders(tuple([natural(s, 1) for s in range(naturals)]), dragons)
    return _positions(cards, enumerate_new(cards, limit=limit, canonical=True))


@cache
def _run_shape(have: int, dragons: int, limit: int, wrap: bool) -> tuple[Any, ...]:
    cards = _placeholders(tuple(_suit_cards(0, have)), dragons)
    return _positions(cards, enumerate_new(cards, wrap, limit=limit, canonical=True))


@cache
def _set_add_shape(naturals: int, dragons: int, limit: int) -> tuple[Any, ...]:
    cards = _placeholders(tuple([natural(s, 1) for s in range(naturals)]), dragons)
    meld = Meld(0, 0, "set", 1, (), None, None, 0)
    return _positions(cards, enumerate_adds(meld, cards, limit=limit, canonical=True))


@lru_cache(maxsize=MEMO)
def set_lays(group: tuple[str, ...], dragons: tuple[str, ...], limit: int) -> tuple[Move, ...]:
    """New sets from the naturals `group` of one number (and the Dragons in hand)."""
    cards = (*group, *dragons)
    return tuple(
        [
            LayMeld(tuple([cards[i] for i in meld]), at)
            for meld, at in _set_shape(len(group), len(dragons), limit)
        ]
    )


@lru_cache(maxsize=MEMO)
def run_lays(
    suit: int, have: int, dragons: tuple[str, ...], limit: int, wrap: bool
) -> tuple[Move, ...]:
    """New runs from the numbers `have` (bit mask) of one suit (and the Dragons in hand)."""
    cards = (*_suit_cards(suit, have), *dragons)
    return tuple(
        [
            LayMeld(tuple([cards[i] for i in meld]), at)
            for meld, at in _run_shape(have, len(dragons), limit, wrap)
        ]
    )


@lru_cache(maxsize=MEMO)
def set_adds(
    meld_id: int, group: tuple[str, ...], dragons: tuple[str, ...], limit: int
) -> tuple[Move, ...]:
    """Additions to the set `meld_id` from the naturals `group` of its number and the
    Dragons `dragons` (none when the set has its Dragon already)."""
    cards = (*group, *dragons)
    return tuple(
        [
            AddToMeld(meld_id, tuple([cards[i] for i in meld]), at)
            for meld, at in _set_add_shape(len(group), len(dragons), limit)
        ]
    )


@lru_cache(maxsize=MEMO)
def run_adds(
    meld_id: int,
    suit: int,
    naturals: tuple[str, ...],
    dragon: str | None,
    dragon_at: int | None,
    have: int,
    dragons: tuple[str, ...],
    limit: int,
    wrap: bool,
) -> tuple[Move, ...]:
    """Additions to the run `meld_id` from the numbers `have` of its suit."""
    meld = Meld(meld_id, 0, "run", suit, naturals, dragon, dragon_at, 0)
    cards = (*_suit_cards(suit, have), *dragons)
    return tuple(
        AddToMeld(meld_id, c, at)
        for c, at in enumerate_adds(meld, cards, wrap, limit=limit, canonical=True)
    )


def meld_moves(state: State, seat: int, adds: bool) -> list[Move]:
    """New melds of the seat's hand (sets by number, then runs by suit, as
    `melds.enumerate_new`), then with `adds` the additions to each meld on the table,
    keeping one card; one Dragon of each kind (`dragon_kinds`)."""
    hand = state.hands[seat]
    wrap = state.config.runs_wrap
    limit = min(len(hand) - 1, MAX_MELD)
    groups: dict[int, list[str]] = {}
    masks = [0] * 8
    dragons = dragon_kinds(hand, state.shown[seat], state.taken)
    for c in hand:
        if c[0] == "W":
            continue
        n = NUMBER[c]
        group = groups.get(n)
        if group is None:
            groups[n] = [c]
        else:
            group.append(c)
        masks[SUIT[c]] |= 1 << n
    wild = tuple(dragons)
    out: list[Move] = []
    # a meld holds at most one Dragon: a limit above the cards of a group (or suit) plus
    # one changes nothing, so the memo keys carry the smaller of the two
    for group in groups.values():
        if len(group) >= 2:
            out += set_lays(tuple(group), wild, min(limit, len(group) + 1))
    for suit, have in enumerate(masks):
        if have & (have - 1):  # two numbers or more
            out += run_lays(suit, have, wild, min(limit, have.bit_count() + 1), wrap)
    if adds:
        for m in state.melds:
            usable = wild if m.dragon is None else ()
            if m.kind == "set":
                nat = groups.get(m.key)
                if nat or usable:
                    same = tuple(nat or ())
                    cap = min(limit, len(same) + 1)
                    out += set_adds(m.id, same, usable, cap)
            else:
                have = masks[m.key]
                if have or usable:
                    cap = min(limit, have.bit_count() + 1)
                    out += run_adds(
                        m.id, m.key, m.naturals, m.dragon, m.dragon_at, have, usable, cap, wrap
                    )
    return out
