"""/v1/sessions: hosted games. Views of a few lines; the work is in service/sessions/."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, request

from .. import tracing
from ..errors import AppError, BadRequest, NotFound, Unauthorized
from ..games import pictures
from ..sessions import Loaded, Stale, body_hash
from . import schemas
from .auth import current_client
from .call import current
from .call import environ as current_environ
from .responses import bearer_token, idempotency_key, if_match_version, json_response, sessions

bp = Blueprint("sessions", __name__, url_prefix="/v1/sessions")


# the endpoints that begin with `_load(sid)`: the rate limiter reads their session in its own
# round trip (service/api/limits.py), and `_load` takes that record instead of reading again
LOADS_FIRST = frozenset(
    f"sessions.{name}" for name in (
        "read", "legal_moves", "validate", "suggest", "move", "history", "score", "board_svg",
        "view_svg", "delete", "start", "resign", "abandon",
    )
)


def _load(sid: str) -> tuple[Loaded, int | None]:
    svc = sessions()
    client = current_client()
    token = bearer_token()
    call = current()
    pre = None
    if call is not None:
        pre, call.prefetched = call.prefetched, None
    if pre is not None and pre[0] == sid:
        loaded = svc.load(sid, client, record=pre[1])
    else:
        loaded = svc.load(sid, client)
    return loaded, svc.identify(loaded, token)


#: the longest If-None-Match the contract allows (well inside gunicorn's 8190 per header field,
#: so that the app, not gunicorn, answers a longer one)
MAX_HEADER_FIELD = 1024


#: a session's views depend on the caller's token and key
VARY = "Authorization, X-API-Key"


def _etag(version: int) -> dict[str, str]:
    return {"ETag": f'"{version}"'}


def _unchanged(loaded: Loaded) -> Response | None:
    """304 when `If-None-Match` names the session's version (a view depends on the token and
    key too: `Vary` says so)."""
    raw = current_environ().get("HTTP_IF_NONE_MATCH")
    if raw is None:
        return None
    if len(raw) > MAX_HEADER_FIELD:
        raise BadRequest(
            f"If-None-Match is longer than {MAX_HEADER_FIELD} characters",
            code="request.header_too_large",
        )
    if request.if_none_match and request.if_none_match.contains_weak(str(loaded.version)):
        return Response(status=304, headers={**_etag(loaded.version), "Vary": VARY})
    return None


def _with_game(body: dict[str, Any], loaded: Loaded) -> dict[str, Any]:
    """Every body with game-specific content names its game (clients discriminate on it)."""
    return body if "game" in body else {"game": loaded.game.id, **body}


def _read(body: object, loaded: Loaded) -> Response:
    return json_response(body, headers={**_etag(loaded.version), "Vary": VARY})


@bp.post("")
def create() -> Response:
    client = current_client()
    data = schemas.load(schemas.CREATE)
    key = idempotency_key()
    body = sessions().create(
        data["game"], data["players"], data["options"], data["seed"], key,
        body_hash(schemas.read_json()) if key else None, client, data["clock"],
        rated=data["rated"],
    )
    replayed = body.pop("_replayed", False)
    headers = {"Location": f"/v1/sessions/{body['id']}", **_etag(body["version"])}
    if replayed:
        headers["Idempotent-Replayed"] = "true"
    return json_response(body, 201, headers)


@bp.get("")
def list_sessions() -> Response:
    client = current_client()
    args = request.args
    unknown = set(args) - {"status", "cursor", "limit"}
    if unknown:
        raise BadRequest(
            f"unknown query parameters: {', '.join(sorted(unknown))}", code="request.invalid"
        )
    raw_limit = args.get("limit", "50")
    if not raw_limit.isdigit() or len(raw_limit) > 4:
        raise BadRequest("limit must be an integer 1–200", code="request.invalid")
    body = sessions().list(
        client, args.get("status", "all"), args.get("cursor"), int(raw_limit)
    )
    return json_response(body)


@bp.get("/<sid>")
def read(sid: str) -> Response:
    loaded, who = _load(sid)
    return _unchanged(loaded) or _read(sessions().summary(loaded, who), loaded)


@bp.get("/<sid>/legal-moves")
def legal_moves(sid: str) -> Response:
    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    return _unchanged(loaded) or _read(
        _with_game(sessions().legal_moves(loaded, seat), loaded), loaded
    )


@bp.post("/<sid>/validate")
def validate(sid: str) -> Response:
    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    data = schemas.load(schemas.MOVE)
    verdict = sessions().validate(loaded, seat, data["move"])
    return json_response(verdict, headers=_etag(loaded.version))


@bp.post("/<sid>/suggest")
def suggest(sid: str) -> Response:
    """A hint for the bearer's seat: a bot's move (with `expert`, its top alternatives and
    their estimated win rates), decided from the seat's view only."""
    from .games import bot_choice

    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    data = schemas.load(schemas.HINT)
    bot, level = bot_choice(loaded.game.id, data)
    body = sessions().suggest(loaded, seat, bot, level, data["seed"])
    return json_response(_with_game(body, loaded), headers=_etag(loaded.version))


@bp.post("/<sid>/moves")
def move(sid: str) -> Response:
    if_match = if_match_version()
    held = _held(sid, if_match)
    if held is not None:
        try:
            return _move(held, if_match)
        except Stale:
            pass  # this worker's copy was not the latest, or the move was refused on it
    return _move(_load(sid), if_match)


