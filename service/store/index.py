"""Each owner's sessions, for listing them and for the live-session quota.

    ref:owner:{<scope>}:active    sorted set: session id → created (µs since the epoch)
    ref:owner:{<scope>}:finished  the same, once the game is over

`scope` is a `service.tenants.Client.scope` (`t:<tenant>` or `ip:<address>`), a fixed-format
string. Both keys share the owner's hash tag (one cluster slot). Sessions expire by their TTL
without telling the index: listing and counting skip and drop ids whose session is gone.
"""

from __future__ import annotations

from typing import Any

import orjson
import redis

from .redis_store import _k, _wrap

_FINISH = """
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
if s then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('ZADD', KEYS[2], s, ARGV[1])
end
return 1
"""


def _key(scope: str, status: str) -> str:
    return f"ref:owner:{{{scope}}}:{status}"


class SessionIndex:
    def __init__(self, client: Any) -> None:
        self.client = client
        self._finish = client.register_script(_FINISH)

    def add(self, scope: str, sid: str, created_us: int) -> None:
        try:
            self.client.zadd(_key(scope, "active"), {sid: created_us})
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def finish(self, scope: str, sid: str) -> None:
        try:
            self._finish(keys=[_key(scope, "active"), _key(scope, "finished")], args=[sid])
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def remove(self, scope: str, sid: str) -> None:
        try:
            self.client.zrem(_key(scope, "active"), sid)
            self.client.zrem(_key(scope, "finished"), sid)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def _alive(self, sids: list[str]) -> list[bool]:
        if not sids:
            return []
        pipe = self.client.pipeline(transaction=False)
        for sid in sids:
            pipe.exists(_k(sid, "ver"))
        return [bool(n) for n in pipe.execute()]

    def live(self, scope: str, limit: int) -> int:
        """How many of the owner's games are active, counting at least up to `limit` exactly:
        when the index says `limit` or more, ids of expired sessions are dropped first."""
        key = _key(scope, "active")
        try:
            count = int(self.client.zcard(key))
            if count < limit:
                return count
            start = 0
            while True:
                chunk = [
                    m.decode() if isinstance(m, bytes) else m
                    for m in self.client.zrange(key, start, start + 499)
                ]
                if not chunk:
                    break
                gone = [s for s, ok in zip(chunk, self._alive(chunk), strict=True) if not ok]
                if gone:
                    self.client.zrem(key, *gone)
                start += len(chunk) - len(gone)
            return int(self.client.zcard(key))
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def page(
        self, scope: str, statuses: list[str], before: int | None, limit: int
    ) -> tuple[list[tuple[str, str, int, dict[str, Any], int]], int | None]:
        """Up to `limit` sessions, newest first, created before `before` (µs; None: from the
        newest): (id, status, created µs, meta, version) each, and the cursor of the next page
        (None at the end)."""
        top = f"({before}" if before is not None else "+inf"
        found: list[tuple[int, str, str]] = []
        try:
            for status in statuses:
                rows = self.client.zrevrangebyscore(
                    _key(scope, status), top, "-inf", start=0, num=limit + 1, withscores=True
                )
                for member, score in rows:
                    sid = member.decode() if isinstance(member, bytes) else member
                    found.append((int(score), sid, status))
            found.sort(reverse=True)
            more = len(found) > limit
            found = found[:limit]
            if not found:
                return [], None
            pipe = self.client.pipeline(transaction=False)
            for _, sid, _ in found:
                pipe.get(_k(sid, "meta"))
                pipe.get(_k(sid, "ver"))
            raw = pipe.execute()
            out = []
            for i, (created, sid, status) in enumerate(found):
                meta_raw, ver_raw = raw[2 * i], raw[2 * i + 1]
                if meta_raw is None or ver_raw is None:
                    self.client.zrem(_key(scope, status), sid)
                    continue
                out.append((sid, status, created, orjson.loads(meta_raw), int(ver_raw)))
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        return out, (found[-1][0] if more else None)
