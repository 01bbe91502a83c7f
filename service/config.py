"""Configuration, read once from the environment (see docs/configuration.md)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from .events.settings import EventSettings
from .webhooks.settings import WebhookSettings


def redacted_url(url: str) -> str:
    """A Redis URL without its password, for logs."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://***@{rest.split('@', 1)[1]}"
    return url


def _bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return int(raw) if raw not in (None, "") else default


@dataclass(frozen=True)
class Config:
    redis_url: str | None = None
    session_ttl_seconds: int = 7 * 24 * 3600
    max_body_bytes: int = 64 * 1024
    idempotency_ttl_seconds: int = 24 * 3600
    rate_limit_enabled: bool = True
    # rate limits per tenant (keyed clients) and per address (anonymous): `N/second|minute|hour`
    # (keyed defaults: >= 3x what one backend driving 200 games reached here: docs/api.md)
    rate_limit_moves: str = "3000/second"
    rate_limit_reads: str = "6000/second"
    rate_limit_stateless: str = "6000/second"
    rate_limit_creates: str = "6000/minute"
    rate_limit_auth_failures: str = "600/minute"
    rate_limit_anon_moves: str = "600/minute"
    rate_limit_anon_reads: str = "1200/minute"
    rate_limit_anon_stateless: str = "600/minute"
    rate_limit_anon_creates: str = "30/minute"
    rate_limit_anon_auth_failures: str = "30/minute"
    data_dir: str | None = None
    openapi_path: str | None = None
    trusted_proxies: int = 0
    anonymous_enabled: bool = True
    finished_session_ttl_seconds: int = 24 * 3600
    quota_live_sessions: int = 10_000
    anon_quota_live_sessions: int = 100
    ratings_max_players: int = 1_000_000  # players per tenant (RATINGS_MAX_PLAYERS)
    ratings_grace_seconds: float = 60.0  # a pending rating job is swept after this long
    secret_key: str | None = None
    cors_allowed_origins: str = ""
    api_key_cache_seconds: float = 5.0
    redis_socket_timeout: float = 0.5
    redis_connect_timeout: float = 0.5
    redis_breaker_seconds: float = 1.0
    redis_wait_replicas: int = 0  # > 0: a write is acknowledged once this many replicas have it
    redis_wait_timeout_ms: int = 200
    webhooks: WebhookSettings = field(default_factory=WebhookSettings)  # WEBHOOK_*
    # event streams (service/events/): heartbeat, lifetime, long-poll bound, reader bounds
    events: EventSettings = field(default_factory=EventSettings)  # EVENTS_*
    # logs (service/logs.py): `text` (readable, the default) or `json` (one object per line);
    # LOG_REQUESTS: one line per request on `referee.access` (service/api/observe.py)
    log_format: str = "text"
    log_requests: bool = True
    extra: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_env(cls) -> Config:
        return cls(
            redis_url=os.environ.get("REDIS_URL") or None,
            session_ttl_seconds=_int("SESSION_TTL_SECONDS", 7 * 24 * 3600),
            max_body_bytes=_int("MAX_BODY_BYTES", 64 * 1024),
            idempotency_ttl_seconds=_int("IDEMPOTENCY_TTL_SECONDS", 24 * 3600),
            rate_limit_enabled=_bool("RATE_LIMIT_ENABLED", True),
            # `N/second|minute|hour`, checked by service/api/limits.py at startup
            rate_limit_moves=os.getenv("RATE_LIMIT_MOVES", cls.rate_limit_moves),
            rate_limit_reads=os.getenv("RATE_LIMIT_READS", cls.rate_limit_reads),
            rate_limit_stateless=os.getenv("RATE_LIMIT_STATELESS", cls.rate_limit_stateless),
            rate_limit_creates=os.getenv("RATE_LIMIT_CREATES", cls.rate_limit_creates),
            rate_limit_auth_failures=os.getenv(
                "RATE_LIMIT_AUTH_FAILURES", cls.rate_limit_auth_failures
            ),
            rate_limit_anon_moves=os.getenv("RATE_LIMIT_ANON_MOVES", cls.rate_limit_anon_moves),
            rate_limit_anon_reads=os.getenv("RATE_LIMIT_ANON_READS", cls.rate_limit_anon_reads),
            rate_limit_anon_stateless=os.getenv(
                "RATE_LIMIT_ANON_STATELESS", cls.rate_limit_anon_stateless
            ),
            rate_limit_anon_creates=os.getenv(
                "RATE_LIMIT_ANON_CREATES", cls.rate_limit_anon_creates
            ),
            rate_limit_anon_auth_failures=os.getenv(
                "RATE_LIMIT_ANON_AUTH_FAILURES", cls.rate_limit_anon_auth_failures
            ),
            data_dir=os.environ.get("REFEREE_DATA_DIR") or None,
            openapi_path=os.environ.get("REFEREE_OPENAPI") or None,
            trusted_proxies=_int("TRUSTED_PROXIES", 0),
            anonymous_enabled=_bool("ANONYMOUS_ENABLED", True),
            finished_session_ttl_seconds=_int("FINISHED_SESSION_TTL_SECONDS", 24 * 3600),
            quota_live_sessions=_int("QUOTA_LIVE_SESSIONS", 10_000),
            anon_quota_live_sessions=_int("ANON_QUOTA_LIVE_SESSIONS", 100),
            ratings_max_players=_int("RATINGS_MAX_PLAYERS", 1_000_000),
            ratings_grace_seconds=float(os.environ.get("RATINGS_GRACE_SECONDS") or 60.0),
            secret_key=os.environ.get("REFEREE_SECRET_KEY") or None,
            cors_allowed_origins=os.environ.get("CORS_ALLOWED_ORIGINS", ""),
            api_key_cache_seconds=float(os.environ.get("API_KEY_CACHE_SECONDS") or 5.0),
            redis_socket_timeout=float(os.environ.get("REDIS_SOCKET_TIMEOUT") or 0.5),
            redis_connect_timeout=float(os.environ.get("REDIS_CONNECT_TIMEOUT") or 0.5),
            redis_breaker_seconds=float(os.environ.get("REDIS_BREAKER_SECONDS") or 1.0),
            redis_wait_replicas=_int("REDIS_WAIT_REPLICAS", 0),
            redis_wait_timeout_ms=_int("REDIS_WAIT_TIMEOUT_MS", 200),
            webhooks=WebhookSettings.from_env(),
            events=EventSettings.from_env(),
            log_format=(os.environ.get("LOG_FORMAT") or "text").strip().lower(),
            log_requests=_bool("LOG_REQUESTS", True),
        )


def server_key(config: Config) -> bytes | None:
    """The server key (HMAC key of the tokens that idempotent creations can give again):
    `REFEREE_SECRET_KEY`, else a random key kept in the embedded store's data directory
    (`secret.key`, mode 0600, made once), else None (replays of a creation withhold tokens)."""
    import hashlib
    import secrets

    if config.secret_key:
        return hashlib.sha256(config.secret_key.encode()).digest()
    if not config.data_dir:
        return None
    path = os.path.join(config.data_dir, "secret.key")
    try:
        os.makedirs(config.data_dir, mode=0o700, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        pass
    else:
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32))
    for _ in range(50):  # another worker may be writing it right now
        with open(path) as fh:
            text = fh.read().strip()
        if len(text) == 64:
            return bytes.fromhex(text)
        import time

        time.sleep(0.01)
    return None
