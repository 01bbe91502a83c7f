"""Hex coordinates and the Dragons tile model (docs/rules/dragons.md §1–2).

Flat-topped hexes in axial coordinates (q, r). Edges are numbered clockwise from north:
0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW; the neighbour across edge d is (q, r) + D[d] and the
opposite edge is (d + 3) % 6.

A placement is an index p = face * 6 + rotation (face 0 shoulders, 1 tails). Its colouring
is a 6-bit mask: bit d set means red on edge d. Rotation k turns the tile clockwise by k
edges, so the mask rotates left by k and every region's edges shift by +k.
"""

from __future__ import annotations

Cell = tuple[int, int]

D: tuple[Cell, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DIRECTION_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
FACES = ("shoulders", "tails")
FACE_LETTERS = ("S", "T")
COLOURS = ("red", "green")  # seat 0 is red, seat 1 is green
RED, GREEN = 0, 1

# Rotation 0, edges 0..5 (N, NE, SE, S, SW, NW):
#   shoulders  R R G G G R   red {NW, N, NE}, green {SE, S, SW}
#   tails      R G R G R G   green {NW, NE}, red {SW, SE}, red tail end {N}, green tail end {S}
_BASE_MASK = (0b100011, 0b010101)
_BASE_REGIONS: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = (
    ((RED, (5, 0, 1)), (GREEN, (2, 3, 4))),
    ((GREEN, (5, 1)), (RED, (2, 4)), (RED, (0,)), (GREEN, (3,))),
)


def _rotate_mask(mask: int, k: int) -> int:
    return ((mask << k) | (mask >> (6 - k))) & 63 if k else mask


MASK: tuple[int, ...] = tuple(_rotate_mask(_BASE_MASK[p // 6], p % 6) for p in range(12))
# REGIONS[p] = ((colour, edges), ...); EDGE_REGION[p][d] = index of the region on edge d.
REGIONS: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    tuple((c, tuple(sorted((e + p % 6) % 6 for e in edges))) for c, edges in _BASE_REGIONS[p // 6])
    for p in range(12)
)
EDGE_REGION: tuple[tuple[int, ...], ...] = tuple(
    tuple(next(i for i, (_, edges) in enumerate(REGIONS[p]) if d in edges) for d in range(6))
    for p in range(12)
)


def colour_on(p: int, d: int) -> int:
    """RED or GREEN: the colour of placement p on edge d."""
    return RED if MASK[p] >> d & 1 else GREEN


def _fit_table() -> tuple[tuple[tuple[int, ...], ...], ...]:
    table = []
    for closed in range(64):
        row = []
        for req in range(64):
            row.append(tuple(p for p in range(12) if (MASK[p] ^ req) & closed == 0))
        table.append(tuple(row))
    return tuple(table)


# FITS[closed][req]: the placements whose colours equal `req` on every edge in `closed`.
FITS = _fit_table()


def neighbour(cell: Cell, d: int) -> Cell:
    dq, dr = D[d]
    return (cell[0] + dq, cell[1] + dr)


def placement_name(p: int) -> str:
    """`S3` = shoulders rotation 3, `T0` = tails rotation 0."""
    return f"{FACE_LETTERS[p // 6]}{p % 6}"
