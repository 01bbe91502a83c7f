"""What a Dragons state knows about its board, kept in its derived fields (`State.version`,
`front`, `gaps`, `closes`, `convex`) and derived from its parent's by the move's tiles only
(docs/rules/dragons.md §3):

- `version`: its place in the shared `core.Core` (board, colour-graph connectivity, the
  packed sides (`fast`) of every empty cell, by cell id);
- `front`: the empty cells next to the board in order; `gaps`: the ones with three or more
  closed sides;
- `closes`: bit 0 (red) or 1 (green) set when the last move closed a cycle of that colour;
- `convex`: whether the tiles of every line of cells are contiguous (`core.Core.lines`).

Nothing stored here is mutated once stored. A state made from its tiles alone (decoded, or
built by `make_state`) gets them from one pass over the tiles.
"""

from __future__ import annotations

from . import fast
from .core import Core, Journal, Version, load
from .state import State

_GAP = fast.GAP


def install(state: State, core: Core, front: list[int], closes: int) -> None:
    """Keep a core (at its newest version), its frontier `front` (in order), the gaps and
    `closes` in the state's derived fields."""
    sides = core.sides
    state.version = core.root
    state.front = front
    state.gaps = [c for c in front if _GAP[sides[c]]]
    state.convex = core.convex
    if state.starts:
        state.closes = closes


def build(state: State) -> None:
    """`install` what the tiles give, placed move by move: a game's setup gets a core with
    the bridge tree, any other position a core `load`ed without it (`core`)."""
    if not state.placed:
        install(state, Core(graph=True), [], 3)
        return
    cid = fast.cid
    bounds = list(state.starts) + [len(state.placed)]
    moves = (
        [(cid(cell), p) for cell, p in state.placed[bounds[m] : bounds[m + 1]]]
        for m in range(len(state.starts))
    )
    core, closes = load(moves)
    install(state, core, sorted(core.open_sides()), closes)


def version(state: State) -> Version:
    got = state.version
    if got is None:
        build(state)
        got = state.version
    out: Version = got  # (an annotation, not `cast`: no call at run time)
    return out


def closes(state: State) -> int:
    """Bit c: the last move closed some cycle of colour c (3 when not known)."""
    if state.version is None:
        build(state)
    return state.closes


def front(state: State) -> list[int]:
    """The empty cells next to the board, in (q, r) order."""
    got = state.front
    if got is None:
        build(state)
        got = state.front
    out: list[int] = got
    return out


def gaps(state: State) -> list[int]:
    """The cells with three or more closed sides, in (q, r) order."""
    got = state.gaps
    if got is None:
        build(state)
        got = state.gaps
    out: list[int] = got
    return out


def convex(state: State) -> bool:
    if state.version is None:
        build(state)
    return state.convex


def advance(state: State, new: State, ids: list[int], tiles: list[int]) -> list[int]:
    """Fill `new`'s derived fields from its parent `state`'s and the move's tiles (cell ids
    and tiles, in order). Answers the lines of cells that had no tile before the move."""
    ver = state.version
    if ver is None:
        build(state)
        ver = state.version
    touched: list[int] = []  # (a cell may come twice; one filled since has no sides)
    opened: list[int] = []
    fresh: list[int] = []
    closes = 0
    core = ver.core
    core.acquire()  # (`with core.lock`, see `Core.acquire`)
    try:
        core.checkout(ver)
        journal: Journal = []
        for i in range(len(ids)):
            closes |= core.put(ids[i], tiles[i], journal, touched, opened, fresh)
        new.version = core.advance(journal)
        new.convex = core.convex
        sides = core.sides
        more = [n for n in touched if _GAP[sides[n]]]
        # A cell's sides only gain bits until it is filled, and a filled cell has none: the
        # frontier less the cells filled, with the cells that entered it and were not filled.
        new_front = [c for c in state.front if sides[c]]
        if opened:
            new_front.extend([n for n in opened if sides[n]])
            new_front.sort()
    finally:
        core.release()
    new.closes = closes
    new.front = new_front
    old_gaps = state.gaps
    if more:  # (a gap stays one until filled)
        more.extend([c for c in old_gaps if c not in ids])
        new.gaps = sorted(set(more))
    elif old_gaps:  # (in order, once each already)
        new.gaps = [c for c in old_gaps if c not in ids]
    else:
        new.gaps = old_gaps
    return fresh
