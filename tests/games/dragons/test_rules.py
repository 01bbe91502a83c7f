"""Dragons scenario tests, one per ruling (docs/rules/dragons.md; rulings
../shared/rules/dragons.md). Positions come from real play (`opening(...)`, moves in
notation from the start) or, for situations legal play rarely reaches, from a layout
(`board_state`: each tile its own earlier move, no cascades)."""

from __future__ import annotations

import itertools

import pytest

from service.games.base import IllegalMove
from service.games.dragons import GAME, rules
from service.games.dragons.loops import Dragon
from service.games.dragons.placement import sides
from service.games.dragons.state import place_of
from service.games.dragons.tiles import EDGE_REGION, FITS, MASK, REGIONS, D, colour_on

from .helpers import board_state, play, tile

RED, GREEN = 0, 1


def opening(*moves: str, **options: object):
    state = GAME.setup(2, GAME.normalize_options(2, options), "scenario")
    state, _ = play(state, *moves)
    return state


def refused(state, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.check(state, state.to_move, GAME.parse_notation(text))
    assert GAME.parse_notation(text) not in GAME.legal_moves(state, state.to_move)
    return info.value


def cells(events, kind):
    return [(e["q"], e["r"]) for e in events if e["type"] == kind]


def loops(events):
    return [(e["colour"], e["length"], e["wins"]) for e in events if e["type"] == "loop"]


# --------------------------------------------------------------------------- §2 tiles


def test_shoulders_rotation_0_is_R_R_G_G_G_R_with_two_bands_of_three() -> None:
    assert [colour_on(tile("S0"), d) for d in range(6)] == [RED, RED, GREEN, GREEN, GREEN, RED]
    assert REGIONS[tile("S0")] == ((RED, (0, 1, 5)), (GREEN, (2, 3, 4)))


def test_tails_rotation_0_has_two_bands_and_two_lone_tail_ends() -> None:
    assert [colour_on(tile("T0"), d) for d in range(6)] == [RED, GREEN] * 3
    assert REGIONS[tile("T0")] == ((GREEN, (1, 5)), (RED, (2, 4)), (RED, (0,)), (GREEN, (3,)))


def test_rotation_turns_clockwise_by_k_edges() -> None:
    # S1: the colour on edge d is the rotation-0 colour on edge d-1; regions shift by +1.
    assert [colour_on(tile("S1"), d) for d in range(6)] == [RED, RED, RED, GREEN, GREEN, GREEN]
    assert REGIONS[tile("S1")] == ((RED, (0, 1, 2)), (GREEN, (3, 4, 5)))
    assert REGIONS[tile("T1")][2] == (RED, (1,))


def test_six_shoulders_colourings_two_tails_colourings_six_tails_patterns() -> None:
    assert len({MASK[p] for p in range(6)}) == 6
    assert len({MASK[p] for p in range(6, 12)}) == 2
    assert len({REGIONS[p] for p in range(6, 12)}) == 6


def test_every_face_has_opposite_edges_of_different_colours() -> None:
    for p, d in itertools.product(range(12), range(3)):
        assert colour_on(p, d) != colour_on(p, d + 3)


def test_directions_are_clockwise_from_north_with_opposites() -> None:
    assert D == ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    for d in range(6):
        assert D[d][0] == -D[(d + 3) % 6][0] and D[d][1] == -D[(d + 3) % 6][1]
    assert all(EDGE_REGION[p][d] < len(REGIONS[p]) for p in range(12) for d in range(6))


# --------------------------------------------------------------------------- §3 a move


def test_first_move_is_any_tile_at_the_origin() -> None:
    state = opening()
    moves = GAME.legal_moves(state, 0)
    assert len(moves) == 12 and {m.cell for m in moves} == {(0, 0)}
    assert GAME.legal_moves(state, 1) == []
    assert refused(state, "place 1,0 S0").code == "dragons.first_at_origin"


def test_red_seat_0_moves_first() -> None:  # D1
    assert GAME.to_act(opening()) == {0}
    assert GAME.to_act(opening("place 0,0 S0")) == {1}


def test_later_tiles_go_next_to_the_board_on_an_empty_cell() -> None:
    state = opening("place 0,0 S0")
    assert refused(state, "place 0,0 T0").code == "dragons.occupied"
    err = refused(state, "place 2,0 S0")
    assert err.code == "dragons.not_adjacent"
    assert err.details["cell"] == [2, 0]


def test_legal_moves_list_every_fitting_face_and_rotation() -> None:
    # S0 shows red on its N edge, so the cell north of it needs red on its S edge:
    # shoulders S2, S3, S4 and tails T1, T3, T5.
    state = opening("place 0,0 S0")
    north = sorted(GAME.move_notation(m) for m in GAME.legal_moves(state, 1) if m.cell == (0, -1))
    assert north == [f"place 0,-1 {t}" for t in ("S2", "S3", "S4", "T1", "T3", "T5")]
    # six cells around one tile, six placements each
    assert len(GAME.legal_moves(state, 1)) == 36


def test_a_mismatched_edge_is_refused_naming_the_edge_and_the_neighbour() -> None:
    state = opening("place 0,0 S0")
    err = refused(state, "place 0,-1 S0")  # S0 shows green on its S edge; (0,0) shows red
    assert err.code == "dragons.edge_mismatch"
    assert err.details["direction"] == "S"
    assert err.details["neighbour"] == [0, 0]
    assert (err.details["tile_colour"], err.details["neighbour_colour"]) == ("green", "red")
    assert "(0, 0)" in err.message and "S edge" in err.message


TWO_GAPS = (
    "place 0,0 T2",
    "place 1,0 T3",
    "place 1,1 T4",
    "place 2,-1 S5",
    "place 0,2 S1",
    "place -1,0 S4",
)


def test_gap_move_the_player_must_place_on_a_gap_cell() -> None:
    state = opening(*TWO_GAPS)
    assert rules.gaps(state) == [(-1, 2), (0, -1)]
    moves = GAME.legal_moves(state, state.to_move)
    assert {m.cell for m in moves} == {(-1, 2), (0, -1)}
    err = refused(state, "place 3,0 S0")  # fits there, but gaps come first
    assert err.code == "dragons.gap_first"
    assert err.details["gaps"] == [[-1, 2], [0, -1]]


def test_gap_cells_have_several_fitting_tails() -> None:
    state = opening(*TWO_GAPS)
    for cell in rules.gaps(state):
        closed, req = sides(state.board, cell)
        assert bin(closed).count("1") == 3
        fitting = FITS[closed][req]
        assert len(fitting) == 3 and all(p >= 6 for p in fitting)  # three tails rotations
    # the player chooses the gap and the rotation
    after, events = play(state, "place -1,2 T1")
    assert cells(events, "auto_place") == []
    assert rules.gaps(after) == [(0, -1)]


def test_gap_with_three_non_consecutive_sides_and_two_shoulders_fits() -> None:  # D4
    state = board_state("0,0:T5 0,1:S5 -1,2:S2 -2,2:T1 -1,0:S3 -3,2:T2")
    assert (-2, 1) in rules.gaps(state)
    closed, req = sides(state.board, (-2, 1))
    assert closed == 0b011010  # NE, S, SW: not consecutive
    assert FITS[closed][req] == (tile("S0"), tile("S1"))  # several fits: a gap move
    at_gap = [GAME.move_notation(m) for m in GAME.legal_moves(state, 0) if m.cell == (-2, 1)]
    assert at_gap == ["place -2,1 S0"]  # S1 would leave an unfillable gap
    assert refused(state, "place -2,1 S1").code == "dragons.impossible_gap"


def test_gap_where_shoulders_and_tails_fit_offers_only_the_legal_ones() -> None:
    state = board_state("0,0:T4 1,0:S4 1,1:T0 -1,1:S1 0,2:S1 -2,2:T4")
    closed, req = sides(state.board, (-1, 2))
    assert FITS[closed][req] == (tile("S4"), tile("T1"), tile("T3"), tile("T5"))
    assert sorted(GAME.move_notation(m) for m in GAME.legal_moves(state, 0)) == [
        "place -1,2 S4",
        "place 0,1 T1",
        "place 0,1 T3",
        "place 0,1 T5",
    ]


def test_gap_closed_on_four_sides_is_a_gap_move_too() -> None:
    state = board_state("0,0:S1 -1,0:T1 0,1:S4 -1,2:S2")
    closed, _ = sides(state.board, (-1, 1))
    assert bin(closed).count("1") == 4
    moves = GAME.legal_moves(state, state.to_move)
    assert sorted(GAME.move_notation(m) for m in moves) == [
        "place -1,1 T0",
        "place -1,1 T2",
        "place -1,1 T4",
    ]


CASCADE = (
    "place 0,0 S0",
    "place 1,0 T2",
    "place 1,1 T5",
    "place 2,1 T4",
    "place 3,1 T5",
    "place -1,0 S3",
)


def test_a_placement_triggers_a_cascade_of_automatic_placements_in_q_r_order() -> None:  # D3
    state = opening(*CASCADE)
    after, events = play(state, "place -2,2 S0")
    autos = [
        (e["q"], e["r"], e["face"], e["rotation"], e["order"])
        for e in events
        if e["type"] == "auto_place"
    ]
    assert autos == [
        (-2, 1, "shoulders", 2, 1),
        (-1, 2, "shoulders", 3, 2),
        (0, 2, "shoulders", 5, 3),
        (1, 2, "shoulders", 1, 4),
        (2, 2, "shoulders", 4, 5),
    ]
    assert all(e["seat"] == 0 for e in events if e["type"] in ("place", "auto_place"))
    assert after.pool == state.pool - 6
    # Recompute the order independently: before each automatic placement, its cell is the
    # first (q, r) empty cell with >= 3 closed sides and exactly one fitting placement.
    board = dict(state.board)
    board[(-2, 2)] = tile("S0")
    for q, r, face, rot, _ in autos:
        empty = {(c[0] + dq, c[1] + dr) for c in board for dq, dr in D} - set(board)
        wanted = sorted(
            c
            for c in empty
            if bin(sides(board, c)[0]).count("1") >= 3
            and len(FITS[sides(board, c)[0]][sides(board, c)[1]]) == 1
        )
        assert wanted[0] == (q, r)
        board[(q, r)] = (0 if face == "shoulders" else 6) + rot


def test_automatic_placements_are_always_shoulders() -> None:
    state = opening(*CASCADE)
    _, events = play(state, "place -2,2 S0")
    assert {e["face"] for e in events if e["type"] == "auto_place"} == {"shoulders"}


def test_the_cascade_stops_when_the_tiles_run_out() -> None:  # D8
    state = opening(
        "place 0,0 S0", "place 1,0 T2", "place 1,1 T5", "place 2,1 T4", "place 3,1 T5", tiles=12
    )
    assert state.pool == 4
    after, events = play(state, "place -1,2 S3")
    assert cells(events, "auto_place") == [(-1, 1), (0, 2), (1, 2)]
    assert after.pool == 0
    # (2, 2) still has one fitting placement and three closed sides but no tile is left
    closed, req = sides(after.board, (2, 2))
    assert bin(closed).count("1") >= 3 and len(FITS[closed][req]) == 1
    result = GAME.outcome(after)
    assert (result.finished, result.reason, result.winners) == (True, "tiles_exhausted", ())
    assert result.draw is True and result.ranking == ((0, 1),)
    assert events[-1] == {
        "type": "game_over",
        "reason": "tiles_exhausted",
        "winners": [],
        "draw": True,
    }


def test_a_placement_that_leaves_an_unfillable_gap_is_refused() -> None:  # D5
    state = board_state("0,0:T4 1,0:S4 1,1:T0 -1,1:S1 0,2:S1 -2,2:T4")
    err = refused(state, "place -1,2 T1")
    assert err.code == "dragons.impossible_gap"
    assert err.details["gap"] == [0, 1] and err.details["automatic"] == []
    assert "(0, 1)" in err.message
    closed, req = sides({**state.board, (-1, 2): tile("T1")}, (0, 1))
    assert FITS[closed][req] == ()


def test_an_unfillable_gap_made_by_the_cascade_is_refused_too() -> None:  # D5
    state = board_state("0,0:S3 0,-1:T2 0,1:T4 -1,-1:S5 -1,1:S0 -2,2:T0 -2,-1:S1")
    err = refused(state, "place -1,0 T1")
    assert err.code == "dragons.impossible_gap"
    assert err.details["gap"] == [-2, 1]
    assert err.details["automatic"]  # the gap appears only after the automatic placement
    assert {m.cell for m in GAME.legal_moves(state, 0)} == {(-1, 2)}


def test_no_legal_placement_ends_the_game_as_when_tiles_run_out() -> None:
    # Both gaps are fitted only by tails, and every tails placement there leaves the other
    # gap unfillable: the player to move has no legal placement.
    state = board_state("0,0:S3 -1,1:T3 -2,2:S5 1,0:T1 -2,3:T1", tiebreak="largest_closed_wins")
    assert rules.gaps(state) == [(-1, 2), (0, 1)]
    assert GAME.legal_moves(state, 0) == []
    result = GAME.outcome(state)
    assert (result.finished, result.reason) == (True, "no_legal_move")
    assert result.details["tiebreak"] == "largest_closed_wins"
    assert GAME.to_act(state) == frozenset()


def test_opposite_sides_of_the_same_colour_can_never_be_filled() -> None:
    closed = 0b001001  # N and S
    assert FITS[closed][0b001001] == () and FITS[closed][0] == ()
    assert FITS[closed][0b000001] and FITS[closed][0b001000]


# --------------------------------------------------------------------------- §4 loops


def test_loop_of_three_tiles_does_not_win() -> None:
    state = opening("place 0,0 T3", "place 0,1 S5")
    after, events = play(state, "place -1,2 S0")
    assert loops(events) == [("red", 3, False)]
    assert not GAME.outcome(after).finished


def test_loop_of_four_tiles_does_not_win() -> None:
    state = opening("place 0,0 S1", "place -1,0 S0")
    after, events = play(state, "place -2,1 S4")
    assert loops(events) == [("green", 4, False)]
    assert not GAME.outcome(after).finished


def _rings(length: int):
    """Every cycle of `length` cells through (0, 0) (its least cell) near the origin."""
    near = {(q, r) for q in range(-4, 5) for r in range(-4, 5) if abs(q + r) <= 4}

    def grow(path):
        if len(path) == length:
            if any((path[-1][0] + dq, path[-1][1] + dr) == path[0] for dq, dr in D):
                yield path
            return
        for dq, dr in D:
            n = (path[-1][0] + dq, path[-1][1] + dr)
            if n in near and n not in path and n > path[0]:
                yield from grow([*path, n])

    yield from grow([(0, 0)])


def test_no_loop_passes_through_exactly_five_tiles() -> None:
    # The rulings list loops of 3, 4 and 5 tiles as non-winning. Five never happens: for
    # every ring of five cells no choice of tiles both matches all edges and carries one
    # colour's region through each cell's two ring edges (exhaustive check).
    def direction(a, b):
        return next(d for d in range(6) if (a[0] + D[d][0], a[1] + D[d][1]) == b)

    rings = list(_rings(5))
    assert rings
    for ring, colour in itertools.product(rings, (RED, GREEN)):
        need = [
            (direction(c, ring[i - 1]), direction(c, ring[(i + 1) % 5])) for i, c in enumerate(ring)
        ]
        choices = [
            [
                p
                for p in range(12)
                if any(col == colour and a in e and b in e for col, e in REGIONS[p])
            ]
            for a, b in need
        ]
        for combo in itertools.product(*choices):
            board = dict(zip(ring, combo, strict=True))
            ok = all(
                (MASK[p] ^ sides(board, c)[1]) & sides(board, c)[0] == 0 for c, p in board.items()
            )
            assert not ok, f"a five-tile loop exists: {board}"


def test_loop_of_six_tiles_wins() -> None:
    state = opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2")
    after, events = play(state, "place 1,-1 T4")
    assert loops(events) == [("green", 6, True)]
    result = GAME.outcome(after)
    assert (result.winners, result.losers, result.reason) == ((1,), (0,), "loop_closed")
    assert GAME.to_act(after) == frozenset()
    assert GAME.legal_moves(after, 0) == []


def test_win_test_runs_after_the_automatic_placements() -> None:
    # The placement closes nothing by itself; its two automatic placements close the loop.
    state = opening("place 0,0 T3", "place 1,-1 T2", "place -1,0 T4")
    _, events = play(state, "place 0,-2 S2")
    assert cells(events, "auto_place") == [(-1, -1), (1, -2)]
    loop = next(e for e in events if e["type"] == "loop")
    assert (loop["colour"], loop["length"], loop["wins"]) == ("red", 7, True)
    assert [-1, -1] in loop["tiles"] and [1, -2] in loop["tiles"]


def test_a_loop_completed_for_the_opponent_wins_for_the_opponent() -> None:  # D7
    state = opening("place 0,0 T5", "place 1,0 T4", "place 2,-1 S0")
    assert state.to_move == 1  # green moves
    after, events = play(state, "place 1,1 T3")
    assert loops(events) == [("red", 6, True)]
    assert GAME.outcome(after).winners == (0,)


BOTH = (
    "place 0,0 S2",
    "place 0,-1 T0",
    "place 0,1 S1",
    "place 1,-2 S2",
    "place 0,2 S3",
    "place -1,1 S4",
    "place 0,-2 S4",
    "place -1,-1 T1",
    "place -1,-2 T2",
    "place 0,3 T4",
    "place 1,2 T1",
    "place -1,3 T5",
    "place -2,0 T0",
    "place -3,4 S3",
    "place -3,2 T3",
    "place -1,5 S3",
    "place 0,4 T1",
    "place -4,4 S0",
    "place -4,2 T4",
    "place -4,5 T3",
    "place 2,1 S3",
    "place 2,0 T0",
    "place -3,-1 S0",
    "place -4,0 T4",
    "place 3,-2 S3",
    "place 3,0 T5",
    "place -1,6 T2",
    "place -4,-1 S3",
)


def test_a_move_closing_both_colours_loops_is_won_by_the_longer_loop() -> None:
    state = opening(*BOTH, tiles=200)
    after, events = play(state, "place -1,-3 T1")
    assert sorted(loops(events)) == [("green", 7, False), ("red", 15, True)]
    result = GAME.outcome(after)
    assert (result.winners, result.reason, result.details["loops"]) == (
        (0,),
        "loop_closed",
        [15, 7],
    )


def test_the_longest_loop_counts_when_a_move_makes_several() -> None:  # D6
    # the closing move of the cascade scenario makes red and green loops of 4 at once
    state = opening(*CASCADE)
    _, events = play(state, "place -2,2 S0")
    assert sorted(loops(events)) == [("green", 4, False), ("red", 4, False)]


def test_equal_winning_loops_draw() -> None:
    # A layout symmetric under "turn the board half round and swap the colours": the tails
    # tile at the centre closes a red and a green loop of six tiles at once.
    state = board_state(
        "-2,2:S2 -1,1:S5 -1,0:S2 -1,2:T3 0,-1:T2 0,1:T2 1,-2:T3 1,-1:S5 1,0:S2 2,-2:S2"
    )
    after, events = play(state, "place 0,0 T1")
    assert sorted(loops(events)) == [("green", 6, False), ("red", 6, False)]
    result = GAME.outcome(after)
    assert (result.reason, result.winners, result.draw) == ("loops_equal", (), True)
    assert result.ranking == ((0, 1),) and result.losers == ()
    assert result.details["loops"] == [6, 6]


# --------------------------------------------------------------------------- tiles run out


def test_running_out_of_tiles_is_a_draw_without_tiebreak() -> None:
    state = board_state("0,0:T0 0,-1:T3", tiles=2)
    result = GAME.outcome(state)
    assert (result.reason, result.winners, result.draw, result.details) == (
        "tiles_exhausted",
        (),
        True,
        {"tiebreak": "none"},
    )
    assert result.to_json() == {
        "winners": [],
        "losers": [],
        "ranking": [[0, 1]],
        "draw": True,
        "reason": "tiles_exhausted",
        "details": {"tiebreak": "none"},
    }


# Two tails whose red tail ends face each other: a closed red dragon of two tiles, every
# other dragon open, no holes anywhere.
TAIL_PAIR = "0,0:T0 0,-1:T3"
# A red loop of three tiles: red has a dragon with one hole; nothing is closed.
RED_TRIANGLE = "0,0:S1 1,-1:S3 1,0:S0"


@pytest.mark.parametrize(
    ("layout", "tiebreak", "winner"),
    [
        (TAIL_PAIR, "largest_closed_wins", 0),
        (TAIL_PAIR, "largest_closed_loses", 1),
        (TAIL_PAIR, "most_holes_wins", None),
        (RED_TRIANGLE, "largest_closed_wins", None),
        (RED_TRIANGLE, "most_holes_wins", 0),
        (RED_TRIANGLE, "most_holes_loses", 1),
    ],
)
def test_tiebreaks_compare_each_players_best_dragon(layout, tiebreak, winner) -> None:
    n = len(layout.split())
    state = board_state(layout, tiles=n, tiebreak=tiebreak)
    result = GAME.outcome(state)
    assert result.finished and result.reason == "tiles_exhausted"
    assert result.winners == (() if winner is None else (winner,))
    assert result.draw is (winner is None)
    assert result.ranking == (((0, 1),) if winner is None else ((winner,), (1 - winner,)))


def test_dragon_measures_of_the_tiebreak_layouts() -> None:
    pair = rules.seat_summary(board_state(TAIL_PAIR, tiles=2))
    assert [s["largest_closed"] for s in pair] == [2, 0]
    assert [s["most_holes"] for s in pair] == [0, 0]
    tri = rules.seat_summary(board_state(RED_TRIANGLE, tiles=3))
    assert [s["most_holes"] for s in tri] == [1, 0]
    assert [s["largest_closed"] for s in tri] == [0, 0]


@pytest.mark.parametrize(
    ("red", "green", "winners"),
    [(1500, 1600, (0,)), (1700, 1600, (1,)), (1600, 1600, ()), (None, 1600, ())],
)
def test_lower_rating_wins(red, green, winners) -> None:
    state = board_state(
        TAIL_PAIR, tiles=2, tiebreak="lower_rating_wins", red_rating=red, green_rating=green
    )
    assert GAME.outcome(state).winners == winners


def test_tantrix_scoring_best_dragon_one_per_hole_doubled_if_closed() -> None:
    assert Dragon(RED, tiles=6, nodes=6, links=7, open_ends=0).tantrix_score == 4
    assert Dragon(RED, tiles=6, nodes=6, links=7, open_ends=2).tantrix_score == 2
    state = board_state(RED_TRIANGLE, tiles=3, scoring="tantrix")
    result = GAME.outcome(state)
    assert (result.winners, result.details["scores"]) == ((0,), [1, 0])
    drawn = GAME.outcome(board_state(TAIL_PAIR, tiles=2, scoring="tantrix"))
    assert drawn.winners == () and drawn.draw is True and drawn.ranking == ((0, 1),)


def test_tantrix_scoring_has_no_immediate_loop_win() -> None:  # D9
    state = opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2", scoring="tantrix")
    after, events = play(state, "place 1,-1 T4")
    assert loops(events) == [("green", 6, False)]
    assert not GAME.outcome(after).finished


def test_tantrix_pool_defaults_to_40_unless_tiles_is_given() -> None:
    assert GAME.normalize_options(2, {"scoring": "tantrix"})["tiles"] == 40
    assert GAME.normalize_options(2, {"scoring": "tantrix", "tiles": 60})["tiles"] == 60
    assert GAME.normalize_options(2, {})["tiles"] == 50


def test_tantrix_with_a_tiebreak_is_refused() -> None:
    from service.games.base import OptionsError

    with pytest.raises(OptionsError) as info:
        GAME.normalize_options(2, {"scoring": "tantrix", "tiebreak": "most_holes_wins"})
    assert info.value.code == "options.conflict"


@pytest.mark.parametrize("tiles", [9, 201])
def test_tile_count_is_10_to_200(tiles) -> None:
    from service.games.base import OptionsError

    with pytest.raises(OptionsError):
        GAME.normalize_options(2, {"tiles": tiles})


def test_every_listed_move_is_a_placement_value() -> None:
    state = opening("place 0,0 S0")
    assert all(m == place_of(m.cell, m.p) for m in GAME.legal_moves(state, 1))


def test_a_loop_closed_with_the_last_tiles_wins_before_the_draw() -> None:  # D8
    from dataclasses import replace

    from service.games.dragons.state import make_state

    before = opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2")
    short = make_state(
        replace(before.config, tiles=len(before.placed) + 3), before.placed, before.starts
    )
    after, events = play(short, "place 1,-1 T4")
    assert after.pool == 0
    result = GAME.outcome(after)
    assert (result.reason, result.winners) == ("loop_closed", (1,))


def test_the_cascade_stopped_by_the_empty_pool_leaves_its_cell_and_the_loop_unmade() -> None:
    from dataclasses import replace

    from service.games.dragons.state import make_state

    before = opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2")
    short = make_state(
        replace(before.config, tiles=len(before.placed) + 2), before.placed, before.starts
    )
    after, events = play(short, "place 1,-1 T4")
    assert len(cells(events, "auto_place")) == 1  # the second automatic placement is lost
    assert loops(events) == []
    assert GAME.outcome(after).reason == "tiles_exhausted"


def test_an_unfillable_gap_is_refused_even_with_the_last_tile() -> None:
    layout = "0,0:T4 1,0:S4 1,1:T0 -1,1:S1 0,2:S1 -2,2:T4"
    state = board_state(layout, tiles=len(layout.split()) + 1)
    assert refused(state, "place -1,2 T1").code == "dragons.impossible_gap"
    assert GAME.parse_notation("place -1,2 S4") in GAME.legal_moves(state, 0)


def test_tantrix_loop_events_show_the_shortest_new_loop() -> None:
    # Under loop scoring this move closes a red loop of 7 (the longest through its tiles);
    # under Tantrix scoring the event shows the shortest loop through them instead.
    moves = ("place 0,0 T3", "place 1,-1 T2", "place -1,0 T4")
    _, loop_events = play(opening(*moves), "place 0,-2 S2")
    _, tantrix_events = play(opening(*moves, scoring="tantrix"), "place 0,-2 S2")
    assert loops(loop_events) == [("red", 7, True)]
    ((colour, length, wins),) = loops(tantrix_events)
    assert colour == "red" and length < 7 and not wins


def test_blocks_split_cycles_at_cut_nodes() -> None:
    from service.games.dragons.loops import _blocks

    def n(i: int):
        return ((i, 0), 0)

    # two triangles sharing node 2, and a tail 5-6
    links = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2), (4, 5)]
    adj: dict = {n(i): [] for i in range(6)}
    for a, b in links:
        adj[n(a)].append(n(b))
        adj[n(b)].append(n(a))
    blocks = sorted(sorted(b) for b in _blocks(adj))
    assert blocks == [[n(0), n(1), n(2)], [n(2), n(3), n(4)], [n(4), n(5)]]


