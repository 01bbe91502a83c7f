"""Rate limits (flask-limiter on the same Redis as the sessions).

- per client (remote address): `RATE_LIMIT_DEFAULT`, one budget shared by every /v1 endpoint;
- per session: `RATE_LIMIT_SESSION`, one budget shared by every /v1/sessions/{id}… endpoint
  (creating a session, which has no id yet, counts only against the client's budget);
- failed authentication per client: `RATE_LIMIT_AUTH_FAILURES` — only 401 answers count, and
  once the budget is spent every further session request of that client gets 429.
All three are shared limits: a budget is not multiplied by the number of routes.
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
        application_limits=[config.rate_limit_default],
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
    limiter.shared_limit(
        config.rate_limit_session,
        scope="session",
        key_func=_session,
        exempt_when=lambda: not (request.view_args or {}).get("sid"),
    )(sessions.bp)
    limiter.shared_limit(
        config.rate_limit_auth_failures,
        scope="authfail",
        key_func=lambda: f"authfail:{_client()}",
        deduct_when=lambda resp: isinstance(resp, Response) and resp.status_code == 401,
    )(sessions.bp)
    app.extensions["referee.limiter"] = limiter
    return limiter
