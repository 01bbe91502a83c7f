"""The guarded cluster client (service/store/cluster.py) against the real cluster: one master
hung with SIGSTOP. Its slots fail within one timeout, then at once while its breaker is open
(plain commands, registered scripts, pipelines alike), each failure with `retry_after`; the
other masters' slots keep working meanwhile, and the readiness check passes on them; after
SIGCONT the client recovers by itself.

Margins as in tests/reliability/test_redis_guard.py (a loaded 2-core machine): "at once" is
< 0.25 s, "one timeout" < 2 s with 0.3 s timeouts. The hang stays well under the cluster's
node timeout (1 s), so no failover starts; if the machine is so slow that one does, the
assertions still hold and the fixture waits until the cluster is healthy again.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from typing import Any

import pytest
import redis
from redis.cluster import RedisCluster

from service.store.client import make_client
from service.store.cluster import ClusterUnavailable, GuardedCluster
from service.store.guard import CircuitOpen
from service.store.redis_store import SessionStore
from tests.cluster.redis_cluster import Cluster
from tests.reliability.conftest import free_port

pytestmark = pytest.mark.xdist_group("cluster")

TIMEOUT = 0.3
AT_ONCE = 0.25
ONE_TIMEOUT = 2.0


def timed(fn: Callable[[], Any]) -> tuple[float, BaseException | None]:
    started = time.monotonic()
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - the test looks at it
        return time.monotonic() - started, exc
    return time.monotonic() - started, None


def keys_on_two_masters(cluster: Cluster, inspect: RedisCluster) -> tuple[str, str, int]:
    """A session key on one master, one on another, and the first one's master port."""
    first = "ref:{hang-0}:ver"
    port = cluster.master_of(inspect.keyslot(first)).port
    for i in range(1, 200):
        other = f"ref:{{hang-{i}}}:ver"
        if cluster.master_of(inspect.keyslot(other)).port != port:
            return first, other, port
    raise AssertionError("every key on one master")


def operations(client: Any, key: str) -> dict[str, Callable[[], Any]]:
    script = client.register_script("return redis.call('INCR', KEYS[1])")

    def pipeline() -> Any:
        pipe = client.pipeline(transaction=False)
        pipe.incr(key)
        pipe.get(key)
        return pipe.execute()

    return {
        "command": lambda: client.incr(key),
        "script": lambda: script(keys=[key]),
        "pipeline": pipeline,
        "mget": lambda: client.mget([key, key.replace(":ver", ":meta")]),
    }


def test_a_hung_master_fails_fast_and_the_others_keep_serving(
    cluster: Cluster, inspect: RedisCluster
) -> None:
    client = make_client(
        cluster.url, socket_timeout=TIMEOUT, connect_timeout=TIMEOUT, open_seconds=1.0
    )
    assert isinstance(client, GuardedCluster)
    hung_key, other_key, port = keys_on_two_masters(cluster, inspect)
    hung, healthy = operations(client, hung_key), operations(client, other_key)
    for op in [*hung.values(), *healthy.values()]:
        op()  # connections open, scripts loaded: the client is warm
    ready: list[tuple[str, int]] = []
    node = next(n for n in cluster.nodes if n.port == port)
    assert node.process is not None
    os.kill(node.process.pid, signal.SIGSTOP)
    try:
        elapsed, exc = timed(hung["command"])
        assert isinstance(exc, redis.TimeoutError | redis.ConnectionError), exc
        assert elapsed < ONE_TIMEOUT, f"the first failure took {elapsed:.2f} s"
        assert getattr(exc, "retry_after", 0) >= 1
        for name, op in hung.items():
            elapsed, exc = timed(op)
            assert isinstance(exc, CircuitOpen), (name, exc)
            assert elapsed < AT_ONCE, f"{name} took {elapsed:.2f} s with the breaker open"
            assert exc.retry_after >= 1
        for name, op in healthy.items():  # another master's slots: not touched by the hang
            elapsed, exc = timed(op)
            assert exc is None, (name, exc)
        assert client.breakers.of(node.name).state in ("open", "half-open")
        # readiness: this pod still reaches the cluster (the other masters pass the check)
        store = SessionStore(client, 60, 60)
        elapsed, exc = timed(lambda: ready.append(store.check()))
        assert exc is None and ready[-1] == ("ok", 0), ready
        assert elapsed < AT_ONCE
    finally:
        os.kill(node.process.pid, signal.SIGCONT)
    deadline = time.monotonic() + 30
    while True:  # the breaker lets a probe through each second; it closes once one answers
        elapsed, exc = timed(hung["command"])
        if exc is None:
            break
        assert time.monotonic() < deadline, f"no recovery: {exc!r}"
        time.sleep(0.2)
    for name, op in hung.items():
        assert timed(op)[1] is None, name
    client.close()


def test_a_cluster_client_starts_while_no_node_answers() -> None:
    """Made on first use: no node → ClusterUnavailable with retry_after, then at once while
    the start breaker is open."""
    client = make_client(f"redis+cluster://127.0.0.1:{free_port()}", open_seconds=5.0)
    elapsed, exc = timed(lambda: client.get("ref:{x}:ver"))
    assert isinstance(exc, ClusterUnavailable), exc
    assert exc.retry_after >= 1
    elapsed, exc = timed(lambda: client.get("ref:{x}:ver"))
    assert isinstance(exc, CircuitOpen), exc
    assert elapsed < AT_ONCE


def test_a_topology_refresh_leaves_the_connections_in_use_alone(cluster: Cluster) -> None:
    """A refresh (after any node's failure) asks for the topology on connections of its own:
    the connections other threads are using on the healthy masters stay open (redis-py's own
    refresh disconnects a whole node's pool, cutting the commands in flight there)."""
    client = make_client(cluster.url)
    assert isinstance(client, GuardedCluster)
    client.get("ref:{refresh}:ver")  # started
    held = []
    for node in client.cluster.get_primaries():
        pool = node.redis_connection.connection_pool
        held.append((pool, pool.get_connection()))  # a command "in flight" on every master
    client.cluster.nodes_manager.initialize()
    for pool, conn in held:
        assert conn._sock is not None, "a refresh disconnected a connection in use"
        conn.send_command("PING")
        assert conn.read_response() == b"PONG"
        pool.release(conn)
    client.close()
