"""The legal placements of a Dragons state, by cell (docs/rules/dragons.md §3): what fits,
which placements start a cascade of automatic placements (and where it goes), which leave
a cell no tile fits. A state knows the entries of the cells it was asked about
(`State.known`); its child keeps every one the move cannot have changed and works out
the others only when asked.

Whether a cascade leaves a cell no tile fits is mostly known without running it. A tile's
colouring is fixed by the colours of three of its edges, N, NE and SE (the opposite edges
show the other colour), so along a line of cells (one axis) neighbouring tiles alternate
the colour they show on that axis. An empty cell no tile fits is one between two tiles of
a line whose colours on that axis break the alternation. An automatic placement has a tile
next to it on each of the three lines through it (else several tiles would fit), so it
only lengthens runs of tiles. When the tiles of every line are contiguous ("convex"; play
from the first tile keeps it so), a cascade can then break the alternation only on a line
through the placed tile that holds no tile next to it but some tile further on (three or
more cells away: nearer, the placement's own neighbours show it) with the wrong colour for
the distance. Only such a placement's cascade is run to see; the others are legal, and
their automatic placements are worked out when one is played.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from collections.abc import Set as AbstractSet
from operator import itemgetter

from . import fast, position
from .core import Core, cell_on
from .fast import Sides
from .state import Place, State, place_of, pool_of
from .tiles import MASK

# A colouring stands for the first placement showing it (ADD depends on the colouring only).
# _RED_ON[d] / _GREEN_ON[d]: a tile showing red / green on edge d.
_RED_ON = tuple(next(t for t in range(12) if MASK[t] >> d & 1) for d in range(6))
_GREEN_ON = tuple(next(t for t in range(12) if not MASK[t] >> d & 1) for d in range(6))
_BY_MASK = {MASK[p]: p for p in reversed(range(12))}

NEVER = 1 << 30
_FIT = fast.FIT  # (a typed module global in the compiled build: legal.pxd)
_SHIFT, _LOW = fast.SHIFT, fast.LOW  # (C constants in the compiled build: legal.pxd)
_EMPTY: list[int] = []  # never mutated
_NO_CELLS: frozenset[int] = frozenset()
# A colouring's cascade: (its placements, the cells and the tiles it places).
Run = tuple[tuple[int, ...], list[int], list[int]]
_NO_RUNS: dict[tuple[int, ...], Run] = {}  # never mutated
# What one cell offers: (its legal placements as moves, in order; those placements; the
# cascades run of the legal ones that start one; what the entry depends on: the cell,
# every cell its cascades filled, and ~line for each line of cells without tiles it
# relied on; the longest cascade run, -1 without any; the cell's plan). A cascade reads
# the cell's plan (the sides of its empty neighbours) and the cells next to the cells it
# fills, whose sides change only when a tile lands within two of them.
Entry = tuple[
    tuple[Place, ...], frozenset[int], tuple[Run, ...], Collection[int], int, "Plan | None"
]
# Entries to redo, with what may be kept of them: (the old entry, the cells within two of
# the tiles placed since).
Reuse = dict[int, tuple[Entry, AbstractSet[int]]]


def autos(state: State, entry: Entry, cell: int, p: int) -> tuple[list[int], list[int]]:
    """The automatic placements that follow the legal placement p on `cell` (its entry
    `entry`): their cell ids and their tiles, in order (lists never mutated)."""
    for same, cells, tiles in entry[2]:
        if p in same:
            return cells, tiles
    plan = entry[5]
    if plan is None or not any([p in same for _, same in plan[0]]):
        return _EMPTY, _EMPTY
    version = position.version(state)
    core = version.core
    core.acquire()  # (`with core.lock`: `Core.acquire`)
    try:
        core.checkout(version)
        cells, tiles, bad = fast.cascade(core.sides, cell, p, pool_of(state))
    finally:
        core.release()
    assert bad < 0, "a legal placement leaves no unfillable cell"
    return cells, tiles


def _compute(state: State) -> list[Place]:
    """Every legal move in (q, r, face, rotation) order; the entries of the cells the
    player may use (the gaps, else the whole frontier) are then in `State.known`."""
    got = state.legal
    if got is not None:
        out: list[Place] = got  # (an annotation, not `cast`: no call at run time)
        return out
    version = position.version(state)
    core = version.core
    core.acquire()  # one thread fills a state's entries (`with core.lock`: `Core.acquire`)
    try:
        got = state.legal
        if got is None:
            core.checkout(version)
            got = state.legal = _listing(state, core)
    finally:
        core.release()
    out = got
    return out


def _listing(state: State, core: Core) -> list[Place]:
    known = state.known
    if known is None:
        known = state.known = {}
    pool = pool_of(state)
    if pool <= 0:
        return []
    if not state.placed:
        origin = fast.cid((0, 0))
        places = _row(origin)
        known[origin] = (places, frozenset(range(12)), (), (origin,), -1, None)
        return list(places)
    sides = core.sides
    cells = position.gaps(state) or position.front(state)
    reuse: Reuse = state.stale or {}
    state.stale = None
    longest = state.longest
    if longest + 2 > pool:
        # Near the end the pool may stop a cascade: redo the entries it can reach.
        longest = -1
        for cell, e in list(known.items()):
            if e[4] + 2 > pool:
                reuse[cell] = (e, _NO_CELLS)
                del known[cell]
            elif e[4] > longest:
                longest = e[4]
    convex = position.convex(state)
    out: list[Place] = []
    for cell in cells:  # (one lookup a cell: a missing entry is made where it is listed)
        e = known.get(cell)
        if e is None:
            if convex:
                e = _entry_convex(sides, core, cell, pool)
            else:
                e = _entry(sides, cell, pool, reuse.get(cell))
            known[cell] = e
            if e[4] > longest:
                longest = e[4]
        out.extend(e[0])
    state.longest = longest
    return out


def legal_places(state: State) -> list[Place]:
    return _compute(state)[:]


def any_legal(state: State) -> bool:
    """Whether the player to move has a legal placement: yes at once if a cell they may use
    kept a legal placement from the parent state, else the listing decides."""
    got = state.legal
    if got is None and state.placed and pool_of(state) > 0:
        known = state.known
        if known:
            for cell in position.gaps(state) or position.front(state):
                e = known.get(cell)
                if e is not None and e[0]:
                    return True
    return bool(got if got is not None else _compute(state))


def entry_at(state: State, cell: int) -> Entry | None:
    """The entry of a cell the player may use now, else None."""
    if not (state.legal or _compute(state)):
        return None
    # Every cell with an entry lies on the frontier (a cell filled since lay within two of
    # a new tile: its entry was dropped); when there are gaps, only theirs count.
    gaps = state.gaps
    if gaps and cell not in gaps:
        return None
    out: Entry | None = state.known.get(cell)
    return out


def inherit(state: State, new: State, ids: list[int], fresh: list[int]) -> None:
    """Give the child `new` the entries of `state` that the move's tiles (cell ids `ids`,
    which put the first tile on the lines `fresh`) cannot have changed: those whose cell
    and cascades lie more than two cells from every new tile and that relied on no line
    without tiles that has some now. The others are kept aside to reuse what still stands
    of them."""
    known = state.known
    if not known:
        return
    convex = position.convex(new)
    if not convex and position.convex(state):
        return  # (entries of a convex board rely on it)
    child = dict(known)
    # The box of cells within two of some new tile along q and r (`_near`'s first test).
    x = ids[0]  # (C integers in the compiled build: `c` is a Python int, a key below)
    lo_q = hi_q = x >> _SHIFT
    lo_r = hi_r = x & _LOW
    for x in ids:
        q, r = x >> _SHIFT, x & _LOW
        if q < lo_q:
            lo_q = q
        elif q > hi_q:
            hi_q = q
        if r < lo_r:
            lo_r = r
        elif r > hi_r:
            hi_r = r
    lo_q, hi_q, lo_r, hi_r = lo_q - 2, hi_q + 2, lo_r - 2, hi_r + 2
    dirty = [
        cell for cell, e in known.items() if _near(e[3], ids, fresh, lo_q, hi_q, lo_r, hi_r)
    ]
    if convex:
        for cell in dirty:
            del child[cell]
    else:
        zone = set(map(ids[0].__add__, fast.WITHIN_2))
        for c in ids[1:]:
            zone.update(map(c.__add__, fast.WITHIN_2))
        new.stale = {cell: (child.pop(cell), zone) for cell in dirty}
    new.known = child
    new.longest = state.longest


def _near(
    span: Collection[int],
    ids: list[int],
    fresh: list[int],
    lo_q: int,
    hi_q: int,
    lo_r: int,
    hi_r: int,
) -> bool:
    """Whether an entry relying on `span` (cells, and ~line for lines without tiles) may
    change with the tiles `ids`: a cell of it lies within two of one, or a line of it is
    among those the tiles were the first on (`fresh`). A cell outside the box lo_q..hi_q,
    lo_r..hi_r (every cell within two of a tile of `ids` lies in it) is tested no further."""
    for x in span:
        if x < 0:
            for line in fresh:  # (a C loop in the compiled build: no Python int for ~x)
                if line == ~x:
                    return True
            continue
        q, r = x >> _SHIFT, x & _LOW
        if q < lo_q or q > hi_q or r < lo_r or r > hi_r:
            continue
        for c in ids:
            dq, dr = q - (c >> _SHIFT), r - (c & _LOW)
            if -2 <= dq <= 2 and -2 <= dr <= 2 and -2 <= dq + dr <= 2:
                return True
    return False


def _entry(
    sides: Sides, cell: int, pool: int, reuse: tuple[Entry, AbstractSet[int]] | None
) -> Entry:
    """The entry of `cell`; `reuse` = (an older entry, the cells within two of the tiles
    placed since): a cascade of the old entry stands if the cell's plan is the same, the
    cells it filled lie farther from the new tiles and the pool cannot stop it."""
    plan = plan_at(sides, cell)
    loud, order, legal, pick = plan
    row = _row(cell)
    if not loud:
        return pick(row), legal, (), (cell,), -1, plan
    kept = _NO_RUNS
    dirty: AbstractSet[int] = _NO_CELLS
    # The same plan and no tile placed within two of the cell since: the sides of its empty
    # neighbours (what its cascades start from) are those the old entry saw.
    if reuse is not None and reuse[0][5] is plan and cell not in reuse[1]:
        kept = {run[0]: run for run in reuse[0][2]}
        dirty = reuse[1]
    span = [cell]
    runs: list[Run] = []
    longest = -1
    refused: set[int] = set()
    for p, same in loud:
        if pool <= 1:  # the last tile: no automatic placement follows
            runs.append((same, _EMPTY, _EMPTY))
            longest = NEVER
            continue
        run = kept.get(same)
        if run is not None:
            if len(run[1]) + 2 <= pool and dirty.isdisjoint(run[1]):
                runs.append(run)
                span += run[1]
                if len(run[1]) > longest:
                    longest = len(run[1])
                continue
        cells, tiles, bad = fast.cascade(sides, cell, p, pool)
        span += cells
        if len(cells) > longest:
            longest = len(cells)
        if bad >= 0:
            refused.update(same)
        else:
            runs.append((same, cells, tiles))
    return _finish(row, plan, refused, runs, span, longest)


def _finish(
    row: tuple[Place, ...],
    plan: Plan,
    refused: set[int],
    runs: list[Run],
    span: list[int],
    longest: int,
) -> Entry:
    """An entry from its cascades: the plan's placements less those `refused`."""
    _, order, legal, pick = plan
    if refused:
        legal = legal - refused
        return (
            tuple([row[q] for q in order if q in legal]),
            legal,
            tuple(runs),
            frozenset(span),
            longest,
            plan,
        )
    return pick(row), legal, tuple(runs), frozenset(span), longest, plan


