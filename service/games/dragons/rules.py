"""Dragons rules: legal placements and why others are refused, the move with its cascade,
the win test, the end of the game, tiebreaks and Tantrix scoring (docs/rules/dragons.md).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from operator import itemgetter
from typing import Any, TypeVar, cast

from ..base import NOT_FINISHED, Event, IllegalMove, Outcome
from . import fast
from .loops import Loop, dragons, longest_loop_ids, shortest_loop_through
from .placement import side_info, sides, simulate
from .state import Place, State, make_state, place_of
from .tiles import COLOURS, DIRECTION_NAMES, FACES, GREEN, MASK, RED, Cell, colour_on, neighbour

WIN_LENGTH = 6


T = TypeVar("T")


def _cached(state: State, key: str, compute: Callable[[], T]) -> T:
    """Per-state memo (states are immutable, so a result never goes stale)."""
    if key in state.cache:
        return cast(T, state.cache[key])
    value = compute()
    state.cache[key] = value
    return value


def info(state: State) -> dict[Cell, tuple[int, int]]:
    """(closed, required) sides of every empty cell next to the board."""
    return _cached(state, "info", lambda: side_info(state.board))


def ints(state: State) -> tuple[dict[int, int], dict[int, int]]:
    """The board and the packed sides of its empty neighbours on cell ids (`fast`). Never
    mutated once stored; `apply_place` derives the next state's from them."""
    got = state.cache.get("ints")
    if got is None:
        got = state.cache["ints"] = fast.build(state.placed)
    return cast(tuple[dict[int, int], dict[int, int]], got)


def _links(state: State) -> dict[int, int]:
    """The union-find of the colour regions (`fast.link`); never mutated once stored."""
    got = state.cache.get("links")
    if got is None:
        got = state.cache["links"] = fast.build_links(state.placed)
    return cast(dict[int, int], got)


def _gap_ids(state: State) -> list[int]:
    def compute() -> list[int]:
        gap = fast.GAP
        return sorted(c for c, s in ints(state)[1].items() if gap[s])

    return _cached(state, "gap_ids", compute)


def gaps(state: State) -> list[Cell]:
    """The cells the player to move must choose from (three or more closed sides)."""
    return _cached(state, "gaps", lambda: [fast.cell_of(c) for c in _gap_ids(state)])


def _local_effect(p: int, s: int, around: tuple[int, ...]) -> int:
    """What placement p does to the empty neighbours (sides `around`, in the order of the
    open sides of the cell's sides `s`): 0 nothing to fill, 1 leaves an unfillable
    neighbour, 2 a neighbour wants an automatic placement (run the cascade)."""
    verdict = 0
    for (_, a), n in zip(fast.EFFECT[s * 12 + p], around, strict=True):
        u = fast.STATUS[n | a]
        if u == -2:
            return 1
        if u >= 0:
            verdict = 2
    return verdict


# A colouring stands for the first placement showing it (ADD depends on the colouring only).
_BY_MASK = {MASK[p]: p for p in reversed(range(12))}

_NEVER = 1 << 30
_EMPTY: list[int] = []  # never mutated
_NO_CELLS: frozenset[int] = frozenset()
# A colouring's cascade: (its placements, the cells and the tiles it places).
Run = tuple[tuple[int, ...], list[int], list[int]]
_NO_RUNS: dict[tuple[int, ...], Run] = {}  # never mutated
# What one cell offers: (its legal placements as moves, in order; those placements; the
# cascades of the legal ones that start one; the cell and every cell its cascades filled;
# the longest cascade, -1 without any; the cell's plan). A cascade reads the cell's plan
# (the sides of its empty neighbours) and the cells next to the cells it fills, whose
# sides change only when a tile lands within two of them.
Entry = tuple[
    tuple[Place, ...], frozenset[int], tuple[Run, ...], tuple[int, ...], int, "Plan | None"
]
# The entries of the cells the player may use (the gaps, else the whole frontier) and
# every legal move in (q, r, face, rotation) order.
Legal = tuple[dict[int, Entry], list[Place]]


