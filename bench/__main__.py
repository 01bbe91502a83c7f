"""`python -m bench [--quick] [--only engines,http,size] [--out FILE]`."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from . import report

ROOT = Path(__file__).resolve().parents[1]
SECTIONS = ("engines", "instructions", "http", "size", "profile", "streams", "ratings")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    p.add_argument("--quick", action="store_true", help="short runs (≈1/3 of the time)")
    p.add_argument("--tiny", action="store_true",
                   help="smoke mode: 1 playout per game, 1-second HTTP runs, 20 sessions")
    p.add_argument("--only", default=",".join(SECTIONS),
                   help="comma-separated sections: engines,instructions,http,size,profile,streams,"
                        "ratings "
                        "(default: all of them)")
    p.add_argument("--games", default=None, help="comma-separated game ids (default: all)")
    p.add_argument("--http-game", default=None,
                   help="game used for the HTTP session endpoints (default: palace if present)")
    p.add_argument("--builds", default="pure,compiled",
                   help="engine builds whose playouts/s are measured side by side, each in its "
                        "own subprocess (REFEREE_ENGINE_BUILD; 'none' to skip)")
    p.add_argument("--connections", default="8,64", help="wrk connection counts")
    p.add_argument("--duration", type=float, default=None, help="seconds per wrk run")
    p.add_argument("--out", default=str(ROOT / "bench" / "results" / "latest.json"))
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    only = [s.strip() for s in args.only.split(",") if s.strip()]
    bad = [s for s in only if s not in SECTIONS]
    if bad:
        print(f"unknown section(s): {', '.join(bad)}", file=sys.stderr)
        return 2
    bad_builds = [b for b in args.builds.split(",")
                  if b.strip() and b.strip() not in ("pure", "compiled", "none")]
    if bad_builds:
        print(f"unknown build(s): {', '.join(bad_builds)} (pure, compiled or none)",
              file=sys.stderr)
        return 2
    games = args.games.split(",") if args.games else None
    mode = "tiny" if args.tiny else "quick" if args.quick else "full"
    doc: dict[str, Any] = {
        "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "mode": mode,
        "machine": f"{platform.python_implementation()} {platform.python_version()}, "
                   f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}",
        "sections": {},
    }
    log = lambda msg: print(msg, file=sys.stderr, flush=True)  # noqa: E731
    for name in only:
        log(f"== {name} ==")
        t0 = time.monotonic()
        try:
            if name == "engines":
                from . import engines

                budget = {"tiny": 0.0, "quick": 1.0, "full": 3.0}[mode]
                wanted = tuple(b.strip() for b in args.builds.split(",")
                               if b.strip() and b.strip() != "none")
                sec = engines.run(budget_s=budget, max_playouts=1 if args.tiny else None,
                                  max_steps=300 if args.tiny else 5000, games=games, log=log,
                                  builds_wanted=wanted)
            elif name == "instructions":
                from . import instructions

                sec = instructions.section(log=log)
            elif name == "http":
                from . import http

                sec = http.run(mode=mode, game=args.http_game,
                               connections=[int(c) for c in args.connections.split(",")],
                               duration=args.duration, log=log)
            elif name == "size":
                from . import size

                sec = size.run(mode=mode, games=games, log=log)
            elif name == "streams":
                from . import streams

                sec = streams.run(mode=mode, log=log)
            elif name == "ratings":
                from . import ratings

                sec = ratings.run(mode=mode, log=log)
            else:
                from . import profile

                sec = profile.run(mode=mode, game=args.http_game, log=log,
                                  out_dir=Path(args.out).parent)
        except Exception as exc:
            traceback.print_exc()
            sec = {"error": f"{exc.__class__.__name__}: {exc}"}
        sec["seconds"] = round(time.monotonic() - t0, 1)
        doc["sections"][name] = sec
    doc["targets"] = report.summary(doc)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    print(report.render(doc))
    log(f"written {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
