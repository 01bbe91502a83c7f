"""The board of a line of Dragons states, shared and mutated in place behind the pure
`apply` (docs/rules/dragons.md §4 for the colour graph).

A `Core` holds the board by cell id and the colour graph's structure: its connected
components and its 2-edge-connected components (the links that lie on a cycle), kept as a
spanning forest over the latter (an incremental bridge tree). Every state reached from one
decode or setup shares one core through its `Version`; only the newest version one asked
for holds the core's data, every other one the journal of writes that turns its neighbour's
data into its own. Asking for an older state's data replays those journals (and reverses
them, so going back is as cheap); in a playout that only moves forward nothing is replayed.
This is Baker's trick for persistent arrays. A core is used under its lock only.

Nodes of the colour graph are the colour regions, node id = k * 4 + region index, k the
index of the region's tile in the order the tiles came (so every table is a flat array). A
region has at most three edges, so a node has at most three links: then two links are on a
common cycle exactly when their nodes are 2-edge-connected, and the biconnected block of a
node on a cycle is its 2-edge-connected component. A loop through a new tile is searched
in that component only, which is small unless the move closes a long loop.

Keeping the bridge tree up to date costs every placement a little; it pays off along a line
of many moves (a game played from its setup, a bot's search). A core loaded from a stored
position (`load`) keeps the connected components only, and searches a loop in the whole
component of the new tile, as a line of a move or two from there is the common case.
"""

from __future__ import annotations

import mmap
import threading
import weakref
from array import array
from collections.abc import Iterable, MutableSequence
from typing import Any, cast

from .fast import ADD, CELLS, LOW, OFF, SHIFT, cell_of
from .loops import FAR_REGION, NEAR_REGION, SEARCH_BUDGET, Dragon, Loop, _blocks
from .tiles import MASK, REGIONS

# The bounds of the flat tables: a game has at most 200 tiles (`state.decode_config`).
CAPACITY = 256  # tile indices 1..255 (`Core.at` is a bytearray)
NODES = CAPACITY * 4
LINES = 4 << (SHIFT + 1)  # line keys (`line_of`) of cells with ids below `CELLS`
_SHIFT, _LOW = SHIFT, LOW  # (C constants in the compiled build: core.pxd)
NOT_CONVEX = LINES - 1  # no line has this key
Table = MutableSequence[int]  # a list, a bytearray or a memoryview of unsigned ints
# The writes of a move, flat: table, key, the value before, for each write in order (a
# tuple per write cost the compiled build an object more each, made and freed).
Journal = list[Any]

# Per tile t: the colour bit (1 red, 2 green) of its edge d.
_COLOUR_BIT: tuple[tuple[int, ...], ...] = tuple(
    tuple(1 if MASK[t] >> d & 1 else 2 for d in range(6)) for t in range(12)
)
# Per colour and tile: the regions of that colour with two edges or more (loop starts).
_STARTS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(i for i, (col, edges) in enumerate(REGIONS[t]) if col == colour and len(edges) >= 2)
        for t in range(12)
    )
    for colour in range(2)
)
# Per tile t, for each edge d: (the offset of the neighbour across it, what t adds to its
# sides (`fast.ADD`), the region on the edge, its colour bit, d).
_SIDES: tuple[tuple[tuple[int, int, int, int, int], ...], ...] = tuple(
    tuple((OFF[d], ADD[t][d], NEAR_REGION[t][d], _COLOUR_BIT[t][d], d) for d in range(6))
    for t in range(12)
)
# Per tile t and region i: (its colour, the offsets of the neighbours across its edges).
_REGION_OFFSETS: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    tuple((colour, tuple(OFF[d] for d in edges)) for colour, edges in REGIONS[t]) for t in range(12)
)
# Per tile t and region i: (offset, edge) of the region's edges, in edge order.
_REGION_LINKS: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(tuple((OFF[d], d) for d in edges) for _, edges in REGIONS[t]) for t in range(12)
)
# The same flat, for `_neighbours` (tuples of ints indexed by C integers in the compiled
# build): region i of tile t has _LINK_COUNT[t << 2 | i] edges, the j-th at
# (t << 2 | i) * 3 + j in _LINK_OFF (the offset of the neighbour across it) and _LINK_EDGE
# (the edge); _FAR[t * 6 + d] is FAR_REGION[t][d].
_LINK_COUNT: tuple[int, ...] = tuple(
    len(REGIONS[t][i][1]) if i < len(REGIONS[t]) else 0 for t in range(12) for i in range(4)
)
_LINK_EDGE: tuple[int, ...] = tuple(
    REGIONS[t][i][1][j] if i < len(REGIONS[t]) and j < len(REGIONS[t][i][1]) else 0
    for t in range(12)
    for i in range(4)
    for j in range(3)
)
_LINK_OFF: tuple[int, ...] = tuple(
    OFF[REGIONS[t][i][1][j]] if i < len(REGIONS[t]) and j < len(REGIONS[t][i][1]) else 0
    for t in range(12)
    for i in range(4)
    for j in range(3)
)
_FAR: tuple[int, ...] = tuple(FAR_REGION[t][d] for t in range(12) for d in range(6))


