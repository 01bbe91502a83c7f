"""The hot path of the Dragons rules on integer cell ids (docs/rules/dragons.md §3).

A cell (q, r) with |q|, |r| < 256 is the id (q + 256) << 9 | (r + 256), a dense index below
`CELLS` (a board of at most 200 tiles lies within 200 cells of (0, 0), so `LIMIT` leaves room
for its neighbours and theirs); ids order like the (q, r) tuples and the neighbour across edge
d is id + OFF[d]. The sides of an empty
cell are packed as `closed | required << 6` (see `placement.sides`), so every question
about them ("which placements fit", "is it forced", "can nothing fill it") is a lookup in
a 4096-entry table. `placement.simulate` stays the reference; `cascade` does the same
work on these structures.
"""

from __future__ import annotations

from collections.abc import MutableSequence

from .tiles import FITS, MASK, Cell

# The sides of every cell by id (`core.Core.sides`: an `array("I")`, a typed view of it in
# the compiled build; "I" rather than "H": CPython writes an item of the unsigned types I, L
# and Q without `PyArg_Parse`, about half the cost of an "H" write in the pure build).
Sides = MutableSequence[int]

BIAS = 256
SHIFT = 9
LOW = (1 << SHIFT) - 1
CELLS = 1 << (2 * SHIFT)  # every cell id is below it
_D = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
OFF: tuple[int, ...] = tuple((dq << SHIFT) + dr for dq, dr in _D)
# The offsets of every cell within distance 2 (the cell itself included).
WITHIN_2: tuple[int, ...] = tuple(
    (dq << SHIFT) + dr
    for dq in range(-2, 3)
    for dr in range(-2, 3)
    if max(abs(dq), abs(dr), abs(dq + dr)) <= 2
)
LIMIT = 250  # cells beyond it never have an id (no legal board reaches them)
_BIAS, _SHIFT, _LOW = BIAS, SHIFT, LOW  # (C constants in the compiled build: fast.pxd)

POP = tuple(bin(m).count("1") for m in range(64))
# ADD[t][d]: what a tile t contributes to the sides of its neighbour across edge d.
ADD: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (1 << ((d + 3) % 6)) | ((1 << ((d + 3) % 6)) << 6 if MASK[t] >> d & 1 else 0)
        for d in range(6)
    )
    for t in range(12)
)
FIT: tuple[tuple[int, ...], ...] = tuple(FITS[s & 63][s >> 6] for s in range(4096))
# UNIQUE[s]: the one placement an automatic placement puts on a cell with sides s, or -1.
UNIQUE: tuple[int, ...] = tuple(
    FIT[s][0] if POP[s & 63] >= 3 and len(FIT[s]) == 1 else -1 for s in range(4096)
)
NOFIT: tuple[bool, ...] = tuple(not FIT[s] for s in range(4096))
GAP: tuple[bool, ...] = tuple(POP[s & 63] >= 3 for s in range(4096))


def cid(cell: Cell) -> int:
    q, r = cell
    return (q + _BIAS) << _SHIFT | (r + _BIAS)


def cid_or_none(cell: Cell) -> int | None:
    q, r = cell
    if -LIMIT <= q <= LIMIT and -LIMIT <= r <= LIMIT:
        return cid(cell)
    return None


def cell_of(i: int) -> Cell:
    return ((i >> _SHIFT) - _BIAS, (i & _LOW) - _BIAS)


def extend(board: dict[int, int], sides: dict[int, int], c: int, t: int) -> None:
    """Put tile t on the empty cell c, updating both maps in place."""
    board[c] = t
    sides.pop(c, None)
    add = ADD[t]
    for d in range(6):
        n = c + OFF[d]
        if n not in board:
            sides[n] = sides.get(n, 0) | add[d]


# STATUS[s]: -2 when no placement fits sides s, the forced placement when s is forced
# (UNIQUE), else -1.
STATUS: tuple[int, ...] = tuple(-2 if NOFIT[s] else UNIQUE[s] for s in range(4096))
# EFFECT[s * 12 + t]: ((offset, what t adds), ...) for each open side of a cell with sides
# s that takes tile t (only fitting t are filled in): the empty neighbours and their gains.
EFFECT: list[tuple[tuple[int, int], ...]] = [()] * (4096 * 12)
for _s in range(4096):
    if (_s >> 6) & ~_s & 63:
        continue  # a red requirement on an open side: no such sides value
    for _t in FIT[_s]:
        EFFECT[_s * 12 + _t] = tuple((OFF[d], ADD[_t][d]) for d in range(6) if not _s >> d & 1)


def cascade(sides: Sides, c0: int, p: int, pool: int) -> tuple[list[int], list[int], int]:
    """`placement.simulate` on ids, on the sides of the empty cells by cell id (`sides`,
    0 for a cell not next to the board: `core.Core.sides`): (the cells of the automatic
    placements in order, their tiles, -1) or, when the placement leaves a cell no tile
    fits, (the automatic placements made until one was found, such a cell). Only the
    placement's neighbours can change, so only they are looked at. A cell's sides only
    gain constraints: once forced it stays forced with the same tile (or becomes
    unfillable), once unfillable it stays so — hence the early answer.

    The open sides of a cell about to be filled are exactly its empty neighbours (the
    cells filled earlier in the cascade closed their sides of it), so the board is never
    consulted: `p` must fit the empty cell `c0` (or the board be empty). The cascade
    writes the sides it changes into `sides` itself and puts every one back before it
    answers (the caller holds the core's lock)."""
    changed: list[int] = []  # a cell, its sides before: for every write, in order
    try:
        return _cascade(sides, c0, p, pool, changed)
    finally:
        for i in range(len(changed) - 2, -1, -2):
            sides[changed[i]] = changed[i + 1]


def _cascade(
    sides: Sides, c0: int, p: int, pool: int, changed: list[int]
) -> tuple[list[int], list[int], int]:
    status, effect = STATUS, EFFECT
    forced: list[int] = []  # the cells waiting for their automatic placement
    cells: list[int] = []
    tiles: list[int] = []
    for off, a in effect[sides[c0] * 12 + p]:
        n = c0 + off
        got = sides[n]
        changed.append(n)
        changed.append(got)
        s = sides[n] = got | a
        u = status[s]
        if u != -1:
            if u == -2:
                return cells, tiles, n
            forced.append(n)
    pool -= 1
    while pool > 0 and forced:
        if len(forced) == 1:
            best = forced.pop()
        else:
            best = min(forced)
            forced.remove(best)
        t = status[sides[best]]
        cells.append(best)
        tiles.append(t)
        pool -= 1
        for off, a in effect[sides[best] * 12 + t]:
            n = best + off
            got = sides[n]
            changed.append(n)
            changed.append(got)
            s = sides[n] = got | a
            u = status[s]
            if u != -1:
                if u == -2:
                    return cells, tiles, n
                if n not in forced:
                    forced.append(n)
    return cells, tiles, -1
