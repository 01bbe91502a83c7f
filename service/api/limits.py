"""Rate limits (flask-limiter on the same Redis as the sessions).

- per client (remote address): `RATE_LIMIT_DEFAULT` on every /v1 endpoint;
- per session: `RATE_LIMIT_SESSION` on every /v1/sessions/{id}… endpoint;
- failed authentication per client: `RATE_LIMIT_AUTH_FAILURES` — only 401 answers count, and
  once the budget is spent every further session request of that client gets 429.
Responses carry `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`, and a 429 also
`Retry-After`. `RATE_LIMIT_ENABLED=false` turns all of it off.
"""

from __future__ import annotations

from flask import Flask, Response, request
from flask_limiter import HeaderNames, Limiter

from ..config import Config


def _client() -> str:
    return request.remote_addr or "unknown"


def _session() -> str:
    sid = (request.view_args or {}).get("sid", "-")
    return f"session:{sid}"


def storage_uri(redis_url: str) -> str:
    if redis_url.startswith("unix://"):
        return "redis+unix://" + redis_url[len("unix://"):].split("?", 1)[0]
    return redis_url


def init_limiter(app: Flask, config: Config, redis_url: str) -> Limiter | None:
    if not config.rate_limit_enabled:
        return None
    limiter = Limiter(
        key_func=_client,
        app=app,
        default_limits=[config.rate_limit_default],
        storage_uri=storage_uri(redis_url),
        strategy="fixed-window",
        headers_enabled=True,
        header_name_mapping={
            HeaderNames.LIMIT: "RateLimit-Limit",
            HeaderNames.REMAINING: "RateLimit-Remaining",
            HeaderNames.RESET: "RateLimit-Reset",
            HeaderNames.RETRY_AFTER: "Retry-After",
        },
        swallow_errors=True,
        key_prefix="ref:rl",
    )
    from . import ops, sessions

    limiter.exempt(ops.bp)
    limiter.limit(config.rate_limit_session, key_func=_session, per_method=False)(sessions.bp)
    limiter.limit(
        config.rate_limit_auth_failures,
        key_func=lambda: f"authfail:{_client()}",
        deduct_when=lambda resp: isinstance(resp, Response) and resp.status_code == 401,
    )(sessions.bp)
    app.extensions["referee.limiter"] = limiter
    return limiter