def _autos(entry: Entry, p: int) -> list[tuple[int, int]]:
    """The automatic placements (cell id, tile) that follow the legal placement p."""
    for same, cells, tiles in entry[2]:
        if p in same:
            return list(zip(cells, tiles, strict=True))
    return []


def _legal(state: State) -> Legal:
    """Every legal placement with its automatic placements, by cell; once per state. A
    child state reuses the entries its parent knew (`cache["prev"]`, set by `apply_place`)
    for the cells the move cannot have changed; a decoded state computes them all."""
    got = state.cache.get("legal")
    if got is not None:
        return cast(Legal, got)
    entries: dict[int, Entry] = {}
    flat: list[Place] = []
    got = (entries, flat)
    state.cache["legal"] = got
    state.cache["known"] = entries
    prev = state.cache.pop("prev", None)
    pool = state.pool
    if pool <= 0:
        return got
    board, sides = ints(state)
    if not board:
        origin = fast.cid((0, 0))
        places = _row(origin)
        entries[origin] = (places, frozenset(range(12)), (), (origin,), -1, None)
        flat.extend(places)
        return got
    gap_cells = _gap_ids(state)
    cells = gap_cells or sorted(sides)
    if prev is None:
        for cell in cells:
            e = entries[cell] = _entry(board, sides, cell, pool)
            flat.extend(e[0])
        return got
    old, dirty = prev
    for cell in cells:
        e = old.get(cell)
        # The parent's entry stands if the move's tiles lie more than two cells from the
        # cell and every cell its cascades filled, and the pool cannot stop a cascade.
        if e is None:
            e = _entry(board, sides, cell, pool)
        elif e[4] + 2 > pool or not dirty.isdisjoint(e[3]):
            # Some cascade may have changed; those that cannot are kept.
            e = _entry(board, sides, cell, pool, (e, dirty))
        entries[cell] = e
        flat.extend(e[0])
    if gap_cells:
        # Only the gaps were looked at: keep the other entries that still stand for the
        # next state, which will want the whole frontier again.
        known = state.cache["known"] = dict(entries)
        for cell, e in old.items():
            if cell not in known and dirty.isdisjoint(e[3]):
                known[cell] = e
    return got


def _entry(
    board: dict[int, int],
    sides: dict[int, int],
    cell: int,
    pool: int,
    reuse: tuple[Entry, set[int]] | None = None,
) -> Entry:
    """The entry of `cell`; `reuse` = (the parent's entry, the cells within two of the
    move): a cascade of the parent's stands if the cell's plan is the same, the cells it
    filled lie farther from the move and the pool cannot stop it."""
    plan = _plan_at(sides, cell)
    loud, order, legal, pick = plan
    row = _row(cell)
    if not loud:
        return pick(row), legal, (), (cell,), -1, plan
    kept = _NO_RUNS
    dirty: AbstractSet[int] = _NO_CELLS
    if reuse is not None and reuse[0][5] is plan:
        kept = {run[0]: run for run in reuse[0][2]}
        dirty = reuse[1]
    span = [cell]
    runs: list[Run] = []
    longest = -1
    refused: set[int] = set()
    for p, same in loud:
        if pool <= 1:  # the last tile: no automatic placement follows
            runs.append((same, _EMPTY, _EMPTY))
            longest = _NEVER
            continue
        run = kept.get(same)
        if run is not None:
            if len(run[1]) + 2 <= pool and dirty.isdisjoint(run[1]):
                runs.append(run)
                span += run[1]
                if len(run[1]) > longest:
                    longest = len(run[1])
                continue
        cells, tiles, bad = fast.cascade(board, sides, cell, p, pool)
        span += cells
        if len(cells) > longest:
            longest = len(cells)
        if bad >= 0:
            refused.update(same)
        else:
            runs.append((same, cells, tiles))
    if refused:
        legal = legal - refused
        return (
            tuple([row[q] for q in order if q in legal]),
            legal,
            tuple(runs),
            tuple(span),
            longest,
            plan,
        )
    return pick(row), legal, tuple(runs), tuple(span), longest, plan


