"""Meld rules: validating a new meld or an addition, and enumerating every legal one.

A set: ≥ 3 cards whose naturals show one number; at most one Dragon (standing for the
number only). A run: ≥ 3 cards, naturals of one suit which with the Dragon (if any) fill
one interval inside 1..8 (with the option `runs_wrap`, an arc of the cycle …7-8-1-2…).
A Dragon at an end of a run may move when cards are added to the run; an internal Dragon
is fixed for good. See docs/rules/dragons_wild.md §4.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations

from ..base import IllegalMove
from ..words import is_are
from .deck import NUMBER, SUIT, is_dragon, natural, sort_cards
from .state import Meld

P = "dragons_wild."

# intervals [lo, hi] inside 1..8 as bit masks (bit n = number n)
INTERVALS: tuple[tuple[int, int, int], ...] = tuple(
    (lo, hi, sum(1 << n for n in range(lo, hi + 1))) for lo in range(1, 9) for hi in range(lo, 9)
)


FULL = 0b111111110  # all of 1..8


def _wrap_arcs() -> tuple[tuple[int, int, int], ...]:
    """The arcs that pass from 8 to 1, as (first, last, mask); the full ring is in INTERVALS."""
    out = []
    for start in range(2, 9):
        for length in range(10 - start, 8):
            nums = [(start - 1 + i) % 8 + 1 for i in range(length)]
            out.append((start, nums[-1], _mask(nums)))
    return tuple(out)


def _refuse(rule: str, message: str, **details: object) -> IllegalMove:
    return IllegalMove(P + rule, message, **details)


def _mask(numbers: Sequence[int]) -> int:
    m = 0
    for n in numbers:
        m |= 1 << n
    return m


ARCS: dict[bool, tuple[tuple[int, int, int], ...]] = {}


def arcs(wrap: bool) -> tuple[tuple[int, int, int], ...]:
    """Every possible run outline (first, last, mask): intervals, plus arcs with wrap."""
    if wrap not in ARCS:
        ARCS[wrap] = INTERVALS + (_wrap_arcs() if wrap else ())
    return ARCS[wrap]


@cache
def arc(mask: int, wrap: bool) -> tuple[int, int] | None:
    """(first, last) if the numbers of `mask` are one unbroken run (an arc with wrap)."""
    span = _interval(mask)
    if span is not None or not wrap or not mask:
        return span
    starts = [n for n in range(1, 9) if mask >> n & 1 and not mask >> (n - 1 if n > 1 else 8) & 1]
    if len(starts) != 1:
        return None
    ends = [n for n in range(1, 9) if mask >> n & 1 and not mask >> (n + 1 if n < 8 else 1) & 1]
    return starts[0], ends[0]


def arc_numbers(first: int, last: int) -> list[int]:
    """The numbers of a run from `first` to `last`, passing 8 → 1 if need be."""
    if first <= last:
        return list(range(first, last + 1))
    return list(range(first, 9)) + list(range(1, last + 1))


def _interval(mask: int) -> tuple[int, int] | None:
    """(lo, hi) if the set bits of `mask` form one unbroken interval."""
    if not mask:
        return None
    lo = (mask & -mask).bit_length() - 1
    hi = mask.bit_length() - 1
    return (lo, hi) if mask == ((1 << (hi + 1)) - (1 << lo)) else None


@cache
def dragon_places(mask: int, wrap: bool = False) -> list[int]:
    """Numbers a Dragon may stand for so that `mask` plus the Dragon is one run."""
    return [n for n in range(1, 9) if not mask >> n & 1 and arc(mask | 1 << n, wrap)]


def _place_dragon(
    mask: int, dragon_at: int | None, what: str, wrap: bool, **details: object
) -> int:
    """The Dragon's number in a run whose naturals are `mask`; refuses as the rulings say
    (`details`: the cards and meld the refusal is about)."""
    places = dragon_places(mask, wrap)
    if not places:
        if arc(mask, wrap) is not None:
            raise _refuse(
                "run_out_of_range",
                f"{what}: the run already spans 1–8, there is no place for the Dragon",
                **details,
            )
        raise _refuse(
            "run_not_consecutive",
            f"{what}: the naturals leave more than one gap, one Dragon cannot fill them",
            **details,
        )
    if dragon_at is None:
        if len(places) > 1:
            raise _refuse(
                "ambiguous_wild",
                f"{what}: the Dragon could stand for {' or '.join(map(str, places))}; "
                "name its place with dragon_at",
                places=places,
                **details,
            )
        return places[0]
    if dragon_at not in places:
        if not 1 <= dragon_at <= 8:
            raise _refuse(
                "run_out_of_range",
                f"{what}: runs use numbers 1–8, not {dragon_at}",
                dragon_at=dragon_at,
                **details,
            )
        raise _refuse(
            "run_not_consecutive",
            f"{what}: a Dragon at {dragon_at} does not make the run unbroken "
            f"(possible: {', '.join(map(str, places))})",
            places=places,
            dragon_at=dragon_at,
            **details,
        )
    return dragon_at


def new_meld(
    cards: Sequence[str],
    dragon_at: int | None,
    owner: int,
    meld_id: int,
    turn: int,
    wrap: bool = False,
) -> Meld:
    """The meld `cards` form, or IllegalMove naming the rule (cards are in hand already)."""
    naturals = sort_cards(c for c in cards if not is_dragon(c))
    dragons = [c for c in cards if is_dragon(c)]
    shown = " ".join(cards)
    listed = list(cards)
    if len(cards) < 3:
        raise _refuse(
            "too_few_cards",
            f"a new meld needs at least 3 cards, not {len(cards)}",
            cards=listed,
        )
    if len(dragons) > 1:
        raise _refuse(
            "two_wilds", f"at most one Dragon per meld ({' '.join(dragons)})", cards=dragons
        )
    dragon = dragons[0] if dragons else None
    numbers = {NUMBER[c] for c in naturals}
    suits = {SUIT[c] for c in naturals}
    if len(numbers) == 1:
        if dragon_at is not None:
            raise _refuse(
                "invalid_meld",
                f"{shown} is a set: its Dragon stands for the number, dragon_at is for runs"
                if dragon is not None
                else f"{shown} is a set: dragon_at is for a run's Dragon",
                cards=listed,
                dragon_at=dragon_at,
            )
        return Meld(meld_id, owner, "set", NUMBER[naturals[0]], naturals, dragon, None, turn)
    if len(suits) != 1:
        raise _refuse(
            "mixed_suit_run",
            f"{shown} is neither a set (numbers differ) nor a run (suits differ)",
            cards=list(naturals),
        )
    mask = _mask([NUMBER[c] for c in naturals])
    if dragon is None:
        if dragon_at is not None:
            raise _refuse(
                "invalid_meld",
                f"{shown} has no Dragon to place at {dragon_at}",
                cards=listed,
                dragon_at=dragon_at,
            )
        if arc(mask, wrap) is None:
            raise _refuse(
                "run_not_consecutive",
                f"{shown}: the numbers of a run must be consecutive",
                cards=listed,
            )
        return Meld(meld_id, owner, "run", SUIT[naturals[0]], naturals, None, None, turn)
    at = _place_dragon(mask, dragon_at, shown, wrap, cards=listed)
    return Meld(meld_id, owner, "run", SUIT[naturals[0]], naturals, dragon, at, turn)


def run_span(meld: Meld, wrap: bool = False) -> tuple[int, int]:
    """A run's first and last numbers (first > last when it passes 8 → 1)."""
    mask = _mask([NUMBER[c] for c in meld.naturals])
    if meld.dragon_at is not None:
        mask |= 1 << meld.dragon_at
    span = arc(mask, wrap)
    assert span is not None
    return span


