"""Sessions stored in Redis by the release of 2026-11-28 (the raw bytes of each session's meta,
version, snapshot — zlib-compressed where it was large — and move log, as that release's store
wrote them) still load through the service after any change of the data model and play on
(issue 32)."""

from __future__ import annotations

import base64
import json
import random
import secrets
from typing import Any

import pytest
import redis

from tests.conftest import ROOT

RECORDS = json.loads((ROOT / "tests/golden/snapshots/sessions-2026-11-28.json").read_text())


@pytest.mark.parametrize("game_id", sorted(RECORDS))
def test_a_session_stored_by_the_last_release_loads_and_plays_on(
    app: Any, redis_url: str, game_id: str
) -> None:
    svc = app.extensions["referee.sessions"]
    r = redis.Redis.from_url(redis_url)
    sid = secrets.token_hex(16)
    record = RECORDS[game_id]
    for part, raw in record["keys"].items():
        r.set(f"ref:{{{sid}}}:{part}", base64.b64decode(raw), ex=600)
    for entry in record["log"]:
        r.rpush(f"ref:{{{sid}}}:log", base64.b64decode(entry))
    r.expire(f"ref:{{{sid}}}:log", 600)
    loaded = svc.load(sid)
    assert loaded.game.id == game_id and loaded.version == int(base64.b64decode(
        record["keys"]["ver"]))
    history = svc.history(loaded, None)
    assert len(history["entries"]) >= loaded.version
    game, rng = loaded.game, random.Random(game_id)
    for _ in range(3):
        acting = sorted(game.to_act(loaded.state))
        if not acting:
            break
        seat = acting[0]
        move = rng.choice(game.legal_moves(loaded.state, seat))
        svc.apply(loaded, seat, game.encode_move(move), loaded.version, None, "")
        loaded = svc.load(sid)
