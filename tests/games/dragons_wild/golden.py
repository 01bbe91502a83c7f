"""Golden replays of Dragons Wild: generate with `python -m tests.games.dragons_wild.golden`.

Each game is played by a seeded policy that prefers laying the most cards (so hands end by
going out) and otherwise picks uniformly; the file keeps the moves and the hashes of the
final state and of all events, plus the outcome and the scores.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from service.games.cards import Rng
from service.games.dragons_wild import GAME
from service.games.dragons_wild.moves import AddToMeld, LayMeld

ROOT = Path(__file__).resolve().parents[2] / "golden" / "dragons_wild"

GOLDEN: dict[str, tuple[int, dict[str, Any]]] = {
    "default_3p": (3, {}),
    "target_score_4p": (4, {"end_condition": "target_score", "target_score": 120}),
    "manual_5p_extra_hand": (5, {"end_condition": "manual", "tie_policy": "extra_hand"}),
    "six_players_immediate_refill": (
        6,
        {"refill": "immediate", "keep_top_discard_on_refill": True, "max_hands": 2},
    ),
}


def canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def sha(data: Any) -> str:
    return hashlib.sha256(canon(data).encode()).hexdigest()


def choose(state: Any, rng: Rng) -> tuple[int, Any]:
    acting = sorted(GAME.to_act(state))
    seat = acting[rng.randbelow(len(acting))]
    moves = GAME.legal_moves(state, seat)
    lays = [m for m in moves if isinstance(m, (LayMeld, AddToMeld))]
    if lays and rng.randbelow(4):
        most = max(len(m.cards) for m in lays)
        best = [m for m in lays if len(m.cards) == most]
        return seat, best[rng.randbelow(len(best))]
    if state.phase == "between":
        return seat, moves[-1] if len(state.results) >= 2 else moves[0]
    return seat, moves[rng.randbelow(len(moves))]


def play(name: str) -> dict[str, Any]:
    players, options = GOLDEN[name]
    seed = f"golden-{name}"
    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
    rng = Rng(seed, "policy")
    log: list[dict[str, Any]] = []
    events: list[Any] = []
    while not GAME.outcome(state).finished:
        seat, move = choose(state, rng)
        state, evs = GAME.apply(state, seat, move)
        log.append({"seat": seat, "move": GAME.encode_move(move)})
        events.extend(evs)
    return {
        "game": "dragons_wild",
        "name": name,
        "players": players,
        "options": options,
        "seed": seed,
        "moves": log,
        "final_state_sha256": sha(GAME.encode_state(state)),
        "events_sha256": sha(events),
        "outcome": GAME.outcome(state).to_json(),
        "scores": GAME.scores(state),
    }


def replay(data: dict[str, Any]) -> tuple[Any, list[Any]]:
    players, options, seed = data["players"], data["options"], data["seed"]
    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
    events: list[Any] = []
    for entry in data["moves"]:
        state, evs = GAME.apply(state, entry["seat"], GAME.parse_move(entry["move"]))
        events.extend(evs)
    return state, events


def main() -> None:
    ROOT.mkdir(parents=True, exist_ok=True)
    for name in GOLDEN:
        data = play(name)
        (ROOT / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, len(data["moves"]), data["outcome"]["reason"], data["scores"]["totals"])


if __name__ == "__main__":
    main()
