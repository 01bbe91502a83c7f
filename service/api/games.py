"""/v1/games: the catalogue and the stateless twins (full state in, full state out)."""

from __future__ import annotations

import secrets
from typing import Any

from flask import Blueprint, Response

from .. import bots, tracing
from ..bots import hints
from ..errors import BadRequest, NotFound, Unprocessable
from ..games import registry
from ..games.base import Game, GameOver, NotYourTurn
from ..ratings import split_players as split_player_ids
from ..sessions import game_or_404, parse_move, parse_players, verdict
from ..sessions.bots import split_players
from . import schemas
from .responses import json_response

bp = Blueprint("games", __name__, url_prefix="/v1/games")


@bp.get("")
def list_games() -> Response:
    return json_response({"games": [g.describe() for g in registry().values()]})


@bp.get("/<game_id>")
def get_game(game_id: str) -> Response:
    game = game_or_404(game_id)
    entry = game.describe()
    entry["move_types"] = [m.to_json() for m in game.move_types]
    return json_response(entry)


def _state(game: Game, data: dict[str, Any]) -> Any:
    return game.decode_state(data["state"])


def _seat(game: Game, state: Any, seat: Any) -> int:
    return game.check_seat(state, seat)


@bp.post("/<game_id>/setup")
def setup(game_id: str) -> Response:
    game = game_or_404(game_id)
    data = schemas.load(schemas.SETUP)
    players = data["players"]
    if isinstance(players, list):  # open seats mean nothing here either: a seat is a seat
        players = [f"Seat {i + 1}" if p == {"open": True} else p for i, p in enumerate(players)]
    # player ids (ratings) and bot seats mean nothing here either: seats count
    players, _ = split_player_ids(players)
    players, _ = split_players(game, players)
    count, _ = parse_players(players)
    opts = game.normalize_options(count, data["options"])
    seed = data["seed"]
    if seed is None:
        seed = secrets.token_hex(32)
    if not 1 <= len(seed) <= 256:
        raise BadRequest("seed must be 1–256 characters", code="seed.invalid")
    state = game.setup(count, opts, seed)
    return json_response({"state": game.encode_state(state)})


@bp.post("/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    game = game_or_404(game_id)
    data = schemas.load(schemas.STATE_SEAT)
    state = _state(game, data)
    seat = _seat(game, state, data["seat"])
    with tracing.span("engine.legal_moves", game.id):
        moves = game.encode_moves(game.legal_moves(state, seat))
    return json_response({"game": game.id, "seat": seat, "moves": moves})


@bp.post("/<game_id>/suggest")
def suggest(game_id: str) -> Response:
    """A bot's move for a seat: the bot is given only the seat's view and legal moves."""
    game = game_or_404(game_id)
    data = schemas.load(schemas.SUGGEST)
    bot, level = bot_choice(game.id, data)
    state = _state(game, data)
    seat = _seat(game, state, data["seat"])
    got = hints.analyse(game, state, seat, bot, data["seed"], level)
    if got is None:
        if game.outcome(state).finished:
            raise GameOver("turn.game_over", "the game is over")
        raise NotYourTurn(
            "turn.not_your_turn",
            f"seat {seat} may not act now",
            to_act=sorted(game.to_act(state)),
        )
    body = {"game": game.id, "seat": seat, "bot": bot, **got}
    if level is not None:
        body["level"] = level
    return json_response(body)


def bot_choice(game_id: str, data: dict[str, Any]) -> tuple[str, int | None]:
    """The bot and level of a suggest body (`bot`, `level`, `seed`), or a 400."""
    try:
        bot, level = bots.level_bot(data["bot"], data["level"])
    except ValueError as exc:
        # a level out of 1–8 fails the schema (400); a bot that contradicts a valid level is
        # a schema-valid body the service cannot follow (422)
        level_ok = type(data["level"]) is int and 1 <= data["level"] <= 8
        error = Unprocessable if level_ok else BadRequest
        raise error(str(exc), code="bot.level_invalid") from None
    try:
        if bot not in bots.BOT_NAMES:
            raise KeyError(bot)
        bots.get_bot(game_id, bot, level)
    except KeyError:
        raise BadRequest(
            f"bot must be one of {', '.join(bots.BOT_NAMES)}: this game has no {bot} bot"
            if bot in bots.BOT_NAMES
            else f"bot must be one of {', '.join(bots.BOT_NAMES)}",
            code="bot.unknown",
        ) from None
    seed = data["seed"]
    if seed is not None and not 1 <= len(seed) <= 256:
        raise BadRequest("seed must be 1–256 characters", code="seed.invalid")
    return bot, level


@bp.post("/<game_id>/validate")
def validate(game_id: str) -> Response:
    game = game_or_404(game_id)
    data = schemas.load(schemas.STATE_SEAT_MOVE)
    state = _state(game, data)
    seat = _seat(game, state, data["seat"])
    return json_response(verdict(game, state, seat, parse_move(game, data["move"])))


@bp.post("/<game_id>/apply")
def apply(game_id: str) -> Response:
    game = game_or_404(game_id)
    data = schemas.load(schemas.STATE_SEAT_MOVE)
    state = _state(game, data)
    seat = _seat(game, state, data["seat"])
    move = parse_move(game, data["move"])
    with tracing.span("engine.apply", game.id):
        new_state, events = game.apply(state, seat, move)
    return json_response(
        {"game": game.id, "state": game.encode_state(new_state), "events": events}
    )


@bp.post("/<game_id>/view")
def view(game_id: str) -> Response:
    game = game_or_404(game_id)
    data = schemas.load(schemas.VIEW)
    state = _state(game, data)
    seat = None if data["seat"] is None else _seat(game, state, data["seat"])
    return json_response({"game": game.id, "seat": seat, "view": game.view(state, seat)})


@bp.post("/<game_id>/score")
def score(game_id: str) -> Response:
    game = game_or_404(game_id)
    data = schemas.load(schemas.STATE)
    state = _state(game, data)
    outcome = game.outcome(state)
    return json_response(
        {
            "game": game.id,
            "scores": game.scores(state),
            "outcome": outcome.to_json_or_none(),
        }
    )



@bp.post("/dragons/render")
def render_dragons() -> Response:
    """The Dragons board as SVG; a game draws itself through its `render_svg` method."""
    game = game_or_404("dragons")
    data = schemas.load(schemas.STATE)
    state = _state(game, data)
    render = getattr(game, "render_svg", None)
    if render is None:  # pragma: no cover - the Dragons engine always has one
        raise NotFound("Dragons has no board picture", code="render.unsupported")
    return Response(render(state), mimetype="image/svg+xml")
