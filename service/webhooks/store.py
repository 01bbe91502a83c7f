"""Webhook endpoints, deliveries and the due queue in Redis.

Every key of a tenant shares the tenant's hash tag (one cluster slot, so each script below
touches one slot); the tenant name is checked (`valid_tenant`) before it becomes a key part,
endpoint ids and delivery ids have fixed formats, and event types come from a fixed list.

    ref:tenant:{<t>}:wh:ep            hash: endpoint id → JSON {id, url, events, description,
                                      created, nonce, prev_nonce?, prev_until?}
    ref:tenant:{<t>}:wh:sub:<type>    set: the endpoint ids subscribed to an event type
    ref:tenant:{<t>}:wh:due           sorted set: delivery id → when it is due (ms); a claimed
                                      attempt's score is its lease's end
    ref:tenant:{<t>}:wh:d:<delivery>  hash: ep, event, type, body, status, attempts, code,
                                      error, next, created, last (expires after
                                      WEBHOOK_DELIVERY_TTL_SECONDS)
    ref:tenant:{<t>}:wh:log:<ep>      sorted set: the endpoint's deliveries (created µs), the
                                      newest `WEBHOOK_DELIVERIES_KEPT`: older ones (pending
                                      or not) are deleted, so an endpoint's queue is bounded
    ref:webhooks:ready                sorted set: tenant → when a dispatcher should next look at
                                      its due set (one entry per tenant with endpoints)

Scripts make every step atomic: registering within the per-tenant bound, enqueueing an
event for every subscribed endpoint (delivery ids derive from the event id and the endpoint,
so an event enqueued twice is delivered once), claiming due attempts (each claim bumps the
attempt number and leases the delivery, so two dispatchers never make the same attempt), and
recording an attempt's result (only by the claim that made it).
"""

from __future__ import annotations

import re
import time
from typing import Any

import orjson
import redis

from ..store.redis_store import _wrap
from ..tenants import valid_tenant

EVENT_TYPES = (
    "session.created", "move.applied", "game.finished", "session.deleted", "rating.updated",
)
ENDPOINT_RE = re.compile(r"we_[0-9a-f]{16}")
READY = "ref:webhooks:ready"

_REGISTER = """
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
for i = 2, #KEYS do redis.call('SADD', KEYS[i], ARGV[1]) end
return 1
"""

_REPLACE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""

_REMOVE = """
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return -1 end
for i = 3, #KEYS do redis.call('SREM', KEYS[i], ARGV[1]) end
local log = ARGV[2] .. 'log:' .. ARGV[1]
for _, id in ipairs(redis.call('ZRANGE', log, 0, -1)) do
  redis.call('ZREM', KEYS[2], id)
  redis.call('DEL', ARGV[2] .. 'd:' .. id)
end
redis.call('DEL', log)
return redis.call('HLEN', KEYS[1])
"""

# KEYS: due, sub:<each type in EVENT_TYPES order>; ARGV: now ms, ttl s, deliveries kept, key
# prefix, then per event: type index (1-based), type, event id, body, its order in the
# endpoint logs (µs; passed as text: Lua would round a number this large)
_ENQUEUE = """
local n = 0
local p = ARGV[4]
for e = 5, #ARGV, 5 do
  local etype, eid, body, order = ARGV[e + 1], ARGV[e + 2], ARGV[e + 3], ARGV[e + 4]
  for _, ep in ipairs(redis.call('SMEMBERS', KEYS[1 + tonumber(ARGV[e])])) do
    local id = 'dlv_' .. string.sub(redis.sha1hex(eid .. ':' .. ep), 1, 24)
    local k = p .. 'd:' .. id
    if redis.call('EXISTS', k) == 0 then
      redis.call('HSET', k, 'ep', ep, 'event', eid, 'type', etype, 'body', body,
        'status', 'pending', 'attempts', 0, 'created', ARGV[1], 'next', ARGV[1])
      redis.call('EXPIRE', k, tonumber(ARGV[2]))
      redis.call('ZADD', KEYS[1], ARGV[1], id)
      local log = p .. 'log:' .. ep
      redis.call('ZADD', log, order, id)
      local over = redis.call('ZCARD', log) - tonumber(ARGV[3])
      if over > 0 then
        -- the endpoint's oldest deliveries go, pending ones too: a bounded queue per endpoint
        for _, old in ipairs(redis.call('ZRANGE', log, 0, over - 1)) do
          redis.call('ZREM', KEYS[1], old)
          redis.call('DEL', p .. 'd:' .. old)
        end
        redis.call('ZREMRANGEBYRANK', log, 0, over - 1)
      end
      n = n + 1
    end
  end
end
local subscribed = {}
for i = 2, #KEYS do
  if redis.call('SCARD', KEYS[i]) > 0 then subscribed[#subscribed + 1] = i - 1 end
end
return {n, subscribed}
"""

