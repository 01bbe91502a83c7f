"""Bot seats in hosted sessions: `players: [{"name": "Ann"}, {"bot": "greedy"}]`."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service import bots

GAMES = [
    ("palace", 2),
    ("red_dragon", 3),
    ("dragons", 2),
    ("reds", 2),
    ("dragons_wild", 3),
]


def _create(client: Any, game: str, players: list[Any], seed: str = "bots") -> Any:
    r = client.post("/v1/sessions", json={"game": game, "players": players, "seed": seed})
    assert r.status_code == 201, r.json
    return r.json


@pytest.mark.parametrize("game,count", GAMES)
def test_a_person_plays_a_whole_game_against_bots(client: Any, game: str, count: int) -> None:
    players: list[Any] = [{"name": "Ann"}] + [{"bot": "greedy"}] * (count - 1)
    created = _create(client, game, players)
    sid, token = created["id"], created["seats"][0]["token"]
    assert [s.get("bot") for s in created["seats"]] == [None] + ["greedy"] * (count - 1)
    # the game never waits on a bot seat: the bots moved at creation if they start
    assert created["status"] == "finished" or 0 in created["to_act"]
    session = client.get(f"/v1/sessions/{sid}", token=token).json
    assert session["players"][0] == {"seat": 0, "name": "Ann"}
    assert session["players"][1]["bot"] == "greedy"
    greedy, rng = bots.get_bot(game, "greedy"), random.Random(0)
    moves_made = 0
    while session["status"] == "active":
        assert 0 in session["to_act"]
        listed = client.get(f"/v1/sessions/{sid}/legal-moves", token=token).json["moves"]
        # the person plays as an app would with the greedy bot: from the view and the list
        move, _ = greedy.choose(session["view"], listed, rng)
        move = move or listed[0]
        r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token)
        assert r.status_code == 200, r.json
        body = r.json
        session = client.get(f"/v1/sessions/{sid}", token=token).json
        assert body["version"] == session["version"]  # the bots' replies are included
        assert body["to_act"] == session["to_act"]
        moves_made += 1
        assert moves_made < 3000
    history = client.get(f"/v1/sessions/{sid}/history", token=token).json
    seats = {e["seat"] for e in history["entries"]}
    assert seats == set(range(count)) or game == "dragons_wild"
    for e in history["entries"]:
        assert e.get("bot") == (None if e["seat"] == 0 else "greedy")
    assert history["version"] == session["version"] > moves_made


def test_bots_start_when_their_seat_opens_the_game(client: Any) -> None:
    # Dragons: red (seat 0) moves first; a bot at seat 0 has placed before create answers
    created = _create(client, "dragons", [{"bot": "greedy", "name": "Robo"}, "Bea"])
    assert created["version"] >= 1 and created["to_act"] in ([1], [])
    assert created["seats"][0]["bot"] == "greedy" and created["seats"][0]["name"] == "Robo"
    assert "bot" not in created["seats"][1]


@pytest.mark.parametrize(
    "players,code",
    [
        ([{"name": "Ann"}, {"bot": "minimax"}], "bot.unknown"),
        ([{"name": "Ann"}, {"bot": 1}], "bot.unknown"),
        ([{"name": "Ann"}, {"nom": "Bob"}], "players.invalid"),
        ([{"name": ""}, {"bot": "greedy"}], "players.invalid"),
    ],
)
def test_bad_seats_are_refused(client: Any, players: list[Any], code: str) -> None:
    r = client.post("/v1/sessions", json={"game": "reds", "players": players})
    assert r.status_code == 400 and r.json["code"] == code


@pytest.mark.parametrize(
    "players,code",
    [
        # a level that contradicts the bot named: each fits the schema, together they cannot
        ([{"name": "Ann"}, {"bot": "greedy", "level": 3}], "bot.level_invalid"),
        ([{"name": "Ann"}, {"bot": "expert", "level": 1}], "bot.level_invalid"),
        ([{"name": "Ann"}, {"bot": "expert", "level": 1, "player": "p_1"}], "bot.level_invalid"),
        # bots move at once; open seats wait for joiners: not both in one session
        ([{"open": True}, {"bot": "greedy"}, "Ann"], "players.invalid"),
    ],
)
def test_schema_valid_seats_that_cannot_be_followed_are_422(
    client: Any, players: list[Any], code: str
) -> None:
    r = client.post("/v1/sessions", json={"game": "reds", "players": players})
    assert r.status_code == 422 and r.json["code"] == code, r.json


def test_name_objects_without_bots_are_plain_seats(client: Any) -> None:
    created = _create(client, "reds", [{"name": "Ann"}, "Bob"])
    assert [s["name"] for s in created["seats"]] == ["Ann", "Bob"]
    assert all("bot" not in s for s in created["seats"])


def test_a_bot_seat_has_no_token(client: Any) -> None:
    """Nobody — not even the session's creator — may read a bot's hand or move for it."""
    r = client.post("/v1/sessions", json={"game": "reds", "players": ["Ann", {"bot": "greedy"}]},
                    headers={"Idempotency-Key": "bot-no-token"})
    assert r.status_code == 201
    ann, bot = r.json["seats"]
    assert ann["token"] and bot["token"] is None and bot["bot"] == "greedy"
    again = client.post("/v1/sessions",
                        json={"game": "reds", "players": ["Ann", {"bot": "greedy"}]},
                        headers={"Idempotency-Key": "bot-no-token"})
    assert again.json["seats"][1]["token"] is None  # a replay gives none either
    assert again.json["seats"][0]["token"] == ann["token"]


def test_a_session_of_bots_only_plays_itself(client: Any) -> None:
    """Arenas, tournaments, load tests: every seat a bot; greedy and random seats play the
    whole game within the create request."""
    created = _create(client, "reds", [{"bot": "greedy"}, {"bot": "random", "level": 1}])
    assert created["status"] == "finished" and created["to_act"] == []
    assert all(s["token"] is None for s in created["seats"])


def _wait_finished(client: Any, sid: str, seconds: float = 60.0) -> Any:
    import time

    deadline = time.monotonic() + seconds
    while True:
        body = client.get(f"/v1/sessions/{sid}").json
        if body["status"] != "active" or time.monotonic() > deadline:
            return body
        time.sleep(0.05)


def test_a_bots_only_session_past_the_request_bound_plays_on_to_the_end(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random Palace bots take thousands of moves: past the bound of one request the game
    goes on in the background job until it ends by the rules (never stuck `active`)."""
    from service.sessions import bots as seats

    monkeypatch.setattr(seats, "MAX_BOT_MOVES", 7)
    created = _create(client, "palace", [{"bot": "random"}, {"bot": "random"}], seed="long")
    assert created["status"] == "active" and created["version"] == 7
    body = _wait_finished(client, created["id"])
    assert body["status"] == "finished", body["version"]
    assert body["outcome"]["reason"] != "abandoned"


def test_a_bots_only_session_ends_at_the_move_limit(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The documented rule that makes every bots-only session end: at MAX_BOTS_ONLY_VERSIONS
    moves it is abandoned (no winners), and it is no longer live."""
    from service.sessions import bots as seats

    monkeypatch.setattr(seats, "MAX_BOT_MOVES", 5)
    monkeypatch.setattr(seats, "MAX_BOTS_ONLY_VERSIONS", 23)
    created = _create(client, "palace", [{"bot": "random"}, {"bot": "random"}], seed="cap")
    body = _wait_finished(client, created["id"])
    assert body["status"] == "finished"
    assert body["outcome"]["reason"] == "abandoned" and body["outcome"]["winners"] == []
    assert body["version"] == 24  # 23 bot moves, then the abandonment
