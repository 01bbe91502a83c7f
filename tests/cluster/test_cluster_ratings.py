"""Ratings on a real Redis Cluster: a rated session's finish (its job in the session's slot)
and its rating (the tenant's slot), the sweep and the reads run there without a CROSSSLOT
refusal; the rating is applied once."""

from __future__ import annotations

import secrets
from typing import Any

import pytest

from tests.cluster.conftest import cluster_app
from tests.cluster.redis_cluster import Cluster

pytestmark = pytest.mark.xdist_group("cluster")


def test_a_rated_game_on_the_cluster(cluster: Cluster) -> None:
    app = cluster_app(cluster, api_key_cache_seconds=0, ratings_grace_seconds=0.0)
    tenant = f"cluster-ratings-{secrets.token_hex(3)}"
    _, key = app.extensions["referee.api_keys"].create(tenant)
    client = app.test_client()
    h = {"X-API-Key": key}
    for i in range(3):
        r = client.post("/v1/sessions", headers=h, json={
            "game": "palace", "rated": True,
            "players": [{"name": "Ann", "player": "ann"}, {"name": f"O{i}", "player": f"o{i}"}],
        })
        assert r.status_code == 201, r.json
        made: Any = r.json
        r = client.post(f"/v1/sessions/{made['id']}/resign",
                        headers={**h, "Authorization": f"Bearer {made['seats'][1]['token']}"})
        assert r.status_code == 200, r.json
    ann = client.get("/v1/players/ann", headers=h).json["ratings"][0]
    assert ann["games"] == 3 and ann["wins"] == 3
    board = client.get("/v1/leaderboards/palace?limit=2", headers=h).json
    assert board["entries"][0]["player"] == "ann" and board["total"] == 4
    page2 = client.get(f"/v1/leaderboards/palace?limit=2&cursor={board['next_cursor']}",
                       headers=h).json
    assert len(page2["entries"]) == 2
    history = client.get("/v1/players/ann/history?game=palace", headers=h).json
    assert len(history["entries"]) == 3
    sessions = app.extensions["referee.sessions"]
    sessions.ratings.sweep(1000)
    from service.ratings.rebuild import rebuild

    assert rebuild(sessions.ratings.store, f"t:{tenant}", "palace")["matched"] is True
