"""Tenants and their API keys: who a client app is.

A client app authenticates with an API key (`X-API-Key`). Every key belongs to a tenant;
sessions, idempotency records, quotas and rate limits belong to the tenant. A request without
a key is anonymous (when `ANONYMOUS_ENABLED`): its rate limits are per client address, lower.

Keys look like `rf_<key id: 12 hex>_<secret: 43 url-safe characters>`. Only the key id (its
format checked) and the SHA-256 of the secret are stored; the key itself is printed once by
`python -m service.keys create --tenant acme` and never stored or logged.

Redis layout (one hash tag per key or per tenant, so that it works on Redis Cluster):

    ref:apikey:{<key id>}        JSON {"tenant", "hash", "label", "created"}
    ref:tenant:{<tenant>}:keys   set of the tenant's key ids
    ref:tenant:{<tenant>}:limits JSON: the tenant's own quotas and rates (`TenantLimits`),
                                 overriding the service's defaults

The tenant's session index lives with the sessions (service/sessions/index.py).
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import ipaddress
import re
import secrets
import threading
import time
from dataclasses import dataclass
from typing import Any

import orjson

from .naming import TENANT_RE, valid_tenant  # noqa: F401 (re-exported: one rule, service/naming.py)

KEY_RE = re.compile(r"rf_([0-9a-f]{12})_([A-Za-z0-9_-]{43})")
KEY_ID_RE = re.compile(r"[0-9a-f]{12}")


RATE_RE = re.compile(r"[1-9][0-9]{0,8}/(second|minute|hour)")
RATE_CLASSES = ("moves", "reads", "stateless", "creates")


@dataclass(frozen=True)
class TenantLimits:
    """A tenant's own quotas and rates; None (or a class left out) means the default."""

    live_sessions: int | None = None
    max_body_bytes: int | None = None
    rates: tuple[tuple[str, str], ...] = ()  # (class, "N/second|minute|hour")
    rate_bots: bool = False  # rated sessions may seat bots (each with a player id)

    @classmethod
    def from_json(cls, data: Any) -> TenantLimits:
        if not isinstance(data, dict):
            return cls()
        rates = data.get("rates")
        if not isinstance(rates, dict):
            rates = {}
        return cls(
            live_sessions=_positive(data.get("live_sessions")),
            max_body_bytes=_positive(data.get("max_body_bytes")),
            rates=tuple(
                (k, v) for k, v in sorted(rates.items())
                if k in RATE_CLASSES and isinstance(v, str) and RATE_RE.fullmatch(v)
            ),
            rate_bots=data.get("rate_bots") is True,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "live_sessions": self.live_sessions,
            "max_body_bytes": self.max_body_bytes,
            "rates": dict(self.rates),
            "rate_bots": self.rate_bots,
        }

    def rate(self, cls: str) -> str | None:
        return dict(self.rates).get(cls)


def _positive(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


NO_LIMITS = TenantLimits()


@dataclass(frozen=True)
class Client:
    """The caller of one request: a tenant (by API key) or an anonymous client address."""

    tenant: str | None
    address: str  # the client address, normalized (see `normalize_address`)
    key_id: str | None = None
    limits: TenantLimits = NO_LIMITS

    @property
    def anonymous(self) -> bool:
        return self.tenant is None

    @property
    def scope(self) -> str:
        """What owns this client's sessions, idempotency records and budgets; safe to put in
        a Redis key name (`t:<tenant>` or `ip:<address>`)."""
        return f"t:{self.tenant}" if self.tenant is not None else f"ip:{self.address}"

    @property
    def owner(self) -> str:
        """The owner recorded on the sessions this client creates: its tenant, or `anonymous`
        (anonymous sessions are reachable by any anonymous caller that holds their tokens)."""
        return f"t:{self.tenant}" if self.tenant is not None else "anonymous"


def normalize_address(raw: str | None) -> str:
    """A client address safe for key names: the IP address as `ipaddress` prints it (an IPv6
    address reduced to its /64, the block one client usually holds), else `unknown`."""
    if not raw:
        return "unknown"
    return _normalized(raw)


@functools.lru_cache(maxsize=4096)  # every request asks; the answer depends on `raw` alone
def _normalized(raw: str) -> str:
    try:
        addr = ipaddress.ip_address(raw.strip())
    except ValueError:
        return "unknown"
    if isinstance(addr, ipaddress.IPv6Address):
        if addr.ipv4_mapped is not None:
            return str(addr.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(addr) >> 64 << 64, 64)).network_address) + "/64"
    return str(addr)


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _key_key(key_id: str) -> str:
    return f"ref:apikey:{{{key_id}}}"


