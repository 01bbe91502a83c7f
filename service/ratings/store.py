"""Ratings in Redis.

Keys (hash tags so that every script touches one slot of a Redis Cluster):

    ref:rt:{<scope>:<game>}:p:<player>  hash: n (rated games: the player's version for this
                                        game), doc (JSON: mu, sigma, rating, games, wins,
                                        places, updated), lb (the player's leaderboard member)
    ref:rt:{<scope>:<game>}:h:<player>  list, newest first: the player's rating after each
                                        rated game (at most HISTORY_KEPT)
    ref:rt:{<scope>:<game>}:lb          sorted set, every score 0: members `<key>:<player>`
                                        where <key> (16 digits) sorts by display rating,
                                        highest first; ties by player id (ZRANGEBYLEX pages)
    ref:rt:{<scope>:<game>}:done        set of the rated sessions applied (never twice)
    ref:rt:{<scope>:<game>}:games       list: every applied rated game's record, in the order
                                        applied (`rebuild` replays it)
    ref:rt:{<scope>}:players            set of the tenant's player ids (the quota)
    ref:{<sid>}:rate                    the session's rating job, written by the session's
                                        finishing compare-and-set (same slot as the session)
    ref:rt:pending                      sorted set: sessions whose job may wait (score: when
                                        the finish was attempted); swept after a grace period

<scope> is a tenant scope (`t:<tenant>`, validated by service/tenants.py), <game> a registered
game id, <player> matches PLAYER_RE: no client text reaches a key unchecked.
"""

from __future__ import annotations

import re
from typing import Any

import orjson
import redis

from ..store.redis_store import StoreUnavailable, _wrap

PLAYER_RE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
HISTORY_KEPT = 1000
PENDING = "ref:rt:pending"

# KEYS: done, games, lb, then per player: its hash, its history
# ARGV: sid, record, players k, history kept, then per player: expected n, doc, lb member,
# history entry
_APPLY = """
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return {'dup', ''} end
local k = tonumber(ARGV[3])
for i = 1, k do
  local cur = redis.call('HGET', KEYS[2 + 2 * i], 'n') or '0'
  if cur ~= ARGV[1 + 4 * i] then return {'conflict', tostring(i)} end
end
local kept = tonumber(ARGV[4])
for i = 1, k do
  local p = KEYS[2 + 2 * i]
  local old = redis.call('HGET', p, 'lb')
  if old then redis.call('ZREM', KEYS[3], old) end
  redis.call('HSET', p, 'n', tostring(tonumber(ARGV[1 + 4 * i]) + 1), 'doc', ARGV[2 + 4 * i],
             'lb', ARGV[3 + 4 * i])
  redis.call('ZADD', KEYS[3], 0, ARGV[3 + 4 * i])
  redis.call('LPUSH', KEYS[3 + 2 * i], ARGV[4 + 4 * i])
  redis.call('LTRIM', KEYS[3 + 2 * i], 0, kept - 1)
end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('RPUSH', KEYS[2], ARGV[2])
return {'ok', ''}
"""

# KEYS: the tenant's player set; ARGV: the bound, then the ids. 1 when all are registered.
_REGISTER = """
local new = 0
for i = 2, #ARGV do
  if redis.call('SISMEMBER', KEYS[1], ARGV[i]) == 0 then new = new + 1 end
end
if new > 0 and redis.call('SCARD', KEYS[1]) + new > tonumber(ARGV[1]) then return 0 end
for i = 2, #ARGV do redis.call('SADD', KEYS[1], ARGV[i]) end
return 1
"""


def tag(scope: str, game: str) -> str:
    return f"ref:rt:{{{scope}:{game}}}"


def player_key(scope: str, game: str, player: str) -> str:
    return f"{tag(scope, game)}:p:{player}"


def history_key(scope: str, game: str, player: str) -> str:
    return f"{tag(scope, game)}:h:{player}"


def board_key(scope: str, game: str) -> str:
    return f"{tag(scope, game)}:lb"


def done_key(scope: str, game: str) -> str:
    return f"{tag(scope, game)}:done"


def games_key(scope: str, game: str) -> str:
    return f"{tag(scope, game)}:games"


def players_key(scope: str) -> str:
    return f"ref:rt:{{{scope}}}:players"


def job_key(sid: str) -> str:
    return f"ref:{{{sid}}}:rate"


BOARD_SPAN = 10_000.0  # display ratings are clamped to ±this for the member's sort key


def board_member(display: float, player: str) -> str:
    """Ascending byte order = display rating descending, then player id ascending."""
    clamped = max(-BOARD_SPAN + 1e-6, min(BOARD_SPAN - 1e-6, display))
    return f"{round((BOARD_SPAN - clamped) * 1e9):016d}:{player}"


