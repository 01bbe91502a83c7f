"""Fixtures of the webhook tests: a real HTTP receiver (http.server in a thread) that records
every request and answers from a script per path, an app with a fast retry schedule and its
dispatcher running, and API keys of two tenants."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import orjson
import pytest

from service.webhooks.settings import WebhookSettings
from tests.conftest import CheckedClient, make_app

FAST = WebhookSettings(
    dispatcher=False,  # started by the fixture
    retry_base_seconds=0.05,
    retry_max_seconds=0.2,
    max_attempts=4,
    timeout_seconds=10.0,  # a loaded machine must not turn a slow answer into a retry
    poll_seconds=0.02,
    sweep_seconds=0.2,
    cache_seconds=0.0,
    lease_seconds=30.0,  # above 2× the timeout; the lease test sets its own
)


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes
    at: float

    @property
    def json(self) -> Any:
        return orjson.loads(self.body)


@dataclass
class Receiver:
    base: str = ""
    requests: list[Received] = field(default_factory=list)
    # path → statuses to answer in turn (the last one repeats); unknown paths answer 200
    script: dict[str, list[int]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def url(self, path: str) -> str:
        return self.base + path

    def at(self, path: str) -> list[Received]:
        with self.lock:
            return [r for r in self.requests if r.path == path]

    def wait(self, cond: Callable[[], bool], timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while not cond():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out; received {len(self.requests)} requests")
            time.sleep(0.02)


@pytest.fixture()
def receiver() -> Iterator[Receiver]:
    rec = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with rec.lock:
                rec.requests.append(Received(self.path, dict(self.headers), body, time.time()))
                statuses = rec.script.get(self.path)
                status = statuses.pop(0) if statuses and len(statuses) > 1 else (
                    statuses[0] if statuses else 200
                )
            self.send_response(status)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    rec.base = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield rec
    finally:
        server.shutdown()
        server.server_close()


def webhook_app(redis_url: str, **settings: Any) -> Any:
    from dataclasses import replace

    return make_app(redis_url, webhooks=replace(FAST, **settings))


@pytest.fixture()
def wh_app(redis_url: str) -> Iterator[Any]:
    app = webhook_app(redis_url)
    dispatcher = app.extensions["referee.webhooks"].dispatcher.start()
    try:
        yield app
    finally:
        dispatcher.stop()


@pytest.fixture()
def wh_client(wh_app: Any, openapi_spec: Any) -> CheckedClient:
    return CheckedClient(wh_app, openapi_spec)


def new_key(app: Any, prefix: str = "wh") -> str:
    import secrets

    tenant = f"{prefix}-{secrets.token_hex(4)}"
    _, key = app.extensions["referee.api_keys"].create(tenant)
    return str(key)


@pytest.fixture()
def key(wh_app: Any) -> str:
    return new_key(wh_app)


@pytest.fixture()
def other_key(wh_app: Any) -> str:
    return new_key(wh_app, "other")
