"""Configuration, read once from the environment (see the README's configuration table)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field


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
    rate_limit_default: str = "600/minute"
    rate_limit_session: str = "120/minute"
    rate_limit_auth_failures: str = "30/minute"
    data_dir: str | None = None
    openapi_path: str | None = None
    trusted_proxies: int = 0
    anonymous_enabled: bool = True
    api_key_cache_seconds: float = 5.0
    redis_socket_timeout: float = 0.5
    redis_connect_timeout: float = 0.5
    redis_breaker_seconds: float = 1.0
    extra: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_env(cls) -> Config:
        return cls(
            redis_url=os.environ.get("REDIS_URL") or None,
            session_ttl_seconds=_int("SESSION_TTL_SECONDS", 7 * 24 * 3600),
            max_body_bytes=_int("MAX_BODY_BYTES", 64 * 1024),
            idempotency_ttl_seconds=_int("IDEMPOTENCY_TTL_SECONDS", 24 * 3600),
            rate_limit_enabled=_bool("RATE_LIMIT_ENABLED", True),
            rate_limit_default=os.environ.get("RATE_LIMIT_DEFAULT", "600/minute"),
            rate_limit_session=os.environ.get("RATE_LIMIT_SESSION", "120/minute"),
            rate_limit_auth_failures=os.environ.get("RATE_LIMIT_AUTH_FAILURES", "30/minute"),
            data_dir=os.environ.get("REFEREE_DATA_DIR") or None,
            openapi_path=os.environ.get("REFEREE_OPENAPI") or None,
            trusted_proxies=_int("TRUSTED_PROXIES", 0),
            anonymous_enabled=_bool("ANONYMOUS_ENABLED", True),
            api_key_cache_seconds=float(os.environ.get("API_KEY_CACHE_SECONDS") or 5.0),
            redis_socket_timeout=float(os.environ.get("REDIS_SOCKET_TIMEOUT") or 0.5),
            redis_connect_timeout=float(os.environ.get("REDIS_CONNECT_TIMEOUT") or 0.5),
            redis_breaker_seconds=float(os.environ.get("REDIS_BREAKER_SECONDS") or 1.0),
        )
