"""How many event readers a client holds, across every worker and pod: one Redis sorted set
per scope (`ref:evsubs:{<scope>}`, scope `t:<tenant>` or `ip:<address>`), a member per open
stream or long poll, scored by when its lease runs out. The hub renews the leases of its
readers at each tick; a worker that dies leaves leases that run out by themselves."""

from __future__ import annotations

import secrets
import time
from typing import Any

import redis

from ..store import StoreUnavailable

_ACQUIRE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
"""


def _key(scope: str) -> str:
    return f"ref:evsubs:{{{scope}}}"


class Leases:
    def __init__(self, client: Any, lease_seconds: float) -> None:
        self.client = client
        self.lease_ms = int(lease_seconds * 1000)
        self._acquire = client.register_script(_ACQUIRE)

    def acquire(self, scope: str, limit: int) -> str | None:
        """A lease id (`scope|token`), or None when `scope` holds `limit` already."""
        now = int(time.time() * 1000)
        member = secrets.token_hex(8)
        try:
            ok = self._acquire(
                keys=[_key(scope)],
                args=[now, now + self.lease_ms, limit, member, 2 * self.lease_ms],
            )
        except redis.RedisError as exc:
            raise StoreUnavailable(f"redis unavailable: {exc.__class__.__name__}") from exc
        return f"{scope}|{member}" if ok else None

    def renew(self, by_scope: dict[str, list[str]]) -> None:
        if not by_scope:
            return
        until = int(time.time() * 1000) + self.lease_ms
        try:
            pipe = self.client.pipeline(transaction=False)
            for scope, leases in by_scope.items():
                pipe.zadd(_key(scope), {lease.rpartition("|")[2]: until for lease in leases},
                          xx=True)
                pipe.pexpire(_key(scope), 2 * self.lease_ms)
            pipe.execute()
        except (redis.RedisError, OSError):
            pass  # renewed at the next tick; a lease that runs out only frees a place early

    def release(self, lease: str) -> None:
        scope, _, member = lease.rpartition("|")
        try:
            self.client.zrem(_key(scope), member)
        except (redis.RedisError, OSError):
            pass  # it runs out by itself
