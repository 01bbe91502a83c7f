"""Instructions per request as gunicorn serves it: the hosted move against GET+CAS (issue 38).

    python -m bench.served [--requests N] [--json PATH]

The budget's count (bench/instructions.py) runs the app in-process under werkzeug's test
client. This runs each server as users run it, `gunicorn -c service/gunicorn_conf.py` (one
worker, one request thread, the rate limiter on with the HTTP bench's raised budgets, a private
redis-server), under callgrind with `--trace-children=yes`, and sends it N warm-up requests,
then N counted ones, one after the other on one keep-alive connection (so a move is always
served from the version its worker holds, as under wrk). Between the two, the worker's counts
are zeroed and then dumped (`callgrind_control`), per thread: the event loop (gunicorn's main
thread: accepting, reading each request in full, lingering), the request thread (parsing,
the app, writing the answer) and the rest (the API's background threads: the metrics flusher,
the bot-turn poller, the event hub; their work is per second, so callgrind's ~50× slowdown
inflates their share per request).

The counted requests, in pairs as the wrk bench compares them: Palace moves (`POST
/v1/sessions/{id}/moves` with the seat's token and `If-Match`) against the GET+CAS baseline
(`POST /cas/<k>` with the same move bodies); Dragons legal-moves at ≥ 190 tiles (the HTTP
bench's session) and a Palace validate against echo of the same validate body; hosted Dragons
moves (whole random games, game after game) against GET+CAS.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _threads(directory: Path, pid: int, dump: int) -> dict[int, int]:
    """{thread number: instructions} of dump number `dump` (`callgrind_control -d`) of `pid`."""
    out: dict[int, int] = {}
    for path in directory.glob(f"*.{pid}.out.{dump}-*"):
        thread = int(path.name.rsplit("-", 1)[1])
        for line in path.read_text(errors="replace").splitlines():
            if line.startswith(("summary:", "totals:")):
                out[thread] = int(line.split()[1])
                break
    return out


def _children(pid: int) -> list[int]:
    return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def _serve(app: str, tag: str, redis_url: str, directory: Path) -> tuple[Any, str]:
    import requests

    from .http import LIMITER_ON, free_port

    port = free_port()
    env = {**os.environ, "PORT": str(port), "REDIS_URL": redis_url, "LOG_LEVEL": "warning",
           "WEB_CONCURRENCY": "1", "GUNICORN_THREADS": "1", **LIMITER_ON}
    env.pop("GUNICORN_ACCESSLOG", None)
    cmd = ["valgrind", "--tool=callgrind", "--trace-children=yes", "--separate-threads=yes",
           "--dump-instr=no", "--dump-line=no", f"--callgrind-out-file={directory}/{tag}.%p.out",
           sys.executable, "-m", "gunicorn", "-c", "service/gunicorn_conf.py", app]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=(directory / f"{tag}.log").open("wb"),
                            stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 300
    while True:
        try:
            requests.get(base + "/", timeout=10)
            return proc, base
        except requests.RequestException:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError((directory / f"{tag}.log").read_text()[-2000:]) from None
            time.sleep(0.5)


def _count(app: str, tag: str, redis_url: str, directory: Path, sends: dict[str, Any], n: int
           ) -> dict[str, dict[str, int]]:
    """{endpoint: its counts}: one server, each endpoint warmed up, then counted, in turn."""
    import requests

    proc, base = _serve(app, tag, redis_url, directory)
    try:
        session = requests.Session()
        (worker,) = _children(proc.pid)
        for send in sends.values():
            for i in range(n):
                send(session, base, i)
            subprocess.run(["callgrind_control", "-z", str(worker)], check=True,
                           capture_output=True)
            for i in range(n, 2 * n):
                send(session, base, i)
            subprocess.run(["callgrind_control", "-d", "counted", str(worker)], check=True,
                           capture_output=True)
    finally:
        proc.terminate()
        proc.wait(120)
    out = {}
    for dump, name in enumerate(sends, start=1):
        threads = _threads(directory, worker, dump)
        loop = threads.pop(1, 0)
        request = max(threads.values(), default=0)
        rest = sum(threads.values()) - request
        out[name] = {"event_loop": round(loop / n), "request_thread": round(request / n),
                     "background": round(rest / n), "total": round((loop + request + rest) / n)}
    return out


def measure(n: int) -> dict[str, Any]:
    import redis

    from . import common

    if not shutil.which("valgrind") or not shutil.which("callgrind_control"):
        raise RuntimeError("valgrind is not installed (scripts/ensure_valgrind.sh installs it)")
    rng = random.Random(7)
    with common.RedisServer() as rs, tempfile.TemporaryDirectory(prefix="served-") as tmp:
        svc = common.service(rs.url)
        game = common.pick_game("palace")
        players = common.default_players(game)
        per_chain = 60
        chains = []
        for i in range(-(-2 * n // per_chain) + 1):
            chain = common.create(svc, game, players, f"served-{i}")
            common.plan(game, chain, per_chain, rng)
            chains.append(chain)
        moves = common.interleaved(chains, per_chain)
        if len(moves) < 2 * n:
            raise RuntimeError(f"planned {len(moves)} moves, need {2 * n}")
        r = redis.Redis.from_url(rs.url)
        state = svc.load(chains[0].sid).state
        doc = json.dumps({"v": 0, "state": game.encode_state(state)}).encode()
        for k in range(2 * n):
            r.set(f"bench:{{{k}}}:doc", doc, ex=3600)
            r.set(f"bench:{{{k}}}:ver", "0", ex=3600)

        def mover(sent: list[common.Sent]) -> Any:
            def send(s: Any, base: str, i: int) -> None:
                sid, token, version, body = sent[i]
                resp = s.post(f"{base}/v1/sessions/{sid}/moves", json=body,
                              headers={"Authorization": f"Bearer {token}",
                                       "If-Match": f'"{version}"'})
                assert resp.status_code == 200, resp.text
            return send

        move = mover(moves)

        def cas(s: Any, base: str, i: int) -> None:
            resp = s.post(f"{base}/cas/{i}", json={"move": moves[i][3]["move"]})
            assert resp.status_code == 200, resp.text

        # a Dragons session at ≥ 190 tiles (the HTTP bench's) against echo of a Palace
        # validate body, as the wrk bench pairs them (issue 37)
        from .http import _dragons_190

        (line,) = _dragons_190(svc, {"static": 6}, random.Random(11), lambda *_: None)[:1]
        _, d190_path, d190_token = line.split("\t")[:3]
        acting = sorted(game.to_act(state))
        echo_body = {"state": game.encode_state(state), "seat": acting[0],
                     "move": game.encode_move(game.legal_moves(state, acting[0])[0])}

        def dragons_legal_190(s: Any, base: str, i: int) -> None:
            resp = s.get(base + d190_path, headers={"Authorization": f"Bearer {d190_token}"})
            assert resp.status_code == 200, resp.text

        # the hosted Dragons move (issue 37): whole random games, planned locally, sent game
        # after game (the warm-up's games, then the counted ones), against GET+CAS
        dgame = common.pick_game("dragons")
        dragons_move = mover(common.whole_games(svc, dgame, n, rng, "served-dragons-warm")
                             + common.whole_games(svc, dgame, n, rng, "served-dragons-counted"))

        def validate(s: Any, base: str, i: int) -> None:
            resp = s.post(f"{base}/v1/games/{game.id}/validate", json=echo_body)
            assert resp.status_code == 200, resp.text

        def echo(s: Any, base: str, i: int) -> None:
            resp = s.post(f"{base}/echo", json=echo_body)
            assert resp.status_code == 200, resp.text

        directory = Path(tmp)
        return {
            "requests": n,
            "game": game.id,
            **_count("service.wsgi:app", "api", rs.url, directory,
                     {"move": move, "validate": validate,
                      "dragons_legal_190": dragons_legal_190, "dragons_move": dragons_move}, n),
            **_count("bench.baseline_app:app", "base", rs.url, directory,
                     {"get_cas": cas, "echo": echo}, n),
        }


PAIRS = (("move", "get_cas", "GET+CAS"), ("validate", "echo", "echo"),
         ("dragons_legal_190", "echo", "echo"), ("dragons_move", "get_cas", "GET+CAS"))


def render(doc: dict[str, Any]) -> str:
    kinds = ("event_loop", "request_thread", "background", "total")
    lines = [f"instructions per request served by gunicorn ({doc['requests']} counted each), "
             "one worker, one request thread"]
    for name, base, label in PAIRS:
        lines.append(f"{'':16}{name:>18}{label:>12}{'ratio':>8}")
        for k in kinds:
            a, b = doc[name][k], doc[base][k]
            ratio = f"{a / b:.2f}×" if b else "—"
            lines.append(f"{k:16}{a:>18,}{b:>12,}{ratio:>8}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.served", description=__doc__.split("\n")[0])
    p.add_argument("--requests", type=int, default=100)
    p.add_argument("--json", type=Path)
    args = p.parse_args(argv)
    doc = measure(args.requests)
    print(render(doc))
    if args.json:
        args.json.write_text(json.dumps(doc, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
