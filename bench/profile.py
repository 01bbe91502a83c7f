"""Profile of the hosted move-apply path (POST /v1/sessions/{id}/moves) with pyinstrument.

In-process: the app built by `create_app` (rate limits off) against a real Redis, driven by
the Flask test client with planned move chains (as in the HTTP section, one request after
the other). The report lists the functions with the most self time and the share of the
main stages (load, identify, parse, engine apply, view, snapshot encode, save, JSON).
Writes profile_apply.txt (pyinstrument's call tree) beside the results JSON.
"""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path
from typing import Any

from service.store.redis_store import decode_snapshot

from . import common

ROOT = Path(__file__).resolve().parents[1]
MOVES = {"tiny": 20, "quick": 600, "full": 2000}

# stage name → (function name, a fragment of its file path)
STAGES = {
    "load (MGET + orjson + decode_state)": ("load", "service/sessions/service.py"),
    "identify (token hash)": ("identify", "service/sessions/service.py"),
    "engine apply (check + apply_move)": ("apply", "service/games/"),
    "view": ("view", "service/games/"),
    "snapshot (outcome, encode_state, to_act)": ("_snap", "service/sessions/service.py"),
    "save (Lua CAS)": ("save", "service/store/redis_store.py"),
    "request body (marshmallow)": ("load", "service/api/schemas.py"),
    "body hash": ("body_hash", "service/sessions/"),
    "response JSON": ("json_response", "service/api/responses.py"),
}


IO_FUNCTIONS = {"socket.sendall", "socket.recv_into", "socket.recv", "select.poll",
                "poll.poll", "select.select"}


