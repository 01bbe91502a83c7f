"""Seeded random playouts for every player count and a covering sample of option combinations
(each value of every option appears; the full product is 2*3*2^7*2 per player count)."""

from __future__ import annotations

import pytest

from service.games.red_dragon import GAME
from tests.harness import playout

from .helpers import candidates, invariant

COUNTS = [(n, 1) for n in range(2, 5)] + [(n, 2) for n in range(2, 9)]

COMBOS = [
    (
        2,
        {
            "decks": 2,
            "jokers_per_deck": 2,
            "consecutive_eights": "forbidden",
            "chance_exception_scope": "later_only",
        },
    ),
    (
        3,
        {
            "jokers_per_deck": 1,
            "eight_skip_survives_burn": True,
            "ten_counts_for_first": False,
            "default_direction": "cw",
        },
    ),
    (
        4,
        {
            "jokers_per_deck": 2,
            "reserve_fail_takes_card": False,
            "mix_opening_subset": "all_of_rank",
        },
    ),
    (
        5,
        {
            "decks": 2,
            "jokers_per_deck": 1,
            "consecutive_eights": "forbidden",
            "eight_skip_survives_burn": True,
            "mix_opening_subset": "all_of_rank",
            "default_direction": "cw",
        },
    ),
    (
        6,
        {
            "decks": 2,
            "jokers_per_deck": 2,
            "chance_exception_scope": "later_only",
            "reserve_fail_takes_card": False,
            "ten_counts_for_first": False,
        },
    ),
    (
        7,
        {
            "decks": 2,
            "consecutive_eights": "forbidden",
            "chance_exception_scope": "later_only",
            "reserve_fail_takes_card": False,
            "max_turns": 400,
        },
    ),
    (
        8,
        {
            "decks": 2,
            "jokers_per_deck": 2,
            "consecutive_eights": "forbidden",
            "chance_exception_scope": "later_only",
            "eight_skip_survives_burn": True,
            "ten_counts_for_first": False,
            "reserve_fail_takes_card": False,
            "mix_opening_subset": "all_of_rank",
            "default_direction": "cw",
        },
    ),
    (
        2,
        {
            "jokers_per_deck": 2,
            "mix_opening_subset": "all_of_rank",
            "consecutive_eights": "forbidden",
            "eight_skip_survives_burn": True,
        },
    ),
    (3, {"decks": 2, "jokers_per_deck": 2, "max_turns": 25}),
    (
        4,
        {
            "decks": 2,
            "jokers_per_deck": 1,
            "default_direction": "cw",
            "ten_counts_for_first": False,
            "chance_exception_scope": "later_only",
        },
    ),
]


@pytest.mark.parametrize("players,decks", COUNTS)
def test_every_player_count(players: int, decks: int) -> None:
    state, log = playout(
        GAME,
        players,
        {"decks": decks},
        f"rd-{players}-{decks}",
        invariant=invariant,
        candidates=candidates,
        check_every=2 if players < 5 else 3,
    )
    out = GAME.outcome(state)
    assert out.finished and out.reason == "last_player_holding"
    assert len(out.ranking) == players and out.losers == (state.loser,)
    assert out.winners == (state.finish_order[0],)


@pytest.mark.parametrize("players,options", COMBOS, ids=[f"combo{i}" for i in range(len(COMBOS))])
def test_option_combinations(players: int, options: dict) -> None:
    for seed in ("x", "y"):
        state, _ = playout(
            GAME,
            players,
            options,
            f"rd-combo-{players}-{seed}",
            invariant=invariant,
            candidates=candidates,
            check_every=4,
        )
        out = GAME.outcome(state)
        assert out.finished
        assert out.reason in ("last_player_holding", "max_turns")
        if options.get("max_turns") is None:
            assert out.reason == "last_player_holding"
