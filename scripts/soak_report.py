"""Write RELIABILITY.md from the figures the reliability tests record in soak mode.

`make soak` runs `SOAK=1 pytest tests/reliability`; each test appends one JSON line of
figures to `.pytest_cache/soak-figures.jsonl` (see tests/reliability/conftest.py). This
script sums them into a short table: requests, races, playouts and leaks found.

    python scripts/soak_report.py [--figures FILE] [--out RELIABILITY.md]
                                  [--status <pytest exit status>] [--seconds <duration>]
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def load(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def summarize(rows: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    """(promise, figures reached, failures found) per area."""
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by[r["test"]].append(r)
    out: list[tuple[str, str, str]] = []

    races = by["races"] + by["races_no_if_match"]
    if races:
        subs = sum(r["submissions"] for r in races)
        rounds = sum(r.get("rounds", 1) for r in races)
        out.append(
            (
                "Races (one version, many submitters, 3 gunicorn workers)",
                f"{subs:,} concurrent submissions in {rounds} rounds; "
                f"{sum(r['applied'] for r in races)} applied",
                "0 double applies, 0 gaps, log = state = replay",
            )
        )
    idem = by["idempotency_concurrent"] + by["idempotency_create"]
    if idem:
        out.append(
            (
                "Idempotency (retries of one key)",
                f"{sum(r['retries'] for r in idem):,} retries",
                "0 extra effects, 0 differing answers",
            )
        )
    faults = by["redis_faults"]
    if faults:
        statuses: Counter[str] = Counter()
        for r in faults:
            statuses.update({str(k): v for k, v in r["statuses"].items()})
        out.append(
            (
                "Redis outages mid-load (stop, restart on the same AOF)",
                f"{sum(r['outages'] for r in faults)} outages, "
                f"{sum(r['sessions'] for r in faults)} sessions, "
                f"{sum(r['acknowledged'] for r in faults):,} acknowledged moves; "
                f"answers {dict(sorted(statuses.items()))}",
                f"{sum(r['lost'] for r in faults)} moves lost, 0 sessions ≠ replay, 0 5xx but 503",
            )
        )
    hidden = by["hidden_information"]
    if hidden:
        games = Counter(r["game"] for r in hidden)
        out.append(
            (
                "Hidden information over HTTP",
                f"{sum(r['playouts'] for r in hidden)} playouts "
                f"({', '.join(f'{g} {n}' for g, n in sorted(games.items()))}); "
                f"{sum(r['responses_checked'] for r in hidden):,} responses checked",
                f"{sum(r['leaks'] for r in hidden)} leaks found",
            )
        )
    bad = by["bad_input"]
    if bad:
        out.append(
            (
                "Bad input (hypothesis, every stateless endpoint of every game)",
                f"{sum(r['requests'] for r in bad):,} mutated requests",
                f"{sum(r['server_errors'] for r in bad)} server errors",
            )
        )
    turns = [r for name in ("bot_turns_reload", "bot_turns_kill_worker",
                            "bot_turns_kill_instance", "bot_turns_make_run") for r in by[name]]
    if turns:
        longest = max(max(r["longest_wait_bots_only"], r["longest_wait_versus"]) for r in turns)
        out.append(
            (
                "Bot turns through faults (SIGHUP, kill -9 of a worker, of an instance of two; "
                "bots-only and person-vs-expert)",
                f"{len(turns)} fault runs, {sum(r['moves'] for r in turns):,} moves; longest "
                f"wait on a bot {longest} s "
                f"(bound {max(r['bound'] for r in turns)} s)",
                "0 stranded games, 0 moves twice, 0 moves lost",
            )
        )
    for name, label in (
        ("stateful_fuzz", "schemathesis, stateful, over HTTP (anonymous)"),
        ("stateful_fuzz_keyed", "schemathesis, stateful, over HTTP (a tenant's API key)"),
    ):
        fuzz = by[name]
        if fuzz:
            out.append(
                (
                    label,
                    f"{sum(r['requests'] for r in fuzz):,} requests, "
                    f"{sum(r['sessions'] for r in fuzz)} sessions",
                    f"{sum(r['5xx'] for r in fuzz)} 5xx, 0 schema violations",
                )
            )
    return out


def render(rows: list[dict[str, Any]], status: int | None, seconds: float | None) -> str:
    lines = [
        "# Reliability",
        "",
        "Generated by `make soak` (`SOAK=1 pytest tests/reliability`, then "
        "`scripts/soak_report.py`); do not edit by hand. `make test` runs the same tests "
        "with short sizes. What each test promises is in its module docstring under "
        "`tests/reliability/`.",
        "",
        f"- Run: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, commit `{commit()}`, "
        f"Python {platform.python_version()}, {platform.system()} {platform.machine()}",
    ]
    if seconds is not None:
        lines.append(f"- Duration: {seconds / 60:.1f} minutes")
    if status is not None:
        lines.append(
            f"- Result: {'all tests passed' if status == 0 else f'FAILED (pytest exit {status})'}"
        )
    lines += ["", "| Promise | Reached | Found |", "|---|---|---|"]
    for promise, reached, found in summarize(rows):
        lines.append(f"| {promise} | {reached} | {found} |")
    if not rows:
        lines.append("| (no figures recorded) | | |")
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--figures", default=str(ROOT / ".pytest_cache" / "soak-figures.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "RELIABILITY.md"))
    ap.add_argument("--status", type=int, default=None)
    ap.add_argument("--seconds", type=float, default=None)
    args = ap.parse_args(argv)
    text = render(load(Path(args.figures)), args.status, args.seconds)
    Path(args.out).write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
