"""Rebuild a tenant's ratings of one game from its rated games' records.

Ratings are derived data: `ref:rt:{<scope>:<game>}:games` keeps every rated game's record
(players, teams, places, winners) in the order applied, and replaying it from scratch with
the model (service.ratings.service.step, the same code as the incremental path) gives the
same ratings, exactly (floats included): the order is the only input besides the records,
and each game was applied on top of the ratings its players had after the games before it.
`rebuild(..., write=True)` replaces the stored ratings, histories and leaderboard with the
replayed ones (after a model change: docs/ratings.md); run it while the tenant's rated games
of that game are paused (it is not atomic with a game finishing meanwhile).
"""

from __future__ import annotations

from typing import Any

import orjson

from . import store as keys
from .service import step
from .store import RatingStore


def replay(records: list[dict[str, Any]]) -> dict[str, Any]:
    """{player: {"n", "doc", "lb", "history" (newest first)}} after the records in order."""
    table: dict[str, dict[str, Any]] = {}
    for job in records:
        current = [
            (table[p]["n"], table[p]["doc"]) if p in table else (0, None) for p in job["players"]
        ]
        docs, members, entries, _ = step(job, current)
        for p, doc, member, entry in zip(job["players"], docs, members, entries, strict=True):
            row = table.setdefault(p, {"n": 0, "doc": None, "lb": None, "history": []})
            row.update(n=row["n"] + 1, doc=doc, lb=member)
            row["history"].insert(0, entry)
            del row["history"][keys.HISTORY_KEPT:]
    return table


def stored(store: RatingStore, scope: str, game: str, players: list[str]) -> dict[str, Any]:
    """The same table as `replay`, read from Redis."""
    out: dict[str, Any] = {}
    for p in players:
        n, doc, lb = store.client.hmget(keys.player_key(scope, game, p), ["n", "doc", "lb"])
        if n is None:
            continue
        out[p] = {
            "n": int(n),
            "doc": orjson.loads(doc),
            "lb": lb.decode(),
            "history": store.history(scope, game, p, 0, keys.HISTORY_KEPT),
        }
    return out


def rebuild(store: RatingStore, scope: str, game: str, write: bool = False) -> dict[str, Any]:
    """Replay the records; report whether the stored ratings equal the replayed ones, and with
    `write` store the replayed ones."""
    table = replay(store.records(scope, game))
    current = stored(store, scope, game, sorted(table))
    same = current == table
    if write and not same:
        client = store.client
        pipe = client.pipeline(transaction=False)
        pipe.delete(keys.board_key(scope, game))
        for p, row in table.items():
            pipe.delete(keys.player_key(scope, game, p), keys.history_key(scope, game, p))
            pipe.hset(keys.player_key(scope, game, p), mapping={
                "n": str(row["n"]), "doc": orjson.dumps(row["doc"]), "lb": row["lb"],
            })
            pipe.zadd(keys.board_key(scope, game), {row["lb"]: 0})
            if row["history"]:
                pipe.rpush(keys.history_key(scope, game, p),
                           *[orjson.dumps(e) for e in row["history"]])
        pipe.execute()
    return {"scope": scope, "game": game, "games": sum(r["n"] for r in table.values()),
            "players": len(table), "matched": same, "written": write and not same}
