"""GET /v1/sessions/{id}/view.svg: a seat's picture with its token, a spectator's without;
ETag and If-None-Match like every session read; `?coords=true` for Dragons."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

SVG = "{http://www.w3.org/2000/svg}"


def _create(client: Any, game: str, players: Any, **extra: Any) -> dict[str, Any]:
    r = client.post("/v1/sessions", json={"game": game, "players": players, **extra})
    assert r.status_code == 201, r.json
    return r.json


def _hand_cards(svg: str) -> Counter[str]:
    root = ET.fromstring(svg)
    found: Counter[str] = Counter()
    for g in root.iter(f"{SVG}g"):
        if g.get("class") == "hand":
            found.update(c.get("data-card") for c in g.iter(f"{SVG}g") if c.get("data-card"))
    return found


@pytest.mark.parametrize(
    ("game", "players"), [("palace", 2), ("red_dragon", 3), ("reds", 2), ("dragons_wild", 3)]
)
def test_each_seat_gets_its_own_picture(client: Any, game: str, players: int) -> None:
    body = _create(client, game, [f"N{i}" for i in range(players)], seed="pic")
    sid = body["id"]
    for seat in body["seats"]:
        r = client.get(f"/v1/sessions/{sid}/view.svg", token=seat["token"])
        assert r.status_code == 200 and r.mimetype == "image/svg+xml"
        assert r.headers["ETag"] == '"0"'
        svg = r.get_data(as_text=True)
        view = client.get(f"/v1/sessions/{sid}", token=seat["token"]).json["view"]
        assert _hand_cards(svg) == Counter(view["hand"])
        assert f"N{seat['seat']} (seat {seat['seat']}) — you" in svg
    spectator = client.get(f"/v1/sessions/{sid}/view.svg")
    assert spectator.status_code == 200
    assert not _hand_cards(spectator.get_data(as_text=True))
    assert "— you" not in spectator.get_data(as_text=True)


def test_view_picture_is_cached_by_version(client: Any) -> None:
    body = _create(client, "palace", 2, seed="etag")
    sid, token = body["id"], body["seats"][0]["token"]
    first = client.get(f"/v1/sessions/{sid}/view.svg", token=token)
    again = client.get(
        f"/v1/sessions/{sid}/view.svg",
        token=token,
        headers={"If-None-Match": first.headers["ETag"]},
    )
    assert again.status_code == 304 and again.headers["ETag"] == first.headers["ETag"]
    assert "Authorization" in first.headers.get("Vary", "")
    moved = client.post(
        f"/v1/sessions/{sid}/moves",
        token=token,
        json={"move": {"type": "ready"}},
        headers={"If-Match": '"0"'},
    )
    assert moved.status_code == 200, moved.json
    fresh = client.get(
        f"/v1/sessions/{sid}/view.svg",
        token=token,
        headers={"If-None-Match": first.headers["ETag"]},
    )
    assert fresh.status_code == 200 and fresh.headers["ETag"] == '"1"'


def test_dragons_view_is_its_board_with_coordinates_on_request(client: Any) -> None:
    sid = _create(client, "dragons", 2, seed="coords")["id"]
    plain = client.get(f"/v1/sessions/{sid}/view.svg").get_data(as_text=True)
    assert 'class="coords"' not in plain and "dragons-board" in plain
    for path in ("view.svg", "board.svg"):
        r = client.get(f"/v1/sessions/{sid}/{path}?coords=true")
        assert r.status_code == 200
        assert '<text class="coords"' in r.get_data(as_text=True)


@pytest.mark.parametrize("query", ["coords=yes", "colour=red"])
def test_bad_query_is_a_400(client: Any, query: str) -> None:
    sid = _create(client, "dragons", 2)["id"]
    r = client.get(f"/v1/sessions/{sid}/view.svg?{query}")
    assert r.status_code == 400 and r.json["code"] == "request.invalid"


def test_unknown_session_and_bad_token(client: Any) -> None:
    assert client.get(f"/v1/sessions/{'0' * 32}/view.svg").status_code == 404
    sid = _create(client, "reds", 2)["id"]
    r = client.get(f"/v1/sessions/{sid}/view.svg", token="nope")
    assert r.status_code == 401


def test_a_game_without_a_picture_is_a_404(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import service.sessions.inputs
    from tests.reliability.conftest import lookup

    monkeypatch.setattr(service.sessions.inputs, "get_game", lookup)  # serve the toy game
    client = app.test_client()  # the toy game is outside the contract's GameId enum
    r = client.post("/v1/sessions", json={"game": "toy_cards", "players": 2})
    assert r.status_code == 201, r.json
    r = client.get(f"/v1/sessions/{r.json['id']}/view.svg")
    assert r.status_code == 404 and r.json["code"] == "render.unsupported"


def test_names_are_text_in_the_picture(client: Any) -> None:
    name = '<script>alert("x")</script> & "Bob"'
    body = _create(client, "reds", [name, "Ann"])
    svg = client.get(
        f"/v1/sessions/{body['id']}/view.svg", token=body["seats"][0]["token"]
    ).get_data(as_text=True)
    root = ET.fromstring(svg)  # still well-formed
    assert not [e for e in root.iter() if e.tag.endswith("script")]
    assert "&lt;script&gt;" in svg and "<script>" not in svg
