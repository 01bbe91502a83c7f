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
    # rate limits per tenant (keyed clients) and per address (anonymous): `N/second|minute|hour`
    # (keyed defaults: >= 3x what one backend driving 200 games reached here: see the README)
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
    api_key_cache_seconds: float = 5.0
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
            api_key_cache_seconds=float(os.environ.get("API_KEY_CACHE_SECONDS") or 5.0),
        )