def _brute_longest(board, new_cells, colour) -> int:
    """Longest simple cycle through a new region, by plain search of the whole graph."""
    from service.games.dragons.loops import node_neighbours

    best = 0
    news = [
        (c, i) for c in new_cells for i, (col, e) in enumerate(REGIONS[board[c]]) if col == colour
    ]

    def dfs(s, u, seen, length):
        nonlocal best
        for v in node_neighbours(board, u):
            if v == s and length >= 3:
                best = max(best, length)
            elif v not in seen:
                seen.add(v)
                dfs(s, v, seen, length + 1)
                seen.discard(v)

    for s in news:
        dfs(s, s, {s}, 1)
    return best


def test_longest_loop_search_agrees_with_plain_search_in_random_games() -> None:
    from service.games.cards import Rng
    from service.games.dragons.loops import longest_loop_through

    checked = 0
    for i in range(6):
        state = GAME.setup(2, GAME.normalize_options(2, {"tiles": 30}), f"brute{i}")
        rng = Rng(f"brute{i}", "moves")
        while not GAME.outcome(state).finished:
            moves = GAME.legal_moves(state, state.to_move)
            state, _ = GAME.apply(state, state.to_move, moves[rng.randbelow(len(moves))])
            cells = [c for c, _ in state.last_move]
            for colour in (RED, GREEN):
                found = longest_loop_through(state.board, cells, colour)
                assert (found.length if found else 0) == _brute_longest(state.board, cells, colour)
                checked += found is not None
    assert checked
