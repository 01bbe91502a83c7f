"""Fixtures of the reliability tests: sizes from the environment, the games under test, a real
gunicorn serving the app, private Redis servers, and the figures `make soak` records.

Sizes: every test reads its size with `size(name, short, soak)`. `SOAK=1` (set by
`make soak`) picks the long figure; `RELIABILITY_<NAME>=n` overrides either. The short
figures are what `make test` runs: small, but each still proves its promise.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from service.games import registry
from service.games.base import Game
from tests.reliability.toygame import LEAKY_TOY, TOY

ROOT = Path(__file__).resolve().parents[2]
SOAK = os.environ.get("SOAK", "") not in ("", "0", "false")
FIGURES = Path(os.environ.get("RELIABILITY_FIGURES", ROOT / ".pytest_cache" / "soak-figures.jsonl"))


def size(name: str, short: int, soak: int) -> int:
    raw = os.environ.get(f"RELIABILITY_{name.upper()}")
    if raw:
        return int(raw)
    return soak if SOAK else short


def record(test: str, **figures: Any) -> None:
    """Append a test's figures to the soak figures file (only in soak mode)."""
    if not SOAK:
        return
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    with FIGURES.open("a") as fh:
        fh.write(json.dumps({"test": test, "at": time.time(), **figures}) + "\n")


# --------------------------------------------------------------------------- games


def all_games() -> dict[str, Game]:
    """The registered games plus the toy game (never registered in the catalogue)."""
    return {**registry(), TOY.id: TOY, LEAKY_TOY.id: LEAKY_TOY}


def lookup(game_id: Any) -> Game | None:
    if not isinstance(game_id, str):
        return None
    return all_games().get(game_id)


def race_game() -> Game:
    """Palace when it is there, else the first registered game, else the toy game."""
    games = registry()
    if "palace" in games:
        return games["palace"]
    return next(iter(games.values()), TOY)


@pytest.fixture()
def with_toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Serve the toy games too, for this test only (the catalogue is not touched)."""
    import service.sessions.inputs

    monkeypatch.setattr(service.sessions.inputs, "get_game", lookup)


# --------------------------------------------------------------------------- servers


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Gunicorn:
    """`gunicorn -c service/gunicorn_conf.py` in a subprocess, serving the app with the toy game."""

    conf = "service/gunicorn_conf.py"  # relative to ROOT, or absolute

    def __init__(
        self, redis_url: str, log_path: Path, new_session: bool = False, **env: str
    ) -> None:
        # new_session: the master, its workers and their children in a process group of their
        # own, so that `kill_all` can kill the whole instance at once (a lost pod or machine)
        self.new_session = new_session
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path
        self.env = {
            **os.environ,
            "PORT": str(self.port),
            "REDIS_URL": redis_url,
            "WEB_CONCURRENCY": "3",
            "GUNICORN_THREADS": "4",
            "RATE_LIMIT_ENABLED": "false",
            "REFEREE_SECRET_KEY": "reliability-tests",
            # no webhook dispatcher: these servers share Redis with the webhook tests, whose
            # deliveries a dispatcher here would claim and sign with this server key
            "WEBHOOK_DISPATCHER": "false",
            "ANON_QUOTA_LIVE_SESSIONS": "1000000000",
            "GUNICORN_ACCESSLOG": "-",
            "LOG_LEVEL": "debug",
            "REFEREE_OPENAPI": str(ROOT / "openapi.yaml"),
            # as for the in-process apps (tests/conftest.py): the shared Redis runs beside two
            # xdist workers, other gunicorns and cluster nodes on 2 cores, and a stall past the
            # production 0.5 s would open the breaker (1 s of 503s) in a test about something
            # else (a race test once got 503s so); the Redis fault tests set 0.5 themselves
            "REDIS_SOCKET_TIMEOUT": "2",
            **env,
        }
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 60.0) -> Gunicorn:
        gunicorn = str(Path(sys.executable).parent / "gunicorn")
        self._log = self.log_path.open("ab")
        self.proc = subprocess.Popen(
            [gunicorn, "-c", self.conf, "tests.reliability.toy_wsgi:app"],
            cwd=ROOT,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=self.new_session,
        )
        self.pid = self.proc.pid
        deadline = time.monotonic() + timeout
        while True:
            try:
                if requests.get(self.base + "/readyz", timeout=2).status_code == 200:
                    return self
            except requests.RequestException:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                # never leak the server (nor its port, its workers, their Redis clients): the
                # caller gets no object to stop when start() raises
                text = self.log()[-3000:]
                self.stop()
                raise RuntimeError(f"gunicorn did not become ready:\n{text}")
            time.sleep(0.2)

    def kill_all(self) -> None:
        """kill -9 the whole instance at once: master, workers and their children (needs
        `new_session`)."""
        assert self.new_session and self.proc is not None
        try:
            os.killpg(self.proc.pid, 9)
        except ProcessLookupError:
            pass
        self.proc.wait()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if proc is not None and self.new_session:
            try:  # whatever of its group outlived the master (workers, thinkers)
                os.killpg(proc.pid, 9)
            except (ProcessLookupError, PermissionError):
                pass
        self._log.close()


@pytest.fixture(scope="session")
def gunicorn_server(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Gunicorn]:
    server = Gunicorn(redis_url, tmp_path_factory.mktemp("gunicorn") / "gunicorn.log").start()
    try:
        yield server
    finally:
        server.stop()


def create_session(base: str, game: str, players: int, seed: str, options: Any = None) -> dict:
    body: dict[str, Any] = {"game": game, "players": players, "seed": seed}
    if options is not None:
        body["options"] = options
    r = requests.post(base + "/v1/sessions", json=body, timeout=30)
    assert r.status_code == 201, r.text
    return dict(r.json())


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def option_variants(game: Game) -> list[dict[str, Any]]:
    """The defaults, then each option moved to each of its other allowed values (one at a
    time; integer ranges give their ends)."""
    out: list[dict[str, Any]] = [{}]
    for name, spec in game.options_schema.get("properties", {}).items():
        values: list[Any] = []
        if "enum" in spec:
            values = list(spec["enum"])
        types = spec.get("type")
        types = [types] if isinstance(types, str) else list(types or [])
        if "boolean" in types:
            values += [True, False]
        if "integer" in types and "minimum" in spec and "maximum" in spec:
            lo, hi = int(spec["minimum"]), int(spec["maximum"])
            values += sorted({lo, min(lo + 1, hi), hi})
        out += [{name: v} for v in values if v != spec.get("default")]
    return out


def configs(game: Game, counts: list[int] | None = None) -> list[tuple[int, dict[str, Any]]]:
    """For each player count (all of them by default), the first option set it accepts."""
    from service.games.base import OptionsError

    result = []
    for players in counts or range(game.min_players, game.max_players + 1):
        for options in option_variants(game):
            try:
                game.normalize_options(players, options)
            except OptionsError:
                continue
            result.append((players, options))
            break
    return result


def build_app(redis_url: str, **overrides: Any) -> Any:
    """Like tests.conftest.make_app, but any Config field may be overridden (make_app fixes
    rate_limit_enabled=False and cannot turn the limits on)."""
    from service.api import create_app
    from service.config import Config

    cfg = Config(
        **{
            "redis_url": redis_url,
            "rate_limit_enabled": False,
            # every test client is 127.0.0.1: the per-address quota is tested on its own
            "anon_quota_live_sessions": 10**9,
            **overrides,
        }
    )
    app = create_app(cfg)
    app.config["TESTING"] = True
    return app
