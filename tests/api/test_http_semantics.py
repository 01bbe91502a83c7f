"""HTTP semantics a client expects: conditional GETs (If-None-Match → 304) and CORS for
browser apps (off by default, by allowed origin)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import make_app


def created(client: Any, game: str = "palace") -> dict[str, Any]:
    r = client.post("/v1/sessions", json={"game": game, "players": 2, "seed": "etag"})
    assert r.status_code == 201
    return dict(r.json)


@pytest.mark.parametrize("path", ["", "/legal-moves", "/history", "/score"])
def test_if_none_match_gives_304_until_the_session_moves(client: Any, path: str) -> None:
    made = created(client)
    sid, token = made["id"], made["seats"][0]["token"]
    first = client.get(f"/v1/sessions/{sid}{path}", token=token)
    assert first.status_code == 200 and first.headers["ETag"] == '"0"'
    assert "Authorization" in first.headers["Vary"]
    same = client.get(f"/v1/sessions/{sid}{path}", token=token, headers={"If-None-Match": '"0"'})
    assert same.status_code == 304 and same.headers["ETag"] == '"0"' and same.data == b""
    weak = client.get(f"/v1/sessions/{sid}{path}", token=token, headers={"If-None-Match": 'W/"0"'})
    assert weak.status_code == 304
    other = client.get(f"/v1/sessions/{sid}{path}", token=token, headers={"If-None-Match": '"7"'})
    assert other.status_code == 200
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "ready"}}, token=token)
    assert r.status_code == 200
    moved = client.get(f"/v1/sessions/{sid}{path}", token=token, headers={"If-None-Match": '"0"'})
    assert moved.status_code == 200 and moved.headers["ETag"] == '"1"'


def test_board_svg_is_conditional_too(client: Any) -> None:
    made = created(client, "dragons")
    sid = made["id"]
    assert client.get(f"/v1/sessions/{sid}/board.svg").status_code == 200
    r = client.get(f"/v1/sessions/{sid}/board.svg", headers={"If-None-Match": '"0"'})
    assert r.status_code == 304
    palace = created(client)["id"]
    r = client.get(f"/v1/sessions/{palace}/board.svg", headers={"If-None-Match": '"0"'})
    assert r.status_code == 404 and r.json["code"] == "render.unsupported"


def test_cors_is_off_by_default(client: Any) -> None:
    r = client.get("/v1/games", headers={"Origin": "https://app.example"})
    assert "Access-Control-Allow-Origin" not in r.headers


def test_cors_for_allowed_origins(redis_url: str) -> None:
    app = make_app(
        redis_url,
        cors_allowed_origins="https://app.example, https://b.example",
        anonymous_enabled=False,
    )
    c = app.test_client()
    pre = c.options(
        "/v1/sessions",
        headers={
            "Origin": "https://app.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "x-api-key, content-type",
        },
    )
    # a preflight carries no credentials: it is answered without a key
    assert pre.status_code in (200, 204)
    assert pre.headers["Access-Control-Allow-Origin"] == "https://app.example"
    assert "X-API-Key" in pre.headers["Access-Control-Allow-Headers"]
    assert "X-Request-Id" in pre.headers["Access-Control-Allow-Headers"]
    assert "POST" in pre.headers["Access-Control-Allow-Methods"]
    r = c.get("/v1/games", headers={"Origin": "https://b.example"})
    assert r.status_code == 401  # still needs a key; the error is readable by the page
    assert r.headers["Access-Control-Allow-Origin"] == "https://b.example"
    assert "ETag" in r.headers["Access-Control-Expose-Headers"]
    assert "X-Request-Id" in r.headers["Access-Control-Expose-Headers"]  # a browser reads it
    assert "Origin" in r.headers["Vary"]
    evil = c.get("/v1/games", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in evil.headers


@pytest.mark.parametrize("game", ["palace", "red_dragon", "dragons", "reds", "dragons_wild"])
def test_validate_says_what_apply_refuses_with(client: Any, game: str) -> None:
    """For the refused moves of a fresh game (each seat's moves tried by every other seat),
    validate's verdict carries the same code, message and details as apply's 422 — hosted
    and stateless."""
    info = client.get(f"/v1/games/{game}").json
    players = info["players"]["min"]
    made = client.post("/v1/sessions", json={"game": game, "players": players, "seed": "v"}).json
    sid, tokens = made["id"], [s["token"] for s in made["seats"]]
    state = client.post(f"/v1/games/{game}/setup", json={"players": players, "seed": "v"}).json
    compared = 0
    for mover in range(players):
        listed = client.get(f"/v1/sessions/{sid}/legal-moves", token=tokens[mover]).json["moves"]
        for move in listed[:10]:
            for seat in range(players):
                v = client.post(
                    f"/v1/sessions/{sid}/validate", json={"move": move}, token=tokens[seat]
                ).json
                if v["legal"]:
                    continue
                a = client.post(
                    f"/v1/sessions/{sid}/moves", json={"move": move}, token=tokens[seat]
                )
                assert a.status_code == 422, a.json
                assert (v["code"], v["message"], v.get("details")) == (
                    a.json["code"],
                    a.json["detail"],
                    a.json.get("details"),
                )
                sv = client.post(
                    f"/v1/games/{game}/validate",
                    json={"state": state["state"], "seat": seat, "move": move},
                ).json
                assert sv == v
                compared += 1
    assert client.get(f"/v1/sessions/{sid}").json["version"] == 0
    assert compared > 0 or game == "dragons"


def test_delete_without_credentials_is_401_whether_or_not_the_session_exists(
    client: Any,
) -> None:
    r = client.post("/v1/sessions", json={"game": "dragons", "players": 2})
    sid = r.get_json()["id"]
    for target in (sid, "0" * 32):
        r = client.delete(f"/v1/sessions/{target}")
        assert r.status_code == 401, r.get_json()
        assert r.get_json()["code"] == "auth.missing_token"
    assert client.get(f"/v1/sessions/{sid}").status_code == 200  # nothing was deleted


def test_integers_written_with_a_fraction_are_integers(client: Any) -> None:
    """JSON Schema counts 2.0 as an integer: a body that says so is read as one."""
    r = client.post("/v1/sessions", json={"game": "reds", "players": 2.0})
    assert r.status_code == 201, r.get_json()
    assert len(r.get_json()["seats"]) == 2
    r = client.post(
        "/v1/games/dragons/setup", data='{"players": 2e0}', content_type="application/json"
    )
    assert r.status_code == 200, r.get_json()
    r = client.post("/v1/games/dragons/setup", json={"players": 2.5})
    assert r.status_code == 400
    assert r.get_json()["code"] == "players.invalid"
