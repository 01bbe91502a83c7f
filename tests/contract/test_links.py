"""openapi.yaml's links carry what a client needs to go on: from createSession, the session id
and each seat's token (and the admin token to delete); from getLegalMoves, a listed move and
the version it was listed for. A game of each kind is played to the end by following only the
links: every request's path, `Authorization`, `If-Match` and body come from a link of the
document evaluated on the earlier responses (runtime expressions, embedded ones included)."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from tests.conftest import ROOT

DOC = yaml.safe_load((ROOT / "openapi.yaml").read_text())
EXPRESSION = re.compile(r"\{(\$[^}]+)\}")


def operation(operation_id: str) -> tuple[str, str, dict[str, Any]]:
    for path, item in DOC["paths"].items():
        for method, op in item.items():
            if isinstance(op, dict) and op.get("operationId") == operation_id:
                return method.upper(), path, op
    raise KeyError(operation_id)


def links(operation_id: str, status: str) -> dict[str, Any]:
    return operation(operation_id)[2]["responses"][status]["links"]  # type: ignore[no-any-return]


def pointer(doc: Any, path: str) -> Any:
    for part in path.lstrip("/").split("/") if path.strip("/") else []:
        part = part.replace("~1", "/").replace("~0", "~")
        doc = doc[int(part)] if isinstance(doc, list) else doc[part]
    return doc


def evaluate(expr: Any, request: dict[str, Any], response: Any) -> Any:
    """An OpenAPI runtime expression (or a string embedding them in braces, or a constant)."""
    if not isinstance(expr, str):
        return {k: evaluate(v, request, response) for k, v in expr.items()}
    if expr.startswith("$response.body#"):
        return pointer(response, expr[len("$response.body#"):])
    if expr.startswith("$request.path."):
        return request["path"][expr[len("$request.path."):]]
    if EXPRESSION.search(expr):
        return EXPRESSION.sub(lambda m: str(evaluate(m.group(1), request, response)), expr)
    return expr


def follow(client: Any, link: dict[str, Any], request: dict[str, Any], response: Any,
           headers: dict[str, str] | None = None) -> tuple[dict[str, Any], Any]:
    """Make the request a link describes; `headers` are what the caller keeps using (its
    token) where the link names none. Returns (the request made, the response)."""
    method, path, _ = operation(link["operationId"])
    made: dict[str, Any] = {"path": {}, "headers": dict(headers or {})}
    for name, expr in link.get("parameters", {}).items():
        where, _, key = name.partition(".")
        value = evaluate(expr, request, response)
        if where == "path":
            made["path"][key] = value
        else:
            assert where == "header", name
            made["headers"][key] = value
    url = path.format(**made["path"])
    body = evaluate(link["requestBody"], request, response) if "requestBody" in link else None
    r = client.open(url, method=method, headers=made["headers"], json=body)
    return made, r


GAMES = {
    "palace": (2, {"max_turns": 30}),
    "red_dragon": (2, {}),
    "dragons": (2, {}),
    "reds": (2, {"mode": "short"}),
    "dragons_wild": (3, {"max_hands": 1}),
}


def test_every_game_is_here() -> None:
    assert set(GAMES) == set(DOC["components"]["schemas"]["GameId"]["enum"])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_played_along_the_links(app: Any, game: str) -> None:
    client = app.test_client()
    players, options = GAMES[game]
    r = client.post("/v1/sessions", json={"game": game, "players": players, "options": options,
                                          "seed": f"links-{game}"})
    assert r.status_code == 201
    created, create_request = r.json, {"path": {}}
    from_create = links("createSession", "201")
    from_listing = links("getLegalMoves", "200")
    from_move = links("applyMove", "200")
    to_act, moves = created["to_act"], 0
    while to_act:
        assert moves < 1000, "the game did not end"
        seat = to_act[0]
        listing_request, listing = follow(
            client, from_create[f"GetLegalMovesAsSeat{seat}"], create_request, created
        )
        assert listing.status_code == 200, listing.json
        assert listing.json["seat"] == seat and listing.json["moves"]
        token = listing_request["headers"]["Authorization"]
        move_request, moved = follow(
            client, from_listing["ApplyFirstMove"], listing_request, listing.json,
            headers={"Authorization": token},
        )
        assert moved.status_code == 200, moved.json
        assert move_request["headers"]["If-Match"] == f'"{listing.json["version"]}"'
        to_act, moves = moved.json["to_act"], moves + 1
    _, score = follow(client, from_move["GetScore"], move_request, moved.json)
    assert score.status_code == 200 and score.json["outcome"] is not None
    _, seat_view = follow(client, from_create["GetSessionAsSeat0"], create_request, created)
    assert seat_view.json["seat"] == 0 and seat_view.json["status"] == "finished"
    _, deleted = follow(client, from_create["DeleteSession"], create_request, created)
    assert deleted.status_code == 204


def test_the_links_from_a_created_session_carry_the_tokens() -> None:
    carried = {
        name: link["parameters"] for name, link in links("createSession", "201").items()
    }
    for name, params in carried.items():
        assert params["path.id"] == "$response.body#/id", name
        op = links("createSession", "201")[name]["operationId"]
        security = operation(op)[2].get("security", [{}])
        if all(alt for alt in security if "apiKey" not in alt):  # the operation needs a token
            assert "header.Authorization" in params, name
