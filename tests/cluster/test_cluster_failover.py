"""Failover on the cluster: a master dies while players are making moves.

Promise (docs/deployment.md, "Redis Cluster"): with `REDIS_WAIT_REPLICAS=1` a move is
acknowledged (200) only once a replica has it, so when a master is killed and its replica
takes over, no acknowledged move is lost; the moves in flight on that master's slots get
503 with `Retry-After`, and a retry with the same Idempotency-Key gets the move's one
answer (applied once). Sessions on the other masters keep being served meanwhile, and the
pods stay ready.

And the part of that promise that needs no failover: a write that no replica confirms in
time is not acknowledged (503), although Redis applied it; the retry with the same key gets
the stored answer.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import time
import uuid
from typing import Any

import pytest
import requests
from redis.cluster import RedisCluster

from service.games import registry
from tests.cluster.conftest import cluster_app
from tests.cluster.redis_cluster import Cluster, Node
from tests.reliability.conftest import Gunicorn, auth, create_session
from tests.reliability.test_races import check_agreement

pytestmark = pytest.mark.xdist_group("cluster")

GAME = "palace"  # long games: no session ends during the test
PER_MASTER = 2  # sessions on each master
WARM_MOVES = 3  # acknowledged moves per session before the kill
AFTER_MOVES = 3  # and after the cluster is healthy again
DEADLINE = 90.0  # seconds for the whole exercise (it takes about 10–20)


class Player(threading.Thread):
    """Plays one session as fast as it is served: each move with If-Match and an
    Idempotency-Key, retried with the same key after a 503 until it is answered."""

    def __init__(
        self, base: str, created: dict[str, Any], seed: str, stop: threading.Event
    ) -> None:
        super().__init__(daemon=True)
        self.base = base
        self.created = created
        self.seed = seed
        self.sid = created["id"]
        self.tokens = [s["token"] for s in created["seats"]]
        self.stop = stop
        self.acked: list[tuple[float, dict[str, Any]]] = []  # (when, {seat, move, version})
        self.unavailable: list[float] = []  # when each 503 came
        self.error: str | None = None
        self.finished = False
        self.rng = random.Random(seed)
        self.http = requests.Session()

    def get(self, path: str, token: str | None = None) -> requests.Response | None:
        r = self.http.get(
            self.base + path, headers=auth(token) if token else {}, timeout=30
        )
        if r.status_code == 503:
            self.saw_503(r)
            return None
        assert r.status_code == 200, (r.status_code, r.text)
        return r

    def saw_503(self, r: requests.Response) -> None:
        assert r.json()["code"] in ("store.unavailable", "store.full"), r.text
        assert int(r.headers["Retry-After"]) >= 1, r.headers
        self.unavailable.append(time.monotonic())
        time.sleep(0.05)  # a real client would wait Retry-After; the test keeps it short

    def run(self) -> None:
        try:
            while not self.stop.is_set():
                self.step()
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = f"{type(exc).__name__}: {exc}"

    def step(self) -> None:
        summary = self.get(f"/v1/sessions/{self.sid}")
        if summary is None:
            return
        if summary.json()["status"] == "finished":
            self.finished = True
            self.stop.wait()
            return
        version, to_act = summary.json()["version"], summary.json()["to_act"]
        seat = self.rng.choice(to_act)
        legal = self.get(f"/v1/sessions/{self.sid}/legal-moves", self.tokens[seat])
        if legal is None:
            return
        move = self.rng.choice(legal.json()["moves"])
        key = uuid.uuid4().hex
        while True:  # the same move, the same key, until it has its answer
            r = self.http.post(
                f"{self.base}/v1/sessions/{self.sid}/moves",
                json={"move": move},
                headers={
                    **auth(self.tokens[seat]), "If-Match": f'"{version}"', "Idempotency-Key": key,
                },
                timeout=30,
            )
            if r.status_code != 503:
                break
            self.saw_503(r)
        assert r.status_code == 200, (r.status_code, r.text)
        assert r.json()["version"] == version + 1
        self.acked.append((time.monotonic(), {"seat": seat, "move": move}))


def wait(what: str, ok: Any, deadline: float) -> None:
    while not ok():
        assert time.monotonic() < deadline, f"timed out waiting for: {what}"
        time.sleep(0.1)


def test_a_master_fails_over_and_no_acknowledged_move_is_lost(
    cluster: Cluster, cluster_gunicorn: Gunicorn, inspect: RedisCluster
) -> None:
    deadline = time.monotonic() + DEADLINE
    base = cluster_gunicorn.base
    game = registry()[GAME]
    players = game.min_players
    masters = {n.port: n for n in cluster.master_nodes()}
    by_master: dict[int, list[tuple[dict[str, Any], str]]] = {port: [] for port in masters}
    while min(len(v) for v in by_master.values()) < PER_MASTER:
        seed = f"failover-{uuid.uuid4().hex[:8]}"
        created = create_session(base, GAME, players, seed)
        port = cluster.master_of(inspect.keyslot(f"ref:{{{created['id']}}}:ver")).port
        if len(by_master[port]) < PER_MASTER:
            by_master[port].append((created, seed))
    victim_port = sorted(masters)[0]
    victim: Node = masters[victim_port]
    stop = threading.Event()
    players_by_master = {
        port: [Player(base, c, seed, stop) for c, seed in sessions]
        for port, sessions in by_master.items()
    }
    everyone = [p for group in players_by_master.values() for p in group]
    for p in everyone:
        p.start()
    try:
        wait("warm-up moves", lambda: all(len(p.acked) >= WARM_MOVES for p in everyone),
             deadline)
        killed_at = time.monotonic()
        victim.kill()
        slot = inspect.keyslot(f"ref:{{{by_master[victim_port][0][0]['id']}}}:ver")
        # the pods stay ready: they reach the cluster, only one master's sessions are out
        ready = requests.get(f"{base}/readyz", timeout=30)
        assert ready.status_code == 200, ready.text
        wait("a replica takes over", lambda: cluster.master_of(slot).port != victim_port,
             deadline)
        # the old master comes back, as a replica of the new one (nodes.conf says so)
        victim.start()
        cluster.wait_healthy(deadline)
        healthy_at = time.monotonic()
        wait("moves after the failover",
             lambda: all(p.finished or sum(t > healthy_at for t, _ in p.acked) >= AFTER_MOVES
                         for p in everyone), deadline)
    finally:
        stop.set()
        for p in everyone:
            p.join(60)
    for p in everyone:
        assert p.error is None, p.error

    hit = players_by_master[victim_port]
    assert all(any(t > killed_at for t in p.unavailable) for p in hit), (
        "the sessions of the killed master were answered 503 while it failed over"
    )
    for port, group in players_by_master.items():
        if port == victim_port:
            continue
        for p in group:  # the other masters kept serving their sessions
            assert any(killed_at < t < healthy_at for t, _ in p.acked), (
                f"a session on the healthy master {port} made no move during the failover"
            )
    # nothing acknowledged is lost: each log is exactly the acknowledged moves, in order
    for p in everyone:
        applied = [m for _, m in p.acked]
        check_agreement(base, inspect, game, p.created, players, p.seed, applied)


def test_a_write_no_replica_confirms_is_not_acknowledged(
    cluster: Cluster, inspect: RedisCluster
) -> None:
    app = cluster_app(cluster, redis_wait_replicas=1, redis_wait_timeout_ms=200)
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": GAME, "players": 2}).json
    sid = created["id"]
    summary = client.get(f"/v1/sessions/{sid}").json
    seat = summary["to_act"][0]
    token = created["seats"][seat]["token"]
    move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(token)).json["moves"][0]
    master = cluster.master_of(inspect.keyslot(f"ref:{{{sid}}}:ver"))
    replicas = [n for n in cluster.nodes if n.alive and n.port != master.port
                and n.info("replication").get("master_port") == master.port]
    assert replicas, "the session's master has a replica"
    headers = {**auth(token), "If-Match": '"0"', "Idempotency-Key": uuid.uuid4().hex}
    for r in replicas:
        os.kill(r.process.pid, signal.SIGSTOP)  # type: ignore[union-attr]
    try:
        refused = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=headers)
        # the retry finds the stored answer, but the replica still lacks it: not yet
        again = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=headers)
    finally:
        for r in replicas:
            os.kill(r.process.pid, signal.SIGCONT)  # type: ignore[union-attr]
    for answer in (refused, again):
        assert answer.status_code == 503, answer.json
        assert answer.json["code"] == "store.unavailable"
        assert int(answer.headers["Retry-After"]) >= 1
    # Redis applied it once; with the replica back, the retry gets the move's one answer
    retried = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=headers)
    assert retried.status_code == 200, retried.json
    assert retried.json["version"] == 1
    assert inspect.llen(f"ref:{{{sid}}}:log") == 1
