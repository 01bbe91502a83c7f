"""Authorization: tokens are per session and per seat, the admin token alone deletes, tokens
are compared in constant time and never logged, and a burst of bad tokens is rate limited."""

from __future__ import annotations

import ast
import inspect
import logging
import re
import uuid
from pathlib import Path
from typing import Any

import pytest
import requests

from service.sessions import tokens
from tests.harness import canon
from tests.reliability.conftest import ROOT, auth, build_app, create_session, race_game
from tests.reliability.toygame import TOY

SESSION_PATHS = [
    ("GET", ""),
    ("GET", "/legal-moves"),
    ("POST", "/validate"),
    ("POST", "/moves"),
    ("GET", "/history"),
    ("GET", "/score"),
    ("DELETE", ""),
]


def new(client: Any, players: int = 3, seed: str | None = None) -> dict:
    r = client.post(
        "/v1/sessions", json={"game": TOY.id, "players": players, "seed": seed or uuid.uuid4().hex}
    )
    assert r.status_code == 201, r.json
    return dict(r.json)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_a_token_of_one_session_is_refused_on_another(app: Any, with_toy: None) -> None:
    client = app.test_client()
    a, b = new(client), new(client)
    before = client.get(f"/v1/sessions/{b['id']}").json
    for token in [a["admin_token"], *(s["token"] for s in a["seats"])]:
        for method, suffix in SESSION_PATHS:
            r = client.open(
                f"/v1/sessions/{b['id']}{suffix}",
                method=method,
                headers=bearer(token),
                json={"move": {"type": "play", "card": "AS"}} if method == "POST" else None,
            )
            assert r.status_code == 401, (method, suffix, r.status_code)
            assert (
                r.mimetype == "application/problem+json" and r.json["code"] == "auth.invalid_token"
            )
    assert client.get(f"/v1/sessions/{b['id']}").json == before, "a refused request changed state"


@pytest.mark.parametrize("header", ["Basic abc", "Bearer", "Bearer    ", "token", "Bearer x y"])
def test_malformed_or_unknown_authorization_is_401(app: Any, with_toy: None, header: str) -> None:
    client = app.test_client()
    a = new(client)
    r = client.get(f"/v1/sessions/{a['id']}/legal-moves", headers={"Authorization": header})
    assert r.status_code == 401 and r.json["code"].startswith("auth.")


def test_a_seat_token_acts_and_reads_only_as_its_seat(
    app: Any, redis_client: Any, with_toy: None
) -> None:
    client = app.test_client()
    a = new(client, players=3, seed="authz-seat")
    sid = a["id"]
    tokens = [s["token"] for s in a["seats"]]
    state = TOY.setup(3, a["options"], "authz-seat")
    assert TOY.to_act(state) == {0}
    move = TOY.encode_move(TOY.legal_moves(state, 0)[0])
    for seat in (1, 2):
        # a seat cannot act for the seat to move, nor name another seat in the body
        r = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": move}, headers=bearer(tokens[seat])
        )
        assert r.status_code == 422 and r.json["code"] == "turn.not_your_turn"
        r = client.post(
            f"/v1/sessions/{sid}/moves",
            json={"move": move, "seat": 0},
            headers=bearer(tokens[seat]),
        )
        assert r.status_code == 400
        assert (
            client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(tokens[seat])).json[
                "moves"
            ]
            == []
        )
        # and it reads as itself: exactly its own view, none of another hand
        view = client.get(f"/v1/sessions/{sid}", headers=bearer(tokens[seat])).json
        assert view["seat"] == seat
        assert canon(view["view"]) == canon(TOY.view(state, seat))
        others = {c for s in range(3) if s != seat for c in state.hands[s]}
        assert not others & set(str(view).replace("'", " ").split()), (
            "another seat's hand is visible"
        )
    assert client.get(f"/v1/sessions/{sid}").json["version"] == 0
    # the admin token is not a seat
    r = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": move}, headers=bearer(a["admin_token"])
    )
    assert r.status_code == 403 and r.json["code"] == "auth.admin_not_a_seat"
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=bearer(tokens[0]))
    assert r.status_code == 200


def test_only_the_admin_token_deletes(app: Any, with_toy: None) -> None:
    client = app.test_client()
    a, b = new(client), new(client)
    sid = a["id"]
    assert client.delete(f"/v1/sessions/{sid}").status_code == 401
    for seat in a["seats"]:
        r = client.delete(f"/v1/sessions/{sid}", headers=bearer(seat["token"]))
        assert r.status_code == 403 and r.json["code"] == "auth.not_admin"
    assert client.delete(f"/v1/sessions/{sid}", headers=bearer(b["admin_token"])).status_code == 401
    assert client.get(f"/v1/sessions/{sid}").status_code == 200
    assert client.delete(f"/v1/sessions/{sid}", headers=bearer(a["admin_token"])).status_code == 204
    assert client.get(f"/v1/sessions/{sid}").status_code == 404
    assert client.get(f"/v1/sessions/{b['id']}").status_code == 200


