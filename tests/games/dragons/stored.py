"""Dragons positions as the engine of 2026-11-29 (before the compact board, issue 37) encoded
them, with what it answered there and on a seeded continuation:
`python -m tests.games.dragons.stored` (re)writes tests/golden/snapshots/dragons-2026-11-29.json.
Run it only on the old engine: the file is the record of its behaviour.

Each position (mid-game, with gaps, late in a 200-tile game, Tantrix, finished) records the
encoded state, the legal moves of the seat to move (notation), the outcome, the scores, the
view, and up to 12 following moves with the SHA-256 of every answer after each."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from service.games.dragons import GAME, position
from tests.harness import canon

FILE = Path(__file__).resolve().parents[2] / "golden" / "snapshots" / "dragons-2026-11-29.json"


def sha(data: Any) -> str:
    return hashlib.sha256(canon(data).encode()).hexdigest()


def answers(state: Any) -> dict[str, Any]:
    """What the engine says about a position (the legal moves in full, the rest hashed)."""
    acting = sorted(GAME.to_act(state))
    legal = [GAME.move_notation(m) for m in GAME.legal_moves(state, acting[0])] if acting else []
    return {
        "to_act": acting,
        "legal": legal,
        "outcome": GAME.outcome(state).to_json(),
        "scores_sha256": sha(GAME.scores(state)),
        "view_sha256": sha(GAME.view(state, None)),
    }


def continuation(state: Any, seed: str, steps: int = 12) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        moves = GAME.legal_moves(state, acting[0])
        move = moves[rng.randrange(len(moves))]
        state, events = GAME.apply(state, acting[0], move)
        got = answers(state)
        out.append(
            {
                "seat": acting[0],
                "move": GAME.encode_move(move),
                "events_sha256": sha(events),
                "state_sha256": sha(GAME.encode_state(state)),
                "legal_sha256": sha(got.pop("legal")),
                **got,
            }
        )
    return out


def pick(options: dict[str, Any], seed: str, want: str) -> Any:
    """A state of a seeded random game: `want` = gaps / late / mid / finished / won."""
    for k in range(200):
        rng = random.Random(f"{seed}-{k}")
        state = GAME.setup(2, GAME.normalize_options(2, options), seed)
        seen = []
        while GAME.to_act(state):
            seat = sorted(GAME.to_act(state))[0]
            moves = GAME.legal_moves(state, seat)
            state, _ = GAME.apply(state, seat, moves[rng.randrange(len(moves))])
            seen.append(state)
        if want == "finished" or (want == "won" and GAME.outcome(state).winners):
            return state
        for s in seen[len(seen) // 3 :]:
            if GAME.outcome(s).finished:
                continue
            if want == "gaps" and position.gaps(s) and len(s.placed) > len(s.starts) + 2:
                return s
            if want == "late" and len(s.placed) > 150:
                return s
            if want == "mid":
                return s
    raise RuntimeError(f"no {want} position for {options} {seed}")


CASES: dict[str, tuple[dict[str, Any], str]] = {
    "mid_default": ({}, "mid"),
    "gaps_default": ({}, "gaps"),
    "gaps_120": ({"tiles": 120}, "gaps"),
    "late_200": ({"tiles": 200, "scoring": "tantrix"}, "late"),
    "tantrix_mid": ({"scoring": "tantrix"}, "mid"),
    "holes_tiebreak_gaps": ({"tiebreak": "most_holes_wins"}, "gaps"),
    "big_200_mid": ({"tiles": 200}, "mid"),
    "finished_default": ({}, "finished"),
    "finished_loop": ({"tiles": 120}, "won"),
    "finished_tantrix": ({"scoring": "tantrix", "tiles": 30}, "finished"),
}


def main() -> None:
    out = {}
    for name, (options, want) in CASES.items():
        state = pick(options, f"stored-{name}", want)
        out[name] = {
            "state": GAME.encode_state(state),
            **answers(state),
            "continuation": continuation(state, f"continue-{name}"),
        }
    FILE.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
