"""/v1/webhooks: a tenant's webhook endpoints and their deliveries (API key required).
Views of a few lines; the work is in service/webhooks/."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, request
from marshmallow import RAISE, Schema, fields

from ..errors import BadRequest, Unauthorized
from ..webhooks.service import Webhooks
from . import schemas
from .auth import current_client
from .responses import json_response

bp = Blueprint("webhooks", __name__, url_prefix="/v1/webhooks")


class CreateWebhook(Schema):
    class Meta:
        unknown = RAISE

    url = fields.String(required=True)
    events = fields.List(fields.String(), required=True)
    description = fields.String(load_default=None, allow_none=True)


CREATE = CreateWebhook()


def _webhooks() -> Webhooks:
    hooks: Webhooks = current_app.extensions["referee.webhooks"]
    return hooks


def _tenant() -> str:
    client = current_client()
    if client.tenant is None:
        raise Unauthorized(
            "webhooks belong to a tenant: X-API-Key: <key>", code="auth.api_key_required"
        )
    return client.tenant


@bp.post("")
def create() -> Response:
    tenant = _tenant()
    data: dict[str, Any] = schemas.load(CREATE)
    body = _webhooks().register(tenant, data["url"], data["events"], data["description"])
    return json_response(body, 201, {"Location": f"/v1/webhooks/{body['id']}"})


@bp.get("")
def list_endpoints() -> Response:
    return json_response({"webhooks": _webhooks().endpoints(_tenant())})


@bp.get("/<webhook>")
def read(webhook: str) -> Response:
    return json_response(_webhooks().get(_tenant(), webhook))


@bp.delete("/<webhook>")
def delete(webhook: str) -> Response:
    _webhooks().delete(_tenant(), webhook)
    return Response(status=204)


@bp.post("/<webhook>/rotate-secret")
def rotate(webhook: str) -> Response:
    return json_response(_webhooks().rotate(_tenant(), webhook))


@bp.get("/<webhook>/deliveries")
def deliveries(webhook: str) -> Response:
    tenant = _tenant()
    unknown = set(request.args) - {"limit"}
    if unknown:
        raise BadRequest(
            f"unknown query parameters: {', '.join(sorted(unknown))}", code="request.invalid"
        )
    raw = request.args.get("limit", "50")
    if not raw.isdigit() or len(raw) > 4 or not 1 <= int(raw) <= 200:
        raise BadRequest("limit must be an integer 1–200", code="request.invalid")
    return json_response({"deliveries": _webhooks().deliveries(tenant, webhook, int(raw))})
