"""Dragons and loops (docs/rules/dragons.md §4): each colour forms a graph whose nodes are
the colour regions of the tiles, joined across shared edges. A dragon is a connected
component, a loop a simple cycle; its length is the number of tiles it passes through.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from ..value import Value
from .tiles import EDGE_REGION, REGIONS, Cell

Board = Mapping[Cell, int]
Node = tuple[Cell, int]

_D = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))

# A search that visits more nodes than this gives up and keeps the longest loop found so
# far. Boards of loop games never come near it (no loop of 6 exists before the move).
SEARCH_BUDGET = 200_000


def node_neighbours(board: Board, node: Node) -> Iterator[Node]:
    (q, r), i = node
    for d in REGIONS[board[(q, r)]][i][1]:
        dq, dr = _D[d]
        n = (q + dq, r + dr)
        pn = board.get(n)
        if pn is not None:
            yield (n, EDGE_REGION[pn][(d + 3) % 6])


class Loop(Value):
    """A loop of a colour through `cells` in order. A value: never changed once made (the
    compiled build enforces it, loops.pxd), equal and hashed by colour and cells. A plain
    class (no dataclass): a frozen dataclass sets each field through `object.__setattr__`,
    a Python-level call each, for every loop a move closes."""

    __slots__ = ("colour", "cells")
    _fields = __slots__

    def __init__(self, colour: int, cells: tuple[Cell, ...]) -> None:
        self.colour = colour
        self.cells = cells

    @property
    def length(self) -> int:
        return len(self.cells)


def _two_core(board: Board, start: Iterable[Node]) -> set[Node]:
    """The nodes of the components of `start` that can lie on a cycle (leaves pruned)."""
    seen: set[Node] = set()
    stack = list(start)
    seen.update(stack)
    while stack:
        u = stack.pop()
        for v in node_neighbours(board, u):
            if v not in seen:
                seen.add(v)
                stack.append(v)
    degree = {u: sum(1 for _ in node_neighbours(board, u)) for u in seen}
    leaves = [u for u, k in degree.items() if k <= 1]
    core = set(seen)
    while leaves:
        u = leaves.pop()
        if u not in core:
            continue
        core.discard(u)
        for v in node_neighbours(board, u):
            if v in core:
                degree[v] -= 1
                if degree[v] <= 1:
                    leaves.append(v)
    return core


def longest_loop_through(board: Board, new_cells: Iterable[Cell], colour: int) -> Loop | None:
    """The longest simple cycle of `colour` passing through at least one of `new_cells`
    (ruling D6), or None when no such cycle exists. Ties: the first found."""
    news = [
        (c, i)
        for c in sorted(set(new_cells))
        for i, (col, edges) in enumerate(REGIONS[board[c]])
        if col == colour and len(edges) >= 2
    ]
    if not news:
        return None
    core = _two_core(board, news)
    starts = [n for n in news if n in core]
    adj = {u: [v for v in node_neighbours(board, u) if v in core] for u in core}
    # A simple cycle lies inside one biconnected block: search each start's blocks only.
    blocks = [b for b in _blocks(adj) if len(b) >= 3]
    best: list[Node] = []
    banned: set[Node] = set()
    for s in starts:
        for block in blocks:
            if s not in block:
                continue
            search = _CycleSearch({u: [v for v in adj[u] if v in block] for u in block})
            search.banned = banned
            search.best = best
            search.run(s)
            best = search.best
        banned.add(s)
    if not best:
        return None
    return Loop(colour, tuple(c for c, _ in best))


# Per tile t: NEAR_REGION[t][d] the region on its edge d, FAR_REGION[t][d] the region on
# the edge facing a neighbour across d, i.e. its edge (d + 3) % 6.
NEAR_REGION: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_REGION[t][d] for d in range(6)) for t in range(12)
)
FAR_REGION: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_REGION[t][(d + 3) % 6] for d in range(6)) for t in range(12)
)


def shortest_loop_through(board: Board, new_cells: Iterable[Cell], colour: int) -> Loop | None:
    """The shortest simple cycle of `colour` through at least one of `new_cells` (used for
    the loop events of Tantrix scoring, where loop lengths decide nothing)."""
    best: list[Node] | None = None
    for c in sorted(set(new_cells)):
        for i, (col, edges) in enumerate(REGIONS[board[c]]):
            if col != colour or len(edges) < 2:
                continue
            s = (c, i)
            ends = list(node_neighbours(board, s))
            for a_i in range(len(ends)):
                for b_i in range(a_i + 1, len(ends)):
                    path = _shortest_path(board, ends[a_i], ends[b_i], s)
                    if path is not None and (best is None or len(path) + 1 < len(best)):
                        best = [s, *path]
    return None if best is None else Loop(colour, tuple(c for c, _ in best))


def _shortest_path(board: Board, a: Node, b: Node, avoid: Node) -> list[Node] | None:
    parent: dict[Node, Node | None] = {a: None}
    queue = [a]
    for u in queue:
        if u == b:
            path = [u]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])  # type: ignore[arg-type]
            return path[::-1]
        for v in node_neighbours(board, u):
            if v != avoid and v not in parent:
                parent[v] = u
                queue.append(v)
    return None


def _blocks(adj: dict[Node, list[Node]]) -> list[set[Node]]:
    """The biconnected blocks of a simple graph (Tarjan, iterative), as node sets."""
    index: dict[Node, int] = {}
    low: dict[Node, int] = {}
    blocks: list[set[Node]] = []
    for root in sorted(adj):
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack: list[tuple[Node, Node | None, Iterator[Node]]] = [(root, None, iter(adj[root]))]
        edges: list[tuple[Node, Node]] = []
        while stack:
            u, parent, it = stack[-1]
            advanced = False
            for v in it:
                if v == parent:
                    continue
                if v not in index:
                    index[v] = low[v] = len(index)
                    edges.append((u, v))
                    stack.append((v, u, iter(adj[v])))
                    advanced = True
                    break
                if index[v] < index[u]:
                    low[u] = min(low[u], index[v])
                    edges.append((u, v))
            if advanced:
                continue
            stack.pop()
            if stack:
                p = stack[-1][0]
                low[p] = min(low[p], low[u])
                if low[u] >= index[p]:
                    block: set[Node] = set()
                    while True:
                        a, b = edges.pop()
                        block.update((a, b))
                        if (a, b) == (p, u):
                            break
                    blocks.append(block)
    return blocks


class _CycleSearch:
    """Depth-first search of simple cycles through a start node, avoiding `banned` starts
    already searched (so each cycle is found from its first start)."""

    def __init__(self, adj: dict[Node, list[Node]]) -> None:
        self.adj = adj
        self.banned: set[Node] = set()
        self.best: list[Node] = []
        self.budget = SEARCH_BUDGET

    def run(self, start: Node) -> None:
        self.start = start
        self.path = [start]
        self.on_path = {start}
        self._dfs(start)

    def _dfs(self, u: Node) -> None:
        self.budget -= 1
        if self.budget < 0:
            return
        path, on_path = self.path, self.on_path
        for v in self.adj[u]:
            if v == self.start:
                if len(path) >= 3 and len(path) > len(self.best):
                    self.best = list(path)
            elif v not in on_path and v not in self.banned:
                path.append(v)
                on_path.add(v)
                self._dfs(v)
                path.pop()
                on_path.discard(v)


class Dragon(Value):
    """A dragon: a connected component of one colour, with its number of distinct tiles,
    nodes (colour regions), links and open ends. A value like `Loop` (a plain class for the
    same reason: a Tantrix game scores every dragon at its end)."""

    __slots__ = ("colour", "tiles", "nodes", "links", "open_ends")
    _fields = __slots__

    def __init__(self, colour: int, tiles: int, nodes: int, links: int, open_ends: int) -> None:
        self.colour = colour
        self.tiles = tiles
        self.nodes = nodes
        self.links = links
        self.open_ends = open_ends

    @property
    def closed(self) -> bool:
        return self.open_ends == 0

    @property
    def holes(self) -> int:
        return self.links - self.nodes + 1

    @property
    def tantrix_score(self) -> int:
        return self.holes * (2 if self.closed else 1)


def dragons(board: Board) -> list[Dragon]:
    """Every dragon (connected component of one colour) on the board."""
    parent: dict[Node, Node] = {}

    def find(u: Node) -> Node:
        while parent[u] != u:
            parent[u] = parent[parent[u]]
            u = parent[u]
        return u

    open_ends: dict[Node, int] = {}
    links: list[tuple[Node, Node]] = []
    for c, p in board.items():
        for i, (_, edges) in enumerate(REGIONS[p]):
            u = (c, i)
            parent[u] = u
            ends = 0
            for d in edges:
                dq, dr = _D[d]
                n = (c[0] + dq, c[1] + dr)
                pn = board.get(n)
                if pn is None:
                    ends += 1
                elif n > c:
                    links.append((u, (n, EDGE_REGION[pn][(d + 3) % 6])))
            open_ends[u] = ends
    for u, v in links:
        a, b = find(u), find(v)
        if a != b:
            parent[a] = b
    groups: dict[Node, list[Node]] = {}
    for u in parent:
        groups.setdefault(find(u), []).append(u)
    link_count: dict[Node, int] = {}
    for u, _ in links:
        root = find(u)
        link_count[root] = link_count.get(root, 0) + 1
    out = []
    for root, members in sorted(groups.items()):
        c, i = members[0]
        out.append(
            Dragon(
                colour=REGIONS[board[c]][i][0],
                tiles=len({m[0] for m in members}),
                nodes=len(members),
                links=link_count.get(root, 0),
                open_ends=sum(open_ends[m] for m in members),
            )
        )
    return out