# A fixed pseudo-random rank per node, (x * _MIX) & _MASK32: the root of higher rank stays
# the root when two sets merge, which keeps the trees shallow (expected depth O(log n))
# without sizes to keep up to date.
_MIX = 2654435761
_MASK32 = 0xFFFFFFFF


def _rank(x: int) -> int:
    return (x * _MIX) & _MASK32


def _find(parent: list[int], x: int) -> int:
    """The root of x's set (`parent` holds 0 for a root)."""
    while y := parent[x]:
        x = y
    return x


Tables = tuple[
    bytearray,
    list[int],
    list[int],
    list[int],
    list[int],
    list[int],
    list[int],
    list[int],
    MutableSequence[int],
]
_FREE: list[Tables] = []  # the cleared tables of cores that are gone (`Core.__del__`)
_FREE_MAX = 16


def _new_tables() -> Tables:
    """at, tile, cell, comp, cyc, cyc_size, up, lines, sides of an empty core (see
    `Core`)."""
    nodes = [0] * NODES
    return (
        bytearray(CELLS),
        [0] * CAPACITY,
        [0] * CAPACITY,
        nodes,
        nodes[:],
        nodes[:],
        nodes[:],
        [0] * LINES,
        cast(MutableSequence[int], _zero_pages(4 * CELLS).cast("I")),
    )


# Whether this module runs compiled (then `Core.dragons` counts on C arrays through typed
# views; the interpreter reads and writes list items faster than `array` items).
_COMPILED = not __file__.endswith(".py")


def _counters(size: int) -> MutableSequence[int]:
    """`size` zero counters: an `array('I')` in the compiled build, a list in the pure one."""
    if _COMPILED:
        return array("I", bytes(4 * size))
    return [0] * size


def _zero_pages(size: int) -> memoryview:
    """`size` zero bytes whose memory pages are taken only when first written (an anonymous
    mapping): `sides` spans every cell id (1 MB), and a board writes a few dozen of its pages.
    As an `array` it was resident in full, ~1 MB for every game a worker holds (its state
    cache keeps up to 1,024 states)."""
    return memoryview(mmap.mmap(-1, size))


