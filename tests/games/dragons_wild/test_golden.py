"""Golden replays: each recorded game replays to the same final state, events and scores."""

from __future__ import annotations

import json

import pytest

from service.games.dragons_wild import GAME

from .golden import GOLDEN, ROOT, replay, sha

FILES = sorted(ROOT.glob("*.json"))


def test_every_golden_game_is_recorded() -> None:
    assert {p.stem for p in FILES} == set(GOLDEN)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_replay_matches(path) -> None:
    data = json.loads(path.read_text())
    state, events = replay(data)
    assert sha(GAME.encode_state(state)) == data["final_state_sha256"]
    assert sha(events) == data["events_sha256"]
    assert GAME.outcome(state).to_json() == data["outcome"]
    assert json.loads(json.dumps(GAME.scores(state))) == data["scores"]
