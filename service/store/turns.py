"""Pending bot turns in Redis: a due set with leases (issue 36, DESIGN.md §3: work that must
happen later is a record in Redis with a lease, which any worker of any instance may take).

Four keys, one hash tag (`{bots}`: one cluster slot, so every script below touches one slot):

    ref:bots:{turns}:due     sorted set: session id → when a runner may take its turn (ms): the
                             time it became due plus a hand-off delay (the worker that made it
                             due takes it at once), or, once taken, when the taker's lease ends
    ref:bots:{turns}:lease   hash: session id → the id of the claim that holds it
                             (`<pid>.<random>`: an operator sees which worker process); the
                             holder's runner pushes its lease on at every poll (`heartbeat`)
    ref:bots:{turns}:again   set: sessions made due again while a claim held them (a person's
                             move during a bot's search): the holder's release keeps them due
    ref:bots:{turns}:late    sorted set: session id → when its pending turn should have been
                             played at the latest (its recovery bound, docs/bots.md); pushed on
                             at every bot move: what the overdue metric and alert read

A session id is its whole record: the runner loads the session and plays whatever bot turn it
waits on through the checked, versioned `Sessions.apply`, so an entry that is stale (the turn
was played, the session finished or was deleted) costs one load and is dropped, and two
claims of one turn (a lease that ran out under a slow holder) make one move: the second
apply meets the version the first wrote and is refused.
"""

from __future__ import annotations

from typing import Any

import redis

from .redis_store import _wrap

PREFIX = "ref:bots:{turns}:"
DUE = PREFIX + "due"

# ARGV: sid, now ms, due at ms, late at ms. A session a claim holds (its lease alive) is noted
# in `again`; otherwise it is due at `at` (or earlier, if it was already)
_MARK = """
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[4], 'NX', ARGV[4], ARGV[1])
if s and tonumber(s) > tonumber(ARGV[2]) and redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then
  redis.call('SADD', KEYS[3], ARGV[1])
  return 2
end
redis.call('ZADD', KEYS[1], 'LT', ARGV[3], ARGV[1])
return 1
"""

# ARGV: now ms, lease end ms, batch, claim, then the sessions to take whether due yet or not
# (those this worker made due). Taken: a due session, or a named one no live claim holds.
# Returns {taken, the count of turns past their `late` bound, the oldest one's bound (ms)}
_CLAIM = """
local now = tonumber(ARGV[1])
local out = {}
local function take(id)
  redis.call('ZADD', KEYS[1], ARGV[2], id)
  redis.call('HSET', KEYS[2], id, ARGV[4])
  redis.call('SREM', KEYS[3], id)
  out[#out + 1] = id
end
for i = 5, #ARGV do
  local s = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if s and (tonumber(s) <= now or redis.call('HEXISTS', KEYS[2], ARGV[i]) == 0) then
    take(ARGV[i])
  end
end
local room = tonumber(ARGV[3]) - #out
if room > 0 then
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, room)) do
    take(id)
  end
end
local late = redis.call('ZCOUNT', KEYS[4], '-inf', now)
local first = redis.call('ZRANGE', KEYS[4], 0, 0, 'WITHSCORES')
return {out, late, first[2] or ''}
"""

# ARGV: sid, claim, lease end ms, late at ms ('' keeps it): the holder's lease goes on
_EXTEND = """
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
if ARGV[4] ~= '' then redis.call('ZADD', KEYS[4], ARGV[4], ARGV[1]) end
return 1
"""

# ARGV: lease end ms, then (sid, claim) pairs: the leases of a runner's held turns go on, those
# its claims still hold (its heartbeat, every poll). Returns how many
_HEARTBEAT = """
local n = 0
for i = 2, #ARGV, 2 do
  if redis.call('HGET', KEYS[2], ARGV[i]) == ARGV[i + 1] then
    redis.call('ZADD', KEYS[1], ARGV[1], ARGV[i])
    n = n + 1
  end
end
return n
"""

# ARGV: sid, claim, now ms, mode: 'done' (the session waits on no bot: the entry goes, unless
# it was made due again meanwhile, then it is due now) or 'back' (handed back: due at ARGV[5])
_RELEASE = """
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[2], ARGV[1])
local again = redis.call('SREM', KEYS[3], ARGV[1])
if ARGV[4] == 'back' then
  redis.call('ZADD', KEYS[1], ARGV[5], ARGV[1])
  return 2
end
if again == 1 then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  return 2
end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
return 1
"""