# KEYS: due, ep; ARGV: now ms, lease ms, batch, key prefix, max attempts
_CLAIM = """
local now = tonumber(ARGV[1])
local lease = now + tonumber(ARGV[2])
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, id in ipairs(ids) do
  local k = ARGV[4] .. 'd:' .. id
  local f = redis.call('HMGET', k, 'status', 'attempts', 'ep', 'body', 'event')
  local ep = f[3] and redis.call('HGET', KEYS[2], f[3])
  if f[1] ~= 'pending' then
    redis.call('ZREM', KEYS[1], id)
  elseif not ep then
    redis.call('HSET', k, 'status', 'failed', 'error', 'the endpoint was deleted', 'next', '')
    redis.call('ZREM', KEYS[1], id)
  elseif tonumber(f[2]) >= tonumber(ARGV[5]) then
    redis.call('HSET', k, 'status', 'failed', 'next', '', 'last', ARGV[1],
      'error', 'the last attempt did not report back within its lease')
    redis.call('ZREM', KEYS[1], id)
  else
    local n = redis.call('HINCRBY', k, 'attempts', 1)
    redis.call('HSET', k, 'next', lease)
    redis.call('ZADD', KEYS[1], lease, id)
    out[#out + 1] = {id, n, ep, f[4], f[5]}
  end
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {out, first[2] or ''}
"""

# KEYS: delivery, due; ARGV: delivery id, attempt, outcome ok|retry|fail, code, error, next ms,
# now ms
_REPORT = """
local f = redis.call('HMGET', KEYS[1], 'status', 'attempts')
if f[1] ~= 'pending' or f[2] ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'code', ARGV[4], 'error', ARGV[5], 'last', ARGV[7])
if ARGV[3] == 'retry' then
  redis.call('HSET', KEYS[1], 'next', ARGV[6])
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[1])
else
  redis.call('HSET', KEYS[1], 'status', ARGV[3] == 'ok' and 'succeeded' or 'failed', 'next', '')
  redis.call('ZREM', KEYS[2], ARGV[1])
end
return 1
"""

# KEYS: ready; ARGV: now ms, lease end ms, batch: the due tenants, each leased until ARGV[2]
_DUE_TENANTS = """
local ts = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, t in ipairs(ts) do redis.call('ZADD', KEYS[1], 'XX', ARGV[2], t) end
return ts
"""


def prefix(tenant: str) -> str:
    if not valid_tenant(tenant):  # never reached with a checked client; belt and braces
        raise ValueError(f"not a tenant name: {tenant!r}")
    return f"ref:tenant:{{{tenant}}}:wh:"


