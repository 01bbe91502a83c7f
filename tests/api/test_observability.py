"""Request ids (service/api/observe.py): a client's safe `X-Request-Id` comes back, anything
else is replaced by a fresh id; every answer carries one (errors included, and problem bodies
as `request_id`), every log line of the request says it; and what it all costs per request."""

from __future__ import annotations

import io
import logging
import re
import time
import uuid
from typing import Any

import orjson
import pytest

from service import logs
from service.api.observe import REQUEST_ID_RE, request_id_from
from tests.conftest import CheckedClient, make_app

GENERATED = re.compile(r"[0-9a-f]{32}")


@pytest.fixture(scope="module")
def limited_app(redis_url: str) -> Any:
    # limits on, with a tiny stateless budget for tenants: a 429 to look at (a tenant of this
    # test's own, so that no other test's bucket on the shared Redis is touched)
    return make_app(redis_url, rate_limit_enabled=True, rate_limit_stateless="2/minute")


@pytest.mark.parametrize(
    "sent",
    ["abc-123", "0f8fad5b-d9cb-469f-a165-70867728950e", "a" * 128, "svc.front:42_x"],
)
def test_a_safe_client_id_comes_back(client: CheckedClient, sent: str) -> None:
    r = client.get("/v1/games", headers={"X-Request-Id": sent})
    assert r.status_code == 200
    assert r.headers["X-Request-Id"] == sent


@pytest.mark.parametrize(
    "sent",
    ["", "a" * 129, "has space", "quote\"d", "semi;colon", "-leading-dash", "ü-nicode",
     "a/b", "{tag}", "x\tz"],
)
def test_an_unsafe_client_id_is_replaced(client: CheckedClient, sent: str) -> None:
    r = client.get("/v1/games", headers={"X-Request-Id": sent})
    assert r.status_code == 200
    assert GENERATED.fullmatch(r.headers["X-Request-Id"]), r.headers["X-Request-Id"]


def test_an_id_is_made_when_none_is_sent_and_differs_per_request(client: CheckedClient) -> None:
    ids = {client.get("/livez").headers["X-Request-Id"] for _ in range(5)}
    assert len(ids) == 5 and all(GENERATED.fullmatch(i) for i in ids)


def test_every_kind_of_answer_carries_it(app: Any, limited_app: Any) -> None:
    client = app.test_client()  # unchecked: some of these paths are not in the contract
    answers = {
        "404 unknown session": client.get("/v1/sessions/" + "0" * 32),
        "404 no route": client.get("/nowhere"),
        "405": client.put("/v1/games"),
        "400": client.post("/v1/sessions", data=b"{", content_type="application/json"),
        "401": client.get("/v1/sessions", headers={"X-API-Key": "rf_000000000000_" + "x" * 43}),
        "413": client.post("/v1/sessions", data=b"x" * 70_000, content_type="application/json"),
        "livez": client.get("/livez"),
        "metrics": client.get("/metrics"),
        "openapi": client.get("/openapi.yaml"),
    }
    lc = limited_app.test_client()
    _, key = limited_app.extensions["referee.api_keys"].create(f"obs-{uuid.uuid4().hex[:8]}")
    body = {"game": "palace", "players": 2, "seed": "x"}
    h = {"X-API-Key": key}
    statuses = [lc.post("/v1/games/palace/setup", json=body, headers=h).status_code
                for _ in range(3)]  # fmt: skip
    assert statuses[-1] == 429
    answers["429"] = lc.post("/v1/games/palace/setup", json=body,
                             headers={**h, "X-Request-Id": "limited-1"})  # fmt: skip
    for what, r in answers.items():
        rid = r.headers.get("X-Request-Id")
        assert rid and REQUEST_ID_RE.fullmatch(rid), what
        if r.mimetype == "application/problem+json":
            assert r.json["request_id"] == rid, what
    assert answers["429"].json["request_id"] == "limited-1"


def test_log_lines_of_a_request_carry_its_id_route_and_tenant(
    app: Any, client: CheckedClient, captured: io.StringIO
) -> None:
    _, key = app.extensions["referee.api_keys"].create("obs-tenant")
    r = client.post("/v1/sessions", json={"game": "palace", "players": 2},
                    headers={"X-API-Key": key, "X-Request-Id": "create-42"})  # fmt: skip
    assert r.status_code == 201
    lines = [orjson.loads(line) for line in captured.getvalue().splitlines()]
    mine = [x for x in lines if x["request_id"] == "create-42"]
    assert mine, lines
    line = mine[-1]
    assert line["logger"] == "referee.access" and line["level"] == "info"
    assert line["route"] == "/v1/sessions" and line["method"] == "POST"
    assert line["status"] == 201 and line["tenant"] == "obs-tenant"
    assert isinstance(line["duration_ms"], float) and line["duration_ms"] >= 0
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line["time"])
    assert key not in captured.getvalue()


def test_redact_hides_what_looks_like_a_secret() -> None:
    key = "rf_0123456789ab_" + "A" * 43
    token = "b" * 43
    for text in (key, f"Bearer {token}", f"token={token}x", '"secret": "whsec_1"',
                 f"seat token {token}", "invite=Zz9_-Abc"):  # fmt: skip
        out = logs.redact(f"before {text} after")
        assert "[redacted]" in out, out
        assert "AAAA" not in out and "bbbb" not in out and "whsec_1" not in out, out
        assert "Zz9_-Abc" not in out
    assert logs.redact("GET /v1/sessions/<sid> 200 1.2 ms") == "GET /v1/sessions/<sid> 200 1.2 ms"


def test_request_id_and_request_line_cost_microseconds(app: Any) -> None:
    """The hooks on every request (id, context, header, request line written as JSON to a
    stream) cost a few microseconds: measured directly, bounded loosely (a shared machine)."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logs.JsonFormatter())
    handler.addFilter(logs.ContextFilter())
    access = logging.getLogger("referee.access")
    access.addHandler(handler)
    access.setLevel(logging.INFO)
    access.propagate = False
    begin = next(f for f in app.before_request_funcs[None] if f.__name__ == "_begin")
    finish = next(f for f in app.after_request_funcs[None] if f.__name__ == "_finish")
    end = next(f for f in app.teardown_request_funcs[None] if f.__name__ == "_end")
    n = 2000
    try:
        with app.test_request_context("/v1/games", headers={"X-Request-Id": "bench-1"}):
            resp = app.response_class("{}")
            best = float("inf")
            for _ in range(3):
                t0 = time.perf_counter()
                for _ in range(n):
                    begin()
                    finish(resp)
                    end(None)
                best = min(best, (time.perf_counter() - t0) / n)
    finally:
        access.removeHandler(handler)
        access.propagate = True
        access.setLevel(logging.NOTSET)
    assert out.getvalue().count("\n") == 3 * n
    print(f"request id + request line: {best * 1e6:.1f} µs per request")
    assert best < 100e-6, f"{best * 1e6:.1f} µs per request"
    # and the id alone, without the line
    t0 = time.perf_counter()
    for _ in range(n):
        request_id_from("bench-1")
        request_id_from(None)
    assert (time.perf_counter() - t0) / n < 20e-6
