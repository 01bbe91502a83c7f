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

import math
import os
import threading
from bisect import bisect_left
from pathlib import Path

from flask import Blueprint, Response, current_app, send_from_directory
from prometheus_client import CONTENT_TYPE_LATEST, Counter, Gauge, Histogram, generate_latest

from .. import tally
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
    buckets=(BUCKETS := (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0)),
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


BOUNDS = (*BUCKETS, math.inf)  # the histogram's buckets' upper bounds, +Inf last
FLUSH_SECONDS = 1.0


class _Counts:
    """The HTTP request counts and latencies of this process since the last flush (issue 38:
    a request's three writes to the multiprocess files, each under its own lock, were ~16k
    instructions; a request now adds to two dict rows under one lock). `flush` writes them to
    the metrics: every second on this process's flusher thread, at every scrape answered by
    this process, and as the worker stops (service/gunicorn_conf.py `worker_exit`). A scrape
    therefore sees another worker's requests within a second; a worker killed with kill -9
    loses at most its last second of counts."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.requests: dict[tuple[str, str, int], int] = {}
        self.latency: dict[str, list[float]] = {}  # endpoint → [sum, count per bucket...]
        self.flusher: threading.Thread | None = None
        self.wake = threading.Event()

    def record(self, method: str, route: str | None, status: int, seconds: float) -> None:
        endpoint = route or "unmatched"
        key = (method, endpoint, status)
        at = bisect_left(BOUNDS, seconds) + 1
        with self.lock:
            self.requests[key] = self.requests.get(key, 0) + 1
            row = self.latency.get(endpoint)
            if row is None:
                row = self.latency[endpoint] = [0.0] * (len(BOUNDS) + 1)
            row[0] += seconds
            row[at] += 1
        if self.flusher is None:
            self.start()

    def start(self) -> None:
        with self.lock:
            if self.flusher is not None:
                return
            self.flusher = threading.Thread(target=self._run, name="metrics-flush", daemon=True)
        self.flusher.start()

    def _run(self) -> None:
        while True:
            self.wake.wait(FLUSH_SECONDS)
            self.wake.clear()
            try:
                self.flush()
            except Exception:  # noqa: BLE001 - the next round tries again
                pass

    def flush(self) -> None:
        tally.flush()  # the other hot-path counters (service/tally.py), at the same times
        with self.lock:
            requests, self.requests = self.requests, {}
            latency, self.latency = self.latency, {}
        for (method, endpoint, status), n in requests.items():
            REQUESTS.labels(method, endpoint, str(status)).inc(n)
        for endpoint, row in latency.items():
            # Histogram.observe's own writes, for many observations at once: the sum, and each
            # bucket's count (tests/api/test_metrics_batched.py holds this equal to observe)
            timer = LATENCY.labels(endpoint)
            timer._sum.inc(row[0])
            for i, times in enumerate(row[1:]):
                if times:
                    timer._buckets[i].inc(times)

    def forked(self) -> None:
        """In a child process: nothing of the parent's is counted twice, and the child starts
        its own flusher when it first counts."""
        self.lock = threading.Lock()
        self.requests, self.latency = {}, {}
        self.flusher = None
        self.wake = threading.Event()


COUNTS = _Counts()
os.register_at_fork(after_in_child=COUNTS.forked)
record = COUNTS.record  # called once per request by observe's after-request hook
flush = COUNTS.flush


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
    service/gunicorn_conf.py), so one scrape sums every worker, not just the one answering.
    The request counts are written in batches (`_Counts`): this process's first, the other
    workers' within a second of their requests."""
    flush()
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
