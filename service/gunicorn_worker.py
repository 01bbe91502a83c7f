"""gunicorn's threaded worker, with every request read in full before a thread serves it.

gunicorn's `gthread` worker gives a connection to a pool thread as soon as its first bytes
arrive; the thread then blocks reading the rest of the request head and, inside the app, the
body. A client that trickles its body, or never sends it, holds a thread as long as it likes:
with 4 threads per worker a dozen such clients stop every request, `/livez` included. A
buffering proxy in front (nginx) is the usual cure; this worker does the same job itself, so
`make run` and a bare container are safe too.

`BufferedThreadWorker` reads each request in the worker's event loop, without blocking: the
head (at most `MAX_HEAD` bytes), then the body by its Content-Length, or chunked up to its
last chunk. Only a complete request goes to a pool thread, which parses and serves it from
memory. A slow client costs a socket and its buffer, never a thread. A request that has not
arrived in full `read_timeout` seconds after the server started waiting for it is dropped
(the connection is closed). A body larger than `max_body` is handed over as soon as that is
known (the app refuses it with 413 without reading it) and the connection is closed after
the answer instead of waiting for the rest. A connection that closes after its answer lingers
in the event loop (RFC 9112 §9.6) instead of blocking it for up to 2 s as `gthread` does.
What this does not bound: the number of slow connections (`worker_connections` per worker,
1000 by default) and clients that are slow to read their answers.

Event streams and waiting long polls (service/events/) leave the pool too: the app marks
the request's environ with `referee.adopt` (a callable), the worker sends nothing itself,
gives the socket, with the response head, to that callable (the process's event hub, which
writes the stream from its own thread) and forgets the connection. A stream costs a socket,
never a thread.

TLS and cleartext HTTP/2 are left to `gthread` unchanged (TLS ends at the ingress here).
Written against gunicorn 27's `gthread` (`TConn`, `enqueue_req`, `handle`, `finish_request`,
`_keepalive_after`, `murder_pending`, `util.write_error`): no public gunicorn hook can do this,
so gunicorn is pinned to 27.x (docs/adr/0001-gunicorn-worker-extends-gthread.md says why);
tests/reliability/test_gunicorn_internals.py checks each of those internals, and
tests/reliability/test_slow_clients.py and test_event_streams.py drive the worker through
real sockets.
"""

from __future__ import annotations

import json
import os
import re
import selectors
import socket
import time
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import Any

from gunicorn import util  # type: ignore[import-untyped]
from gunicorn.workers.gthread import ThreadWorker  # type: ignore[import-untyped]

MAX_HEAD = 64 * 1024  # far above any real request head; gunicorn's own limits are smaller
LINGER_SECONDS = 2.0  # how long a closing connection may take to send its FIN
LINGER_DRAIN = 64 * 1024
STOP_GRACE = 2.0  # once stopping, how long an accepted connection may take to send its first byte
CHUNK_SIZE = re.compile(rb"[0-9A-Fa-f]{1,16}")


NONE, LENGTH, CHUNKED, INVALID = "none", "length", "chunked", "invalid"


@dataclass(frozen=True)
class Framing:
    """What a request head says about its body: its kind (one of the four above), its
    Content-Length, and whether the client waits for `100 Continue` before sending it."""

    kind: str
    length: int = 0
    expect_continue: bool = False


def framing(head: bytes) -> Framing:
    """The body framing of a request head (request line and fields, without the blank line).

    Anything gunicorn's parser would refuse (conflicting or malformed framing) is INVALID:
    such a request is handed over at once and refused there, with gunicorn's answer.
    """
    lines = head.split(b"\r\n")
    lengths: set[bytes] = set()
    codings: list[bytes] = []
    expect = False
    for line in lines[1:]:
        name, sep, value = line.partition(b":")
        name, value = name.strip().lower(), value.strip()
        if not sep:
            return Framing(INVALID)
        if name == b"content-length":
            lengths.add(value)
        elif name == b"transfer-encoding":
            codings += [c.strip().lower() for c in value.split(b",")]
        elif name == b"expect":
            expect = value.lower() == b"100-continue"
    expect = expect and lines[0].endswith(b"HTTP/1.1")
    if codings:
        if lengths or codings[-1] != b"chunked":
            return Framing(INVALID)
        return Framing(CHUNKED, expect_continue=expect)
    if not lengths:
        return Framing(NONE)
    (length,) = lengths if len(lengths) == 1 else (b"",)
    if not length.isdigit():
        return Framing(INVALID)
    return Framing(LENGTH, int(length), expect_continue=expect)