# The lines of cells along which a cell with sides s has no neighbouring tile.
_FREE_AXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(a for a in range(3) if not s >> a & 1 and not s >> (a + 3) & 1) for s in range(4096)
)


def _entry_convex(sides: Sides, core: Core, cell: int, pool: int) -> Entry:
    """The entry of `cell` on a convex board (see the module docstring)."""
    c = cell  # (a C integer in the compiled build; `cell`, the caller's Python int)
    plan = plan_at(sides, c)
    loud, order, legal, pick = plan
    row = _row(cell)
    if not loud:
        return pick(row), legal, (), (cell,), -1, plan
    if pool <= 1:  # the last tile: no automatic placement follows
        last = tuple([(same, _EMPTY, _EMPTY) for _, same in loud])
        return pick(row), legal, last, (cell,), NEVER, plan
    span = [cell]
    checks = []  # (axis, the colour bit a tile on the cell must show on it)
    lines = core.lines
    q, r = c >> _SHIFT, c & _LOW
    for axis in _FREE_AXES[sides[c]]:
        if axis == 0:  # `core.line_of`, inline
            line, pos = q << 2, r
        elif axis == 1:
            line, pos = (q + r) << 2 | 1, q
        else:
            line, pos = r << 2 | 2, q
        got = lines[line]
        if not got:
            span.append(~line)  # no tile on this line: fine until one comes
            continue
        lo, hi = got >> 12, got & 4095
        far = lo - pos if pos < lo else pos - hi
        if far > 2:
            end = cell_on(line, lo if pos < lo else hi)
            checks.append((axis, (MASK[core.tile_at(end)] >> axis & 1) ^ (far & 1)))
    if not checks:
        return pick(row), legal, (), tuple(span), -1, plan
    runs: list[Run] = []
    longest = -1
    refused: set[int] = set()
    for p, same in loud:
        m = MASK[p]
        for axis, bit in checks:
            if m >> axis & 1 != bit:
                break
        else:
            continue  # p shows the right colour on every such line: nothing to run
        cells, tiles, bad = fast.cascade(sides, c, p, pool)
        span += cells
        if len(cells) > longest:
            longest = len(cells)
        if bad >= 0:
            refused.update(same)
        else:
            runs.append((same, cells, tiles))
    return _finish(row, plan, refused, runs, span, longest)