# What the placements fitting a cell do to its neighbours depends only on the cell's sides
# and those of its empty neighbours: memoised as ([(a placement that starts a cascade,
# every placement of the same colouring)], the placements that leave no unfillable
# neighbour in order, the same as a set, and a function picking those from the cell's
# row of moves). Each colouring is simulated once (tails rotations 0, 2, 4 colour alike).
Plan = tuple[
    tuple[tuple[int, tuple[int, ...]], ...],
    tuple[int, ...],
    frozenset[int],
    Callable[[tuple[Place, ...]], tuple[Place, ...]],
]
_CELL: dict[tuple[int, ...], Plan] = {}


def _plan_at(sides: dict[int, int], cell: int) -> Plan:
    """The plan of the empty cell `cell` next to the board."""
    s = sides[cell]
    get = sides.get
    key = (s,) + tuple([get(cell + o, 0) for o in _OPEN_OFFSETS[s]])
    plan = _CELL.get(key)
    if plan is None:
        if len(_CELL) > 100_000:
            _CELL.clear()
        plan = _CELL[key] = _plan(key)
    return plan


_OPEN_OFFSETS: tuple[tuple[int, ...], ...] = tuple(
    tuple(fast.OFF[d] for d in range(6) if not s >> d & 1) for s in range(4096)
)


def _picker(order: tuple[int, ...]) -> Callable[[tuple[Place, ...]], tuple[Place, ...]]:
    if len(order) >= 2:
        return cast(Callable[[tuple[Place, ...]], tuple[Place, ...]], itemgetter(*order))
    return lambda row: tuple([row[q] for q in order])


def _plan(key: tuple[int, ...]) -> Plan:
    s, around = key[0], key[1:]
    ok: list[int] = []
    loud: dict[int, list[int]] = {}
    for p in fast.FIT[s]:
        verdict = _local_effect(p, s, around)
        if verdict != 1:
            ok.append(p)
        if verdict == 2:
            loud.setdefault(_BY_MASK[MASK[p]], []).append(p)
    order = tuple(sorted(ok))
    return tuple((p, tuple(ps)) for p, ps in loud.items()), order, frozenset(order), _picker(order)


def _quiet(plan: Plan, p: int) -> bool:
    """p fits, starts no cascade and leaves no unfillable neighbour."""
    return p in plan[2] and not any(p in same for _, same in plan[0])


_ROWS: dict[int, tuple[Place, ...]] = {}


def _row(cell: int) -> tuple[Place, ...]:
    """The twelve placements on a cell as moves (shared: moves are immutable values)."""
    row = _ROWS.get(cell)
    if row is None:
        if len(_ROWS) > 20_000:
            _ROWS.clear()
        at = fast.cell_of(cell)
        row = _ROWS[cell] = tuple(place_of(at, p) for p in range(12))
    return row


def legal_places(state: State) -> list[Place]:
    return _legal(state)[1][:]


def _cell_text(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]})"


