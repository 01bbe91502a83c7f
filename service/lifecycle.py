"""A tenant's whole lifecycle on the command line: export everything it owns, delete it all.

    python -m service.tenants export --tenant acme [--out acme.jsonl]
    python -m service.tenants delete --tenant acme --yes [--batch 500] [--pause 0.01]

What a tenant owns (every key found from the tenant's name, never by a client's text):

    ref:apikey:{<key id>}             its API keys (ids in ref:tenant:{<t>}:keys)
    ref:owner:{t:<t>}:active|finished  its sessions' index, and each session's keys
    ref:{<sid>}:meta|ver|snap|log|rate|idem:<h>   (service/store/redis_store.py)
    ref:rt:{t:<t>:<game>}:*            its players' ratings, histories, leaderboards, games
    ref:rt:{t:<t>}:players             its players (the quota)
    ref:rl:{t:<t>}:<class>             its rate-limit buckets
    ref:evsubs:{t:<t>}                 its event-stream counters
    ref:tenant:{<t>}:*                 its key list, limits and webhooks (endpoints, deliveries)
    and its members of the shared sets ref:webhooks:ready (the tenant), ref:rt:pending and
    ref:bots:{turns}:due|late|lease|again (its sessions)

**Export** writes JSON lines, one record each: `tenant` (limits), `api_key` (id, label,
created: never the key or its digest), `session` (meta without token digests, version,
snapshot, move log), `player_rating` (per game: the rating document and history),
`rated_game` (each applied rated game), `leaderboard` (per game, in order),
`webhook_endpoint` (without its signing nonce) and `webhook_delivery`.

**Delete** goes in bounded batches of single-key UNLINKs (safe on a Redis Cluster: no command
spans two slots; `--pause` yields to live traffic between batches), in an order that makes it
resumable: the API keys first (the tenant can create nothing more; servers' key caches expire
within API_KEY_CACHE_SECONDS), then the sessions a batch at a time (their keys, then their
index entries), the idempotency records, the ratings, the buckets and counters, the tenant's
own keys last. Every step is found again from what is left, so a crash at any point is
resumed by running the command again. It reports the counts per kind as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from typing import Any, TextIO

import orjson

from .naming import valid_tenant
from .store.redis_store import decode_snapshot
from .store.turns import PREFIX as BOT_TURNS

SESSION_PARTS = ("meta", "ver", "snap", "log", "rate")
WEBHOOKS_READY = "ref:webhooks:ready"
RATINGS_PENDING = "ref:rt:pending"


def _s(raw: Any) -> str:
    return raw.decode() if isinstance(raw, bytes) else str(raw)


def _scope(tenant: str) -> str:
    return f"t:{tenant}"


def _scan(client: Any, pattern: str, count: int = 1000) -> Iterator[str]:
    """Every key matching `pattern` (on a cluster: on every master)."""
    for raw in client.scan_iter(match=pattern, count=count):
        yield _s(raw)


def _index_keys(tenant: str) -> tuple[str, str]:
    scope = _scope(tenant)
    return f"ref:owner:{{{scope}}}:active", f"ref:owner:{{{scope}}}:finished"


def session_ids(client: Any, tenant: str) -> list[str]:
    out: list[str] = []
    for key in _index_keys(tenant):
        out += [_s(m) for m in client.zrange(key, 0, -1)]
    return out


def _rating_patterns(tenant: str) -> tuple[str, ...]:
    scope = _scope(tenant)
    return (f"ref:rt:{{{scope}:*", f"ref:rt:{{{scope}}}:*")


# ------------------------------------------------------------------------------- export


def export(client: Any, tenant: str, out: TextIO) -> dict[str, int]:
    """Everything the tenant owns as JSON lines on `out`; the count of each kind."""
    counts: dict[str, int] = {}

    def emit(kind: str, **record: Any) -> None:
        out.write(orjson.dumps({"kind": kind, **record}).decode() + "\n")
        counts[kind] = counts.get(kind, 0) + 1

    limits = client.get(f"ref:tenant:{{{tenant}}}:limits")
    emit("tenant", tenant=tenant, limits=orjson.loads(limits) if limits else None)
    for key_id in sorted(_s(k) for k in client.smembers(f"ref:tenant:{{{tenant}}}:keys")):
        raw = client.get(f"ref:apikey:{{{key_id}}}")
        if raw:
            doc = orjson.loads(raw)
            emit("api_key", key_id=key_id, label=doc.get("label", ""),
                 created=doc.get("created"))
    for sid in session_ids(client, tenant):
        meta, ver, snap = client.mget(f"ref:{{{sid}}}:meta", f"ref:{{{sid}}}:ver",
                                      f"ref:{{{sid}}}:snap")
        if meta is None:
            continue  # expired since it was indexed
        doc = {k: v for k, v in orjson.loads(meta).items()
               if "token" not in k and "hash" not in k and k != "seed_salt"}
        log = [orjson.loads(e) for e in client.lrange(f"ref:{{{sid}}}:log", 0, -1)]
        emit("session", id=sid, meta=doc, version=int(ver or 0),
             snapshot=decode_snapshot(snap) if snap else None, log=log)
    for pattern in _rating_patterns(tenant):
        for key in sorted(_scan(client, pattern)):
            kind = key.rsplit("}:", 1)[1]
            game = key[key.index("{") + 1:key.index("}")].split(":")[-1]
            if kind.startswith("p:"):
                emit("player_rating", game=game, player=kind[2:],
                     rating=orjson.loads(client.hget(key, "doc") or b"null"))
            elif kind.startswith("h:"):
                emit("player_history", game=game, player=kind[2:],
                     history=[orjson.loads(e) for e in client.lrange(key, 0, -1)])
            elif kind == "games":
                for raw in client.lrange(key, 0, -1):
                    emit("rated_game", game=game, record=orjson.loads(raw))
            elif kind == "lb":
                emit("leaderboard", game=game,
                     members=[_s(m) for m in client.zrange(key, 0, -1)])
            elif kind == "players":
                emit("players", players=sorted(_s(m) for m in client.smembers(key)))
    endpoints = client.hgetall(f"ref:tenant:{{{tenant}}}:wh:ep")
    for _, raw in sorted(endpoints.items()):
        doc = {k: v for k, v in orjson.loads(raw).items() if "nonce" not in k}
        emit("webhook_endpoint", **doc)
    for key in sorted(_scan(client, f"ref:tenant:{{{tenant}}}:wh:d:*")):
        fields = {_s(k): _s(v) for k, v in client.hgetall(key).items()}
        emit("webhook_delivery", id=key.rsplit(":", 1)[1], **fields)
    return counts


# ------------------------------------------------------------------------------- delete


class Deleter:
    """Unlinks keys in bounded batches (single-key commands: any cluster slot layout)."""

    def __init__(self, client: Any, batch: int, pause: float, stop_after: int | None) -> None:
        self.client, self.batch, self.pause = client, max(1, batch), pause
        self.stop_after = stop_after  # batches, for tests of resuming
        self.batches = 0
        self.counts: dict[str, int] = {}

    def unlink(self, kind: str, keys: list[str]) -> None:
        for i in range(0, len(keys), self.batch):
            chunk = keys[i:i + self.batch]
            pipe = self.client.pipeline(transaction=False)
            for key in chunk:
                pipe.unlink(key)
            gone = sum(int(n or 0) for n in pipe.execute())
            self.counts[kind] = self.counts.get(kind, 0) + gone
            self._tick()

    def _tick(self) -> None:
        self.batches += 1
        if self.stop_after is not None and self.batches >= self.stop_after:
            raise Interrupted(self.counts)
        if self.pause:
            time.sleep(self.pause)


class Interrupted(Exception):
    """The deletion stopped early (`stop_after`): run it again to resume."""

    def __init__(self, counts: dict[str, int]) -> None:
        super().__init__("stopped early")
        self.counts = counts


def delete(client: Any, tenant: str, *, batch: int = 500, pause: float = 0.0,
           stop_after: int | None = None) -> dict[str, int]:
    """Delete everything the tenant owns (module docstring); the keys removed per kind."""
    d = Deleter(client, batch, pause, stop_after)
    keys_set = f"ref:tenant:{{{tenant}}}:keys"
    key_ids = sorted(_s(k) for k in client.smembers(keys_set))
    d.unlink("api_keys", [f"ref:apikey:{{{k}}}" for k in key_ids])
    active, finished = _index_keys(tenant)
    # the sessions being deleted are noted first (in the tenant's own slot), so that a resumed
    # run still finds the idempotency records of the sessions an interrupted one removed
    deleting = f"ref:tenant:{{{tenant}}}:deleting"
    for index in (active, finished):
        while True:
            sids = [_s(m) for m in client.zrange(index, 0, d.batch - 1)]
            if not sids:
                break
            client.sadd(deleting, *sids)
            d.unlink("session_keys", [f"ref:{{{s}}}:{p}" for s in sids for p in SESSION_PARTS])
            client.zrem(RATINGS_PENDING, *sids)
            for kind, command in (("due", client.zrem), ("late", client.zrem),
                                  ("lease", client.hdel), ("again", client.srem)):
                command(BOT_TURNS + kind, *sids)  # its bot turns (a runner would drop them)
            client.zrem(index, *sids)
            d.counts["sessions"] = d.counts.get("sessions", 0) + len(sids)
    # idempotency records: of its sessions (ref:{<sid>}:idem:*) and of its creations
    # (ref:{t:<t>}:idem:*)
    wanted = {_s(m) for m in client.smembers(deleting)}
    scope_tag = _scope(tenant)
    idem = []
    for key in _scan(client, "ref:{*}:idem:*"):
        tag = key[key.index("{") + 1:key.index("}")]
        if tag in wanted or tag == scope_tag:
            idem.append(key)
    d.unlink("idempotency_records", idem)
    for pattern in _rating_patterns(tenant):
        d.unlink("ratings", sorted(_scan(client, pattern)))
    scope = _scope(tenant)
    d.unlink("rate_limits", sorted(_scan(client, f"ref:rl:{{{scope}}}:*")))
    d.unlink("event_counters", [f"ref:evsubs:{{{scope}}}"])
    client.zrem(WEBHOOKS_READY, tenant)
    own = sorted(k for k in _scan(client, f"ref:tenant:{{{tenant}}}:*")
                 if k not in (keys_set, deleting))
    # last: the list of sessions being deleted and the key list (a resumed run needs them)
    d.unlink("tenant_keys", [*own, deleting, keys_set])
    return {k: v for k, v in d.counts.items() if v}


# ------------------------------------------------------------------------------- CLI


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.tenants",
                                     description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    ex = sub.add_parser("export", help="everything a tenant owns, as JSON lines")
    ex.add_argument("--tenant", required=True)
    ex.add_argument("--out", help="a file (default: stdout)")
    de = sub.add_parser("delete", help="delete a tenant and everything it owns (resumable)")
    de.add_argument("--tenant", required=True)
    de.add_argument("--yes", action="store_true", help="really delete (no undo)")
    de.add_argument("--batch", type=int, default=500, help="keys per batch")
    de.add_argument("--pause", type=float, default=0.0, help="seconds between batches")
    args = parser.parse_args(argv)
    if not valid_tenant(args.tenant):
        print(f"not a tenant name: {args.tenant!r}", file=sys.stderr)
        return 2

    from .store.client import make_client
    from .store.embedded import cli_redis_url

    client = make_client(cli_redis_url(), socket_timeout=10, connect_timeout=5)
    if args.command == "export":
        if args.out:
            with open(args.out, "w") as out:
                counts = export(client, args.tenant, out)
        else:
            counts = export(client, args.tenant, sys.stdout)
        print(json.dumps({"tenant": args.tenant, "exported": counts}), file=sys.stderr)
        return 0
    if not args.yes:
        print("deleting a tenant cannot be undone: add --yes", file=sys.stderr)
        return 2
    counts = delete(client, args.tenant, batch=args.batch, pause=args.pause)
    print(json.dumps({"tenant": args.tenant, "deleted": counts}))
    return 0
