"""Seeded random playouts for every player count and a covering sample of option combos."""

from __future__ import annotations

import pytest

from service.games.red_dragon import GAME
from tests.harness import playout

from .helpers import candidates, invariant

COUNTS = [(n, 1) for n in range(2, 5)] + [(n, 2) for n in range(2, 9)]


@pytest.mark.parametrize("players,decks", COUNTS)
def test_default_options(players: int, decks: int) -> None:
    for seed in ("a", "b"):
        state, log = playout(
            GAME,
            players,
            {"decks": decks},
            f"rd-{players}-{decks}-{seed}",
            invariant=invariant,
            candidates=candidates,
            check_every=3 if players > 4 else 1,
        )
        out = GAME.outcome(state)
        assert out.finished and out.reason == "last_player_holding"
        assert len(out.ranking) == players
        assert out.losers == (state.loser,)