def _s(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class WebhookStore:
    def __init__(self, client: Any) -> None:
        self.client = client
        self._register = client.register_script(_REGISTER)
        self._replace = client.register_script(_REPLACE)
        self._remove = client.register_script(_REMOVE)
        self._enqueue = client.register_script(_ENQUEUE)
        self._claim = client.register_script(_CLAIM)
        self._report = client.register_script(_REPORT)
        self._due_tenants = client.register_script(_DUE_TENANTS)

    def _call(self, fn: Any, *args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    @staticmethod
    def _subs(p: str, types: list[str] | tuple[str, ...]) -> list[str]:
        return [f"{p}sub:{t}" for t in types]

    # ------------------------------------------------------------------ endpoints

    def register(self, tenant: str, record: dict[str, Any], bound: int, now_ms: int) -> bool:
        p = prefix(tenant)
        ok = self._call(
            self._register,
            keys=[f"{p}ep", *self._subs(p, record["events"])],
            args=[record["id"], orjson.dumps(record), bound],
        )
        if ok:
            self._call(self.client.zadd, READY, {tenant: now_ms}, nx=True)
        return bool(ok)

    def replace(self, tenant: str, record: dict[str, Any]) -> bool:
        p = prefix(tenant)
        return bool(
            self._call(self._replace, keys=[f"{p}ep"], args=[record["id"], orjson.dumps(record)])
        )

    def endpoints(self, tenant: str) -> list[dict[str, Any]]:
        raw = self._call(self.client.hvals, f"{prefix(tenant)}ep")
        return sorted((orjson.loads(r) for r in raw), key=lambda r: (r["created"], r["id"]))

    def endpoint(self, tenant: str, endpoint_id: str) -> dict[str, Any] | None:
        if not ENDPOINT_RE.fullmatch(endpoint_id):
            return None
        raw = self._call(self.client.hget, f"{prefix(tenant)}ep", endpoint_id)
        return orjson.loads(raw) if raw else None

    def remove(self, tenant: str, endpoint_id: str) -> bool:
        if not ENDPOINT_RE.fullmatch(endpoint_id):
            return False
        p = prefix(tenant)
        left = self._call(
            self._remove,
            keys=[f"{p}ep", f"{p}due", *self._subs(p, EVENT_TYPES)],
            args=[endpoint_id, p],
        )
        if left == 0:
            self._call(self.client.zrem, READY, tenant)
        return bool(left != -1)

    def deliveries(self, tenant: str, endpoint_id: str, limit: int) -> list[dict[str, Any]]:
        p = prefix(tenant)
        ids = [
            _s(i) for i in self._call(self.client.zrevrange, f"{p}log:{endpoint_id}", 0, limit - 1)
        ]
        if not ids:
            return []
        try:
            pipe = self.client.pipeline(transaction=False)
            for did in ids:
                pipe.hgetall(f"{p}d:{did}")
            rows = pipe.execute()
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        out = []
        for did, row in zip(ids, rows, strict=True):
            if row:
                out.append({"id": did, **{_s(k): _s(v) for k, v in row.items() if _s(k) != "body"}})
        return out

    # ------------------------------------------------------------------ events

    def enqueue(
        self, tenant: str, batch: list[tuple[str, str, bytes]], now_ms: int, ttl: int,
        kept: int,
    ) -> tuple[int, frozenset[str]]:
        """One script call for a batch of events ((type, event id, body) each): the deliveries
        made for their subscribers, and the event types the tenant's endpoints subscribe to
        now (for the emitter's cache)."""
        p = prefix(tenant)
        args: list[Any] = [now_ms, ttl, kept, p]
        now_us = time.time_ns() // 1000
        for i, (event_type, event_id, body) in enumerate(batch):
            args += [EVENT_TYPES.index(event_type) + 1, event_type, event_id, body, now_us + i]
        n, subscribed = self._call(
            self._enqueue, keys=[f"{p}due", *self._subs(p, EVENT_TYPES)], args=args
        )
        return int(n), frozenset(EVENT_TYPES[int(i) - 1] for i in subscribed)

    # ------------------------------------------------------------------ the dispatcher

    def due_tenants(self, now_ms: int, lease_ms: int, batch: int) -> list[str]:
        got = self._call(self._due_tenants, keys=[READY], args=[now_ms, now_ms + lease_ms, batch])
        return [t for t in map(_s, got) if valid_tenant(t)]

    def claim(
        self, tenant: str, now_ms: int, lease_ms: int, batch: int, max_attempts: int
    ) -> tuple[list[tuple[str, int, dict[str, Any], bytes, str]], int | None]:
        """Claimed attempts (delivery id, attempt number, endpoint record, body, event id) and
        when the tenant's next delivery is due (ms; None when none is queued)."""
        p = prefix(tenant)
        claimed, first = self._call(
            self._claim,
            keys=[f"{p}due", f"{p}ep"],
            args=[now_ms, lease_ms, batch, p, max_attempts],
        )
        out = [
            (_s(did), int(n), orjson.loads(ep),
             body if isinstance(body, bytes) else body.encode(), _s(event))
            for did, n, ep, body, event in claimed
        ]
        return out, (int(float(_s(first))) if first not in (b"", "", None) else None)

    def wake_at(self, tenant: str, at_ms: int) -> None:
        """Ask the dispatchers to look at the tenant by `at_ms` (never later than asked before)."""
        self._call(self.client.zadd, READY, {tenant: at_ms}, xx=True, lt=True)

    def report(
        self, tenant: str, delivery_id: str, attempt: int, outcome: str, code: int | None,
        error: str, next_ms: int | None, now_ms: int,
    ) -> bool:
        p = prefix(tenant)
        return bool(
            self._call(
                self._report,
                keys=[f"{p}d:{delivery_id}", f"{p}due"],
                args=[delivery_id, attempt, outcome, "" if code is None else code, error[:300],
                      "" if next_ms is None else next_ms, now_ms],
            )
        )
