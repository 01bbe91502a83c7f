"""HTTP load: gunicorn with the production config, a real Redis, wrk at 8 and 64 connections.

Both servers run `gunicorn -c service/gunicorn_conf.py` (workers = 2×cores+1 ≤ 8, 4 threads,
gthread) on loopback against the same Redis. The API runs the production code path with the
rate limiter ON (one EVALSHA per request, as in production); only its budgets are raised
(`RATE_LIMIT_ANON_*` = 10^6/second: every request comes from 127.0.0.1, and the per-client
defaults would turn the run into a 429 benchmark), so the run measures the limiter's cost,
not its refusals. The baselines have no limiter. `LOG_LEVEL=warning` for both.

Requests are pre-built and replayed by bench/lua/replay.lua:
- move apply: sessions are created through the service layer (the code behind
  POST /v1/sessions) and a chain of random legal moves is planned per session with the
  engine (deterministic, so the server reaches the same states). Each request is
  `POST /v1/sessions/{id}/moves` with the acting seat's token and `If-Match: "<version>"`
  (no Idempotency-Key). wrk runs one connection per thread (for every endpoint, baselines
  included, so the client side is the same everywhere); each thread owns a disjoint set of
  sessions and issues their moves round-robin, strictly one after the other, so a move is
  sent only after the previous move of its session was answered. The run lasts the same
  duration as the baselines' runs: the sessions hold more moves than MOVE_RATE_CEILING would
  answer in it, so every connection sends moves until the end, as the baselines' connections
  do (an earlier design ran each list to its end, and its last seconds, with fewer
  connections left on fewer workers, counted against the move). A thread whose list runs out
  stops, and the row counts it (`exhausted`, expected 0); non-2xx answers are counted and
  reported (expected: none).
- legal-moves / GET session: mid-game sessions (advanced by random moves through the service
  layer), the acting seat's token; they do not change state, so the list is cycled.
- stateless validate: `POST /v1/games/{game}/validate` with the full state of those
  sessions, the acting seat and one of its legal moves; the echo baseline gets the same
  bodies.
- GET+CAS baseline: `POST /cas/<k>` with a move body, over 1024 documents shaped like a
  session (meta + state of a mid-game session); each wrk thread owns its documents.
- Dragons legal-moves at 190 tiles: GET …/legal-moves of Dragons sessions (200-tile Tantrix
  games) played through the service layer until their board holds ≥ 190 tiles.

Targets (issue 23), each a ratio taken in the same run: move apply ≥ 0.8× GET+CAS and
validate ≥ 0.8× echo (req/s, at 8 and 64 connections); Dragons legal-moves at 190 tiles
≤ 1.5× echo's time per request; the p99 of every API endpoint at 8 connections ≤ 1.5× its
baseline's p99 (`BASELINE_OF`); Redis round trips per move ≤ 2 (`round_trips`, in-process).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import orjson
import redis

from service.store.redis_store import decode_snapshot

from . import common, pyload

ROOT = Path(__file__).resolve().parents[1]
LUA = ROOT / "bench" / "lua" / "replay.lua"

APPLY_VS_CAS = 0.8
VALIDATE_VS_ECHO = 0.8
#: p99 of every API endpoint at 8 connections ≤ this × the p99 of its baseline (same run)
P99_VS_BASELINE = 1.5
#: Dragons legal-moves at a 190-tile position: time per request ≤ this × echo's
DRAGONS_190_VS_ECHO = 1.5
DRAGONS_190_TILES = 190
#: the hosted Dragons move (issue 37), warm workers and freshly started ones: throughput
#: ≥ this × GET+CAS, and p99 at 8 connections ≤ DRAGONS_P99_VS_CAS × GET+CAS's p99
DRAGONS_MOVE_VS_CAS = 0.6
DRAGONS_P99_VS_CAS = 2.0
#: Redis round trips per hosted move (rate limiter on); +1 for a tenant with webhooks
ROUND_TRIPS_PER_MOVE = 2
#: the baseline of each endpoint (for its p99): GET+CAS for the move, echo for the rest
BASELINE_OF = {"moves": "cas", "legal": "echo", "validate": "echo", "get": "echo",
               "dragons_legal_190": "echo"}
BASELINE_NAMES = {"echo": "echo", "cas": "GET+CAS"}
#: the production limiter (one EVALSHA per request), with budgets no run can spend
LIMITER_ON = {
    "RATE_LIMIT_ENABLED": "true",
    **{f"RATE_LIMIT_ANON_{c}": "1000000/second"
       for c in ("MOVES", "READS", "STATELESS", "CREATES", "AUTH_FAILURES")},
}
CAS_DOCS = 1024
#: req/s well above any move rate seen on the bench machines (1,780 at 8 connections on a quiet
#: 2-core run, whose lists sized at 2,500/s ran out): a move run's sessions hold what this rate
#: would answer in the run's duration, so every connection keeps sending moves for the whole
#: run, as the baselines' connections do (`exhausted` in a row says when one did not)
MOVE_RATE_CEILING = 6000

MODES = {
    # duration s, static sessions, moves per chain, planned moves per pool, warm-up s, rounds
    # per_game: planned moves for the move-apply run of every other game (8 connections)
    "tiny": {"duration": 1, "static": 6, "chain": 6, "pool": 200, "warmup": 1, "rounds": 1,
             "per_game": 0},
    "quick": {"duration": 4, "static": 24, "chain": 30, "pool": 3000, "warmup": 1, "rounds": 1,
              "per_game": 0},
    "full": {"duration": 6, "static": 48, "chain": 40, "pool": 6000, "warmup": 2, "rounds": 3,
             "per_game": 2000},
}


def wrk_binary() -> str | None:
    """wrk on PATH, unless BENCH_LOADGEN=python asks for the Python load generator."""
    if os.environ.get("BENCH_LOADGEN") == "python":
        return None
    return shutil.which("wrk")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Gunicorn:
    def __init__(self, app: str, redis_url: str, logdir: Path, name: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ)
        env.update(PORT=str(self.port), REDIS_URL=redis_url, LOG_LEVEL="warning",
                   **LIMITER_ON)
        if not os.environ.get("BENCH_KEEP_ACCESSLOG"):  # debugging only
            env.pop("GUNICORN_ACCESSLOG", None)
        self.log = logdir / f"{name}.log"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", "service/gunicorn_conf.py", app],
            cwd=ROOT, env=env, stdout=self.log.open("wb"), stderr=subprocess.STDOUT,
        )

    def wait(self, path: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.url + path, timeout=2):
                    return
            except urllib.error.HTTPError:
                return  # it answers
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"gunicorn did not start: {self.log.read_text()[-2000:]}"
                    ) from None
                time.sleep(0.2)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=25)
            except subprocess.TimeoutExpired:
                self.proc.kill()


_TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int | None) -> float:
    """CPU seconds (user + system) used so far by process `pid`, its reaped children and its
    live children (gunicorn's master and workers, every thread): 0 when it is gone or None."""
    if pid is None:
        return 0.0

    def stat(p: int | str) -> list[str]:
        try:
            return Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return []

    total = 0
    own = stat(pid)
    if own:  # fields 14-17 of proc(5), counted from the state (field 3) here
        total += sum(int(x) for x in own[11:15])
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        children = []
    for child in children:
        fields = stat(child)
        if fields:
            total += int(fields[11]) + int(fields[12])
    return total / _TICK


def _with_cpu(res: dict[str, Any], server: float, redis_cpu: float) -> dict[str, Any]:
    """`res` with the CPU each request cost the server and Redis (µs, from the run's deltas):
    what the throughput ratios cannot tell apart on one machine (issue 38)."""
    n = res.get("requests") or 0
    if n and "error" not in res:
        res["server_cpu_us"] = round(server * 1e6 / n, 1)
        res["redis_cpu_us"] = round(redis_cpu * 1e6 / n, 1)
    return res


def _line(method: str, path: str, token: str | None = None, if_match: int | None = None,
          body: Any = None) -> str:
    return "\t".join([
        method, path, token or "-", "-" if if_match is None else str(if_match),
        "-" if body is None else orjson.dumps(body).decode(),
    ])


def wrk(binary: str | None, url: str, path: str, file: Path, connections: int, duration: int,
        partition: bool = False, stop: bool = False) -> dict[str, Any]:
    """One wrk run (one connection per thread). With `stop`, every thread stops when its list
    is answered and wrk is interrupted (SIGINT) once all have, so its clock is the real one.
    Without wrk (`binary` None), bench/pyload.py replays the same file the same way."""
    if binary is None:
        return pyload.run(url, file, connections, duration, partition, stop)
    threads = connections
    marker = Path(tempfile.mkdtemp(prefix="wrk-done-")) if stop else None
    cmd = [binary, "-t", str(threads), "-c", str(connections), "-d", f"{duration}s",
           "--timeout", "10s", "-s", str(LUA), url + path, "--", str(file),
           "partition" if partition else "static", "stop" if stop else "-", str(threads),
           str(marker or "")]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    exhausted = 0
    try:
        if marker is not None:
            deadline = time.monotonic() + duration + 5
            while proc.poll() is None and time.monotonic() < deadline:
                if len(list(marker.glob("done.*"))) >= threads:
                    proc.send_signal(signal.SIGINT)
                    break
                time.sleep(0.02)
        stdout, stderr = proc.communicate(timeout=duration * 3 + 60)
        if marker is not None:  # threads whose list ran out before the run's end
            exhausted = len(list(marker.glob("done.*")))
    finally:
        if proc.poll() is None:
            proc.kill()
        if marker is not None:
            shutil.rmtree(marker, ignore_errors=True)
    out = subprocess.CompletedProcess(cmd, proc.returncode, stdout, stderr)
    statuses: dict[str, int] = {}
    for line in out.stdout.splitlines():
        if line.startswith("BENCHSTATUS "):
            statuses = json.loads(line[len("BENCHSTATUS "):])
        if line.startswith("BENCHJSON "):
            raw = json.loads(line[len("BENCHJSON "):])
            secs = raw["duration_us"] / 1e6
            return {
                "rps": round(raw["requests"] / secs, 1) if secs else 0.0,
                "requests": raw["requests"],
                "seconds": round(secs, 2),
                "p50_ms": round(raw["p50_us"] / 1000, 2),
                "p90_ms": round(raw["p90_us"] / 1000, 2),
                "p99_ms": round(raw["p99_us"] / 1000, 2),
                "mean_ms": round(raw["mean_us"] / 1000, 2),
                "max_ms": round(raw["max_us"] / 1000, 2),
                "non2xx": raw["status"],
                "statuses": statuses,
                "socket_errors": raw["connect"] + raw["read"] + raw["write"] + raw["timeout"],
                **({"exhausted": exhausted} if stop else {}),
            }
    return {"error": f"wrk failed (exit {out.returncode}): {(out.stderr or out.stdout)[-500:]}"}


def _move_pool(svc: Any, game: Any, players: int, connections: int, cfg: dict[str, Any],
               rng: random.Random, tag: str, directory: Path, timed: bool = False
               ) -> tuple[Path, int]:
    """Sessions and their planned moves, written as one file per wrk thread; returns the
    file stem and the number of requests. `timed`: for a run of `cfg["duration"]` seconds,
    at least what MOVE_RATE_CEILING would answer in it."""
    threads = connections
    pool = max(cfg["pool"], MOVE_RATE_CEILING * cfg["duration"]) if timed else cfg["pool"]
    n_sessions = max(-(-pool // cfg["chain"]), 2 * connections)
    chains = []
    for i in range(n_sessions):
        chain = common.create(svc, game, players, f"bench-{tag}-{i}")
        common.plan(game, chain, cfg["chain"], rng)
        chains.append(chain)
    stem = directory / f"moves-{tag}"
    total = 0
    for t in range(threads):
        mine = chains[t::threads]
        lines = []
        for step in range(cfg["chain"]):
            for c in (c for c in mine if len(c.moves) > step):
                version, seat, move = c.moves[step]
                lines.append(_line("POST", f"/v1/sessions/{c.sid}/moves", c.tokens[seat],
                                   version, {"move": move}))
        Path(f"{stem}.{t}").write_text("\n".join(lines) + "\n")
        total += len(lines)
    return stem, total


def run(*, mode: str = "full", game: str | None = None, connections: list[int] | None = None,
        duration: float | None = None, log: Any = print) -> dict[str, Any]:
    binary = wrk_binary()
    if binary:
        loadgen = f"wrk ({binary}, bench/lua/replay.lua)"
    elif os.environ.get("BENCH_LOADGEN") == "python":
        loadgen = "python (bench/pyload.py; BENCH_LOADGEN=python)"
    else:
        loadgen = ("python (bench/pyload.py) — FALLBACK: wrk not found (scripts/ensure_wrk.sh "
                   "or `apt-get install -y wrk` for steadier figures)")
    log(f"  http: load generator {loadgen}")
    cfg = dict(MODES[mode])
    if duration:
        cfg["duration"] = max(1, int(duration))
    connections = connections or [8, 64]
    rng = random.Random(1)
    tmp = Path(tempfile.mkdtemp(prefix="referee-bench-"))
    servers: list[Gunicorn] = []
    out: dict[str, Any] | None = None
    try:
        with common.RedisServer() as rs:
            svc = common.service(rs.url)
            g = common.pick_game(game)
            players = common.default_players(g)
            log(f"  http: game {g.id} ({players} players), redis: {rs.kind}")
            # the private server's CPU per request (none counted with an external REDIS_URL)
            process = rs.server.process if rs.server is not None else None
            redis_pid = process.pid if process is not None else None

            # mid-game sessions for the read-only endpoints and the stateless bodies
            static = []
            for i in range(cfg["static"] * 3):
                chain = common.create(svc, g, players, f"bench-static-{i}")
                common.advance(svc, g, chain, rng.randint(3, 20), rng)
                if g.to_act(chain.state):
                    static.append(chain)
                if len(static) >= cfg["static"]:
                    break
            if not static:
                raise RuntimeError(f"no mid-game {g.id} session to read")
            reads: dict[str, list[str]] = {"legal": [], "get": [], "validate": [], "echo": []}
            bodies = []
            for c in static:
                seat = sorted(g.to_act(c.state))[0]
                reads["legal"].append(_line("GET", f"/v1/sessions/{c.sid}/legal-moves",
                                            c.tokens[seat]))
                reads["get"].append(_line("GET", f"/v1/sessions/{c.sid}", c.tokens[seat]))
                move = rng.choice(g.legal_moves(c.state, seat))
                body = {"state": g.encode_state(c.state), "seat": seat,
                        "move": g.encode_move(move)}
                bodies.append(body)
                reads["validate"].append(_line("POST", f"/v1/games/{g.id}/validate", body=body))
                reads["echo"].append(_line("POST", "/echo", body=body))
            dragons190 = _dragons_190(svc, cfg, rng, log)
            if dragons190:
                reads["dragons_legal_190"] = dragons190
            files = {}
            for name, lines in reads.items():
                files[name] = tmp / f"{name}.txt"
                files[name].write_text("\n".join(lines) + "\n")

            # GET+CAS baseline documents: the meta and snapshot of a mid-game session
            client = redis.Redis.from_url(rs.url)
            meta = orjson.loads(client.get(f"ref:{{{static[0].sid}}}:meta"))
            snap = decode_snapshot(client.get(f"ref:{{{static[0].sid}}}:snap"))
            doc = {"v": 0, "meta": meta, "state": snap["state"], "status": snap["status"],
                   "to_act": snap["to_act"]}
            pipe = client.pipeline(transaction=False)
            for k in range(CAS_DOCS):
                pipe.set(f"bench:{{{k}}}:doc", orjson.dumps(doc), ex=3600)
                pipe.set(f"bench:{{{k}}}:ver", "0", ex=3600)
            pipe.execute()
            for c in connections:  # each wrk thread (= connection) owns its documents
                files[f"cas{c}"] = tmp / f"cas-c{c}"
                for t in range(c):
                    Path(f"{files[f'cas{c}']}.{t}").write_text("\n".join(
                        _line("POST", f"/cas/{k}", body={"move": bodies[k % len(bodies)]["move"]})
                        for k in range(t, CAS_DOCS, c)) + "\n")
            doc_bytes = len(orjson.dumps(doc))

            pools = {}
            for r in range(cfg["rounds"]):
                for c in connections:
                    t0 = time.monotonic()
                    pools[c, r] = _move_pool(svc, g, players, c, cfg, rng, f"c{c}r{r}", tmp,
                                             timed=True)
                    log(f"  http: planned {pools[c, r][1]} moves for {c} connections "
                        f"({time.monotonic() - t0:.1f}s)")

            api = Gunicorn("service.wsgi:app", rs.url, tmp, "api")
            servers.append(api)
            base = Gunicorn("bench.baseline_app:app", rs.url, tmp, "baseline")
            servers.append(base)
            api.wait("/livez")
            base.wait("/")
            # warm-up: every worker imports the games and opens its Redis connections lazily
            for srv, name in ((api, "legal"), (api, "validate"), (api, "get"), (base, "echo")):
                wrk(binary, srv.url, "/", files[name], 8, cfg["warmup"])
            # and the GET+CAS baseline (its workers' Redis connections and script)
            c0 = connections[0]
            wrk(binary, base.url, "/", files[f"cas{c0}"], c0, cfg["warmup"], partition=True)

            runs: dict[tuple[str, int], list[dict[str, Any]]] = {}
            plan = [
                ("baseline echo", base, "echo", False),
                ("baseline GET+CAS", base, "cas", False),
                ("session move apply", api, "moves", True),
                ("session legal-moves", api, "legal", False),
                ("stateless validate", api, "validate", False),
                ("GET session", api, "get", False),
            ]
            if "dragons_legal_190" in files:
                plan.append((f"dragons legal-moves at {DRAGONS_190_TILES} tiles", api,
                             "dragons_legal_190", False))
            for r in range(cfg["rounds"]):
                order = plan if r % 2 == 0 else plan[::-1]  # cancel slow drifts
                for c in connections:
                    for label, srv, key, consume in order:
                        cpu0 = cpu_seconds(srv.proc.pid), cpu_seconds(redis_pid)
                        if consume:
                            stem, count = pools[c, r]
                            res = wrk(binary, srv.url, "/", stem, c, cfg["duration"],
                                      partition=True, stop=True)
                            res["planned"] = count
                        elif key == "cas":
                            res = wrk(binary, srv.url, "/", files[f"cas{c}"], c,
                                      cfg["duration"], partition=True)
                        else:
                            res = wrk(binary, srv.url, "/", files[key], c, cfg["duration"])
                        _with_cpu(res, cpu_seconds(srv.proc.pid) - cpu0[0],
                                  cpu_seconds(redis_pid) - cpu0[1])
                        log(f"  http: round {r + 1} {label} c={c}: {res.get('rps')} req/s "
                            f"p50 {res.get('p50_ms')} ms p99 {res.get('p99_ms')} ms "
                            f"non-2xx {res.get('non2xx')} CPU/request server "
                            f"{res.get('server_cpu_us')} µs Redis {res.get('redis_cpu_us')} µs")
                        runs.setdefault((key, c), []).append(res)
            rows = []
            for c in connections:
                for label, _, key, _ in plan:
                    rows.append({"name": label, "key": key, "connections": c,
                                 **aggregate(runs[key, c])})
            cache = state_cache(api.url)
            log(f"  http: state cache {cache}")
            trips = round_trips(rs.url, g, players, rng, log)
            per_game = []
            if cfg["per_game"] and 8 in connections:
                per_game = _per_game(svc, g, cfg, rng, tmp, binary, api, base, files, log)
            dragons_rows: list[dict[str, Any]] = []
            if 8 in connections:
                api.stop()  # its workers are warm: the fresh run starts new ones
                dragons_rows = _dragons_moves(svc, cfg, rng, tmp, binary, rs.url, base, files,
                                              servers, log)
            out = {
                "game": g.id,
                "rounds": cfg["rounds"],
                "players": players,
                "redis": rs.kind,
                "server": "gunicorn -c service/gunicorn_conf.py (rate limiter on, budgets raised)",
                "load_generator": loadgen,
                "load_generator_fallback": binary is None,
                "wrk_threads": "one per connection",
                "duration_s": cfg["duration"],
                "cas_document_bytes": doc_bytes,
                "validate_body_bytes": round(sum(len(orjson.dumps(b)) for b in bodies)
                                             / len(bodies)),
                "rows": rows,
                "targets": (targets(rows, connections) + [trips_target(trips)]
                            + dragons_targets(dragons_rows)),
                "dragons_moves": dragons_rows,
                "baselines_p99_ms": baselines_p99(rows),
                "round_trips": trips,
                "state_cache": cache,
                "per_game": per_game,
            }
            return out
    finally:
        for s in servers:
            s.stop()
        if out is not None:  # what the servers warned of (a 503's cause), read before removal
            out["server_warnings"] = server_warnings([s.log for s in servers])
        shutil.rmtree(tmp, ignore_errors=True)


def server_warnings(logs: list[Path], most: int = 20) -> list[str]:
    """The distinct warning and error lines of the servers' logs (run at LOG_LEVEL=warning,
    so every line is one), each with its count, at most `most`: why a run answered 503s
    (the store unavailable, a breaker open) stays in the report after its logs are gone."""
    counts: dict[str, int] = {}
    for log in logs:
        try:
            text = log.read_text(errors="replace")
        except OSError:
            continue
        for line in text.splitlines():
            if any(w in line for w in ("WARNING", "ERROR", "CRITICAL", "unavailable",
                                       "Traceback", '"level": "warning"', '"level": "error"')):
                key = line.strip()[:300]
                counts[key] = counts.get(key, 0) + 1
    return [f"{n} × {line}" for line, n in sorted(counts.items(), key=lambda kv: -kv[1])][:most]


def state_cache(url: str) -> dict[str, Any]:
    """The API workers' state-cache lookups over the run so far (from /metrics, which sums
    every worker): hits are loads that found the session's state decoded already in the
    worker that answered, misses decoded it from the stored snapshot."""
    try:
        with urllib.request.urlopen(url + "/metrics", timeout=10) as resp:
            text = resp.read().decode()
    except OSError as exc:
        return {"error": str(exc)}
    counts = {"hit": 0.0, "miss": 0.0}
    for line in text.splitlines():
        if line.startswith("referee_state_cache_total{"):
            labels, value = line.rsplit(" ", 1)
            for result in counts:
                if f'result="{result}"' in labels:
                    counts[result] += float(value)
    total = counts["hit"] + counts["miss"]
    return {"hits": int(counts["hit"]), "misses": int(counts["miss"]),
            "hit_rate": round(counts["hit"] / total, 3) if total else None}


def _per_game(svc: Any, main: Any, cfg: dict[str, Any], rng: random.Random, tmp: Path,
              binary: str | None, api: Gunicorn, base: Gunicorn, files: dict[str, Path],
              log: Any) -> list[dict[str, Any]]:
    """Move apply of every other game at 8 connections (one round), each right after a
    GET+CAS baseline run, so every game gets its own ratio."""
    from service.games import registry

    small = dict(cfg, pool=cfg["per_game"])
    out = []
    for gid, game in registry().items():
        if gid == main.id:
            continue
        row: dict[str, Any] = {"game": gid, "players": common.default_players(game)}
        try:
            t0 = time.monotonic()
            stem, count = _move_pool(svc, game, row["players"], 8, small, rng, f"g-{gid}", tmp,
                                     timed=True)
            row["planning_s"] = round(time.monotonic() - t0, 1)
            cas = wrk(binary, base.url, "/", files["cas8"], 8, cfg["duration"], partition=True)
            res = wrk(binary, api.url, "/", stem, 8, cfg["duration"], partition=True,
                      stop=True)
            row.update(planned=count, moves=res, cas=cas)
            if res.get("rps") and cas.get("rps"):
                ratio = res["rps"] / cas["rps"]
                row.update(ratio=round(ratio, 2),
                           verdict="pass" if ratio >= APPLY_VS_CAS else "fail")
                if res.get("p99_ms") and cas.get("p99_ms"):
                    p99_ratio = res["p99_ms"] / cas["p99_ms"]
                    row.update(p99_ratio=round(p99_ratio, 2),
                               p99_verdict="pass" if p99_ratio <= P99_VS_BASELINE else "fail")
        except Exception as exc:  # an engine still being written must not stop the bench
            row["error"] = f"{exc.__class__.__name__}: {exc}"
        log(f"  http: move apply {gid} c=8: {row.get('moves', {}).get('rps')} req/s, "
            f"ratio {row.get('ratio')}")
        out.append(row)
    return out


def aggregate(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The median of each figure over the rounds (and every round's req/s)."""
    ok = [r for r in results if "error" not in r]
    if not ok:
        return {"error": results[-1]["error"]}
    out: dict[str, Any] = {}
    for key in ("rps", "p50_ms", "p90_ms", "p99_ms", "mean_ms", "max_ms"):
        out[key] = round(statistics.median(r[key] for r in ok), 2)
    for key in ("server_cpu_us", "redis_cpu_us"):
        got = [r[key] for r in ok if key in r]
        if got:
            out[key] = round(statistics.median(got), 1)
    for key in ("requests", "non2xx", "socket_errors"):
        out[key] = sum(r[key] for r in ok)
    if any("exhausted" in r for r in ok):
        out["exhausted"] = sum(r.get("exhausted", 0) for r in ok)
    statuses: dict[str, int] = {}
    for r in ok:
        for k, v in r.get("statuses", {}).items():
            statuses[k] = statuses.get(k, 0) + v
    out["statuses"] = statuses
    out["rounds_rps"] = [r["rps"] for r in ok]
    if len(ok) < len(results):
        out["error"] = f"{len(results) - len(ok)} failed round(s)"
    return out


def baselines_p99(rows: list[dict[str, Any]]) -> dict[str, dict[str, float | None]]:
    """The p99 (ms) of each baseline by connection count: {"echo": {"8": …}, "cas": …}."""
    out: dict[str, dict[str, float | None]] = {}
    for r in rows:
        if r["key"] in BASELINE_NAMES:
            out.setdefault(r["key"], {})[str(r["connections"])] = r.get("p99_ms")
    return out


def targets(rows: list[dict[str, Any]], connections: list[int]) -> list[dict[str, Any]]:
    """Every HTTP target of issue 23 as a ratio taken in the same run, with its verdict."""
    by = {(r["key"], r["connections"]): r for r in rows}
    out: list[dict[str, Any]] = []

    def verdict(t: dict[str, Any], v: float | None, ok: bool) -> None:
        t.update(value=None if v is None else round(v, 2),
                 ratio=None if v is None else round(v, 2),
                 verdict="n/a" if v is None else "pass" if ok else "fail")

    def throughput(name: str, a: str, b: str, c: int, floor: float) -> None:
        ra, rb = by.get((a, c), {}), by.get((b, c), {})
        t: dict[str, Any] = {"name": name, "key": a, "baseline": b, "connections": c,
                             "kind": "rps", "target": f"≥ {floor:g}×", "factor": floor}
        if ra.get("rps") and rb.get("rps"):
            v = ra["rps"] / rb["rps"]
            t.update(rps=ra["rps"], baseline_rps=rb["rps"])
            verdict(t, v, v >= floor)
            if ra.get("non2xx"):
                t["reason"] = f"{ra['non2xx']} non-2xx answers in {a}"
        else:
            verdict(t, None, False)
            t["reason"] = "a run failed" if (a, c) in by else f"{a} not run"
        out.append(t)

    for c in connections:
        throughput("move apply / GET+CAS baseline", "moves", "cas", c, APPLY_VS_CAS)
        throughput("stateless validate / echo baseline", "validate", "echo", c, VALIDATE_VS_ECHO)
        # Dragons legal-moves at 190 tiles: time per request ÷ echo's (= echo req/s ÷ its
        # req/s at the same connection count)
        ra, rb = by.get(("dragons_legal_190", c), {}), by.get(("echo", c), {})
        t: dict[str, Any] = {"name": f"dragons legal-moves at {DRAGONS_190_TILES} tiles / echo "
                                     "(time per request)",
                             "key": "dragons_legal_190", "baseline": "echo", "connections": c,
                             "kind": "time", "target": f"≤ {DRAGONS_190_VS_ECHO:g}×",
                             "factor": DRAGONS_190_VS_ECHO}
        if ra.get("rps") and rb.get("rps"):
            v = rb["rps"] / ra["rps"]
            t.update(rps=ra["rps"], baseline_rps=rb["rps"])
            verdict(t, v, v <= DRAGONS_190_VS_ECHO)
        else:
            verdict(t, None, False)
            t["reason"] = ("a run failed" if ("dragons_legal_190", c) in by
                           else "no dragons game or no 190-tile position")
        out.append(t)
    if 8 in connections:
        for key, base in BASELINE_OF.items():
            r, b = by.get((key, 8), {}), by.get((base, 8), {})
            t = {"name": f"p99 {r.get('name', key)} / p99 {BASELINE_NAMES[base]}", "key": key,
                 "baseline": base, "connections": 8, "kind": "p99",
                 "target": f"≤ {P99_VS_BASELINE:g}×", "factor": P99_VS_BASELINE,
                 "p99_ms": r.get("p99_ms"), "baseline_p99_ms": b.get("p99_ms")}
            if r.get("p99_ms") and b.get("p99_ms"):
                v = r["p99_ms"] / b["p99_ms"]
                verdict(t, v, v <= P99_VS_BASELINE)
            else:
                verdict(t, None, False)
                t["reason"] = "a run failed" if (key, 8) in by else f"{key} not run"
            out.append(t)
    return out


def trips_target(trips: dict[str, Any]) -> dict[str, Any]:
    t: dict[str, Any] = {"name": "Redis round trips per move (limiter on)", "key": "moves",
                         "connections": None, "kind": "count",
                         "target": f"≤ {ROUND_TRIPS_PER_MOVE} (+1 with webhooks)",
                         "factor": ROUND_TRIPS_PER_MOVE}
    most = trips.get("max")
    if most is None:
        t.update(value=None, verdict="n/a", reason=trips.get("error", "not measured"))
    else:
        t.update(value=most, ratio=round(most / ROUND_TRIPS_PER_MOVE, 2),
                 verdict="pass" if most <= ROUND_TRIPS_PER_MOVE else "fail")
        if not trips.get("webhooks"):
            t["reason"] = "no webhook subscriber: the +1 is not exercised"
    return t


# --------------------------------------------------------------------------- new rows


def _dragons_moves(svc: Any, cfg: dict[str, Any], rng: random.Random, tmp: Path,
                   binary: str | None, redis_url: str, base: Gunicorn, files: dict[str, Path],
                   servers: list[Gunicorn], log: Any) -> list[dict[str, Any]]:
    """The hosted Dragons move at 8 connections, each run right after a GET+CAS baseline run:
    first on freshly started workers (a new API server, no warm-up: the first games after a
    deploy or a worker restart count), then on the same workers once warm."""
    from service.games import registry

    game = registry().get("dragons")
    if game is None:
        return []
    players = common.default_players(game)
    pools = {}
    for phase in ("fresh", "warm"):
        t0 = time.monotonic()
        pools[phase] = _move_pool(svc, game, players, 8, cfg, rng, f"dragons-{phase}", tmp)
        log(f"  http: planned {pools[phase][1]} dragons moves ({phase}, "
            f"{time.monotonic() - t0:.1f}s)")
    api = Gunicorn("service.wsgi:app", redis_url, tmp, "api-dragons")
    servers.append(api)
    api.wait("/livez")
    rows = []
    for phase in ("fresh", "warm"):
        cas = wrk(binary, base.url, "/", files["cas8"], 8, cfg["duration"], partition=True)
        stem, count = pools[phase]
        res = wrk(binary, api.url, "/", stem, 8, cfg["duration"] * 5, partition=True, stop=True)
        row: dict[str, Any] = {"phase": phase, "connections": 8, "planned": count,
                               "moves": res, "cas": cas}
        if res.get("rps") and cas.get("rps"):
            row["ratio"] = round(res["rps"] / cas["rps"], 2)
        if res.get("p99_ms") and cas.get("p99_ms"):
            row["p99_ratio"] = round(res["p99_ms"] / cas["p99_ms"], 2)
        log(f"  http: dragons move apply ({phase} workers) c=8: {res.get('rps')} req/s "
            f"p99 {res.get('p99_ms')} ms; GET+CAS {cas.get('rps')} req/s p99 "
            f"{cas.get('p99_ms')} ms; ratio {row.get('ratio')}, p99 ratio {row.get('p99_ratio')}")
        rows.append(row)
    return rows


def dragons_targets(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Issue 37's HTTP targets for the hosted Dragons move, fresh and warm workers."""
    out = []
    for row in rows:
        res, cas = row["moves"], row["cas"]
        for kind, floor in (("rps", DRAGONS_MOVE_VS_CAS), ("p99", DRAGONS_P99_VS_CAS)):
            ratio = row.get("ratio" if kind == "rps" else "p99_ratio")
            t: dict[str, Any] = {
                "name": (f"dragons move apply ({row['phase']} workers) / GET+CAS"
                         if kind == "rps" else
                         f"p99 dragons move apply ({row['phase']} workers) / p99 GET+CAS"),
                "key": f"dragons_moves_{row['phase']}", "baseline": "cas", "connections": 8,
                "kind": kind, "target": f"≥ {floor:g}×" if kind == "rps" else f"≤ {floor:g}×",
                "factor": floor, "value": ratio, "ratio": ratio,
            }
            if kind == "p99":
                t.update(p99_ms=res.get("p99_ms"), baseline_p99_ms=cas.get("p99_ms"))
            else:
                t.update(rps=res.get("rps"), baseline_rps=cas.get("rps"))
            if ratio is None:
                t.update(verdict="n/a", reason="a run failed")
            else:
                ok = ratio >= floor if kind == "rps" else ratio <= floor
                t["verdict"] = "pass" if ok else "fail"
                if res.get("non2xx"):
                    t["reason"] = f"{res['non2xx']} non-2xx answers"
            out.append(t)
    return out


def _dragons_190(svc: Any, cfg: dict[str, Any], rng: random.Random,
                 log: Any) -> list[str]:
    """Request lines of GET /v1/sessions/{id}/legal-moves for Dragons sessions whose board
    holds at least 190 tiles (200-tile games, Tantrix scoring, played at random through the
    service layer); empty where Dragons is not registered."""
    from service.games import registry

    from .engines import PROGRESS

    game = registry().get("dragons")
    if game is None:
        return []
    players = game.min_players
    opts = game.normalize_options(players, PROGRESS["dragons"][0])
    lines: list[str] = []
    t0 = time.monotonic()
    want = 1 if cfg["static"] <= 6 else 4
    for i in range(want * 3):
        body = svc.create(game.id, players, opts, f"bench-dragons190-{i}")
        chain = common.Chain(body["id"], [s["token"] for s in body["seats"]],
                             svc.load(body["id"]).state)
        while len(chain.state.placed) < DRAGONS_190_TILES:
            if not common.advance(svc, game, chain, 1, rng):
                break
        acting = sorted(game.to_act(chain.state))
        if len(chain.state.placed) >= DRAGONS_190_TILES and acting:
            lines.append(_line("GET", f"/v1/sessions/{chain.sid}/legal-moves",
                               chain.tokens[acting[0]]))
        if len(lines) >= want:
            break
    log(f"  http: {len(lines)} dragons session(s) at ≥ {DRAGONS_190_TILES} tiles "
        f"({time.monotonic() - t0:.1f}s)")
    return lines


def round_trips(url: str, game: Any, players: int, rng: random.Random, log: Any,
                moves: int = 20) -> dict[str, Any]:
    """Redis round trips per hosted move, in-process (Flask test client, the production app
    with the rate limiter on): the client's writes to Redis sockets are counted (one per round
    trip: a pipeline sends all its commands at once). The first move is not counted (a Redis
    that has not seen the scripts loads them first). No webhook subscriber."""
    from service.api import create_app
    from service.config import Config

    try:
        import redis.connection as rconn

        app = create_app(dataclasses.replace(
            Config.from_env(), redis_url=url, rate_limit_enabled=True,
            rate_limit_anon_moves="1000000/second", rate_limit_anon_reads="1000000/second"))
        client = app.test_client()
        svc = common.service(url)
        chain = common.create(svc, game, players, "bench-round-trips")
        common.plan(game, chain, moves + 1, rng)
        counts: list[int] = []
        count = [0]
        original = rconn.AbstractConnection.send_packed_command

        def counted(conn: Any, command: Any, check_health: bool = True) -> None:
            count[0] += 1
            original(conn, command, check_health)

        rconn.AbstractConnection.send_packed_command = counted  # type: ignore[method-assign]
        try:
            for i, (version, seat, move) in enumerate(chain.moves):
                count[0] = 0
                resp = client.post(f"/v1/sessions/{chain.sid}/moves", json={"move": move},
                                   headers={"Authorization": f"Bearer {chain.tokens[seat]}",
                                            "If-Match": f'"{version}"'})
                if resp.status_code != 200:
                    return {"error": f"move {i}: {resp.status_code} "
                                     f"{resp.get_data(as_text=True)[:200]}"}
                if i:
                    counts.append(count[0])
        finally:
            rconn.AbstractConnection.send_packed_command = original  # type: ignore[method-assign]
    except Exception as exc:
        return {"error": f"{exc.__class__.__name__}: {exc}"}
    if not counts:
        return {"error": "no move counted"}
    out = {"game": game.id, "moves": len(counts), "max": max(counts), "min": min(counts),
           "mean": round(sum(counts) / len(counts), 2), "webhooks": False}
    log(f"  http: Redis round trips per move {out}")
    return out
