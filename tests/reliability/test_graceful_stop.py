"""A worker that stops gracefully (a reload, a deploy, scale-down) answers every connection it
had accepted: one whose request arrives just after the stop is served, not reset.

CI once saw `Connection reset by peer` from /readyz while `make run` switched its workers to
the compiled build (tests/reliability/test_background_build.py): the stopping worker dropped a
connection it had just accepted because its request bytes had not been read yet.
"""

from __future__ import annotations

import os
import signal
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reliability.conftest import Gunicorn


@pytest.fixture()
def server(redis_url: str, tmp_path: Path) -> Iterator[Gunicorn]:
    gunicorn = Gunicorn(redis_url, tmp_path / "gunicorn.log", WEB_CONCURRENCY="1",
                        LOG_LEVEL="info").start()
    try:
        yield gunicorn
    finally:
        gunicorn.stop()


def _workers(master: int) -> list[int]:
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return [int(pid) for pid in children]


def _answer(sock: socket.socket) -> bytes:
    sock.settimeout(10)
    data = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return data
        data += chunk


@pytest.mark.parametrize("delay", [0.0, 0.5, 1.2])
def test_a_request_sent_after_the_stop_on_an_accepted_connection_is_answered(
    server: Gunicorn, delay: float
) -> None:
    assert server.proc is not None
    (worker,) = _workers(server.proc.pid)
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    try:
        time.sleep(0.3)  # the worker has accepted it (gthread accepts at once)
        os.kill(worker, signal.SIGTERM)  # what the master sends an old worker on a reload
        time.sleep(0.3 + delay)  # the worker has seen the stop and gone round its loop
        sock.sendall(b"GET /readyz HTTP/1.1\r\nHost: referee\r\n\r\n")
        answer = _answer(sock)
    finally:
        sock.close()
    assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
    assert b"connection: close" in answer.lower()
