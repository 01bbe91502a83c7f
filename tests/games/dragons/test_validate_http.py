"""Validate says what applying would say (issue 15 item 4, Dragons part): for each refusal
rule, POST …/validate answers the same code, message and `details` as the 422 of POST
…/moves (session and stateless twins alike), and nothing changes."""

from __future__ import annotations

from typing import Any

import pytest

from service.games.dragons import GAME

from .helpers import board_state

# (a board the move is tried on, the move in notation, the rule that refuses it)
CASES = [
    ("", "place 1,0 S0", "dragons.first_at_origin"),
    ("0,0:S0", "place 0,0 S0", "dragons.occupied"),
    ("0,0:S0", "place 3,3 S0", "dragons.not_adjacent"),
    ("0,0:S0", "place 1,0 S0", "dragons.edge_mismatch"),
]


@pytest.mark.parametrize("layout,text,rule", CASES, ids=[c[2] for c in CASES])
def test_stateless_validate_gives_the_details_of_the_422(
    client: Any, layout: str, text: str, rule: str
) -> None:
    state = board_state(layout) if layout else GAME.setup(2, GAME.normalize_options(2, {}), "v")
    body = {"state": GAME.encode_state(state), "seat": state.to_move, "move": text}
    verdict = client.post("/v1/games/dragons/validate", json=body)
    assert verdict.status_code == 200, verdict.json
    applied = client.post("/v1/games/dragons/apply", json=body)
    assert applied.status_code == 422
    assert verdict.json["legal"] is False and verdict.json["code"] == rule
    assert applied.json["code"] == applied.json["rule"] == rule
    assert verdict.json["message"] == applied.json["detail"]
    assert verdict.json["details"] == applied.json["details"]
    assert verdict.json["details"]  # every Dragons refusal names its cell at least


def test_session_validate_gives_the_details_of_the_422(client: Any) -> None:
    r = client.post("/v1/sessions", json={"game": "dragons", "players": 2, "seed": "val"})
    assert r.status_code == 201, r.json
    sid, tokens = r.json["id"], [s["token"] for s in r.json["seats"]]
    moved = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": "place 0,0 S0"}, token=tokens[0]
    )
    assert moved.status_code == 200, moved.json
    for text in ("place 0,0 S0", "place 3,3 S0", "place 1,0 S0"):
        verdict = client.post(f"/v1/sessions/{sid}/validate", json={"move": text}, token=tokens[1])
        applied = client.post(f"/v1/sessions/{sid}/moves", json={"move": text}, token=tokens[1])
        assert applied.status_code == 422 and verdict.json["legal"] is False
        assert (verdict.json["code"], verdict.json["message"], verdict.json["details"]) == (
            applied.json["code"],
            applied.json["detail"],
            applied.json["details"],
        )
    assert client.get(f"/v1/sessions/{sid}").json["version"] == moved.json["version"]
