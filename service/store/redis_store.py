"""Sessions in Redis.

Keys of one session share the hash tag `{sid}` so the layout works on Redis Cluster:

    ref:{sid}:meta      JSON: game, players, names, options, seed, token hashes; written at
                        creation, and rewritten only by a save that changes the seating, the
                        clock or the ending (joins, resignations, clocked moves), atomically
                        with the version it goes with
    ref:{sid}:ver       the version (integer, +1 per applied move)
    ref:{sid}:snap      JSON snapshot {"v": version, "state": ..., "status": ...}; over 768
                        bytes it is stored as a zlib stream (never starting with '{')
    ref:{sid}:log       list of JSON entries, one per applied move: [v, seat, move, at]
                        (`decode_log_entry` gives {v, seat, move, at}; events are replayed)
    ref:{sid}:idem:<h>  a stored response for an Idempotency-Key (per seat), with its body hash
    ref:{sid}:rate      a rated session's rating job, written by the save that finishes it
                        (service/ratings/: applied in the tenant's slot, then deleted)

and the pub/sub channel `ref:ev:{sid}`: the save script PUBLISHes the new version there, then
a space and the id of the request that saved it (a wake-up for the event streams of
service/events/, which pass the request id on; the log stays their source of truth).

A load is one round trip (MGET meta ver snap); a save is one round trip (a Lua script that
compares the version and, atomically, writes the snapshot, appends the log entry, stores the
idempotency record, refreshes the idle TTL and publishes the new version). Only Redis 6.2
commands are used.

The client comes from `client.make_client` (connect and socket timeouts, no hidden retries, a
circuit breaker): with Redis down or hung every method fails within one socket timeout, or at
once while the breaker is open, raising `StoreUnavailable` (its `retry_after` says when to
try again). A write refused because Redis is full (`OOM`, `maxmemory` reached under
`noeviction`) raises `StoreFull`, a `StoreUnavailable`. `check()` is the readiness probe: a
real write and read. `client` is the guarded client: share it (API keys, rate limiter) so that
every Redis call of the process is guarded by the same breaker.
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import orjson
import redis

from .. import logs
from .client import make_client
from .guard import (
    DEFAULT_CONNECT_TIMEOUT,
    DEFAULT_OPEN_SECONDS,
    DEFAULT_SOCKET_TIMEOUT,
    FULL_RETRY_AFTER,
    GuardedRedis,
    is_full,
)

_CAS = """
local cur = redis.call('GET', KEYS[1])
if not cur then return {'missing', ''} end
if ARGV[6] ~= '' then
  local hit = redis.call('GET', KEYS[5])
  if hit then return {'idem', hit} end
end
if cur ~= ARGV[1] then return {'conflict', cur} end
local ttl = tonumber(ARGV[5])
redis.call('SET', KEYS[1], ARGV[2], 'EX', ttl)
redis.call('SET', KEYS[2], ARGV[3], 'EX', ttl)
redis.call('RPUSH', KEYS[3], ARGV[4])
redis.call('EXPIRE', KEYS[3], ttl)
if ARGV[8] ~= '' then
  redis.call('SET', KEYS[4], ARGV[8], 'EX', ttl)
else
  redis.call('EXPIRE', KEYS[4], ttl)
end
if ARGV[6] ~= '' then
  redis.call('SET', KEYS[5], ARGV[6], 'EX', tonumber(ARGV[7]))
end
if ARGV[11] ~= '' then
  redis.call('SET', KEYS[6], ARGV[11], 'EX', tonumber(ARGV[12]))
end
redis.call('PUBLISH', ARGV[9], ARGV[2] .. ARGV[10])
return {'ok', ARGV[2]}
"""

# a write barrier: any write to a slot's master, so that a WAIT after it covers every write
# that master took before (a replayed idempotent answer is acknowledged only once replicated)
_BARRIER = """
return redis.call('SET', KEYS[1], '1', 'PX', 2000)
"""

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local ttl = tonumber(ARGV[4])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ttl)
redis.call('SET', KEYS[2], ARGV[2], 'EX', ttl)
redis.call('SET', KEYS[3], ARGV[3], 'EX', ttl)
redis.call('DEL', KEYS[4])
return 1
"""


