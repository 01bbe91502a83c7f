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

The counted requests are Palace moves (`POST /v1/sessions/{id}/moves` with the seat's token
and `If-Match`) and the GET+CAS baseline (`POST /cas/<k>` with the same move bodies), built as
bench/instructions.py builds them.
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


def _threads(directory: Path, pid: int) -> dict[int, int]:
    """{thread number: instructions} of the dump `callgrind_control -d` wrote for `pid`."""
    out: dict[int, int] = {}
    for path in directory.glob(f"*.{pid}.out.1-*"):
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


def _count(app: str, tag: str, redis_url: str, directory: Path, send: Any, n: int
           ) -> dict[str, int]:
    import requests

    proc, base = _serve(app, tag, redis_url, directory)
    try:
        session = requests.Session()
        for i in range(n):
            send(session, base, i)
        (worker,) = _children(proc.pid)
        subprocess.run(["callgrind_control", "-z", str(worker)], check=True, capture_output=True)
        for i in range(n, 2 * n):
            send(session, base, i)
        subprocess.run(["callgrind_control", "-d", "counted", str(worker)], check=True,
                       capture_output=True)
    finally:
        proc.terminate()
        proc.wait(120)
    threads = _threads(directory, worker)
    loop = threads.pop(1, 0)
    request = max(threads.values(), default=0)
    rest = sum(threads.values()) - request
    return {"event_loop": round(loop / n), "request_thread": round(request / n),
            "background": round(rest / n), "total": round((loop + request + rest) / n)}


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
        moves = [
            (c.sid, c.tokens[seat], version, {"move": mv})
            for step in range(per_chain) for c in chains if len(c.moves) > step
            for version, seat, mv in [c.moves[step]]
        ]
        if len(moves) < 2 * n:
            raise RuntimeError(f"planned {len(moves)} moves, need {2 * n}")
        r = redis.Redis.from_url(rs.url)
        state = svc.load(chains[0].sid).state
        doc = json.dumps({"v": 0, "state": game.encode_state(state)}).encode()
        for k in range(2 * n):
            r.set(f"bench:{{{k}}}:doc", doc, ex=3600)
            r.set(f"bench:{{{k}}}:ver", "0", ex=3600)

        def move(s: Any, base: str, i: int) -> None:
            sid, token, version, body = moves[i]
            resp = s.post(f"{base}/v1/sessions/{sid}/moves", json=body,
                          headers={"Authorization": f"Bearer {token}",
                                   "If-Match": f'"{version}"'})
            assert resp.status_code == 200, resp.text

        def cas(s: Any, base: str, i: int) -> None:
            resp = s.post(f"{base}/cas/{i}", json={"move": moves[i][3]["move"]})
            assert resp.status_code == 200, resp.text

        directory = Path(tmp)
        return {
            "requests": n,
            "game": game.id,
            "move": _count("service.wsgi:app", "api", rs.url, directory, move, n),
            "get_cas": _count("bench.baseline_app:app", "base", rs.url, directory, cas, n),
        }


def render(doc: dict[str, Any]) -> str:
    kinds = ("event_loop", "request_thread", "background", "total")
    lines = [f"instructions per request served by gunicorn ({doc['requests']} counted, "
             f"{doc['game']} moves), one worker, one request thread",
             f"{'':16}{'move':>12}{'GET+CAS':>12}{'ratio':>8}"]
    for k in kinds:
        a, b = doc["move"][k], doc["get_cas"][k]
        ratio = f"{a / b:.2f}×" if b else "—"
        lines.append(f"{k:16}{a:>12,}{b:>12,}{ratio:>8}")
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