# What the placements fitting a cell do to its neighbours depends only on the cell's sides
# and, for each empty neighbour and each colour a tile can show on the edge toward it,
# whether that leaves the neighbour unfillable, forced or neither. `plan_at` gathers that
# into two 12-bit masks over the placements (those that leave some neighbour unfillable,
# those that force one) and answers the plan of the shape they give: ([(a placement that
# starts a cascade, every placement of the same colouring)], the placements that leave no
# unfillable neighbour in order, the same as a set, and a function picking those from the
# cell's row of moves), one per shape (tails rotations 0, 2, 4 colour alike).
Plan = tuple[
    tuple[tuple[int, tuple[int, ...]], ...],
    tuple[int, ...],
    frozenset[int],
    Callable[[tuple[Place, ...]], tuple[Place, ...]],
]

# _REDS[d] / _GREENS[d]: the placements (bit p) showing red / green on edge d.
_REDS = tuple(sum(1 << p for p in range(12) if MASK[p] >> d & 1) for d in range(6))
_GREENS = tuple(4095 & ~red for red in _REDS)


def _side_masks(d: int, n: int) -> int:
    """What the placements on a cell do to its empty neighbour with sides n across edge d:
    bit p, the placement leaves it unfillable; bit 12 + p, it forces it (`fast.STATUS`)."""
    out = 0
    for placements, t in ((_GREENS[d], _GREEN_ON[d]), (_REDS[d], _RED_ON[d])):
        u = fast.STATUS[n | fast.ADD[t][d]]  # (ADD depends on the colouring only)
        if u == -2:
            out |= placements
        elif u >= 0:
            out |= placements << 12
    return out


