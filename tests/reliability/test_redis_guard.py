"""The guarded Redis client (service/store/guard.py) against a real redis-server that is hung
with SIGSTOP, or stopped: timeouts, the circuit breaker for plain commands, Lua scripts and
pipelines, one probe per interval, recovery, and one log line per failure kind per interval.

Timing margins are generous (a loaded 2-core machine): "at once" is < 0.25 s, "one timeout"
is < 2 s with a 0.3 s socket timeout.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis

from service.store.client import make_client
from service.store.guard import Breaker, CircuitOpen, OutageLog
from tests.reliability.redis_server import Server

TIMEOUT = 0.3  # the clients' socket and connect timeouts here
AT_ONCE = 0.25
ONE_TIMEOUT = 2.0


@pytest.fixture()
def server(tmp_path: Any) -> Iterator[Server]:
    s = Server(str(tmp_path / "redis"))
    try:
        yield s
    finally:
        s.stop()


def timed(fn: Callable[[], Any]) -> tuple[float, BaseException | None]:
    started = time.monotonic()
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - the test looks at it
        return time.monotonic() - started, exc
    return time.monotonic() - started, None


def client_for(server: Server, open_seconds: float = 1.0) -> Any:
    return make_client(
        server.url, socket_timeout=TIMEOUT, connect_timeout=TIMEOUT, open_seconds=open_seconds
    )


def operations(client: Any) -> dict[str, Callable[[], Any]]:
    """One of each kind of call: a plain command, a registered Lua script (EVALSHA), a plain
    EVAL, two pipelines."""
    script = client.register_script("return redis.call('GET', KEYS[1])")

    def pipeline(transaction: bool) -> Callable[[], Any]:
        def run() -> Any:
            pipe = client.pipeline(transaction=transaction)
            pipe.set("guard:p", "1", ex=60)
            pipe.get("guard:p")
            return pipe.execute()

        return run

    return {
        "command": lambda: client.get("guard:k"),
        "script": lambda: script(keys=["guard:k"]),
        "eval": lambda: client.eval("return redis.call('GET', KEYS[1])", 1, "guard:k"),
        "pipeline": pipeline(False),
        "transaction": pipeline(True),
    }


def test_hung_redis_fails_within_one_timeout_then_at_once(server: Server) -> None:
    client = client_for(server)
    ops = operations(client)
    for op in ops.values():  # warm: connections open, the script loaded
        op()
    assert client.breaker.state == "closed"
    server.hang()
    took, exc = timed(ops["command"])
    assert isinstance(exc, redis.TimeoutError), exc
    assert took < ONE_TIMEOUT
    assert getattr(exc, "retry_after", None) == 1
    assert client.breaker.state == "open"
    for name, op in ops.items():  # the open breaker refuses every kind of call at once
        took, exc = timed(op)
        assert isinstance(exc, CircuitOpen), (name, exc)
        assert isinstance(exc, redis.ConnectionError)
        assert took < AT_ONCE, (name, took)
        assert exc.retry_after == 1


@pytest.mark.parametrize("kind", ["script", "eval", "pipeline", "transaction"])
def test_scripts_and_pipelines_open_the_breaker_too(server: Server, kind: str) -> None:
    client = client_for(server)
    ops = operations(client)
    ops[kind]()  # warm
    server.hang()
    took, exc = timed(ops[kind])
    assert isinstance(exc, redis.TimeoutError | redis.ConnectionError), exc
    assert not isinstance(exc, CircuitOpen)
    assert took < ONE_TIMEOUT
    assert client.breaker.state == "open"
    took, exc = timed(ops["command"])
    assert isinstance(exc, CircuitOpen) and took < AT_ONCE


def test_one_probe_per_interval_then_recovery(server: Server) -> None:
    client = client_for(server, open_seconds=1.0)
    client.set("guard:k", "v")
    server.hang()
    assert isinstance(timed(lambda: client.get("guard:k"))[1], redis.TimeoutError)
    time.sleep(1.1)
    assert client.breaker.state == "half-open"
    probe: dict[str, Any] = {}

    def run_probe() -> None:
        probe["took"], probe["exc"] = timed(lambda: client.get("guard:k"))

    thread = threading.Thread(target=run_probe)
    thread.start()
    deadline = time.monotonic() + 5
    while not client.breaker.probing:
        assert thread.is_alive() and time.monotonic() < deadline, "no probe went out"
        time.sleep(0.005)
    # while the probe waits on the hung Redis, every other call is refused at once
    for _ in range(20):
        took, exc = timed(lambda: client.get("guard:k"))
        assert isinstance(exc, CircuitOpen) and took < AT_ONCE
    thread.join(10)
    assert isinstance(probe["exc"], redis.TimeoutError) and probe["took"] < ONE_TIMEOUT
    assert client.breaker.state == "open"  # the failed probe opened it again
    server.resume()
    time.sleep(1.1)
    assert client.get("guard:k") == b"v"  # the next probe succeeds and closes it
    assert client.breaker.state == "closed"
    assert client.get("guard:k") == b"v"


def test_stopped_redis_fails_fast_and_recovers_after_restart(server: Server) -> None:
    client = client_for(server, open_seconds=1.0)
    ops = operations(client)
    for op in ops.values():
        op()
    server.stop()
    took, exc = timed(ops["script"])
    assert isinstance(exc, redis.ConnectionError) and not isinstance(exc, CircuitOpen), exc
    assert took < ONE_TIMEOUT
    for name, op in ops.items():
        took, exc = timed(op)
        assert isinstance(exc, CircuitOpen) and took < AT_ONCE, (name, exc, took)
    server.restart()
    time.sleep(1.1)
    for name, op in ops.items():  # the script is loaded again (NoScriptError is an answer)
        op()
        assert client.breaker.state == "closed", name


def test_error_replies_do_not_open_the_breaker(server: Server) -> None:
    client = client_for(server)
    client.set("guard:s", "x")
    with pytest.raises(redis.ResponseError):
        client.lpush("guard:s", 1)  # WRONGTYPE: Redis answered
    with pytest.raises(redis.ResponseError):
        client.register_script("return redis.call('NOPE')")(keys=[])
    assert client.breaker.state == "closed"
    assert client.get("guard:s") == b"x"


def test_outage_logs_one_line_per_kind_per_interval_with_a_real_client(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    client = client_for(server, open_seconds=0.2)
    client.set("guard:k", "v")
    server.hang()
    caplog.set_level(logging.INFO, logger="referee.store")
    deadline = time.monotonic() + 2.5
    calls = 0
    while time.monotonic() < deadline:  # a few probes (timeouts) and thousands of refusals
        timed(lambda: client.get("guard:k"))
        calls += 1
    server.resume()
    time.sleep(0.3)
    assert client.get("guard:k") == b"v"
    lines = [r.getMessage() for r in caplog.records if r.name == "referee.store"]
    assert calls > 100
    assert lines and lines[0].startswith("redis unavailable: TimeoutError"), lines
    # 2.5 s < one 10 s interval: the first line, the counts on recovery, the recovery itself
    assert len(lines) <= 3, lines
    assert lines[-1].startswith("redis available again"), lines
    assert all(r.exc_info is None for r in caplog.records), "a traceback was logged"


# --------------------------------------------------------------------------- the log policy


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_outage_log_counts_per_kind_and_interval(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    logger = logging.getLogger("referee.store.test")
    caplog.set_level(logging.INFO, logger="referee.store.test")
    outages = OutageLog(10.0, clock, logger)
    for _ in range(3500):  # 35 s of failures at 100/s, two kinds
        clock.now += 0.01
        outages.failure("TimeoutError")
        outages.failure("TimeoutError", refused=True)
        if int(clock.now * 100) % 7 == 0:
            outages.failure("ConnectionError")
    outages.recovered()
    lines = [r.getMessage() for r in caplog.records]
    timeouts = [x for x in lines if "TimeoutError" in x]
    assert len(timeouts) == 1 + 3 + 1, lines  # first, at 10/20/30 s, the rest on recovery
    assert "further failures" in timeouts[0]
    summary = r"\(\d{3,4} failures, \d{3,4} calls refused by the open breaker in the last 10 s\)"
    assert re.search(summary, timeouts[1]), timeouts[1]
    assert len([x for x in lines if "ConnectionError" in x]) <= 5
    assert lines[-1] == "redis available again (after 35.0 s of failures)"
    caplog.clear()
    # a flapping Redis: a failure and an answer every 0.5 s for a minute
    for _ in range(120):
        clock.now += 0.5
        outages.failure("TimeoutError")
        outages.recovered()
    assert len(caplog.records) <= 2 * 6 + 2, [r.getMessage() for r in caplog.records]


def test_breaker_retry_after_is_the_remaining_open_time_rounded_up() -> None:
    clock = Clock()
    breaker = Breaker(open_seconds=2.0, clock=clock, outages=OutageLog(10.0, clock))
    assert breaker.failure(redis.TimeoutError()) == 2
    clock.now += 0.5
    with pytest.raises(CircuitOpen) as info:
        breaker.before()
    assert info.value.retry_after == 2  # 1.5 s left
    clock.now += 1.0
    with pytest.raises(CircuitOpen) as info:
        breaker.before()
    assert info.value.retry_after == 1  # 0.5 s left
    clock.now += 0.6
    assert breaker.before() is True  # the probe
    with pytest.raises(CircuitOpen) as info:
        breaker.before()
    assert info.value.retry_after == 1
    breaker.success()
    assert breaker.state == "closed" and breaker.before() is False
