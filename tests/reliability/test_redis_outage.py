"""Redis hung (SIGSTOP), stopped (SIGTERM) or killed (SIGKILL) under a real gunicorn (3
workers × 4 threads) serving many concurrent clients, with rate limits off and on (B2).

Promises, for each fault:
- every /v1 session request (reads, creates, moves, with or without an API key) answers 503
  problem+json `store.unavailable` with `Retry-After` of 1–2 s, fast (95 % within 1 s, the
  median within 0.5 s, none over 3.5 s): no request waits on the dead Redis for long, so 24
  concurrent clients never take all 12 threads;
- `/livez` answers 200 within 1 s throughout (it never touches Redis; one poll of the whole
  outage may take up to 3.5 s, for the scheduler of a loaded test machine);
- `/readyz` answers 503 (`redis: unreachable`, `Retry-After` ≤ 2) while Redis is out, and 200
  again once it is back (after SIGCONT, or a restart on the same data directory);
- the outage is logged, one line per failure kind per interval per worker: a bounded log,
  never a traceback per request;
- nothing is lost or changed: a session played before the outage is byte-for-byte the same
  after it; a move sent during the outage (with an `Idempotency-Key`, whose answer was 503:
  outcome unknown) is applied at most once, and its retry with the same key answers 200.
"""

from __future__ import annotations

import math
import statistics
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import redis
import requests

from service.games.build import ENGINE_BUILD
from service.store.redis_store import decode_log_entry
from tests.harness import canon
from tests.reliability.conftest import Gunicorn, auth, create_session, record, size
from tests.reliability.redis_server import Server
from tests.reliability.toygame import TOY

pytestmark = pytest.mark.xdist_group("redis-outage")

OUTAGE_SECONDS = size("outage_seconds", 3, 20)
CLIENTS = size("outage_clients", 24, 48)
WORKERS = 3
THINK = 0.02  # seconds between two requests of one client
# The service spends at most one Redis timeout (0.5 s) on a request; the bounds below leave
# room for a loaded 2-core test machine (a rare request or probe delayed by the scheduler).
MAX_LATENCY = 3.5  # any one request during the outage
FAST = 1.0  # ≥ 95 % of the /v1 requests, and every /livez but at most one
MEDIAN_LATENCY = 0.5
LIVEZ_WITHIN = FAST
LOG_INTERVAL = 10.0  # guard.DEFAULT_LOG_INTERVAL

UNKNOWN_KEY = "rf_0123456789ab_" + "k" * 43
GENEROUS = "1000000/minute"
ENV = {
    "REDIS_SOCKET_TIMEOUT": "0.5",  # the production timeout, which the bounds below assume
    "WEB_CONCURRENCY": str(WORKERS),
    "GUNICORN_THREADS": "4",
    "GUNICORN_ACCESSLOG": "",  # no access log: the log checks count the service's own lines
    "LOG_REQUESTS": "false",  # nor the request lines (one per request by design)
    "LOG_LEVEL": "info",
    # these tests are about faults, not budgets: budgets no load here can reach (the names
    # of both the flask-limiter settings and the per-tenant limiter's)
    **{
        f"RATE_LIMIT_{name}": GENEROUS
        for name in (
            "DEFAULT", "SESSION", "READS", "MOVES", "CREATES", "STATELESS",
            "ANON_READS", "ANON_MOVES", "ANON_CREATES", "ANON_STATELESS",
        )
    },
}  # fmt: skip


def get(url: str, **kw: Any) -> requests.Response:
    return requests.get(url, timeout=30, **kw)


def post(url: str, **kw: Any) -> requests.Response:
    return requests.post(url, timeout=30, **kw)


def until_served(fn: Any, timeout: float = 20.0) -> requests.Response:
    """A well-behaved client: on 503, wait `Retry-After` and try again."""
    deadline = time.monotonic() + timeout
    while True:
        r = fn()
        if r.status_code != 503:
            return r
        assert time.monotonic() < deadline, f"still 503 after recovery: {r.text}"
        time.sleep(min(2, int(r.headers.get("Retry-After", "1"))))


def play(base: str, session: dict, moves: int) -> None:
    sid = session["id"]
    for _ in range(moves):
        s = get(f"{base}/v1/sessions/{sid}").json()
        seat = s["to_act"][0]
        token = session["seats"][seat]["token"]
        mv = get(f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(token)).json()["moves"][0]
        r = post(
            f"{base}/v1/sessions/{sid}/moves",
            json={"move": mv},
            headers={**auth(token), "If-Match": f'"{s["version"]}"'},
        )
        assert r.status_code == 200, r.text


