"""Size: bytes per session in Redis after 50 moves, and the RSS of a worker-like process
after creating 10,000 sessions.

Bytes: a session is created and played with random legal moves through the service layer
(the code behind POST /v1/sessions and POST …/moves, so the move log is written as in
production; no Idempotency-Key), then `MEMORY USAGE <key> SAMPLES 0` is summed over its keys
(meta, ver, snap, log). Target ≤ 8 KB. A game that ends before 50 moves is replayed with
other seeds (up to 8) and the longest is reported.

RSS: a fresh interpreter builds the app exactly as a gunicorn worker does (`create_app`),
answers one request, then creates N sessions through POST /v1/sessions (Flask test client,
rate limits off), cycling over the games; VmRSS before and after, and Redis `used_memory`
per session.
"""

from __future__ import annotations

import gc
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import redis

from service.games import registry

from . import common
from .engines import configs

ROOT = Path(__file__).resolve().parents[1]
TARGET_BYTES = 8 * 1024
MOVES = 50
WORKER_SESSIONS = {"tiny": 30, "quick": 2000, "full": 10000}


def session_bytes(client: redis.Redis, sid: str) -> dict[str, int]:
    out = {}
    for part in ("meta", "ver", "snap", "log"):
        n = client.memory_usage(f"ref:{{{sid}}}:{part}", samples=0)
        out[part] = int(n or 0)
    return out


def measure_game(svc: Any, client: redis.Redis, game: Any, players: int, moves: int,
                 rng: random.Random) -> dict[str, Any]:
    best: dict[str, Any] | None = None
    for attempt in range(8):
        chain = common.create(svc, game, players, f"size-{game.id}-{players}-{attempt}")
        played = common.advance(svc, game, chain, moves, rng)
        by_key = session_bytes(client, chain.sid)
        row = {"moves": played, "bytes": sum(by_key.values()), "bytes_by_key": by_key,
               "snapshot_json_bytes": len(client.get(f"ref:{{{chain.sid}}}:snap") or b""),
               "seed_attempts": attempt + 1}
        if best is None or played > best["moves"]:
            best = row
        if played >= moves:
            break
    assert best is not None
    return best


def worker_rss(url: str, sessions: int) -> dict[str, Any]:
    """Run in a fresh interpreter: `python -m bench.size --worker N URL`."""
    code = ("import sys, json; from bench.size import _worker; "
            "print(json.dumps(_worker(sys.argv[1], int(sys.argv[2]))))")
    out = subprocess.run([sys.executable, "-c", code, url, str(sessions)], cwd=ROOT,
                         capture_output=True, text=True, timeout=1800)
    if out.returncode != 0:
        return {"error": out.stderr[-1000:]}
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def _worker(url: str, sessions: int) -> dict[str, Any]:
    import time

    from service.api import create_app
    from service.config import Config

    app = create_app(Config(redis_url=url, rate_limit_enabled=False,
                            anon_quota_live_sessions=sessions + 1))
    client = app.test_client()
    games = list(registry().values())
    assert client.get("/v1/games").status_code == 200
    r = redis.Redis.from_url(url)
    gc.collect()
    before = common.rss_mib()
    mem_before = int(r.info("memory")["used_memory"])
    t0 = time.monotonic()
    for i in range(sessions):
        g = games[i % len(games)]
        resp = client.post("/v1/sessions", json={"game": g.id, "players": g.min_players,
                                                  "seed": f"rss-{i}"})
        assert resp.status_code == 201, resp.get_data(as_text=True)[:300]
    seconds = time.monotonic() - t0
    gc.collect()
    after = common.rss_mib()
    mem_after = int(r.info("memory")["used_memory"])
    return {
        "sessions": sessions,
        "games": [g.id for g in games],
        "rss_before_mib": round(before, 1),
        "rss_after_mib": round(after, 1),
        "rss_delta_mib": round(after - before, 1),
        "seconds": round(seconds, 1),
        "redis_bytes_per_new_session": round((mem_after - mem_before) / max(sessions, 1)),
    }


def run(*, mode: str = "full", games: list[str] | None = None, log: Any = print,
        moves: int = MOVES) -> dict[str, Any]:
    rng = random.Random(3)
    rows = []
    with common.RedisServer() as rs:
        svc = common.service(rs.url)
        client = redis.Redis.from_url(rs.url)
        for game in registry().values():
            if games is not None and game.id not in games:
                continue
            for label, players, opts in configs(game):
                row: dict[str, Any] = {"game": game.id, "config": label, "players": players}
                if opts is None:
                    row["error"] = "no options fit"
                else:
                    try:
                        row.update(measure_game(svc, client, game, players,
                                                5 if mode == "tiny" else moves, rng))
                        row["ratio_to_target"] = round(row["bytes"] / TARGET_BYTES, 2)
                        row["verdict"] = "pass" if row["bytes"] <= TARGET_BYTES else "fail"
                    except Exception as exc:  # an engine still being written
                        row["error"] = f"{exc.__class__.__name__}: {exc}"
                log(f"  size: {game.id} {label}: {row.get('bytes', row.get('error'))} bytes "
                    f"after {row.get('moves')} moves")
                rows.append(row)
        n = WORKER_SESSIONS[mode]
        log(f"  size: worker-like process creating {n} sessions…")
        worker = worker_rss(rs.url, n)
        log(f"  size: worker RSS {worker}")
    return {"target_bytes": TARGET_BYTES, "moves": moves, "redis": rs.kind,
            "sessions": rows, "worker": worker, "targets": targets(rows)}


def targets(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Bytes per session ≤ 8 KB: the largest session of every game and player count, as a
    ratio to the target."""
    ok = [r for r in rows if "bytes" in r]
    t: dict[str, Any] = {"name": "bytes per session (largest, all games)",
                         "target": f"≤ 1× {TARGET_BYTES // 1024} KB", "factor": 1.0}
    if not ok:
        t.update(ratio=None, verdict="n/a", reason="no session measured")
        return [t]
    worst = max(ok, key=lambda r: r["bytes"])
    ratio = round(worst["bytes"] / TARGET_BYTES, 2)
    t.update(ratio=ratio, bytes=worst["bytes"], game=worst["game"], players=worst["players"],
             verdict="pass" if worst["bytes"] <= TARGET_BYTES else "fail")
    if len(ok) < len(rows):
        t["reason"] = f"{len(rows) - len(ok)} session(s) not measured"
    return [t]
