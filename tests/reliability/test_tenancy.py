"""Tenancy and the breaks a hostile client found (issue 14): API keys, sessions owned by their
tenant, listing, quotas, and the regressions B1 (idempotent create handed tokens to a
stranger), B3 (guessable shuffles), B4 (500 on deep nesting), B5 (client text in Redis key
names) and B6 (unbounded storage: TTLs and quotas). Real Redis, the Flask app in process,
and the key CLI as a subprocess."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib

from service.tenants import ApiKeys
from tests.reliability.conftest import build_app

ROOT = Path(__file__).resolve().parents[2]
GAME = {"game": "palace", "players": 2}


def new_key(redis_client: Any, tenant: str | None = None) -> str:
    return ApiKeys(redis_client).create(tenant or f"t{uuid.uuid4().hex[:10]}")[1]


def key_hdr(key: str, token: str | None = None) -> dict[str, str]:
    out = {"X-API-Key": key}
    if token:
        out["Authorization"] = f"Bearer {token}"
    return out


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def all_values(redis_client: Any) -> bytes:
    """Every key name and string/list/set/zset value in Redis, as one byte string."""
    out = []
    for name in redis_client.scan_iter(count=1000):
        out.append(name)
        kind = redis_client.type(name)
        if kind == b"string":
            raw = redis_client.get(name) or b""
            import zlib

            try:
                raw += zlib.decompress(raw)
            except zlib.error:
                pass
            out.append(raw)
        elif kind == b"list":
            out += redis_client.lrange(name, 0, -1)
        elif kind == b"set":
            out += list(redis_client.smembers(name))
        elif kind == b"zset":
            out += redis_client.zrange(name, 0, -1)
        elif kind == b"hash":
            for k, v in redis_client.hgetall(name).items():
                out += [k, v]
    return b"\n".join(out)


@pytest.fixture()
def app(redis_url: str) -> Any:
    return build_app(redis_url, secret_key="tenancy-tests", api_key_cache_seconds=0)


@pytest.fixture()
def client(app: Any) -> Any:
    return app.test_client()


# --------------------------------------------------------------------------- keys


def run_keys(redis_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "REDIS_URL": redis_url}
    return subprocess.run(
        [sys.executable, "-m", "service.keys", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_key_cli_prints_the_key_once_and_stores_only_its_hash(
    redis_url: str, redis_client: Any, client: Any
) -> None:
    tenant = f"cli{uuid.uuid4().hex[:8]}"
    made = run_keys(redis_url, "create", "--tenant", tenant, "--label", "backend")
    assert made.returncode == 0, made.stderr
    out = json.loads(made.stdout)
    key, key_id = out["key"], out["key_id"]
    assert key.startswith(f"rf_{key_id}_")
    # at rest: neither the key nor its secret part, only the digest of the secret
    secret = key.split("_", 2)[2]
    stored = all_values(redis_client)
    assert key.encode() not in stored and secret.encode() not in stored
    assert hashlib.sha256(secret.encode()).hexdigest().encode() in stored

    listed = json.loads(run_keys(redis_url, "list", "--tenant", tenant).stdout)
    assert [k["key_id"] for k in listed["keys"]] == [key_id]
    assert key not in json.dumps(listed)

    r = client.post("/v1/sessions", json=GAME, headers=key_hdr(key))
    assert r.status_code == 201, r.json
    assert client.get(f"/v1/sessions/{r.json['id']}", headers=key_hdr(key)).status_code == 200

    assert run_keys(redis_url, "revoke", key_id).returncode == 0
    gone = client.get(f"/v1/sessions/{r.json['id']}", headers=key_hdr(key))
    assert gone.status_code == 401 and gone.json["code"] == "auth.invalid_api_key"
    assert run_keys(redis_url, "revoke", key_id).returncode == 1
    bad = run_keys(redis_url, "create", "--tenant", "Not A Name!")
    assert bad.returncode == 2 and "tenant name" in bad.stderr


@pytest.mark.parametrize(
    "key",
    ["nonsense", "rf_000000000000_" + "A" * 43, "rf_zz_" + "A" * 43, "", "rf_" + "%7D:x" * 10],
)
def test_an_invalid_key_is_401_everywhere(client: Any, key: str) -> None:
    for method, path in [
        ("GET", "/v1/games"),
        ("POST", "/v1/sessions"),
        ("GET", "/v1/sessions"),
        ("GET", f"/v1/sessions/{uuid.uuid4().hex}"),
    ]:
        r = client.open(path, method=method, json=GAME, headers={"X-API-Key": key})
        assert r.status_code == 401, (path, r.json)
        assert r.json["code"] == "auth.invalid_api_key"
        assert r.headers["Content-Type"] == "application/problem+json"


def test_anonymous_access_can_be_turned_off(redis_url: str, redis_client: Any) -> None:
    client = build_app(redis_url, anonymous_enabled=False).test_client()
    r = client.post("/v1/sessions", json=GAME)
    assert r.status_code == 401 and r.json["code"] == "auth.api_key_required"
    assert client.get("/v1/games").status_code == 401
    assert client.get("/livez").status_code == 200  # operations need no key
    key = new_key(redis_client)
    assert client.post("/v1/sessions", json=GAME, headers=key_hdr(key)).status_code == 201


# --------------------------------------------------------------------------- ownership


def test_sessions_belong_to_their_tenant(client: Any, redis_client: Any) -> None:
    a, b = new_key(redis_client), new_key(redis_client)
    made = client.post("/v1/sessions", json=GAME, headers=key_hdr(a)).json
    sid, seat0 = made["id"], made["seats"][0]["token"]
    ok = client.get(f"/v1/sessions/{sid}", headers=key_hdr(a, seat0))
    assert ok.status_code == 200 and ok.json["seat"] == 0
    # another tenant — even holding the seat token — and anonymous callers see nothing
    for headers in (key_hdr(b), key_hdr(b, seat0), bearer(seat0), {}):
        for path in ("", "/legal-moves", "/history", "/score"):
            r = client.get(f"/v1/sessions/{sid}{path}", headers=headers)
            assert r.status_code == 404 and r.json["code"] == "session.not_found", (path, headers)
        r = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": {"type": "ready"}}, headers=headers
        )
        assert r.status_code == 404
        # a DELETE with no credential at all is 401 before any lookup (tells nothing either)
        expected = 401 if not headers else 404
        assert client.delete(f"/v1/sessions/{sid}", headers=headers).status_code == expected
    assert redis_client.get(f"ref:{{{sid}}}:ver") == b"0", "a refused request changed state"
    # the owner's key deletes without the admin token; a seat token may not
    r = client.delete(f"/v1/sessions/{sid}", headers=key_hdr(a, seat0))
    assert r.status_code == 403 and r.json["code"] == "auth.not_admin"
    assert client.delete(f"/v1/sessions/{sid}", headers=key_hdr(a)).status_code == 204
    assert client.get(f"/v1/sessions/{sid}", headers=key_hdr(a)).status_code == 404


def test_listing_pages_and_filters(client: Any, redis_client: Any) -> None:
    key, other = new_key(redis_client), new_key(redis_client)
    made = [client.post("/v1/sessions", json=GAME, headers=key_hdr(key)).json for _ in range(5)]
    client.post("/v1/sessions", json=GAME, headers=key_hdr(other))
    seen: list[str] = []
    cursor = None
    while True:
        q = "?limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = client.get(f"/v1/sessions{q}", headers=key_hdr(key))
        assert page.status_code == 200, page.json
        assert len(page.json["sessions"]) <= 2
        seen += [s["id"] for s in page.json["sessions"]]
        cursor = page.json["next_cursor"]
        if cursor is None:
            break
    assert seen == [m["id"] for m in reversed(made)], "newest first, each once, only mine"
    active = client.get("/v1/sessions?status=active", headers=key_hdr(key)).json
    assert len(active["sessions"]) == 5
    assert all(s["status"] == "active" and s["game"] == "palace" for s in active["sessions"])
    assert client.get("/v1/sessions?status=finished", headers=key_hdr(key)).json["sessions"] == []
    # a session that expired (TTL) disappears from the listing
    redis_client.delete(*[f"ref:{{{made[0]['id']}}}:{p}" for p in ("meta", "ver", "snap")])
    again = client.get("/v1/sessions?status=active", headers=key_hdr(key)).json
    assert made[0]["id"] not in [s["id"] for s in again["sessions"]]
    for bad in ("?status=nope", "?limit=0", "?limit=201", "?limit=x", "?cursor=abc", "?x=1"):
        r = client.get(f"/v1/sessions{bad}", headers=key_hdr(key))
        assert r.status_code == 400 and r.json["code"] == "request.invalid", bad
    r = client.get("/v1/sessions")
    assert r.status_code == 401 and r.json["code"] == "auth.api_key_required"


def test_live_session_quota(redis_url: str, redis_client: Any) -> None:
    app = build_app(redis_url, secret_key="q", quota_live_sessions=3, anon_quota_live_sessions=2)
    client = app.test_client()
    key = new_key(redis_client)
    made = [client.post("/v1/sessions", json=GAME, headers=key_hdr(key)) for _ in range(3)]
    assert all(r.status_code == 201 for r in made)
    over = client.post("/v1/sessions", json=GAME, headers=key_hdr(key))
    assert over.status_code == 403 and over.json["code"] == "quota.live_sessions"
    assert over.json["limit"] == 3
    # another tenant is not affected; deleting a session frees its place
    assert (
        client.post("/v1/sessions", json=GAME, headers=key_hdr(new_key(redis_client))).status_code
        == 201
    )
    assert (
        client.delete(f"/v1/sessions/{made[0].json['id']}", headers=key_hdr(key)).status_code == 204
    )
    assert client.post("/v1/sessions", json=GAME, headers=key_hdr(key)).status_code == 201
    # anonymous callers: per address
    ip = {"REMOTE_ADDR": f"10.9.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}"}
    for _ in range(2):
        assert client.post("/v1/sessions", json=GAME, environ_base=ip).status_code == 201
    r = client.post("/v1/sessions", json=GAME, environ_base=ip)
    assert r.status_code == 403 and r.json["code"] == "quota.live_sessions"
    other_ip = {"REMOTE_ADDR": "10.250.1.2"}
    assert client.post("/v1/sessions", json=GAME, environ_base=other_ip).status_code == 201


# --------------------------------------------------------------------------- B1


def test_b1_idempotency_key_of_another_client_gets_nothing_of_theirs(
    client: Any, redis_client: Any
) -> None:
    a, b = new_key(redis_client), new_key(redis_client)
    k = {"Idempotency-Key": f"shared-{uuid.uuid4()}"}
    first = client.post("/v1/sessions", json=GAME, headers={**key_hdr(a), **k})
    assert first.status_code == 201
    again = client.post("/v1/sessions", json=GAME, headers={**key_hdr(a), **k})
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert again.json["id"] == first.json["id"]
    assert again.json["admin_token"] == first.json["admin_token"]
    assert [s["token"] for s in again.json["seats"]] == [s["token"] for s in first.json["seats"]]

    stranger = client.post("/v1/sessions", json=GAME, headers={**key_hdr(b), **k})
    assert stranger.status_code == 201
    assert stranger.headers.get("Idempotent-Replayed") is None
    assert stranger.json["id"] != first.json["id"]
    tokens = {first.json["admin_token"], *[s["token"] for s in first.json["seats"]]}
    assert not tokens & {
        stranger.json["admin_token"],
        *[s["token"] for s in stranger.json["seats"]],
    }
    # anonymous clients at two addresses are two clients too
    anon = [
        client.post("/v1/sessions", json=GAME, headers=k, environ_base={"REMOTE_ADDR": ip})
        for ip in ("192.0.2.10", "192.0.2.11")
    ]
    assert anon[0].json["id"] != anon[1].json["id"] != first.json["id"]
    # nothing in Redis holds a token in clear (the idempotency record included)
    stored = all_values(redis_client)
    for t in tokens:
        assert t.encode() not in stored


def test_b1_without_a_server_key_a_replay_withholds_the_tokens(
    redis_url: str, redis_client: Any
) -> None:
    client = build_app(redis_url, secret_key=None).test_client()
    k = {"Idempotency-Key": f"nokey-{uuid.uuid4()}"}
    first = client.post("/v1/sessions", json=GAME, headers=k)
    again = client.post("/v1/sessions", json=GAME, headers=k)
    assert again.json["id"] == first.json["id"] and again.json["tokens_withheld"] is True
    assert again.json["admin_token"] is None and all(
        s["token"] is None for s in again.json["seats"]
    )
    assert first.json["admin_token"].encode() not in all_values(redis_client)


def test_move_idempotency_keys_are_per_seat(client: Any) -> None:
    made = client.post("/v1/sessions", json=GAME).json
    sid = made["id"]
    k = {"Idempotency-Key": "same-key", "If-Match": '"0"'}
    r0 = client.post(
        f"/v1/sessions/{sid}/moves",
        json={"move": {"type": "ready"}},
        headers={**bearer(made["seats"][0]["token"]), **k},
    )
    assert r0.status_code == 200
    r1 = client.post(
        f"/v1/sessions/{sid}/moves",
        json={"move": {"type": "ready"}},
        headers={**bearer(made["seats"][1]["token"]), "Idempotency-Key": "same-key"},
    )
    assert r1.status_code == 200 and r1.json["version"] == 2, "seat 1 got seat 0's answer"
    assert r1.headers.get("Idempotent-Replayed") is None


# --------------------------------------------------------------------------- B3


def test_b3_a_short_seed_cannot_be_recovered_from_its_commitment(client: Any) -> None:
    made = client.post("/v1/sessions", json={**GAME, "seed": "42"}).json
    commitment = made["seed_commitment"]
    # the attack that worked: try every short seed against sha256
    guesses = {hashlib.sha256(str(n).encode()).hexdigest() for n in range(100_000)}
    assert commitment not in guesses
    # two sessions with the same seed publish different commitments (fresh salt each)
    other = client.post("/v1/sessions", json={**GAME, "seed": "42"}).json
    assert other["seed_commitment"] != commitment
    history = client.get(f"/v1/sessions/{made['id']}/history").json
    assert history["seed"] is None and history["seed_salt"] is None


def test_b3_a_finished_game_reveals_what_verifies_its_commitment(client: Any) -> None:
    from service.games import get_game

    game = get_game("palace")
    made = client.post("/v1/sessions", json={**GAME, "seed": "7"}).json
    sid, tokens = made["id"], [s["token"] for s in made["seats"]]
    for _ in range(2000):
        s = client.get(f"/v1/sessions/{sid}").json
        if s["status"] == "finished":
            break
        seat = s["to_act"][0]
        moves = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(tokens[seat])).json
        r = client.post(
            f"/v1/sessions/{sid}/moves",
            json={"move": moves["moves"][0]},
            headers=bearer(tokens[seat]),
        )
        assert r.status_code == 200, r.json
    history = client.get(f"/v1/sessions/{sid}/history").json
    assert history["status"] == "finished"
    # the recipe published in docs/fairness.md
    salt = bytes.fromhex(history["seed_salt"])
    assert len(salt) == 32
    digest = hmac.new(salt, history["seed"].encode("utf-8"), hashlib.sha256).hexdigest()
    assert digest == made["seed_commitment"]
    # and the revealed seed deals the same game (the stateless setup)
    setup = client.post("/v1/games/palace/setup", json={"players": 2, "seed": history["seed"]})
    assert setup.json["state"] == game.encode_state(
        game.setup(2, game.normalize_options(2, None), "7")
    )


# --------------------------------------------------------------------------- B4


DEEP = "@DEEP@"


def nested(depth: int) -> str:
    """JSON text nested `depth` levels (built as text: json.dumps itself gives up at ~1000)."""
    return (
        "".join("[" if i % 2 else '{"a":' for i in range(depth))
        + "1"
        + "".join("]" if i % 2 else "}" for i in reversed(range(depth)))
    )


@pytest.mark.parametrize("depth", [33, 300, 1000])
def test_b4_deep_nesting_is_a_400_on_every_body_endpoint(client: Any, depth: int) -> None:
    made = client.post("/v1/sessions", json=GAME).json
    sid, token = made["id"], made["seats"][0]["token"]
    deep = DEEP
    cases = [
        ("/v1/sessions", {"game": "palace", "players": deep}, {}),
        ("/v1/sessions", {"game": "palace", "players": 2, "options": {"x": deep}}, {}),
        (f"/v1/sessions/{sid}/moves", {"move": deep}, bearer(token)),
        (f"/v1/sessions/{sid}/moves", {"move": {"type": "ready", "x": deep}}, bearer(token)),
        (f"/v1/sessions/{sid}/validate", {"move": deep}, bearer(token)),
    ]
    for game in ("palace", "red_dragon", "dragons", "reds", "dragons_wild"):
        for op in ("legal-moves", "validate", "apply", "view", "score"):
            cases.append(
                (f"/v1/games/{game}/{op}", {"state": {"x": deep}, "seat": 0, "move": deep}, {})
            )
        cases.append((f"/v1/games/{game}/setup", {"players": deep}, {}))
    for path, body, headers in cases:
        r = client.post(
            path,
            data=json.dumps(body).replace(f'"{DEEP}"', nested(depth)),
            content_type="application/json",
            headers={**headers, "Idempotency-Key": "deep"},
        )
        assert r.status_code == 400, (path, r.status_code, r.get_data(as_text=True)[:200])
        assert r.json["code"] in ("request.too_deep", "request.malformed_json"), path
    assert client.get(f"/v1/sessions/{sid}").json["version"] == 0


# --------------------------------------------------------------------------- B5


@pytest.mark.parametrize(
    "sid",
    [
        "abc%7D:idem:K",
        "abc}:idem:K",
        "%7B" + "0" * 32 + "%7D",
        "0" * 31,
        "0" * 33,
        "A" * 32,
        "..%2F..%2Fx",
        "x" * 300,
        "0" * 31 + "%00",
    ],
)
def test_b5_a_crafted_session_id_is_a_404_and_touches_no_key(
    client: Any, redis_client: Any, sid: str
) -> None:
    before = set(redis_client.scan_iter(count=1000))
    for method, path in [
        ("GET", ""),
        ("GET", "/legal-moves"),
        ("GET", "/history"),
        ("GET", "/score"),
        ("GET", "/board.svg"),
        ("GET", "/view.svg"),
        ("DELETE", ""),
        ("POST", "/moves"),
        ("POST", "/validate"),
    ]:
        r = client.open(
            f"/v1/sessions/{sid}{path}",
            method=method,
            json={"move": {"type": "ready"}},
            headers={"Idempotency-Key": "K", "Authorization": "Bearer x"},
        )
        assert r.status_code in (404, 405), (method, path, r.status_code)
        assert r.headers["Content-Type"] == "application/problem+json"
    after = set(redis_client.scan_iter(count=1000))
    assert not {k for k in after - before if b"idem" in k or b"}:" not in k and b"ref:{" in k}


def test_b5_idempotency_keys_never_reach_key_names(client: Any, redis_client: Any) -> None:
    made = client.post("/v1/sessions", json=GAME).json
    key = "}:meta ref:{evil} *"
    r = client.post(
        f"/v1/sessions/{made['id']}/moves",
        json={"move": {"type": "ready"}},
        headers={**bearer(made["seats"][0]["token"]), "Idempotency-Key": key},
    )
    assert r.status_code == 200
    names = b"\n".join(redis_client.scan_iter(count=1000))
    assert b"evil" not in names and key.encode() not in names


# --------------------------------------------------------------------------- B6


def test_b6_sessions_have_ttls_and_say_when_they_expire(redis_url: str, redis_client: Any) -> None:
    app = build_app(
        redis_url, secret_key="t", session_ttl_seconds=5000, finished_session_ttl_seconds=700
    )
    client = app.test_client()
    made = client.post("/v1/sessions", json={"game": "palace", "players": 2, "seed": "ttl"}).json
    sid, tokens = made["id"], [s["token"] for s in made["seats"]]
    assert 4990 <= redis_client.ttl(f"ref:{{{sid}}}:ver") <= 5000
    s = client.get(f"/v1/sessions/{sid}").json
    import time

    assert abs(s["expires_at"] - (time.time() + 5000)) < 30
    for _ in range(2000):
        s = client.get(f"/v1/sessions/{sid}").json
        if s["status"] == "finished":
            break
        seat = s["to_act"][0]
        moves = client.get(f"/v1/sessions/{sid}/legal-moves", headers=bearer(tokens[seat])).json
        client.post(
            f"/v1/sessions/{sid}/moves",
            json={"move": moves["moves"][0]},
            headers=bearer(tokens[seat]),
        )
    assert s["status"] == "finished"
    for part in ("ver", "meta", "snap", "log"):
        assert 0 < redis_client.ttl(f"ref:{{{sid}}}:{part}") <= 700, part
    assert abs(s["expires_at"] - (time.time() + 700)) < 30


def test_b6_a_keyed_finished_game_moves_to_the_finished_listing(
    client: Any, redis_client: Any
) -> None:
    key = new_key(redis_client)
    made = client.post(
        "/v1/sessions", json={"game": "palace", "players": 2, "seed": "f"}, headers=key_hdr(key)
    ).json
    sid, tokens = made["id"], [s["token"] for s in made["seats"]]
    for _ in range(2000):
        s = client.get(f"/v1/sessions/{sid}", headers=key_hdr(key)).json
        if s["status"] == "finished":
            break
        seat = s["to_act"][0]
        moves = client.get(
            f"/v1/sessions/{sid}/legal-moves", headers=key_hdr(key, tokens[seat])
        ).json
        client.post(
            f"/v1/sessions/{sid}/moves",
            json={"move": moves["moves"][0]},
            headers=key_hdr(key, tokens[seat]),
        )
    finished = client.get("/v1/sessions?status=finished", headers=key_hdr(key)).json
    assert [x["id"] for x in finished["sessions"]] == [sid]
    assert client.get("/v1/sessions?status=active", headers=key_hdr(key)).json["sessions"] == []


def test_keys_are_checked_with_the_store_unreachable_as_503(redis_url: str) -> None:
    app = build_app("redis://127.0.0.1:1/0", secret_key="x")
    r = app.test_client().get("/v1/games", headers={"X-API-Key": "rf_0123456789ab_" + "A" * 43})
    assert r.status_code == 503 and r.json["code"] == "store.unavailable"
    assert isinstance(redis_lib.__version__, str)


# --------------------------------------------------------------------------- tenant limits


def test_a_tenant_has_its_own_quotas_and_rates(redis_url: str, redis_client: Any) -> None:
    tenant = f"lim{uuid.uuid4().hex[:8]}"
    key = ApiKeys(redis_client).create(tenant)[1]
    other = new_key(redis_client)
    made = run_keys(
        redis_url,
        "limits",
        "--tenant",
        tenant,
        "--live-sessions",
        "2",
        "--max-body-bytes",
        "300",
        "--rate",
        "creates=3/minute",
    )
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["live_sessions"] == 2
    bad = run_keys(redis_url, "limits", "--tenant", tenant, "--rate", "moves=lots")
    assert bad.returncode == 2
    app = build_app(redis_url, secret_key="x", api_key_cache_seconds=0, rate_limit_enabled=True)
    client = app.test_client()
    ok = [client.post("/v1/sessions", json=GAME, headers=key_hdr(key)) for _ in range(2)]
    assert [r.status_code for r in ok] == [201, 201]
    assert '"creates";q=3;w=60' in ok[0].headers["RateLimit-Policy"]
    r = client.post("/v1/sessions", json=GAME, headers=key_hdr(key))
    assert r.status_code == 403 and r.json["limit"] == 2  # its own live-session quota
    r = client.post("/v1/sessions", json=GAME, headers=key_hdr(key))
    assert r.status_code == 429 and r.json["code"] == "quota.creations"  # its own rate
    # its own body size: 300 bytes (the service's 64 KB for everyone else)
    big = {"game": "palace", "players": ["x" * 60] * 5}
    assert len(json.dumps(big)) > 300
    r = client.post("/v1/sessions", json=big, headers=key_hdr(other))
    assert r.status_code == 201
    r = client.post(
        "/v1/games/palace/setup", json={"players": ["x" * 60] * 5}, headers=key_hdr(key)
    )
    assert r.status_code == 413 and r.json["code"] == "request.too_large"
    assert client.post("/v1/sessions", json=GAME, headers=key_hdr(other)).status_code == 201
    reset = run_keys(redis_url, "limits", "--tenant", tenant, "--reset")
    assert json.loads(reset.stdout)["live_sessions"] is None


def test_open_seats_belong_to_their_tenant_and_secrets_are_stored_hashed(
    client: Any, redis_client: Any
) -> None:
    """A tenant's invite code is no way into its session for another tenant (404, like every
    other request), and neither the code nor a joined seat's token is stored in clear."""
    a, b = new_key(redis_client), new_key(redis_client)
    made = client.post(
        "/v1/sessions", json={"game": "palace", "players": ["Ann", {"open": True}]},
        headers=key_hdr(a),
    ).json
    sid, invite = made["id"], made["invite"]
    join = {"invite": invite, "name": "Bob"}
    listed = client.get("/v1/sessions?status=active", headers=key_hdr(a)).json["sessions"]
    assert [x["status"] for x in listed if x["id"] == sid] == ["waiting"]
    r = client.post(f"/v1/sessions/{sid}/join", json=join, headers=key_hdr(b))
    assert r.status_code == 404 and r.json["code"] == "session.not_found"
    r = client.post(f"/v1/sessions/{sid}/join", json=join)
    assert r.status_code == 404
    r = client.post(f"/v1/sessions/{sid}/join", json=join, headers=key_hdr(a))
    assert r.status_code == 201
    stored = all_values(redis_client)
    assert invite.encode() not in stored and r.json["token"].encode() not in stored