_OPEN_DIRS: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(6) if not s >> d & 1) for s in range(4096)
)
_SIDE_MASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_side_masks(d, n) for n in range(4096)) for d in range(6)
)
# (offset, masks by the neighbour's sides) of each open side of a cell with sides s.
_OPEN: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    tuple((fast.OFF[d], _SIDE_MASKS[d]) for d in _OPEN_DIRS[s]) for s in range(4096)
)
# The placements (bit p) that fit a cell with sides s.
_FIT_MASK: tuple[int, ...] = tuple(sum(1 << p for p in _FIT[s]) for s in range(4096))


def plan_at(sides: Sides, cell: int) -> Plan:
    """The plan of the empty cell `cell` next to the board: its shape is the placements
    that fit and leave no unfillable neighbour (bits 0-11), and those of them that force
    a neighbour (bits 12-23: they start a cascade)."""
    s = sides[cell]
    m = 0
    for off, masks in _OPEN[s]:
        got = masks[sides[cell + off]]  # (a C integer in the compiled build, as `fit`)
        m |= got
    fit = _FIT_MASK[s]
    ok = fit & ~m & 4095
    shape = ok | (ok & m >> 12) << 12
    plan = _SHAPES.get(shape)
    if plan is None:
        if len(_SHAPES) > 100_000:
            _SHAPES.clear()
        plan = _SHAPES[shape] = _plan(shape)
    return plan


