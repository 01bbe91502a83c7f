"""OpenTelemetry traces: optional, off unless configured, free when off.

The packages come with the `otel` extra (`pip install '.[otel]'`); without them, or without
configuration, nothing here imports OpenTelemetry and every hook is one boolean check
(`active`) or a shared no-op context manager.

On when OpenTelemetry's own variables say so (and `OTEL_SDK_DISABLED` is not true):
`OTEL_TRACES_EXPORTER` set to `otlp` or `console`, or an OTLP endpoint
(`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`). The rest is
OpenTelemetry's: `OTEL_SERVICE_NAME` (default `referee`), `OTEL_RESOURCE_ATTRIBUTES`,
`OTEL_TRACES_SAMPLER`(`_ARG`), the exporter's endpoint, headers and timeouts. Spans are
exported in batches by a background thread (the SDK's `BatchSpanProcessor`).

Spans (OpenTelemetry semantic conventions, HTTP and database):
- one SERVER span per request, `{method} {route}` (e.g. `POST /v1/sessions/<sid>/moves`),
  continuing the caller's trace from `traceparent`/`tracestate` (W3C Trace Context), with
  `http.request.method`, `http.route`, `url.path`, `url.scheme`, `server.address`,
  `server.port`, `client.address`, `user_agent.original`, `http.response.status_code`,
  `error.type` and an error status for 5xx, and `referee.request_id`, `referee.tenant`;
- a CLIENT span per Redis command or pipeline (`db.system.name` `redis`,
  `db.operation.name`, `db.operation.batch.size`, `server.address`/`server.port`), never
  the arguments (keys, states, token digests);
- INTERNAL spans around the engines: `engine.apply`, `engine.legal_moves`, `engine.view`
  and `render.svg` (`referee.game`).

Tests install a provider of their own with `use(provider)` (an in-memory exporter).
"""

from __future__ import annotations

import logging
import os
from contextlib import AbstractContextManager, nullcontext
from typing import Any

log = logging.getLogger("referee.tracing")

active = False  # the one check of every hook: True once a tracer is in use
_tracer: Any = None
_decided = False
_NOOP: AbstractContextManager[None] = nullcontext()


def configured() -> bool:
    """Whether OpenTelemetry's variables ask for traces."""
    env = os.environ
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporter = env.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if exporter:
        return exporter != "none"
    return bool(
        env.get("OTEL_EXPORTER_OTLP_ENDPOINT") or env.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
    )


def use(provider: Any | None) -> None:
    """Trace with `provider` (a `TracerProvider`), or stop tracing (None). For tests and for
    embedding; the service itself calls `tracer()`."""
    global _tracer, _decided, active
    _decided = True
    if provider is None:
        _tracer, active = None, False
        return
    _tracer = provider.get_tracer("referee")
    active = True


def tracer() -> Any | None:
    """The service's tracer, or None when tracing is off (decided once per process)."""
    global _decided
    if not _decided:
        _decided = True
        if configured():
            provider = _provider_from_env()
            if provider is not None:
                use(provider)
    return _tracer