def run(*, mode: str = "full", game: str | None = None, log: Any = print,
        out_dir: Path | None = None) -> dict[str, Any]:
    try:
        from pyinstrument import Profiler
    except ImportError:
        return {"skipped": "pyinstrument is not installed: pip install -e '.[bench]'"}
    from service.api import create_app
    from service.config import Config

    rng = random.Random(5)
    with common.RedisServer() as rs:
        svc = common.service(rs.url)
        g = common.pick_game(game)
        players = common.default_players(g)
        n = MOVES[mode]
        chains = []

        def planned(tag: str) -> list[tuple[str, str, int, dict[str, Any]]]:
            mine = []
            for i in range(max(2, n // 30)):
                chain = common.create(svc, g, players, f"profile-{tag}-{i}")
                common.plan(g, chain, 30, rng)
                mine.append(chain)
            chains.extend(mine)
            out = []
            for step in range(30):
                for c in mine:
                    if len(c.moves) > step:
                        version, seat, move = c.moves[step]
                        out.append((c.sid, c.tokens[seat], version, {"move": move}))
            return out[:n]

        requests = planned("wall")
        cpu_requests = planned("cpu")
        plain_requests = planned("plain")
        app = create_app(Config(redis_url=rs.url, rate_limit_enabled=False))
        client = app.test_client()
        # warm-up: imports, connection pool (a read per session, no state change)
        for c in chains[:3]:
            client.get(f"/v1/sessions/{c.sid}", headers={"Authorization": f"Bearer {c.tokens[0]}"})
        profiler = Profiler(interval=0.0005)
        bad = 0
        profiler.start()
        for sid, token, version, body in requests:
            resp = client.post(f"/v1/sessions/{sid}/moves", json=body,
                               headers={"Authorization": f"Bearer {token}",
                                        "If-Match": f'"{version}"'})
            if resp.status_code != 200:
                bad += 1
        session = profiler.stop()
        text = profiler.output_text(unicode=True, color=False, show_all=False)
        out = (out_dir or ROOT / "bench" / "results") / "profile_apply.txt"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text)
        cpu = cpu_profile(client, cpu_requests)
        ratios = cpu_ratios(rs.url, svc, g, client, plain_requests, rng)
        root = session.root_frame()
        total = root.time
        hot = hotspots(root)
        io = sum(t for f, t in hot if f.split(" ")[0] in IO_FUNCTIONS)
        stages = stage_times(root)
    result = {
        "game": g.id,
        "players": players,
        "requests": len(requests),
        "non200": bad,
        "profiled_seconds": round(total, 3),
        "ms_per_request": round(total / max(len(requests), 1) * 1000, 3),
        "stages_pct": {k: round(v / total * 100, 1) for k, v in stages.items()},
        "cpu_seconds": round(session.cpu_time, 3),
        "socket_io_pct": round(io / total * 100, 1),
        "hotspots": [{"function": f, "self_pct": round(t / total * 100, 1)} for f, t in hot[:12]],
        # the same without the socket waits (Redis round trips), as a share of the rest
        "hotspots_without_io": [
            {"function": f, "self_pct": round(t / (total - io) * 100, 1)}
            for f, t in hot if f.split(" ")[0] not in IO_FUNCTIONS
        ][:15],
        "tree": str(out),
        "cpu": cpu,
        "cpu_ratios": ratios,
    }
    log(f"  profile: {g.id} {len(requests)} moves, {result['ms_per_request']} ms/request")
    return result


def cpu_ratios(url: str, svc: Any, g: Any, client: Any,
               moves: list[tuple[str, str, int, dict[str, Any]]], rng: random.Random
               ) -> dict[str, Any]:
    """CPU time (process_time, no profiler) per request of the API and of the baselines,
    in-process with the Flask test client: a load-resistant proxy for the HTTP ratios, since
    a saturated 2-core server's throughput is CPU-bound. Same bodies as the HTTP section."""
    import os
    import time

    import orjson
    import redis

    # the baseline app reads REDIS_URL when first imported; the variable must not outlive this
    # section (common.RedisServer would take it for a running Redis: later sections got 503s)
    saved = os.environ.get("REDIS_URL")
    os.environ["REDIS_URL"] = url
    try:
        from . import baseline_app
    finally:
        if saved is None:
            del os.environ["REDIS_URL"]
        else:
            os.environ["REDIS_URL"] = saved

    base = baseline_app.app.test_client()
    # stateless bodies: mid-game states of the planned sessions' games
    bodies = []
    for i in range(20):
        chain = common.create(svc, g, common.default_players(g), f"cpu-static-{i}")
        common.advance(svc, g, chain, rng.randint(3, 20), rng)
        acting = sorted(g.to_act(chain.state))
        if acting:
            move = rng.choice(g.legal_moves(chain.state, acting[0]))
            bodies.append({"state": g.encode_state(chain.state), "seat": acting[0],
                           "move": g.encode_move(move)})
    r = redis.Redis.from_url(url)
    sid = moves[0][0]
    meta = orjson.loads(r.get(f"ref:{{{sid}}}:meta"))
    snap = decode_snapshot(r.get(f"ref:{{{sid}}}:snap"))
    doc = orjson.dumps({"v": 0, "meta": meta, "state": snap["state"], "status": snap["status"],
                        "to_act": snap["to_act"]})
    n = len(moves)

    def clock(fn: Any, count: int) -> float:
        for i in range(min(20, count)):  # warm-up (idempotent calls only)
            fn(i, True)
        t0 = time.process_time()
        for i in range(count):
            fn(i, False)
        return (time.process_time() - t0) / count * 1000

    def move(i: int, warm: bool) -> None:
        if warm:
            client.get(f"/v1/sessions/{moves[i][0]}",
                       headers={"Authorization": f"Bearer {moves[i][1]}"})
            return
        sid, token, version, body = moves[i]
        client.post(f"/v1/sessions/{sid}/moves", json=body,
                    headers={"Authorization": f"Bearer {token}", "If-Match": f'"{version}"'})

    def validate(i: int, warm: bool) -> None:
        client.post(f"/v1/games/{g.id}/validate", json=bodies[i % len(bodies)])

    def echo(i: int, warm: bool) -> None:
        base.post("/echo", json=bodies[i % len(bodies)])

    def cas_int(i: int, warm: bool) -> None:
        if not warm:
            base.post(f"/cas/{1_000_000 + i}", json={"move": moves[i][3]["move"]})

    for k in range(n):
        r.set(f"bench:{{{1_000_000 + k}}}:doc", doc, ex=3600)
        r.set(f"bench:{{{1_000_000 + k}}}:ver", "0", ex=3600)
    out = {
        "requests": n,
        "move_apply_cpu_ms": round(clock(move, n), 3),
        "get_cas_cpu_ms": round(clock(cas_int, n), 3),
        "validate_cpu_ms": round(clock(validate, n), 3),
        "echo_cpu_ms": round(clock(echo, n), 3),
    }
    out["move_apply_vs_get_cas"] = round(out["get_cas_cpu_ms"] / out["move_apply_cpu_ms"], 2)
    out["validate_vs_echo"] = round(out["echo_cpu_ms"] / out["validate_cpu_ms"], 2)
    return out


def cpu_profile(client: Any, requests: list[tuple[str, str, int, dict[str, Any]]]
                ) -> dict[str, Any]:
    """The same path under cProfile: CPU per request and the service functions with the most
    cumulative time (µs per request; cProfile's own overhead inflates small functions)."""
    import cProfile
    import pstats
    import time

    prof = cProfile.Profile()
    t0 = time.process_time()
    prof.enable()
    for sid, token, version, body in requests:
        client.post(f"/v1/sessions/{sid}/moves", json=body,
                    headers={"Authorization": f"Bearer {token}", "If-Match": f'"{version}"'})
    prof.disable()
    cpu_s = time.process_time() - t0
    n = max(len(requests), 1)
    stats = pstats.Stats(prof).stats  # type: ignore[attr-defined]
    rows = []
    sock = 0.0
    for (file, line, fn), (_cc, _nc, tt, ct, _callers) in stats.items():
        if fn in ("<method 'sendall' of '_socket.socket' objects>",
                  "<method 'recv_into' of '_socket.socket' objects>"):
            sock += tt
        if "service/" in file and "/bench/" not in file:
            short = file[file.index("service/"):]
            rows.append((f"{fn} ({short}:{line})", ct, tt))
    rows.sort(key=lambda r: -r[1])
    return {
        "requests": len(requests),
        "cpu_ms_per_request": round(cpu_s / n * 1000, 3),
        "socket_ms_per_request": round(sock / n * 1000, 3),
        "service_cumulative_us_per_request": [
            {"function": f, "cum_us": round(ct / n * 1e6, 1), "self_us": round(tt / n * 1e6, 1)}
            for f, ct, tt in rows[:25]
        ],
    }


def _walk(frame: Any) -> Any:
    stack = [frame]
    while stack:
        f = stack.pop()
        yield f
        stack.extend(f.children)


def hotspots(root: Any) -> list[tuple[str, float]]:
    self_time: dict[str, float] = defaultdict(float)
    for f in _walk(root):
        if f.is_synthetic:
            continue
        path = (f.file_path_short or f.file_path or "?")
        key = f"{f.function} ({path}:{f.line_no})"
        self_time[key] += f.total_self_time
    return sorted(self_time.items(), key=lambda kv: -kv[1])


def stage_times(root: Any) -> dict[str, float]:
    """Total time of the outermost call of each stage's function (no double counting of
    recursion)."""
    out: dict[str, float] = {k: 0.0 for k in STAGES}

    def visit(f: Any, inside: frozenset[str]) -> None:
        now = set(inside)
        for stage, (fn, frag) in STAGES.items():
            if stage in inside:
                continue
            if f.function == fn and frag in (f.file_path or ""):
                out[stage] += f.time
                now.add(stage)
        for child in f.children:
            visit(child, frozenset(now))

    visit(root, frozenset())
    return out
