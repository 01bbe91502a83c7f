"""Logging: every line says which request it belongs to; text for people, JSON for machines.

- The request's context (`RequestContext`: request id, tenant, route) lives in a context
  variable set by the API for the length of a request (service/api/observe.py); any layer reads
  it with `request_id()` (the webhooks put it in the deliveries a request causes) and every
  log line carries it, whoever logs.
- `LOG_FORMAT=text` (the default, `make run`): `time LEVEL logger [request id]: message`.
  `LOG_FORMAT=json`: one JSON object per line with `time` (UTC, ISO 8601, ms), `level`,
  `logger`, `message`, `request_id`, `tenant` (null: anonymous or not known yet), `route`,
  `trace_id` while tracing, and, on the request line of `referee.access`, `method`, `status`,
  `duration_ms`, `session` (the session id of a session route); `exception` with the
  traceback.
- Secrets never reach a line in clear: no code logs a token, key, invite or secret, and as a
  last guard `redact` replaces anything shaped like one (an API key `rf_…`, a bearer token,
  a 43-character url-safe token, a `secret`/`token`/`invite`/`key` value in `k=v` or JSON) by
  `[redacted]` before a line is written (the request line, built from the route template,
  method and status only, skips that pass: it is most of the lines and costs ~10 µs).
"""

from __future__ import annotations

import logging
import re
import sys
import time
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

import orjson

FORMATS = ("text", "json")
#: a request id as accepted from a client (service/api/observe.py) and passed on
REQUEST_ID_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}")
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s]: %(message)s"


class RequestContext:
    """What a log line of a request says about it (one object per request)."""

    __slots__ = (
        "request_id", "tenant", "route", "method", "started", "token", "span", "trace_id",
    )

    def __init__(self, request_id: str, method: str = "", route: str | None = None) -> None:
        self.request_id = request_id
        self.method = method
        self.tenant: str | None = None
        self.route = route
        self.started = 0.0  # time.perf_counter() at the start of the request
        self.token: Any = None  # the context variable's token (`unbind`)
        self.span: Any = None  # the request's span while tracing (service/tracing.py)
        self.trace_id: str | None = None  # its trace id (32 hex digits), on every JSON line


_CONTEXT: ContextVar[RequestContext | None] = ContextVar("referee_request", default=None)


def bind(ctx: RequestContext | None) -> Any:
    """Make `ctx` the current request's context; the token `unbind` takes."""
    return _CONTEXT.set(ctx)


def unbind(token: Any) -> None:
    try:
        _CONTEXT.reset(token)
    except (ValueError, RuntimeError):  # set in another context, or reset already: clear it
        _CONTEXT.set(None)


#: the current request's context, None outside requests: the context variable's own `get`
#: (a C call; a Python function around it cost a frame on each of ~10 calls per request)
current: Callable[[], RequestContext | None] = _CONTEXT.get


def request_id() -> str | None:
    """The id of the request being served in this thread, None outside requests."""
    ctx = _CONTEXT.get()
    return ctx.request_id if ctx is not None else None


# ---------------------------------------------------------------- redaction (the last guard)

_SECRETS = re.compile(
    r"rf_[0-9a-f]{12}_[A-Za-z0-9_-]{43}"  # an API key
    r"|(?i:bearer)\s+[A-Za-z0-9._~+/=-]{8,}"  # an Authorization value
    r"|(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])"  # token_urlsafe(32): seat, admin
    r"|(?i:(?:secret|token|invite|api[_-]?key|password)\"?\s*[=:]\s*\"?)[^\s\",}&]+"
)


def _mask(match: re.Match[str]) -> str:
    text = match.group(0)
    for sep in ("=", ":"):
        head, found, _ = text.partition(sep)
        if found and not text.startswith("rf_") and len(head) < 16:
            return f"{head}{sep}{' ' if text[len(head) + 1:].startswith(' ') else ''}[redacted]"
    return "[redacted]"


def redact(text: str) -> str:
    """`text` with anything shaped like a secret replaced by `[redacted]`."""
    return _SECRETS.sub(_mask, text)


# ---------------------------------------------------------------- formatters


class ContextFilter(logging.Filter):
    """Puts the request's context on every record (`request_id`, `tenant`, `route`; `-` or
    None outside requests), so that any formatter can print it."""

    def filter(self, record: logging.LogRecord) -> bool:
        ctx = _CONTEXT.get()
        if not hasattr(record, "request_id"):
            record.request_id = ctx.request_id if ctx is not None else "-"
        if not hasattr(record, "tenant"):
            record.tenant = ctx.tenant if ctx is not None else None
        if not hasattr(record, "route"):
            record.route = ctx.route if ctx is not None else None
        return True


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__(TEXT_FORMAT)

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        return line if getattr(record, "safe", False) else redact(line)


def _message(record: logging.LogRecord) -> str:
    text = record.getMessage()
    # `safe`: made by our code from nothing a client sent but the route and status (the
    # request line); everything else goes through the redaction
    return text if getattr(record, "safe", False) else redact(text)


class JsonFormatter(logging.Formatter):
    """One JSON object per line (see the module docstring)."""

    FIELDS = ("method", "status", "duration_ms", "session", "trace_id")

    def format(self, record: logging.LogRecord) -> str:
        ctx = _CONTEXT.get()
        rid = getattr(record, "request_id", None)
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": _message(record),
            "request_id": rid if rid not in (None, "-") else (ctx and ctx.request_id),
            "tenant": getattr(record, "tenant", None) or (ctx and ctx.tenant),
            "route": getattr(record, "route", None) or (ctx and ctx.route),
        }
        for name in self.FIELDS:
            value = getattr(record, name, None)
            if value is not None:
                out[name] = value
        if "trace_id" not in out and ctx is not None and ctx.trace_id:
            out["trace_id"] = ctx.trace_id
        if record.exc_info:
            out["exception"] = redact(self.formatException(record.exc_info))
        return orjson.dumps(out).decode()


