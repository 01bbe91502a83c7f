"""Webhooks on a real Redis Cluster: every script keeps to the tenant's slot (endpoints,
deliveries, the due queue) and the tenants' ready set lives in its own slot; registration,
signed delivery after a retry, the delivery listing and deletion all work there."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tests.cluster.conftest import cluster_app
from tests.cluster.redis_cluster import Cluster
from tests.webhooks.conftest import FAST, Receiver, receiver  # noqa: F401 - the fixture
from tests.webhooks.test_docs_recipe import recipe

pytestmark = pytest.mark.xdist_group("cluster")


def test_webhooks_on_a_cluster(cluster: Cluster, receiver: Receiver) -> None:  # noqa: F811
    app = cluster_app(cluster, webhooks=replace(FAST))
    hooks = app.extensions["referee.webhooks"]
    hooks.dispatcher.start()
    try:
        client = app.test_client()
        _, key = app.extensions["referee.api_keys"].create("cluster-wh")
        h = {"X-API-Key": key}
        receiver.script["/c"] = [500, 200]
        made = client.post(
            "/v1/webhooks", json={"url": receiver.url("/c"), "events": ["session.created"]},
            headers=h,
        ).json
        sids = [
            client.post("/v1/sessions", json={"game": "palace", "players": 2}, headers=h).json["id"]
            for _ in range(3)
        ]
        receiver.wait(lambda: len({r.json["session"] for r in receiver.at("/c")}) == 3)
        verify = recipe()
        for r in receiver.at("/c"):
            assert verify(r.body, r.headers["Referee-Signature"], made["secret"])
        assert {r.json["session"] for r in receiver.at("/c")} == set(sids)
        listed: Any = client.get(f"/v1/webhooks/{made['id']}/deliveries", headers=h).json
        assert len(listed["deliveries"]) == 3
        assert client.delete(f"/v1/webhooks/{made['id']}", headers=h).status_code == 204
        assert client.get("/v1/webhooks", headers=h).json == {"webhooks": []}
    finally:
        hooks.dispatcher.stop()