def dragon_fixed(meld: Meld, wrap: bool = False) -> bool:
    """A run's Dragon that is not at an end is fixed for good."""
    if meld.kind != "run" or meld.dragon_at is None:
        return False
    return meld.dragon_at not in run_span(meld, wrap)


def add_to(meld: Meld, cards: Sequence[str], dragon_at: int | None, wrap: bool = False) -> Meld:
    """`meld` enlarged by `cards` (from hand), or IllegalMove naming the rule."""
    naturals = [c for c in cards if not is_dragon(c)]
    dragons = [c for c in cards if is_dragon(c)]
    if len(dragons) + (meld.dragon is not None) > 1:
        raise _refuse(
            "two_wilds",
            f"meld {meld.id} would hold two Dragons; at most one per meld",
            cards=dragons,
            meld=meld.id,
        )
    dragon = meld.dragon or (dragons[0] if dragons else None)
    merged = sort_cards([*meld.naturals, *naturals])
    if meld.kind == "set":
        wrong = [c for c in naturals if NUMBER[c] != meld.key]
        if wrong:
            raise _refuse(
                "invalid_meld",
                f"{' '.join(wrong)} cannot join meld {meld.id}, a set of {meld.key}s",
                cards=wrong,
                meld=meld.id,
            )
        if dragon_at is not None:
            raise _refuse(
                "invalid_meld",
                f"meld {meld.id} is a set: dragon_at is for runs only",
                cards=list(cards),
                meld=meld.id,
                dragon_at=dragon_at,
            )
        return Meld(meld.id, meld.owner, "set", meld.key, merged, dragon, None, meld.laid_turn)
    wrong = [c for c in naturals if SUIT[c] != meld.key]
    if wrong:
        raise _refuse(
            "mixed_suit_run",
            f"{' '.join(wrong)} {is_are(len(wrong))} not of the suit of run {meld.id}",
            cards=wrong,
            meld=meld.id,
        )
    mask = _mask([NUMBER[c] for c in merged])
    what = f"adding {' '.join(cards)} to run {meld.id}"
    about: dict[str, object] = {"cards": list(cards), "meld": meld.id}
    if dragon is None:
        if dragon_at is not None:
            raise _refuse(
                "invalid_meld",
                f"{what}: there is no Dragon to place at {dragon_at}",
                dragon_at=dragon_at,
                **about,
            )
        if arc(mask, wrap) is None:
            raise _refuse("run_not_consecutive", f"{what}: the run would have a gap", **about)
        at = None
    elif dragon_fixed(meld, wrap):
        q = meld.dragon_at
        assert q is not None
        blocked = [c for c in naturals if NUMBER[c] == q]
        if blocked:
            raise _refuse(
                "wild_fixed",
                f"the Dragon of run {meld.id} stands for {q} inside the run and is fixed; "
                f"{blocked[0]} can never be added",
                cards=blocked,
                meld=meld.id,
            )
        if dragon_at is not None and dragon_at != q:
            raise _refuse(
                "wild_fixed",
                f"the Dragon of run {meld.id} is inside the run and cannot move to {dragon_at}",
                dragon_at=dragon_at,
                **about,
            )
        if arc(mask | 1 << q, wrap) is None:
            raise _refuse("run_not_consecutive", f"{what}: the run would have a gap", **about)
        at = q
    else:
        at = _place_dragon(mask, dragon_at, what, wrap, **about)
    return Meld(meld.id, meld.owner, "run", meld.key, merged, dragon, at, meld.laid_turn)


