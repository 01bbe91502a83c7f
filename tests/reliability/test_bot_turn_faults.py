"""Bot turns through the faults of issue 36, on real gunicorns and a real (private) Redis:
SIGHUP to the master (a reload), kill -9 of the worker that holds a bot's turn, and kill -9 of
a whole instance of two (two gunicorns on one Redis), while expert bots think, in a bots-only
session and in a session of a person (this test, playing through HTTP) against an expert.

Each test proves, for both sessions:
- the game goes on: no wait on a bot longer than the documented recovery bound
  (service/sessions/turns.py `recovery_bound`, docs/bots.md), with the other sessions'
  searches ahead of it for a thinker, plus `SLACK` (this 2-core machine is shared; a reload
  also waits for the new workers to start), and every bots-only game ends;
- no bot move twice, no move lost: the history's versions are 1..n, each once, and every move
  the person made is in it at the version its answer named.

Short figures for `make test` (level 6, a short lease, one bots-only session); `SOAK=1`: level
8, the default lease, six bots-only sessions (Dragons, Reds, Palace) as in the issue's run.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import requests

from service import bots as bot_lib
from tests.reliability.conftest import SOAK, Gunicorn, auth, record, size
from tests.reliability.redis_server import Server

LEVEL = size("bot_level", 6, 8)
BOTS_ONLY = size("bot_sessions", 1, 6)  # bots-only sessions: Dragons, then Reds, Palace, ...
LEASE = 3.0 if not SOAK else 10.0  # BOT_TURN_LEASE_SECONDS: the margin over the safety net
POLL = 0.5
SLACK = 15.0
ENV = {
    "WEB_CONCURRENCY": "2",
    "GUNICORN_THREADS": "4",
    "BOT_THINKERS": "1",
    "BOT_TURN_LEASE_SECONDS": str(LEASE),
    "BOT_TURN_POLL_SECONDS": str(POLL),
    "LOG_LEVEL": "info",
}
LEASES = "ref:bots:{turns}:lease"


def bound(level: int) -> float:
    """`recovery_bound(level)` under this module's settings, plus the searches that may be
    ahead of the turn's for its worker's one thinker: every other session's (docs/bots.md)."""
    from service.bots.expert import LEVELS

    net = LEVELS[level][2]
    return max(2.0, LEASE) + POLL + net + 1.0 + BOTS_ONLY * net


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    server = Server(str(tmp_path_factory.mktemp("bot-turns-redis")))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture()
def db(redis_server: Server) -> redis.Redis:
    return redis.Redis.from_url(redis_server.url)


def _start(redis_server: Server, tmp_path: Path, name: str, **extra: Any) -> Gunicorn:
    return Gunicorn(redis_server.url, tmp_path / f"{name}.log", **{**ENV, **extra}).start(120)


def create(base: str, game: str, players: list[Any], seed: str) -> dict[str, Any]:
    r = requests.post(base + "/v1/sessions",
                      json={"game": game, "players": players, "seed": seed}, timeout=30)
    assert r.status_code == 201, r.text
    return dict(r.json())


def holder(db: redis.Redis, sid: str) -> int | None:
    """The pid of the worker whose runner holds the session's bot turn, if one does."""
    got = db.hget(LEASES, sid)
    return int(got.decode().split(".")[0]) if got else None


def turn_record(db: redis.Redis, base: str | None, sid: str) -> dict[str, Any]:
    """What Redis and the API say of a session's bot turn (for a failure's message)."""
    got: dict[str, Any] = {
        key: db.zscore(f"ref:bots:{{turns}}:{key}", sid) for key in ("due", "late")
    }
    got["again"] = bool(db.sismember("ref:bots:{turns}:again", sid))
    got["now_ms"] = int(time.time() * 1000)
    if base is not None:
        body = requests.get(f"{base}/v1/sessions/{sid}", timeout=10).json()
        got.update(status=body["status"], version=body["version"], to_act=body["to_act"])
    return got


