"""Golden Reds replays: `python -m tests.games.reds.golden` (re)writes them.

Each file records a seeded random game (moves by seat), the SHA-256 of the final encoded
state and of every event list, the outcome and the scores; the test replays it and
compares."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from service.games.reds import GAME
from tests.harness import canon, playout

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "reds"

# name: (players, options, whether the recorded game should need tie-break rounds)
CASES: dict[str, tuple[int, dict[str, Any], bool]] = {
    "full_2p": (2, {}, False),
    "short_3p_hidden": (3, {"mode": "short", "hidden_bids": True}, False),
    "partnership_4p": (4, {"partnership": True}, False),
    "short_6p_first_dealer": (6, {"mode": "short", "first_dealer": 2}, False),
    "tiebreak_2p_short": (2, {"mode": "short"}, True),
}


def sha(data: Any) -> str:
    return hashlib.sha256(canon(data).encode()).hexdigest()


def run(
    players: int, options: dict[str, Any], seed: str, moves: list[dict[str, Any]]
) -> dict[str, Any]:
    """Replay `moves` and return what a golden file records about the result."""
    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
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


def record(name: str, players: int, options: dict[str, Any], seed: str) -> dict[str, Any]:
    _, log = playout(GAME, players, options, seed, check_views=False, check_every=1000)
    return {
        "game": "reds",
        "name": name,
        "players": players,
        "options": options,
        "seed": seed,
        "moves": log,
        **run(players, options, seed, log),
    }


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (players, options, tiebreak) in CASES.items():
        for i in range(2000):
            data = record(name, players, options, f"golden-{name}-{i}")
            if (data["outcome"]["reason"] == "tiebreak_complete") == tiebreak:
                break
        (GOLDEN / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, data["seed"], data["outcome"]["reason"], data["outcome"]["winners"])


if __name__ == "__main__":
    main()
