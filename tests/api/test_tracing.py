"""Traces (service/tracing.py) with OpenTelemetry's in-memory exporter: a SERVER span per
request with the HTTP attributes, continuing the caller's `traceparent`; CLIENT spans for
Redis; INTERNAL spans for the engine and the pictures. And the service without OpenTelemetry
installed: it imports, serves and answers as before, even with OTEL_* variables set."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from service import tracing
from tests.conftest import make_app

ROOT = Path(__file__).resolve().parents[2]
TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT_ID = "00f067aa0ba902b7"


@pytest.fixture()
def traced(redis_url: str) -> Iterator[tuple[Any, InMemorySpanExporter]]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracing.use(provider)
    try:
        yield make_app(redis_url), exporter
    finally:
        tracing.use(None)


def by_name(spans: Any, name: str) -> list[Any]:
    return [s for s in spans if s.name == name]


def test_a_move_is_one_server_span_with_redis_and_engine_children(
    traced: tuple[Any, InMemorySpanExporter], captured: io.StringIO
) -> None:
    app, exporter = traced
    c = app.test_client()
    created = c.post("/v1/sessions", json={"game": "palace", "players": 2, "seed": "t"}).json
    sid, seat = created["id"], created["to_act"][0]
    token = created["seats"][seat]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    move = c.get(f"/v1/sessions/{sid}/legal-moves", headers=auth).json["moves"][0]
    exporter.clear()

    r = c.post(
        f"/v1/sessions/{sid}/moves", json={"move": move},
        headers={**auth, "traceparent": f"00-{TRACE_ID}-{PARENT_ID}-01",
                 "X-Request-Id": "traced-1", "User-Agent": "trace-test"},
    )  # fmt: skip
    assert r.status_code == 200, r.json
    spans = exporter.get_finished_spans()
    (server,) = [s for s in spans if s.kind == SpanKind.SERVER]
    assert server.name == "POST /v1/sessions/<sid>/moves"
    assert f"{server.context.trace_id:032x}" == TRACE_ID  # the caller's trace goes on
    assert server.parent is not None and f"{server.parent.span_id:016x}" == PARENT_ID
    attrs = dict(server.attributes)
    assert attrs["http.request.method"] == "POST"
    assert attrs["http.route"] == "/v1/sessions/<sid>/moves"
    assert attrs["url.path"] == f"/v1/sessions/{sid}/moves"
    assert attrs["url.scheme"] == "http" and attrs["server.address"] == "localhost"
    assert attrs["http.response.status_code"] == 200
    assert attrs["user_agent.original"] == "trace-test"
    assert attrs["referee.request_id"] == "traced-1"
    logged = [x for x in captured.getvalue().splitlines() if '"traced-1"' in x]
    assert logged and all(f'"trace_id":"{TRACE_ID}"' in x for x in logged), logged
    # every other span of the request is in the same trace, under the server span
    others = [s for s in spans if s is not server]
    assert others and all(s.context.trace_id == server.context.trace_id for s in others)
    redis_spans = [s for s in others if s.kind == SpanKind.CLIENT]
    assert redis_spans, [s.name for s in others]
    for s in redis_spans:
        assert s.attributes["db.system.name"] == "redis"
        assert s.parent.span_id == server.context.span_id
        assert s.attributes["db.operation.name"] == s.name
    assert any("EVALSHA" in s.name for s in redis_spans), [s.name for s in redis_spans]
    (apply,) = by_name(others, "engine.apply")
    assert apply.attributes["referee.game"] == "palace"
    assert apply.parent.span_id == server.context.span_id
    assert by_name(others, "engine.view")
    # a span never carries a secret: no token, no argument of a Redis call
    for s in spans:
        assert token not in repr(dict(s.attributes or {}))


def test_listing_pictures_and_errors(traced: tuple[Any, InMemorySpanExporter]) -> None:
    app, exporter = traced
    c = app.test_client()
    created = c.post("/v1/sessions", json={"game": "palace", "players": 2, "seed": "t"}).json
    sid = created["id"]
    token = created["seats"][created["to_act"][0]]["token"]
    exporter.clear()
    c.get(f"/v1/sessions/{sid}/legal-moves", headers={"Authorization": f"Bearer {token}"})
    assert by_name(exporter.get_finished_spans(), "engine.legal_moves")
    exporter.clear()
    assert c.get(f"/v1/sessions/{sid}/view.svg").status_code == 200
    assert by_name(exporter.get_finished_spans(), "render.svg")
    exporter.clear()
    assert c.get("/v1/sessions/" + "0" * 32).status_code == 404
    (server,) = [s for s in exporter.get_finished_spans() if s.kind == SpanKind.SERVER]
    assert server.attributes["http.response.status_code"] == 404
    assert server.status.status_code != StatusCode.ERROR  # a 4xx is the client's, not ours
    # without a traceparent: a new trace
    assert server.parent is None


def test_the_service_runs_without_opentelemetry(redis_url: str, tmp_path: Path) -> None:
    """OpenTelemetry's import blocked (as if the extra were not installed) and OTEL_*
    variables set: the app starts, says once that it cannot trace, and serves requests."""
    script = textwrap.dedent(
        f"""
        import sys

        class Block:
            def find_spec(self, name, path=None, target=None):
                if name == "opentelemetry" or name.startswith("opentelemetry."):
                    raise ImportError("blocked: " + name)
                return None

        sys.meta_path.insert(0, Block())
        sys.modules.pop("opentelemetry", None)
        import logging
        logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
        from tests.conftest import make_app
        app = make_app({redis_url!r})
        c = app.test_client()
        r = c.post("/v1/sessions", json={{"game": "palace", "players": 2}})
        assert r.status_code == 201, r.json
        parent = {{"traceparent": "00-{TRACE_ID}-{PARENT_ID}-01"}}
        assert c.get("/v1/games", headers=parent).status_code == 200
        assert "opentelemetry" not in sys.modules
        print("served", r.headers["X-Request-Id"])
        """
    )
    env = {**os.environ, "OTEL_TRACES_EXPORTER": "otlp", "OTEL_SERVICE_NAME": "referee-test",
           "PYTHONPATH": str(ROOT)}  # fmt: skip
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-3000:]
    assert "served" in out.stdout
    assert "OpenTelemetry is not installed" in out.stderr


def test_off_unless_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT",
                 "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_SDK_DISABLED"):  # fmt: skip
        monkeypatch.delenv(name, raising=False)
    assert not tracing.configured()
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://collector:4318")
    assert tracing.configured()
    monkeypatch.setenv("OTEL_SDK_DISABLED", "true")
    assert not tracing.configured()
    monkeypatch.delenv("OTEL_SDK_DISABLED")
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "none")
    assert not tracing.configured()
    assert tracing.span("engine.apply", "palace") is tracing.span("x")  # the shared no-op
