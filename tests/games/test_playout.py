"""The engines' random-playout loop (service/games/playout.py, compiled with the engines) is
the bots' uniformly random rollout: the same draws from the seed, so the same final state as
the rollout loop with a random policy (what the expert bot ran before it moved there), with
`stop` and the step cap kept, in every game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.bots import search
from service.bots.arena import OPTIONS
from service.games import registry
from service.games.base import Game
from service.games.playout import random_playout

GAMES = [("palace", 3), ("red_dragon", 2), ("reds", 3), ("dragons_wild", 3), ("dragons", 2)]


def _uniform(game: Game, state: Any, seat: int, legal: list[Any], rng: random.Random) -> Any:
    return legal[rng.randrange(len(legal))]


def _start(game: Game, players: int, k: int) -> Any:
    return game.setup(players, game.normalize_options(players, OPTIONS.get(game.id)),
                      f"playout:{k}")


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_compiled_loop_draws_as_the_rollout_did(game_id: str, players: int) -> None:
    game = registry()[game_id]
    for k in range(4):
        start = _start(game, players, k)
        ours = search.rollout(game, start, players, None, random.Random(k))
        theirs = search.rollout(game, start, players, _uniform, random.Random(k))
        assert game.encode_state(ours) == game.encode_state(theirs)
        assert ours != start


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_loop_stops_at_its_cap_and_at_a_stop_event(game_id: str, players: int) -> None:
    game = registry()[game_id]
    start = _start(game, players, 9)
    state, steps = random_playout(game, start, random.Random(1), 3)
    assert steps == 3 and not game.outcome(state).finished
    full, total = random_playout(game, start, random.Random(1), 10_000)
    assert game.outcome(full).finished and total > 3
    # a stop on the type of the first move's first event ends the playout right after it: the
    # first move made by hand with the loop's draws (shuffle the seats, a random listed move)
    rng = random.Random(1)
    to_act = sorted(game.to_act(start))
    if len(to_act) > 1:
        rng.shuffle(to_act)
    seat = next(s for s in to_act if game.legal_moves(start, s))
    legal = game.legal_moves(start, seat)
    after, events = game.apply(start, seat, legal[rng.randrange(len(legal))])
    assert events, "every first move says what happened"
    state, n = random_playout(game, start, random.Random(1), 10_000,
                              frozenset({events[0]["type"]}))
    assert n == 1 and game.encode_state(state) == game.encode_state(after)
