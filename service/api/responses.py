"""JSON responses (orjson) and the bearer token of a request."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response, current_app
from werkzeug.datastructures import Headers

from ..errors import BadRequest
from ..sessions import Sessions
from .call import environ


class JsonResponse(Response):
    """A JSON answer exactly as `Response(data, status, mimetype="application/json")` plus its
    extra headers makes it (the same headers in the same order, the same status and body),
    made in one step: werkzeug's generic constructor (the content type worked out from a
    mimetype, the status parsed, a header list searched before each write) cost ~30k
    instructions, about 2 % of a request (issue 38). tests/api/test_responses.py holds the two
    equal for every status and header set the API answers with."""

    def __init__(self, data: bytes, status: int = 200, headers: dict[str, str] | None = None):
        self.headers = Headers()
        pairs = [("Content-Type", "application/json"), ("Content-Length", str(len(data)))]
        if headers:
            for k, v in headers.items():
                if "\n" in v or "\r" in v:  # what `Headers.add` refuses
                    raise ValueError("Header values must not contain newline characters.")
                pairs.append((k, v))
        self.headers._list = pairs  # `add` each: ~2k instructions, a regex and 2 frames each
        self.status = status
        self.direct_passthrough = False
        self._on_close: list[Any] = []
        self.response = [data]


def append_header(headers: Headers, name: str, value: str) -> None:
    """`headers.add(name, value)` for a `str` value, without werkzeug's regex over the value
    and its two Python frames (~2k instructions a header, on every answer: issue 38). A value
    with a line break is refused as `add` refuses it (tests/api/test_responses.py)."""
    if "\n" in value or "\r" in value:
        raise ValueError("Header values must not contain newline characters.")
    headers._list.append((name, value))


def json_response(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return JsonResponse(orjson.dumps(body), status, headers)


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
    return parse_if_match(environ().get("HTTP_IF_MATCH"))


def parse_if_match(raw: str | None) -> int | None:
    """The version an `If-Match` header names (None without one); 400 when it names none."""
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
