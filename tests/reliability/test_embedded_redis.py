"""The embedded Redis of `make run` (no REDIS_URL), with real processes.

Promises: the data directory (REFEREE_DATA_DIR, by default `.referee-data/` in the project)
survives a restart, so every session is still there; the server has a `maxmemory` with the
`noeviction` policy, so a full store refuses writes and never evicts a live session; killing
only the gunicorn master (SIGKILL) stops its redis-server within seconds (prctl on Linux, a
watchdog where prctl is missing); and a data directory never has two redis-servers: a second
start waits for the first to go, takes over an orphan whose owner is dead, and otherwise
fails with a message that names the directory and the processes.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
import requests

from service.store.embedded import DataDirInUse, EmbeddedRedis
from tests.reliability.conftest import ROOT, Gunicorn, create_session

STOP_WITHIN = 10.0  # seconds for a redis-server to exit once its owner is killed


class EmbeddedService(Gunicorn):
    """The real gunicorn configuration with no REDIS_URL: it starts its own Redis."""

    def __init__(self, log_path: Path, conf: str | None = None, **env: str) -> None:
        super().__init__("", log_path, WEB_CONCURRENCY="2", GUNICORN_THREADS="2", **env)
        if conf:
            self.conf = conf
        STARTED.append(self)


def redis_servers_on(data_dir: Path) -> list[int]:
    """The pids of live redis-server processes working in `data_dir` (redis-server changes
    to its `--dir` and rewrites its command line, so the directory is its cwd)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            comm = (entry / "comm").read_text().strip()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
            cwd = os.readlink(entry / "cwd")
        except OSError:
            continue
        if comm == "redis-server" and state != "Z" and cwd == str(data_dir):
            pids.append(int(entry.name))
    return pids


def socket_of(data_dir: Path) -> str:
    """The Unix socket of the server on `data_dir`, as its lock file records it (a long
    directory name gets a short socket path elsewhere)."""
    return str(json.loads((data_dir / "redis.lock").read_text())["socket"])


def listening(port: int) -> bool:
    """Whether anything accepts connections on 127.0.0.1:`port`."""
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


def wait_until(condition: object, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.1)
    return False


STARTED: list[Gunicorn | subprocess.Popen[str]] = []  # what a test started
DATA_DIRS: list[Path] = []


@pytest.fixture(autouse=True)
def cleanup() -> Iterator[None]:
    """After each test, even a failed one: stop what it started, then kill any redis-server
    left on its data directories."""
    yield
    while STARTED:
        started = STARTED.pop()
        if isinstance(started, Gunicorn):
            if getattr(started, "_log", None) is not None:
                started.stop()
        else:
            started.kill()
            started.wait()
    while DATA_DIRS:
        for pid in redis_servers_on(DATA_DIRS.pop()):
            os.kill(pid, signal.SIGKILL)


@pytest.fixture()
def data_dir(tmp_path: Path) -> Path:
    DATA_DIRS.append(tmp_path / "data")
    return tmp_path / "data"


def test_the_default_data_directory_keeps_sessions_across_a_restart(tmp_path: Path) -> None:
    """`make run` without REDIS_URL or REFEREE_DATA_DIR: data in `.referee-data/` beside
    `service/` (here a copy of the project's gunicorn configuration in a temporary project)."""
    project = tmp_path / "project"
    (project / "service").mkdir(parents=True)
    conf = project / "service" / "gunicorn_conf.py"
    shutil.copy(ROOT / "service" / "gunicorn_conf.py", conf)
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_DATA_DIR"}
    log = tmp_path / "gunicorn.log"
    service = EmbeddedService(log, conf=str(conf))
    service.env = {**env, **{k: v for k, v in service.env.items() if k != "REFEREE_DATA_DIR"}}
    default_dir = project / ".referee-data"
    DATA_DIRS.append(default_dir)
    service.start()
    try:
        session = create_session(service.base, "toy_cards", 2, "durable")
        assert redis_servers_on(default_dir), service.log()[-2000:]
        client = redis.Redis(unix_socket_path=socket_of(default_dir))
        assert client.config_get("maxmemory")["maxmemory"] == str(256 * 1024 * 1024)
        assert client.config_get("maxmemory-policy")["maxmemory-policy"] == "noeviction"
        assert client.config_get("appendonly")["appendonly"] == "yes"
    finally:
        service.stop()
    assert not redis_servers_on(default_dir)
    service.start()
    try:
        r = requests.get(f"{service.base}/v1/sessions/{session['id']}", timeout=10)
        assert r.status_code == 200, r.text
        assert r.json()["id"] == session["id"]
    finally:
        service.stop()


