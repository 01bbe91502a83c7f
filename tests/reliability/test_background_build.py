"""`make run` serves at once (issue 32): on a clone whose engines are not compiled yet, the
master serves on the pure-Python build, compiles in the background and reloads the workers
gracefully onto the compiled build when it is ready, saying so in the log and in /readyz.

The compiled build of this tree exists (make test builds it); `REFEREE_NATIVE_BACKGROUND=always`
runs the background build anyway, and a stand-in build command (a short sleep) keeps the
test fast: the switch itself is what is tested."""

from __future__ import annotations

import time
from pathlib import Path

import requests

from service.games import build
from tests.reliability.conftest import Gunicorn


def _engines(base: str) -> str:
    return str(requests.get(base + "/readyz", timeout=10).json()["engines"])


def test_the_workers_switch_to_the_compiled_build_when_it_is_ready(
    redis_url: str, tmp_path: Path
) -> None:
    assert build.compiled_status()[0], "make native first"
    log = tmp_path / "gunicorn.log"
    server = Gunicorn(redis_url, log, WEB_CONCURRENCY="2", REFEREE_NATIVE_BACKGROUND="always",
                      REFEREE_NATIVE_BUILD_COMMAND="sleep 4", LOG_LEVEL="info").start()
    try:
        assert _engines(server.base) == "pure"  # serving at once, on the pure build
        assert requests.get(server.base + "/v1/games", timeout=10).status_code == 200
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
