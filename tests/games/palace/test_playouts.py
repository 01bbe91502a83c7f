"""Seeded random playouts to the end for every player count and a covering sample of option
combinations (every value of every option appears at least once)."""

from __future__ import annotations

import pytest

from service.games.palace import GAME
from tests.harness import playout

from .helpers import candidates, invariant
from .policy import policy_playout


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_player_count(players: int) -> None:
    seed = "a"
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


# A covering sample: every value of every option appears, most in several player counts.
COMBOS: list[tuple[int, dict[str, object]]] = [
    (2, {"two_plays_again": False, "burn_plays_again": False, "four_of_a_kind": "off"}),
    (3, {"four_of_a_kind": "single_play", "voluntary_pickup": True, "eight_skip": True}),
    (4, {"faceup_pickup_takes_card": True, "mix_hand_faceup": True, "lower_rank": "7"}),
    (5, {"seven_lower": True, "transparent_rank": "3", "ten_restricted": True}),
    (2, {"transparent_rank": "8", "transparent_counts_in_runs": True, "jokers": 2}),
    (3, {"jokers": 1, "starter_rule": "lowest_including_faceup", "lower_rank": "5"}),
    (4, {"starter_rule": "pagat_first_three_dealt", "starter_must_lead_lowest": True}),
    (5, {"starter_rule": "seat0", "deal": "choose_3_of_6", "decks": 2, "jokers": 2}),
    (2, {"deal": "bga_scaling", "lower_rank": "9", "eight_skip": True, "max_turns": 300}),
    (3, {"deal": "bga_scaling", "decks": 2, "faceup_pickup_takes_card": True}),
    (4, {"deal": "choose_3_of_6", "mix_hand_faceup": True, "voluntary_pickup": True}),
    (5, {"max_turns": 40, "eight_skip": True, "transparent_rank": "8", "jokers": 1}),
    (
        3,
        {
            "two_plays_again": False,
            "burn_plays_again": False,
            "four_of_a_kind": "single_play",
            "faceup_pickup_takes_card": True,
            "mix_hand_faceup": True,
            "transparent_rank": "3",
            "transparent_counts_in_runs": True,
            "ten_restricted": True,
            "jokers": 2,
            "starter_must_lead_lowest": True,
            "decks": 2,
        },
    ),
]


@pytest.mark.parametrize("players,options", COMBOS, ids=[f"combo{i}" for i in range(len(COMBOS))])
def test_option_combinations(players: int, options: dict[str, object]) -> None:
    """Uniform random moves (the generic harness), capped by max_turns: random play can
    wander for a long time; the greedy playouts below play every combination to its end."""
    capped = {"max_turns": 250, **options}
    state, _ = playout(
        GAME, players, capped, f"palace-combo-{players}",
        invariant=invariant, candidates=candidates, check_every=5,
    )  # fmt: skip
    out = GAME.outcome(state)
    assert out.finished and out.reason in ("last_player_holding", "max_turns")
    if out.reason == "max_turns":
        assert state.turns == capped["max_turns"] and out.losers == ()


@pytest.mark.parametrize("players,options", COMBOS, ids=[f"combo{i}" for i in range(len(COMBOS))])
def test_option_combinations_to_the_end(players: int, options: dict[str, object]) -> None:
    for seed in ("p", "q"):
        state, log = policy_playout(players, options, f"palace-greedy-{players}-{seed}")
        out = GAME.outcome(state)
        assert out.finished
        if options.get("max_turns") is None:
            assert out.reason == "last_player_holding"
            assert sorted(out.ranking) == [(s,) for s in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_player_count_to_the_end_greedy(players: int) -> None:
    for seed in ("g1", "g2", "g3"):
        state, _ = policy_playout(players, None, f"palace-{players}-{seed}", check_every=2)
        out = GAME.outcome(state)
        assert out.finished and out.reason == "last_player_holding"
