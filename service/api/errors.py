"""One error shape for every error: RFC 9457 problem+json with our stable `code`.

The table below maps each error class to its status; nothing else picks a status.
"""

from __future__ import annotations

import logging
from typing import Any

import orjson
from flask import Blueprint, Response
from werkzeug.exceptions import HTTPException

from ..errors import (
    AppError,
    BadRequest,
    CorruptSession,
    Forbidden,
    IdempotencyMismatch,
    NotFound,
    PreconditionFailed,
    QuotaExceeded,
    Unauthorized,
    Unavailable,
    VersionConflict,
)
from ..games.base import IllegalMove, MoveFormatError, OptionsError, RulesError, StateError

log = logging.getLogger("referee")

STATUS: list[tuple[type[Exception], int, str]] = [
    (MoveFormatError, 400, "Malformed move"),
    (BadRequest, 400, "Bad request"),
    (Unauthorized, 401, "Unauthorized"),
    (Forbidden, 403, "Forbidden"),
    (QuotaExceeded, 403, "Quota exceeded"),
    (NotFound, 404, "Not found"),
    (VersionConflict, 409, "Version conflict"),
    (PreconditionFailed, 412, "Precondition failed"),
    (IllegalMove, 422, "Illegal move"),
    (OptionsError, 422, "Invalid options"),
    (StateError, 422, "Inconsistent state"),
    (IdempotencyMismatch, 422, "Idempotency key reused"),
    (RulesError, 422, "Refused by the rules"),
    (CorruptSession, 500, "Corrupt session"),
    (Unavailable, 503, "Service unavailable"),
]

HTTP_CODES = {
    400: "request.invalid",
    401: "auth.missing_token",
    404: "http.not_found",
    405: "http.method_not_allowed",
    406: "http.not_acceptable",
    413: "request.too_large",
    415: "request.unsupported_media_type",
    429: "rate_limited",
}

bp = Blueprint("errors", __name__)


def problem(
    status: int, code: str, title: str, detail: str, headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response:
    body: dict[str, Any] = {
        "type": f"urn:referee:problem:{code}",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
    }
    body.update({k: v for k, v in extra.items() if v is not None})
    resp = Response(orjson.dumps(body), status=status, mimetype="application/problem+json")
    for k, v in (headers or {}).items():
        resp.headers[k] = v
    return resp


def from_exception(exc: Exception) -> Response:
    for cls, status, title in STATUS:  # noqa: B007 - the match is used after the loop
        if isinstance(exc, cls):
            break
    else:  # pragma: no cover - handled by the caller
        raise exc
    headers: dict[str, str] = {}
    extra: dict[str, Any] = {}
    if isinstance(exc, RulesError):
        code, detail = exc.code, exc.message
        if isinstance(exc, IllegalMove):
            extra["rule"] = exc.code
        if exc.details:
            extra["details"] = exc.details
    else:
        assert isinstance(exc, AppError)
        code, detail = exc.code, exc.message
        extra.update(exc.details)
        if isinstance(exc, Unavailable):
            headers["Retry-After"] = "1"
        if isinstance(exc, Unauthorized):
            headers["WWW-Authenticate"] = 'Bearer realm="referee"'

        if isinstance(exc, PreconditionFailed | VersionConflict):
            cur = exc.details.get("current_version")
            if cur is not None:
                headers["ETag"] = f'"{cur}"'
        if isinstance(exc, CorruptSession):
            log.error("corrupt session: %s", exc.message)
    return problem(status, code, title, detail, headers, **extra)


@bp.app_errorhandler(AppError)
def _app_error(exc: AppError) -> Response:
    return from_exception(exc)


@bp.app_errorhandler(RulesError)
def _rules_error(exc: RulesError) -> Response:
    return from_exception(exc)


@bp.app_errorhandler(HTTPException)
def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    code = HTTP_CODES.get(status, f"http.{status}")
    headers = {}
    valid = getattr(exc, "valid_methods", None)
    if status == 405 and valid:
        headers["Allow"] = ", ".join(valid)
    extra: dict[str, Any] = {}
    if status == 429:
        # service/api/limits.py: its code, budget (`policy`), RateLimit headers, Retry-After
        code = getattr(exc, "problem_code", code)
        extra["policy"] = getattr(exc, "policy", None)
        for k, v in exc.get_headers():
            if k.lower().startswith(("ratelimit", "retry-after")):
                headers[k] = v
    detail = exc.description or exc.name
    if status == 413:
        detail = "the request body is larger than the limit"
    return problem(status, code, exc.name, detail, headers, **extra)


@bp.app_errorhandler(Exception)
def _unexpected(exc: Exception) -> Response:
    log.exception("unexpected error")
    return problem(500, "internal", "Internal error", "an unexpected error; it has been logged")
