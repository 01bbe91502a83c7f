"""Golden replays: each recorded game replays to the same state, events and outcome."""

from __future__ import annotations

import json

import pytest

from .golden import GOLDEN, run

FILES = sorted(GOLDEN.glob("*.json"))


def test_there_are_golden_replays() -> None:
    assert len(FILES) >= 3
    reasons = {json.loads(p.read_text())["outcome"]["reason"] for p in FILES}
    assert reasons == {"rounds_complete", "tiebreak_complete"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_replay_matches(path) -> None:
    data = json.loads(path.read_text())
    got = run(data["players"], data["options"], data["seed"], data["moves"])
    for key in ("final_state_sha256", "events_sha256", "outcome", "scores"):
        assert got[key] == data[key], key
