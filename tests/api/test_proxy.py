"""Behind TRUSTED_PROXIES proxies the client address comes from X-Forwarded-For (rate limits
key on it); without it the header is ignored, so a client cannot pick its own address."""

from __future__ import annotations

from typing import Any

from flask import request

from tests.conftest import make_app


def _seen_address(app: Any, headers: dict[str, str]) -> str:
    @app.get("/_probe_address")
    def probe() -> str:  # pragma: no cover - body trivial
        return request.remote_addr or ""

    return app.test_client().get("/_probe_address", headers=headers,
                                 environ_base={"REMOTE_ADDR": "10.0.0.9"}).text


def test_forwarded_for_is_ignored_by_default(redis_url: str) -> None:
    app = make_app(redis_url)
    assert _seen_address(app, {"X-Forwarded-For": "203.0.113.7"}) == "10.0.0.9"


def test_forwarded_for_is_trusted_behind_one_proxy(redis_url: str) -> None:
    app = make_app(redis_url, trusted_proxies=1)
    assert _seen_address(app, {"X-Forwarded-For": "198.51.100.1, 203.0.113.7"}) == "203.0.113.7"