# ARGV: sid. The entry goes if no claim holds it (a creation whose bots finished the game, or
# reached a person, within the request)
_SETTLE = """
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('SREM', KEYS[3], ARGV[1])
return 1
"""

# ARGV: sid: the entry goes whoever holds it (its session is gone)
_DROP = """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('SREM', KEYS[3], ARGV[1])
return 1
"""


def _s(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class TurnStore:
    """The scripts above; every method raises StoreUnavailable when Redis fails."""

    def __init__(self, client: Any, prefix: str = PREFIX) -> None:
        self.client = client
        # another prefix (one hash tag) for tests that must not meet other processes' runners
        self.keys = [prefix + k for k in ("due", "lease", "again", "late")]
        self._mark = client.register_script(_MARK)
        self._claim = client.register_script(_CLAIM)
        self._extend = client.register_script(_EXTEND)
        self._heartbeat = client.register_script(_HEARTBEAT)
        self._release = client.register_script(_RELEASE)
        self._settle = client.register_script(_SETTLE)
        self._drop = client.register_script(_DROP)

    def _call(self, script: Any, *args: Any) -> Any:
        try:
            return script(keys=self.keys, args=list(args))
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def mark(self, sid: str, now_ms: int, at_ms: int, late_ms: int) -> bool:
        """The session waits on a bot: due at `at_ms`; True, or False when a live claim holds
        it (then its holder's release keeps it due)."""
        return int(self._call(self._mark, sid, now_ms, at_ms, late_ms)) == 1

    def claim(
        self, now_ms: int, lease_ms: int, batch: int, claim: str, mine: list[str] = []  # noqa: B006
    ) -> tuple[list[str], int, int | None]:
        """Take the sessions named in `mine` that no live claim holds, then due ones, `batch`
        at most in all, each leased until `now_ms + lease_ms` to `claim`. Returns those taken,
        how many turns are past their `late` bound, and the oldest such bound (ms)."""
        taken, late, first = self._call(
            self._claim, now_ms, now_ms + lease_ms, batch, claim, *mine[:batch]
        )
        bound = int(float(_s(first))) if first not in (b"", "", None) else None
        return [_s(t) for t in taken], int(late), bound

    def extend(self, sid: str, claim: str, until_ms: int, late_ms: int | None) -> bool:
        """The holder's lease, to `until_ms` (and its turn's bound to `late_ms`); False when
        the claim no longer holds the session (its lease ran out and another took it)."""
        return bool(
            self._call(self._extend, sid, claim, until_ms, "" if late_ms is None else late_ms)
        )

    def heartbeat(self, held: dict[str, str], until_ms: int) -> int:
        """Push on to `until_ms` the leases of `held` (session → claim) that are still held
        by those claims; how many were."""
        if not held:
            return 0
        args: list[Any] = [until_ms]
        for sid, claim in sorted(held.items()):
            args += [sid, claim]
        return int(self._call(self._heartbeat, *args))

    def release(self, sid: str, claim: str, now_ms: int) -> int:
        """The session waits on no bot now: 1 gone, 2 due again (made due meanwhile), 0 the
        claim no longer held it."""
        return int(self._call(self._release, sid, claim, now_ms, "done", ""))

    def hand_back(self, sid: str, claim: str, at_ms: int) -> bool:
        """The holder could not play the turn (its worker stops, a failure): due at `at_ms`."""
        return int(self._call(self._release, sid, claim, at_ms, "back", at_ms)) == 2

    def settle(self, sid: str) -> bool:
        return bool(self._call(self._settle, sid))

    def drop(self, sid: str) -> None:
        self._call(self._drop, sid)

    def pending(self) -> dict[str, float]:
        """Every entry and its due score (for tests and operators)."""
        try:
            rows = self.client.zrange(self.keys[0], 0, -1, withscores=True)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        return {_s(m): float(s) for m, s in rows}

    def holder(self, sid: str) -> str | None:
        """The id of the claim that holds `sid` (tests, operators)."""
        try:
            got = self.client.hget(self.keys[1], sid)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        return None if got is None else _s(got)