def test_tokens_are_compared_in_constant_time() -> None:
    source = inspect.getsource(tokens.identify)
    assert source.count("compare_digest(") >= 2, "seat and admin tokens use hmac.compare_digest"
    # no ==, != or `in` on anything named like a token, digest or secret in the service layers
    offenders = []
    for path in [
        *(ROOT / "service" / "sessions").glob("*.py"),
        *(ROOT / "service" / "api").glob("*.py"),
        *(ROOT / "service" / "store").glob("*.py"),
    ]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Compare) and any(
                isinstance(op, ast.Eq | ast.NotEq | ast.In | ast.NotIn) for op in node.ops
            ):
                text = ast.unparse(node)
                if re.search(r"token|digest|secret", text, re.I):
                    offenders.append(f"{path.name}:{node.lineno}: {text}")
    assert not offenders, offenders
    # tokens stored hashed, never in clear: checked by reading Redis in test_tenancy.py


def test_tokens_never_appear_in_app_logs(
    redis_url: str, caplog: pytest.LogCaptureFixture, with_toy: None
) -> None:
    app = build_app(redis_url, rate_limit_enabled=True)
    client = app.test_client()
    caplog.set_level(logging.DEBUG)
    a = new(client)
    sid = a["id"]
    secrets_ = [a["admin_token"], *(s["token"] for s in a["seats"])]
    bogus = "bogus-" + uuid.uuid4().hex
    for token in [*secrets_, bogus]:
        client.get(f"/v1/sessions/{sid}", headers=bearer(token))
        client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(token))
        client.post(f"/v1/sessions/{sid}/moves", json={"move": "junk"}, headers=bearer(token))
        client.post(f"/v1/sessions/{sid}/moves", data=b"{broken", headers=bearer(token))
    text = caplog.text + "".join(repr(r.__dict__) for r in caplog.records)
    for token in [*secrets_, bogus]:
        assert token not in text, "a token was logged"


@pytest.mark.xdist_group("reliability-gunicorn")
def test_tokens_never_appear_in_gunicorn_logs(gunicorn_server: Any) -> None:
    """Access log on, log level debug: neither good nor bad tokens reach the logs."""
    base = gunicorn_server.base
    game = race_game()
    created = create_session(base, game.id, game.min_players, "log-check")
    sid = created["id"]
    tokens = [created["admin_token"], *(s["token"] for s in created["seats"])]
    bogus = "bogus-" + uuid.uuid4().hex
    for token in [*tokens, bogus]:
        requests.get(f"{base}/v1/sessions/{sid}", headers=auth(token), timeout=30)
        requests.get(
            f"{base}/v1/sessions/{sid}/legal-moves?token={token}", headers=auth(token), timeout=30
        )
        requests.post(
            f"{base}/v1/sessions/{sid}/moves", data=b"{x", headers=auth(token), timeout=30
        )
    log = Path(gunicorn_server.log_path).read_text(errors="replace")
    assert f"/v1/sessions/{sid}" in log, "the access log is on"
    for token in [*tokens, bogus]:
        assert token not in log, "a token was logged"


def test_a_burst_of_bad_tokens_is_rate_limited(redis_url: str, with_toy: None) -> None:
    app = build_app(
        redis_url,
        rate_limit_enabled=True,
        rate_limit_anon_auth_failures="5/hour",
    )
    ip = f"10.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250 + 1}"
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = ip
    a = new(client)
    sid = a["id"]
    good = a["seats"][0]["token"]
    paths = ["", "/legal-moves", "/history", "/score"]  # one budget across the routes
    statuses = [
        client.get(f"/v1/sessions/{sid}{paths[i % 4]}", headers=bearer(f"guess-{i}")).status_code
        for i in range(8)
    ]
    assert statuses[:5] == [401] * 5 and statuses[5:] == [429] * 3, statuses
    r = client.get(f"/v1/sessions/{sid}", headers=bearer("guess-x"))
    assert r.status_code == 429 and r.mimetype == "application/problem+json"
    assert r.json["code"] == "rate_limited.auth_failures" and int(r.headers["Retry-After"]) > 0
    # the client that guessed is held off even with a good token; another client is not
    assert client.get(f"/v1/sessions/{sid}", headers=bearer(good)).status_code == 429
    other = app.test_client()
    other.environ_base["REMOTE_ADDR"] = ip + "1" if len(ip) < 15 else "10.255.255.254"
    assert other.get(f"/v1/sessions/{sid}", headers=bearer(good)).status_code == 200
