"""The event hub of one worker process: every event stream of the process, one thread.

Streams do not hold a request thread. Under the project's gunicorn worker
(service/gunicorn_worker.py) the request thread checks the reader, sends the catch-up and
hands the connection's socket over to this hub (`adopt`); the hub's thread then writes every
later event, the heartbeats and the outcome to all its sockets without blocking, with a
selector. A long poll that has to wait is handed over the same way (`SocketPoll`), answered
by the hub at the first move, the outcome or its deadline. Served by anything else (Flask's
test client, another WSGI server), a stream is a generator fed by the hub through a queue
(`QueueStream`), and a long poll waits on one: they hold their thread.

Where events come from: every saved move PUBLISHes its session's new version on
`ref:ev:{sid}` (inside the save script: no extra round trip on the move path). One listener
thread per process holds one pub/sub connection, subscribed to the channels of the sessions
that have readers here, and wakes the hub. The hub then reads the move log from the last
version it has (`LRANGE`), replays the new moves through the engine (a `Feed` per session)
and sends each reader its redacted events. The log is the source of truth: a lost message
costs latency, never an event — the hub also compares every followed session's version
with Redis's at each heartbeat, and again after the listener reconnects. Each reader
remembers the last version it was sent and is sent only later ones, in order: no gap, no
duplicate, whichever worker applied the moves.
"""

from __future__ import annotations

import heapq
import logging
import os
import queue
import selectors
import socket
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

import orjson
import redis
from prometheus_client import Gauge

from ..logs import REQUEST_ID_RE
from ..store import SessionStore, StoreUnavailable
from ..store.redis_store import event_channel
from .feed import Applied, Feed, entry_for, sse
from .leases import Leases
from .settings import EventSettings

log = logging.getLogger("referee")

HEARTBEAT = b": heartbeat\n\n"
OPEN = Gauge("referee_event_streams", "Open event streams and waiting long polls",
             multiprocess_mode="livesum")
MAX_BUFFER = 1 << 20  # a reader this far behind is dropped (it reconnects with Last-Event-ID)


class Subscriber:
    """One reader of one session: its seat (None: spectator), the last version it was
    sent, its lease, and where its events go (`push`, `finish`)."""

    def __init__(self, sid: str, viewer: int | None, at: int, lease: str | None,
                 deadline: float) -> None:
        self.sid = sid
        self.viewer = viewer
        self.at = at
        self.lease = lease
        self.deadline = deadline
        self.closed = False

    def push(self, entries: list[dict[str, Any]], version: int) -> None:
        raise NotImplementedError

    def finish(self, outcome: dict[str, Any] | None) -> None:
        """The last event (the outcome, when there is one), then the end of the stream."""
        raise NotImplementedError

    def heartbeat(self) -> None:
        """A comment line (SSE streams)."""

    def close(self) -> None:
        """Let go of what it holds (its socket)."""


