"""service/gunicorn_worker.py extends gunicorn gthread's internals (docs/adr/0001): here, every
internal it relies on is checked by name, with the signature and the uses it expects, so that
an incompatible gunicorn fails this fast test, saying what changed, instead of the slow-client
and event-stream tests far away (or production).

No server is started: the classes are inspected, and a `TConn` parses a request from memory.
"""

from __future__ import annotations

import ast
import inspect
import os
import socket
import textwrap
from collections.abc import Callable, Iterator
from typing import Any

import gunicorn
import pytest
from gunicorn import util
from gunicorn.config import Config
from gunicorn.workers.base import Worker
from gunicorn.workers.gthread import TConn, ThreadWorker

from service import gunicorn_worker

WHAT_TO_DO = (
    f"gunicorn {gunicorn.__version__} changed an internal that service/gunicorn_worker.py "
    "relies on (docs/adr/0001-gunicorn-worker-extends-gthread.md). Pin gunicorn back in "
    "pyproject.toml, or read the new gthread.py, adapt the worker, run "
    "tests/reliability/test_slow_clients.py and test_event_streams.py, and update this test"
)

# gthread's methods the worker overrides or calls, with their parameters
METHODS = {
    "init_process": ["self"],
    "load_wsgi": ["self"],
    "handle_request": ["self", "req", "conn"],
    "enqueue_req": ["self", "conn"],
    "handle": ["self", "conn"],
    "_keepalive_after": ["self", "conn", "keepalive"],
    "finish_request": ["self", "conn", "fs"],
    "murder_pending": ["self"],
}

# What the worker counts on gthread's own code to do: method -> names it must still use.
USES: dict[Callable[..., Any], set[str]] = {
    # every path to a pool thread goes through enqueue_req (where the worker starts reading)
    ThreadWorker.accept: {"enqueue_req"},
    ThreadWorker.on_client_socket_readable: {"enqueue_req"},
    ThreadWorker.on_pending_socket_readable: {"enqueue_req"},
    ThreadWorker.finish_request: {"enqueue_req"},  # a read-ahead next request
    ThreadWorker.enqueue_req: {"handle", "finish_request"},
    # a pool thread: no wait for a first byte once data_ready; init, then parse and serve
    ThreadWorker.handle: {"data_ready", "init", "parser", "handle_request", "_keepalive_after"},
    # the loop runs murder_pending about once a second (deadlines, lingering sockets)
    ThreadWorker.run: {"murder_pending", "nr_conns", "poller"},
    # the worker's own state must exist before init_process runs the loop
    Worker.init_process: {"load_wsgi", "run"},
    Worker.load_wsgi: {"wsgi"},
    # gunicorn's own error answers (414, 431, bad framing) go through util.write_error
    Worker.handle_error: {"write_error"},
}


def _names_used(fn: Callable[..., Any]) -> set[str]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)} | {
        n.id for n in ast.walk(tree) if isinstance(n, ast.Name)
    }


def _params(fn: Callable[..., Any]) -> list[str]:
    return list(inspect.signature(fn).parameters)


@pytest.mark.parametrize("name", sorted(METHODS))
def test_gthread_methods_the_worker_extends_keep_their_signatures(name: str) -> None:
    method = getattr(ThreadWorker, name, None)
    assert callable(method), f"ThreadWorker.{name} is gone. {WHAT_TO_DO}"
    assert _params(method) == METHODS[name], (
        f"ThreadWorker.{name}{inspect.signature(method)} was {METHODS[name]}. {WHAT_TO_DO}"
    )


@pytest.mark.parametrize("fn", list(USES), ids=lambda fn: fn.__qualname__)
def test_gthread_still_calls_what_the_worker_hooks_into(fn: Callable[..., Any]) -> None:
    missing = USES[fn] - _names_used(fn)
    assert not missing, f"{fn.__qualname__} no longer uses {sorted(missing)}. {WHAT_TO_DO}"


def test_the_worker_attributes_gthread_sets() -> None:
    cfg = Config()
    worker = ThreadWorker(0, os.getpid(), [], None, 30, cfg, None)
    try:
        for name in ("cfg", "alive", "log", "poller", "nr_conns", "keepalived_conns"):
            assert hasattr(worker, name), f"ThreadWorker has no `{name}`. {WHAT_TO_DO}"
        assert hasattr(cfg, "is_ssl") and not cfg.is_ssl, f"Config.is_ssl changed. {WHAT_TO_DO}"
        # the worker buffers only when http2_cleartext is "off" (HTTP/2 is left to gthread)
        assert cfg.http2_cleartext == "off", f"http2_cleartext's values changed. {WHAT_TO_DO}"
    finally:
        worker.tmp.close()


@pytest.fixture()
def tconn() -> Iterator[tuple[TConn, socket.socket]]:
    ours, theirs = socket.socketpair()
    conn = TConn(Config(), ours, ("127.0.0.1", 50000), ("127.0.0.1", 8000))
    try:
        yield conn, theirs
    finally:
        ours.close()
        theirs.close()


def test_a_tconn_parses_a_request_handed_over_in_memory(tconn: tuple[TConn, Any]) -> None:
    """What `enqueue_req` and `handle` do with a request the event loop read in full."""
    conn, _ = tconn
    for name in ("sock", "client", "parser", "data_ready", "initialized"):
        assert hasattr(conn, name), f"TConn has no `{name}`. {WHAT_TO_DO}"
    assert conn.parser is None and not conn.data_ready, f"TConn starts differently. {WHAT_TO_DO}"
    conn.init()
    conn.parser.unreader.unread(b"POST /v1/x HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}")
    req = next(conn.parser)
    assert (req.method, req.path, req.body.read()) == ("POST", "/v1/x", b"{}"), WHAT_TO_DO
    conn.parser.unreader.unread(b"GET / HTTP/1.1\r\n")  # a pipelined request's first bytes
    assert conn.parser.unreader.take_buffered() == b"GET / HTTP/1.1\r\n", WHAT_TO_DO


def test_the_util_functions_the_worker_uses() -> None:
    assert _params(util.close) == ["sock"], WHAT_TO_DO
    assert _params(util.write_nonblock)[:2] == ["sock", "data"], WHAT_TO_DO
    assert _params(util.write_error) == ["sock", "status_int", "reason", "mesg"], WHAT_TO_DO
    # the worker's problem+json answers replace gunicorn's HTML ones, where handle_error looks
    assert util.write_error is gunicorn_worker._write_problem, WHAT_TO_DO
