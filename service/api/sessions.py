"""/v1/sessions: hosted games. Views of a few lines; the work is in service/sessions.py."""

from __future__ import annotations

from flask import Blueprint, Response

from ..sessions import Loaded, body_hash
from . import schemas
from .responses import bearer_token, idempotency_key, if_match_version, json_response, sessions

bp = Blueprint("sessions", __name__, url_prefix="/v1/sessions")


def _load(sid: str) -> tuple[Loaded, int | None]:
    svc = sessions()
    token = bearer_token()
    loaded = svc.load(sid)
    return loaded, svc.identify(loaded, token)


def _etag(version: int) -> dict[str, str]:
    return {"ETag": f'"{version}"'}


@bp.post("")
def create() -> Response:
    data = schemas.load(schemas.CREATE)
    key = idempotency_key()
    body = sessions().create(
        data["game"], data["players"], data["options"], data["seed"], key,
        body_hash(schemas.read_json()) if key else None,
    )
    replayed = body.pop("_replayed", False)
    headers = {"Location": f"/v1/sessions/{body['id']}", **_etag(body["version"])}
    if replayed:
        headers["Idempotent-Replayed"] = "true"
    return json_response(body, 201, headers)


@bp.get("/<sid>")
def read(sid: str) -> Response:
    loaded, who = _load(sid)
    return json_response(sessions().summary(loaded, who), headers=_etag(loaded.version))


@bp.get("/<sid>/legal-moves")
def legal_moves(sid: str) -> Response:
    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    return json_response(sessions().legal_moves(loaded, seat), headers=_etag(loaded.version))


@bp.post("/<sid>/validate")
def validate(sid: str) -> Response:
    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    data = schemas.load(schemas.MOVE)
    verdict = sessions().validate(loaded, seat, data["move"])
    return json_response(verdict, headers=_etag(loaded.version))


@bp.post("/<sid>/moves")
def move(sid: str) -> Response:
    loaded, who = _load(sid)
    seat = sessions().require_seat(who)
    if_match = if_match_version()
    key = idempotency_key()
    data = schemas.load(schemas.MOVE)
    body = sessions().apply(loaded, seat, data["move"], if_match, key, body_hash(data))
    headers = _etag(body["version"])
    if body.pop("_replayed", False):
        headers["Idempotent-Replayed"] = "true"
    return json_response(body, 200, headers)


@bp.get("/<sid>/history")
def history(sid: str) -> Response:
    loaded, who = _load(sid)
    return json_response(sessions().history(loaded, who), headers=_etag(loaded.version))


@bp.get("/<sid>/score")
def score(sid: str) -> Response:
    loaded, _ = _load(sid)
    return json_response(sessions().score(loaded), headers=_etag(loaded.version))


@bp.get("/<sid>/board.svg")
def board_svg(sid: str) -> Response:
    loaded, _ = _load(sid)
    render = getattr(loaded.game, "render_svg", None)
    if render is None:
        from ..errors import NotFound

        raise NotFound(f"{loaded.game.title} has no board picture", code="render.unsupported")
    return Response(render(loaded.state), mimetype="image/svg+xml", headers=_etag(loaded.version))


@bp.delete("/<sid>")
def delete(sid: str) -> Response:
    loaded, who = _load(sid)
    sessions().delete(loaded, who)
    return Response(status=204)



