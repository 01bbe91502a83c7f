"""API keys from the command line: create (printed once), revoke, list.

    python -m service.keys create --tenant acme [--label "billing backend"]
    python -m service.keys revoke <key id>
    python -m service.keys list --tenant acme
    python -m service.keys limits --tenant acme [--live-sessions 500] [--max-body-bytes 32768]
                                  [--rate creates=100/minute --rate moves=500/second]

It talks to the service's Redis: `REDIS_URL`, else the embedded store of `make run`
(the socket in `REFEREE_DATA_DIR`, default `.referee-data`). Only the key's SHA-256 is stored;
the key itself is printed once, to stdout, and never logged.
"""

from __future__ import annotations

import argparse
import json
import sys

import redis

from .store.embedded import cli_redis_url
from .tenants import NO_LIMITS, RATE_CLASSES, RATE_RE, ApiKeys, KeyError_, TenantLimits

redis_url = cli_redis_url  # REDIS_URL, else `make run`'s embedded store


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m service.keys", description=__doc__.split("\n")[0]
    )
    sub = parser.add_subparsers(dest="command", required=True)
    create = sub.add_parser("create", help="create a key for a tenant (printed once)")
    create.add_argument("--tenant", required=True)
    create.add_argument("--label", default="")
    revoke = sub.add_parser("revoke", help="revoke a key by its id")
    revoke.add_argument("key_id")
    listing = sub.add_parser("list", help="a tenant's key ids (never the keys)")
    listing.add_argument("--tenant", required=True)
    limits = sub.add_parser(
        "limits", help="show or set a tenant's own quotas and rates (others keep the defaults)"
    )
    limits.add_argument("--tenant", required=True)
    limits.add_argument("--live-sessions", type=int)
    limits.add_argument("--max-body-bytes", type=int)
    limits.add_argument(
        "--rate",
        action="append",
        default=[],
        metavar="CLASS=N/PERIOD",
        help="moves, reads, stateless or creates = N/second|minute|hour",
    )
    limits.add_argument(
        "--rate-bots", choices=("yes", "no"),
        help="rated sessions may seat bots (each with a player id; docs/ratings.md)",
    )
    limits.add_argument("--reset", action="store_true", help="back to the service defaults")
    args = parser.parse_args(argv)

    from .store.client import make_client  # a redis+cluster:// URL gives the cluster client

    client = make_client(redis_url(), socket_timeout=5, connect_timeout=5)
    keys = ApiKeys(client, cache_seconds=0)
    try:
        if args.command == "create":
            key_id, key = keys.create(args.tenant, args.label)
            print(json.dumps({"tenant": args.tenant, "key_id": key_id, "key": key}))
            print("store the key now: it is not shown again", file=sys.stderr)
        elif args.command == "revoke":
            if not keys.revoke(args.key_id):
                print(f"no key {args.key_id!r}", file=sys.stderr)
                return 1
            print(json.dumps({"revoked": args.key_id}))
        elif args.command == "limits":
            current = keys.limits_of(args.tenant)
            if (args.reset or args.live_sessions or args.max_body_bytes or args.rate
                    or args.rate_bots):
                rates = {} if args.reset else dict(current.rates)
                for item in args.rate:
                    cls, _, rate = item.partition("=")
                    if cls not in RATE_CLASSES or not RATE_RE.fullmatch(rate):
                        raise KeyError_(f"--rate {item!r}: want CLASS=N/second|minute|hour")
                    rates[cls] = rate
                base = NO_LIMITS if args.reset else current
                current = TenantLimits.from_json(
                    {
                        "live_sessions": args.live_sessions or base.live_sessions,
                        "max_body_bytes": args.max_body_bytes or base.max_body_bytes,
                        "rates": rates,
                        "rate_bots": (args.rate_bots == "yes") if args.rate_bots
                        else base.rate_bots,
                    }
                )
                keys.set_limits(args.tenant, current)
            print(json.dumps({"tenant": args.tenant, **current.to_json()}))
        else:
            print(json.dumps({"tenant": args.tenant, "keys": keys.list(args.tenant)}))
    except KeyError_ as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except redis.RedisError as exc:
        print(f"redis unavailable: {exc.__class__.__name__}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
