"""Ratings at scale: a tenant with 100,000 rated players (issue 26).

The board is seeded directly (players' hashes, leaderboard members and the tenant's player
set, pipelined), then rated 4-player games of players drawn at random are settled through
`Ratings.settle`, the code a finishing rated session runs (a read of the seats' ratings, the
apply script, the job's clean-up: 3 round trips). The same games are settled on a board of
1,000 players: the cost per game should not grow with the board (O(players · log n): ZREM +
ZADD per seat). Leaderboard reads: the first page and a page from the middle (cursor), 50
entries each. Memory: Redis bytes per rated player (hash, leaderboard member, set entry).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import orjson
import redis

from service.ratings import model
from service.ratings import store as keys
from service.ratings.service import Ratings
from service.tenants import Client

from . import common

PLAYERS = {"tiny": 2_000, "quick": 100_000, "full": 100_000}
GAMES = {"tiny": 20, "quick": 200, "full": 1_000}
SMALL = 1_000
SEATS = 4
GAME = "palace"


def seed(client: redis.Redis, scope: str, n: int, rng: random.Random) -> float:
    """n rated players with random ratings; returns the seconds it took."""
    t0 = time.perf_counter()
    for start in range(0, n, 5_000):
        pipe = client.pipeline(transaction=False)
        ids = [f"p{i}" for i in range(start, min(n, start + 5_000))]
        for p in ids:
            r = model.Rating(rng.gauss(25, 4), rng.uniform(2, 8))
            doc = {"mu": r.mu, "sigma": r.sigma, "rating": r.display, "games": 10, "wins": 2,
                   "places": [2, 3, 3, 2], "updated": 0}
            member = keys.board_member(r.display, p)
            pipe.hset(keys.player_key(scope, GAME, p),
                      mapping={"n": "10", "doc": orjson.dumps(doc), "lb": member})
            pipe.zadd(keys.board_key(scope, GAME), {member: 0})
        pipe.sadd(keys.players_key(scope), *ids)
        pipe.execute()
    return time.perf_counter() - t0


def settle_games(ratings: Ratings, scope: str, n: int, games: int,
                 rng: random.Random) -> list[float]:
    """Seconds per settled game."""
    out = []
    for g in range(games):
        seats = [f"p{i}" for i in rng.sample(range(n), SEATS)]
        order = list(range(SEATS))
        rng.shuffle(order)
        job = {"scope": scope, "game": GAME, "session": f"{scope}-{n}-{g:08d}", "version": 99,
               "at": time.time(), "players": seats, "teams": [[i] for i in range(SEATS)],
               "places": [order.index(i) + 1 for i in range(SEATS)], "winners": [order[0]]}
        t0 = time.perf_counter()
        assert ratings.settle(job) is not None
        out.append(time.perf_counter() - t0)
    return out


def _ms(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    return {"p50": round(statistics.median(xs) * 1000, 3),
            "p99": round(xs[min(len(xs) - 1, int(len(xs) * 0.99))] * 1000, 3)}


def run(*, mode: str = "full", log: Any = print) -> dict[str, Any]:
    rng = random.Random(26)
    n, games = PLAYERS[mode], GAMES[mode]
    with common.RedisServer() as rs:
        client = redis.Redis.from_url(rs.url)
        ratings = Ratings(client)
        big, small = "t:bench-big", "t:bench-small"
        for scope in (big, small):
            for k in client.scan_iter(match=f"ref:rt:{{{scope}*"):
                client.delete(k)
        log(f"  ratings: seeding {n} players…")
        seeded = seed(client, big, n, rng)
        seed(client, small, SMALL, rng)
        log(f"  ratings: {games} rated {SEATS}-player games on each board…")
        on_big = settle_games(ratings, big, n, games, rng)
        on_small = settle_games(ratings, small, SMALL, games, rng)
        client_t = Client(big[2:], "127.0.0.1")
        first, deep = [], []
        middle = client.zrange(keys.board_key(big, GAME), n // 2, n // 2)[0].decode()
        cursor = middle.replace(":", "~", 1)
        for _ in range(20):
            t0 = time.perf_counter()
            page = ratings.leaderboard(client_t, GAME, 50, None)
            first.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            mid = ratings.leaderboard(client_t, GAME, 50, cursor)
            deep.append(time.perf_counter() - t0)
        assert len(page["entries"]) == 50 and mid["entries"][0]["position"] == n // 2 + 2
        board_bytes = int(client.memory_usage(keys.board_key(big, GAME), samples=0) or 0)
        hash_bytes = statistics.mean(
            int(client.memory_usage(keys.player_key(big, GAME, f"p{i}"), samples=0) or 0)
            for i in range(0, n, max(1, n // 200))
        )
        set_bytes = int(client.memory_usage(keys.players_key(big), samples=0) or 0)
    big_ms, small_ms = _ms(on_big), _ms(on_small)
    return {
        "redis": rs.kind,
        "players": n,
        "games": games,
        "seats": SEATS,
        "seed_seconds": round(seeded, 2),
        "settle_ms": big_ms,
        "settle_ms_small_board": small_ms,
        "small_board_players": SMALL,
        "growth_p50": round(big_ms["p50"] / small_ms["p50"], 2) if small_ms["p50"] else None,
        "round_trips_per_game": 3,
        "leaderboard_first_page_ms": _ms(first),
        "leaderboard_middle_page_ms": _ms(deep),
        "bytes_per_player": round(hash_bytes + (board_bytes + set_bytes) / n),
    }


def render(sec: dict[str, Any]) -> str:
    b, s = sec["settle_ms"], sec["settle_ms_small_board"]
    return "\n".join([
        f"{sec['players']:,} rated players of one tenant and game (seeded in "
        f"{sec['seed_seconds']} s); {sec['games']} rated {sec['seats']}-player games settled",
        f"settle a rated game: p50 {b['p50']} ms  p99 {b['p99']} ms  "
        f"({sec['small_board_players']:,} players: p50 {s['p50']} ms; × {sec['growth_p50']}); "
        f"{sec['round_trips_per_game']} Redis round trips",
        f"leaderboard page of 50: first p50 {sec['leaderboard_first_page_ms']['p50']} ms, "
        f"middle p50 {sec['leaderboard_middle_page_ms']['p50']} ms",
        f"Redis bytes per rated player: {sec['bytes_per_player']}",
    ])
