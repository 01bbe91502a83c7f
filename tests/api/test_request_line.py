"""The request line written straight to our handler (service/logs.py `request_line`, issue 38)
is byte for byte what `logging` writes through our formatters, in both formats, and the usual
path is taken whenever anything else could see the line (a capture, another handler, a filter,
a level)."""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Iterator
from typing import Any

import pytest

from service import logs

NOW = 1795970067.0421  # a fixed clock: the time prefix must match to the millisecond


@pytest.fixture()
def ours(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The root logger as `logs.configure` leaves it under gunicorn: our one handler (pytest's
    own capture handlers taken off for the test), writing to a string."""
    root = logging.getLogger()
    saved_handlers, saved_level = root.handlers[:], root.level
    monkeypatch.setattr(time, "time", lambda: NOW)

    def setup(fmt: str) -> io.StringIO:
        logs.configure(fmt, "info")
        ours = [h for h in root.handlers if getattr(h, "_referee", False)]
        root.handlers = ours
        out = io.StringIO()
        ours[0].stream = out  # type: ignore[attr-defined]
        return out

    try:
        yield setup
    finally:
        root.handlers = saved_handlers
        root.setLevel(saved_level)


def _old_way(ctx: logs.RequestContext, status: int, ms: float, route: str,
             session: str | None) -> None:
    """The request line as service/api/observe.py wrote it before the direct path."""
    extra: dict[str, Any] = {"method": ctx.method, "status": status, "duration_ms": ms,
                             "route": route, "safe": True}
    if session is not None:
        extra["session"] = session
    logging.getLogger("referee.access").info(
        "%s %s %d %.1f ms", ctx.method, route, status, ms, extra=extra)


CASES = [
    ("POST", "/v1/sessions/<sid>/moves", 200, 1.234, "a" * 32, "tenant-1", None),
    ("GET", "unmatched", 404, 0.05, None, None, None),
    ("GET", "/v1/games", 200, 12.96, None, None, "0af7651916cd43dd8448eb211c80319c"),
    ("DELETE", "/v1/sessions/<sid>", 429, 1000.0, "b" * 32, "t", "1" * 32),
]


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.parametrize("case", CASES)
def test_the_direct_line_is_the_logged_line(ours: Any, fmt: str, case: tuple[Any, ...]) -> None:
    method, route, status, ms, session, tenant, trace = case
    ctx = logs.RequestContext("req-1", method, None if route == "unmatched" else route)
    ctx.tenant, ctx.trace_id = tenant, trace
    out = ours(fmt)
    token = logs.bind(ctx)
    try:
        _old_way(ctx, status, ms, route, session)
        expected = out.getvalue()
        out.seek(0)
        out.truncate()
        logs.request_line(logging.getLogger("referee.access"), ctx, status, ms, route, session)
        assert out.getvalue() == expected
        assert expected.count("\n") == 1 and "req-1" in expected
    finally:
        logs.unbind(token)


def test_the_time_prefix_follows_the_clock_across_seconds(
    ours: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = ours("text")
    ctx = logs.RequestContext("req-2", "GET", "/v1/games")
    access = logging.getLogger("referee.access")
    token = logs.bind(ctx)
    try:
        for now in (NOW, NOW + 0.5, NOW + 1.2, NOW + 3600.999):
            monkeypatch.setattr(time, "time", lambda now=now: now)
            logs.request_line(access, ctx, 200, 1.0, "/v1/games", None)
            direct = out.getvalue().splitlines()[-1]
            _old_way(ctx, 200, 1.0, "/v1/games", None)
            assert direct == out.getvalue().splitlines()[-1]
    finally:
        logs.unbind(token)


def test_anything_else_on_the_way_takes_the_usual_path(ours: Any) -> None:
    """A capture on the root, a handler or filter on the access logger or its parent, or our
    handler at a higher level: the record is made and reaches them (or is dropped) as before."""
    out = ours("json")
    access = logging.getLogger("referee.access")
    ctx = logs.RequestContext("req-3", "GET", "/v1/games")
    seen: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record)

    for where in (logging.getLogger(), access, logging.getLogger("referee")):
        keep = Keep()
        where.addHandler(keep)
        try:
            logs.request_line(access, ctx, 200, 1.0, "/v1/games", None)
        finally:
            where.removeHandler(keep)
        assert len(seen) == 1 and seen.pop().getMessage() == "GET /v1/games 200 1.0 ms"

    drop = logging.Filter("nothing-passes")  # a filter by another logger's name drops all
    access.addFilter(drop)
    try:
        before = out.getvalue()
        logs.request_line(access, ctx, 200, 1.0, "/v1/games", None)
        assert out.getvalue() == before
    finally:
        access.removeFilter(drop)

    handler = logging.getLogger().handlers[0]
    handler.setLevel(logging.WARNING)
    try:
        before = out.getvalue()
        logs.request_line(access, ctx, 200, 1.0, "/v1/games", None)
        assert out.getvalue() == before
    finally:
        handler.setLevel(logging.NOTSET)
    before = out.getvalue().count("\n")  # each usual-path line above reached ours too
    logs.request_line(access, ctx, 200, 1.0, "/v1/games", None)
    assert out.getvalue().count("\n") == before + 1
