"""One error shape for every error: RFC 9457 problem+json with our stable `code`.

The table below maps each error class to its status; nothing else picks a status.

The store's failures are all 503 with `Retry-After`, never a 500 and never a log line per
request (the store's client logs outages itself, one line per failure kind per interval; see
service/store/guard.py):

- `store.unavailable`: Redis cannot be reached, timed out, or its circuit breaker is open;
  `Retry-After` is the breaker's remaining open time in whole seconds (at least 1);
- `store.full`: Redis refused a write because it is full (`maxmemory` reached); reads still
  work. `Retry-After` is a hint (2 s): space comes back only as sessions expire or are deleted.

This holds whether the failure arrives as the application's `Unavailable` (with the store's
error as its cause), as the store's `StoreUnavailable`, or as a bare `redis` error from any
other user of the shared client (API keys, rate limiter).
"""

from __future__ import annotations

import logging
from typing import Any

import orjson
import redis
from flask import Blueprint, Response
from werkzeug.exceptions import HTTPException

from .. import logs
from ..errors import (
    AppError,
    BadRequest,
    CorruptSession,
    Forbidden,
    IdempotencyMismatch,
    NotFound,
    PreconditionFailed,
    QuotaExceeded,
    SessionConflict,
    TooManyReaders,
    Unauthorized,
    Unavailable,
    Unprocessable,
    VersionConflict,
)
from ..games.base import IllegalMove, MoveFormatError, OptionsError, RulesError, StateError
from ..store.guard import FULL_RETRY_AFTER, is_full
from ..store.redis_store import StoreFull, StoreUnavailable

log = logging.getLogger("referee")

STATUS: list[tuple[type[Exception], int, str]] = [
    (MoveFormatError, 400, "Malformed move"),
    (BadRequest, 400, "Bad request"),
    (Unauthorized, 401, "Unauthorized"),
    (Forbidden, 403, "Forbidden"),
    (QuotaExceeded, 403, "Quota exceeded"),
    (NotFound, 404, "Not found"),
    (TooManyReaders, 429, "Too many event streams"),
    (VersionConflict, 409, "Version conflict"),
    (SessionConflict, 409, "Conflict"),
    (PreconditionFailed, 412, "Precondition failed"),
    (IllegalMove, 422, "Illegal move"),
    (OptionsError, 422, "Invalid options"),
    (StateError, 422, "Inconsistent state"),
    (IdempotencyMismatch, 422, "Idempotency key reused"),
    (Unprocessable, 422, "Unprocessable request"),
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
    rid = logs.request_id()
    if rid is not None:  # the same id as the X-Request-Id header (service/api/observe.py)
        body["request_id"] = rid
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
            failure = store_failure(exc)
            retry_after = 1
            if failure is not None:
                store_code, retry_after, store_detail = failure
                if store_code == "store.full":  # a refused write, whoever wrapped it
                    code, detail = store_code, store_detail or detail
            headers["Retry-After"] = str(retry_after)
        if isinstance(exc, TooManyReaders):
            headers["Retry-After"] = "5"
        if isinstance(exc, Unauthorized):
            headers["WWW-Authenticate"] = 'Bearer realm="referee"'

        if isinstance(exc, PreconditionFailed | VersionConflict):
            cur = exc.details.get("current_version")
            if cur is not None:
                headers["ETag"] = f'"{cur}"'
        if isinstance(exc, CorruptSession):
            log.error("corrupt session: %s", exc.message)
    return problem(status, code, title, detail, headers, **extra)


FULL_DETAIL = (
    "the session store is full and refuses writes; reads still work. Retry later; finished "
    "and abandoned sessions expire and free space"
)


def store_failure(exc: BaseException) -> tuple[str, int, str | None] | None:
    """(code, Retry-After seconds, detail or None) when `exc` or one of its causes is a failure
    of the store; None otherwise."""
    seen: set[int] = set()
    retry_after: int | None = None
    found: BaseException | None = None
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if isinstance(e, StoreFull) or is_full(e):
            return "store.full", FULL_RETRY_AFTER, FULL_DETAIL
        ra = getattr(e, "retry_after", None)
        if retry_after is None and isinstance(ra, int) and ra > 0:
            retry_after = ra
        if isinstance(e, StoreUnavailable | redis.ConnectionError | redis.TimeoutError):
            found = e
        e = e.__cause__ or e.__context__
    if found is None and not isinstance(exc, Unavailable):
        return None
    return "store.unavailable", retry_after or 1, None


def _store_problem(exc: BaseException) -> Response | None:
    failure = store_failure(exc)
    if failure is None:
        return None
    code, retry_after, detail = failure
    return problem(
        503, code, "Service unavailable",
        detail or "the session store is unavailable; retry shortly",
        {"Retry-After": str(retry_after)},
    )


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


@bp.app_errorhandler(StoreUnavailable)
@bp.app_errorhandler(redis.RedisError)
def _store_error(exc: Exception) -> Response:
    """A store failure that no layer turned into `Unavailable`: still a 503, not logged here
    (the client logs outages, one line per kind per interval)."""
    resp = _store_problem(exc)
    if resp is not None:
        return resp
    return _unexpected(exc)


@bp.app_errorhandler(Exception)
def _unexpected(exc: Exception) -> Response:
    resp = _store_problem(exc)  # e.g. an error raised while handling a store failure
    if resp is not None:
        return resp
    log.exception("unexpected error")
    return problem(500, "internal", "Internal error", "an unexpected error; it has been logged")