Picker = Callable[[tuple[Place, ...]], tuple[Place, ...]]


def _picker(order: tuple[int, ...]) -> Picker:
    if len(order) >= 2:
        pick: Picker = itemgetter(*order)
        return pick
    return lambda row: tuple([row[q] for q in order])


def _plan(shape: int) -> Plan:
    """The plan of a shape (see `plan_at`): the placements of each colouring that starts a
    cascade together, under the first of that colouring."""
    order = tuple([p for p in range(12) if shape >> p & 1])
    loud: dict[int, list[int]] = {}
    for p in order:
        if shape >> (p + 12) & 1:
            loud.setdefault(_BY_MASK[MASK[p]], []).append(p)
    return (
        tuple([(p, tuple(ps)) for p, ps in loud.items()]),
        order,
        frozenset(order),
        _picker(order),
    )


_SHAPES: dict[int, Plan] = {}


def quiet(plan: Plan, p: int) -> bool:
    """p fits, starts no cascade and leaves no unfillable neighbour."""
    return p in plan[2] and not any(p in same for _, same in plan[0])


_ROWS: dict[int, tuple[Place, ...]] = {}


def _row(cell: int) -> tuple[Place, ...]:
    """The twelve placements on a cell as moves (shared: moves are immutable values)."""
    row = _ROWS.get(cell)
    if row is None:
        if not _ROWS:
            _central_rows()
            return _row(cell)
        if len(_ROWS) > 20_000:
            _ROWS.clear()
        at = fast.cell_of(cell)
        row = _ROWS[cell] = tuple([place_of(at, p) for p in range(12)])
    return row


CENTRAL_ROWS = 12


def _central_rows() -> None:
    """The rows of the cells within CENTRAL_ROWS of (0, 0) (469 cells, 5.6k moves, ~4 ms),
    made together when the first row is asked for: the cells every game plays first, so a
    fresh process does not make them move by move in its first games. (Not at import: 5.6k
    more objects there would move other engines' garbage collections.)"""
    for q in range(-CENTRAL_ROWS, CENTRAL_ROWS + 1):
        for r in range(-CENTRAL_ROWS, CENTRAL_ROWS + 1):
            if abs(q + r) <= CENTRAL_ROWS:
                at = (q, r)
                _ROWS[fast.cid(at)] = tuple([place_of(at, p) for p in range(12)])