def walk_chunks(buf: bytes | bytearray, pos: int) -> tuple[int, int, bool | None]:
    """Walk the complete chunks of a chunked body from `pos`.

    Returns (position of the first incomplete chunk, data bytes walked, state): state is
    True once the last chunk and the trailer section are in, None when the framing is
    malformed (hand it over: the parser refuses it), False while more is to come.
    """
    data = 0
    while True:
        eol = buf.find(b"\r\n", pos)
        if eol < 0:
            return pos, data, None if len(buf) - pos > 1024 else False
        size_field = bytes(buf[pos:eol]).split(b";", 1)[0].strip()
        if not CHUNK_SIZE.fullmatch(size_field):
            return pos, data, None
        size = int(size_field, 16)
        if size == 0:
            return pos, data, buf.find(b"\r\n\r\n", eol) >= 0
        if eol + 2 + size + 2 > len(buf):
            return pos, data, False
        pos, data = eol + 2 + size + 2, data + size


class Reading:
    """A request being read by the event loop."""

    def __init__(self, conn: Any, data: bytes, deadline: float) -> None:
        self.conn = conn
        self.buf = bytearray(data)
        self.deadline = deadline
        self.head_end = -1  # index just past the blank line, once seen
        self.framing: Framing | None = None
        self.chunk_pos = 0
        self.chunk_data = 0
        self.continued = False


class Linger:
    """A closing connection, write side shut, waiting for the peer's FIN."""

    def __init__(self, sock: socket.socket, deadline: float) -> None:
        self.sock = sock
        self.deadline = deadline
        self.drained = 0


class Detached(Exception):
    """The app took the connection over (an event stream): gunicorn must not answer."""


