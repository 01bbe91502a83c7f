"""Event streams under load: N open SSE streams on the default gunicorn (the project's worker,
WEB_CONCURRENCY workers × 4 threads) while moves go on.

Two phases on the same server and sessions: moves with no stream open, then the same number
of moves with N spectator streams open over S sessions (N/S readers each). Each move is
applied over HTTP (keep-alive connection, sequential); its latency is the POST's. Delivery
is the time from the move's answer to the moment every reader of that session has the
event (`id: <version>`), read by one selector loop in this process. Figures: move p50/p99
without and with the streams, delivery p50/p99/max, and whether every stream got every move.
"""

from __future__ import annotations

import http.client
import os
import selectors
import socket
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import orjson

from . import common
from .http import Gunicorn

MODES = {
    "full": {"streams": 500, "sessions": 10, "moves": 300},
    "quick": {"streams": 500, "sessions": 10, "moves": 100},
    "tiny": {"streams": 20, "sessions": 2, "moves": 10},
}


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return round(s[min(len(s) - 1, int(q * len(s)))] * 1000, 2)


class Readers:
    """N raw SSE connections, read by one thread; `seen[i]` is the last id reader i has."""

    def __init__(self, port: int, sids: list[str], n: int) -> None:
        self.sel = selectors.DefaultSelector()
        self.sids = [sids[i % len(sids)] for i in range(n)]
        self.bufs: list[bytes] = [b""] * n
        self.seen = [0] * n
        self.ok = [False] * n
        self.socks = []
        for i, sid in enumerate(self.sids):
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            s.sendall(f"GET /v1/sessions/{sid}/events HTTP/1.1\r\nHost: b\r\n\r\n".encode())
            s.setblocking(False)
            self.sel.register(s, selectors.EVENT_READ, i)
            self.socks.append(s)
        self.stop = False
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self) -> None:
        while not self.stop:
            for key, _ in self.sel.select(0.01):
                i = key.data
                try:
                    data = key.fileobj.recv(65536)  # type: ignore[union-attr]
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if not data:
                    self.sel.unregister(key.fileobj)
                    continue
                buf = self.bufs[i] + data
                if buf.startswith(b"HTTP/1.1 200"):
                    self.ok[i] = True
                while b"\n\n" in buf:
                    block, buf = buf.split(b"\n\n", 1)
                    for line in block.split(b"\n"):
                        if line.startswith(b"id: "):
                            self.seen[i] = int(line[4:])
                self.bufs[i] = buf

    def all_have(self, sid: str, version: int) -> bool:
        return all(self.seen[i] >= version for i, s in enumerate(self.sids) if s == sid)

    def close(self) -> None:
        self.stop = True
        self.thread.join(5)
        for s in self.socks:
            s.close()


class Player:
    """Sequential moves over one keep-alive connection, round robin over the sessions."""

    def __init__(self, port: int, sessions: list[dict[str, Any]]) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.sessions = sessions
        self.k = 0

    def call(self, method: str, path: str, token: str | None = None,
             body: Any = None) -> tuple[int, Any]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self.conn.request(method, path, body=orjson.dumps(body) if body is not None else None,
                          headers=headers)
        r = self.conn.getresponse()
        return r.status, orjson.loads(r.read() or b"null")

    def move(self) -> tuple[str, int, float] | None:
        """One legal move on the next active session: (sid, version, seconds)."""
        for _ in range(len(self.sessions)):
            s = self.sessions[self.k % len(self.sessions)]
            self.k += 1
            _, view = self.call("GET", f"/v1/sessions/{s['id']}")
            if view["status"] != "active":
                continue
            seat = view["to_act"][0]
            token = s["seats"][seat]["token"]
            _, lm = self.call("GET", f"/v1/sessions/{s['id']}/legal-moves", token)
            t0 = time.perf_counter()
            status, body = self.call("POST", f"/v1/sessions/{s['id']}/moves", token,
                                     {"move": lm["moves"][0]})
            dt = time.perf_counter() - t0
            if status == 200:
                return s["id"], body["version"], dt
        return None


