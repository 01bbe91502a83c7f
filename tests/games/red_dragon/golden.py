"""Golden replays for Red Dragon: seeded random games recorded as move logs with hashes.

Regenerate (only after a deliberate rules change, then review the diff):
    .venv/bin/python -m tests.games.red_dragon.golden
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from service.games.cards import Rng
from service.games.red_dragon import GAME

DIR = Path(__file__).resolve().parents[2] / "golden" / "red_dragon"

CASES: dict[str, tuple[int, dict[str, Any], str]] = {
    "two_players_default": (2, {}, "golden-1"),
    "three_players_jokers": (3, {"jokers_per_deck": 2, "default_direction": "cw"}, "golden-2"),
    "four_players_variants": (
        4,
        {
            "consecutive_eights": "forbidden",
            "chance_exception_scope": "later_only",
            "eight_skip_survives_burn": True,
            "reserve_fail_takes_card": False,
            "mix_opening_subset": "all_of_rank",
            "ten_counts_for_first": False,
        },
        "golden-3",
    ),
    "five_players_two_decks": (5, {"decks": 2, "jokers_per_deck": 1}, "golden-4"),
    "eight_players_two_decks_jokers": (8, {"decks": 2, "jokers_per_deck": 2}, "golden-5"),
}


def _sha(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def record(players: int, options: dict[str, Any], seed: str) -> dict[str, Any]:
    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
    rng = Rng(seed, "golden")
    moves: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    while not GAME.outcome(state).finished:
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        legal = GAME.legal_moves(state, seat)
        move = legal[rng.randbelow(len(legal))]
        moves.append({"seat": seat, "move": GAME.encode_move(move)})
        state, evs = GAME.apply(state, seat, move)
        events.extend(evs)
    return {
        "game": "red_dragon",
        "players": players,
        "options": options,
        "seed": seed,
        "moves": moves,
        "final_state_sha256": _sha(GAME.encode_state(state)),
        "events_sha256": _sha(events),
        "outcome": GAME.outcome(state).to_json(),
    }


def replay_events(data: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    players = data["players"]
    state = GAME.setup(players, GAME.normalize_options(players, data["options"]), data["seed"])
    events: list[dict[str, Any]] = []
    for entry in data["moves"]:
        state, evs = GAME.apply(state, entry["seat"], GAME.parse_move(entry["move"]))
        events.extend(evs)
    return state, events


def main() -> None:
    DIR.mkdir(parents=True, exist_ok=True)
    for name, (players, options, seed) in CASES.items():
        data = record(players, options, seed)
        (DIR / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, len(data["moves"]), "moves")


if __name__ == "__main__":
    main()
