"""Event streams under real gunicorn (two workers, the project's worker class) and a real
Redis: streams are handed to each worker's event hub, moves are applied by concurrent writers
through either worker, and every reader — whichever worker holds it — gets every move once,
in order, redacted for it, across reconnections with Last-Event-ID; then the outcome and the
end of the stream. Streams hold no request thread: with 4 threads in all, 120 open streams
leave moves and reads answering."""

from __future__ import annotations

import random
import re
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
import requests

from tests.reliability.conftest import Gunicorn, auth, create_session, size

WRITERS = size("stream_writers", 4, 5)  # seats of a Palace game: at most 5
OPEN_STREAMS = size("open_streams", 120, 600)


@pytest.fixture(scope="module")
def server(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Gunicorn]:
    g = Gunicorn(
        redis_url,
        tmp_path_factory.mktemp("gunicorn-events") / "gunicorn.log",
        WEB_CONCURRENCY="2",
        GUNICORN_THREADS="2",
        EVENTS_HEARTBEAT_SECONDS="1",
        EVENTS_STREAMS_PER_ADDRESS="100000",
        GUNICORN_ACCESSLOG="",
        LOG_LEVEL="info",
    ).start()
    try:
        yield g
    finally:
        g.stop()


class Reader:
    """An SSE client on a raw socket (no client library buffering): every event and comment
    as it arrives; `closed` once the server ends the stream."""

    def __init__(self, server: Gunicorn, sid: str, token: str | None = None,
                 last_id: int | None = None) -> None:
        self.events: list[dict[str, Any]] = []
        self.comments = 0
        self.closed = False
        self.status = 0
        self.sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
        head = f"GET /v1/sessions/{sid}/events HTTP/1.1\r\nHost: t\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        if last_id is not None:
            head += f"Last-Event-ID: {last_id}\r\n"
        self.sock.sendall((head + "\r\n").encode())
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        buf = b""
        head_done = False
        try:
            while True:
                data = self.sock.recv(65536)
                if not data:
                    break
                buf += data
                if not head_done:
                    if b"\r\n\r\n" not in buf:
                        continue
                    head, buf = buf.split(b"\r\n\r\n", 1)
                    self.status = int(head.split(b" ", 2)[1])
                    head_done = True
                while b"\n\n" in buf:
                    block, buf = buf.split(b"\n\n", 1)
                    self.parse(block.decode())
        except OSError:
            pass
        self.closed = True

    def parse(self, block: str) -> None:
        ev: dict[str, Any] = {}
        for line in block.split("\n"):
            if line.startswith(":"):
                self.comments += 1
            elif line.startswith("id: "):
                ev["id"] = int(line[4:])
            elif line.startswith("event: "):
                ev["event"] = line[7:]
            elif line.startswith("data: "):
                ev["data"] = orjson.loads(line[6:])
        if "event" in ev:
            self.events.append(ev)

    def ids(self) -> list[int]:
        return [e["id"] for e in self.events if e["event"] == "move"]

    def wait_for(self, version: int, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while (not self.ids() or self.ids()[-1] < version) and time.monotonic() < deadline:
            if self.closed:
                break
            time.sleep(0.02)

    def close(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()
        self.thread.join(5)


def writer(base: str, sid: str, token: str, seat: int, stop: threading.Event,
           cap: int, errors: list[str]) -> None:
    """Moves for one seat whenever it may act, racing the other writers (409s expected)."""
    http = requests.Session()
    rng = random.Random(f"{sid}-{seat}")
    while not stop.is_set():
        s = http.get(f"{base}/v1/sessions/{sid}", timeout=10).json()
        if s["status"] != "active" or s["version"] >= cap:
            return
        if seat not in s["to_act"]:
            time.sleep(0.002)
            continue
        lm = http.get(f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(token), timeout=10)
        if lm.status_code != 200:
            continue
        moves = lm.json()["moves"]
        if not moves:
            continue
        r = http.post(f"{base}/v1/sessions/{sid}/moves", json={"move": rng.choice(moves)},
                      headers=auth(token), timeout=10)
        if r.status_code not in (200, 409, 422):
            errors.append(f"{r.status_code} {r.text[:200]}")


def test_concurrent_writers_readers_on_two_workers_get_every_move_once_in_order(
    server: Gunicorn,
) -> None:
    base = server.base
    players = WRITERS
    created = create_session(base, "palace", players, "streams-race")
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    readers = {f"seat{i}": Reader(server, sid, tokens[i]) for i in range(players)}
    readers.update({f"spectator{i}": Reader(server, sid) for i in range(3)})
    readers["admin"] = Reader(server, sid, created["admin_token"])
    stop = threading.Event()
    errors: list[str] = []
    cap = 60
    threads = [threading.Thread(target=writer, args=(base, sid, tokens[i], i, stop, cap, errors))
               for i in range(players)]
    for t in threads:
        t.start()
    # readers that leave and come back with Last-Event-ID while the moves go on
    resumed: list[tuple[int, Reader]] = []
    for k in range(3):
        time.sleep(0.3)
        first = Reader(server, sid, tokens[k % players])
        time.sleep(0.2)
        first.close()
        last = first.ids()[-1] if first.ids() else 0
        assert first.ids() == list(range(1, last + 1))
        resumed.append((last, Reader(server, sid, tokens[k % players], last_id=last)))
    for t in threads:
        t.join(120)
    stop.set()
    assert not errors, errors[:5]
    final = requests.get(f"{base}/v1/sessions/{sid}", timeout=10).json()["version"]
    assert final >= 10
    histories = {
        name: requests.get(f"{base}/v1/sessions/{sid}/history",
                           headers=auth(tokens[int(name[4:])]) if name.startswith("seat")
                           else {}, timeout=10).json()
        for name in readers
    }
    finished = any(h["status"] == "finished" for h in histories.values())
    for name, reader in readers.items():
        reader.wait_for(final)
        assert reader.status == 200
        assert reader.ids() == list(range(1, final + 1)), name
        entries = histories[name]["entries"]
        got = live_entries(reader, name)
        if finished:  # a finished history shows secret moves whole
            assert [g["events"] for g in got] == [e["events"] for e in entries], name
        else:
            assert got == entries, name
    for last, reader in resumed:
        reader.wait_for(final)
        assert reader.ids() == list(range(last + 1, final + 1))
    for reader in [*readers.values(), *(r for _, r in resumed)]:
        reader.close()


def live_entries(reader: Any, name: Any) -> list[dict[str, Any]]:
    """A reader's move events as /history entries: without the `request_id` a move sent live
    carries (the X-Request-Id of the request that made it; writers send none, so it is one
    the server made: 32 hex digits)."""
    got = [dict(e["data"]) for e in reader.events if e["event"] == "move"]
    ids = [g.pop("request_id", None) for g in got]
    assert all(i is None or re.fullmatch(r"[0-9a-f]{32}", i) for i in ids), name
    assert any(ids), f"{name}: no live event named its request"
    return got


def test_a_seat_stream_never_carries_another_seats_hidden_cards(server: Gunicorn) -> None:
    """Palace deals hidden hands: each seat's stream is exactly its own /history (whose
    redaction test_hidden_information checks card by card, streams included), never the
    unredacted events."""
    created = create_session(server.base, "palace", 3, "streams-leak")
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    readers = [Reader(server, sid, t) for t in tokens] + [Reader(server, sid)]
    stop = threading.Event()
    errors: list[str] = []
    threads = [threading.Thread(target=writer, args=(server.base, sid, tokens[i], i, stop, 25,
                                                     errors)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    version = requests.get(f"{server.base}/v1/sessions/{sid}", timeout=10).json()["version"]
    for i, reader in enumerate(readers):
        reader.wait_for(version)
        hist = requests.get(f"{server.base}/v1/sessions/{sid}/history",
                            headers=auth(tokens[i]) if i < 3 else {}, timeout=10).json()
        got = live_entries(reader, i)
        assert got == hist["entries"]
        for entry in got:
            for event in entry["events"]:
                assert "private" not in event  # secrets are merged for their seat, or gone
        reader.close()


def test_heartbeats_then_the_outcome_then_the_end_of_the_stream(server: Gunicorn) -> None:
    # a random game of Palace may go on for thousands of moves: the turn guard ends it
    created = create_session(server.base, "palace", 2, "streams-end", {"max_turns": 200})
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    reader = Reader(server, sid)
    deadline = time.monotonic() + 5
    while reader.comments == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert reader.comments >= 1  # EVENTS_HEARTBEAT_SECONDS=1
    stop = threading.Event()
    errors: list[str] = []
    threads = [threading.Thread(target=writer, args=(server.base, sid, tokens[i], i, stop,
                                                     10_000, errors)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    s = requests.get(f"{server.base}/v1/sessions/{sid}", timeout=10).json()
    assert s["status"] == "finished"
    deadline = time.monotonic() + 10
    while not reader.closed and time.monotonic() < deadline:
        time.sleep(0.05)
    assert reader.closed, "the stream did not end with the game"
    assert reader.ids() == list(range(1, s["version"] + 1))
    assert reader.events[-1]["event"] == "outcome"
    assert reader.events[-1]["data"]["outcome"] == s["outcome"]
    # a reader that comes after the end gets it all at once, then the end
    late = Reader(server, sid, last_id=s["version"] - 1)
    late.thread.join(10)
    assert late.closed and late.ids() == [s["version"]]
    assert late.events[-1]["event"] == "outcome"


def test_open_streams_hold_no_thread(server: Gunicorn) -> None:
    """Two workers of two threads: OPEN_STREAMS streams stay open while moves, reads and a
    long poll are answered; every stream gets every move."""
    created = create_session(server.base, "palace", 2, "streams-capacity")
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    readers = [Reader(server, sid, tokens[i % 2] if i % 3 else None)
               for i in range(OPEN_STREAMS)]
    deadline = time.monotonic() + 30
    while any(r.status == 0 for r in readers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert all(r.status == 200 for r in readers)
    metrics = requests.get(f"{server.base}/metrics", timeout=5).text
    gauge = sum(float(line.split()[-1]) for line in metrics.splitlines()
                if line.startswith("referee_event_streams"))
    assert gauge >= OPEN_STREAMS  # summed over both workers
    polled: dict[str, Any] = {}

    def poll() -> None:
        polled["r"] = requests.get(f"{server.base}/v1/sessions/{sid}/events?after=0&wait=20",
                                   headers={"Accept": "application/json"}, timeout=30)

    poller = threading.Thread(target=poll)
    poller.start()
    stop = threading.Event()
    errors: list[str] = []
    threads = [threading.Thread(target=writer, args=(server.base, sid, tokens[i], i, stop, 12,
                                                     errors)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    poller.join(30)
    assert polled["r"].status_code == 200 and polled["r"].json()["events"]
    version = requests.get(f"{server.base}/v1/sessions/{sid}", timeout=5).json()["version"]
    assert version >= 12
    for r in readers:
        r.wait_for(version)
        assert r.ids() == list(range(1, version + 1))
        r.close()


def test_a_deleted_session_ends_its_streams(server: Gunicorn) -> None:
    created = create_session(server.base, "palace", 2, "streams-deleted")
    sid = created["id"]
    reader = Reader(server, sid, created["seats"][0]["token"])
    deadline = time.monotonic() + 5
    while reader.status == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert reader.status == 200 and not reader.closed
    r = requests.delete(f"{server.base}/v1/sessions/{sid}", headers=auth(created["admin_token"]),
                        timeout=10)
    assert r.status_code == 204
    deadline = time.monotonic() + 10  # noticed at the next heartbeat (1 s here)
    while not reader.closed and time.monotonic() < deadline:
        time.sleep(0.05)
    assert reader.closed
    again = Reader(server, sid)
    again.thread.join(10)
    assert again.status == 404


def test_long_polls_hold_no_thread_and_answer_at_the_move(server: Gunicorn) -> None:
    """16 long polls wait (4 request threads in all) while reads and a move are answered;
    every poll is answered by the move, with it; one with wait=1 is answered empty."""
    created = create_session(server.base, "palace", 2, "streams-polls")
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    answers: list[Any] = []

    def poll(token: str | None, wait: int) -> None:
        h = {"Accept": "application/json", **(auth(token) if token else {})}
        answers.append(requests.get(f"{server.base}/v1/sessions/{sid}/events?after=0&wait={wait}",
                                    headers=h, timeout=60))

    polls = [threading.Thread(target=poll, args=(tokens[i % 2] if i % 4 else None, 25))
             for i in range(16)]
    for t in polls:
        t.start()
    time.sleep(1.0)
    short = requests.get(f"{server.base}/v1/sessions/{sid}/events?after=0&wait=1",
                         headers={"Accept": "application/json"}, timeout=10)
    assert short.status_code == 200 and short.json()["events"] == []
    assert short.json()["version"] == 0 and short.headers["Content-Type"] == "application/json"
    assert requests.get(f"{server.base}/v1/sessions/{sid}", timeout=5).status_code == 200
    assert not answers  # still waiting
    seat = requests.get(f"{server.base}/v1/sessions/{sid}", timeout=5).json()["to_act"][0]
    moves = requests.get(f"{server.base}/v1/sessions/{sid}/legal-moves",
                         headers=auth(tokens[seat]), timeout=5).json()["moves"]
    r = requests.post(f"{server.base}/v1/sessions/{sid}/moves", json={"move": moves[0]},
                      headers=auth(tokens[seat]), timeout=5)
    assert r.status_code == 200
    for t in polls:
        t.join(20)
    assert len(answers) == 16
    for a in answers:
        assert a.status_code == 200 and a.json()["version"] == 1
        assert [e["version"] for e in a.json()["events"]] == [1]


def test_closed_streams_give_their_places_back(server: Gunicorn, redis_client: Any) -> None:
    """Every stream and poll of the tests above is over: their leases are released (the hub
    sees each reader leave), none waits to run out."""
    key = "ref:evsubs:{ip:127.0.0.1}"
    deadline = time.monotonic() + 10
    while redis_client.zcard(key) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert redis_client.zcard(key) == 0
    metrics = requests.get(f"{server.base}/metrics", timeout=5).text
    assert sum(float(line.split()[-1]) for line in metrics.splitlines()
               if line.startswith("referee_event_streams")) == 0


def test_log_is_clean(server: Gunicorn) -> None:
    log = Path(server.log_path).read_text(errors="replace")
    assert "Traceback" not in log and "error in the event hub" not in log, log[-3000:]