def run(*, mode: str = "full", log: Any = print) -> dict[str, Any]:
    cfg = MODES[mode]
    tmp = Path(tempfile.mkdtemp(prefix="referee-bench-streams-"))
    saved = dict(os.environ)
    server: Gunicorn | None = None
    try:
        with common.RedisServer() as rs:
            os.environ.update(EVENTS_STREAMS_PER_ADDRESS="100000",
                              EVENTS_HEARTBEAT_SECONDS="15", REFEREE_SECRET_KEY="bench")
            server = Gunicorn("service.wsgi:app", rs.url, tmp, "streams")
            server.wait("/livez")
            player = Player(server.port, [])
            sessions = []
            for i in range(cfg["sessions"]):
                for _ in range(10):  # a 503 while the workers first reach Redis: retry
                    status, created = player.call(
                        "POST", "/v1/sessions",
                        body={"game": "palace", "players": 2, "seed": f"bench-streams-{i}"})
                    if status != 503:
                        break
                    time.sleep(0.5)
                assert status == 201, created
                sessions.append(created)
            player.sessions = sessions
            quiet = [m[2] for m in (player.move() for _ in range(cfg["moves"])) if m]
            log(f"  streams: opening {cfg['streams']} streams over {cfg['sessions']} sessions")
            t0 = time.monotonic()
            readers = Readers(server.port, [s["id"] for s in sessions], cfg["streams"])
            while not all(readers.ok) and time.monotonic() - t0 < 60:
                time.sleep(0.05)
            opened = sum(readers.ok)
            open_s = round(time.monotonic() - t0, 2)
            loaded: list[float] = []
            delivery: list[float] = []
            missed = 0
            for _ in range(cfg["moves"]):
                m = player.move()
                if m is None:
                    break
                sid, version, dt = m
                loaded.append(dt)
                t1 = time.perf_counter()
                while not readers.all_have(sid, version):
                    if time.perf_counter() - t1 > 10:
                        missed += 1
                        break
                    time.sleep(0.0005)
                delivery.append(time.perf_counter() - t1)
            complete = all(
                readers.seen[i] == _version(player, sid) for i, sid in enumerate(readers.sids)
            )
            readers.close()
    finally:
        if server is not None:
            server.stop()
        os.environ.clear()
        os.environ.update(saved)
    return {
        "streams_requested": cfg["streams"],
        "streams_open": opened,
        "open_seconds": open_s,
        "sessions": cfg["sessions"],
        "workers": os.environ.get("WEB_CONCURRENCY", "default"),
        "moves": len(loaded),
        "move_ms_no_streams": {"p50": _pct(quiet, 0.5), "p99": _pct(quiet, 0.99),
                               "mean": round(statistics.fmean(quiet) * 1000, 2) if quiet else 0},
        "move_ms_with_streams": {"p50": _pct(loaded, 0.5), "p99": _pct(loaded, 0.99),
                                 "mean": round(statistics.fmean(loaded) * 1000, 2)
                                 if loaded else 0},
        "delivery_ms": {"p50": _pct(delivery, 0.5), "p99": _pct(delivery, 0.99),
                        "max": _pct(delivery, 1.0)},
        "missed": missed,
        "every_stream_has_every_move": complete,
    }


def _version(player: Player, sid: str) -> int:
    _, view = player.call("GET", f"/v1/sessions/{sid}")
    return int(view["version"])


def render(sec: dict[str, Any]) -> str:
    q, w, d = sec["move_ms_no_streams"], sec["move_ms_with_streams"], sec["delivery_ms"]
    return "\n".join([
        f"{sec['streams_open']}/{sec['streams_requested']} SSE streams open over "
        f"{sec['sessions']} sessions (in {sec['open_seconds']} s); {sec['moves']} moves",
        f"move latency, no streams:   p50 {q['p50']} ms  p99 {q['p99']} ms",
        f"move latency, with streams: p50 {w['p50']} ms  p99 {w['p99']} ms",
        f"delivery to every reader of the session: p50 {d['p50']} ms  p99 {d['p99']} ms  "
        f"max {d['max']} ms; missed {sec['missed']}; every stream has every move: "
        f"{sec['every_stream_has_every_move']}",
    ])
