"""API keys from the command line: create (printed once), revoke, list.

    python -m service.keys create --tenant acme [--label "billing backend"]
    python -m service.keys revoke <key id>
    python -m service.keys list --tenant acme

It talks to the service's Redis: `REDIS_URL`, else the embedded store of `make run`
(the socket in `REFEREE_DATA_DIR`, default `.referee-data`). Only the key's SHA-256 is stored;
the key itself is printed once, to stdout, and never logged.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

import redis

from .tenants import ApiKeys, KeyError_


def redis_url() -> str:
    url = os.environ.get("REDIS_URL")
    if url:
        return url
    data_dir = os.environ.get("REFEREE_DATA_DIR") or ".referee-data"
    socket = os.path.join(os.path.abspath(data_dir), "redis.sock")
    if not os.path.exists(socket):
        raise SystemExit(
            f"no REDIS_URL and no embedded store at {socket}: start the service (make run) "
            "or set REDIS_URL"
        )
    return f"unix://{socket}?db=0"


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
    args = parser.parse_args(argv)

    client = redis.Redis.from_url(redis_url(), socket_timeout=5, socket_connect_timeout=5)
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