def test_killing_the_master_stops_redis_and_a_restart_takes_over(
    tmp_path: Path, data_dir: Path
) -> None:
    service = EmbeddedService(tmp_path / "gunicorn.log", REFEREE_DATA_DIR=str(data_dir))
    service.start()
    session = create_session(service.base, "toy_cards", 2, "killed")
    (pid,) = redis_servers_on(data_dir)
    assert service.proc is not None
    service.proc.send_signal(signal.SIGKILL)
    service.proc.wait()
    service.stop()
    assert wait_until(lambda: not redis_servers_on(data_dir), STOP_WITHIN), (
        f"redis-server {pid} outlived its gunicorn master by {STOP_WITHIN} s"
    )
    # the orphaned workers notice their parent is gone and stop serving; until they do,
    # they hold the port, and a restart on it would be answered by them, not by it
    assert wait_until(lambda: not listening(service.port), 3 * STOP_WITHIN), (
        "the workers of a killed master still listen"
    )
    service.start()  # the same directory: the session is there, on one server
    try:
        assert len(redis_servers_on(data_dir)) == 1
        r = requests.get(f"{service.base}/v1/sessions/{session['id']}", timeout=10)
        assert r.status_code == 200, r.text
    finally:
        service.stop()


def test_a_second_service_on_a_live_data_directory_refuses_to_start(
    tmp_path: Path, data_dir: Path
) -> None:
    first = EmbeddedService(tmp_path / "first.log", REFEREE_DATA_DIR=str(data_dir)).start()
    try:
        second = EmbeddedService(tmp_path / "second.log", REFEREE_DATA_DIR=str(data_dir))
        with pytest.raises(RuntimeError, match="did not become ready"):
            second.start(timeout=60)
        second.stop()
        assert f"data directory {data_dir} is in use" in second.log()
        assert len(redis_servers_on(data_dir)) == 1
        assert requests.get(first.base + "/readyz", timeout=10).status_code == 200
    finally:
        first.stop()


def test_two_starts_on_one_directory_never_run_two_servers(data_dir: Path) -> None:
    first = EmbeddedRedis(str(data_dir)).start()
    try:
        with pytest.raises(DataDirInUse) as refused:
            EmbeddedRedis(str(data_dir)).start(timeout=2)
        assert str(data_dir) in str(refused.value)
        assert str(first.process.pid if first.process else "") in str(refused.value)
        assert redis_servers_on(data_dir) == [first.process.pid if first.process else 0]
    finally:
        first.stop()
    # racing starts in three processes: exactly one wins
    owners = [start_owner(data_dir, pdeathsig=True, wait=False) for _ in range(3)]
    try:
        results = [json.loads(o.stdout.readline()) for o, _ in owners if o.stdout]
        assert sorted("error" in r for r in results) == [False, True, True], results
        assert len(redis_servers_on(data_dir)) == 1
    finally:
        for o, _ in owners:
            o.kill()
            o.wait()


def test_a_stopped_server_frees_its_directory_at_once(data_dir: Path) -> None:
    server = EmbeddedRedis(str(data_dir)).start()
    redis.Redis.from_url(server.url).set("k", "v")
    server.stop()
    again = EmbeddedRedis(str(data_dir)).start(timeout=3)
    try:
        assert redis.Redis.from_url(again.url).get("k") == b"v"
    finally:
        again.stop()


OWNER = """
import json, sys, time
from service.store.embedded import EmbeddedRedis
EmbeddedRedis.use_pdeathsig = {pdeathsig}
try:
    server = EmbeddedRedis(sys.argv[1]).start(timeout=3)
except RuntimeError as exc:
    print(json.dumps({{"error": str(exc)}}))
    sys.exit(0)
watchdog = getattr(server, "_watchdog", None)
print(json.dumps({{"redis": server.process.pid, "watchdog": watchdog and watchdog.pid}}))
sys.stdout.flush()
time.sleep(600)
"""