def check_place(state: State, move: Place) -> None:
    """Raise IllegalMove naming the rule the placement breaks."""
    cell, p = move.cell, move.p
    c = fast.cid_or_none(cell)
    if c is not None:
        e = _legal(state)[0].get(c)
        if e is not None and p in e[1]:
            return
    board = state.board
    if not board:
        raise IllegalMove(
            "dragons.first_at_origin",
            f"the first tile goes at (0, 0), not {_cell_text(cell)}",
            cell=list(cell),
        )
    if cell in board:
        raise IllegalMove(
            "dragons.occupied", f"{_cell_text(cell)} already holds a tile", cell=list(cell)
        )
    closed, req = sides(board, cell)
    if not closed:
        raise IllegalMove(
            "dragons.not_adjacent",
            f"{_cell_text(cell)} touches no tile; place next to the board",
            cell=list(cell),
        )
    must = gaps(state)
    if must and cell not in must:
        listed = ", ".join(_cell_text(c) for c in must)
        raise IllegalMove(
            "dragons.gap_first",
            f"a gap with three or more closed sides must be filled first: {listed}",
            cell=list(cell),
            gaps=[list(c) for c in must],
        )
    for d in range(6):
        if closed >> d & 1 and (MASK[p] ^ req) >> d & 1:
            n = neighbour(cell, d)
            mine = COLOURS[colour_on(p, d)]
            theirs = COLOURS[colour_on(board[n], (d + 3) % 6)]
            raise IllegalMove(
                "dragons.edge_mismatch",
                f"{move.face} rotation {move.rotation} at {_cell_text(cell)} shows {mine} on "
                f"its {DIRECTION_NAMES[d]} edge but the neighbour at {_cell_text(n)} shows "
                f"{theirs} there",
                cell=list(cell),
                edge=d,
                direction=DIRECTION_NAMES[d],
                neighbour=list(n),
                tile_colour=mine,
                neighbour_colour=theirs,
            )
    res = simulate(board, cell, p, state.pool, info(state))
    if res.impossible is not None:
        bad = res.impossible
        faced = ", ".join(
            f"{DIRECTION_NAMES[d]} {COLOURS[0 if res.impossible_required >> d & 1 else 1]}"
            for d in range(6)
            if res.impossible_closed >> d & 1
        )
        raise IllegalMove(
            "dragons.impossible_gap",
            f"this placement (with its automatic placements) leaves the gap at {_cell_text(bad)} "
            f"that no tile can fill (its sides face {faced})",
            cell=list(cell),
            gap=list(bad),
            automatic=[list(c) for c, _ in res.placed[1:]],
        )
    raise IllegalMove(  # pragma: no cover
        "dragons.illegal", "this placement is not legal", cell=list(cell)
    )


