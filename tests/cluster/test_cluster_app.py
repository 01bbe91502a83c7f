"""The service on a real Redis Cluster (3 masters, 3 replicas), through the Flask app with
`REDIS_URL=redis+cluster://…`: every game played to the end, a session's keys in one slot
and sessions spread over every master, idempotent retries, API keys, the tenant's listing
and quota, the rate limiter, deleting, readiness, and an unreachable cluster.

Between them these tests run every multi-key command and script of the service on the
cluster (the CAS and create scripts, MGET, DEL, the index's finish script and pipelines,
the rate limiter's script, the readiness pipeline): a command whose keys were in two slots
would fail here (redis-py refuses it before sending, Redis answers CROSSSLOT).
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from redis.cluster import RedisCluster

from service.games import registry
from service.games.build import ENGINE_BUILD
from service.games.cards import Rng
from service.store.client import make_client
from service.store.redis_store import decode_log_entry
from service.tenants import ApiKeys, TenantLimits
from tests.cluster.conftest import cluster_app
from tests.cluster.redis_cluster import Cluster
from tests.harness import canon, replay
from tests.reliability.conftest import free_port
from tests.reliability.test_tenancy import run_keys

pytestmark = pytest.mark.xdist_group("cluster")

GAMES = sorted(registry())
# seeds whose random playouts end in a few hundred moves at most (some run for thousands)
SEEDS = {"dragons": 2, "dragons_wild": 0, "palace": 1, "red_dragon": 0, "reds": 0}
MAX_MOVES = 6000
SESSION_PARTS = ("meta", "ver", "snap", "log")


@pytest.fixture()
def app(cluster: Cluster) -> Any:
    return cluster_app(cluster, api_key_cache_seconds=0)


@pytest.fixture()
def client(app: Any) -> Any:
    return app.test_client()


def bearer(token: str, **extra: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", **extra}


def create(client: Any, game: str, players: int, seed: str, **headers: str) -> dict[str, Any]:
    r = client.post(
        "/v1/sessions", json={"game": game, "players": players, "seed": seed}, headers=headers
    )
    assert r.status_code == 201, r.json
    return dict(r.json)


def play(
    client: Any, created: dict[str, Any], seed: str, limit: int = MAX_MOVES, **extra: str
) -> list[dict]:
    """Random legal moves, each with If-Match, until the game is over (or `limit` moves);
    the moves made, as {seat, move}. `extra`: headers sent with every request."""
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    rng = Rng(seed, "cluster-playout")
    summary = client.get(f"/v1/sessions/{sid}", headers=extra).json
    version, to_act, status = summary["version"], summary["to_act"], summary["status"]
    made: list[dict] = []
    while status != "finished" and len(made) < limit:
        seat = to_act[rng.randbelow(len(to_act))]
        moves = client.get(
            f"/v1/sessions/{sid}/legal-moves", headers=bearer(tokens[seat], **extra)
        )
        assert moves.status_code == 200, moves.json
        move = moves.json["moves"][rng.randbelow(len(moves.json["moves"]))]
        r = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": move},
            headers=bearer(tokens[seat], **{"If-Match": f'"{version}"'}, **extra),
        )
        assert r.status_code == 200, r.json
        assert r.json["version"] == version + 1
        version, to_act, status = r.json["version"], r.json["to_act"], r.json["status"]
        made.append({"seat": seat, "move": move})
    return made


@pytest.mark.parametrize("game", GAMES)
def test_every_game_plays_to_the_end_on_the_cluster(
    client: Any, inspect: RedisCluster, game: str
) -> None:
    info = client.get(f"/v1/games/{game}").json
    players = info["players"]["min"]
    seed = f"cluster-{game}-{SEEDS.get(game, 0)}"
    created = create(client, game, players, seed)
    sid = created["id"]
    made = play(client, created, seed)
    assert made, "a game has moves"
    assert client.get(f"/v1/sessions/{sid}").json["status"] == "finished"

    history = client.get(f"/v1/sessions/{sid}/history").json
    assert [e["version"] for e in history["entries"]] == list(range(1, len(made) + 1))
    assert [(e["seat"], canon(e["move"])) for e in history["entries"]] == [
        (m["seat"], canon(m["move"])) for m in made
    ]
    # what the cluster holds replays to the outcome the service serves
    log = [decode_log_entry(x) for x in inspect.lrange(f"ref:{{{sid}}}:log", 0, -1)]
    g = registry()[game]
    state = replay(g, players, history["options"], history["seed"], log)
    replayed = client.post(f"/v1/games/{game}/score", json={"state": g.encode_state(state)})
    assert replayed.json == client.get(f"/v1/sessions/{sid}/score").json


def test_a_session_lives_in_one_slot_and_sessions_use_every_master(
    client: Any, cluster: Cluster, inspect: RedisCluster
) -> None:
    masters: set[int] = set()
    for i in range(24):
        created = create(client, "palace", 2, f"spread-{i}")
        sid = created["id"]
        play(client, created, f"spread-{i}", limit=1)
        keys = [f"ref:{{{sid}}}:{part}" for part in SESSION_PARTS]
        assert len({inspect.keyslot(k) for k in keys}) == 1
        node = cluster.master_of(inspect.keyslot(keys[0]))
        assert node.client().exists(*keys) == len(keys), "every key is on the slot's master"
        masters.add(node.port)
    assert masters == {n.port for n in cluster.master_nodes()}, "sessions use every master"


def test_idempotent_retries_on_the_cluster(client: Any, inspect: RedisCluster) -> None:
    key = uuid.uuid4().hex
    first = client.post(
        "/v1/sessions", json={"game": "reds", "players": 3, "seed": "idem"},
        headers={"Idempotency-Key": key},
    )
    again = client.post(
        "/v1/sessions", json={"game": "reds", "players": 3, "seed": "idem"},
        headers={"Idempotency-Key": key},
    )
    assert first.status_code == again.status_code == 201
    assert again.json["id"] == first.json["id"]
    created = first.json
    sid = created["id"]
    seat = client.get(f"/v1/sessions/{sid}").json["to_act"][0]
    token = created["seats"][seat]["token"]
    move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(token)).json["moves"][0]
    move_key = uuid.uuid4().hex
    answers = [
        client.post(
            f"/v1/sessions/{sid}/moves", json={"move": move},
            headers=bearer(token, **{"Idempotency-Key": move_key, "If-Match": '"0"'}),
        )
        for _ in range(3)
    ]
    assert [a.status_code for a in answers] == [200, 200, 200]
    assert all(a.json == answers[0].json for a in answers)
    assert client.get(f"/v1/sessions/{sid}").json["version"] == 1
    assert inspect.llen(f"ref:{{{sid}}}:log") == 1


def test_api_keys_listing_and_quota_on_the_cluster(cluster: Cluster, inspect: RedisCluster) -> None:
    keys = ApiKeys(make_client(cluster.url), cache_seconds=0)
    tenant = f"acme-{uuid.uuid4().hex[:8]}"
    _, key = keys.create(tenant)
    _, other = keys.create(f"other-{uuid.uuid4().hex[:8]}")
    client = cluster_app(cluster, api_key_cache_seconds=0).test_client()
    ids: list[str] = []
    masters: set[int] = set()
    while len(ids) < 4 or len(masters) < 2:  # sessions on two masters at least
        sid = create(client, "dragons", 2, f"tenant-{len(ids)}", **{"X-API-Key": key})["id"]
        ids.append(sid)
        masters.add(cluster.master_of(inspect.keyslot(f"ref:{{{sid}}}:ver")).port)
    keys.set_limits(tenant, TenantLimits(live_sessions=len(ids)))
    # the quota counts the tenant's live sessions (the index's pipelined liveness check of
    # sessions on several masters)
    refused = client.post(
        "/v1/sessions", json={"game": "dragons", "players": 2}, headers={"X-API-Key": key}
    )
    assert refused.status_code == 403, refused.json
    assert refused.json["code"] == "quota.live_sessions"
    # list, newest first, two per page (pipelined GETs of sessions on several masters)
    listed: list[str] = []
    cursor: str | None = None
    while True:
        url = "/v1/sessions?limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = client.get(url, headers={"X-API-Key": key})
        assert page.status_code == 200, page.json
        listed += [s["id"] for s in page.json["sessions"]]
        cursor = page.json.get("next_cursor")
        if not cursor:
            break
    assert listed == ids[::-1]
    # another tenant sees none of them, and cannot read them
    assert client.get("/v1/sessions", headers={"X-API-Key": other}).json["sessions"] == []
    assert client.get(f"/v1/sessions/{ids[0]}", headers={"X-API-Key": other}).status_code == 404


def test_finished_and_deleted_sessions_on_the_cluster(cluster: Cluster) -> None:
    # the key CLI works on the cluster URL too
    made = run_keys(cluster.url, "create", "--tenant", f"fin-{uuid.uuid4().hex[:8]}")
    assert made.returncode == 0, made.stderr
    key = json.loads(made.stdout)["key"]
    client = cluster_app(cluster, api_key_cache_seconds=0).test_client()
    hdr = {"X-API-Key": key}
    done = create(client, "dragons", 2, "finish-me", **hdr)
    play(client, done, "finish-me", **hdr)
    gone = create(client, "dragons", 2, "delete-me", **hdr)
    listing = client.get("/v1/sessions?status=finished", headers=hdr).json["sessions"]
    assert [s["id"] for s in listing] == [done["id"]]
    r = client.delete(f"/v1/sessions/{gone['id']}", headers=bearer(gone["admin_token"], **hdr))
    assert r.status_code == 204, r.json
    assert client.get(f"/v1/sessions/{gone['id']}", headers=hdr).status_code == 404
    active = client.get("/v1/sessions?status=active", headers=hdr).json["sessions"]
    assert gone["id"] not in [s["id"] for s in active]


def test_rate_limiter_on_the_cluster(cluster: Cluster) -> None:
    app = cluster_app(
        cluster, rate_limit_enabled=True, rate_limit_anon_moves="3/minute",
        rate_limit_anon_creates="100/minute", rate_limit_anon_reads="1000/minute",
    )
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": "palace", "players": 2})
    assert created.status_code == 201, created.json
    assert "RateLimit" in created.headers
    sid = created.json["id"]
    answers = []
    for _ in range(4):
        summary = client.get(f"/v1/sessions/{sid}").json
        seat = summary["to_act"][0]
        token = created.json["seats"][seat]["token"]
        move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(token)).json
        answers.append(
            client.post(f"/v1/sessions/{sid}/moves", json={"move": move["moves"][0]},
                        headers=bearer(token))
        )
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    refused = answers[-1]
    assert refused.json["code"] == "rate_limited.moves"
    assert int(refused.headers["Retry-After"]) >= 1
    assert refused.headers["RateLimit-Policy"].startswith('"moves";q=3;w=60')


def test_readyz_on_the_cluster(client: Any) -> None:
    r = client.get("/readyz")
    assert r.status_code == 200, r.json
    assert r.json == {"status": "ok", "redis": "ok", "engines": ENGINE_BUILD}


def test_an_unreachable_cluster_is_a_503_not_a_crash() -> None:
    """Nothing listens on the seed node: the app starts, sessions answer 503 with
    Retry-After, readiness says unreachable, liveness stays up."""
    port = free_port()
    app = cluster_app_url(f"redis+cluster://127.0.0.1:{port}")
    client = app.test_client()
    assert client.get("/livez").status_code == 200
    r = client.post("/v1/sessions", json={"game": "palace", "players": 2})
    assert r.status_code == 503, r.json
    assert r.json["code"] == "store.unavailable"
    assert int(r.headers["Retry-After"]) >= 1
    ready = client.get("/readyz")
    assert ready.status_code == 503
    assert ready.json["redis"] == "unreachable"
    # the stateless twins need no store
    assert client.post("/v1/games/palace/setup", json={"players": 2}).status_code == 200


def cluster_app_url(url: str) -> Any:
    from tests.reliability.conftest import build_app

    return build_app(url, secret_key="cluster-tests")


def test_event_streams_on_the_cluster(cluster_gunicorn: Any) -> None:
    """Moves saved on every master PUBLISH their version (a cluster-wide message); each
    worker's listener, subscribed on the seed node, hears them: every stream gets its moves."""
    import requests

    from tests.reliability.test_event_streams import Reader

    base = cluster_gunicorn.base
    sessions = []
    for i in range(6):
        r = requests.post(f"{base}/v1/sessions",
                          json={"game": "palace", "players": 2, "seed": f"cl-ev-{i}"}, timeout=10)
        assert r.status_code == 201
        sessions.append(r.json())
    readers = [Reader(cluster_gunicorn, s["id"]) for s in sessions]
    time.sleep(0.5)
    for s in sessions:
        for _ in range(2):
            view = requests.get(f"{base}/v1/sessions/{s['id']}", timeout=10).json()
            seat = view["to_act"][0]
            tok = {"Authorization": f"Bearer {s['seats'][seat]['token']}"}
            moves = requests.get(f"{base}/v1/sessions/{s['id']}/legal-moves", headers=tok,
                                 timeout=10).json()["moves"]
            r = requests.post(f"{base}/v1/sessions/{s['id']}/moves", json={"move": moves[0]},
                              headers=tok, timeout=10)
            assert r.status_code == 200, r.text
    for reader in readers:
        reader.wait_for(2)
        assert reader.ids() == [1, 2]
        reader.close()
