"""Each game's resignation rule (docs/rules/<game>.md, "Resignation, abandonment and time"):
the game ends, the resigning seat loses and is ranked last, every seat is ranked exactly once,
and a timeout is the same outcome with reason `timeout`. Played a little first (stopping short
of the end), so that the standings are not all level."""

from __future__ import annotations

import random

import pytest

from service.games import get_game

CASES = [
    ("palace", 4, {}), ("red_dragon", 5, {}), ("dragons", 2, {}), ("reds", 3, {}),
    ("reds", 4, {"partnership": True}), ("dragons_wild", 4, {}),
]


def played(game_id: str, players: int, options: dict, moves: int, seed: str):  # type: ignore[no-untyped-def]
    game = get_game(game_id)
    assert game is not None
    state = game.setup(players, game.normalize_options(players, options), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        to_act = sorted(game.to_act(state))
        if not to_act:
            break
        seat = rng.choice(to_act)
        nxt, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
        if game.outcome(nxt).finished:
            break  # stop one move short of the end: resigning needs a game that runs
        state = nxt
    return game, state


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
@pytest.mark.parametrize("moves", [0, 40, 300])
def test_resignation_ranks_every_seat_once_with_the_resigner_losing(
    game_id: str, players: int, options: dict, moves: int
) -> None:
    game, state = played(game_id, players, options, moves, f"resign-{moves}")
    assert not game.outcome(state).finished
    for seat in range(players):
        out = game.resign_outcome(state, seat)
        ranked = [s for place in out.ranking for s in place]
        assert sorted(ranked) == list(range(players))
        assert seat in out.losers and seat in out.ranking[-1]
        assert out.winners == out.ranking[0] and seat not in out.winners
        assert out.reason == "resigned" and out.details == {"seat": seat}
        timeout = game.timeout_outcome(state, seat)
        assert timeout.reason == "timeout" and timeout.ranking == out.ranking


def test_palace_standing_is_finish_order_then_fewest_cards() -> None:
    game, state = played("palace", 3, {}, 0, "standing")
    assert game.standing(state) == ((0, 1, 2),)  # everyone holds the same number of cards
