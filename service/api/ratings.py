"""/v1/players and /v1/leaderboards: a tenant's players, their ratings and standings (API key
required; another tenant's player is 404). Views of a few lines; the work is in
service/ratings/."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from ..errors import BadRequest
from ..ratings import Ratings
from .auth import current_client
from .responses import json_response

bp = Blueprint("ratings", __name__, url_prefix="/v1")


def _ratings() -> Ratings:
    ratings: Ratings = current_app.extensions["referee.sessions"].ratings
    return ratings


def _limit(default: int) -> int:
    raw = request.args.get("limit")
    if raw is None:
        return default
    if not raw.isdigit() or len(raw) > 4:
        raise BadRequest("limit must be an integer 1–200", code="request.invalid")
    return int(raw)


@bp.get("/players/<player>")
def player(player: str) -> Response:
    return json_response(_ratings().player(current_client(), player))


@bp.get("/players/<player>/history")
def history(player: str) -> Response:
    game = request.args.get("game")
    if game is None:
        raise BadRequest("game is required: ?game=<game id>", code="request.invalid")
    body = _ratings().history(
        current_client(), player, game, _limit(50), request.args.get("cursor")
    )
    return json_response(body)


@bp.get("/leaderboards/<game_id>")
def leaderboard(game_id: str) -> Response:
    body = _ratings().leaderboard(
        current_client(), game_id, _limit(50), request.args.get("cursor")
    )
    return json_response(body)
