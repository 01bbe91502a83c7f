"""CPU instructions per engine action and per request, counted by callgrind: the budget gate.

    python -m bench.instructions                      count, print, compare with the budget
    python -m bench.instructions --update --reason R  count and write the counts into the budget
    python -m bench.instructions --only engine.palace.pure,http.move   a subset

Wall time moves with the load of a shared machine; the number of instructions a seeded
workload executes does not (SQLite tracks its performance this way, and iai-callgrind is the
same idea for Rust). Each workload runs in a child process under
`valgrind --tool=callgrind --dump-before=getppid`: the child calls `os.getppid()` as a marker
between its phases, every marker makes callgrind write the counts since the previous one, and
only the main thread's counts are read (`--separate-threads=yes`: the app's background threads
run on timers). Imports, warm-up and set-up sit between markers of their own, so a count is
the steady-state cost of the measured work alone.

What is counted (PYTHONHASHSEED=0, fixed seeds):

- `engine.<game>.<build>`: seeded random playouts of each game at its smallest player count
  with its default options (setup, `to_act`, `legal_moves`, `apply` of a random listed move,
  `outcome`), instructions per action, on the pure and on the compiled build;
- `http.<endpoint>`: requests through the Flask app in-process (test client, rate limiter on,
  a private redis-server over a real connection), instructions per request: the hosted move,
  the stateless validate, legal-moves and GET of a session (Palace), beside the bare baselines
  of bench/baseline_app.py in the same process (`http.echo`, `http.get_cas`).

The budget is bench/budget.json: one count per entry with the reason it last changed.
tests/bench/test_instruction_budget.py recounts in `make test` and fails when a count exceeds
its budget by more than the budget file's `tolerance`; a change that costs more raises the
budget in the same commit (`--update --reason`), which review sees. The gate is a ratchet: a
count more than the tolerance *below* its budget fails too, until the budget is lowered in the
same way, so a gain is kept and cannot hide a later regression.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BUDGET = ROOT / "bench" / "budget.json"
#: a count may exceed its budget by this share before the gate fails
TOLERANCE = 0.03
BUILDS = ("pure", "compiled")
#: actions per game in the counted playouts (whole playouts, at least this many actions)
ENGINE_ACTIONS = {"palace": 400, "red_dragon": 400, "reds": 400, "dragons_wild": 400,
                  "dragons": 300}
HTTP_REQUESTS = 40
HTTP_ENDPOINTS = ("move", "validate", "legal_moves", "get_session", "echo", "get_cas",
                  "dragons_legal_190", "dragons_move")
#: the pairs the HTTP bench compares by throughput: (request, its bare baseline)
HTTP_PAIRS = (("move", "get_cas"), ("validate", "echo"), ("legal_moves", "echo"),
              ("get_session", "echo"), ("dragons_legal_190", "echo"), ("dragons_move", "get_cas"))
_MARK = os.getppid  # the marker: a libc call the measured code never makes


def mark() -> None:
    _MARK()


# ---------------------------------------------------------------- children (under valgrind)


def _engine_child(games: list[str], pad: int) -> list[dict[str, Any]]:
    """Per game: a warm-up playout, then the counted playouts between two markers."""
    from service.games import registry

    reg = registry()
    out = []
    for gid in games:
        game = reg[gid]
        players = game.min_players
        options = game.normalize_options(players, {})
        _playouts(game, players, options, 30, f"warm-{gid}", 0)  # imports, caches
        # What the games counted before left alive must not change this game's count: the
        # collector's full passes walk every tracked object, so they are set aside (frozen)
        # and the collector starts from empty generations. A game's count is then the same
        # whether it runs alone (--only) or after the others.
        gc.collect()
        gc.freeze()
        mark()
        actions = _playouts(game, players, options, ENGINE_ACTIONS[gid], f"budget-{gid}", pad)
        mark()
        out.append({"segment": f"engine.{gid}", "units": actions})
    return out


def _playouts(game: Any, players: int, options: Any, at_least: int, seed: str,
              pad: int) -> int:
    rng = random.Random(seed)
    actions = done = 0
    while actions < at_least:
        state = game.setup(players, options, f"{seed}-{done}")
        done += 1
        while actions < 5000 * done:
            acting = game.to_act(state)
            if not acting:
                break
            seat = rng.choice(sorted(acting))
            moves = game.legal_moves(state, seat)
            for _ in range(pad):  # --pad: extra work, for the gate's own test
                game.legal_moves(state, seat)
            state, _events = game.apply(state, seat, moves[rng.randrange(len(moves))])
            actions += 1
        game.outcome(state)
    return actions


Plan = dict[str, tuple[Any, range, range]]


def http_plan(redis_url: str, requests: int = HTTP_REQUESTS,
              config: dict[str, Any] | None = None, game_id: str = "palace") -> tuple[Any, Plan]:
    """The app (rate limiter on) and, per endpoint, (request function, warm-up indices,
    counted indices) over sessions and bodies made here against `redis_url`. Shared by the
    budget's child and bench/stages.py."""
    from service.api import create_app
    from service.config import Config

    from . import common

    rng = random.Random(7)
    os.environ["REDIS_URL"] = redis_url  # the baseline app reads it when imported
    import redis

    from . import baseline_app

    svc = common.service(redis_url)
    game = common.pick_game(game_id)
    players = common.default_players(game)
    chains = []
    for i in range(4):
        chain = common.create(svc, game, players, f"budget-{i}")
        common.plan(game, chain, 2 * requests // 4 + 5, rng)
        chains.append(chain)
    moves = common.interleaved(chains, 2 * requests // 4 + 5)
    bodies = []
    for i in range(8):
        chain = common.create(svc, game, players, f"budget-static-{i}")
        common.advance(svc, game, chain, 5 + i, rng)
        state = svc.load(chain.sid).state
        acting = sorted(game.to_act(state))
        if acting:
            first = game.legal_moves(state, acting[0])[0]
            bodies.append({"state": game.encode_state(state), "seat": acting[0],
                           "move": game.encode_move(first)})
    app = create_app(Config(redis_url=redis_url, rate_limit_enabled=True, **(config or {})))
    client = app.test_client()
    base = baseline_app.app.test_client()
    r = redis.Redis.from_url(redis_url)
    doc = json.dumps({"v": 0, "state": bodies[0]["state"]}).encode()
    for k in range(2 * requests):
        r.set(f"bench:{{{1_000_000 + k}}}:doc", doc, ex=3600)
        r.set(f"bench:{{{1_000_000 + k}}}:ver", "0", ex=3600)
    reader = chains[0]
    auth = {"Authorization": f"Bearer {reader.tokens[0]}"}
    n = requests
    # a Dragons session at ≥ 190 tiles, as the HTTP bench's (issue 37: the listing users feel)
    from .http import _dragons_190

    (d190,) = _dragons_190(svc, {"static": 6}, random.Random(11), lambda *_: None)[:1]
    _, d190_path, d190_token = d190.split("\t")[:3]
    d190_auth = {"Authorization": f"Bearer {d190_token}"}

    # the hosted Dragons move (issue 37): whole random games, the warm-up's, then the counted
    dgame = common.pick_game("dragons")
    dmoves = (common.whole_games(svc, dgame, requests, rng, "budget-dragons-warm")
              + common.whole_games(svc, dgame, requests, rng, "budget-dragons-counted"))

    def mover(sent: list[common.Sent]) -> Any:
        def send(i: int) -> None:
            sid, token, version, body = sent[i]
            resp = client.post(f"/v1/sessions/{sid}/moves", json=body,
                               headers={"Authorization": f"Bearer {token}",
                                        "If-Match": f'"{version}"'})
            assert resp.status_code == 200, resp.get_data(as_text=True)
        return send

    move, dragons_move = mover(moves), mover(dmoves)

    def validate(i: int) -> None:
        resp = client.post(f"/v1/games/{game.id}/validate", json=bodies[i % len(bodies)])
        assert resp.status_code == 200, resp.get_data(as_text=True)

    def legal_moves(i: int) -> None:
        c = chains[i % len(chains)]
        resp = client.get(f"/v1/sessions/{c.sid}/legal-moves",
                          headers={"Authorization": f"Bearer {c.tokens[0]}"})
        assert resp.status_code == 200, resp.get_data(as_text=True)

    def get_session(i: int) -> None:
        c = chains[i % len(chains)]
        resp = client.get(f"/v1/sessions/{c.sid}",
                          headers={"Authorization": f"Bearer {c.tokens[0]}"})
        assert resp.status_code == 200, resp.get_data(as_text=True)

    def dragons_legal_190(i: int) -> None:
        resp = client.get(d190_path, headers=d190_auth)
        assert resp.status_code == 200, resp.get_data(as_text=True)

    def echo(i: int) -> None:
        base.post("/echo", json=bodies[i % len(bodies)])

    def get_cas(i: int) -> None:
        resp = base.post(f"/cas/{1_000_000 + i}", json={"move": moves[i][3]["move"]})
        assert resp.status_code == 200, resp.get_data(as_text=True)

    client.get(f"/v1/sessions/{reader.sid}", headers=auth)  # imports, pools
    plan: dict[str, tuple[Any, range, range]] = {
        "move": (move, range(n), range(n, 2 * n)),
        "validate": (validate, range(n), range(n)),
        "legal_moves": (legal_moves, range(n), range(n)),
        "get_session": (get_session, range(n), range(n)),
        "echo": (echo, range(n), range(n)),
        "get_cas": (get_cas, range(n), range(n, 2 * n)),
        "dragons_legal_190": (dragons_legal_190, range(n), range(n)),
        "dragons_move": (dragons_move, range(n), range(n, 2 * n)),
    }
    return app, plan


def _http_child(game_id: str = "palace") -> list[dict[str, Any]]:
    """The API and the baselines in one process, against a private Redis."""
    from . import common

    out: list[dict[str, Any]] = []
    with common.RedisServer() as rs:
        _app, plan = http_plan(rs.url, game_id=game_id)
        for name in HTTP_ENDPOINTS:
            fn, warm, counted = plan[name]
            for i in warm:  # the first n moves warm the move path; the counted n follow
                fn(i)
            # as a worker runs (service/wsgi.py freezes its start-up heap after the warm-up),
            # and so that an endpoint's count does not depend on what ran before it: the
            # collector's full passes would walk every object the earlier endpoints left
            gc.collect()
            gc.freeze()
            mark()
            for i in counted:
                fn(i)
            mark()
            out.append({"segment": f"http.{name}", "units": len(counted)})
    return out


def _child(args: argparse.Namespace) -> int:
    if args.child == "engine":
        segments = _engine_child(args.games.split(","), args.pad)
    else:
        segments = _http_child(args.http_game)
    Path(args.report).write_text(json.dumps(segments))
    return 0


# ---------------------------------------------------------------- the parent


def valgrind() -> str:
    path = shutil.which("valgrind")
    if not path:
        raise RuntimeError("valgrind is not installed (scripts/ensure_valgrind.sh installs it)")
    return path


def _totals(path: Path) -> int:
    """The instruction total of one callgrind dump file."""
    for line in path.read_text(errors="replace").splitlines():
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
    raise ValueError(f"no totals in {path}")


@contextlib.contextmanager
def counted(module: str, args: list[str], env: dict[str, str], timeout: int
            ) -> Iterator[tuple[Any, dict[int, Path]]]:
    """`python -m <module> <args> --report <file>` under callgrind, a dump at each marker
    (`os.getppid`): yields (the child's JSON report, the main thread's dump files by number:
    dump n is the work since marker n-1)."""
    with tempfile.TemporaryDirectory(prefix="referee-cg-") as tmp:
        report = Path(tmp) / "report.json"
        cmd = [valgrind(), "--tool=callgrind", "--dump-before=getppid",
               "--separate-threads=yes", "--dump-instr=no", "--dump-line=no",
               f"--callgrind-out-file={tmp}/cg.out", sys.executable, "-m", module, *args,
               "--report", str(report)]
        done = subprocess.run(cmd, cwd=ROOT, env={**env, "PYTHONHASHSEED": "0",
                                                  "PYTHONDONTWRITEBYTECODE": "1"},
                              capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0 or not report.exists():
            raise RuntimeError(f"the counted child failed ({done.returncode}):\n"
                               f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        dumps: dict[int, Path] = {}
        for path in Path(tmp).iterdir():
            m = re.fullmatch(r"cg\.out\.(\d+)-01", path.name)
            if m:
                dumps[int(m.group(1))] = path
        yield json.loads(report.read_text()), dumps


def run_child(kind: str, *, build: str, games: list[str] | None = None,
              pad: int = 0, http_game: str = "palace") -> dict[str, int]:
    """Run one child under callgrind; {segment: instructions per unit}."""
    args = ["--child", kind, "--pad", str(pad), "--http-game", http_game,
            *(["--games", ",".join(games)] if games else [])]
    env = {**os.environ, "REFEREE_ENGINE_BUILD": build, "LOG_FORMAT": "json"}
    env.pop("REDIS_URL", None)
    with counted("bench.instructions", args, env, 1800) as (segments, dumps):
        # the segments are the work between the 2k-th and (2k+1)-th markers (k from 0):
        # dump 2k+2
        counts = {}
        for k, seg in enumerate(segments):
            dump = dumps.get(2 * k + 2)
            if dump is None:
                raise RuntimeError(f"callgrind wrote no dump for {seg['segment']}: "
                                   f"{sorted(dumps)}")
            counts[f"{seg['segment']}.{build}" if kind == "engine" else seg["segment"]] = round(
                _totals(dump) / seg["units"])
        return counts


def engine_games() -> list[str]:
    return list(ENGINE_ACTIONS)


def count(only: set[str] | None = None, http_game: str = "palace") -> dict[str, int]:
    """Every budgeted count (or those named in `only`); the HTTP counts' session and stateless
    endpoints on `http_game` (the budget's are Palace's)."""
    counts: dict[str, int] = {}
    for build in BUILDS:
        games = [g for g in engine_games() if only is None or f"engine.{g}.{build}" in only]
        if games:
            counts.update(run_child("engine", build=build, games=games))
    if only is None or any(name.startswith("http.") for name in only):
        counts.update(run_child("http", build="compiled", http_game=http_game))
    if only is not None:
        counts = {k: v for k, v in counts.items() if k in only}
    return counts


def load_budget(path: Path = BUDGET) -> dict[str, Any]:
    return json.loads(path.read_text())


def compare(counts: dict[str, int], budget: dict[str, Any],
            tolerance: float | None = None) -> tuple[list[str], list[str]]:
    """(over, under): lines for the counts above budget × (1 + tolerance), and for those below
    budget × (1 − tolerance), a gain not yet claimed. Both fail the gate (a ratchet: an
    unclaimed gain would hide a later regression of the same size). The tolerance is the budget
    file's own (`tolerance`), else TOLERANCE."""
    if tolerance is None:
        tolerance = float(budget.get("tolerance", TOLERANCE))
    over, under = [], []
    entries = budget["entries"]
    for name, got in sorted(counts.items()):
        if name not in entries:
            over.append(f"{name}: {got:,} instructions, not in the budget file")
            continue
        want = entries[name]["instructions"]
        if got > want * (1 + tolerance):
            over.append(f"{name}: {got:,} instructions > budget {want:,} "
                        f"(+{(got / want - 1) * 100:.1f} %, tolerance {tolerance * 100:.0f} %)")
        elif got < want * (1 - tolerance):
            under.append(f"{name}: {got:,} instructions, {(1 - got / want) * 100:.1f} % below "
                         f"the budget {want:,} (tolerance {tolerance * 100:.0f} %): lower the "
                         f"budget to keep the gain")
    return over, under


def update(counts: dict[str, int], reason: str, path: Path = BUDGET) -> None:
    try:
        budget = load_budget(path)
    except FileNotFoundError:
        budget = {"tolerance": TOLERANCE, "entries": {}}
    for name, got in counts.items():
        budget["entries"][name] = {"instructions": got, "reason": reason}
    budget["entries"] = dict(sorted(budget["entries"].items()))
    path.write_text(json.dumps(budget, indent=1, ensure_ascii=False) + "\n")


def section(log: Any = print) -> dict[str, Any]:
    """The bench's `instructions` section: every count, its budget, and the ratios."""
    counts = count()
    budget = load_budget() if BUDGET.exists() else {"entries": {}}
    log(f"  instructions: {len(counts)} counts under callgrind")
    over, under = compare(counts, budget) if budget["entries"] else ([], [])
    return {"counts": counts,
            "budget": {k: v["instructions"] for k, v in budget["entries"].items()},
            "over": over, "under": under}


def render(sec: dict[str, Any]) -> str:
    from .report import table

    counts, budget = sec["counts"], sec.get("budget", {})
    rows = []
    for game in engine_games():
        p, c = counts.get(f"engine.{game}.pure"), counts.get(f"engine.{game}.compiled")
        rows.append([game, f"{p:,}" if p else "-", f"{c:,}" if c else "-",
                     f"{p / c:.2f}×" if p and c else "-",
                     f"{c / budget[f'engine.{game}.compiled']:.3f}"
                     if c and budget.get(f"engine.{game}.compiled") else "-"])
    out = [table(["game", "pure instr/action", "compiled", "pure ÷ compiled",
                  "compiled ÷ budget"], rows)]
    rows = []
    for a, b in HTTP_PAIRS:
        x, y = counts.get(f"http.{a}"), counts.get(f"http.{b}")
        if x and y:
            rows.append([a, f"{x:,}", b, f"{y:,}", f"{y / x:.2f}×",
                         f"{x / budget[f'http.{a}']:.3f}" if budget.get(f"http.{a}") else "-"])
    out.append(table(["request", "instr/request", "baseline", "instr/request",
                      "baseline ÷ request", "÷ budget"], rows))
    for line in sec.get("over", []):
        out.append(f"OVER BUDGET: {line}")
    for line in sec.get("under", []):
        out.append(f"UNCLAIMED GAIN: {line}")
    return "\n\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", choices=("engine", "http"), help=argparse.SUPPRESS)
    parser.add_argument("--report", help=argparse.SUPPRESS)
    parser.add_argument("--games", default=",".join(ENGINE_ACTIONS), help=argparse.SUPPRESS)
    parser.add_argument("--pad", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--only", help="comma-separated entries (default: all)")
    parser.add_argument("--update", action="store_true", help="write the counts as the budget")
    parser.add_argument("--reason", help="why the budget changes (required with --update)")
    parser.add_argument("--http-game", default="palace",
                        help="the game of the HTTP move, validate, legal-moves and GET session "
                             "(default palace, the budget's; another game's counts are printed, "
                             "not compared with the budget)")
    args = parser.parse_args(argv)
    if args.child:
        return _child(args)
    if args.update and not args.reason:
        parser.error("--update needs --reason: the budget file records why each count moved")
    other_game = args.http_game != "palace"
    if other_game and args.update:
        parser.error("--update writes the budget, which counts Palace's requests")
    only = set(args.only.split(",")) if args.only else None
    if other_game:
        only = only or {f"http.{e}" for e in HTTP_ENDPOINTS}
        only = {name for name in only if name.startswith("http.")}
    counts = count(only, args.http_game)
    budget = load_budget() if BUDGET.exists() else {"entries": {}}
    for name, got in sorted(counts.items()):
        want = budget["entries"].get(name, {}).get("instructions")
        ratio = (f"({args.http_game})" if other_game else
                 f"{got / want:.3f}× budget" if want else "no budget")
        unit = "action" if name.startswith("engine") else "request"
        print(f"{name:32} {got:>12,} instructions/{unit}  {ratio}")
    for a, b in ((f"http.{x}", f"http.{y}") for x, y in HTTP_PAIRS):
        if a in counts and b in counts:
            print(f"{a} ÷ {b}: {counts[a] / counts[b]:.2f}× instructions "
                  f"(throughput ratio ≈ {counts[b] / counts[a]:.2f}×)")
    for game in engine_games():
        p, c = counts.get(f"engine.{game}.pure"), counts.get(f"engine.{game}.compiled")
        if p and c:
            print(f"engine.{game}: pure ÷ compiled {p / c:.2f}×")
    if other_game:
        return 0
    if args.update:
        update(counts, args.reason)
        print(f"budget written: {BUDGET.relative_to(ROOT)}")
        return 0
    over, under = compare(counts, budget)
    for line in under:
        print("UNCLAIMED GAIN:", line)
    for line in over:
        print("OVER BUDGET:", line)
    return 1 if over or under else 0


if __name__ == "__main__":
    sys.exit(main())
