"""Dragons positions stored before the compact board (issue 37) load, encode back to the same
JSON and play on exactly as the engine that stored them did (tests/games/dragons/stored.py
wrote them on that engine); runs on both builds."""

from __future__ import annotations

import json

import pytest

from service.games.dragons import GAME
from tests.games.dragons.stored import FILE, answers, sha

RECORDED = json.loads(FILE.read_text())


def test_the_stored_positions_cover_gaps_and_finished_games() -> None:
    assert {"gaps_default", "late_200", "finished_default", "finished_tantrix"} <= set(RECORDED)
    assert all(RECORDED[n]["outcome"]["reason"] for n in RECORDED if n.startswith("finished"))
    assert RECORDED["finished_loop"]["outcome"]["reason"] == "loop_closed"


@pytest.mark.parametrize("name", sorted(RECORDED))
@pytest.mark.parametrize("trusted", [False, True])
def test_a_stored_position_loads_and_plays_on_as_before(name: str, trusted: bool) -> None:
    record = RECORDED[name]
    decode = GAME.decode_trusted_state if trusted else GAME.decode_state
    state = decode(record["state"])
    assert GAME.encode_state(state) == record["state"]
    got = answers(state)
    for key in ("to_act", "legal", "outcome", "scores_sha256", "view_sha256"):
        assert got[key] == record[key], key
    for k, step in enumerate(record["continuation"]):
        move = GAME.parse_move(step["move"])
        state, events = GAME.apply(state, step["seat"], move)
        assert sha(events) == step["events_sha256"], k
        assert sha(GAME.encode_state(state)) == step["state_sha256"], k
        now = answers(state)
        assert sha(now.pop("legal")) == step["legal_sha256"], k
        for key, value in now.items():
            assert value == step[key], (k, key)
