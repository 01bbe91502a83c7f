"""One keyed backend driving many games at once, as fast as the server answers.

Each of `games` threads plays one game after another over its own keep-alive connection, all
with the same API key: create a session, then for every move GET the acting seat's legal
moves, POST one of them (with If-Match), and GET the spectator view (a lobby refreshing it),
until the game is over; then it creates the next. It counts every answer by budget class and
status, so that a test can say whether the default rate limits ever refused this backend,
and what request rates it reached.

`python -m tests.reliability.backend_load URL KEY [GAMES] [SECONDS] [GAME]` prints the figures
(the rate-limit defaults in service/config.py were chosen from them: docs/api.md, rate limits).
"""

from __future__ import annotations

import http.client
import json
import random
import sys
import threading
import time
from collections import Counter
from typing import Any
from urllib.parse import urlsplit


class Backend:
    def __init__(self, base: str, api_key: str, game: str = "palace", players: int = 2) -> None:
        parts = urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.api_key = api_key
        self.game = game
        self.players = players
        self.lock = threading.Lock()
        self.counts: Counter[tuple[str, int]] = Counter()  # (class, status) → answers
        self.per_second: Counter[tuple[int, str]] = Counter()  # (second, class) → answers
        self.errors: list[str] = []
        self.finished_games = 0
        self.refusals: list[dict[str, Any]] = []

    def _request(
        self, conn: http.client.HTTPConnection, cls: str, method: str, path: str,
        token: str | None = None, body: Any = None, if_match: int | None = None,
    ) -> tuple[int, Any]:
        headers = {"X-API-Key": self.api_key}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if if_match is not None:
            headers["If-Match"] = f'"{if_match}"'
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        conn.request(method, path, body=data, headers=headers)
        resp = conn.getresponse()
        raw = resp.read()
        with self.lock:
            self.counts[(cls, resp.status)] += 1
            self.per_second[(int(time.monotonic() - self.t0), cls)] += 1
            if resp.status == 429 and len(self.refusals) < 20:
                self.refusals.append({"class": cls, **dict(resp.getheaders())})
        return resp.status, (json.loads(raw) if raw and raw[:1] == b"{" else None)

    def _play(self, index: int, deadline: float) -> None:
        rng = random.Random(index)
        conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            while time.monotonic() < deadline:
                status, game = self._request(
                    conn, "creates", "POST", "/v1/sessions",
                    body={"game": self.game, "players": self.players, "seed": f"load-{index}"},
                )
                if status != 201:
                    raise AssertionError(f"create: {status} {game}")
                sid, tokens = game["id"], [s["token"] for s in game["seats"]]
                version, to_act, state = game["version"], game["to_act"], game["status"]
                while state == "active" and to_act and time.monotonic() < deadline:
                    seat = rng.choice(to_act)
                    status, legal = self._request(
                        conn, "reads", "GET", f"/v1/sessions/{sid}/legal-moves", tokens[seat]
                    )
                    if status != 200:
                        raise AssertionError(f"legal-moves: {status} {legal}")
                    move = rng.choice(legal["moves"])
                    status, body = self._request(
                        conn, "moves", "POST", f"/v1/sessions/{sid}/moves", tokens[seat],
                        {"move": move}, version,
                    )
                    if status != 200:
                        raise AssertionError(f"move: {status} {body}")
                    version, to_act, state = body["version"], body["to_act"], body["status"]
                    status, _ = self._request(conn, "reads", "GET", f"/v1/sessions/{sid}")
                    if status != 200:
                        raise AssertionError(f"view: {status}")
                if state != "active":
                    with self.lock:
                        self.finished_games += 1
        except Exception as exc:  # noqa: BLE001 - reported by run()
            with self.lock:
                self.errors.append(f"game thread {index}: {exc!r}"[:500])
        finally:
            conn.close()

    def run(self, games: int, seconds: float) -> dict[str, Any]:
        self.t0 = time.monotonic()
        deadline = self.t0 + seconds
        threads = [
            threading.Thread(target=self._play, args=(i, deadline), daemon=True)
            for i in range(games)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(seconds + 120)
        elapsed = time.monotonic() - self.t0
        return self.figures(games, elapsed)

    def figures(self, games: int, elapsed: float) -> dict[str, Any]:
        classes = sorted({c for c, _ in self.counts})
        totals = {c: sum(n for (k, _), n in self.counts.items() if k == c) for c in classes}
        peak_1s = {
            c: max((n for (s, k), n in self.per_second.items() if k == c), default=0)
            for c in classes
        }
        seconds = sorted({s for s, _ in self.per_second})
        peak_60s = {}
        for c in classes:
            by_s = {s: n for (s, k), n in self.per_second.items() if k == c}
            peak_60s[c] = max(
                (sum(by_s.get(x, 0) for x in range(s, s + 60)) for s in seconds), default=0
            )
        return {
            "games": games,
            "seconds": round(elapsed, 1),
            "requests": sum(self.counts.values()),
            "requests_per_second": round(sum(self.counts.values()) / elapsed, 1),
            "per_class_per_second": {c: round(totals[c] / elapsed, 1) for c in classes},
            "peak_1s": peak_1s,
            "peak_60s": peak_60s,
            "statuses": {f"{c} {s}": n for (c, s), n in sorted(self.counts.items())},
            "rate_limited": sum(n for (_, s), n in self.counts.items() if s == 429),
            "finished_games": self.finished_games,
            "errors": self.errors[:5],
            "refusals": self.refusals[:3],
        }


if __name__ == "__main__":
    url, key = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    secs = float(sys.argv[4]) if len(sys.argv) > 4 else 60.0
    game = sys.argv[5] if len(sys.argv) > 5 else "palace"
    print(json.dumps(Backend(url, key, game).run(n, secs), indent=1))
