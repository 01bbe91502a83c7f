"""What a Dragons state knows about its board, kept in its cache and derived from its
parent's by the move's tiles only (docs/rules/dragons.md §3):

- `version`: its place in the shared `core.Core` (board, colour-graph connectivity);
- `sides`: the packed sides (`fast`) of every empty cell next to the board, by cell id;
- `front`: those cells in order; `gaps`: the ones with three or more closed sides;
- `closes`: bit 0 (red) or 1 (green) set when the last move closed a cycle of that colour.

Nothing stored here is mutated once stored. A state made from its tiles alone (decoded, or
built by `make_state`) gets them from one pass over the tiles.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable
from typing import cast

from . import fast
from .core import Core, Journal, Version
from .state import State

_GAP = fast.GAP


def install(state: State, core: Core, sides: dict[int, int], closes: int) -> None:
    """Keep a core (at its newest version), the sides and `closes` in the state's cache."""
    state.cache["version"] = core.root
    state.cache["sides"] = sides
    if state.starts:
        state.cache["closes"] = closes


def build(state: State) -> None:
    """`install` what the tiles give, placed move by move."""
    core = Core()
    sides: dict[int, int] = {}
    bounds = list(state.starts) + [len(state.placed)]
    closes = 3
    cid = fast.cid
    for m in range(len(state.starts)):
        closes = 0
        scratch: Journal = []  # nothing to undo: this core is new
        for cell, p in state.placed[bounds[m] : bounds[m + 1]]:
            c = cid(cell)
            closes |= core.put(c, p, scratch)
            extend(core.board, sides, c, p)
    install(state, core, sides, closes)


def extend(board: dict[int, int], sides: dict[int, int], c: int, t: int) -> None:
    """The sides once tile t lies on c (already in `board`): c's are dropped, its empty
    neighbours gain the edge it shows them."""
    sides.pop(c, None)
    add = fast.ADD[t]
    for d in range(6):
        n = c + fast.OFF[d]
        if n not in board:
            sides[n] = sides.get(n, 0) | add[d]


def version(state: State) -> Version:
    got = state.cache.get("version")
    if got is None:
        build(state)
        got = state.cache["version"]
    return cast(Version, got)


def sides(state: State) -> dict[int, int]:
    got = state.cache.get("sides")
    if got is None:
        build(state)
        got = state.cache["sides"]
    return cast(dict[int, int], got)


def closes(state: State) -> int:
    """Bit c: the last move closed some cycle of colour c (3 when not known)."""
    if "version" not in state.cache:
        build(state)
    return cast(int, state.cache.get("closes", 3))


def front(state: State) -> list[int]:
    """The empty cells next to the board, in (q, r) order."""
    got = state.cache.get("front")
    if got is None:
        got = state.cache["front"] = sorted(sides(state))
    return cast(list[int], got)


def gaps(state: State) -> list[int]:
    """The cells with three or more closed sides, in (q, r) order."""
    got = state.cache.get("gaps")
    if got is None:
        got = state.cache["gaps"] = sorted(c for c, s in sides(state).items() if _GAP[s])
    return cast(list[int], got)


def advance(state: State, new: State, ids: Iterable[int], tiles: Iterable[int]) -> list[int]:
    """Fill `new`'s cache from its parent `state`'s and the move's tiles (cell ids and
    tiles, in order). Answers the empty cells whose sides changed."""
    ver = version(state)
    old_sides = sides(state)
    old_front = front(state)
    old_gaps = gaps(state)
    chunk = list(zip(ids, tiles, strict=True))
    core = ver.core
    with core.lock:
        core.checkout(ver)
        journal: Journal = []
        closes = 0
        for c, t in chunk:
            closes |= core.put(c, t, journal)
        new.cache["version"] = core.advance(journal)
        board = core.board
        new_sides = dict(old_sides)
        changed: list[int] = []
        added: list[int] = []
        off = fast.OFF
        for c, t in chunk:
            new_sides.pop(c, None)
            add = fast.ADD[t]
            for d in range(6):
                n = c + off[d]
                if n in board:
                    continue
                s = new_sides.get(n)
                if s is None:
                    added.append(n)
                    new_sides[n] = add[d]
                else:
                    new_sides[n] = s | add[d]
                changed.append(n)
    new.cache["sides"] = new_sides
    new.cache["closes"] = closes
    new_front = old_front[:]
    for c, _ in chunk:
        i = bisect_left(new_front, c)
        if i < len(new_front) and new_front[i] == c:
            del new_front[i]
    for n in added:
        insort(new_front, n)
    new.cache["front"] = new_front
    gap_set = set(old_gaps)
    gap_set.difference_update(c for c, _ in chunk)
    gap_set.update(n for n in changed if _GAP[new_sides[n]])
    new.cache["gaps"] = sorted(gap_set)
    return changed