def apply_place(state: State, seat: int, move: Place) -> tuple[State, list[Event]]:
    c = fast.cid_or_none(move.cell)
    e = None if c is None else _legal(state)[0].get(c)
    if e is None or move.p not in e[1]:  # applied without check (trusted callers)
        chunk = simulate(state.board, move.cell, move.p, state.pool).placed
        ids = [fast.cid(cell) for cell, _ in chunk]
    else:
        autos = _autos(e, move.p)
        chunk = ((move.cell, move.p),) + tuple((fast.cell_of(a), t) for a, t in autos)
        ids = [cast(int, c), *[a for a, _ in autos]]
    placed = state.placed + chunk
    new = make_state(state.config, placed, state.starts + (len(state.placed),))
    board, sides = ints(state)
    board, sides = dict(board), dict(sides)
    par = _links(state).copy()
    closes = 0
    put = fast.put
    for cp, (_, p) in zip(ids, chunk, strict=True):
        closes |= put(par, board, sides, cp, p)
    new.cache["ints"] = (board, sides)
    new.cache["links"] = par
    new.cache["closes"] = closes
    known = state.cache.get("known")
    if known:
        moved = {cp + o for cp in ids for o in fast.WITHIN_2}
        new.cache["prev"] = (known, moved)
    events: list[Event] = []
    pool = state.pool
    for k, ((q, r), p) in enumerate(chunk):
        ev: Event = {
            "type": "place" if k == 0 else "auto_place",
            "seat": seat,
            "q": q,
            "r": r,
            "face": FACES[p // 6],
            "rotation": p % 6,
            "tiles_left": pool - k - 1,
        }
        if k:
            ev["order"] = k
        events.append(ev)
    out = outcome(new)
    for loop in move_loops(new):
        if loop is None:
            continue
        events.append(
            {
                "type": "loop",
                "colour": COLOURS[loop.colour],
                "seat": loop.colour,
                "length": loop.length,
                "tiles": [list(c) for c in loop.cells],
                "wins": out.finished and out.reason == "loop_closed" and loop.colour in out.winners,
            }
        )
    if out.finished:
        events.append(
            {
                "type": "game_over",
                "reason": out.reason,
                "winners": list(out.winners),
                "draw": out.draw,
            }
        )
    return new, events


# --------------------------------------------------------------------------- ending


def move_loops(state: State) -> tuple[Loop | None, Loop | None]:
    """The red and green loops closed by the last move: the longest through its tiles
    (ruling D6), or the shortest under Tantrix scoring, where loops decide nothing and
    the longest could take long to find on a big board (docs: referee decisions)."""

    def compute() -> tuple[Loop | None, Loop | None]:
        cells = [c for c, _ in state.last_move]
        # Bit c of `closes` (when known): the move closed some cycle of colour c.
        closes = state.cache.get("closes", 3)
        if state.config.scoring == "loop":
            board = ints(state)[0]
            ids = [fast.cid(c) for c in cells]
            return (
                longest_loop_ids(board, ids, RED) if closes & 1 else None,
                longest_loop_ids(board, ids, GREEN) if closes & 2 else None,
            )
        return (
            shortest_loop_through(state.board, cells, RED) if closes & 1 else None,
            shortest_loop_through(state.board, cells, GREEN) if closes & 2 else None,
        )

    return _cached(state, "loops", compute)


def _finish(winner: int | None, reason: str, **details: Any) -> Outcome:
    """A draw (winner None): no winners, both seats share the first place."""
    if winner is None:
        return Outcome(True, (), (), ((0, 1),), reason, details, draw=True)
    return Outcome(True, (winner,), (1 - winner,), ((winner,), (1 - winner,)), reason, details)


def seat_summary(state: State) -> list[dict[str, int]]:
    """Per seat: largest closed dragon (tiles), most holes, best Tantrix dragon score."""

    def compute() -> list[dict[str, int]]:
        out = [{"dragons": 0, "largest_closed": 0, "most_holes": 0, "tantrix": 0} for _ in range(2)]
        for dragon in dragons(state.board):
            s = out[dragon.colour]
            s["dragons"] += 1
            if dragon.closed:
                s["largest_closed"] = max(s["largest_closed"], dragon.tiles)
            s["most_holes"] = max(s["most_holes"], dragon.holes)
            s["tantrix"] = max(s["tantrix"], dragon.tantrix_score)
        return out

    return _cached(state, "summary", compute)


def _compare(a: int, b: int, higher_wins: bool) -> int | None:
    if a == b:
        return None
    return (0 if a > b else 1) if higher_wins else (1 if a > b else 0)


def _end_without_win(state: State, reason: str) -> Outcome:
    cfg = state.config
    if cfg.scoring == "tantrix":
        summary = seat_summary(state)
        a, b = summary[0]["tantrix"], summary[1]["tantrix"]
        return _finish(_compare(a, b, True), reason, scoring="tantrix", scores=[a, b])
    tb = cfg.tiebreak
    if tb == "none":
        return _finish(None, reason, tiebreak="none")
    if tb == "lower_rating_wins":
        ra, rb = cfg.red_rating, cfg.green_rating
        winner = None if ra is None or rb is None else _compare(ra, rb, False)
        return _finish(winner, reason, tiebreak=tb, values=[ra, rb])
    key = "largest_closed" if tb.startswith("largest_closed") else "most_holes"
    summary = seat_summary(state)
    a, b = summary[0][key], summary[1][key]
    return _finish(_compare(a, b, tb.endswith("_wins")), reason, tiebreak=tb, values=[a, b])


def outcome(state: State) -> Outcome:
    got = state.cache.get("outcome")
    if got is not None:
        return cast(Outcome, got)

    def compute() -> Outcome:
        if not state.placed:
            return NOT_FINISHED
        if state.config.scoring == "loop":
            loops = move_loops(state)
            lengths = [
                lp.length if lp is not None and lp.length >= WIN_LENGTH else 0 for lp in loops
            ]
            if any(lengths):
                winner = _compare(lengths[0], lengths[1], True)
                return _finish(
                    winner, "loop_closed" if winner is not None else "loops_equal", loops=lengths
                )
        if state.pool <= 0:
            return _end_without_win(state, "tiles_exhausted")
        if not _legal(state)[1]:
            return _end_without_win(state, "no_legal_move")
        return NOT_FINISHED

    return _cached(state, "outcome", compute)


def build_cache(state: State) -> None:
    """The board, sides and region links of a state known to be reachable (the service's own
    snapshot), kept in its cache exactly as `replay_check` leaves them, without the checks."""
    board: dict[int, int] = {}
    sides: dict[int, int] = {}
    par: dict[int, int] = {}
    bounds = list(state.starts) + [len(state.placed)]
    closes = 3
    put, cid = fast.put, fast.cid
    for m in range(len(state.starts)):
        closes = 0
        for cell, p in state.placed[bounds[m] : bounds[m + 1]]:
            closes |= put(par, board, sides, cid(cell), p)
    state.cache["ints"] = (board, sides)
    state.cache["links"] = par
    if state.starts:
        state.cache["closes"] = closes


def replay_check(state: State) -> str | None:
    """Why a decoded state cannot have been reached by legal play, or None: every move is
    replayed (adjacency, fit, gap rule, its cascade, no impossible gap, no move after a
    winning loop). The board, sides and region links built on the way are kept in the
    state's cache."""
    board: dict[int, int] = {}
    sides: dict[int, int] = {}
    par: dict[int, int] = {}
    cells: dict[Cell, int] = {}
    bounds = list(state.starts) + [len(state.placed)]
    pool = state.config.tiles
    closes = 3
    gap, fit = fast.GAP, fast.FIT
    for m in range(len(state.starts)):
        chunk = state.placed[bounds[m] : bounds[m + 1]]
        cell, p = chunk[0]
        c = fast.cid(cell)
        if board:
            s = sides.get(c)
            if s is None or c in board or p not in fit[s]:
                return f"move {m} at {_cell_text(cell)} does not fit"
            if not gap[s]:
                must = [x for x, v in sides.items() if gap[v]]
                if must:
                    first = _cell_text(fast.cell_of(min(must)))
                    return f"move {m} at {_cell_text(cell)} ignores the gap at {first}"
        if board and len(chunk) == 1 and _quiet(_plan_at(sides, c), p):
            autos: list[int] = []  # starts no cascade, leaves no unfillable cell
            tiles: list[int] = []
            bad = -1
        else:
            autos, tiles, bad = fast.cascade(board, sides, c, p, pool)
        if bad >= 0:
            res = simulate(cells, cell, p, pool)
            return f"move {m} leaves the impossible gap {_cell_text(res.impossible or cell)}"
        if len(autos) != len(chunk) - 1 or any(
            (fast.cell_of(a), t) != chunk[k + 1]
            for k, (a, t) in enumerate(zip(autos, tiles, strict=True))
        ):
            return f"the automatic placements of move {m} are not those the rules make"
        closes = 0
        for cell, p in chunk:
            c = fast.cid(cell)
            closes |= fast.put(par, board, sides, c, p)
            cells[cell] = p
        pool -= len(chunk)
        if m + 1 < len(state.starts) and state.config.scoring == "loop":
            for colour in (RED, GREEN):
                if not closes >> colour & 1:
                    continue
                loop = longest_loop_ids(board, [fast.cid(c) for c, _ in chunk], colour)
                if loop is not None and loop.length >= WIN_LENGTH:
                    return f"move {m} closed a winning loop, so move {m + 1} came after the end"
    state.cache["ints"] = (board, sides)
    state.cache["links"] = par
    if state.starts:
        state.cache["closes"] = closes
    return None
