"""`make run` serves at once (issue 32): on a clone whose engines are not compiled yet, the
master serves on the pure-Python build, compiles in the background and reloads the workers
gracefully onto the compiled build when it is ready, saying so in the log and in /readyz.

The compiled build of this tree exists (make test builds it); `REFEREE_NATIVE_BACKGROUND=always`
runs the background build anyway, and a stand-in build command keeps the test fast: the switch
itself is what is tested. The stand-in ends when the test opens its gate (a file), after it
has seen the pure build serve: a fixed sleep could end before a loaded machine had the server
ready."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from service.games import build
from tests.reliability.conftest import ROOT, Gunicorn


def _engines(base: str) -> str:
    return str(requests.get(base + "/readyz", timeout=10).json()["engines"])


def test_the_workers_switch_to_the_compiled_build_when_it_is_ready(
    redis_url: str, tmp_path: Path
) -> None:
    assert build.compiled_status()[0], "make native first"
    log = tmp_path / "gunicorn.log"
    gate = tmp_path / "build-gate"
    command = f"sh -c 'while [ ! -e {gate} ]; do sleep 0.1; done'"
    server = Gunicorn(redis_url, log, WEB_CONCURRENCY="2", REFEREE_NATIVE_BACKGROUND="always",
                      REFEREE_NATIVE_BUILD_COMMAND=command, LOG_LEVEL="info").start()
    try:
        assert _engines(server.base) == "pure"  # serving at once, on the pure build
        assert requests.get(server.base + "/v1/games", timeout=10).status_code == 200
        gate.touch()  # the build is done
        deadline = time.monotonic() + 60
        seen = set()
        while time.monotonic() < deadline:
            seen.add(_engines(server.base))
            if seen == {"pure", "compiled"} and all(
                _engines(server.base) == "compiled" for _ in range(6)
            ):
                break
            time.sleep(0.2)
        assert _engines(server.base) == "compiled", seen
    finally:
        server.stop()
    text = log.read_text()
    assert "serving on the pure-Python build while the compiled build" in text
    assert "compiled build ready" in text and "reloading the workers" in text


def test_a_failed_background_build_keeps_serving_on_the_pure_build(
    redis_url: str, tmp_path: Path
) -> None:
    log = tmp_path / "gunicorn.log"
    server = Gunicorn(redis_url, log, WEB_CONCURRENCY="1", REFEREE_NATIVE_BACKGROUND="always",
                      REFEREE_NATIVE_BUILD_COMMAND="false", LOG_LEVEL="info").start()
    try:
        time.sleep(3)
        assert _engines(server.base) == "pure"
        assert requests.get(server.base + "/v1/games", timeout=10).status_code == 200
    finally:
        server.stop()
    assert "staying on the pure-Python build" in log.read_text()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead too (nobody reaped it yet)
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"


def _builder_started(tmp_path: Path, server: Gunicorn) -> int:
    marker = tmp_path / "build.pid"
    deadline = time.monotonic() + 30
    while not marker.exists() or not marker.read_text().strip():
        assert time.monotonic() < deadline, server.log()[-2000:]
        time.sleep(0.1)
    return int(marker.read_text())


@pytest.mark.parametrize("how", ["TERM", "KILL"])
def test_the_background_build_stops_with_its_server(
    redis_url: str, tmp_path: Path, how: str
) -> None:
    """Stopping the server (TERM, as Ctrl-C or a process manager does; or kill -9 of the master)
    stops its background build too: nothing goes on compiling on its own, and nothing will
    signal the PID the master had (issue 37: it went on for minutes, then would have sent
    SIGHUP to whatever process had that PID by then)."""
    marker = tmp_path / "build.pid"
    command = f"sh -c 'echo $$ > {marker}; exec sleep 600'"
    log = tmp_path / "gunicorn.log"
    server = Gunicorn(redis_url, log, WEB_CONCURRENCY="1", REFEREE_NATIVE_BACKGROUND="always",
                      REFEREE_NATIVE_BUILD_COMMAND=command, LOG_LEVEL="info").start()
    build_pid = _builder_started(tmp_path, server)
    assert _alive(build_pid)
    assert server.proc is not None
    master = server.proc.pid
    if how == "TERM":
        server.stop()
    else:
        os.kill(master, signal.SIGKILL)
        server.proc.wait(timeout=10)
    deadline = time.monotonic() + 20
    while _alive(build_pid):
        assert time.monotonic() < deadline, f"the build outlived its server ({how})"
        time.sleep(0.1)
    server.stop()


def test_the_builder_signals_its_master_through_a_pidfd_only_while_it_lives(
    tmp_path: Path
) -> None:
    """scripts/native_background.py given a master that exits before the build is done: the
    build is stopped and no signal is sent (a PID could have been reused by then)."""
    master = subprocess.Popen(["sleep", "1"])
    marker = tmp_path / "build.pid"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "native_background.py"), str(master.pid),
         "sh", "-c", f"echo $$ > {marker}; exec sleep 600"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    master.wait()
    assert done.returncode == 1
    assert "the background build is stopped with it" in done.stderr
    assert time.monotonic() - started < 30
    assert not _alive(int(marker.read_text()))
