"""Helpers for the Dragons tests: build boards from a compact text, play moves in notation."""

from __future__ import annotations

from typing import Any

from service.games.dragons import GAME
from service.games.dragons.placement import FITS, frontier, sides
from service.games.dragons.state import Config, Place, State, make_state
from service.games.dragons.tiles import MASK, Cell

FACE = {"S": 0, "T": 1}


def tile(text: str) -> int:
    """`S3` → shoulders rotation 3, `T0` → tails rotation 0."""
    return FACE[text[0]] * 6 + int(text[1:])


def board_state(layout: str, to_move: int = 0, **config: Any) -> State:
    """A state from `q,r:S3 q,r:T0 ...`: each tile one move (no automatic placements), so
    that scenarios can set up any legal-looking board; `to_move` picks the seat to move."""
    placed: list[tuple[Cell, int]] = []
    for item in layout.split():
        cell, t = item.split(":")
        q, r = (int(x) for x in cell.split(","))
        placed.append(((q, r), tile(t)))
    starts = tuple(range(len(placed)))
    if len(starts) % 2 != to_move:
        # Merge the first two tiles into one move so the parity gives `to_move`.
        starts = (0,) + starts[2:]
    return make_state(Config(**config), tuple(placed), starts)


def play(state: State, *moves: str) -> tuple[State, list[dict[str, Any]]]:
    events: list[dict[str, Any]] = []
    for text in moves:
        move = GAME.parse_notation(text)
        state, evs = GAME.apply(state, state.to_move, move)
        events.extend(evs)
    return state, events


def invariant(state: State) -> None:
    board = state.board
    assert len(state.placed) + state.pool == state.config.tiles, "tiles are conserved"
    assert len(board) == len(state.placed), "one tile per cell"
    for cell, p in board.items():
        closed, req = sides(board, cell)
        if state.placed and cell != state.placed[0][0]:
            assert closed
        assert (MASK[p] ^ req) & closed == 0, f"edge mismatch at {cell}"
    for cell in frontier(board):
        closed, req = sides(board, cell)
        n = bin(closed).count("1")
        fitting = FITS[closed][req]
        assert fitting, f"impossible gap left at {cell}"
        if n >= 3 and state.pool > 0:
            assert len(fitting) >= 2, f"{cell} should have been filled automatically"


def candidates(state: State, seat: int) -> list[Place]:
    """Every placement on every frontier cell, plus occupied and far cells."""
    from service.games.dragons.state import place_of

    cells = frontier(state.board) if state.board else [(0, 0), (1, 0)]
    cells = list(cells) + list(state.board)[:2] + [(7, -30)]
    return [place_of(c, p) for c in cells for p in range(12)]
