"""Golden Dragons replays: `python -m tests.games.dragons.golden` (re)writes them.

Each file records a seeded random game (moves by seat), the SHA-256 of the final encoded
state and of every event, and the outcome; the test replays it and compares."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from service.games.dragons import GAME
from tests.harness import canon, playout

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "dragons"

# name: (options, the reason and winner count the recorded game should show)
CASES: dict[str, tuple[dict[str, Any], str, int]] = {
    "default_loop_win": ({}, "loop_closed", 1),
    "default_draw": ({}, "tiles_exhausted", 0),
    "tiebreak_most_holes": ({"tiebreak": "most_holes_wins"}, "tiles_exhausted", 1),
    "tantrix_40": ({"scoring": "tantrix"}, "tiles_exhausted", 1),
    "tiles_120": ({"tiles": 120}, "loop_closed", 1),
}


def sha(data: Any) -> str:
    return hashlib.sha256(canon(data).encode()).hexdigest()


def run(options: dict[str, Any], seed: str, moves: list[dict[str, Any]]) -> dict[str, Any]:
    """Replay `moves` and return what a golden file records about the result."""
    state = GAME.setup(2, GAME.normalize_options(2, options), seed)
    events: list[Any] = []
    for entry in moves:
        state, evs = GAME.apply(state, entry["seat"], GAME.parse_move(entry["move"]))
        events.append(evs)
    return {
        "final_state_sha256": sha(GAME.encode_state(state)),
        "events_sha256": sha(events),
        "outcome": GAME.outcome(state).to_json(),
        "scores": GAME.scores(state),
    }


def record(name: str, options: dict[str, Any], seed: str) -> dict[str, Any]:
    _, log = playout(GAME, 2, options, seed, check_views=False, check_every=1000)
    return {
        "game": "dragons",
        "name": name,
        "players": 2,
        "options": options,
        "seed": seed,
        "moves": log,
        **run(options, seed, log),
    }


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (options, reason, winners) in CASES.items():
        for i in range(200):
            data = record(name, options, f"golden-{name}-{i}")
            result = data["outcome"]
            if result["reason"] == reason and len(result["winners"]) == winners:
                break
        (GOLDEN / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, data["outcome"]["reason"], data["outcome"]["winners"], len(data["moves"]))


if __name__ == "__main__":
    main()
