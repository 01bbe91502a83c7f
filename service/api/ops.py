"""Health, metrics, the contract and its interactive docs (served offline).

- `/livez` answers from the process alone: it never touches Redis, so it stays fast while
  Redis is down or hung (the kubelet must not restart pods because of their store).
- `/readyz` is 200 only while Redis takes a write and a read: a real `SET` of a small key with
  a 60 s expiry and a `GET` (one round trip through the guarded client, so it takes at most one
  socket timeout, and nothing while the circuit breaker is open). Otherwise 503 with
  `Retry-After` and `redis` saying why: `unreachable` (down, hung, breaker open), `full`
  (writes refused at `maxmemory`), or `error`. `engines` says which build of the engines
  runs (`compiled` or `pure`; service/games/build.py), as does the `referee_engine_build`
  metric.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, current_app, send_from_directory
from prometheus_client import CONTENT_TYPE_LATEST, Counter, Gauge, Histogram, generate_latest

from ..games.build import ENGINE_BUILD
from .responses import json_response

bp = Blueprint("ops", __name__)

REQUESTS = Counter(
    "referee_http_requests_total", "HTTP requests", ["method", "endpoint", "status"]
)
LATENCY = Histogram(
    "referee_http_request_seconds",
    "HTTP request latency",
    ["endpoint"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0),
)

ENGINES = Gauge(
    "referee_engine_build",
    "1 for the build of the rules engines this process runs (compiled or pure)",
    ["build"],
    multiprocess_mode="max",
)
ENGINES.labels(ENGINE_BUILD).set(1)

DOCS_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Referee API</title>
<link rel="stylesheet" href="/docs/static/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/static/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({url: "/openapi.yaml", dom_id: "#ui", deepLinking: true});
</script>
</body></html>"""


def _swagger_static() -> str:
    import swagger_ui  # type: ignore[import-untyped]

    return str(Path(swagger_ui.__file__).parent / "static")


def openapi_path() -> Path:
    configured = current_app.config["REFEREE"].openapi_path
    candidates = [configured] if configured else []
    candidates += [
        str(Path.cwd() / "openapi.yaml"),
        str(Path(__file__).resolve().parents[2] / "openapi.yaml"),
    ]
    for c in candidates:
        if c and os.path.exists(c):
            return Path(c)
    raise FileNotFoundError("openapi.yaml")


_COUNTERS: dict[tuple[str, str, int], Any] = {}
_TIMERS: dict[str, Any] = {}


def record(method: str, route: str | None, status: int, seconds: float) -> None:
    """The request's count and latency (called once per request by observe's after-request
    hook, which holds the request's start and route: one hook pair for all of it)."""
    endpoint = route or "unmatched"
    key = (method, endpoint, status)
    counter = _COUNTERS.get(key)
    if counter is None:  # labels() takes a lock and builds a key each time: look it up once
        counter = _COUNTERS[key] = REQUESTS.labels(method, endpoint, str(status))
    counter.inc()
    timer = _TIMERS.get(endpoint)
    if timer is None:
        timer = _TIMERS[endpoint] = LATENCY.labels(endpoint)
    timer.observe(seconds)


@bp.get("/livez")
def livez() -> Response:
    return json_response({"status": "ok"})  # never touches Redis


@bp.get("/readyz")
def readyz() -> Response:
    store = current_app.extensions["referee.sessions"].store
    state, retry_after = store.check()
    if state == "ok":
        return json_response({"status": "ok", "redis": "ok", "engines": ENGINE_BUILD})
    body = {"status": "unavailable", "redis": state, "engines": ENGINE_BUILD}
    return json_response(body, 503, {"Retry-After": str(retry_after)})


@bp.get("/metrics")
def metrics() -> Response:
    """Prometheus metrics. Under gunicorn the workers share PROMETHEUS_MULTIPROC_DIR (set by
    service/gunicorn_conf.py), so one scrape sums every worker, not just the one answering."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import CollectorRegistry, multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return Response(generate_latest(registry), mimetype=CONTENT_TYPE_LATEST)
    return Response(generate_latest(), mimetype=CONTENT_TYPE_LATEST)


@bp.get("/openapi.yaml")
def openapi() -> Response:
    path = openapi_path()
    return Response(path.read_bytes(), mimetype="application/yaml")


@bp.get("/docs")
def docs() -> Response:
    return Response(DOCS_HTML, mimetype="text/html")


@bp.get("/docs/static/<path:name>")
def docs_static(name: str) -> Response:
    return send_from_directory(_swagger_static(), name)
