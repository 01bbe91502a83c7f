"""States stored by the release of 2026-11-28 still load, encode back to the same JSON and
play on, whatever the engines' inner data model becomes (issue 32: sessions in Redis survive an
upgrade). tests/golden/snapshots/states-2026-11-28.json holds each game's encoded states at
several points of a seeded game, as that release wrote them; runs on both builds."""

from __future__ import annotations

import json
import random

import pytest

from service.games import registry
from tests.conftest import ROOT

STATES = json.loads((ROOT / "tests/golden/snapshots/states-2026-11-28.json").read_text())


@pytest.mark.parametrize("game_id", sorted(STATES))
def test_states_stored_by_the_last_release_load_and_play_on(game_id: str) -> None:
    game = registry()[game_id]
    assert len(STATES[game_id]) >= 3
    rng = random.Random(game_id)
    for data in STATES[game_id]:
        for decode in (game.decode_state, game.decode_trusted_state):
            state = decode(data)
            assert game.encode_state(state) == data
        for _ in range(10):
            acting = sorted(game.to_act(state))
            if not acting:
                break
            seat = rng.choice(acting)
            moves = game.legal_moves(state, seat)
            state, _ = game.apply(state, seat, moves[rng.randrange(len(moves))])
