"""The ratings endpoints over HTTP, every answer checked against openapi.yaml."""

from __future__ import annotations

from typing import Any

from tests.conftest import CheckedClient

from .conftest import new_tenant


def _create(client: CheckedClient, key: str, players: list[str], **extra: Any) -> Any:
    body = {"game": "palace", "players": [{"name": p.title(), "player": p} for p in players],
            "rated": True, **extra}
    return client.post("/v1/sessions", json=body, headers={"X-API-Key": key})


def test_a_rated_game_over_http(client: CheckedClient, app: Any) -> None:
    _, key = new_tenant(app)
    h = {"X-API-Key": key}
    r = _create(client, key, ["ann", "bob"])
    assert r.status_code == 201, r.json
    created = r.json
    assert created["rated"] is True and created["seats"][1]["player"] == "bob"
    sid = created["id"]
    r = client.get(f"/v1/sessions/{sid}", headers=h)
    assert r.json["rated"] is True and r.json["players"][0]["player"] == "ann"
    r = client.post(f"/v1/sessions/{sid}/resign", token=created["seats"][1]["token"], headers=h)
    assert r.status_code == 200, r.json

    ann = client.get("/v1/players/ann", headers=h)
    assert ann.status_code == 200
    (palace,) = ann.json["ratings"]
    assert palace["game"] == "palace" and palace["games"] == 1 and palace["wins"] == 1
    hist = client.get("/v1/players/bob/history?game=palace&limit=5", headers=h)
    assert hist.status_code == 200
    assert hist.json["entries"][0]["session"] == sid and hist.json["entries"][0]["delta"] < 0
    board = client.get("/v1/leaderboards/palace?limit=1", headers=h)
    assert board.status_code == 200
    assert [e["player"] for e in board.json["entries"]] == ["ann"]
    nxt = client.get(f"/v1/leaderboards/palace?limit=1&cursor={board.json['next_cursor']}",
                     headers=h)
    assert [e["player"] for e in nxt.json["entries"]] == ["bob"]
    assert nxt.json["entries"][0]["position"] == 2 and nxt.json["next_cursor"] is None


def test_refusals_over_http(client: CheckedClient, app: Any) -> None:
    _, key = new_tenant(app)
    _, other = new_tenant(app)
    h = {"X-API-Key": key}
    assert _create(client, key, ["ann", "bob"]).status_code == 201
    # another tenant's player is not found; anonymous callers need a key
    assert client.get("/v1/players/ann", headers={"X-API-Key": other}).status_code == 404
    assert client.get("/v1/players/ann").status_code == 401
    assert client.get("/v1/players/nobody", headers=h).status_code == 404
    assert client.get("/v1/players/ann/history", headers=h).status_code == 400
    assert client.get("/v1/players/ann/history?game=chess", headers=h).status_code == 404
    assert client.get("/v1/leaderboards/palace?cursor=zz", headers=h).status_code == 400
    assert client.get("/v1/leaderboards/palace?limit=0", headers=h).status_code == 400
    r = _create(client, key, ["ann", "ann"])
    assert r.status_code == 422 and r.json["code"] == "players.duplicate_player"
    r = client.post("/v1/sessions", json={"game": "palace", "players": 2, "rated": True})
    assert r.status_code == 401
    r = client.post("/v1/sessions", json={"game": "palace", "players": 2, "rated": "yes"},
                    headers=h)
    assert r.status_code == 400
