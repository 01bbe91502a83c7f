"""The one outcome shape (issue 15): `Outcome.to_json()` of every game's finished games has
exactly winners, losers, ranking, draw, reason and details (no `finished`); a draw has no
winners and its tied seats share the first place; views and scores give `outcome: null`
while a game runs and the same outcome once it is over."""

from __future__ import annotations

from typing import Any

import pytest

from service.games import registry
from service.games.base import NOT_FINISHED, Outcome
from service.games.cards import Rng

KEYS = {"winners", "losers", "ranking", "draw", "reason", "details"}


def test_to_json_is_the_one_shape() -> None:
    won = Outcome(True, (1,), (0,), ((1,), (0,)), "loop_closed", {"loops": [0, 6]})
    assert won.to_json() == {
        "winners": [1],
        "losers": [0],
        "ranking": [[1], [0]],
        "draw": False,
        "reason": "loop_closed",
        "details": {"loops": [0, 6]},
    }
    drawn = Outcome(True, (), (), ((0, 1),), "tiles_exhausted", draw=True)
    assert drawn.to_json()["draw"] is True and drawn.to_json()["winners"] == []
    assert won.to_json_or_none() == won.to_json()
    assert NOT_FINISHED.to_json_or_none() is None


def _play(game: Any, players: int, options: dict[str, Any], seed: str) -> tuple[Any, Any]:
    """A seeded random game: its first state and its last (finished or after 3000 moves)."""
    state = first = game.setup(players, game.normalize_options(players, options), seed)
    rng = Rng(seed, "outcome")
    for _ in range(3000):
        if game.outcome(state).finished:
            break
        acting = sorted(game.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = game.legal_moves(state, seat)
        state, _ = game.apply(state, seat, moves[rng.randbelow(len(moves))])
    return first, state


OPTIONS: dict[str, dict[str, Any]] = {
    "dragons": {"tiles": 20},
    "dragons_wild": {"max_rounds_per_hand": 30, "max_hands": 1},
}


@pytest.mark.parametrize("game_id", sorted(registry()))
def test_every_game_gives_the_one_shape(game_id: str) -> None:
    game = registry()[game_id]
    first, last = _play(game, game.min_players, OPTIONS.get(game_id, {}), f"outcome-{game_id}")
    result = game.outcome(last)
    assert result.finished, f"{game_id}: the seeded game did not end"
    data = result.to_json()
    assert set(data) == KEYS
    assert isinstance(data["draw"], bool) and data["ranking"]
    if data["draw"]:  # nobody won: the tied seats share the first place
        assert data["winners"] == [] and len(data["ranking"][0]) >= 2
    elif data["winners"]:
        assert data["ranking"][0] == sorted(data["winners"])
    if game_id in ("dragons", "dragons_wild"):  # the games already on the common vocabulary
        assert game.view(first, None)["outcome"] is None
        assert game.scores(first)["outcome"] is None
        assert game.view(last, None)["outcome"] == data == game.scores(last)["outcome"]