def _provider_from_env() -> Any | None:
    try:
        from opentelemetry import trace
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter
    except ImportError:
        log.warning(
            "tracing: OTEL_* variables are set but OpenTelemetry is not installed "
            "(pip install '.[otel]'): no traces"
        )
        return None
    exporter_name = os.environ.get("OTEL_TRACES_EXPORTER", "otlp").strip().lower() or "otlp"
    exporter: Any
    if exporter_name == "console":
        exporter = ConsoleSpanExporter()
    elif exporter_name == "otlp":
        try:
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import (  # type: ignore[import-not-found,unused-ignore]
                OTLPSpanExporter,
            )
        except ImportError:
            log.warning("tracing: the OTLP exporter is not installed (pip install '.[otel]')")
            return None
        exporter = OTLPSpanExporter()  # endpoint, headers, timeout: OTEL_EXPORTER_OTLP_*
    else:
        log.warning("tracing: OTEL_TRACES_EXPORTER=%s is not supported (otlp, console)",
                    exporter_name)  # fmt: skip
        return None
    service = os.environ.get("OTEL_SERVICE_NAME") or "referee"
    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(BatchSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    log.info("tracing: on, exporter %s, service %s", exporter_name, service)
    return provider


# ---------------------------------------------------------------- the request's span


class _RequestSpan:
    __slots__ = ("span", "token")

    def __init__(self, span: Any, token: Any) -> None:
        self.span = span
        self.token = token


def start_request(tr: Any, request: Any, ctx: Any) -> _RequestSpan:
    """Open the SERVER span of a Flask request, as a child of its `traceparent`, and make it
    the current span (the Redis and engine spans of the request are its children)."""
    from opentelemetry import context, propagate, trace

    parent = propagate.extract(request.headers)
    route = ctx.route or "unmatched"
    host = request.host.rsplit(":", 1)
    attrs: dict[str, Any] = {
        "http.request.method": request.method,
        "http.route": route,
        "url.path": request.path,
        "url.scheme": request.scheme,
        "server.address": host[0],
        "client.address": request.remote_addr or "",
        "referee.request_id": ctx.request_id,
    }
    if len(host) == 2 and host[1].isdigit():
        attrs["server.port"] = int(host[1])
    agent = request.headers.get("User-Agent")
    if agent:
        attrs["user_agent.original"] = agent[:256]
    span = tr.start_span(
        f"{request.method} {route}", context=parent, kind=trace.SpanKind.SERVER, attributes=attrs
    )
    token = context.attach(trace.set_span_in_context(span, parent))
    sc = span.get_span_context()
    if sc.is_valid:
        ctx.trace_id = f"{sc.trace_id:032x}"
    return _RequestSpan(span, token)


def end_request(rs: _RequestSpan, status: int, ctx: Any) -> None:
    from opentelemetry import context, trace

    span = rs.span
    span.set_attribute("http.response.status_code", status)
    if ctx is not None and ctx.tenant:
        span.set_attribute("referee.tenant", ctx.tenant)
    if status >= 500:
        span.set_attribute("error.type", str(status))
        span.set_status(trace.Status(trace.StatusCode.ERROR))
    span.end()
    try:
        context.detach(rs.token)
    except Exception:  # noqa: BLE001 - detached in another context: nothing to restore
        pass


def trace_id() -> str | None:
    """The current trace id (32 hex digits), None when tracing is off or outside a span."""
    if not active:
        return None
    from opentelemetry import trace

    sc = trace.get_current_span().get_span_context()
    return f"{sc.trace_id:032x}" if sc.is_valid else None


# ---------------------------------------------------------------- child spans


def span(name: str, game: str | None = None) -> AbstractContextManager[Any]:
    """An INTERNAL span around a block (`with tracing.span("engine.apply", game.id):`); a
    shared no-op when tracing is off (no attribute is built then)."""
    if not active:
        return _NOOP
    attrs = {"referee.game": game} if game else None
    return _tracer.start_as_current_span(name, attributes=attrs)  # type: ignore[no-any-return]


def redis_span(operation: str, client: Any, batch: int = 0) -> AbstractContextManager[Any]:
    """A CLIENT span for one Redis command or pipeline (call only when `active`)."""
    from opentelemetry import trace

    attrs: dict[str, Any] = {"db.system.name": "redis", "db.operation.name": operation}
    if batch:
        attrs["db.operation.batch.size"] = batch
    kwargs = getattr(getattr(client, "connection_pool", None), "connection_kwargs", None) or {}
    if "host" in kwargs:
        attrs["server.address"] = str(kwargs["host"])
        attrs["server.port"] = int(kwargs.get("port") or 6379)
    elif "path" in kwargs:
        attrs["server.address"] = str(kwargs["path"])
    return _tracer.start_as_current_span(  # type: ignore[no-any-return]
        operation, kind=trace.SpanKind.CLIENT, attributes=attrs
    )
