"""The bots cope with every option of every game: seeded games with each option moved off
its default, greedy seats against random ones, every choice a listed legal move."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service import bots
from service.games import registry
from service.games.base import OptionsError
from tests.reliability.conftest import option_variants

STEPS = {"dragons": 24}  # a Dragons greedy step searches two plies: keep it short


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for game_id, game in sorted(registry().items()):
        for options in option_variants(game):
            for players in (game.min_players, game.max_players, 4):
                try:
                    game.normalize_options(players, options)
                except OptionsError:
                    continue
                out.append((game_id, players, options))
                break
    return out


@pytest.mark.parametrize("game_id,players,options", cases(), ids=str)
def test_greedy_and_random_play_under_every_option(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    game = registry()[game_id]
    state = game.setup(players, game.normalize_options(players, options), f"opts:{options}")
    rng = random.Random(1)
    kinds = [bots.get_bot(game_id, "greedy" if s % 2 == 0 else "random") for s in range(players)]
    for _ in range(STEPS.get(game_id, 300)):
        to_act = sorted(game.to_act(state))
        if not to_act:
            break
        rng.shuffle(to_act)
        for seat in to_act:
            view, moves = bots.inputs(game, state, seat)
            move, reason = kinds[seat].choose(view, moves, rng)
            assert isinstance(reason, str) and reason
            if move is None:
                continue
            assert move in moves
            state, _ = game.apply(state, seat, game.parse_move(move))
            break
        else:
            pytest.fail("every seat waited")