# --------------------------------------------------------------------------- enumeration


def _by_suit(hand: Sequence[str]) -> list[int]:
    masks = [0] * 8
    for c in hand:
        if not is_dragon(c):
            masks[SUIT[c]] |= 1 << NUMBER[c]
    return masks


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# natural tokens by suit index and number
_NAT: tuple[tuple[str, ...], ...] = tuple(
    tuple(natural(s, n) if n else "" for n in range(9)) for s in range(8)
)


@cache
def _run_layouts(
    have: int, limit: int, dragon: bool, wrap: bool, canonical: bool = False
) -> tuple[tuple[tuple[int, ...], int | None, bool], ...]:
    """New runs from the numbers `have` of one suit: (naturals, dragon_at, with a Dragon),
    with a second Dragon entry without dragon_at where the place is the only one (D3),
    unless `canonical` (then a run's Dragon always names its place)."""
    out: list[tuple[tuple[int, ...], int | None, bool]] = []
    for _first, _last, imask in arcs(wrap):
        length = imask.bit_count()
        if length < 3 or length > limit:
            continue
        if imask & have == imask:
            out.append((tuple(_bits(imask)), None, False))
        if dragon:
            for p in _bits(imask):
                need = imask & ~(1 << p)
                if need & have == need:
                    nums = tuple(_bits(need))
                    out.append((nums, p, True))
                    if not canonical and len(dragon_places(need, wrap)) == 1:
                        out.append((nums, None, True))
    return tuple(out)


def enumerate_new(
    hand: Sequence[str],
    wrap: bool = False,
    keep: int = 1,
    limit: int | None = None,
    canonical: bool = False,
) -> Iterator[tuple[tuple[str, ...], int | None]]:
    """Every new meld (sorted cards, dragon_at) the hand can lay, keeping `keep` cards
    (or of at most `limit` cards, when given). With `canonical`, a run's Dragon always
    names its place (the spelling without dragon_at, accepted where the place is the only
    one, is left out)."""
    if limit is None:
        limit = len(hand) - keep
    dragons = [c for c in hand if c[0] == "W"]
    by_number: dict[int, list[str]] = {}
    masks = [0] * 8
    for c in hand:
        if c[0] != "W":
            n = NUMBER[c]
            by_number.setdefault(n, []).append(c)
            masks[SUIT[c]] |= 1 << n
    for group in by_number.values():
        if len(group) < 2:
            continue
        for size in range(2, min(len(group), limit) + 1):
            for combo in combinations(group, size):
                if size >= 3:
                    yield combo, None
                if size + 1 <= limit:
                    for d in dragons:
                        yield (*combo, d), None
    for suit, have in enumerate(masks):
        if have.bit_count() < 2:
            continue
        names = _NAT[suit]
        for nums, p, with_dragon in _run_layouts(have, limit, bool(dragons), wrap, canonical):
            cards = tuple(names[n] for n in nums)
            if with_dragon:
                for d in dragons:
                    yield (*cards, d), p
            else:
                yield cards, None


