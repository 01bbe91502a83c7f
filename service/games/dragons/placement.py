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


def simulate(board: Board, cell: Cell, p: int, pool: int) -> Result:
    """Place `p` at `cell` with `pool` tiles left (≥ 1) and run the cascade (ruling D3):
    repeatedly place the unique fit at the first (q, r) empty cell with ≥ 3 closed sides
    and exactly one fitting placement, until none is left or the pool is empty (D8).

    Only cells next to a new tile can change, and before the move no cell wanted an
    automatic placement, so the cascade and the impossible-gap test look only there."""
    extra: dict[Cell, int] = {cell: p}
    placed = [(cell, p)]
    pool -= 1
    watch: set[Cell] = set()

    def add_watch(c: Cell) -> None:
        q, r = c
        for dq, dr in _D:
            n = (q + dq, r + dr)
            if n not in board and n not in extra:
                watch.add(n)

    add_watch(cell)
    while pool > 0:
        best: Cell | None = None
        best_p = -1
        for c in watch:
            if best is not None and c >= best:
                continue
            closed, req = sides(board, c, extra)
            if closed_count(closed) >= 3:
                f = FITS[closed][req]
                if len(f) == 1:
                    best, best_p = c, f[0]
        if best is None:
            break
        extra[best] = best_p
        placed.append((best, best_p))
        watch.discard(best)
        add_watch(best)
        pool -= 1
    for c in sorted(watch):
        closed, req = sides(board, c, extra)
        if not FITS[closed][req]:
            return Result(tuple(placed), c, closed, req)
    return Result(tuple(placed), None)
