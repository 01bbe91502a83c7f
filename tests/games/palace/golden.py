"""Golden Palace replays: `python -m tests.games.palace.golden` (re)writes them.

Each file records a seeded game (greedy moves with random ties, by seat), the SHA-256 of the
final encoded state and of every event, the outcome and the scores; the test replays it."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from service.games.palace import GAME
from tests.harness import canon

from .policy import policy_playout

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "palace"

# name: (players, options)
CASES: dict[str, tuple[int, dict[str, Any]]] = {
    "default_2p": (2, {}),
    "default_4p": (4, {}),
    "default_5p": (5, {}),
    "variants_3p": (
        3,
        {
            "eight_skip": True,
            "lower_rank": "7",
            "transparent_rank": "3",
            "jokers": 1,
            "faceup_pickup_takes_card": True,
            "voluntary_pickup": True,
        },
    ),  # fmt: skip
    "choose_two_decks_4p": (
        4,
        {
            "deal": "choose_3_of_6",
            "decks": 2,
            "two_plays_again": False,
            "four_of_a_kind": "single_play",
            "starter_rule": "pagat_first_three_dealt",
        },
    ),  # fmt: skip
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


def record(name: str, players: int, options: dict[str, Any]) -> dict[str, Any]:
    seed = f"golden-{name}"
    _, log = policy_playout(players, options, seed, check_every=1000)
    return {
        "game": "palace",
        "name": name,
        "players": players,
        "options": options,
        "seed": seed,
        "moves": log,
        **run(players, options, seed, log),
    }


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (players, options) in CASES.items():
        data = record(name, players, options)
        (GOLDEN / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, data["outcome"]["reason"], data["outcome"]["losers"], len(data["moves"]))


if __name__ == "__main__":
    main()