def wait_holder(db: redis.Redis, sid: str, seconds: float = 30.0, base: str | None = None) -> int:
    """The pid of the worker that holds the session's bot turn, once one does."""
    pid = holder_or_end(db, sid, seconds, base, ended=False)
    assert pid is not None
    return pid


def holder_or_end(db: redis.Redis, sid: str, seconds: float = 30.0, base: str | None = None,
                  ended: bool = True) -> int | None:
    """`wait_holder`, or None if the game ends first (`ended`, with `base` to ask): a quick
    bots-only game may end between two faults, and then no runner holds it again."""
    deadline = time.monotonic() + seconds
    while True:
        pid = holder(db, sid)
        if pid is not None:
            return pid
        if ended and base is not None and turn_record(db, base, sid)["status"] != "active":
            return None
        assert time.monotonic() < deadline, (
            f"no runner took session {sid}'s bot turn", turn_record(db, base, sid))
        time.sleep(0.01 if not ended else 0.05)


class Watcher(threading.Thread):
    """Polls a session through whichever base answers; records the longest time its version
    stood still while the game waited on a bot."""

    def __init__(self, bases: list[str], sid: str, person: int | None = None) -> None:
        super().__init__(daemon=True)
        self.bases, self.sid, self.person = bases, sid, person
        self.longest = 0.0
        self.status = "active"
        self.version = 0
        self.stop = threading.Event()

    def get(self) -> dict[str, Any] | None:
        for base in self.bases:
            try:
                r = requests.get(f"{base}/v1/sessions/{self.sid}", timeout=5)
                if r.status_code == 200:
                    return dict(r.json())
            except requests.RequestException:
                continue
        return None

    def run(self) -> None:
        since = time.monotonic()
        while not self.stop.is_set():
            body = self.get()
            now = time.monotonic()
            if body is not None:
                waits_on_bot = body["status"] == "active" and (
                    self.person is None or self.person not in body["to_act"]
                )
                if body["version"] != self.version or not waits_on_bot:
                    since = now
                self.version, self.status = body["version"], body["status"]
                self.longest = max(self.longest, now - since)
                if body["status"] != "active":
                    return
            time.sleep(0.1)


class Person(threading.Thread):
    """Plays seat 0 through HTTP, as an app would (greedy's move from the listed ones)."""

    def __init__(self, bases: list[str], created: dict[str, Any]) -> None:
        super().__init__(daemon=True)
        self.bases, self.sid = bases, created["id"]
        self.token = created["seats"][0]["token"]
        self.game = created["game"]
        self.moves: list[tuple[int, Any]] = []  # (version its answer named, move)
        self.error: str | None = None
        self.stop = threading.Event()

    def call(self, method: str, path: str, **kw: Any) -> requests.Response:
        last: Exception | None = None
        headers = {**auth(self.token), **kw.pop("headers", {})}
        for _ in range(100):
            for base in self.bases:
                try:
                    return requests.request(method, base + path, headers=headers,
                                            timeout=30, **kw)
                except requests.RequestException as exc:
                    last = exc
            time.sleep(0.1)
        raise AssertionError(f"no instance answers: {last}")

    def run(self) -> None:
        rng = random.Random(0)
        greedy = bot_lib.get_bot(self.game, "greedy")
        path = f"/v1/sessions/{self.sid}"
        try:
            while not self.stop.is_set():
                body = self.call("GET", path).json()
                if body["status"] != "active":
                    return
                if 0 not in body["to_act"]:
                    time.sleep(0.05)
                    continue
                listed = self.call("GET", path + "/legal-moves").json()["moves"]
                move, _ = greedy.choose(body["view"], listed, rng)
                move = move if move is not None else listed[0]
                r = self.call("POST", path + "/moves", json={"move": move},
                              headers={"If-Match": str(body["version"])})
                if r.status_code in (409, 412):
                    continue  # a bot moved in between (simultaneous steps): look again
                assert r.status_code == 200, r.text
                # the move is at the version after the one it was made on
                self.moves.append((body["version"] + 1, move))
        except Exception as exc:  # noqa: BLE001 - reported by the test
            self.error = repr(exc)


