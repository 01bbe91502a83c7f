"""`python -m service.ratings rebuild --tenant acme --game palace [--write]`: replay a
tenant's rated games of one game and say whether the stored ratings equal the replay (with
`--write`, store the replay); `python -m service.ratings sweep`: settle the rating jobs left
pending (a worker that stopped between a rated game's finish and its rating). REDIS_URL names
the store; without it, `make run`'s embedded store (like service.keys)."""

from __future__ import annotations

import argparse
import json
import sys

from ..tenants import TENANT_RE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.ratings")
    sub = parser.add_subparsers(dest="command", required=True)
    rb = sub.add_parser("rebuild", help="replay the rated games of a tenant and game")
    rb.add_argument("--tenant", required=True)
    rb.add_argument("--game", required=True)
    rb.add_argument("--write", action="store_true")
    sw = sub.add_parser("sweep", help="settle pending rating jobs now")
    sw.add_argument("--grace", type=float, default=0.0)
    args = parser.parse_args(argv)

    from ..keys import redis_url  # REDIS_URL, else `make run`'s embedded store
    from ..store.client import make_client
    from .rebuild import rebuild
    from .service import Ratings

    client = make_client(redis_url(), socket_timeout=5, connect_timeout=5)
    if args.command == "rebuild":
        if not TENANT_RE.fullmatch(args.tenant):
            parser.error("--tenant is not a tenant name")
        from ..games import get_game

        if get_game(args.game) is None:
            parser.error("--game is not a game")
        ratings = Ratings(client)
        print(json.dumps(rebuild(ratings.store, f"t:{args.tenant}", args.game, args.write)))
    else:
        ratings = Ratings(client, grace_seconds=args.grace)
        print(json.dumps({"swept": ratings.sweep(10_000)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
