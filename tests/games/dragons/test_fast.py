"""The fast paths (integer cells, incremental sides, the cycle pre-check) agree with the
reference implementation (placement.simulate over every fitting placement, the full loop
search) along random playouts of every scoring."""

from __future__ import annotations

import random

import pytest

from service.games.dragons import GAME
from service.games.dragons.loops import longest_loop_through, shortest_loop_through
from service.games.dragons.placement import FITS, frontier, gap_cells, sides, simulate
from service.games.dragons.state import State, make_state, place_of
from service.games.dragons.tiles import GREEN, RED


def reference_legal(state: State) -> dict[tuple[tuple[int, int], int], tuple]:
    board = state.board
    if state.pool <= 0:
        return {}
    if not board:
        return {((0, 0), p): (((0, 0), p),) for p in range(12)}
    front = frontier(board)
    cells = gap_cells(board, front) or front
    out = {}
    for cell in cells:
        closed, req = sides(board, cell)
        for p in FITS[closed][req]:
            res = simulate(board, cell, p, state.pool)
            if res.impossible is None:
                out[(cell, p)] = res.placed
    return out


@pytest.mark.parametrize(
    "options", [{}, {"tiles": 120}, {"scoring": "tantrix", "tiles": 60}, {"tiles": 10}]
)
def test_fast_paths_match_reference(options: dict) -> None:
    rng = random.Random(f"fast-{options}")
    opts = GAME.normalize_options(2, options)
    for _ in range(6):
        state = GAME.setup(2, opts, "s")
        while not GAME.outcome(state).finished:
            ref = reference_legal(state)
            moves = GAME.legal_moves(state, state.to_move)
            assert moves == [place_of(c, p) for c, p in sorted(ref)]
            # A fresh state (no caches inherited from its parent) agrees too.
            fresh = make_state(state.config, state.placed, state.starts)
            assert GAME.legal_moves(fresh, fresh.to_move) == moves
            move = moves[rng.randrange(len(moves))]
            state, events = GAME.apply(state, state.to_move, move)
            assert state.last_move == ref[(move.cell, move.p)]
            cells = [c for c, _ in state.last_move]
            find = longest_loop_through if state.config.scoring == "loop" else shortest_loop_through
            want = [find(state.board, cells, RED), find(state.board, cells, GREEN)]
            got = [
                {"colour": e["colour"], "tiles": e["tiles"]} for e in events if e["type"] == "loop"
            ]
            assert got == [
                {"colour": ("red", "green")[lp.colour], "tiles": [list(c) for c in lp.cells]}
                for lp in want
                if lp is not None
            ]
            fresh = make_state(state.config, state.placed, state.starts)
            assert GAME.outcome(fresh) == GAME.outcome(state)


@pytest.mark.parametrize("options", [{}, {"tiles": 120}, {"tiles": 12}])
def test_a_state_decoded_from_json_behaves_like_the_played_one(options: dict) -> None:
    """The per-state caches (legal moves by cell, reused from the parent for the cells a
    move cannot reach) give what a state rebuilt from its JSON computes from scratch."""
    rng = random.Random(f"decoded-{options}")
    opts = GAME.normalize_options(2, options)
    for _ in range(5):
        state = GAME.setup(2, opts, "s")
        while not GAME.outcome(state).finished:
            decoded = GAME.decode_state(GAME.encode_state(state))
            moves = GAME.legal_moves(state, state.to_move)
            assert GAME.legal_moves(decoded, decoded.to_move) == moves
            move = moves[rng.randrange(len(moves))]
            after, events = GAME.apply(state, state.to_move, move)
            again, events_again = GAME.apply(decoded, decoded.to_move, move)
            assert again == after and events_again == events
            assert GAME.encode_state(again) == GAME.encode_state(after)
            assert GAME.view(again, None) == GAME.view(after, None)
            state = after
