"""The Dragons board as SVG, by string building (pure stdlib).

Flat-topped hexes in axial coordinates: the centre of (q, r) is at x = 1.5·s·q,
y = √3·s·(r + q/2) with y pointing down, so edge d (0 N, clockwise) faces the angle
270° + 60°·d. Each tile is one `<g class="tile">` with `data-q`, `data-r`, `data-face`,
`data-rotation`, `data-move` and `data-auto`, and a `<title>` with its coordinates.
Bands are drawn as thick strokes between the midpoints of the edges they join; a tail end
is a short stub that stops inside the tile. The last placement has a gold outline, its
automatic placements a dashed gold outline and their cascade order; loops closed by the
last move are traced through the midpoints of the edges they cross, in their own colour
(a winning loop gets a gold halo under it, so its colour stays visible; two loops never share
an edge, so their traces never overlap); gap cells the next player must fill are dashed
outlines (none once the game is over). With `coords=True` every cell is labelled `q,r`.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape, quoteattr

from . import rules
from .placement import frontier
from .state import State
from .tiles import COLOURS, FACES, REGIONS, Cell

SIZE = 40.0
SQRT3 = math.sqrt(3.0)
INK = {0: "#d1262b", 1: "#1f9a45"}
TILE_FILL = "#f3ead7"
TILE_EDGE = "#5b4a32"
GOLD = "#f2a900"
BAND = SIZE * 0.2


def _centre(cell: Cell) -> tuple[float, float]:
    q, r = cell
    return (1.5 * SIZE * q, SQRT3 * SIZE * (r + q / 2))


def _corner(cx: float, cy: float, i: int, scale: float = 1.0) -> tuple[float, float]:
    a = math.radians(60 * i)
    return (cx + scale * SIZE * math.cos(a), cy + scale * SIZE * math.sin(a))


def _edge_point(cx: float, cy: float, d: int, depth: float = 1.0) -> tuple[float, float]:
    """The midpoint of edge d (depth 1) or a point on the way to it from the centre."""
    a = math.radians(270 + 60 * d)
    apothem = SIZE * SQRT3 / 2
    return (cx + depth * apothem * math.cos(a), cy + depth * apothem * math.sin(a))


def _hex_points(cx: float, cy: float, scale: float = 1.0) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in (_corner(cx, cy, i, scale) for i in range(6)))


def _f(p: tuple[float, float]) -> str:
    return f"{p[0]:.1f},{p[1]:.1f}"


def _region_path(cx: float, cy: float, edges: tuple[int, ...]) -> str:
    """An SVG path for one colour region of a tile."""
    if len(edges) == 1:  # a tail end: a stub from the edge towards the centre
        (d,) = edges
        return f"M{_f(_edge_point(cx, cy, d, 1.02))} L{_f(_edge_point(cx, cy, d, 0.72))}"
    if len(edges) == 2:  # a tails band: two edges two apart, curving past the skipped edge
        a, b = edges
        middle = (a + 1) % 6 if (a + 2) % 6 == b else (b + 1) % 6
        ctrl = _edge_point(cx, cy, middle, -0.1)
        return f"M{_f(_edge_point(cx, cy, a, 1.02))} Q{_f(ctrl)} {_f(_edge_point(cx, cy, b, 1.02))}"
    # shoulders: three consecutive edges; an arc between the outer two and a spur
    ordered = sorted(edges)
    for k in range(3):
        first = ordered[k]
        if {(first + 1) % 6, (first + 2) % 6} <= set(edges):
            break
    mid, last = (first + 1) % 6, (first + 2) % 6
    ctrl = _edge_point(cx, cy, mid, 0.05)
    hub = _edge_point(cx, cy, mid, 0.42)
    return (
        f"M{_f(_edge_point(cx, cy, first, 1.02))} Q{_f(ctrl)} "
        f"{_f(_edge_point(cx, cy, last, 1.02))} M{_f(_edge_point(cx, cy, mid, 1.02))} L{_f(hub)}"
    )


def _coords(cell: Cell) -> str:
    cx, cy = _centre(cell)
    return (
        f'<text class="coords" x="{cx:.1f}" y="{cy + SIZE * 0.62:.1f}" text-anchor="middle" '
        f'font-size="10" font-family="sans-serif" fill="#333" stroke="#fbf8f1" '
        f'stroke-width="2.5" paint-order="stroke">{cell[0]},{cell[1]}</text>'
    )


def _tile(cell: Cell, p: int, move: int, auto: bool, order: int | None, last: bool) -> str:
    cx, cy = _centre(cell)
    face, rotation = FACES[p // 6], p % 6
    title = f"({cell[0]}, {cell[1]}) {face} rotation {rotation}, move {move + 1}" + (
        " (automatic)" if auto else ""
    )
    parts = [
        f'<g class="tile" data-q="{cell[0]}" data-r="{cell[1]}" data-face="{face}" '
        f'data-rotation="{rotation}" data-move="{move}" data-auto="{str(auto).lower()}">',
        f"<title>{escape(title)}</title>",
        f'<polygon points="{_hex_points(cx, cy)}" fill="{TILE_FILL}" stroke="{TILE_EDGE}" '
        'stroke-width="1.5"/>',
    ]
    for colour, edges in REGIONS[p]:
        parts.append(
            f'<path d="{_region_path(cx, cy, edges)}" fill="none" stroke="{INK[colour]}" '
            f'stroke-width="{BAND:.1f}" stroke-linecap="round" stroke-linejoin="round"/>'
        )
    if last:
        dash = ' stroke-dasharray="6 4"' if auto else ""
        parts.append(
            f'<polygon class="last-move" points="{_hex_points(cx, cy, 0.9)}" fill="none" '
            f'stroke="{GOLD}" stroke-width="3.5"{dash}/>'
        )
        if order is not None:
            lx, ly = _corner(cx, cy, 4, 0.55)
            parts.append(
                f'<circle cx="{lx:.1f}" cy="{ly:.1f}" r="9" fill="#fff" stroke="{GOLD}" '
                f'stroke-width="2"/><text x="{lx:.1f}" y="{ly + 4.5:.1f}" text-anchor="middle" '
                'font-size="12" font-family="sans-serif" font-weight="bold" fill="#222">'
                f"{order}</text>"
            )
    parts.append("</g>")
    return "".join(parts)


def _loop_points(cells: tuple[Cell, ...]) -> str:
    """The loop through the midpoints of the edges it crosses (one per consecutive pair)."""
    pts = []
    for a, b in zip(cells, cells[1:] + cells[:1], strict=True):
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        pts.append(((ax + bx) / 2, (ay + by) / 2))
    return " ".join(_f(p) for p in pts)


def render_svg(state: State, coords: bool = False) -> str:
    board = state.board
    result = rules.outcome(state)
    # a finished game has no gap to fill and no cell to play: only its tiles are drawn
    gaps = set(rules.gaps(state)) if board and not result.finished else set()
    if result.finished:
        empty: list[Cell] = []
    else:
        empty = frontier(board) if board else [(0, 0)]
    shown = list(board) + list(empty) or [(0, 0)]
    xs = [_centre(c)[0] for c in shown]
    ys = [_centre(c)[1] for c in shown]
    pad = SIZE * 1.2
    header = 34.0
    x0, y0 = min(xs) - pad, min(ys) - pad - header
    width, height = max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad + header
    if width < 480:  # room for the status line
        x0 -= (480 - width) / 2
        width = 480.0
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x0:.1f} {y0:.1f} {width:.1f} '
        f'{height:.1f}" width="{width:.0f}" height="{height:.0f}" class="dragons-board">',
        f'<rect x="{x0:.1f}" y="{y0:.1f}" width="{width:.1f}" height="{height:.1f}" '
        'fill="#fbf8f1"/>',
    ]
    # status line
    if result.finished:
        if result.draw:
            status = f"Game over: draw ({result.reason})"
        else:
            status = f"Game over: {COLOURS[result.winners[0]]} wins ({result.reason})"
    else:
        status = f"{COLOURS[state.to_move].capitalize()} to move"
        if gaps:
            status += " — must fill a gap"
    status += f" · {state.pool} tiles left"
    out.append(
        f'<text class="status" x="{x0 + 10:.1f}" y="{y0 + 22:.1f}" font-size="15" '
        f'font-family="sans-serif" fill="#333">{escape(status)}</text>'
    )
    # empty cells next to the board
    for cell in empty:
        cx, cy = _centre(cell)
        is_gap = cell in gaps
        label = f"({cell[0]}, {cell[1]})" + (" gap: must be filled" if is_gap else " empty")
        stroke = "#b03060" if is_gap else "#d8cfbd"
        width_ = 2.5 if is_gap else 1
        out.append(
            f'<g class="{"gap" if is_gap else "empty"}" data-q="{cell[0]}" data-r="{cell[1]}">'
            f"<title>{escape(label)}</title>"
            f'<polygon points="{_hex_points(cx, cy, 0.96)}" '
            f'fill="{"#f7e1e8" if is_gap else "none"}" '
            f'stroke="{stroke}" stroke-width="{width_}" stroke-dasharray="5 4"/>'
            + (_coords(cell) if coords else "")
            + "</g>"
        )
    # tiles in placement order; the last move's tiles last so their marks stay on top
    starts = set(state.starts)
    last_start = state.starts[-1] if state.starts else len(state.placed)
    move = -1
    drawn = []
    for i, (cell, p) in enumerate(state.placed):
        if i in starts:
            move += 1
        last = i >= last_start
        order = i - last_start if last and i > last_start else None
        drawn.append((last, _tile(cell, p, move, i not in starts, order, last)))
    out.extend(s for last, s in drawn if not last)
    out.extend(s for last, s in drawn if last)
    if coords:
        out.extend(_coords(cell) for cell, _ in state.placed)
    # loops closed by the last move
    if state.placed:
        for loop in rules.move_loops(state):
            if loop is None:
                continue
            dash = ' stroke-dasharray="10 5"'
            wins = (
                result.finished and result.reason == "loop_closed" and loop.colour in result.winners
            )
            pts = _loop_points(loop.cells)
            halo = GOLD if wins else "#fff"
            label = f"{COLOURS[loop.colour]} loop of {loop.length} tiles" + (
                " — wins" if wins else ""
            )
            out.append(
                f'<g class="loop{" winning" if wins else ""}" '
                f"data-colour={quoteattr(COLOURS[loop.colour])} "
                f'data-length="{loop.length}"><title>{escape(label)}</title>'
                f'<polygon class="halo" points="{pts}" fill="none" stroke="{halo}" '
                f'stroke-width="{11 if wins else 8}" stroke-linejoin="round"/>'
                f'<polygon class="trace" points="{pts}" fill="none" stroke="{INK[loop.colour]}" '
                f'stroke-width="4" stroke-linejoin="round"{"" if wins else dash}/></g>'
            )
    out.append("</svg>")
    return "".join(out)


def tile_gallery_svg() -> str:
    """Every face and rotation, labelled (docs/rules/dragons-example.svg)."""
    step = SIZE * 2.6
    width, height = step * 6 + SIZE, step * 2.3 + SIZE * 1.2
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" class="dragons-tiles">',
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#fbf8f1"/>',
    ]
    for p in range(12):
        cx = SIZE * 1.3 + step * (p % 6)
        cy = SIZE * 1.5 + step * 1.15 * (p // 6)
        face, rotation = FACES[p // 6], p % 6
        out.append(
            f'<g class="tile" data-face="{face}" data-rotation="{rotation}" '
            f'transform="translate({cx:.1f},{cy:.1f})"><title>{face} rotation {rotation}</title>'
            f'<polygon points="{_hex_points(0, 0)}" fill="{TILE_FILL}" stroke="{TILE_EDGE}" '
            'stroke-width="1.5"/>'
        )
        for colour, edges in REGIONS[p]:
            out.append(
                f'<path d="{_region_path(0, 0, edges)}" fill="none" stroke="{INK[colour]}" '
                f'stroke-width="{BAND:.1f}" stroke-linecap="round" stroke-linejoin="round"/>'
            )
        for d, name in enumerate(("N", "NE", "SE", "S", "SW", "NW")):
            x, y = _edge_point(0, 0, d, 1.3)
            out.append(
                f'<text x="{x:.1f}" y="{y + 3:.1f}" text-anchor="middle" font-size="8" '
                f'font-family="sans-serif" fill="#777">{name}</text>'
            )
        out.append(
            f'<text x="0" y="{SIZE * 1.25 + 6:.1f}" text-anchor="middle" font-size="12" '
            f'font-family="sans-serif" fill="#333">{FACES[p // 6][0].upper()}{rotation}</text></g>'
        )
    out.append("</svg>")
    return "".join(out)