def _tenant_keys(tenant: str) -> str:
    return f"ref:tenant:{{{tenant}}}:keys"


def _tenant_limits(tenant: str) -> str:
    return f"ref:tenant:{{{tenant}}}:limits"


class KeyError_(Exception):  # noqa: N801 - not the builtin
    """A key that cannot be created or revoked (bad tenant name, unknown id)."""


class ApiKeys:
    """Create, revoke, list and check API keys. Checks are cached in-process for
    `cache_seconds` (a revoked key stops working within that time)."""

    def __init__(self, client: Any, cache_seconds: float = 5.0, cache_size: int = 10_000) -> None:
        self.client = client
        self.cache_seconds = cache_seconds
        self.cache_size = cache_size
        self._cache: dict[str, tuple[float, str | None, str | None, TenantLimits]] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ admin (the CLI)

    def create(self, tenant: str, label: str = "") -> tuple[str, str]:
        """A new key for `tenant`: (key id, the key). The key is returned once."""
        if not valid_tenant(tenant):
            raise KeyError_(
                "a tenant name is 1–40 characters of a–z, 0–9, '_' and '-', starting with a "
                "letter or digit"
            )
        key_id = secrets.token_hex(6)
        secret = secrets.token_urlsafe(32)
        record = {
            "tenant": tenant,
            "hash": hash_secret(secret),
            "label": label[:100],
            "created": int(time.time()),
        }
        self.client.set(_key_key(key_id), orjson.dumps(record))
        self.client.sadd(_tenant_keys(tenant), key_id)
        return key_id, f"rf_{key_id}_{secret}"

    def revoke(self, key_id: str) -> bool:
        if not KEY_ID_RE.fullmatch(key_id or ""):
            return False
        raw = self.client.get(_key_key(key_id))
        if raw is None:
            return False
        record = orjson.loads(raw)
        self.client.delete(_key_key(key_id))
        if valid_tenant(record.get("tenant")):
            self.client.srem(_tenant_keys(record["tenant"]), key_id)
        return True

    def list(self, tenant: str) -> list[dict[str, Any]]:
        if not valid_tenant(tenant):
            return []
        out = []
        for raw_id in sorted(self.client.smembers(_tenant_keys(tenant))):
            key_id = raw_id.decode() if isinstance(raw_id, bytes) else raw_id
            raw = self.client.get(_key_key(key_id))
            if raw is None:
                continue
            record = orjson.loads(raw)
            out.append(
                {"key_id": key_id, "tenant": tenant, "label": record.get("label", ""),
                 "created": record.get("created")}
            )
        return out

    def set_limits(self, tenant: str, limits: TenantLimits) -> None:
        if not valid_tenant(tenant):
            raise KeyError_(f"not a tenant name: {tenant!r}")
        self.client.set(_tenant_limits(tenant), orjson.dumps(limits.to_json()))

    def limits_of(self, tenant: str) -> TenantLimits:
        raw = self.client.get(_tenant_limits(tenant)) if valid_tenant(tenant) else None
        return TenantLimits.from_json(orjson.loads(raw)) if raw else NO_LIMITS

    # ------------------------------------------------------------------ per request

    def tenant_of(self, key: str) -> tuple[str | None, str | None, TenantLimits]:
        """(tenant, key id, the tenant's limits) of a valid key, (None, None, NO_LIMITS)
        otherwise. May raise the store's connection errors (the caller answers 503)."""
        match = KEY_RE.fullmatch(key)
        if match is None:
            return None, None, NO_LIMITS
        now = time.monotonic()
        cache_key = hash_secret(key)  # the cache never holds a key in clear either
        hit = self._cache.get(cache_key)
        if hit is not None and hit[0] > now:
            return hit[1], hit[2], hit[3]
        key_id, secret = match.group(1), match.group(2)
        raw = self.client.get(_key_key(key_id))
        tenant: str | None = None
        if raw is not None:
            record = orjson.loads(raw)
            if hmac.compare_digest(record.get("hash", ""), hash_secret(secret)):
                tenant = record.get("tenant")
        limits = self.limits_of(tenant) if tenant else NO_LIMITS
        found = (tenant, key_id if tenant else None, limits)
        with self._lock:
            if len(self._cache) >= self.cache_size:
                self._cache.clear()
            self._cache[cache_key] = (now + self.cache_seconds, *found)
        return found


if __name__ == "__main__":  # python -m service.tenants export|delete (service/lifecycle.py)
    from .lifecycle import main

    raise SystemExit(main())
