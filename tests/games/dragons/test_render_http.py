"""The board picture over HTTP (route wired by the service: POST /v1/games/dragons/render
and GET /v1/sessions/{id}/board.svg)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from service.games.dragons import GAME

from .helpers import play
from .test_rules import CASCADE, opening


def test_render_endpoint_returns_the_board_svg(client: Any) -> None:
    state, _ = play(opening(*CASCADE), "place -2,2 S0")
    r = client.post("/v1/games/dragons/render", json={"state": GAME.encode_state(state)})
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.mimetype == "image/svg+xml"
    root = ET.fromstring(r.get_data(as_text=True))
    assert len(root.findall(".//{http://www.w3.org/2000/svg}g[@class='tile']")) == len(state.placed)


def test_session_board_picture(client: Any) -> None:
    r = client.post("/v1/sessions", json={"game": "dragons", "players": 2, "seed": "pic"})
    assert r.status_code == 201, r.json
    sid = r.json["id"]
    pic = client.get(f"/v1/sessions/{sid}/board.svg")
    assert pic.status_code == 200
    root = ET.fromstring(pic.get_data(as_text=True))
    assert root.findall(".//{http://www.w3.org/2000/svg}g[@class='empty']")