class Core:
    """The board and the colour graph on flat tables (no dict keyed by cell or node):

    at: cell id (`fast`) → k, the index of its tile in the order the tiles came (1, 2, …;
    0 for an empty cell), a `bytearray` over every cell id; tile / cell: k → its tile and
    its cell id; count: [the number of tiles]. A node (colour region) is k * 4 + its region
    index. comp: node → its parent in the union-find of connected components (0 at a root;
    no path compression, so a journal can undo a merge). cyc: the same for the
    2-edge-connected components, with cyc_size: a root of a component of several nodes
    (they lie on cycles) → their number (0 otherwise). up: a 2-edge-connected component's
    root → a node of its parent component in the spanning forest (0 at a tree's root).
    lines: a line of cells (`line_of`) → the first and last position of its tiles
    (first << 12 | last, 0 without a tile); lines[NOT_CONVEX]: 1 once some tile was put on
    a line not next to its tiles (then the tiles of a line may not be contiguous: the board
    is not known to be convex). sides: cell id → the packed sides (`fast`) of an empty cell
    next to the board, 0 for any other cell (`side_table` is the same table as a Python
    object, for the journal: in the compiled build `sides` is a typed view of it). Every
    table is preallocated at its bound (`CAPACITY` tiles, `fast.CELLS` cells, `LINES`
    lines) and a write is `table[key] = value` on any of them."""

    __slots__ = (
        "lock",
        "graph",
        "at",
        "tile",
        "cell",
        "count",
        "comp",
        "cyc",
        "cyc_size",
        "up",
        "lines",
        "sides",
        "side_table",
        "_root",
        "seen",
        "prev",
        "acquire",
        "release",
    )

    def __init__(self, graph: bool = True) -> None:
        self.lock = threading.RLock()
        # The lock's methods, kept: the move path takes the lock by `acquire()` and
        # `release()` in a try/finally, where a `with` looks `__enter__` and `__exit__` up
        # on the lock's type at each use (~800 instructions in the compiled build).
        self.acquire, self.release = self.lock.acquire, self.lock.release
        self.graph = graph  # keeps the 2-edge-connected components and the bridge tree
        try:
            tables = _FREE.pop()
        except IndexError:
            tables = _new_tables()
        self.at, self.tile, self.cell, self.comp, self.cyc, self.cyc_size, self.up = tables[:7]
        self.lines = tables[7]
        self.side_table = tables[8]
        self.sides = self.side_table
        self.count = [0]
        self.seen = bytearray(NODES)  # `_merge_path`'s marks, all zero between its calls
        self.prev: list[int] | None = None  # `_shortest_path`'s marks (made at its first call)
        # The newest version is held weakly: no cycle with the versions, so a core whose
        # states are gone is freed at once (its tables are large). A version alive reaches
        # the newest one through `next`, so a dead one had no state left to go back to.
        self._root = weakref.ref(Version(self))

    def __del__(self) -> None:
        """Clear the tables where tiles were and keep them for a new core (clearing them
        costs what the board has; allocating them, their whole size)."""
        if len(_FREE) < _FREE_MAX:
            self._clear()

    def _clear(self) -> None:
        """`__del__`'s work (typed in the compiled build)."""
        at, lines, cell, sides = self.at, self.lines, self.cell, self.sides
        n = self.count[0]
        for k in range(1, n + 1):
            c = cell[k]
            at[c] = 0
            for off in OFF:
                sides[c + off] = 0
            q, r = c >> _SHIFT, c & _LOW
            lines[q << 2] = lines[(q + r) << 2 | 1] = lines[r << 2 | 2] = 0
        lines[NOT_CONVEX] = 0
        end = (n + 1) * 4  # every table all zeros again, as new
        zeros = [0] * end
        self.comp[:end] = self.cyc[:end] = self.cyc_size[:end] = self.up[:end] = zeros
        self.tile[: n + 1] = cell[: n + 1] = zeros[: n + 1]
        _FREE.append(
            (
                at,
                self.tile,
                cell,
                self.comp,
                self.cyc,
                self.cyc_size,
                self.up,
                lines,
                self.side_table,
            )
        )

    def tables(self) -> tuple[Table, ...]:
        return (
            self.at,
            self.tile,
            self.cell,
            self.count,
            self.comp,
            self.cyc,
            self.cyc_size,
            self.up,
            self.lines,
            self.side_table,
        )

    @property
    def root(self) -> Version:
        """The version whose data the tables hold now."""
        got = self._root()
        if got is None:
            got = Version(self)
            self._root = weakref.ref(got)
        return got

    @property
    def convex(self) -> bool:
        """Whether the tiles of every line of cells are known to be contiguous."""
        return not self.lines[NOT_CONVEX]

    def tile_at(self, c: int) -> int:
        """The tile on the cell id c, or -1."""
        k = self.at[c]
        return self.tile[k] if k else -1

    def open_sides(self) -> dict[int, int]:
        """cell id → its sides, for every empty cell next to the board."""
        at, cell, sides = self.at, self.cell, self.sides
        out = {}
        for k in range(1, self.count[0] + 1):
            c = cell[k]
            for off in OFF:
                n = c + off
                if not at[n]:
                    out[n] = sides[n]
        return out

    def occupied(self) -> dict[int, int]:
        """cell id → tile, for every tile."""
        tile, cell = self.tile, self.cell
        return {cell[k]: tile[k] for k in range(1, self.count[0] + 1)}

    # ----------------------------------------------------------------- versions

    def checkout(self, version: Version) -> None:
        """Make the data that of `version` (the caller holds the lock)."""
        if version.next is None:
            return
        path = []
        v: Version | None = version
        while v is not None and v.next is not None:
            path.append(v)
            v = v.next
        for v in reversed(path):
            newer = v.next
            assert newer is not None and v.undo is not None
            back: Journal = []
            undo = v.undo
            for i in range(len(undo) - 3, -1, -3):
                table, key = undo[i], undo[i + 1]
                back.extend((table, key, table[key]))
                table[key] = undo[i + 2]
            newer.next, newer.undo = v, back
            v.next = v.undo = None
        self._root = weakref.ref(version)

    def advance(self, journal: Journal) -> Version:
        """A new version for the data as it is now, after `journal`'s writes on the
        current one (the caller holds the lock)."""
        old = self._root()
        new = Version(self)
        if old is not None:
            old.next, old.undo = new, journal
        self._root = weakref.ref(new)
        return new

    # ----------------------------------------------------------------- placing

    def _add(self, c: int, t: int, log: Journal | None, fresh: list[int] | None) -> int:
        """Record tile t on the empty cell c and on its three lines of cells; its index k."""
        count = self.count
        k = count[0] + 1
        key = c  # (one Python int for the journal and `cell`, in the compiled build)
        if log is not None:
            log.extend((count, 0, k - 1))
            log.extend((self.at, key, 0))
            log.extend((self.tile, k, self.tile[k]))
            log.extend((self.cell, k, self.cell[k]))
        count[0] = k
        self.at[c] = k
        self.tile[k] = t
        self.cell[k] = key
        lines = self.lines
        q, r = c >> _SHIFT, c & _LOW
        for axis in range(3):  # `line_of`, inline
            if axis == 0:
                line, pos = q << 2, r
            elif axis == 1:
                line, pos = (q + r) << 2 | 1, q
            else:
                line, pos = r << 2 | 2, q
            # (`was`: the Python int for the journal, `old` its C value, in the compiled build)
            old = was = lines[line]
            if log is not None:
                log.extend((lines, line, was))
            if not old:
                lines[line] = pos * 4097  # first = last = pos
                if fresh is not None:
                    fresh.append(line)
            elif pos == (old & 4095) + 1:
                lines[line] = old + 1
            elif pos == (old >> 12) - 1:
                lines[line] = old - 4096
            else:  # a gap on the line: no longer convex (for good, to keep this cheap)
                lines[line] = min(old >> 12, pos) << 12 | max(old & 4095, pos)
                if log is not None:
                    log.extend((lines, NOT_CONVEX, lines[NOT_CONVEX]))
                lines[NOT_CONVEX] = 1
        return k

    def put(
        self,
        c: int,
        t: int,
        log: Journal,
        touched: list[int],
        opened: list[int],
        fresh: list[int],
    ) -> int:
        """Put tile t on the empty cell c, linking its regions to the neighbours'; bit 0
        (red) or 1 (green) of the answer is set when a link closes a cycle of that colour.
        Every write is journaled in `log`. Also appends the empty neighbours (whose sides
        changed) to `touched` (a cell once per change), those of them that had no tile next
        to them before to `opened` and the lines that had no tile before to `fresh`."""
        k = self._add(c, t, log, fresh)
        sides, table = self.sides, self.side_table
        got = sides[c]
        if got:
            log.extend((table, c, got))
            sides[c] = 0
        if not self.graph:
            return self._put_plain(c, k, t, log, touched, opened)
        base = k << 2
        closes = 0
        linked = 0  # bit i: region i of the new tile has a link already
        far = FAR_REGION
        at, tile, comp, cyc, up = self.at, self.tile, self.comp, self.cyc, self.up
        for off, add, i, bit, d in _SIDES[t]:
            n = c + off
            kn = at[n]
            if not kn:
                got = sides[n]
                sides[n] = got | add
                key = n  # (one Python int for the three uses below, in the compiled build)
                log.extend((table, key, got))
                touched.append(key)
                if not got:
                    opened.append(key)
                continue
            tn = tile[kn]  # (C integers in the compiled build: tuples read by C indices)
            fr = far[tn][d]
            u, v = base + i, (kn << 2) + fr
            rv = v
            while x := comp[rv]:
                rv = x
            if not linked >> i & 1:
                # The region's first link: it is a tree of its own, hung below v.
                linked |= 1 << i
                key = u
                log.extend((up, key, 0))
                up[u] = v
                log.extend((comp, key, 0))
                comp[u] = rv  # below the root: depth 1
                continue
            ru = _find(comp, u)
            if ru != rv:
                # Link two trees: the one whose end of the link is nearer its root is
                # rerooted there and hung below the other end.
                if self._depth_below(v, u):
                    u, v = v, u
                self._evert(v, log)
                x = _find(cyc, v)
                log.extend((up, x, up[x]))
                up[x] = u
                if (ru * _MIX) & _MASK32 < (rv * _MIX) & _MASK32:
                    ru, rv = rv, ru
                log.extend((comp, rv, comp[rv]))
                comp[rv] = ru
                continue
            closes |= bit
            a, b = _find(cyc, u), _find(cyc, v)
            if a != b:
                self._merge_path(a, b, log)
        return closes

    def load_tile(self, c: int, t: int) -> int:
        """`put` on a new core without the bridge tree, in one pass without a journal (a
        version made so cannot be gone back from)."""
        k = self._add(c, t, None, None)
        at, tile, comp, far, sides = self.at, self.tile, self.comp, FAR_REGION, self.sides
        sides[c] = 0
        base = k << 2
        closes = 0
        for off, add, i, bit, d in _SIDES[t]:
            n = c + off
            kn = at[n]
            if not kn:
                got = sides[n]
                sides[n] = got | add
                continue
            ru = base + i
            while x := comp[ru]:
                ru = x
            rv = (kn << 2) + far[tile[kn]][d]
            while x := comp[rv]:
                rv = x
            if ru == rv:
                closes |= bit
            elif (ru * _MIX) & _MASK32 < (rv * _MIX) & _MASK32:
                comp[ru] = rv
            else:
                comp[rv] = ru
        return closes

    def _put_plain(
        self, c: int, k: int, t: int, log: Journal, touched: list[int], opened: list[int]
    ) -> int:
        """The links of `put` with the connected components only."""
        at, tile, comp, far = self.at, self.tile, self.comp, FAR_REGION
        sides, table = self.sides, self.side_table
        base = k << 2
        closes = 0
        for off, add, i, bit, d in _SIDES[t]:
            n = c + off
            kn = at[n]
            if not kn:
                got = sides[n]
                sides[n] = got | add
                key = n  # (one Python int for the three uses below, in the compiled build)
                log.extend((table, key, got))
                touched.append(key)
                if not got:
                    opened.append(key)
                continue
            ru, rv = _find(comp, base + i), _find(comp, (kn << 2) + far[tile[kn]][d])
            if ru == rv:
                closes |= bit
                continue
            if (ru * _MIX) & _MASK32 < (rv * _MIX) & _MASK32:
                ru, rv = rv, ru
            log.extend((comp, rv, 0))
            comp[rv] = ru
        return closes

    def _depth_below(self, a: int, b: int) -> bool:
        """Whether a's 2-edge-connected component lies deeper in its tree than b's (the
        walks up from both stop as soon as one reaches its root)."""
        cyc, up = self.cyc, self.up
        x, y = _find(cyc, a), _find(cyc, b)
        while True:
            above = up[y]
            if not above:
                return True
            above_x = up[x]
            if not above_x:
                return False
            x, y = _find(cyc, above_x), _find(cyc, above)

    def _evert(self, v: int, log: Journal) -> None:
        """Make v's 2-edge-connected component the root of its tree."""
        cyc, up = self.cyc, self.up
        x = _find(cyc, v)
        above = up[x]
        if not above:
            return
        log.extend((up, x, above))
        up[x] = 0
        while True:
            below = x
            x = _find(cyc, above)
            above = up[x]
            log.extend((up, x, above))
            up[x] = below
            if not above:
                return

    def _merge_path(self, a: int, b: int, log: Journal) -> None:
        """Merge the 2-edge-connected components on the tree path from a to b."""
        cyc, up, seen = self.cyc, self.up, self.seen
        from_a, from_b = [a], [b]
        seen[a] |= 1  # (bit 0: met from a, bit 1: from b; cleared again below)
        seen[b] |= 2
        x, y = a, b
        while True:
            if seen[x] & 2:
                top = x
                break
            if seen[y] & 1:
                top = y
                break
            above = up[x]
            if above:
                x = _find(cyc, above)
                from_a.append(x)
                seen[x] |= 1
            above = up[y]
            if above:
                y = _find(cyc, above)
                from_b.append(y)
                seen[y] |= 2
        for x in from_a:
            seen[x] = 0
        for y in from_b:
            seen[y] = 0
        merged = from_a[: from_a.index(top)] + from_b[: from_b.index(top)]
        parent = up[top]
        size = self.cyc_size
        total = size[top] or 1
        for r in merged:  # (no list made for `sum`: a C loop in the compiled build)
            total += size[r] or 1
        rep = top
        for r in merged:
            if _rank(r) > _rank(rep):
                rep, r = r, rep
            log.extend((cyc, r, cyc[r]))
            cyc[r] = rep
        log.extend((size, rep, size[rep]))
        size[rep] = total
        if rep != top:
            log.extend((up, rep, up[rep]))
            up[rep] = parent

    # ----------------------------------------------------------------- dragons

    def dragons(self) -> list[Dragon]:
        """`loops.dragons` from the connected components kept here (in no set order)."""
        at, tile, cell, comp = self.at, self.tile, self.cell, self.comp
        n = self.count[0]
        # Per root node (counters over the nodes, no dict keyed by node; C arrays in the
        # compiled build: `_counters`): 1 + its colour, nodes, ends facing a tile (two per
        # link), open ends, tiles, the last tile counted (its k).
        size = 4 * (n + 1)
        first, nodes, ends, opens, tiles, last = (
            _counters(size),
            _counters(size),
            _counters(size),
            _counters(size),
            _counters(size),
            _counters(size),
        )
        roots: list[int] = []  # in the order first met
        for k in range(1, n + 1):
            c = cell[k]
            base = k << 2
            regions = _REGION_OFFSETS[tile[k]]
            for i, (colour, offsets) in enumerate(regions):
                r = base + i
                while x := comp[r]:
                    r = x
                if not first[r]:
                    first[r] = colour + 1
                    roots.append(r)
                nodes[r] += 1
                facing = 0
                for off in offsets:
                    if at[c + off]:
                        facing += 1
                ends[r] += facing
                opens[r] += len(offsets) - facing
                if last[r] != k:  # a tile's regions come one after the other
                    last[r] = k
                    tiles[r] += 1
        return [Dragon(first[r] - 1, tiles[r], nodes[r], ends[r] // 2, opens[r]) for r in roots]

    # ----------------------------------------------------------------- loops

    def longest_loop(self, new_cells: Iterable[int], colour: int) -> Loop | None:
        """`loops.longest_loop_through` on cell ids: the same search in the same order, run
        only inside each start's biconnected block (so the same loop)."""
        at, tile, cyc, sizes = self.at, self.tile, self.cyc, self.cyc_size
        starts = _STARTS[colour]
        news = []
        for c in sorted(set(new_cells)):
            k = at[c]
            for i in starts[tile[k]]:
                news.append((k << 2) + i)
        if not self.graph:
            return self._longest_loop_plain(news, colour)
        best: list[int] = []
        banned: set[int] = set()
        for st in news:
            rep = _find(cyc, st)
            size = sizes[rep] or 1  # 1: st lies on no cycle
            if size == 3 and not best:
                # a triangle: the search would go round it from st's first link
                x, y = [v for v in self._neighbours(st) if _find(cyc, v) == rep]
                if x not in banned and y not in banned:
                    best = [st, x, y]
            elif size > len(best):
                best = _longest_cycle(self._block(rep, st), size, st, banned, best)
            banned.add(st)
        if not best:
            return None
        return self._loop(colour, best)

    def _block(self, rep: int, start: int) -> dict[int, list[int]]:
        """The links of every node of the 2-edge-connected component `rep` (`start`'s)
        inside it, in edge order."""
        at, tile, cell, cyc = self.at, self.tile, self.cell, self.cyc
        links, far = _REGION_LINKS, FAR_REGION
        adj: dict[int, list[int]] = {start: []}
        stack = [start]
        while stack:
            u = stack.pop()
            k = u >> 2
            c = cell[k]
            t = tile[k]  # (a C integer in the compiled build: a tuple read by a C index)
            out = adj[u]
            for off, d in links[t][u & 3]:
                kn = at[c + off]
                if kn:
                    t = tile[kn]
                    fr = far[t][d]
                    v = (kn << 2) + fr
                    if _find(cyc, v) == rep:
                        out.append(v)
                        if v not in adj:
                            adj[v] = []
                            stack.append(v)
        return adj

    def _longest_loop_plain(self, news: list[int], colour: int) -> Loop | None:
        """`longest_loop` without the bridge tree: the starts' components are explored, and
        their biconnected blocks found, from scratch."""
        if not news:
            return None
        full: dict[int, list[int]] = {}
        stack = list(news)
        for u in stack:
            full[u] = []
        while stack:
            u = stack.pop()
            out = full[u]
            for v in self._neighbours(u):
                out.append(v)
                if v not in full:
                    full[v] = []
                    stack.append(v)
        degree = {u: len(vs) for u, vs in full.items()}
        leaves = [u for u, k in degree.items() if k <= 1]
        core = set(full)
        while leaves:  # only the 2-core can hold a cycle
            u = leaves.pop()
            if u not in core:
                continue
            core.discard(u)
            for v in full[u]:
                if v in core:
                    degree[v] -= 1
                    if degree[v] <= 1:
                        leaves.append(v)
        adj = {u: [v for v in full[u] if v in core] for u in core}
        # `loops._blocks` is written for (cell, region) nodes; ints work alike.
        blocks = cast(list[set[int]], [b for b in _blocks(cast(Any, adj)) if len(b) >= 3])
        best: list[int] = []
        banned: set[int] = set()
        for st in news:
            for block in blocks:
                if st in block:
                    inside = {u: [v for v in adj[u] if v in block] for u in block}
                    best = _longest_cycle(inside, len(block), st, banned, best)
            banned.add(st)
        if not best:
            return None
        return self._loop(colour, best)

    def shortest_loop(self, new_cells: Iterable[int], colour: int) -> Loop | None:
        """`loops.shortest_loop_through` on cell ids (with the bridge tree, skipping the
        links that are bridges: no path joins their ends)."""
        at, tile, starts = self.at, self.tile, _STARTS[colour]
        best: list[int] | None = None
        for c in sorted(set(new_cells)):
            k = at[c]
            for i in starts[tile[k]]:  # (the regions of `colour` with two edges or more)
                s = (k << 2) + i
                ends = self._neighbours(s)
                rep = -1
                if self.graph:
                    rep = _find(self.cyc, s)
                    if not self.cyc_size[rep]:
                        continue  # s lies on no cycle
                    # an end across a bridge has no path back
                    ends = [e for e in ends if _find(self.cyc, e) == rep]
                for a_i in range(len(ends)):
                    for b_i in range(a_i + 1, len(ends)):
                        path = self._shortest_path(ends[a_i], ends[b_i], s, rep)
                        if path is not None and (best is None or len(path) + 1 < len(best)):
                            best = [s, *path]
        return None if best is None else self._loop(colour, best)

    def _loop(self, colour: int, nodes: list[int]) -> Loop:
        cell = self.cell
        return Loop(colour, tuple([cell_of(cell[u >> 2]) for u in nodes]))

    def _neighbours(self, u: int) -> list[int]:
        """The nodes linked to u, in edge order."""
        at, tile = self.at, self.tile
        k = u >> 2
        c = self.cell[k]
        t = tile[k]  # (every name here a C integer in the compiled build: core.pxd)
        row = t << 2 | u & 3
        first = row * 3
        end = first + _LINK_COUNT[row]
        out = []
        for j in range(first, end):
            off = _LINK_OFF[j]
            kn = at[c + off]
            if kn:
                t = tile[kn]
                d = _LINK_EDGE[j]
                i = _FAR[t * 6 + d]
                out.append((kn << 2) + i)
        return out

    def _shortest_path(self, a: int, b: int, avoid: int, rep: int) -> list[int] | None:
        """The first shortest path from a to b avoiding `avoid`, breadth-first in link order,
        through the nodes of the 2-edge-connected component `rep` only (-1: every node): a
        simple path between two of its nodes never leaves it (it would have to cross one
        bridge twice), so the path found is the same. The nodes met are marked in
        `Core.prev` (the node before + 1; -1 at a) and cleared again before it returns."""
        cyc, prev = self.cyc, self.prev
        if prev is None:  # (all zero between the calls)
            prev = self.prev = [0] * NODES
        prev[a] = -1
        queue = [a]
        path = None
        for u in queue:
            if u == b:
                path = [u]
                p = prev[u]
                while p > 0:
                    path.append(p - 1)
                    p = prev[p - 1]
                path.reverse()
                break
            for v in self._neighbours(u):
                if v != avoid and not prev[v] and (rep < 0 or _find(cyc, v) == rep):
                    prev[v] = u + 1
                    queue.append(v)
        for u in queue:
            prev[u] = 0
        return path


class Version:
    """One state's place in its core's line of versions (see the module docstring)."""

    __slots__ = ("core", "next", "undo", "__weakref__")

    def __init__(self, core: Core) -> None:
        self.core = core
        self.next: Version | None = None
        self.undo: Journal | None = None

    def snapshot(self) -> tuple[list[int], ...]:
        core = self.core
        with core.lock:
            core.checkout(self)
            return tuple(list(t) for t in core.tables())

    def __eq__(self, other: object) -> bool:
        # Equal when the data are (states decoded by different paths are compared so).
        if not isinstance(other, Version):
            return NotImplemented
        return other is self or self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]


def _longest_cycle(
    adj: dict[int, list[int]], size: int, start: int, banned: set[int], best: list[int]
) -> list[int]:
    """`loops._CycleSearch` in one biconnected block (`adj`: each node's links in it, in
    edge order): `best`, or a longer simple cycle through `start` avoiding `banned`, found
    depth-first in the same order and with the same budget. The block has `size` nodes:
    once a cycle through all of them is found, none is longer."""
    top = len(best)
    path = [start]
    on_path = {start}
    links = [adj[start]]  # per node of the path: its links, and the next one to try
    tried = [0]
    budget = SEARCH_BUDGET - 1
    while links:
        out = links[-1]
        i = tried[-1]
        while i < len(out):
            v = out[i]
            i += 1
            if v == start:
                if len(path) > top and len(path) >= 3:
                    best = path[:]
                    top = len(best)
                    if top == size:
                        return best
            elif v not in on_path and v not in banned:
                budget -= 1
                if budget < 0:
                    continue
                tried[-1] = i
                path.append(v)
                on_path.add(v)
                links.append(adj[v])
                tried.append(0)
                break
        else:
            links.pop()
            tried.pop()
            on_path.discard(path.pop())
    return best


def load(moves: Iterable[Iterable[tuple[int, int]]]) -> tuple[Core, int]:
    """A core without the bridge tree (see the module docstring) holding the tiles (cell
    id, tile) of each move in turn, and `put`'s answers for the last move together (3
    without a move)."""
    core = Core(graph=False)
    closes = 3
    for move in moves:
        closes = 0
        for c, t in move:
            closes |= core.load_tile(c, t)
    return core, closes


def line_of(c: int, axis: int) -> tuple[int, int]:
    """(line, position) of the cell id c on the line of cells through it along `axis`
    (0: N-S, 1: NE-SW, 2: SE-NW); neighbours along the axis differ by 1 in position."""
    q, r = c >> SHIFT, c & LOW
    if axis == 0:
        return q << 2, r
    if axis == 1:
        return (q + r) << 2 | 1, q
    return r << 2 | 2, q


def cell_on(line: int, pos: int) -> int:
    """The cell id at `pos` on `line` (`line_of`'s inverse)."""
    key, axis = line >> 2, line & 3
    if axis == 0:
        return key << SHIFT | pos
    if axis == 1:
        return pos << SHIFT | (key - pos)
    return pos << SHIFT | key