@cache
def _add_layouts(
    nat: int, have: int, mode: int, q: int, limit: int, wrap: bool, canonical: bool = False
) -> tuple[tuple[tuple[int, ...], int | None, bool], ...]:
    """Additions to a run with naturals `nat` from the numbers `have` of its suit:
    (added naturals, dragon_at, with a Dragon from hand). mode 0: no Dragon and none in hand,
    1: no Dragon but some in hand, 2: a movable Dragon, 3: a fixed Dragon at q. With
    `canonical`, only the spelling that names the Dragon's place."""
    out: list[tuple[tuple[int, ...], int | None, bool]] = []
    for _first, _last, imask in arcs(wrap):
        if imask & nat != nat:
            continue
        free = imask & ~nat
        if mode == 3:
            if not imask >> q & 1:
                continue
            added = free & ~(1 << q)
            if added and added & have == added and added.bit_count() <= limit:
                nums = tuple(_bits(added))
                if not canonical:
                    out.append((nums, None, False))
                out.append((nums, q, False))  # naming the fixed place is accepted too
        elif mode == 2:
            for p in _bits(free):
                added = free & ~(1 << p)
                if added and added & have == added and added.bit_count() <= limit:
                    nums = tuple(_bits(added))
                    out.append((nums, p, False))
                    if not canonical and len(dragon_places(imask & ~(1 << p), wrap)) == 1:
                        out.append((nums, None, False))
        else:
            if free and free & have == free and free.bit_count() <= limit:
                out.append((tuple(_bits(free)), None, False))
            if mode == 1:
                for p in _bits(free):
                    added = free & ~(1 << p)
                    if added & have == added and added.bit_count() + 1 <= limit:
                        nums = tuple(_bits(added))
                        out.append((nums, p, True))
                        if not canonical and len(dragon_places(imask & ~(1 << p), wrap)) == 1:
                            out.append((nums, None, True))
    return tuple(out)


def enumerate_adds(
    meld: Meld,
    hand: Sequence[str],
    wrap: bool = False,
    limit: int | None = None,
    canonical: bool = False,
) -> Iterator[tuple[tuple[str, ...], int | None]]:
    """Every addition (sorted cards, dragon_at) of cards from `hand` to `meld`, keeping one
    card (or of at most `limit` cards, when given); `canonical` as in `enumerate_new`."""
    if limit is None:
        limit = len(hand) - 1
    dragons = [c for c in hand if c[0] == "W"] if meld.dragon is None else []
    if meld.kind == "set":
        group = [c for c in hand if c[0] != "W" and NUMBER[c] == meld.key]
        for size in range(0, min(len(group), limit) + 1):
            for combo in combinations(group, size):
                if size >= 1:
                    yield combo, None
                if size + 1 <= limit:
                    for d in dragons:
                        yield (*combo, d), None
        return
    s = meld.key
    have = 0
    for c in hand:
        if c[0] != "W" and SUIT[c] == s:
            have |= 1 << NUMBER[c]
    if not have and not dragons:
        return
    nat = 0
    for c in meld.naturals:
        nat |= 1 << NUMBER[c]
    if meld.dragon is not None:
        fixed = dragon_fixed(meld, wrap)
        mode, q = (3, meld.dragon_at or 0) if fixed else (2, 0)
    else:
        mode, q = (1 if dragons else 0), 0
    names = _NAT[s]
    for nums, p, with_dragon in _add_layouts(nat, have, mode, q, limit, wrap, canonical):
        cards = tuple(names[n] for n in nums)
        if with_dragon:
            for d in dragons:
                yield (*cards, d), p
        else:
            yield cards, p


def partitions(
    cards: tuple[str, ...], wrap: bool, canonical: bool = False
) -> Iterator[tuple[tuple[tuple[str, ...], int | None], ...]]:
    """Every way to lay all of `cards` (sorted) as new melds, melds ordered by first card."""
    if not cards:
        yield ()
        return
    first = cards[0]
    for meld_cards, at in enumerate_new(cards, wrap, keep=0, canonical=canonical):
        if meld_cards[0] != first and first not in meld_cards:
            continue
        rest = tuple(c for c in cards if c not in meld_cards)
        for tail in partitions(rest, wrap, canonical):
            yield ((meld_cards, at), *tail)
