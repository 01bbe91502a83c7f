"""The Redis store against a real server: compare-and-set, TTL, idempotency, layout."""

from __future__ import annotations

import threading
import uuid

import pytest

from service.store import Conflict, IdempotencyHit, SessionStore


@pytest.fixture()
def store(redis_client):
    return SessionStore(redis_client, ttl_seconds=300, idem_ttl_seconds=60)


def new_session(store: SessionStore) -> str:
    sid = uuid.uuid4().hex
    assert store.create(sid, {"game": "x", "players": 2}, {"v": 0, "state": {"n": 0}})
    return sid


def entry(v: int, who: int = 0) -> dict:
    return {"v": v, "seat": who, "move": {"type": "m"}, "events": [], "at": 0}


def test_keys_share_one_hash_tag(store, redis_client):
    sid = new_session(store)
    keys = sorted(k.decode() for k in redis_client.scan_iter(f"ref:{{{sid}}}:*"))
    assert keys == [f"ref:{{{sid}}}:meta", f"ref:{{{sid}}}:snap", f"ref:{{{sid}}}:ver"]


def test_save_advances_version_and_appends_log(store):
    sid = new_session(store)
    store.save(sid, 0, {"v": 1, "state": {"n": 1}}, entry(1))
    rec = store.load(sid)
    assert rec.version == 1 and rec.snap == {"v": 1, "state": {"n": 1}}
    assert [e["v"] for e in store.log(sid)] == [1]


def test_stale_version_is_refused_with_the_current_one(store):
    sid = new_session(store)
    store.save(sid, 0, {"v": 1, "state": {}}, entry(1))
    with pytest.raises(Conflict) as info:
        store.save(sid, 0, {"v": 1, "state": {}}, entry(1))
    assert info.value.current == 1
    assert len(store.log(sid)) == 1


def test_racing_writers_on_one_version_exactly_one_wins(store):
    sid = new_session(store)
    wins, conflicts = [], []
    barrier = threading.Barrier(16)

    def writer(i: int) -> None:
        barrier.wait()
        try:
            store.save(sid, 0, {"v": 1, "state": {"by": i}}, entry(1, i))
            wins.append(i)
        except Conflict:
            conflicts.append(i)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(wins) == 1 and len(conflicts) == 15
    rec = store.load(sid)
    assert rec.version == 1 and rec.snap["state"] == {"by": wins[0]}
    assert [e["seat"] for e in store.log(sid)] == wins


def test_ttl_is_set_and_refreshed_on_every_write(store, redis_client):
    sid = new_session(store)
    redis_client.expire(f"ref:{{{sid}}}:ver", 10)
    store.save(sid, 0, {"v": 1, "state": {}}, entry(1))
    for part in ("meta", "ver", "snap", "log"):
        ttl = redis_client.ttl(f"ref:{{{sid}}}:{part}")
        assert 290 < ttl <= 300, part


def test_expired_session_is_gone(store, redis_client):
    sid = new_session(store)
    for part in ("meta", "ver", "snap"):
        redis_client.pexpire(f"ref:{{{sid}}}:{part}", 1)
    import time

    time.sleep(0.05)
    assert store.load(sid) is None


def test_idempotent_save_returns_the_first_record(store):
    sid = new_session(store)
    store.save(sid, 0, {"v": 1, "state": {}}, entry(1), "0:k1", {"hash": "h", "body": {"a": 1}})
    with pytest.raises(IdempotencyHit) as info:
        store.save(sid, 1, {"v": 2, "state": {}}, entry(2), "0:k1", {"hash": "h", "body": {"a": 2}})
    assert info.value.record == {"hash": "h", "body": {"a": 1}}
    assert store.load(sid).version == 1


def test_corrupt_snapshot_is_reported_as_missing(store, redis_client):
    sid = new_session(store)
    redis_client.set(f"ref:{{{sid}}}:snap", b"{not json")
    rec = store.load(sid)
    assert rec is not None and rec.snap is None and rec.version == 0


def test_snapshot_of_another_version_is_not_trusted(store, redis_client):
    sid = new_session(store)
    store.save(sid, 0, {"v": 1, "state": {}}, entry(1))
    redis_client.set(f"ref:{{{sid}}}:snap", b'{"v": 0, "state": {}}')
    assert store.load(sid).snap is None


def test_delete_removes_every_key(store, redis_client):
    sid = new_session(store)
    store.save(sid, 0, {"v": 1, "state": {}}, entry(1))
    assert store.delete(sid)
    assert list(redis_client.scan_iter(f"ref:{{{sid}}}:*")) == []
    assert store.load(sid) is None