def _head(status: str, headers: list[tuple[str, str]]) -> bytes:
    """The response head of a handed-over stream: its body ends when the connection does."""
    lines = [f"HTTP/1.1 {status}"]
    for name, value in headers:
        if name.lower() not in ("content-length", "connection", "transfer-encoding"):
            lines.append(f"{name}: {value}")
    lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def detaching(app: Any) -> Any:
    """The WSGI app, able to hand a connection over (see the module)."""

    def wsgi(environ: dict[str, Any], start_response: Any) -> Any:
        environ["referee.detach"] = True
        sent: list[Any] = []

        def capture(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            sent[:] = [status, headers]
            return start_response(status, headers, exc_info)

        body = app(environ, capture)
        adopt = environ.get("referee.adopt")
        if adopt is None or not sent:
            return body
        if hasattr(body, "close"):
            body.close()
        adopt(environ["gunicorn.socket"], _head(*sent))
        raise Detached()

    return wsgi


class BufferedThreadWorker(ThreadWorker):  # type: ignore[misc]
    read_timeout: float = 20.0  # set from GUNICORN_READ_TIMEOUT by service/gunicorn_conf.py
    max_body: int = 64 * 1024  # set from MAX_BODY_BYTES by service/gunicorn_conf.py

    def init_process(self) -> None:
        # before super(): gunicorn's init_process ends by running the worker loop
        self.reading: deque[Reading] = deque()  # oldest first, so deadlines are in order
        self.lingering: deque[Linger] = deque()
        self.stopping_since: float | None = None
        self.buffering = not self.cfg.is_ssl and self.cfg.http2_cleartext == "off"
        super().init_process()

    def load_wsgi(self) -> None:
        super().load_wsgi()
        if self.buffering:
            self.wsgi: Any = detaching(self.wsgi)

    def handle_request(self, req: Any, conn: Any) -> Any:
        try:
            return super().handle_request(req, conn)
        except Detached:
            conn.detached = True
            return False

    # ------------------------------------------------------------------ reading requests

    def enqueue_req(self, conn: Any) -> None:
        """Every path to a pool thread (new, kept-alive, read-ahead) starts by reading."""
        if not self.buffering:
            super().enqueue_req(conn)
            return
        leftover = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        reading = Reading(conn, leftover, time.monotonic() + self.read_timeout)
        conn.sock.setblocking(False)
        if self.complete(reading):
            self.dispatch(reading, registered=False)
            return
        self.reading.append(reading)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_data, reading))

    def on_data(self, reading: Reading, _sock: Any) -> None:
        try:
            data = reading.conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self.drop(reading)
            return
        reading.buf += data
        if self.complete(reading):
            self.dispatch(reading, registered=True)

    def complete(self, r: Reading) -> bool:
        """Whether `r` holds a whole request, or something to hand over as it is."""
        if r.framing is None:
            end = r.buf.find(b"\r\n\r\n")
            if end < 0:
                return len(r.buf) > MAX_HEAD  # the parser refuses an oversized head
            r.head_end = end + 4
            r.framing = framing(bytes(r.buf[:end]))
            r.chunk_pos = r.head_end
        f, body = r.framing, len(r.buf) - r.head_end
        if f.kind in (NONE, INVALID):
            return True
        if f.kind == LENGTH:
            if f.length > self.max_body:
                r.conn.close_after_answer = True
                return True
            done = body >= f.length
        else:
            r.chunk_pos, walked, state = walk_chunks(r.buf, r.chunk_pos)
            r.chunk_data += walked
            if state is None or r.chunk_data > self.max_body or body > 8 * self.max_body:
                r.conn.close_after_answer = True
                return True
            done = state
        if not done and f.expect_continue and not r.continued and body == 0:
            r.continued = True
            try:
                r.conn.sock.send(b"HTTP/1.1 100 Continue\r\n\r\n")
            except OSError:
                pass
        return done

    def dispatch(self, r: Reading, registered: bool) -> None:
        if registered:
            self.poller.unregister(r.conn.sock)
            self.reading.remove(r)
        r.conn.prebuffered = bytes(r.buf)
        r.conn.data_ready = True  # gthread must not wait for the first byte again
        super().enqueue_req(r.conn)

    def drop(self, r: Reading) -> None:
        try:
            self.poller.unregister(r.conn.sock)
        except (KeyError, ValueError, OSError):
            pass
        self.reading.remove(r)
        self.nr_conns -= 1
        util.close(r.conn.sock)

    def handle(self, conn: Any) -> Any:
        """In a pool thread: the parser gets the buffered request, then gthread serves it."""
        data = conn.__dict__.pop("prebuffered", None)
        if data is not None:
            conn.sock.setblocking(True)
            conn.init()
            conn.parser.unreader.unread(data)
        return super().handle(conn)

    def _keepalive_after(self, conn: Any, keepalive: Any) -> Any:
        if getattr(conn, "close_after_answer", False):
            return False  # the rest of an oversized body is not waited for
        return super()._keepalive_after(conn, keepalive)

    # ------------------------------------------------------------------ closing

    def finish_request(self, conn: Any, fs: Future[Any]) -> None:
        if getattr(conn, "detached", False):
            self.nr_conns -= 1  # the socket is the event hub's now
            return
        if self.buffering and not fs.cancelled() and fs.exception() is None and not fs.result():
            self.nr_conns -= 1
            self.linger(conn.sock)
            return
        super().finish_request(conn, fs)

    def linger(self, sock: socket.socket) -> None:
        try:
            sock.shutdown(socket.SHUT_WR)
            sock.setblocking(False)
            linger = Linger(sock, time.monotonic() + LINGER_SECONDS)
            self.poller.register(sock, selectors.EVENT_READ, partial(self.on_linger, linger))
        except (OSError, ValueError, KeyError):
            util.close(sock)
            return
        self.lingering.append(linger)

    def on_linger(self, linger: Linger, _sock: Any) -> None:
        try:
            data = linger.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        linger.drained += len(data)
        if not data or linger.drained >= LINGER_DRAIN:
            self.lingering.remove(linger)
            self.close_lingering(linger)

    def close_lingering(self, linger: Linger) -> None:
        try:
            self.poller.unregister(linger.sock)
        except (KeyError, ValueError, OSError):
            pass
        util.close(linger.sock)

    def murder_pending(self) -> None:
        """Called by gthread's loop about once a second: also ends requests past their
        deadline, lingers, and, once the worker has been stopping for STOP_GRACE seconds,
        connections that have sent nothing.

        The grace is gthread's own for kept-alive connections (STOP_KEEPALIVE_LINGER). A
        connection accepted just before the stop has usually not sent its request yet (the
        bytes follow the handshake by microseconds); dropping it at once reset clients during a
        graceful reload (tests/reliability/test_graceful_stop.py)."""
        super().murder_pending()
        now = time.monotonic()
        if not self.alive and self.stopping_since is None:
            self.stopping_since = now
        idle_cut = self.stopping_since is not None and now - self.stopping_since >= STOP_GRACE
        for r in [r for r in self.reading if r.deadline <= now or (idle_cut and not r.buf)]:
            self.log.debug("dropped %s: request not in after %ss", r.conn.client, self.read_timeout)
            self.drop(r)
        while self.lingering and self.lingering[0].deadline <= now:
            self.close_lingering(self.lingering.popleft())


# ---------------------------------------------------------------------------------------------
# Errors gunicorn answers itself (a request line or headers too long, bad framing) are
# problem+json like every other error of the service, not gunicorn's HTML page.

_HTTP_CODES = {
    400: "request.malformed_http",
    403: "http.forbidden",
    414: "request.uri_too_long",
    417: "http.expectation_failed",
    431: "request.headers_too_large",
    501: "http.not_implemented",
}


def _write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    code = _HTTP_CODES.get(status_int, f"http.{status_int}")
    rid = os.urandom(16).hex()  # a request gunicorn refused still has an id (its header unread)
    body = json.dumps(
        {"type": f"urn:referee:problem:{code}", "title": reason, "status": status_int,
         "detail": mesg or reason, "code": code, "request_id": rid}
    ).encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/problem+json\r\nX-Request-Id: {rid}\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode("latin1")
    util.write_nonblock(sock, head + body)


def _install_problem_errors() -> None:
    util.write_error = _write_problem  # where gunicorn's Worker.handle_error looks it up


_install_problem_errors()
