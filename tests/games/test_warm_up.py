"""A worker loads and plays every engine before it serves (service/games `warm_up`, called by
service/wsgi.py), then freezes what it made: the first requests after a deploy or a worker
restart do not pay the imports and first-use tables (issue 37: a fresh worker's first Dragons
move took ~110 ms), and full collections do not walk the start-up heap."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_wsgi_entry_loads_and_plays_every_engine_before_serving(redis_url: str) -> None:
    games = sorted(p.parent.name for p in (ROOT / "service" / "games").glob("*/rules.py"))
    probe = (
        "import sys\n"
        "import service.wsgi\n"
        f"games = {games!r}\n"  # looked up on disk: asking the registry would load them
        "missing = [g for g in games if f'service.games.{g}.rules' not in sys.modules]\n"
        "import gc\n"
        "print('games', games, 'missing', missing, 'frozen', gc.get_freeze_count() > 10_000)\n"
    )
    env = {**os.environ, "REDIS_URL": redis_url, "WEBHOOK_DISPATCHER": "false",
           "REFEREE_SECRET_KEY": "warm-up-test", "LOG_LEVEL": "warning"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "missing []" in out.stdout, out.stdout
    # and then out of the collector's way: full collections over the worker's start-up heap
    # (modules, engine tables) were the hosted Dragons move's ~110 ms p99 (issue 37)
    assert "frozen True" in out.stdout, out.stdout
    assert "'dragons'" in out.stdout and "'reds'" in out.stdout, out.stdout


def test_warm_up_plays_moves_of_every_game() -> None:
    from service.games import registry, warm_up

    played = warm_up()
    assert set(played) == set(registry())
    assert all(n > 0 for n in played.values()), played
