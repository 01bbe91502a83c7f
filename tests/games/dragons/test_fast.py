"""The fast paths (integer cells, incremental sides, the cycle pre-check) agree with the
reference implementation (placement.simulate over every fitting placement, the full loop
search) along random playouts of every scoring."""

from __future__ import annotations

import random

import pytest

from service.games.dragons import GAME, fast, legal, position
from service.games.dragons.core import Core
from service.games.dragons.loops import longest_loop_through, shortest_loop_through
from service.games.dragons.placement import FITS, frontier, gap_cells, sides, simulate
from service.games.dragons.state import State, make_state, place_of
from service.games.dragons.tiles import GREEN, RED

from .helpers import board_state


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


def _grow_convex(rng: random.Random, size: int) -> Core:
    """A board grown tile by tile (any fitting tile, no cascade, no gap rule) that stays
    convex (the tiles of every line of cells contiguous) and has no unfillable cell."""
    core = Core()
    core.put(fast.cid((0, 0)), rng.randrange(12), [], [], [], [])
    for _ in range(size):
        cells = [c for c, s in sorted(core.open_sides().items()) if fast.FIT[s]]
        rng.shuffle(cells)
        for c in cells[:8]:
            log: list = []
            core.put(c, rng.choice(fast.FIT[core.sides[c]]), log, [], [], [])
            if core.convex and not any(fast.NOFIT[s] for s in core.open_sides().values()):
                break
            for i in range(len(log) - 3, -1, -3):  # undo (the journal: table, key, value)
                log[i][log[i + 1]] = log[i + 2]
        else:
            break
    return core


def test_on_convex_boards_the_cascades_left_out_could_not_refuse_anything() -> None:
    """legal._entry_convex runs a cascade only where the module docstring's argument does
    not rule out an unfillable cell; everywhere it agrees with running every cascade."""
    rng = random.Random("convex")
    checked = hazards = refused = 0
    for _ in range(400):
        core = _grow_convex(rng, rng.randrange(3, 30))
        sides = core.sides
        for cell in sorted(core.open_sides()):
            for pool in (200, 4):
                got = legal._entry_convex(sides, core, cell, pool)
                want = legal._entry(sides, cell, pool, None)
                assert got[:2] == want[:2], (fast.cell_of(cell), pool)
                checked += 1
                hazards += bool(got[2])
                refused += got[1] != legal.plan_at(sides, cell)[2]
    assert checked > 5000 and hazards > 100 and refused > 5


def test_a_cascade_far_along_a_line_is_run_to_see_it_refuses() -> None:
    # (3, -1) has no tile next to it on its row (r = -1), whose tile (0, -1) is three cells
    # away. A placement there that shows the wrong colour on that row for the distance
    # (S3, T0, T2, T4) forces S0 on (2, -1), and (1, -1) is left between two tiles that
    # break the alternation: no tile fits it.
    state = board_state("0,0:S5 1,0:T2 0,-1:S2 2,0:T5")
    assert position.convex(state)
    core = position.version(state).core
    sides = core.sides
    cell = fast.cid((3, -1))
    got = legal._entry_convex(sides, core, cell, state.pool)
    assert got[:2] == legal._entry(sides, cell, state.pool, None)[:2]
    assert sorted(legal.plan_at(sides, cell)[2] - got[1]) == [3, 6, 8, 10]
