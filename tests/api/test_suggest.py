"""POST /v1/games/{game}/suggest: a bot's legal move for a seat of a given state."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.games import registry

GAMES = [("palace", 2), ("red_dragon", 3), ("dragons", 2), ("reds", 2), ("dragons_wild", 3)]


def _midgame(game_id: str, players: int, steps: int = 12) -> tuple[Any, Any, int]:
    game = registry()[game_id]
    state = game.setup(players, game.normalize_options(players, {}), f"suggest:{game_id}")
    rng = random.Random(3)
    for _ in range(steps):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    seat = min(game.to_act(state))
    return game, state, seat


@pytest.mark.parametrize("game_id,players", GAMES)
def test_suggest_gives_a_listed_legal_move_and_a_reason(
    client: Any, game_id: str, players: int
) -> None:
    game, state, seat = _midgame(game_id, players)
    body = {"state": game.encode_state(state), "seat": seat}
    listed = client.post(f"/v1/games/{game_id}/legal-moves", json=body).json["moves"]
    for bot in ("greedy", "random"):
        r = client.post(f"/v1/games/{game_id}/suggest", json={**body, "bot": bot, "seed": "a"})
        assert r.status_code == 200, r.json
        got = r.json
        assert got["game"] == game_id and got["seat"] == seat and got["bot"] == bot
        assert got["move"] in listed
        assert isinstance(got["reason"], str) and got["reason"]
        again = client.post(f"/v1/games/{game_id}/suggest", json={**body, "bot": bot, "seed": "a"})
        assert again.json == got  # a seed makes it reproducible
        verdict = client.post(
            f"/v1/games/{game_id}/validate", json={**body, "move": got["move"]}
        ).json
        assert verdict["legal"] is True


def test_the_bot_defaults_to_greedy(client: Any) -> None:
    game, state, seat = _midgame("reds", 2)
    body = {"state": game.encode_state(state), "seat": seat}
    r = client.post("/v1/games/reds/suggest", json=body)
    assert r.status_code == 200 and r.json["bot"] == "greedy"


def test_a_dragons_wild_bot_may_wait_in_a_buy_window(client: Any) -> None:
    """Outside its turn a Dragons Wild seat may only buy; the greedy bot waits (move null)
    unless the top discard makes a meld with its hand."""
    game = registry()["dragons_wild"]
    for k in range(20):
        state = game.setup(3, game.normalize_options(3, {}), f"wait:{k}")
        active = game.view(state, 0)["current"]
        seat = (active + 1) % 3
        r = client.post(
            "/v1/games/dragons_wild/suggest",
            json={"state": game.encode_state(state), "seat": seat, "bot": "greedy"},
        )
        assert r.status_code == 200
        if r.json["move"] is None:
            assert r.json["reason"].startswith("waits")
            return
        assert r.json["move"] == {"type": "buy"}
    pytest.fail("no seeded deal where the greedy bot waits")


def test_a_seat_that_may_not_act_and_a_finished_game_are_422(client: Any) -> None:
    game, state, seat = _midgame("palace", 2)
    data = game.encode_state(state)
    r = client.post("/v1/games/palace/suggest", json={"state": data, "seat": 1 - seat})
    assert r.status_code == 422 and r.json["code"] == "turn.not_your_turn"
    rng = random.Random(1)
    while game.to_act(state):
        s = min(game.to_act(state))
        state, _ = game.apply(state, s, rng.choice(game.legal_moves(state, s)))
    r = client.post(
        "/v1/games/palace/suggest", json={"state": game.encode_state(state), "seat": 0}
    )
    assert r.status_code == 422 and r.json["code"] == "turn.game_over"


@pytest.mark.parametrize(
    "extra,code",
    [
        ({"bot": "minimax"}, "bot.unknown"),
        ({"bot": 3}, "request.invalid"),
        ({"seed": ""}, "seed.invalid"),
        ({"seed": "s" * 257}, "seed.invalid"),
        ({"seat": 5}, "seat.invalid"),
        ({"move": {"type": "ready"}}, "request.invalid"),
    ],
)
def test_bad_input_is_a_problem(client: Any, extra: dict[str, Any], code: str) -> None:
    game, state, seat = _midgame("palace", 2)
    body = {"state": game.encode_state(state), "seat": seat, **extra}
    r = client.post("/v1/games/palace/suggest", json=body)
    assert 400 <= r.status_code < 500
    assert r.mimetype == "application/problem+json" and r.json["code"] == code


def test_an_unknown_game_is_404(client: Any) -> None:
    r = client.post("/v1/games/chess/suggest", json={"state": {}, "seat": 0})
    assert r.status_code == 404
