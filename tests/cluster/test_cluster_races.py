"""Races on the cluster: many concurrent submissions at one session version, through a real
gunicorn (2 worker processes × 4 threads) over `REDIS_URL=redis+cluster://…` with
`REDIS_WAIT_REPLICAS=1`. Exactly one is applied; the others are 412; the log, the history,
the snapshot and a replay agree (the checks of tests/reliability/test_races.py)."""

from __future__ import annotations

from typing import Any

import pytest
import requests
from redis.cluster import RedisCluster

from tests.cluster.redis_cluster import Cluster
from tests.reliability.conftest import Gunicorn, auth, create_session, race_game
from tests.reliability.test_races import check_agreement, fire

pytestmark = pytest.mark.xdist_group("cluster")

ROUNDS = 3
SUBMISSIONS = 60


def test_one_version_many_submitters_exactly_one_applies_on_the_cluster(
    cluster: Cluster, cluster_gunicorn: Gunicorn, inspect: RedisCluster
) -> None:
    base = cluster_gunicorn.base
    game = race_game()
    players = game.min_players
    seed = "cluster-race"
    created = create_session(base, game.id, players, seed)
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    applied: list[dict[str, Any]] = []
    for _ in range(ROUNDS):
        summary = requests.get(f"{base}/v1/sessions/{sid}", timeout=30).json()
        version = summary["version"]
        options: list[tuple[int, dict]] = []
        for seat in summary["to_act"]:
            moves = requests.get(
                f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(tokens[seat]), timeout=30
            ).json()["moves"]
            options += [(seat, m) for m in moves]
        picks = [options[i % len(options)] for i in range(SUBMISSIONS)]
        results = fire(
            base, sid, [(tokens[s], m, {"If-Match": f'"{version}"'}) for s, m in picks]
        )
        ok = [i for i, r in enumerate(results) if r.status_code == 200]
        assert len(ok) == 1, f"{len(ok)} submissions applied at version {version}"
        assert results[ok[0]].json()["version"] == version + 1
        for i, r in enumerate(results):
            if i != ok[0]:
                assert r.status_code == 412, (r.status_code, r.text)
                assert r.json()["code"] == "version.mismatch"
        applied.append({"seat": picks[ok[0]][0], "move": picks[ok[0]][1]})
    check_agreement(base, inspect, game, created, players, seed, applied)


def test_racing_without_if_match_never_applies_twice_on_the_cluster(
    cluster: Cluster, cluster_gunicorn: Gunicorn, inspect: RedisCluster
) -> None:
    base = cluster_gunicorn.base
    game = race_game()
    players = game.min_players
    seed = "cluster-race-2"
    created = create_session(base, game.id, players, seed)
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    seat = requests.get(f"{base}/v1/sessions/{sid}", timeout=30).json()["to_act"][0]
    move = requests.get(
        f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(tokens[seat]), timeout=30
    ).json()["moves"][0]
    results = fire(base, sid, [(tokens[seat], move, {})] * SUBMISSIONS)
    assert {r.status_code for r in results} <= {200, 409, 422}
    versions = sorted(r.json()["version"] for r in results if r.status_code == 200)
    assert versions == list(range(1, len(versions) + 1)), "two answers claim one version"
    log = inspect.lrange(f"ref:{{{sid}}}:log", 0, -1)
    assert len(log) == len(versions)
    from service.store.redis_store import decode_log_entry

    applied = [
        {"seat": e["seat"], "move": e["move"]} for e in map(decode_log_entry, log)
    ]
    check_agreement(base, inspect, game, created, players, seed, applied)
