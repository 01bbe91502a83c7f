"""Golden replays: every recorded game replays to the same final state, events and outcome."""

from __future__ import annotations

import json

import pytest

from service.games.red_dragon import GAME
from tests.harness import replay

from .golden import CASES, DIR, _sha, replay_events


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_replay(name: str) -> None:
    data = json.loads((DIR / f"{name}.json").read_text())
    state, events = replay_events(data)
    assert _sha(GAME.encode_state(state)) == data["final_state_sha256"]
    assert _sha(events) == data["events_sha256"]
    assert GAME.outcome(state).to_json() == data["outcome"]
    same = replay(GAME, data["players"], data["options"], data["seed"], data["moves"])
    assert same == state
