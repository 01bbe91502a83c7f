"""Seeded random playouts to the end for every player count and a covering sample of option
combinations (every value of every option appears at least once)."""

from __future__ import annotations

import pytest

from service.games.palace import GAME
from tests.harness import playout

from .helpers import candidates, invariant


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", ["a", "b"])
def test_every_player_count(players: int, seed: str) -> None:
    state, log = playout(
        GAME,
        players,
        None,
        f"palace-{players}-{seed}",
        invariant=invariant,
        candidates=candidates,
        check_every=7,
    )
    out = GAME.outcome(state)
    assert out.finished and out.reason == "last_player_holding"
    assert len(out.ranking) == players and out.losers == (state.loser,)
    assert out.winners == (state.finish_order[0],)