def member_player(member: bytes | str) -> str:
    text = member.decode() if isinstance(member, bytes) else member
    return text.split(":", 1)[1]


class RatingStore:
    def __init__(self, client: Any) -> None:
        self.client = client
        self._apply = client.register_script(_APPLY)
        self._register = client.register_script(_REGISTER)

    def _call(self, fn: Any, *args: Any, **kw: Any) -> Any:
        """`fn(*args)`, or the client's command named `fn`: looked up inside the guard, since
        a cluster client connects on first use and may fail right there."""
        try:
            if isinstance(fn, str):
                fn = getattr(self.client, fn)
            return fn(*args, **kw)
        except StoreUnavailable:
            raise
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    # ----------------------------------------------------------------- players

    def register(self, scope: str, players: list[str], bound: int) -> bool:
        return bool(self._call(self._register, keys=[players_key(scope)], args=[bound, *players]))

    def known(self, scope: str, player: str) -> bool:
        return bool(self._call("sismember", players_key(scope), player))

    def count(self, scope: str) -> int:
        return int(self._call("scard", players_key(scope)))

    def read(
        self, scope: str, game: str, players: list[str]
    ) -> list[tuple[int, dict[str, Any] | None]]:
        """Each player's (n, doc) for the game (0, None when unrated)."""

        def run() -> list[Any]:
            pipe = self.client.pipeline(transaction=False)
            for p in players:
                pipe.hmget(player_key(scope, game, p), ["n", "doc"])
            return list(pipe.execute())

        out: list[tuple[int, dict[str, Any] | None]] = []
        for n, doc in self._call(run):
            out.append((int(n) if n else 0, orjson.loads(doc) if doc else None))
        return out

    def apply(
        self, scope: str, game: str, sid: str, record: dict[str, Any], players: list[str],
        expected: list[int], docs: list[dict[str, Any]], members: list[str],
        entries: list[dict[str, Any]],
    ) -> str:
        """'ok', 'dup' (this session was applied before) or 'conflict' (a player's rating
        changed since it was read: read again)."""
        keys = [done_key(scope, game), games_key(scope, game), board_key(scope, game)]
        args: list[Any] = [sid, orjson.dumps(record), len(players), HISTORY_KEPT]
        for p, n, doc, m, e in zip(players, expected, docs, members, entries, strict=True):
            keys += [player_key(scope, game, p), history_key(scope, game, p)]
            args += [str(n), orjson.dumps(doc), m, orjson.dumps(e)]
        status, _ = self._call(self._apply, keys=keys, args=args)
        return status.decode() if isinstance(status, bytes) else str(status)

    def history(self, scope: str, game: str, player: str, start: int, count: int) -> list[Any]:
        raw = self._call("lrange", history_key(scope, game, player), start,
                         start + count - 1)
        return [orjson.loads(r) for r in raw]

    def board_page(self, scope: str, game: str, after: str | None, count: int) -> list[str]:
        low = f"({after}" if after is not None else "-"
        raw = self._call("zrangebylex", board_key(scope, game), low, "+", 0, count)
        return [r.decode() if isinstance(r, bytes) else r for r in raw]

    def board_position(self, scope: str, game: str, member: str) -> int:
        """How many members sort before `member`."""
        return int(self._call("zlexcount", board_key(scope, game), "-", f"({member}"))

    def board_size(self, scope: str, game: str) -> int:
        return int(self._call("zcard", board_key(scope, game)))

    def records(self, scope: str, game: str) -> list[dict[str, Any]]:
        raw = self._call("lrange", games_key(scope, game), 0, -1)
        return [orjson.loads(r) for r in raw]

    # ----------------------------------------------------------------- jobs

    def intend(self, sid: str, at: float) -> None:
        self._call("zadd", PENDING, {sid: at})

    def job(self, sid: str) -> dict[str, Any] | None:
        raw = self._call("get", job_key(sid))
        return orjson.loads(raw) if raw else None

    def done(self, sid: str) -> None:
        """The job and its pending entry are gone (two slots: one pipeline, not atomic; a
        pending entry left without its job is dropped by the next sweep)."""
        def run() -> None:
            pipe = self.client.pipeline(transaction=False)
            pipe.delete(job_key(sid))
            pipe.zrem(PENDING, sid)
            pipe.execute()

        self._call(run)

    def due(self, before: float, count: int) -> list[str]:
        raw = self._call("zrangebyscore", PENDING, "-inf", before, 0, count)
        return [r.decode() if isinstance(r, bytes) else r for r in raw]
