"""JSON responses (orjson) and the bearer token of a request."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response, current_app

from ..errors import BadRequest
from ..sessions import Sessions
from .call import environ


def json_response(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    resp = Response(orjson.dumps(body), status=status, mimetype="application/json")
    if headers:
        add = resp.headers.add  # each a header the response has not (`[k] = v` scans for it)
        for k, v in headers.items():
            add(k, v)
    return resp


def sessions() -> Sessions:
    svc: Sessions = current_app.extensions["referee.sessions"]
    return svc


def bearer_token() -> str | None:
    header = environ().get("HTTP_AUTHORIZATION")
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        from ..errors import Unauthorized

        raise Unauthorized(
            "use Authorization: Bearer <token>", code="auth.malformed_header"
        )
    return token.strip()


def idempotency_key() -> str | None:
    key = environ().get("HTTP_IDEMPOTENCY_KEY")
    if key is None:
        return None
    key = key.strip()
    if not 1 <= len(key) <= 255 or not key.isprintable():
        raise BadRequest(
            "Idempotency-Key must be 1–255 printable characters", code="idempotency.invalid_key"
        )
    return key


def if_match_version() -> int | None:
    raw = environ().get("HTTP_IF_MATCH")
    if raw is None:
        return None
    value = raw.strip()
    if value.startswith("W/"):
        value = value[2:]
    value = value.strip('"')
    if not value.isdigit() or len(value) > 18:
        raise BadRequest(
            'If-Match must be a session version in quotes, e.g. If-Match: "3"',
            code="version.invalid_if_match",
        )
    return int(value)
