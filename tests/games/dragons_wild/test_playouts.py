"""Seeded random playouts for 3–6 players and a covering sample of option combinations."""

from __future__ import annotations

import pytest

from service.games.dragons_wild import GAME
from service.games.dragons_wild.rules import canonical_move
from tests.harness import playout

from .helpers import candidates, invariant

# The rules have no round limit and `max_rounds_per_hand` is off by default, but uniformly
# random players can circle for ever through the turned-over discard pile (4 of 100 seeded
# random games ran past 200,000 moves without a guard). The playouts below that would
# otherwise play on without one pass a generous guard so that they always end; the tests of
# the default options assert that no hand was cut short by it (games under the real rules).
GUARD = {"max_rounds_per_hand": 100}
# Seeds whose random games end without the guard (the listing decides what a random
# player picks: "dw-3" loops through a hand since the listing became canonical).
SEEDS = {3: "dw-3b", 4: "dw-4", 5: "dw-5", 6: "dw-6"}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_default_options(players: int) -> None:
    state, log = playout(
        GAME,
        players,
        GUARD,
        SEEDS[players],
        invariant=invariant,
        candidates=candidates,
        canonical=canonical_move,
        check_every=7,
    )
    out = GAME.outcome(state)
    assert out.finished and out.reason == "hands_per_player"
    assert len(state.results) >= players
    assert all(r.reason != "hand_limit" for r in state.results), "the guard shaped the game"


OPTION_SAMPLE = [
    (3, {"end_condition": "target_score", "target_score": 150, "max_hands": 8}),
    (4, {"end_condition": "manual", "max_hands": 6}),
    (5, {"refill": "immediate", "keep_top_discard_on_refill": True, "max_hands": 2}),
    (
        6,
        {
            "allow_buy_first_upcard": False,
            "max_buys_per_window": 1,
            "max_buys_per_player_per_hand": 2,
            "max_hands": 2,
        },
    ),
    (
        3,
        {
            "buy_requires_penalty_card": False,
            "blocked_hand": "no_penalty",
            "forbid_discard_of_taken_discard": True,
            "tie_policy": "extra_hand",
            "max_hands": 4,
        },
    ),
    (4, {"hand_size": 9, "max_rounds_per_hand": 10, "first_dealer": 2}),
    (3, {"runs_wrap": True, "max_hands": 2, "going_out_multi_meld": True}),
    (4, {"going_out_multi_meld": True, "max_hands": 2}),
    (6, {"buy_priority": "seat_order_from_active_left", "max_hands": 2}),
    (5, {"runs_wrap": True, "hand_size": 9, "max_hands": 1}),
]


@pytest.mark.parametrize("players,options", OPTION_SAMPLE)
def test_option_sample(players: int, options: dict) -> None:
    state, _ = playout(
        GAME,
        players,
        {**GUARD, **options},
        f"dw-opt-{players}-{sorted(options)}",
        invariant=invariant,
        candidates=candidates,
        canonical=canonical_move,
        check_every=9,
    )
    assert GAME.outcome(state).finished