def raw(rc: redis.Redis, sid: str) -> tuple[Any, ...]:
    k = f"ref:{{{sid}}}"
    return (rc.get(f"{k}:meta"), rc.get(f"{k}:ver"), rc.get(f"{k}:snap"),
            rc.lrange(f"{k}:log", 0, -1))  # fmt: skip


class Outage:
    """Concurrent clients, a /livez poller and a /readyz poller, until `stop` is set."""

    def __init__(self, base: str, a: dict, b: dict, b_move: dict) -> None:
        self.base = base
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.v1: list[tuple[str, int, float, dict[str, str], str]] = []
        self.livez: list[tuple[int, float]] = []
        self.readyz: list[tuple[int, float, dict[str, str], Any]] = []
        self.errors: list[str] = []
        a_token = a["seats"][0]["token"]
        self.ops: list[tuple[str, Any]] = [
            ("read", lambda: get(f"{base}/v1/sessions/{a['id']}")),
            ("legal", lambda: get(f"{base}/v1/sessions/{a['id']}/legal-moves",
                                  headers=auth(a_token))),
            ("history", lambda: get(f"{base}/v1/sessions/{a['id']}/history")),
            ("create", lambda: post(f"{base}/v1/sessions",
                                    json={"game": TOY.id, "players": 2})),
            ("move", lambda: post(f"{base}/v1/sessions/{b['id']}/moves", **b_move)),
            # an API key is checked in Redis too (this one is well-formed, unknown)
            ("keyed", lambda: get(f"{base}/v1/sessions/{a['id']}",
                                  headers={"X-API-Key": UNKNOWN_KEY})),
        ]  # fmt: skip

    def _guard(self, fn: Any) -> Any:
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - a timeout or a reset is a finding
            with self.lock:
                self.errors.append(repr(exc))
            return None

    def client(self, i: int) -> None:
        n = i
        while not self.stop.is_set():
            name, op = self.ops[n % len(self.ops)]
            n += 1
            started = time.monotonic()
            r = self._guard(op)
            took = time.monotonic() - started
            if r is not None:
                with self.lock:
                    self.v1.append((name, r.status_code, took, dict(r.headers), r.text))
            time.sleep(THINK)

    def live(self) -> None:
        while not self.stop.is_set():
            started = time.monotonic()
            r = self._guard(lambda: get(f"{self.base}/livez"))
            if r is not None:
                self.livez.append((r.status_code, time.monotonic() - started))
            time.sleep(0.1)

    def ready(self) -> None:
        while not self.stop.is_set():
            started = time.monotonic()
            r = self._guard(lambda: get(f"{self.base}/readyz"))
            if r is not None:
                self.readyz.append(
                    (r.status_code, time.monotonic() - started, dict(r.headers), r.json())
                )
            time.sleep(0.3)

    def run(self, seconds: float) -> None:
        threads = [threading.Thread(target=self.client, args=(i,)) for i in range(CLIENTS)]
        threads += [threading.Thread(target=self.live), threading.Thread(target=self.ready)]
        for t in threads:
            t.start()
        time.sleep(seconds)
        self.stop.set()
        for t in threads:
            t.join(60)


