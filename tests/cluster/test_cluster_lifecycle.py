"""Deleting a tenant on a real Redis Cluster (service/lifecycle.py): its keys lie in many slots
on every master; single-key batches never meet a CROSSSLOT refusal, and nothing of the tenant
remains while another tenant keeps playing meanwhile."""

from __future__ import annotations

import io
import secrets
import threading
from typing import Any

import pytest
from redis.cluster import RedisCluster

from service import lifecycle
from tests.cluster.conftest import cluster_app
from tests.cluster.redis_cluster import Cluster

pytestmark = pytest.mark.xdist_group("cluster")


def _tenant(app: Any, client: Any, prefix: str, games: int) -> tuple[str, str, list[str]]:
    tenant = f"{prefix}-{secrets.token_hex(3)}"
    _, key = app.extensions["referee.api_keys"].create(tenant)
    h = {"X-API-Key": key}
    sids = []
    for i in range(games):
        r = client.post("/v1/sessions", headers=h, json={
            "game": "palace", "rated": True,
            "players": [{"name": "Ann", "player": "ann"}, {"name": f"O{i}", "player": f"o{i}"}],
        })
        assert r.status_code == 201, r.json
        sids.append(r.json["id"])
        if i % 2:
            r = client.post(f"/v1/sessions/{r.json['id']}/resign", headers={
                **h, "Authorization": f"Bearer {r.json['seats'][1]['token']}"})
            assert r.status_code == 200, r.json
    return tenant, key, sids


def test_a_tenant_is_deleted_from_every_slot_while_another_plays(
    cluster: Cluster, inspect: RedisCluster
) -> None:
    app = cluster_app(cluster, api_key_cache_seconds=0, ratings_grace_seconds=0.0)
    client = app.test_client()
    tenant, _, sids = _tenant(app, client, "gone", 8)
    other, other_key, _ = _tenant(app, client, "stays", 2)
    slots = {inspect.keyslot(f"ref:{{{s}}}:meta") for s in sids}
    assert len(slots) > 4  # spread over the cluster
    out = io.StringIO()
    assert lifecycle.export(inspect, tenant, out)["session"] == 8

    stop = threading.Event()
    errors: list[str] = []

    def play_on() -> None:  # the other tenant under load meanwhile
        other_client = app.test_client()
        while not stop.is_set():
            r = other_client.post("/v1/sessions", headers={"X-API-Key": other_key},
                                  json={"game": "reds", "players": 2})
            if r.status_code != 201:
                errors.append(str(r.status_code))

    worker = threading.Thread(target=play_on)
    worker.start()
    try:
        deleted = lifecycle.delete(inspect, tenant, batch=7)
    finally:
        stop.set()
        worker.join()
    assert errors == []
    assert deleted["sessions"] == 8 and deleted["ratings"] > 0
    left = [k for k in inspect.scan_iter(count=1000)
            if tenant.encode() in k or any(s.encode() in k for s in sids)]
    assert left == []
    r = client.get("/v1/players/ann", headers={"X-API-Key": other_key})
    assert r.status_code == 200 and r.json["ratings"][0]["games"] == 1
