"""Rate limits (flask-limiter on the session Redis): per client, per session, configurable,
with RateLimit-* headers and a 429 problem with Retry-After; health checks are exempt."""

from __future__ import annotations

import uuid
from typing import Any

from tests.reliability.conftest import build_app
from tests.reliability.toygame import TOY


def client_at(app: Any, ip: str | None = None) -> Any:
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = (
        ip or f"10.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250 + 1}"
    )
    return client


def assert_429(r: Any) -> None:
    assert r.status_code == 429, r.status_code
    assert r.mimetype == "application/problem+json" and r.json["code"] == "rate_limited"
    assert int(r.headers["Retry-After"]) > 0
    assert r.headers["RateLimit-Remaining"] == "0"


def test_per_client_limit_with_headers(redis_url: str) -> None:
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_default="5/hour")
    client = client_at(app)
    remaining = []
    for _ in range(5):
        r = client.get("/v1/games")
        assert r.status_code == 200
        assert r.headers["RateLimit-Limit"] == "5"
        assert int(r.headers["RateLimit-Reset"]) >= 0
        remaining.append(int(r.headers["RateLimit-Remaining"]))
    assert remaining == [4, 3, 2, 1, 0]
    assert_429(client.get("/v1/games"))
    assert_429(client.post("/v1/games/nope/setup", json={"players": 2}))  # one budget, all routes
    assert_429(client.get("/v1/sessions/nope"))
    # another client has its own budget; health checks are never limited
    assert client_at(app).get("/v1/games").status_code == 200
    for _ in range(10):
        assert client.get("/livez").status_code == 200
        assert client.get("/readyz").status_code == 200


def test_per_session_limit_is_per_session_across_clients(redis_url: str, with_toy: None) -> None:
    app = build_app(
        redis_url,
        rate_limit_enabled=True,
        rate_limit_default="1000/hour",
        rate_limit_session="4/hour",
    )
    client = client_at(app)
    a = client.post("/v1/sessions", json={"game": TOY.id, "players": 2}).json
    b = client.post("/v1/sessions", json={"game": TOY.id, "players": 2}).json
    token = a["seats"][0]["token"]
    for path in ("", "/legal-moves", "/history", "/score"):  # one budget for all its routes
        r = client.get(
            f"/v1/sessions/{a['id']}{path}", headers={"Authorization": f"Bearer {token}"}
        )
        assert r.status_code == 200
    assert_429(client.get(f"/v1/sessions/{a['id']}"))
    assert_429(client_at(app).get(f"/v1/sessions/{a['id']}"))  # the session's budget, any client
    assert client.get(f"/v1/sessions/{b['id']}").status_code == 200  # other sessions unaffected


def test_creating_sessions_is_not_one_global_session_budget(redis_url: str, with_toy: None) -> None:
    """POST /v1/sessions has no session yet: it must not share one bucket for everybody."""
    app = build_app(
        redis_url,
        rate_limit_enabled=True,
        rate_limit_default="1000/hour",
        rate_limit_session="3/hour",
    )
    for _ in range(6):
        r = client_at(app).post("/v1/sessions", json={"game": TOY.id, "players": 2})
        assert r.status_code == 201, r.json


def test_limits_can_be_turned_off(redis_url: str) -> None:
    app = build_app(redis_url, rate_limit_enabled=False, rate_limit_default="2/minute")
    client = client_at(app)
    for _ in range(10):
        r = client.get("/v1/games")
        assert r.status_code == 200 and "RateLimit-Limit" not in r.headers