def start_owner(
    data_dir: Path, pdeathsig: bool, wait: bool = True
) -> tuple[subprocess.Popen[str], dict]:
    """A Python process that starts an embedded Redis and sleeps (`wait`: and what it
    printed: the pids of its server and watchdog, or the error)."""
    script = textwrap.dedent(OWNER.format(pdeathsig=pdeathsig))
    owner = subprocess.Popen(
        [sys.executable, "-c", script, str(data_dir)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    STARTED.append(owner)
    assert owner.stdout is not None
    return owner, json.loads(owner.stdout.readline()) if wait else {}


@pytest.mark.parametrize("pdeathsig", [True, False], ids=["prctl", "watchdog"])
def test_an_owner_killed_with_sigkill_takes_its_server_along(
    data_dir: Path, pdeathsig: bool
) -> None:
    owner, pids = start_owner(data_dir, pdeathsig)
    assert redis_servers_on(data_dir) == [pids["redis"]]
    owner.kill()
    owner.wait()
    assert wait_until(lambda: not redis_servers_on(data_dir), STOP_WITHIN)


def test_an_orphan_whose_owner_died_is_taken_over(data_dir: Path) -> None:
    """No prctl and the watchdog killed too: the next start shuts the orphan down (after its
    AOF is written) and starts on the directory, with the data."""
    owner, pids = start_owner(data_dir, pdeathsig=False)
    redis.Redis(unix_socket_path=socket_of(data_dir)).set("k", "kept")
    os.kill(pids["watchdog"], signal.SIGKILL)
    owner.kill()
    owner.wait()
    time.sleep(0.5)
    assert redis_servers_on(data_dir) == [pids["redis"]]  # an orphan, still running
    server = EmbeddedRedis(str(data_dir)).start(timeout=60)  # a loaded machine: be patient
    try:
        assert redis_servers_on(data_dir) == [server.process.pid if server.process else 0]
        assert redis.Redis.from_url(server.url).get("k") == b"kept"
    finally:
        server.stop()


def test_a_full_store_refuses_writes_and_keeps_live_sessions(
    tmp_path: Path, data_dir: Path
) -> None:
    service = EmbeddedService(
        tmp_path / "gunicorn.log", REFEREE_DATA_DIR=str(data_dir), REFEREE_REDIS_MAXMEMORY="8mb"
    ).start()
    try:
        session = create_session(service.base, "toy_cards", 2, "full")
        client = redis.Redis(unix_socket_path=socket_of(data_dir))
        with pytest.raises(redis.exceptions.OutOfMemoryError):
            for i in range(1024):  # up to 64 MB
                client.set(f"ballast:{i}", b"x" * 65536)
        r = requests.get(f"{service.base}/v1/sessions/{session['id']}", timeout=10)
        assert r.status_code == 200, r.text
        assert client.info("stats")["evicted_keys"] == 0
    finally:
        service.stop()


def test_a_data_directory_with_a_long_path_gets_a_short_socket(tmp_path: Path) -> None:
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    DATA_DIRS.append(deep)
    server = EmbeddedRedis(str(deep)).start()
    try:
        assert len(server.socket) <= 100 and socket_of(deep) == server.socket
        assert redis.Redis.from_url(server.url).ping()
    finally:
        server.stop()


def test_a_reload_keeps_what_the_master_stops_on_exit(tmp_path: Path, data_dir: Path) -> None:
    """gunicorn executes its configuration again on SIGHUP (the automatic reload onto the
    compiled build, an operator's reload) into fresh globals: the master still stops the
    embedded Redis and removes the workers' metrics directory when it exits (issue 38)."""
    service = EmbeddedService(tmp_path / "gunicorn.log", REFEREE_DATA_DIR=str(data_dir))
    service.env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # the master makes one of its own
    service.start()
    try:
        found = re.search(r"multiprocess files in (\S+)", service.log())
        assert found, service.log()[-2000:]
        metrics = Path(found.group(1))
        assert metrics.is_dir()
        assert service.proc is not None
        booted = service.log().count("Booting worker")
        service.proc.send_signal(signal.SIGHUP)
        assert wait_until(lambda: service.log().count("Booting worker") >= booted + 2, 60), (
            service.log()[-2000:]
        )
        assert requests.get(service.base + "/readyz", timeout=10).status_code == 200
        assert metrics.is_dir() and redis_servers_on(data_dir)
    finally:
        service.stop()
    assert wait_until(lambda: not redis_servers_on(data_dir), STOP_WITHIN), (
        "the embedded Redis outlived a master that had reloaded"
    )
    assert not metrics.exists(), "the metrics directory outlived a master that had reloaded"