def _held(sid: str, if_match: int | None) -> tuple[Loaded, int | None] | None:
    """The session as this worker holds it at the If-Match version, when it does and the
    rate limiter did not read it for this request already: a move then makes one round trip
    (its compare-and-set), not two (issue 38). `Sessions.held` says when it may be used."""
    if if_match is None:
        return None
    call = current()
    if call is not None and call.prefetched is not None:
        return None
    svc = sessions()
    try:
        loaded = svc.held(sid, current_client(), if_match)
        if loaded is None:
            return None
        return loaded, svc.identify(loaded, bearer_token())
    except AppError:
        return None  # the fresh read answers it


def _move(got: tuple[Loaded, int | None], if_match: int | None) -> Response:
    loaded, who = got
    svc = sessions()
    try:
        seat = svc.require_seat(who)
        key = idempotency_key()
        data = schemas.load(schemas.MOVE)
    except AppError:
        if loaded.held:  # answered from the fresh read, in the order it checks things
            raise Stale from None
        raise
    # the body's digest only matters to an idempotent retry: none without a key
    digest = body_hash(data) if key else ""
    body = svc.apply(loaded, seat, data["move"], if_match, key, digest)
    headers = _etag(body["version"])
    if body.pop("_replayed", False):
        headers["Idempotent-Replayed"] = "true"
    body = _with_game(body, loaded)
    return json_response(body, 200, headers)


@bp.get("/<sid>/history")
def history(sid: str) -> Response:
    loaded, who = _load(sid)
    return _unchanged(loaded) or _read(sessions().history(loaded, who), loaded)


@bp.get("/<sid>/score")
def score(sid: str) -> Response:
    loaded, _ = _load(sid)
    return _unchanged(loaded) or _read(_with_game(sessions().score(loaded), loaded), loaded)


def _coords_flag() -> bool:
    """`?coords=true` labels the Dragons cells with their coordinates."""
    unknown = set(request.args) - {"coords"}
    if unknown:
        raise BadRequest(
            f"unknown query parameters: {', '.join(sorted(unknown))}", code="request.invalid"
        )
    raw = request.args.get("coords", "false")
    if raw not in ("true", "false"):
        raise BadRequest("coords must be true or false", code="request.invalid")
    return raw == "true"


def _svg(body: str, loaded: Loaded) -> Response:
    resp = Response(body, mimetype="image/svg+xml", headers=_etag(loaded.version))
    resp.vary.update(("Authorization", "X-API-Key"))
    return resp


@bp.get("/<sid>/board.svg")
def board_svg(sid: str) -> Response:
    coords = _coords_flag()
    loaded, _ = _load(sid)
    render = getattr(loaded.game, "render_svg", None)
    if render is None:
        raise NotFound(f"{loaded.game.title} has no board picture", code="render.unsupported")
    unchanged = _unchanged(loaded)
    if unchanged is not None:
        return unchanged
    with tracing.span("render.svg", loaded.game.id):
        picture = render(loaded.state, coords=coords)
    return _svg(picture, loaded)


@bp.get("/<sid>/view.svg")
def view_svg(sid: str) -> Response:
    """A picture of what the bearer's seat sees (a spectator's without a seat token)."""
    coords = _coords_flag()
    loaded, who = _load(sid)
    if not pictures.has_picture(loaded.game):
        raise NotFound(f"{loaded.game.title} has no picture", code="render.unsupported")
    unchanged = _unchanged(loaded)
    if unchanged is not None:
        return unchanged
    seat = who if who is not None and who >= 0 else None
    names = loaded.record.meta.get("names")
    with tracing.span("render.svg", loaded.game.id):
        picture = pictures.view_svg(loaded.game, loaded.state, seat, names, coords)
    return _svg(picture, loaded)


@bp.delete("/<sid>")
def delete(sid: str) -> Response:
    if bearer_token() is None and current_client().anonymous:
        # no credential at all: 401 whether or not the session exists
        raise Unauthorized("deleting needs the admin token", code="auth.missing_token")
    loaded, who = _load(sid)
    sessions().delete(loaded, who, current_client())
    return Response(status=204)


@bp.post("/<sid>/join")
def join(sid: str) -> Response:
    """Take an open seat with the invite code: the seat's token, shown once."""
    client = current_client()
    key = idempotency_key()
    data = schemas.load(schemas.JOIN)
    digest = body_hash(data) if key else ""
    body = sessions().join(sid, client, data["invite"], data["name"], key, digest)
    headers = _etag(body["version"])
    if body.pop("_replayed", False):
        headers["Idempotent-Replayed"] = "true"
    return json_response(body, 201, headers)


@bp.post("/<sid>/start")
def start(sid: str) -> Response:
    loaded, who = _load(sid)
    body = sessions().start(loaded, who)
    return json_response(body, 200, _etag(body["version"]))


@bp.post("/<sid>/resign")
def resign(sid: str) -> Response:
    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    body = sessions().resign(loaded, seat)
    return json_response(body, 200, _etag(body["version"]))


@bp.post("/<sid>/abandon")
def abandon(sid: str) -> Response:
    loaded, who = _load(sid)
    body = sessions().abandon(loaded, who)
    return json_response(body, 200, _etag(body["version"]))
