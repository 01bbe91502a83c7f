"""The request being served, as the API's hooks and views share it.

One object per request (`Call`: the log context of service/logs.py, plus what the API's layers
hand each other), made by the first hook (service/api/observe.py) and found again through the
log context's context variable. Reading it costs a C-level `ContextVar.get`, where each
`flask.g` or `flask.request` attribute costs a proxy lookup (~1.5k instructions; a request made
~35 of them: issue 38's per-stage table).
"""

from __future__ import annotations

from typing import Any

from flask import request

from .. import logs


class Call(logs.RequestContext):
    __slots__ = ("environ", "client", "verdicts", "prefetched", "auth_counted")

    def __init__(
        self, request_id: str, method: str, route: str | None, environ: dict[str, Any]
    ) -> None:
        super().__init__(request_id, method, route)
        self.environ = environ  # the WSGI environ (headers as HTTP_*)
        self.client: Any = None  # service.tenants.Client, once known (service/api/auth.py)
        self.verdicts: list[Any] = []  # the rate limiter's verdicts, for its headers
        self.prefetched: Any = None  # (sid, record) the limiter's round trip read for the view
        self.auth_counted = False  # a failed authentication already counted by the limiter


def current() -> Call | None:
    """The request's `Call`; None outside a request that the first hook saw."""
    ctx = logs.current()
    return ctx if type(ctx) is Call else None


def environ() -> dict[str, Any]:
    """The request's WSGI environ (one proxy lookup when there is no `Call`)."""
    ctx = logs.current()
    if type(ctx) is Call:
        return ctx.environ
    got: dict[str, Any] = request.environ
    return got