def finish(watchers: list[Watcher], person: Person, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    for w in watchers:
        w.join(max(1.0, deadline - time.monotonic()))
    person.join(max(1.0, deadline - time.monotonic()))
    for w in watchers:
        w.stop.set()
    person.stop.set()


def check_history(bases: list[str], sid: str, person: Person | None = None) -> int:
    for base in bases:
        try:
            r = requests.get(f"{base}/v1/sessions/{sid}/history", timeout=30)
            break
        except requests.RequestException:
            continue
    entries = r.json()["entries"]
    versions = [e["version"] for e in entries]
    assert versions == list(range(1, len(entries) + 1)), versions  # none twice, none lost
    if person is not None:
        at = {e["version"]: e for e in entries}
        for version, move in person.moves:
            assert at[version]["seat"] == 0 and at[version]["move"] == move, (version, move)
        assert all(e.get("bot") == "expert" for e in entries if e["seat"] == 1)
    return len(entries)


def sessions(base: str, seed: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Bots-only games (expert against greedy; the first in Dragons, where a search takes
    longest) and a person against an expert in Red Dragon."""
    games = ["dragons", "reds", "palace"]
    bots_only = [
        create(base, games[i % 3], [{"bot": "expert", "level": LEVEL}, {"bot": "greedy"}],
               f"{seed}-{i}")
        for i in range(BOTS_ONLY)
    ]
    versus = create(base, "red_dragon", ["Ann", {"bot": "expert", "level": LEVEL}], seed)
    return bots_only, versus


def run_games(
    bases: list[str], seed: str, fault: Any, db: redis.Redis | None, name: str
) -> dict[str, float]:
    bots_only, versus = sessions(bases[0], seed)
    watchers = [Watcher(bases, b["id"]) for b in bots_only]
    watch_p = Watcher(bases, versus["id"], person=0)
    person = Person(bases, versus)
    for t in (*watchers, watch_p, person):
        t.start()
    started = time.monotonic()
    fault(bots_only[0]["id"], versus["id"], person)
    finish([*watchers, watch_p], person, 300 if not SOAK else 1800)
    took = time.monotonic() - started
    assert person.error is None, person.error
    limit = bound(LEVEL) + SLACK
    for w in watchers:
        assert w.status == "finished", f"a bots-only game stalled at {w.version}"
        assert w.longest <= limit, (w.longest, limit)
    assert watch_p.status == "finished", f"the person's game stalled at {watch_p.version}"
    assert watch_p.longest <= limit, (watch_p.longest, limit)
    moves = sum(check_history(bases, b["id"]) for b in bots_only)
    moves += check_history(bases, versus["id"], person)
    if db is not None:
        assert db.hlen(LEASES) == 0  # every turn released
    figures = {"longest_wait_bots_only": round(max(w.longest for w in watchers), 2),
               "longest_wait_versus": round(watch_p.longest, 2), "bound": limit,
               "moves": moves, "seconds": round(took, 1)}
    record(name, **figures)
    print(name, figures)
    return figures


def test_a_reload_while_bots_think(redis_server: Server, db: redis.Redis, tmp_path: Path) -> None:
    """SIGHUP twice (gunicorn replaces every worker): the old workers hand their turns back
    as they stop, and the new ones play them."""
    server = _start(redis_server, tmp_path, "reload")
    try:
        def fault(b: str, p: str, person: Person) -> None:
            wait_holder(db, b)
            os.kill(server.pid, signal.SIGHUP)
            time.sleep(3.0)
            if holder_or_end(db, b, base=server.base) is not None:
                os.kill(server.pid, signal.SIGHUP)

        run_games([server.base], "reload", fault, db, "bot_turns_reload")
        assert "handed back: the worker stops" in server.log()
        assert "Exception during worker exit" not in server.log()
    finally:
        server.stop()


def test_a_worker_killed_while_it_holds_bot_turns(
    redis_server: Server, db: redis.Redis, tmp_path: Path
) -> None:
    """kill -9 the worker whose runner holds the bots-only game, then the one that holds the
    expert's reply to the person: their leases run out and the other worker plays on."""
    server = _start(redis_server, tmp_path, "kill-worker")
    killed: list[int] = []
    try:
        def fault(b: str, p: str, person: Person) -> None:
            pid = wait_holder(db, b)
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:  # the expert's reply to one of the moves
                pid = holder(db, p)
                if pid is not None and pid not in killed:
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
                    return
                time.sleep(0.005)

        run_games([server.base], "kill-worker", fault, db, "bot_turns_kill_worker")
        assert len(killed) == 2, "the person's game ended before its bot's turn could be hit"
        metrics = requests.get(server.base + "/metrics", timeout=10).text
        # the turns the killed workers held were taken by another runner once their leases ended
        taken = [line for line in metrics.splitlines()
                 if line.startswith('referee_bot_turn_claims_total{how="due"}')]
        assert taken and float(taken[0].split()[-1]) >= 1, taken
        assert "referee_bot_turns_overdue 0.0" in metrics
    finally:
        server.stop()


def test_an_instance_of_two_killed_while_it_holds_bot_turns(
    redis_server: Server, db: redis.Redis, tmp_path: Path
) -> None:
    """Two instances on one Redis; kill -9 every process of the one whose runner holds the
    games (a lost pod): the other instance's runners take the turns when their leases end."""
    first = _start(redis_server, tmp_path, "first", new_session=True, WEB_CONCURRENCY="1")
    second = _start(redis_server, tmp_path, "second", WEB_CONCURRENCY="1")
    try:
        def fault(b: str, p: str, person: Person) -> None:
            wait_holder(db, b)
            time.sleep(0.5)  # the expert is searching
            first.kill_all()

        run_games([first.base, second.base], "kill-instance", fault, db,
                  "bot_turns_kill_instance")
    finally:
        first.stop()
        second.stop()


def test_make_runs_reload_onto_the_compiled_build_strands_no_game(tmp_path: Path) -> None:
    """The run of issue 36: `make run` (the embedded Redis) serves on the pure build, and the
    background build's SIGHUP reloads the workers while expert bots think."""
    from service.games import build

    assert build.compiled_status()[0], "make native first"
    # the stand-in build ends when the test opens the gate: while the bots think, whatever
    # the machine's load (a fixed sleep could end before the server was even ready)
    gate = tmp_path / "build-gate"
    server = Gunicorn("", tmp_path / "make-run.log", **{
        **ENV, "REFEREE_NATIVE_BACKGROUND": "always",
        "REFEREE_NATIVE_BUILD_COMMAND": f"sh -c 'while [ ! -e {gate} ]; do sleep 0.1; done'",
        "REFEREE_DATA_DIR": str(tmp_path / "data"),
    })
    server.env.pop("REDIS_URL")  # the embedded Redis, as `make run` has it
    server.start(120)
    try:
        def fault(b: str, p: str, person: Person) -> None:
            assert "reloading the workers" not in server.log()
            gate.touch()
            deadline = time.monotonic() + 60
            while "reloading the workers" not in server.log():
                assert time.monotonic() < deadline, "the background build never reloaded"
                time.sleep(0.1)

        run_games([server.base], "make-run", fault, None, "bot_turns_make_run")
        assert "handed back: the worker stops" in server.log()
        assert "Exception during worker exit" not in server.log()
    finally:
        server.stop()


def test_a_gunicorn_that_never_gets_ready_is_not_leaked(tmp_path: Path) -> None:
    """The fixture's start() raising stops what it started (it used to leave it running)."""
    server = Gunicorn("redis://127.0.0.1:1", tmp_path / "never.log")
    with pytest.raises(RuntimeError, match="did not become ready"):
        server.start(timeout=3)
    assert server.proc is None
    with pytest.raises(ProcessLookupError):
        os.kill(server.pid, 0)
