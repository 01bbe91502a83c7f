"""Where a tile may go: fits, gaps, the cascade of automatic placements, impossible gaps
(docs/rules/dragons.md §3). Everything here works on a board `Mapping[Cell, int]` of
placement indices and never mutates it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .tiles import FITS, MASK, Cell

Board = Mapping[Cell, int]

_D = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def sides(board: Board, cell: Cell, extra: Mapping[Cell, int] | None = None) -> tuple[int, int]:
    """(closed, required): bit d of `closed` is set when edge d faces a tile, and bit d of
    `required` when that tile shows red across edge d."""
    q, r = cell
    closed = req = 0
    for d in range(6):
        dq, dr = _D[d]
        n = (q + dq, r + dr)
        p = board.get(n)
        if p is None and extra is not None:
            p = extra.get(n)
        if p is not None:
            closed |= 1 << d
            if MASK[p] >> ((d + 3) % 6) & 1:
                req |= 1 << d
    return closed, req


def closed_count(closed: int) -> int:
    return bin(closed).count("1")


def fits(board: Board, cell: Cell, extra: Mapping[Cell, int] | None = None) -> tuple[int, ...]:
    closed, req = sides(board, cell, extra)
    return FITS[closed][req]


def frontier(board: Board) -> list[Cell]:
    """Empty cells next to the board, in (q, r) order."""
    out: set[Cell] = set()
    for q, r in board:
        for dq, dr in _D:
            n = (q + dq, r + dr)
            if n not in board:
                out.add(n)
    return sorted(out)


def gap_cells(board: Board, front: Iterable[Cell]) -> list[Cell]:
    """Empty cells with three or more closed sides: the next player must place on one."""
    return [c for c in front if closed_count(sides(board, c)[0]) >= 3]


@dataclass(frozen=True, slots=True)
class Result:
    """What a placement does: every tile placed (the placement first, then the automatic
    ones in order) and the first impossible gap it leaves, if any."""

    placed: tuple[tuple[Cell, int], ...]
    impossible: Cell | None
    impossible_closed: int = 0
    impossible_required: int = 0


Info = Mapping[Cell, tuple[int, int]]

POP = tuple(bin(m).count("1") for m in range(64))
_OPP_BIT = tuple(1 << ((d + 3) % 6) for d in range(6))


def side_info(board: Board) -> dict[Cell, tuple[int, int]]:
    """`sides` of every empty cell next to the board, computed in one pass."""
    info: dict[Cell, tuple[int, int]] = {}
    for (q, r), p in board.items():
        m = MASK[p]
        for d in range(6):
            dq, dr = _D[d]
            n = (q + dq, r + dr)
            if n in board:
                continue
            closed, req = info.get(n, (0, 0))
            bit = _OPP_BIT[d]
            info[n] = (closed | bit, req | bit if m >> d & 1 else req)
    return info


def simulate(board: Board, cell: Cell, p: int, pool: int, info: Info | None = None) -> Result:
    """Place `p` at `cell` with `pool` tiles left (≥ 1) and run the cascade (ruling D3):
    repeatedly place the unique fit at the first (q, r) empty cell with ≥ 3 closed sides
    and exactly one fitting placement, until none is left or the pool is empty (D8).

    Only cells next to a new tile can change, and before the move no cell wanted an
    automatic placement, so the cascade and the impossible-gap test look only there.
    `info` is `side_info(board)` (computed here if not given)."""
    if info is None:
        info = side_info(board)
    extra: dict[Cell, int] = {}
    local: dict[Cell, tuple[int, int]] = {}
    placed = []

    def put(c: Cell, t: int) -> None:
        extra[c] = t
        local.pop(c, None)
        placed.append((c, t))
        m = MASK[t]
        q, r = c
        for d in range(6):
            dq, dr = _D[d]
            n = (q + dq, r + dr)
            if n in board or n in extra:
                continue
            closed, req = local.get(n) or info.get(n) or (0, 0)
            bit = _OPP_BIT[d]
            local[n] = (closed | bit, req | bit if m >> d & 1 else req)

    put(cell, p)
    pool -= 1
    while pool > 0:
        best: Cell | None = None
        best_p = -1
        for c, (closed, req) in local.items():
            if POP[closed] >= 3 and (best is None or c < best):
                f = FITS[closed][req]
                if len(f) == 1:
                    best, best_p = c, f[0]
        if best is None:
            break
        put(best, best_p)
        pool -= 1
    bad = [c for c, (closed, req) in local.items() if not FITS[closed][req]]
    if bad:
        c = min(bad)
        closed, req = local[c]
        return Result(tuple(placed), c, closed, req)
    return Result(tuple(placed), None)
