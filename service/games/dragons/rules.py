"""Dragons rules: legal placements and why others are refused, the move with its cascade,
the win test, the end of the game, tiebreaks and Tantrix scoring (docs/rules/dragons.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..base import NOT_FINISHED, Event, IllegalMove, Outcome
from . import fast, legal, position
from .core import Core
from .legal import legal_places
from .loops import Loop
from .placement import side_info, sides, simulate
from .state import Place, State, make_state, pool_of
from .tiles import COLOURS, DIRECTION_NAMES, FACES, GREEN, MASK, RED, Cell, colour_on, neighbour

WIN_LENGTH = 6

__all__ = ["legal_places"]

T = TypeVar("T")


def _cached(state: State, key: str, compute: Callable[[], T]) -> T:
    """Per-state memo (states are immutable, so a result never goes stale)."""
    if key in state.cache:
        got: T = state.cache[key]  # (an annotation, not `cast`: no call at run time)
        return got
    value = compute()
    state.cache[key] = value
    return value


def info(state: State) -> dict[Cell, tuple[int, int]]:
    """(closed, required) sides of every empty cell next to the board."""
    return _cached(state, "info", lambda: side_info(state.board))


def gaps(state: State) -> list[Cell]:
    """The cells the player to move must choose from (three or more closed sides)."""
    return [fast.cell_of(c) for c in position.gaps(state)]


def _cell_text(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]})"


def check_place(state: State, move: Place) -> None:
    """Raise IllegalMove naming the rule the placement breaks."""
    cell, p = move.cell, move.p
    c = fast.cid_or_none(cell)
    if c is not None:
        e = legal.entry_at(state, c)
        if e is not None and p in e[1]:
            # What `apply_place` asks first, kept for the move applied next (the newest
            # check only: a check of another move on this state replaces it).
            state.checked = (move, cell, p, c, e)
            return
    _refuse(state, move)


def _refuse(state: State, move: Place) -> None:
    """Raise IllegalMove for a placement that is not legal (`check_place`'s slow path, apart:
    its generator expressions make a closure, which a `cpdef` may not hold)."""
    cell, p = move.cell, move.p
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


# A placement event's keys in the contract's order, its values set per event: a dict's copy
# is one block copied where a literal inserts its keys one by one (and grows its table once).
_PLACE_EVENT: Event = {
    "type": "place",
    "seat": 0,
    "q": 0,
    "r": 0,
    "face": "",
    "rotation": 0,
    "tiles_left": 0,
}
_AUTO_EVENT: Event = {**_PLACE_EVENT, "type": "auto_place"}


def apply_place(state: State, seat: int, move: Place) -> tuple[State, list[Event]]:
    checked = state.checked
    if checked is not None and checked[0] is move:
        _, cell, p, c, e = checked
    else:
        cell, p = move.cell, move.p
        c = fast.cid_or_none(cell)
        e = None if c is None else legal.entry_at(state, c)
    if c is None or e is None or p not in e[1]:  # applied without check (trusted callers)
        chunk = simulate(state.board, cell, p, state.pool).placed
        ids = [fast.cid(at) for at, _ in chunk]
        tiles = [t for _, t in chunk]
    else:
        autos, more = legal.autos(state, e, c, p)
        ids, tiles = [c], [p]
        if autos:
            ids += autos
            tiles += more
            chunk = ((cell, p), *[(fast.cell_of(autos[k]), more[k]) for k in range(len(autos))])
        else:
            chunk = ((cell, p),)
    placed = state.placed
    new = make_state(state.config, placed + chunk, state.starts + (len(placed),))
    fresh = position.advance(state, new, ids, tiles)
    legal.inherit(state, new, ids, fresh)
    pool = pool_of(state)
    events: list[Event] = []
    for k in range(len(chunk)):
        (q, r), t = chunk[k]
        event = (_AUTO_EVENT if k else _PLACE_EVENT).copy()
        event["seat"] = seat
        event["q"] = q
        event["r"] = r
        event["face"] = FACES[t // 6]
        event["rotation"] = t % 6
        event["tiles_left"] = pool - k - 1
        if k:
            event["order"] = k
        events.append(event)
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


_NO_LOOPS: tuple[Loop | None, Loop | None] = (None, None)


def move_loops(state: State) -> tuple[Loop | None, Loop | None]:
    """The red and green loops closed by the last move: the longest through its tiles
    (ruling D6), or the shortest under Tantrix scoring, where loops decide nothing and
    the longest could take long to find on a big board (docs: referee decisions)."""
    got = state.loops
    if got is None:
        got = state.loops = _move_loops(state)
    out: tuple[Loop | None, Loop | None] = got  # (an annotation, not `cast`)
    return out


def _move_loops(state: State) -> tuple[Loop | None, Loop | None]:
    # Bit c of `closes`: the move closed some cycle of colour c.
    closes = position.closes(state)
    if not closes:
        return _NO_LOOPS
    ids = [fast.cid(c) for c, _ in state.last_move]
    version = position.version(state)
    core = version.core
    core.acquire()  # (`with core.lock`: `Core.acquire`)
    try:
        core.checkout(version)
        if state.config.scoring == "loop":
            return (
                core.longest_loop(ids, RED) if closes & 1 else None,
                core.longest_loop(ids, GREEN) if closes & 2 else None,
            )
        return (
            core.shortest_loop(ids, RED) if closes & 1 else None,
            core.shortest_loop(ids, GREEN) if closes & 2 else None,
        )
    finally:
        core.release()


def _finish(winner: int | None, reason: str, **details: Any) -> Outcome:
    """A draw (winner None): no winners, both seats share the first place."""
    if winner is None:
        return Outcome(True, (), (), ((0, 1),), reason, details, draw=True)
    return Outcome(True, (winner,), (1 - winner,), ((winner,), (1 - winner,)), reason, details)


def seat_summary(state: State) -> list[dict[str, int]]:
    """Per seat: largest closed dragon (tiles), most holes, best Tantrix dragon score."""

    def compute() -> list[dict[str, int]]:
        out = [{"dragons": 0, "largest_closed": 0, "most_holes": 0, "tantrix": 0} for _ in range(2)]
        version = position.version(state)
        with version.core.lock:
            version.core.checkout(version)
            found = version.core.dragons()
        for dragon in found:
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
    got = state.outcome
    if got is None:
        got = state.outcome = _outcome(state)
    out: Outcome = got
    return out


def _outcome(state: State) -> Outcome:
    if not state.placed:
        return NOT_FINISHED
    if state.config.scoring == "loop":
        loops = move_loops(state)
        lengths = [lp.length if lp is not None and lp.length >= WIN_LENGTH else 0 for lp in loops]
        if any(lengths):
            winner = _compare(lengths[0], lengths[1], True)
            return _finish(
                winner, "loop_closed" if winner is not None else "loops_equal", loops=lengths
            )
    if pool_of(state) <= 0:
        return _end_without_win(state, "tiles_exhausted")
    if not legal.any_legal(state):
        return _end_without_win(state, "no_legal_move")
    return NOT_FINISHED


def build_cache(state: State) -> None:
    """The board, sides and colour graph of a state known to be reachable (the service's own
    snapshot), kept in its derived fields exactly as `replay_check` leaves them, without the
    checks."""
    position.build(state)


def replay_check(state: State) -> str | None:
    """Why a decoded state cannot have been reached by legal play, or None: every move is
    replayed (adjacency, fit, gap rule, its cascade, no impossible gap, no move after a
    winning loop). The board, sides and colour graph built on the way are kept in the
    state's derived fields."""
    core = Core(graph=False)  # as `core.load` makes it
    at, sides = core.at, core.sides
    front: set[int] = set()  # the empty cells next to the board
    cells: dict[Cell, int] = {}
    bounds = list(state.starts) + [len(state.placed)]
    pool = state.config.tiles
    closes = 3
    gap, fit = fast.GAP, fast.FIT
    for m in range(len(state.starts)):
        chunk = state.placed[bounds[m] : bounds[m + 1]]
        cell, p = chunk[0]
        c = fast.cid(cell)
        if m:
            s = sides[c]
            if not s or at[c] or p not in fit[s]:
                return f"move {m} at {_cell_text(cell)} does not fit"
            if not gap[s]:
                must = [x for x in front if gap[sides[x]]]
                if must:
                    first = _cell_text(fast.cell_of(min(must)))
                    return f"move {m} at {_cell_text(cell)} ignores the gap at {first}"
        if m and len(chunk) == 1 and legal.quiet(legal.plan_at(sides, c), p):
            autos: list[int] = []  # starts no cascade, leaves no unfillable cell
            tiles: list[int] = []
            bad = -1
        else:
            autos, tiles, bad = fast.cascade(sides, c, p, pool)
        if bad >= 0:
            res = simulate(cells, cell, p, pool)
            return f"move {m} leaves the impossible gap {_cell_text(res.impossible or cell)}"
        if len(autos) != len(chunk) - 1 or any(
            (fast.cell_of(a), t) != chunk[k + 1]
            for k, (a, t) in enumerate(zip(autos, tiles, strict=True))
        ):
            return f"the automatic placements of move {m} are not those the rules make"
        closes = 0
        ids = []
        for cell, p in chunk:
            c = fast.cid(cell)
            closes |= core.load_tile(c, p)
            front.discard(c)
            front.update([n for n in map(c.__add__, fast.OFF) if not at[n]])
            cells[cell] = p
            ids.append(c)
        pool -= len(chunk)
        if m + 1 < len(state.starts) and state.config.scoring == "loop":
            for colour in (RED, GREEN):
                if not closes >> colour & 1:
                    continue
                loop = core.longest_loop(ids, colour)
                if loop is not None and loop.length >= WIN_LENGTH:
                    return f"move {m} closed a winning loop, so move {m + 1} came after the end"
    position.install(state, core, sorted(front), closes)
    return None
