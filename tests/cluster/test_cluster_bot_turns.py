"""Bot turns on a real Redis Cluster (issue 36): the due set, its leases and bounds share one
hash tag (one slot), every script keeps to it; a bots-only expert game whose creating worker
never takes its turn is played to the end by another runner over the cluster."""

from __future__ import annotations

import time
from typing import Any

import pytest
from redis.cluster import RedisCluster

from service.bots import thinkers
from service.sessions.turns import BotTurns
from service.store import turns as turn_keys
from tests.cluster.conftest import cluster_app
from tests.cluster.redis_cluster import Cluster

pytestmark = pytest.mark.xdist_group("cluster")


def test_bot_turns_on_a_cluster(
    cluster: Cluster, inspect: RedisCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOT_THINKERS", "1")
    monkeypatch.setenv("BOT_TURN_POLL_SECONDS", "0.1")
    monkeypatch.setenv("BOT_TURN_HANDOFF_SECONDS", "0.5")
    thinkers.reopen()
    app = cluster_app(cluster)
    svc = app.extensions["referee.sessions"]
    monkeypatch.setattr(svc.turns, "start", lambda: svc.turns)  # the creating worker: dead
    client = app.test_client()
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": [{"bot": "expert", "level": 3}, {"bot": "greedy"}],
        "seed": "cluster-turns",
    }).json
    sid = created["id"]
    assert created["status"] == "active"
    keys = [turn_keys.PREFIX + k for k in ("due", "lease", "again", "late")]
    assert len({inspect.keyslot(k) for k in keys}) == 1
    assert inspect.zscore(keys[0], sid) is not None  # recorded before the answer
    other = BotTurns(svc, svc.turns.store).start()
    try:
        deadline = time.monotonic() + 120
        body: Any = None
        while time.monotonic() < deadline:
            body = client.get(f"/v1/sessions/{sid}").json
            if body["status"] == "finished":
                break
            time.sleep(0.1)
        assert body["status"] == "finished", body["version"]
    finally:
        other.stop()
    entries = client.get(f"/v1/sessions/{sid}/history").json["entries"]
    assert [e["version"] for e in entries] == list(range(1, len(entries) + 1))
    assert inspect.zscore(keys[0], sid) is None and inspect.hget(keys[1], sid) is None
