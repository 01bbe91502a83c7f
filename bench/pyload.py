"""A load generator in Python for machines without wrk: the same request files and the same
semantics as bench/lua/replay.lua (one keep-alive connection per thread; `partition` gives
thread i the file FILE.i; `stop` ends a thread once its list is answered; static lists start
at id * n / threads and are cycled), and the same result fields as `bench.http.wrk`.

It shares the machine's two cores with the server under test and pays the GIL, so its
absolute figures are lower than wrk's; ratios taken in the same run stay comparable. The
report names the load generator used.
"""

from __future__ import annotations

import http.client
import statistics
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

Request = tuple[str, str, dict[str, str], bytes | None]


def parse_line(line: str) -> Request:
    """One tab-separated line: method, path, bearer token or -, If-Match or -, body or -."""
    method, path, token, if_match, body = line.split("\t", 4)
    headers: dict[str, str] = {}
    if token != "-":
        headers["Authorization"] = f"Bearer {token}"
    if if_match != "-":
        headers["If-Match"] = f'"{if_match}"'
    data = None
    if body != "-":
        data = body.encode()
        headers["Content-Type"] = "application/json"
    return method, path, headers, data


def load(file: Path) -> list[Request]:
    return [parse_line(x) for x in file.read_text().splitlines() if x]


def run(url: str, file: Path, connections: int, duration: float, partition: bool = False,
        stop: bool = False) -> dict[str, Any]:
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    if partition:
        lists = [load(Path(f"{file}.{t}")) for t in range(connections)]
    else:
        shared = load(file)
        lists = [shared] * connections
    latencies: list[list[float]] = [[] for _ in range(connections)]
    statuses: list[dict[int, int]] = [{} for _ in range(connections)]
    errors = [0] * connections
    ran_out = [False] * connections  # with `stop`: the thread's list was answered in full
    deadline = time.perf_counter() + duration
    start = threading.Barrier(connections + 1)

    def worker(t: int) -> None:
        reqs = lists[t]
        n = len(reqs)
        i = 0 if partition else (t * n // connections) % n
        conn = http.client.HTTPConnection(host, port, timeout=10)
        lat, st = latencies[t], statuses[t]
        start.wait()
        answered = 0
        while time.perf_counter() < deadline and n:
            method, path, headers, body = reqs[i]
            i = (i + 1) % n
            t0 = time.perf_counter()
            try:
                conn.request(method, path, body=body, headers=headers)
                resp = conn.getresponse()
                resp.read()
            except (OSError, http.client.HTTPException):
                errors[t] += 1
                conn.close()
                conn = http.client.HTTPConnection(host, port, timeout=10)
                continue
            lat.append(time.perf_counter() - t0)
            st[resp.status] = st.get(resp.status, 0) + 1
            answered += 1
            if stop and answered == n:
                ran_out[t] = True
                break
        conn.close()

    threads = [threading.Thread(target=worker, args=(t,), daemon=True)
               for t in range(connections)]
    for th in threads:
        th.start()
    start.wait()
    t0 = time.perf_counter()
    for th in threads:
        th.join(duration + 30)
    secs = time.perf_counter() - t0
    every = sorted(x for lat in latencies for x in lat)
    merged: dict[str, int] = {}
    for st in statuses:
        for k, v in st.items():
            merged[str(k)] = merged.get(str(k), 0) + v
    if not every:
        return {"error": f"python load generator: no answer ({sum(errors)} socket errors)"}

    def pct(p: float) -> float:
        return round(every[min(len(every) - 1, int(p / 100 * len(every)))] * 1000, 2)

    return {
        "rps": round(len(every) / secs, 1),
        "requests": len(every),
        "seconds": round(secs, 2),
        "p50_ms": pct(50),
        "p90_ms": pct(90),
        "p99_ms": pct(99),
        "mean_ms": round(statistics.fmean(every) * 1000, 2),
        "max_ms": round(every[-1] * 1000, 2),
        "non2xx": sum(v for k, v in merged.items() if not k.startswith("2")),
        "statuses": merged,
        "socket_errors": sum(errors),
        # as wrk's replay.lua counts them: threads whose list ran out before the run's end
        **({"exhausted": sum(ran_out)} if stop else {}),
    }
