"""Golden replays: each recorded game replays to the same state, events and outcome."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.harness import replay

from .golden import GOLDEN, run

FILES = sorted(GOLDEN.glob("*.json"))


def test_there_are_golden_replays() -> None:
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_replay_matches(path: Path) -> None:
    from service.games.palace import GAME

    data = json.loads(path.read_text())
    got = run(data["players"], data["options"], data["seed"], data["moves"])
    for key in ("final_state_sha256", "events_sha256", "outcome", "scores"):
        assert got[key] == data[key], key
    final = replay(GAME, data["players"], data["options"], data["seed"], data["moves"])
    assert GAME.outcome(final).finished