# ---------------------------------------------------------------- the request line, direct

_ACCESS = "referee.access"
_stamps: dict[bool, tuple[int, str]] = {}  # json? → (second, its formatted time): one per second


def _stamp(now: float, json: bool) -> str:
    """The time as our formatters print it for a record made at `now`: `logging.Formatter`'s
    default (local time, `,` and milliseconds) for text, UTC ISO 8601 with `Z` for JSON. The
    seconds are formatted once per second."""
    second = int(now)
    got = _stamps.get(json)
    if got is None or got[0] != second:
        text = (
            time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now)) if json
            else time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now))
        )
        _stamps[json] = got = (second, text)
    ms = int((now - second) * 1000)
    return f"{got[1]}.{ms:03d}Z" if json else f"{got[1]},{ms:03d}"


def request_line(
    logger: logging.Logger, ctx: RequestContext, status: int, ms: float, route: str,
    session: str | None,
) -> None:
    """The request line of `referee.access` (service/api/observe.py), written straight to our
    handler's stream when it is the only place the line can go: no handler or filter on the
    way but ours on the root (as `configure` leaves it; a test's capture, a handler an operator
    adds, or another level on ours take the usual path). The line is byte for byte what
    `logger.info` would write through our formatter (tests/api/test_request_line.py), without
    the LogRecord, the filter pass and the time formatted per line: ~2/3 of its cost, and
    most of the lines the service writes (issue 38)."""
    message = f"{ctx.method} {route} {status} {ms:.1f} ms"
    root = logging.root
    handlers = root.handlers
    handler = handlers[0] if len(handlers) == 1 else None
    if (
        handler is None or not getattr(handler, "_referee", False) or root.filters
        or logger.handlers or logger.filters or not logger.propagate
        or handler.level > logging.INFO or len(handler.filters) != 1
        or not _direct_path_clear(logger)
    ):
        extra: dict[str, Any] = {"method": ctx.method, "status": status, "duration_ms": ms,
                                 "route": route, "safe": True}  # fmt: skip
        if session is not None:
            extra["session"] = session
        logger.info("%s %s %d %.1f ms", ctx.method, route, status, ms, extra=extra)
        return
    now = time.time()
    fmt = handler.formatter
    if type(fmt) is JsonFormatter:
        out: dict[str, Any] = {
            "time": _stamp(now, True), "level": "info", "logger": logger.name,
            "message": message, "request_id": ctx.request_id, "tenant": ctx.tenant,
            "route": route, "method": ctx.method, "status": status, "duration_ms": ms,
        }
        if session is not None:
            out["session"] = session
        if ctx.trace_id:
            out["trace_id"] = ctx.trace_id
        line = orjson.dumps(out).decode()
    elif type(fmt) is TextFormatter:
        line = f"{_stamp(now, False)} INFO {logger.name} [{ctx.request_id}]: {message}"
    else:  # pragma: no cover - configure makes only these two
        logger.info("%s %s %d %.1f ms", ctx.method, route, status, ms,
                    extra={"route": route, "safe": True})
        return
    stream = handler.stream  # type: ignore[attr-defined]
    with handler.lock:  # type: ignore[union-attr]
        try:
            stream.write(line + "\n")
            stream.flush()
        except Exception:  # noqa: BLE001 - as logging does: reported, never raised
            handler.handleError(logging.makeLogRecord({"msg": line}))


def _direct_path_clear(logger: logging.Logger) -> bool:
    """No handler or filter between `logger` and the root, and every logger on the way passes
    records on."""
    parent = logger.parent
    while parent is not None and parent is not logging.root:
        if parent.handlers or parent.filters or not parent.propagate:
            return False
        parent = parent.parent
    return True


def formatter(fmt: str) -> logging.Formatter:
    if fmt not in FORMATS:
        raise ValueError(f"LOG_FORMAT: {fmt!r} is not one of {', '.join(FORMATS)}")
    return JsonFormatter() if fmt == "json" else TextFormatter()


def configure(fmt: str = "text", level: str | int = "info") -> None:
    """One handler on the root logger, on stderr, with the format asked for (gunicorn's own
    loggers are given the same handler by service/gunicorn_conf.py)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(formatter(fmt))
    handler.addFilter(ContextFilter())
    root = logging.getLogger()
    for old in list(root.handlers):
        # ours from an earlier call, or a plain stream handler (gunicorn's logconfig_dict gives
        # the master's root one, inherited by the forked workers); never a test's capture
        if getattr(old, "_referee", False) or type(old) is logging.StreamHandler:
            root.removeHandler(old)
    handler._referee = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    # What no format of ours prints, not gathered for every record (the logging HOWTO's
    # "Optimization"): the caller's file and line (a walk up the stack), the thread and the
    # multiprocessing process name. The process id stays (gunicorn's lines print it). 32 →
    # 20 µs per request line (issue 38).
    logging._srcfile = None  # type: ignore[attr-defined]
    logging.logThreads = False
    logging.logMultiprocessing = False
    root.setLevel(level.upper() if isinstance(level, str) else level)