@pytest.mark.parametrize("limits", ["limits_off", "limits_on"])
@pytest.mark.parametrize("fault", ["hung", "stopped", "killed"])
def test_redis_outage_under_gunicorn(tmp_path: Path, fault: str, limits: str) -> None:
    server = Server(str(tmp_path / "redis"), appendonly=True)
    env = {**ENV, "RATE_LIMIT_ENABLED": "true" if limits == "limits_on" else "false"}
    log_path = tmp_path / "gunicorn.log"
    gun: Gunicorn | None = None
    try:
        gun = Gunicorn(server.url, log_path, **env).start()
        base = gun.base
        rc = redis.Redis.from_url(server.url)

        a = create_session(base, TOY.id, 2, "outage-a")
        play(base, a, 2)
        b = create_session(base, TOY.id, 2, "outage-b")
        a_raw = raw(rc, a["id"])
        a_view = get(f"{base}/v1/sessions/{a['id']}").json()
        a_history = get(f"{base}/v1/sessions/{a['id']}/history").json()
        sb = get(f"{base}/v1/sessions/{b['id']}").json()
        b_seat, b_version = sb["to_act"][0], sb["version"]
        b_token = b["seats"][b_seat]["token"]
        b_legal = get(f"{base}/v1/sessions/{b['id']}/legal-moves", headers=auth(b_token))
        b_move_body = {"move": b_legal.json()["moves"][0]}
        b_move = {
            "json": b_move_body,
            "headers": {
                **auth(b_token), "If-Match": f'"{b_version}"', "Idempotency-Key": "outage-1"
            },
        }

        log_mark = log_path.stat().st_size
        if fault == "hung":
            server.hang()
        elif fault == "stopped":
            server.stop()
        else:
            server.kill()
        outage = Outage(base, a, b, b_move)
        outage.run(OUTAGE_SECONDS)
        if fault == "hung":
            server.resume()
        else:
            server.restart()
        started = time.monotonic()
        while get(f"{base}/readyz").status_code != 200:
            assert time.monotonic() - started < 20, "not ready again after Redis returned"
            time.sleep(0.1)
        # the worker that answered is ready; the others' breakers may stay open up to 1 s
        # after their last failure (REDIS_BREAKER_SECONDS): a client would follow Retry-After
        time.sleep(1.5)

        # ---- during the outage
        assert not outage.errors, outage.errors[:5]
        assert len(outage.v1) > CLIENTS, "the load did not run"
        bad = [
            (name, status, text[:200])
            for name, status, _, headers, text in outage.v1
            if status != 503
            or headers.get("Content-Type") != "application/problem+json"
            or '"code":"store.unavailable"' not in text.replace(" ", "")
            or not 1 <= int(headers.get("Retry-After", "0")) <= 2
        ]
        assert not bad, bad[:5]
        latencies = [took for _, _, took, _, _ in outage.v1]
        slow = [(name, round(took, 3)) for name, _, took, _, _ in outage.v1 if took >= FAST]
        assert max(latencies) < MAX_LATENCY, slow
        assert len(slow) <= 0.05 * len(latencies), slow
        assert statistics.median(latencies) < MEDIAN_LATENCY, statistics.median(latencies)
        assert outage.livez and all(s == 200 for s, _ in outage.livez), outage.livez
        livez = sorted(t for _, t in outage.livez)
        slowest_livez = livez[-1]
        assert livez[-1] < MAX_LATENCY and (len(livez) < 2 or livez[-2] < LIVEZ_WITHIN), livez
        assert outage.readyz
        for status, took, headers, body in outage.readyz:
            assert status == 503 and body == {"status": "unavailable", "redis": "unreachable",
                                           "engines": ENGINE_BUILD}
            assert 1 <= int(headers["Retry-After"]) <= 2
            assert took < MAX_LATENCY

        # ---- nothing lost, nothing changed
        assert raw(rc, a["id"]) == a_raw, "the session played before the outage changed"
        assert until_served(lambda: get(f"{base}/v1/sessions/{a['id']}")).json() == a_view
        assert get(f"{base}/v1/sessions/{a['id']}/history").json() == a_history
        # the move sent during the outage: applied at most once; its retry answers 200
        version_now = get(f"{base}/v1/sessions/{b['id']}").json()["version"]
        assert version_now in (b_version, b_version + 1)
        for _ in range(2):
            retried = until_served(lambda: post(f"{base}/v1/sessions/{b['id']}/moves", **b_move))
            assert retried.status_code == 200, retried.text
            assert retried.json()["version"] == b_version + 1
        log = [decode_log_entry(x) for x in rc.lrange(f"ref:{{{b['id']}}}:log", 0, -1)]
        assert [e["v"] for e in log] == list(range(1, b_version + 2)), "applied twice or lost"
        assert log[-1]["seat"] == b_seat and canon(log[-1]["move"]) == canon(b_move_body["move"])
        history = get(f"{base}/v1/sessions/{b['id']}/history").json()
        assert len(history["entries"]) == b_version + 1
        # and the service plays on
        play(base, a, 1)
        create_session(base, TOY.id, 2, "after-outage")

        # ---- the log: the outage said once per kind and interval, no traceback
        log_text = log_path.read_bytes()[log_mark:].decode(errors="replace")
        assert "Traceback" not in log_text, log_text[:3000]
        assert "redis unavailable: " in log_text, log_text[:3000]
        assert "redis available again" in log_text, log_text[:3000]
        store_lines = [ln for ln in log_text.splitlines() if "redis" in ln.lower()]
        per_kind = 2 + math.ceil((OUTAGE_SECONDS + 20) / LOG_INTERVAL)  # first, counts, end
        bound = WORKERS * (2 * per_kind + 1)  # two kinds at most (timeouts, connection)
        assert len(store_lines) <= bound, store_lines
        assert len(log_text) < 200 * bound + 2000, len(log_text)
        record(
            "redis_outage",
            fault=fault,
            limits=limits,
            requests=len(outage.v1),
            max_latency_s=round(max(latencies), 3),
            median_latency_s=round(statistics.median(latencies), 4),
            slowest_livez_s=round(slowest_livez, 3),
            log_lines=len(store_lines),
            log_bytes=len(log_text),
        )
    finally:
        server.resume()
        if gun is not None and gun.proc is not None:
            gun.stop()
        server.stop()
