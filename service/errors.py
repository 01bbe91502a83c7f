"""Application errors outside the rules (the rules' own errors live in games/base.py).

Each has a stable `code`; `service/api/errors.py` maps every class to one HTTP status.
"""

from __future__ import annotations

from typing import Any


class AppError(Exception):
    code = "error"

    def __init__(self, message: str, code: str | None = None, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.details = details


class BadRequest(AppError):
    code = "request.invalid"


class NotFound(AppError):
    code = "not_found"


class Unprocessable(AppError):
    """A request the schema accepts but whose parts contradict each other (422)."""

    code = "request.unprocessable"


class Unauthorized(AppError):
    code = "auth.missing_token"


class Forbidden(AppError):
    code = "auth.forbidden"


class PreconditionFailed(AppError):
    code = "version.mismatch"


class VersionConflict(AppError):
    code = "version.conflict"


class IdempotencyMismatch(AppError):
    code = "idempotency.key_reused"


class CorruptSession(AppError):
    code = "session.corrupt"


class Unavailable(AppError):
    code = "store.unavailable"


class QuotaExceeded(AppError):
    """A tenant's (or anonymous client's) quota is used up: 403, not retryable by waiting."""

    code = "quota.exceeded"


class SessionConflict(AppError):
    """The session is not in a state that allows this: waiting for players
    (`session.waiting`), over (`session.finished`), no open seat left (`session.full`), not
    waiting (`session.not_waiting`), too few players to start (`session.too_few_players`)."""

    code = "session.conflict"


class TooManyReaders(AppError):
    """A client holds as many event streams (and long polls) as it may: 429."""

    code = "quota.event_streams"