class StoreUnavailable(Exception):
    """Redis cannot be reached (the API answers 503 `store.unavailable` with Retry-After)."""

    def __init__(self, message: str, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class StoreFull(StoreUnavailable):
    """Redis refused a write: it is full (the API answers 503 `store.full` with Retry-After)."""


class Conflict(Exception):
    def __init__(self, current: int | None) -> None:
        super().__init__(f"version conflict (current {current})")
        self.current = current


class IdempotencyHit(Exception):
    def __init__(self, record: dict[str, Any]) -> None:
        super().__init__("idempotent replay")
        self.record = record


@dataclass
class SessionRecord:
    id: str
    meta: dict[str, Any]
    version: int
    snap_raw: bytes | None  # the snapshot's stored bytes (None when missing)

    @cached_property
    def snap(self) -> dict[str, Any] | None:
        """The snapshot, or None when it is missing, unreadable or of another version.
        Decoded on first use: a worker that already holds this version's state never needs it."""
        if self.snap_raw is None:
            return None
        try:
            snap = decode_snapshot(self.snap_raw)
        except ValueError:
            return None
        if not isinstance(snap, dict) or snap.get("v") != self.version:
            return None
        return snap


def _cas_wrote(reply: Any) -> bool:
    return bool(reply) and reply[0] in (b"ok", "ok")


def _k(sid: str, part: str) -> str:
    return f"ref:{{{sid}}}:{part}"


def event_channel(sid: str) -> str:
    """The pub/sub channel on which every saved move of `sid` publishes its new version."""
    return f"ref:ev:{{{sid}}}"


# Snapshots up to this size are stored as plain JSON: zlib costs ~180 instructions a byte here
# (a 1.1 KB Palace snapshot: ~215k instructions, the largest stage of a hosted move; issue 38's
# per-stage table), and a small snapshot saves little memory (the largest session of every
# game stays ≤ 8 KB: 6.8 KB, Palace with 5 players, against 6.1 KB at 768 bytes).
COMPRESS_OVER = 2048
RATE_JOB_TTL = 30 * 24 * 3600  # a rating job outlives its session; settling deletes it


def encode_snapshot(snap: dict[str, Any]) -> bytes:
    """A snapshot's stored bytes: JSON, zlib-compressed (level 1) when it is large."""
    raw = orjson.dumps(snap)
    if len(raw) <= COMPRESS_OVER:
        return raw
    # level 1, with a window just large enough for the snapshot (and a small hash table
    # under 8 KB): zlib's set-up of its default 32 KB window and 128 KB hash table cost more
    # than compressing a 1 KB snapshot (44 → 13 µs for 900 bytes here, issue 33); the output
    # is as small within a few %, and any reader inflates it (the header names the window)
    window = max(9, min(15, (len(raw) - 1).bit_length()))
    packer = zlib.compressobj(1, zlib.DEFLATED, window, 2 if len(raw) <= 8192 else 8)
    return packer.compress(raw) + packer.flush()


def decode_snapshot(raw: bytes) -> Any:
    """The snapshot from its stored bytes; ValueError if they are not a readable snapshot."""
    if raw[:1] != b"{":  # a zlib stream (any window size; the header says which)
        try:
            raw = zlib.decompress(raw)
        except zlib.error as exc:
            raise ValueError("snapshot is not valid zlib data") from exc
    return orjson.loads(raw)


def encode_log_entry(entry: dict[str, Any]) -> bytes:
    return orjson.dumps([entry["v"], entry["seat"], entry["move"], entry["at"]])


def decode_log_entry(raw: bytes) -> dict[str, Any]:
    """A log entry as {v, seat, move, at}; ValueError if it is not one."""
    data = orjson.loads(raw)
    if isinstance(data, list) and len(data) == 4:
        return {"v": data[0], "seat": data[1], "move": data[2], "at": data[3]}
    if isinstance(data, dict):  # the earlier object form
        return data
    raise ValueError("not a log entry")


def _wrap(exc: Exception) -> StoreUnavailable:
    if is_full(exc):
        return StoreFull("redis is full: writes are refused", FULL_RETRY_AFTER)
    retry_after = getattr(exc, "retry_after", None)
    return StoreUnavailable(
        f"redis unavailable: {exc.__class__.__name__}",
        retry_after if isinstance(retry_after, int) else 1,
    )


def _published_id() -> str:
    rid = logs.request_id()
    return " " + rid if rid else ""


READY_KEY = "ref:readyz"


class NotReplicated(StoreUnavailable):
    """A write that Redis applied but fewer than `wait_replicas` replicas confirmed in time:
    not acknowledged (503, Retry-After); a retry with the same Idempotency-Key gets the
    stored answer, one without sees the new version."""


class SessionStore:
    """`wait_replicas` > 0: creating a session and applying a move are acknowledged only once
    that many replicas have the write (`WAIT`, on the same connection, in the same round
    trip), so a failover to a replica never loses an acknowledged move (docs/deployment.md);
    otherwise `NotReplicated`. `wait_timeout_ms` bounds the wait (kept well under the socket
    timeout: a WAIT must not look like a hung Redis)."""

    def __init__(
        self,
        client: Any,
        ttl_seconds: int,
        idem_ttl_seconds: int,
        *,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 200,
    ) -> None:
        # a client.make_client client (redis-py types its sync client as sync-or-async)
        self.client: Any = client
        self.ttl = ttl_seconds
        self.idem_ttl = idem_ttl_seconds
        self.wait_replicas = max(0, wait_replicas)
        self.wait_timeout_ms = max(1, wait_timeout_ms)
        self._cas = client.register_script(_CAS)
        self._create = client.register_script(_CREATE)
        self._barrier = client.register_script(_BARRIER)

    @classmethod
    def from_url(
        cls,
        url: str,
        ttl_seconds: int,
        idem_ttl_seconds: int,
        *,
        socket_timeout: float = DEFAULT_SOCKET_TIMEOUT,
        connect_timeout: float = DEFAULT_CONNECT_TIMEOUT,
        breaker_seconds: float = DEFAULT_OPEN_SECONDS,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 200,
    ) -> SessionStore:
        client = make_client(
            url,
            socket_timeout=socket_timeout,
            connect_timeout=connect_timeout,
            open_seconds=breaker_seconds,
        )
        return cls(
            client, ttl_seconds, idem_ttl_seconds, wait_replicas=wait_replicas,
            # at most 60% of the socket timeout: the reply must come back before it
            wait_timeout_ms=min(wait_timeout_ms, int(socket_timeout * 600)),
        )

    def _run(self, script: Any, keys: list[str], args: list[Any], wrote: Any) -> Any:
        """Run a write script; with `wait_replicas`, also WAIT for the replicas when the
        script's reply says it wrote (`wrote(reply)`)."""
        if not self.wait_replicas:
            return script(keys=keys, args=args)
        reply, acked = self.client.script_wait(
            script, keys, args, self.wait_replicas, self.wait_timeout_ms
        )
        if wrote(reply) and acked < self.wait_replicas:
            raise self._not_replicated(acked)
        return reply

    def _not_replicated(self, acked: int) -> NotReplicated:
        return NotReplicated(
            f"redis applied the write but {acked} of {self.wait_replicas} replicas "
            f"confirmed it within {self.wait_timeout_ms} ms"
        )

    def _confirm(self, tag: str) -> None:
        """With `wait_replicas`: every write so far to the master of `tag`'s slot has reached
        the replicas (a write barrier, then WAIT), else `NotReplicated`. Called before an
        idempotent answer is given again: the write it answers for may be one that
        `NotReplicated` refused to acknowledge."""
        if not self.wait_replicas:
            return
        try:
            _, acked = self.client.script_wait(
                self._barrier, [_k(tag, "sync")], [], self.wait_replicas, self.wait_timeout_ms
            )
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        if acked < self.wait_replicas:
            raise self._not_replicated(acked)

    def ping(self) -> bool:
        try:
            return bool(self.client.ping())
        except redis.RedisError:
            return False

    def check(self) -> tuple[str, int]:
        """Readiness: ("ok", 0) when Redis answers a write and a read (one round trip: SET of
        a small key with a short expiry, then GET); else ("full", retry after) when it refuses
        writes (maxmemory reached), ("unreachable", retry after) when it cannot be reached or
        the circuit breaker is open, ("error", 1) for any other refusal.

        On a Redis Cluster the same check is made on one key per master, in turn, until one
        master passes it: a pod is ready while it can reach the cluster. A master being failed
        over (its sessions answer 503 on every pod alike) does not take every pod out of the
        Service."""
        try:
            ready_keys = getattr(self.client, "ready_keys", None)
            keys = ready_keys(READY_KEY) if ready_keys else [READY_KEY]
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            return self._unreachable(exc)
        failure: tuple[str, int] = ("unreachable", 1)
        for key in keys:
            try:
                pipe = self.client.pipeline(transaction=False)
                pipe.set(key, str(time.time()), ex=60)
                pipe.get(key)
                pipe.execute()
                return "ok", 0
            except (redis.ConnectionError, redis.TimeoutError) as exc:
                failure = self._unreachable(exc)
            except redis.RedisError as exc:
                failure = ("full", FULL_RETRY_AFTER) if is_full(exc) else ("error", 1)
        return failure

    @staticmethod
    def _unreachable(exc: Exception) -> tuple[str, int]:
        retry_after = getattr(exc, "retry_after", None)
        return "unreachable", retry_after if isinstance(retry_after, int) else 1

    def create(self, sid: str, meta: dict[str, Any], snap: dict[str, Any]) -> bool:
        try:
            return bool(
                self._run(
                    self._create,
                    [_k(sid, "meta"), _k(sid, "ver"), _k(sid, "snap"), _k(sid, "log")],
                    [orjson.dumps(meta), "0", encode_snapshot(snap), self.ttl],
                    wrote=bool,
                )
            )
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def load(self, sid: str) -> SessionRecord | None:
        try:
            meta_raw, ver_raw, snap_raw = self.client.mget(
                [_k(sid, "meta"), _k(sid, "ver"), _k(sid, "snap")]
            )
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        if meta_raw is None or ver_raw is None:
            return None
        return SessionRecord(sid, orjson.loads(meta_raw), int(ver_raw), snap_raw)

    def load_behind(
        self, script: Any, keys: list[str], args: list[Any], sid: str
    ) -> tuple[Any, SessionRecord | StoreUnavailable | None]:
        """Run `script` (a registered script of this client), then `load(sid)`: on a single
        Redis both in one round trip (a pipeline: EVALSHA, then the MGET), on a cluster one
        after the other (their keys lie in different slots). The rate limiter's take and the
        session's load of one request share a round trip this way (service/api/limits.py).
        Returns (the script's reply, the record, or the `StoreUnavailable` of a load that
        failed alone); raises `redis.RedisError` when the script failed."""
        if not isinstance(self.client, GuardedRedis):
            reply = script(keys=keys, args=args)
            try:
                return reply, self.load(sid)
            except StoreUnavailable as exc:
                return reply, exc
        mget = [_k(sid, "meta"), _k(sid, "ver"), _k(sid, "snap")]
        for attempt in (0, 1):
            pipe = self.client.pipeline(transaction=False)
            pipe.evalsha(script.sha, len(keys), *keys, *args)
            pipe.mget(mget)
            reply, loaded = pipe.execute(raise_on_error=False)
            if isinstance(reply, redis.exceptions.NoScriptError) and not attempt:
                self.client.script_load(script.script)  # a restarted or flushed Redis
                continue
            break
        if isinstance(reply, Exception):
            raise reply
        if isinstance(loaded, Exception):
            return reply, _wrap(loaded)
        meta_raw, ver_raw, snap_raw = loaded
        if meta_raw is None or ver_raw is None:
            return reply, None
        return reply, SessionRecord(sid, orjson.loads(meta_raw), int(ver_raw), snap_raw)

    def save(
        self,
        sid: str,
        expected_version: int,
        snap: dict[str, Any] | bytes,
        log_entry: dict[str, Any],
        idem_key: str | None = None,
        idem_record: dict[str, Any] | None = None,
        ttl: int | None = None,
        meta: dict[str, Any] | None = None,
        rate_job: dict[str, Any] | None = None,
    ) -> None:
        """Compare-and-set: the next version, its snapshot and log entry (and, when given, the
        session's new `meta` and a rated session's rating job: `ref:{sid}:rate`, kept
        RATE_JOB_TTL), all or nothing."""
        k = f"ref:{{{sid}}}:"  # `_k` written out: six calls on every move (issue 38)
        keys = [
            k + "ver", k + "snap", k + "log", k + "meta",
            f"{k}idem:{idem_key}" if idem_key else k + "idem:-",
            k + "rate",
        ]
        args: list[Any] = [
            str(expected_version),
            str(expected_version + 1),
            snap if isinstance(snap, bytes) else encode_snapshot(snap),
            encode_log_entry(log_entry),
            ttl if ttl is not None else self.ttl,
            orjson.dumps(idem_record) if idem_key and idem_record is not None else "",
            self.idem_ttl,
            orjson.dumps(meta) if meta is not None else "",
            event_channel(sid),
            # the message is the new version, then the request id that made it (for the
            # event streams, service/events/hub.py): "12 f3a9…"; no id outside requests
            _published_id(),
            orjson.dumps(rate_job) if rate_job is not None else "",
            RATE_JOB_TTL,
        ]
        try:
            status, payload = self._run(self._cas, keys, args, wrote=_cas_wrote)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        status = status.decode() if isinstance(status, bytes) else status
        if status == "ok":
            return
        if status == "idem":
            self._confirm(sid)
            raise IdempotencyHit(orjson.loads(payload))
        if status == "missing":
            raise Conflict(None)
        raise Conflict(int(payload))

    def repair_snapshot(self, sid: str, version: int, snap: dict[str, Any]) -> None:
        """Write back a snapshot rebuilt from the log (only if the version still matches)."""
        try:
            cur = self.client.get(_k(sid, "ver"))
            if cur is not None and int(cur) == version:
                self.client.set(_k(sid, "snap"), encode_snapshot(snap), keepttl=True)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc

    def log(self, sid: str, start: int = 0) -> list[dict[str, Any]]:
        """The move log from its `start`-th entry (0: all of it)."""
        try:
            raw = self.client.lrange(_k(sid, "log"), start, -1)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        return [decode_log_entry(r) for r in raw]

    def get_idempotent(self, sid: str, idem_key: str) -> dict[str, Any] | None:
        try:
            raw = self.client.get(_k(sid, f"idem:{idem_key}"))
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        if not raw:
            return None
        self._confirm(sid)
        return orjson.loads(raw)  # type: ignore[no-any-return]

    def put_idempotent(self, scope: str, idem_key: str, record: dict[str, Any]) -> dict[str, Any]:
        """Store a record if none is there (SET NX); returns the record that is stored."""
        key = _k(scope, f"idem:{idem_key}")
        try:
            stored = self.client.set(key, orjson.dumps(record), nx=True, ex=self.idem_ttl)
            raw = None if stored else self.client.get(key)
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        self._confirm(scope)
        return orjson.loads(raw) if raw else record

    def delete(self, sid: str) -> bool:
        try:
            n = self.client.delete(
                _k(sid, "meta"), _k(sid, "ver"), _k(sid, "snap"), _k(sid, "log")
            )
        except redis.RedisError as exc:
            raise _wrap(exc) from exc
        return bool(n)

    def ttl_of(self, sid: str) -> int:
        try:
            return int(self.client.ttl(_k(sid, "ver")))
        except redis.RedisError as exc:
            raise _wrap(exc) from exc


def now() -> float:
    return round(time.time(), 3)
