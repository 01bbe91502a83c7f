"""The expert bot: its samplers deal only what a seat cannot see (a sampled state shows the
seat exactly its view), it answers legal moves only, the same move for the same seed and
iteration budget, and the same move for twin states that differ only in hidden cards."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from service import bots
from service.bots.arena import OPTIONS
from service.bots.expert import LEVELS, ExpertBot
from service.bots.search import Budget
from service.games import registry
from service.games.base import Game

from .test_hidden_information import twin

HIDDEN = [("palace", 3), ("red_dragon", 2), ("reds", 3), ("dragons_wild", 3)]
ALL = [*HIDDEN, ("dragons", 2)]
# iterations only (a wall time no test run reaches): reproducible on a loaded machine
TINY = Budget(iterations=6, seconds=600.0)


def _states(game: Game, players: int, games: int, steps: int, rng: random.Random) -> Any:
    """(state, seat) pairs along random playouts."""
    for g in range(games):
        opts = game.normalize_options(players, OPTIONS.get(game.id))
        state = game.setup(players, opts, f"expert:{g}")
        for _ in range(steps):
            to_act = sorted(game.to_act(state))
            if not to_act:
                break
            seat = rng.choice(to_act)
            moves = game.legal_moves(state, seat)
            if not moves:
                continue
            yield state, seat
            state, _ = game.apply(state, seat, rng.choice(moves))


@pytest.mark.parametrize("game_id,players", HIDDEN)
def test_a_sampled_deal_shows_the_seat_exactly_its_view(game_id: str, players: int) -> None:
    game = registry()[game_id]
    sampler = importlib.import_module(f"service.bots.{game_id}").sampler
    rng = random.Random(game_id)
    checked = 0
    for i, (state, seat) in enumerate(_states(game, players, 2, 300, rng)):
        if i % 3:
            continue
        view = game.view(state, seat)
        sample = sampler(game, view, seat)(rng)
        assert game.view(sample, seat) == view
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("game_id,players", ALL)
def test_expert_plays_legal_moves_reproducibly(game_id: str, players: int) -> None:
    game = registry()[game_id]
    bot = ExpertBot(game_id, 3, TINY)
    rng = random.Random(1)
    for i, (state, seat) in enumerate(_states(game, players, 1, 60, rng)):
        if i % 6:
            continue
        view, moves = bots.inputs(game, state, seat)
        first = bot.analyse(view, moves, bots.bot_rng(f"s{i}"))
        again = bot.analyse(view, moves, bots.bot_rng(f"s{i}"))
        assert first.move == again.move and first.alternatives == again.alternatives
        assert first.move is None or first.move in moves
        assert "greedy:" not in first.reason  # the sampler dealt every time
        for line in first.alternatives:
            assert line.move == {} or line.move in moves
            assert 0 <= line.win_rate <= 1


@pytest.mark.parametrize("game_id,players", HIDDEN)
def test_twin_states_give_the_expert_the_same_move(game_id: str, players: int) -> None:
    """States that differ only in cards the seat cannot know: the same move, the same
    alternatives, for the same seed."""
    game = registry()[game_id]
    bot = ExpertBot(game_id, 3, TINY)
    rng = random.Random(f"twin:{game_id}")
    checked = 0
    for i, (state, seat) in enumerate(_states(game, players, 3, 200, rng)):
        if i % 4 or checked >= 8:
            continue
        other = twin(game, state, seat, rng)
        if other is None:
            continue
        mine, theirs = bots.inputs(game, state, seat), bots.inputs(game, other, seat)
        assert mine == theirs, f"{game_id}: a twin's view differs (a leak, or a bad twin)"
        a = bot.analyse(*mine, bots.bot_rng(i))
        b = bot.analyse(*theirs, bots.bot_rng(i))
        assert (a.move, a.alternatives, a.iterations) == (b.move, b.alternatives, b.iterations)
        checked += 1
    assert checked >= 4, f"only {checked} twin states checked"


def test_levels() -> None:
    assert [LEVELS[i][0] for i in range(1, 9)] == ["random", "greedy"] + ["expert"] * 6
    budgets = [LEVELS[i][1:] for i in range(3, 9)]
    assert budgets == sorted(budgets) and len(set(budgets)) == 6
    assert bots.level_bot(None, 1) == ("random", 1)
    assert bots.level_bot("expert", None) == ("expert", 6)
    assert bots.level_bot(None, None) == ("greedy", None)
    with pytest.raises(ValueError):
        bots.level_bot("greedy", 5)
    with pytest.raises(ValueError):
        bots.level_bot(None, 9)


def test_the_reds_sampler_draws_hidden_bids_from_the_rules_range() -> None:
    """Bids run 0–5 (docs/rules/reds.md): a hidden bid is sampled over all of them, around
    what the sampled hand would bid."""
    from service.bots.reds import hidden_bid

    rng = random.Random(3)
    strong = ["AD", "KD", "QD", "JD", "10D"]
    weak = ["2C", "3S", "4C", "2S", "3C"]
    drawn_strong = [hidden_bid(strong, None, 2, rng) for _ in range(400)]
    drawn_weak = [hidden_bid(weak, None, 2, rng) for _ in range(400)]
    assert set(drawn_strong) == set(drawn_weak) == set(range(6))
    assert sum(drawn_strong) / 400 > sum(drawn_weak) / 400 + 1.0


def test_the_switching_bar_allows_for_many_candidates() -> None:
    """Bonferroni: the best of k challengers must clear a higher bar than one challenger."""
    from service.bots.search import SWITCH_Z, switch_z

    bars = [switch_z(k) for k in (1, 2, 3, 4, 8)]
    assert bars[0] == SWITCH_Z and bars == sorted(bars) and len(set(bars)) == 5
    assert abs(bars[1] - 1.41) < 0.01 and abs(bars[3] - 1.75) < 0.01


def test_the_root_is_a_ranked_widening_never_a_random_subset() -> None:
    """Where the moves outnumber what the budget can compare, the candidates are greedy's
    choice, then greedy's choice among the rest, and so on (a ranked widening)."""
    game = registry()["dragons_wild"]
    bot = ExpertBot("dragons_wild", 3, TINY)
    for state, seat in _states(game, 3, 3, 200, random.Random("widening")):
        view, moves = bots.inputs(game, state, seat)
        if len(moves) < 8:
            continue
        got = bot._candidates(view, moves, False, random.Random(1))
        assert 2 < len(got) < len(moves)
        seed = random.Random(1).random()  # what _candidates drew first
        ranked: list[Any] = []
        left = list(moves)
        while len(ranked) < len(got):
            pick, _ = bot._greedy(view, left, random.Random(seed))
            ranked.append(pick)
            left = [m for m in left if m is not pick and m != pick]
        assert got == ranked
        return
    raise AssertionError("no position with enough moves")


def test_the_red_dragon_sampler_counts_the_turns_the_view_shows() -> None:
    """The turn count (max_turns counts it) is sampled at its lower bound from the view, the
    highest play on the pile: never above the real count, and not 0 once a card is played."""
    game = registry()["red_dragon"]
    sampler = importlib.import_module("service.bots.red_dragon").sampler
    rng = random.Random("turns")
    checked = 0
    for state, seat in _states(game, 2, 2, 300, rng):
        view = game.view(state, seat)
        if view["phase"] != "play" or not view["pile"]:
            continue
        sample = game.encode_state(sampler(game, view, seat)(rng))
        real = game.encode_state(state)["turns"]
        assert 1 <= sample["turns"] <= real
        assert sample["turns"] == max(e["play"] for e in view["pile"])
        checked += 1
    assert checked >= 20
