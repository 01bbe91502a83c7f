"""What an operator needs to follow one request: its id, its log lines, its trace.

- **Request id.** A client's `X-Request-Id` is kept when it is 1–128 characters of
  `A–Z a–z 0–9 . _ : -` (starting with a letter or digit); anything else (too long, spaces,
  quotes, control characters) is replaced, as is a missing one, by 32 random hex digits. Every
  answer carries it back in `X-Request-Id` (errors too), every problem+json body as
  `request_id`, every log line of the request as `request_id`, every webhook event the
  request causes as `request_id` (service/webhooks/events.py). It never becomes part of a
  Redis key.
- **Request line.** With `LOG_REQUESTS` on (the default), one line per request on the
  `referee.access` logger at INFO: method, route (the URL rule, e.g.
  `/v1/sessions/<sid>/moves`), status, duration in ms, tenant, session id. Never a header, a query
  string or a body: tokens, keys and invites travel only there.
- **Tracing** (service/tracing.py): when OpenTelemetry is configured, a server span per
  request, continuing the caller's `traceparent`.

Cost when tracing is off: a header read, a regex match (or 16 random bytes), a context
variable set and reset, one header written, and the request line (a few microseconds;
docs/operations.md has the measurement).
"""

from __future__ import annotations

import logging
import os
import time

from flask import Flask, Response, request

from .. import logs, tracing
from ..sessions.inputs import SID_RE
from . import ops
from .call import Call, current
from .responses import append_header

REQUEST_ID_HEADER = "X-Request-Id"
REQUEST_ID_RE = logs.REQUEST_ID_RE

access = logging.getLogger("referee.access")


def request_id_from(raw: str | None) -> str:
    """The client's id when it is safe to echo and log, else a new one."""
    if raw is not None and REQUEST_ID_RE.fullmatch(raw):
        return raw
    return os.urandom(16).hex()


def init_observability(app: Flask, log_requests: bool = True) -> None:
    """Hook request ids, the request line and tracing into `app`. Call it before any other
    hook is registered: its `before_request` runs first (so that a 401 or 429 raised by a
    later one still has an id) and its `after_request` last (it sees the final answer)."""
    tracer = tracing.tracer()
    max_body = app.config.get("MAX_CONTENT_LENGTH")

    @app.before_request
    def _begin() -> None:
        req = request._get_current_object()  # type: ignore[attr-defined]  # one proxy lookup
        environ = req.environ
        rule = req.url_rule
        ctx = Call(
            request_id_from(environ.get("HTTP_X_REQUEST_ID")),
            environ.get("REQUEST_METHOD", ""),
            rule.rule if rule is not None else None,
            environ,
        )
        ctx.token = logs.bind(ctx)
        if max_body is not None:
            # asked ~4 times per request (werkzeug's body reader, ours), each time through
            # `current_app` unless set on the request (a tenant's own cap replaces it later)
            req.max_content_length = max_body
        if tracer is not None:
            ctx.span = tracing.start_request(tracer, req, ctx)
        ctx.started = time.perf_counter()

    @app.after_request
    def _finish(resp: Response) -> Response:
        ctx = current()
        if ctx is None:  # pragma: no cover - _begin always ran
            return resp
        append_header(resp.headers, REQUEST_ID_HEADER, ctx.request_id)  # nothing else sets it
        ops.record(ctx.method, ctx.route, resp.status_code, time.perf_counter() - ctx.started)
        if ctx.span is not None:
            span, ctx.span = ctx.span, None
            tracing.end_request(span, resp.status_code, ctx)
        if log_requests and access.isEnabledFor(logging.INFO):
            ms = round((time.perf_counter() - ctx.started) * 1000, 3)
            route = ctx.route or "unmatched"
            session = None
            if "<sid>" in route:  # the session: a well-formed id only (32 hex digits)
                sid = (request.view_args or {}).get("sid")
                if isinstance(sid, str) and SID_RE.fullmatch(sid):
                    session = sid
            logs.request_line(access, ctx, resp.status_code, ms, route, session)
        return resp

    @app.teardown_request
    def _end(exc: BaseException | None) -> None:
        ctx = current()
        if ctx is None:
            return
        if ctx.span is not None:  # the answer was never made (an error escaped every handler)
            span, ctx.span = ctx.span, None
            tracing.end_request(span, 500, ctx)
        if ctx.token is not None:
            token, ctx.token = ctx.token, None
            logs.unbind(token)