class SocketStream(Subscriber):
    """An SSE stream on a socket handed over by the worker, written by the hub's thread."""

    def __init__(self, sock: socket.socket, hub: Hub, **kw: Any) -> None:
        super().__init__(**kw)
        self.sock = sock
        self.hub = hub
        self.out = bytearray()
        self.closing = False

    def push(self, entries: list[dict[str, Any]], version: int) -> None:
        for e in entries:
            self.send(sse("move", e, e["version"]))

    def finish(self, outcome: dict[str, Any] | None) -> None:
        if outcome is not None:
            self.send(sse("outcome", outcome))
        self.closing = True
        self.flush()

    def heartbeat(self) -> None:
        self.send(HEARTBEAT)

    def send(self, data: bytes) -> None:
        if self.closed:
            return
        self.out += data
        if len(self.out) > MAX_BUFFER:
            self.hub.drop(self)
            return
        self.flush()

    def flush(self) -> None:
        if self.closed:
            return
        try:
            while self.out:
                n = self.sock.send(self.out)
                del self.out[:n]
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self.hub.drop(self)
            return
        if self.closing and not self.out:
            self.hub.drop(self)
            return
        self.hub.want_write(self, bool(self.out))

    def on_event(self, mask: int) -> None:
        if mask & selectors.EVENT_READ:
            try:
                data = self.sock.recv(4096)
            except (BlockingIOError, InterruptedError):
                data = b"-"
            except OSError:
                data = b""
            if not data:  # the reader went away
                self.hub.drop(self)
                return
        if mask & selectors.EVENT_WRITE:
            self.flush()

    def close(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()


class SocketPoll(SocketStream):
    """A long poll on a socket handed over by the worker: answered whole (JSON) by the hub's
    thread at the first move or the outcome, or empty at its deadline, then closed."""

    def __init__(self, sock: socket.socket, hub: Hub, head: bytes, game: str,
                 **kw: Any) -> None:
        super().__init__(sock, hub, **kw)
        self.head = head
        self.game = game
        self.answered = False

    def answer(self, entries: list[dict[str, Any]], version: int,
               outcome: dict[str, Any] | None) -> None:
        if self.answered or self.closed:
            return
        self.answered = True
        body = orjson.dumps({"game": self.game, "id": self.sid, "version": version,
                             "events": entries, "outcome": outcome})
        self.closing = True
        self.send(self.head + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)

    def push(self, entries: list[dict[str, Any]], version: int) -> None:
        self.answer(entries, version, None)

    def finish(self, outcome: dict[str, Any] | None) -> None:
        self.answer([], self.at, outcome)

    def heartbeat(self) -> None:
        pass


class QueueStream(Subscriber):
    """A reader served by a request thread: the hub puts its events on a queue.
    `mode` "sse": SSE bytes (a generator yields them); "json": the entries (long poll)."""

    def __init__(self, mode: str, **kw: Any) -> None:
        super().__init__(**kw)
        self.mode = mode
        self.queue: queue.SimpleQueue[Any] = queue.SimpleQueue()

    def push(self, entries: list[dict[str, Any]], version: int) -> None:
        if self.mode == "sse":
            self.queue.put(b"".join(sse("move", e, e["version"]) for e in entries))
        else:
            self.queue.put((entries, version))

    def finish(self, outcome: dict[str, Any] | None) -> None:
        if self.mode == "sse" and outcome is not None:
            self.queue.put(sse("outcome", outcome))
        elif outcome is not None:
            self.queue.put(("outcome", outcome))
        self.queue.put(None)

    def close(self) -> None:
        pass


@dataclass
class Followed:
    feed: Feed
    subs: set[Subscriber]
    subscribed: bool = False  # the listener has confirmed its channel


class Listener(threading.Thread):
    """The pub/sub connection of the process: subscribes to what the hub asks, and tells
    the hub each published version (and `None` after a reconnect: check everything)."""

    def __init__(
        self, url: str, on_message: Callable[[str, int | None, str | None], None]
    ) -> None:
        super().__init__(name="referee-events-listener", daemon=True)
        from ..store.cluster import is_cluster_url, plain_url

        if is_cluster_url(url):  # PUBLISH reaches every node of a cluster: any node will do
            url = plain_url(url)
        self.url = url
        self.on_message = on_message
        self.requests: queue.SimpleQueue[tuple[bool, str]] = queue.SimpleQueue()
        self.channels: set[str] = set()
        self.stopping = False

    def subscribe(self, sid: str) -> None:
        self.requests.put((True, sid))

    def unsubscribe(self, sid: str) -> None:
        self.requests.put((False, sid))

    def run(self) -> None:
        backoff = 0.1
        while not self.stopping:
            client = redis.Redis.from_url(self.url, socket_connect_timeout=2.0,
                                          health_check_interval=10)
            pubsub = client.pubsub(ignore_subscribe_messages=False)
            try:
                if self.channels:
                    pubsub.subscribe(*[event_channel(s) for s in self.channels])
                self.on_message("", None, None)  # (re)connected: catch up on what was missed
                backoff = 0.1
                self.serve(pubsub)
            except Exception as exc:  # noqa: BLE001 - the listener must outlive any failure
                log.warning("events: pub/sub connection lost (%s); reconnecting",
                            exc.__class__.__name__)
                time.sleep(backoff)
                backoff = min(backoff * 2, 5.0)
            finally:
                try:
                    pubsub.close()
                    client.close()
                except Exception:  # noqa: BLE001 - closing a broken connection
                    pass

    def serve(self, pubsub: Any) -> None:
        prefix = len("ref:ev:{")
        while not self.stopping:
            while True:
                try:
                    add, sid = self.requests.get_nowait()
                except queue.Empty:
                    break
                if add and sid not in self.channels:
                    self.channels.add(sid)
                    pubsub.subscribe(event_channel(sid))
                elif not add and sid in self.channels:
                    self.channels.discard(sid)
                    pubsub.unsubscribe(event_channel(sid))
            if not self.channels and not pubsub.subscribed:
                time.sleep(0.02)
                continue
            msg = pubsub.get_message(timeout=0.05)
            while msg is not None:
                channel = msg.get("channel")
                if isinstance(channel, bytes):
                    sid = channel.decode()[prefix:-1]
                    if msg["type"] == "subscribe":
                        self.on_message(sid, -1, None)
                    elif msg["type"] == "message":
                        self.on_message(sid, *parse_message(msg.get("data")))
                msg = pubsub.get_message(timeout=0)


def parse_message(data: Any) -> tuple[int, str | None]:
    """A save's message: (the new version, the id of the request that saved it or None);
    (0, None) when it is not one (then the session is read again in full)."""
    if isinstance(data, bytes):
        data = data.decode(errors="replace")
    if not isinstance(data, str):
        return 0, None
    version, _, rid = data.partition(" ")
    if not version.isdigit():
        return 0, None
    return int(version), (rid if rid and REQUEST_ID_RE.fullmatch(rid) else None)


class Hub:
    """The streams of one process (see the module)."""

    def __init__(self, store: SessionStore, url: str, settings: EventSettings) -> None:
        self.store = store
        self.url = url
        self.settings = settings
        self.leases = Leases(store.client, lease_seconds=max(30.0, 3 * settings.heartbeat_seconds))
        self.followed: dict[str, Followed] = {}
        self.count = 0
        self.lock = threading.Lock()
        self.commands: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self.selector = selectors.DefaultSelector()
        self.started = False
        self.pid = 0
        self.listener: Listener | None = None
        self._wake_r, self._wake_w = socket.socketpair()
        self.last_tick = time.monotonic()
        self._last_beat = 0.0
        self.polls: list[tuple[float, int, SocketPoll]] = []  # long polls by deadline
        self.order = 0

    # ------------------------------------------------------------------ any thread

    def start(self) -> None:
        with self.lock:
            if self.started and self.pid == os.getpid():
                return
            self.pid = os.getpid()
            self.started = True
            self._wake_r.setblocking(False)
            self.selector.register(self._wake_r, selectors.EVENT_READ, None)
            threading.Thread(target=self.run, name="referee-events", daemon=True).start()
            self.listener = Listener(self.url, self.on_message)
            self.listener.start()

    def reserve(self) -> bool:
        """Count one more stream of this process, if under its cap."""
        with self.lock:
            if self.count >= self.settings.per_worker:
                return False
            self.count += 1
        OPEN.inc()
        return True

    def unreserve(self) -> None:
        with self.lock:
            self.count -= 1
        OPEN.dec()

    def call(self, fn: Callable[[], None]) -> None:
        """Run `fn` on the hub's thread."""
        self.commands.put(fn)
        try:
            self._wake_w.send(b"x")
        except (BlockingIOError, OSError):
            pass

    def on_message(self, sid: str, version: int | None, request_id: str | None = None) -> None:
        if version is None:
            self.call(self.check_all)
        else:
            self.call(lambda: self.notified(sid, version, request_id))

    def add(self, sub: Subscriber, feed: Feed) -> None:
        """Start serving `sub`; `feed` is the session as the request thread replayed it."""
        self.start()
        self.call(lambda: self._add(sub, feed))

    def remove(self, sub: Subscriber) -> None:
        self.call(lambda: self.drop(sub))

    def adopt(self, sock: socket.socket, first: bytes, **kw: Any) -> SocketStream:
        sub = SocketStream(sock, self, **kw)
        sub.out += first
        return sub

    def adopt_poll(self, sock: socket.socket, head: bytes, game: str, **kw: Any) -> SocketPoll:
        """`head`: the response head without its blank line (the hub adds the length)."""
        return SocketPoll(sock, self, head, game, **kw)

    def queue_stream(self, mode: str, **kw: Any) -> QueueStream:
        return QueueStream(mode, **kw)

    # ------------------------------------------------------------------ the hub's thread

    def run(self) -> None:
        while True:
            try:
                self.turn()
            except Exception:  # noqa: BLE001 - the hub outlives any one failure
                log.exception("events: error in the event hub")
                time.sleep(0.1)

    def turn(self) -> None:
        """One turn of the hub's loop: sockets ready, then commands, long polls at their
        deadline, then the tick."""
        timeout = max(0.0, self.last_tick + self.tick_seconds() - time.monotonic())
        if self.polls:
            timeout = min(timeout, max(0.0, self.polls[0][0] - time.monotonic()))
        for key, mask in self.selector.select(timeout):
            if key.data is None:
                try:
                    while self._wake_r.recv(4096):
                        pass
                except (BlockingIOError, InterruptedError):
                    pass
            else:
                self.guard(partial(key.data.on_event, mask))
        while True:
            try:
                fn = self.commands.get_nowait()
            except queue.Empty:
                break
            self.guard(fn)
        now = time.monotonic()
        while self.polls and self.polls[0][0] <= now:
            _, _, sub = heapq.heappop(self.polls)
            self.guard(partial(sub.answer, [], sub.at, None))
        if now - self.last_tick >= self.tick_seconds():
            self.last_tick = now
            self.guard(self.tick)

    def tick_seconds(self) -> float:
        return min(self.settings.heartbeat_seconds, 5.0)

    @staticmethod
    def guard(fn: Callable[[], None]) -> None:
        try:
            fn()
        except Exception:  # noqa: BLE001 - one bad stream must not stop the others
            log.exception("events: error in the event hub")

    def _add(self, sub: Subscriber, feed: Feed) -> None:
        followed = self.followed.get(sub.sid)
        if followed is None:
            followed = self.followed[sub.sid] = Followed(feed, set())
            assert self.listener is not None
            self.listener.subscribe(sub.sid)
        followed.subs.add(sub)
        if isinstance(sub, SocketPoll):
            self.order += 1
            heapq.heappush(self.polls, (sub.deadline, self.order, sub))
        if isinstance(sub, SocketStream):
            sub.sock.setblocking(False)
            self.selector.register(sub.sock, selectors.EVENT_READ, sub)
            sub.flush()
        if sub.closed:
            return
        known = followed.feed
        if feed.version > known.version:  # this reader's replay is newer: follow that one
            followed.feed = feed
            known = feed
        self.deliver(followed, [sub])

    def want_write(self, sub: SocketStream, write: bool) -> None:
        if sub.closed:
            return
        events = selectors.EVENT_READ | (selectors.EVENT_WRITE if write else 0)
        try:
            self.selector.modify(sub.sock, events, sub)
        except (KeyError, ValueError):
            pass

    def drop(self, sub: Subscriber) -> None:
        if sub.closed:
            return
        sub.closed = True
        if isinstance(sub, SocketStream):
            try:
                self.selector.unregister(sub.sock)
            except (KeyError, ValueError):
                pass
        sub.close()
        self.unreserve()
        if sub.lease:
            self.leases.release(sub.lease)
        followed = self.followed.get(sub.sid)
        if followed is not None:
            followed.subs.discard(sub)
            if not followed.subs:
                del self.followed[sub.sid]
                if self.listener is not None:
                    self.listener.unsubscribe(sub.sid)

    def notified(self, sid: str, version: int, request_id: str | None = None) -> None:
        followed = self.followed.get(sid)
        if followed is None:
            return
        if version == -1:  # the channel is subscribed: anything saved before, read it now
            followed.subscribed = True
            self.refresh(followed)
        elif version == 0:
            self.refresh(followed)
        elif version > followed.feed.version:
            if request_id:
                followed.feed.caused_by(version, request_id)
            # up to this version only: each later one has its own message, with its own
            # request id (a lost message is caught up by the heartbeat's check)
            self.refresh(followed, upto=version)

    def refresh(self, followed: Followed, upto: int | None = None) -> None:
        feed = followed.feed
        try:
            entries = self.store.log(feed.sid, feed.version)
        except (StoreUnavailable, ValueError) as exc:
            log.warning("events: cannot read the log of %s (%s)", feed.sid, exc)
            return
        if upto is not None:
            entries = [e for e in entries if not isinstance(e.get("v"), int) or e["v"] <= upto]
        try:
            feed.advance(entries)
        except Exception as exc:  # noqa: BLE001 - a corrupt session ends its streams
            log.warning("events: session %s does not replay (%s)", feed.sid, exc)
            for sub in list(followed.subs):
                sub.finish(None)
                if not isinstance(sub, SocketStream):
                    self.drop(sub)
            return
        if feed.resync:
            try:
                record = self.store.load(feed.sid)
            except StoreUnavailable as exc:
                log.warning("events: cannot reread session %s (%s)", feed.sid, exc)
                return
            if record is not None:
                feed.reread(record)
        self.deliver(followed, list(followed.subs))

    def deliver(self, followed: Followed, subs: list[Subscriber]) -> None:
        """Send each of `subs` the moves after its version, then the outcome if it is over."""
        feed = followed.feed
        outcome = feed.outcome()
        views: dict[tuple[int, int | None], list[dict[str, Any]]] = {}
        for sub in subs:
            if sub.closed:
                continue
            if isinstance(sub, SocketPoll):
                polled = feed.since(sub.at)
                if polled is None:  # too far behind: an empty answer, its next poll catches up
                    sub.answer([], sub.at, None)
                elif polled or outcome is not None:
                    sub.answer(self.entries(feed, polled, sub.viewer),
                               max(sub.at, feed.version), outcome)
                continue
            if sub.at < feed.version:
                key = (sub.at, sub.viewer)
                entries = views.get(key)
                if entries is None:
                    moves = feed.since(sub.at)
                    if moves is None:  # fell too far behind: it reconnects and catches up
                        sub.finish(None)
                        self.close_queue(sub)
                        continue
                    entries = views[key] = self.entries(feed, moves, sub.viewer)
                sub.push(entries, feed.version)
                sub.at = feed.version
            if outcome is not None:
                sub.finish(outcome)
                self.close_queue(sub)

    def close_queue(self, sub: Subscriber) -> None:
        if isinstance(sub, QueueStream):
            self.drop(sub)

    @staticmethod
    def entries(feed: Feed, moves: list[Applied], viewer: int | None) -> list[dict[str, Any]]:
        out = []
        for a in moves:
            entry = entry_for(feed.game, a, viewer, feed.meta)
            rid = feed.request_ids.get(a.version)
            if rid is not None:  # the request that made this version (its X-Request-Id)
                entry["request_id"] = rid
            out.append(entry)
        return out

    def check_all(self) -> None:
        """Compare every followed session's version with Redis's (lost messages, a listener
        that reconnected); a session that is gone ends its streams."""
        if not self.followed:
            return
        sids = list(self.followed)
        try:
            pipe = self.store.client.pipeline(transaction=False)
            for sid in sids:
                pipe.get(f"ref:{{{sid}}}:ver")
            versions = pipe.execute()
        except (redis.RedisError, OSError) as exc:
            log.warning("events: cannot check versions (%s)", exc.__class__.__name__)
            return
        for sid, raw in zip(sids, versions, strict=True):
            followed = self.followed.get(sid)
            if followed is None:
                continue
            if raw is None:
                for sub in list(followed.subs):
                    sub.finish(None)
                    self.close_queue(sub)
            elif int(raw) > followed.feed.version:
                self.refresh(followed)

    def tick(self) -> None:
        now = time.monotonic()
        by_scope: dict[str, list[str]] = defaultdict(list)
        for followed in list(self.followed.values()):
            for sub in list(followed.subs):
                if sub.deadline <= now:
                    sub.finish(None)
                    self.close_queue(sub)
                elif sub.lease:
                    by_scope[sub.lease.rpartition("|")[0]].append(sub.lease)
        self.leases.renew(by_scope)
        if now - self._last_beat >= self.settings.heartbeat_seconds - 0.01:
            self._last_beat = now
            for followed in list(self.followed.values()):
                for sub in list(followed.subs):  # a failed write drops its stream
                    sub.heartbeat()
            self.check_all()


def stream_queue(sub: QueueStream, hub: Hub, first: bytes) -> Iterator[bytes]:
    """The body of an SSE response served by its request thread."""
    try:
        yield first
        while True:
            left = sub.deadline - time.monotonic()
            if left <= 0:
                return
            try:
                item = sub.queue.get(timeout=min(left, hub.settings.heartbeat_seconds))
            except queue.Empty:
                yield HEARTBEAT
                continue
            if item is None:
                return
            yield item
    finally:
        hub.remove(sub)


def json_body(data: Any) -> bytes:
    return orjson.dumps(data)
