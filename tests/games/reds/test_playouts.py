"""Seeded random Reds games to the end for 2–6 players and every variant, with the harness
checks (legal moves == check, no leaks, codecs, purity) and the Reds invariant."""

from __future__ import annotations

import pytest

from service.games.reds import GAME
from tests.harness import playout

from .helpers import candidates, invariant

CASES = [
    (n, opts)
    for n in range(2, 7)
    for opts in ({}, {"mode": "short"}, {"hidden_bids": True}, {"first_dealer": n - 1})
] + [
    (4, {"partnership": True}),
    (6, {"partnership": True}),
    (4, {"partnership": True, "hidden_bids": True, "mode": "short"}),
    (6, {"partnership": True, "mode": "short"}),
    (3, {"hidden_bids": True, "mode": "short"}),
]


@pytest.mark.parametrize(
    "players,options",
    CASES,
    ids=[f"{n}p-" + (",".join(f"{k}={v}" for k, v in o.items()) or "default") for n, o in CASES],
)
def test_random_games_end_with_every_rule_respected(players: int, options: dict) -> None:
    short = options.get("mode") == "short"
    state, log = playout(
        GAME,
        players,
        options,
        f"play-{players}",
        invariant=invariant,
        candidates=candidates,
        check_every=1 if short and players <= 3 else 4,
    )
    result = GAME.outcome(state)
    assert result.finished
    assert state.round_no >= (5 if short else 9)
    assert result.winners
    assert log
