"""GET /v1/sessions/{id}/events in-process (Flask's test client, a real Redis): the long poll
(JSON, checked against openapi.yaml), SSE served by the request thread (the fallback outside
the project's gunicorn worker), redaction equal to /history for every seat and spectators,
resume, the outcome event, bounds and refusals. tests/reliability/test_event_streams.py runs
the same endpoint under real gunicorn workers (sockets handed to the event hub)."""

from __future__ import annotations

import threading
import time
import uuid
from typing import Any

import orjson
import pytest

from service.events import EventSettings
from service.games import registry
from service.games.cards import Rng
from service.tenants import ApiKeys
from tests.conftest import CheckedClient, make_app

JSON = {"Accept": "application/json"}


@pytest.fixture(scope="module")
def ev_app(redis_url: str) -> Any:
    return make_app(
        redis_url,
        events=EventSettings(
            heartbeat_seconds=0.2, max_stream_seconds=1.0, max_wait_seconds=5, per_address=3
        ),
        api_key_cache_seconds=0,
    )


@pytest.fixture()
def ev(ev_app: Any, openapi_spec: Any) -> CheckedClient:
    return CheckedClient(ev_app, openapi_spec)


def _hdr(token: str | None, **extra: str) -> dict[str, str]:
    h = dict(extra)
    if token:
        h["Authorization"] = f"Bearer {token}"
    return h


def create(c: CheckedClient, game: str = "palace", players: int = 2, seed: str = "ev",
           headers: dict[str, str] | None = None) -> dict[str, Any]:
    r = c.post("/v1/sessions", json={"game": game, "players": players, "seed": seed},
               headers=headers or {})
    assert r.status_code == 201, r.json
    return dict(r.json)


def play(c: CheckedClient, created: dict[str, Any], n: int, rng: Rng,
         headers: dict[str, str] | None = None) -> int:
    """Up to n random legal moves; returns the version reached."""
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    version = 0
    for _ in range(n):
        s = c.get(f"/v1/sessions/{sid}", headers=headers or {}).json
        version = s["version"]
        if s["status"] != "active":
            break
        seat = s["to_act"][rng.randbelow(len(s["to_act"]))]
        moves = c.get(f"/v1/sessions/{sid}/legal-moves",
                      headers=_hdr(tokens[seat], **(headers or {}))).json["moves"]
        r = c.post(f"/v1/sessions/{sid}/moves", json={"move": moves[rng.randbelow(len(moves))]},
                   headers=_hdr(tokens[seat], **(headers or {})))
        assert r.status_code == 200, r.json
        version = r.json["version"]
    return version


def parse_sse(text: str) -> list[dict[str, Any]]:
    """The events of an SSE body: [{id, event, data}], and comments as {"comment": ...}."""
    out: list[dict[str, Any]] = []
    for block in text.split("\n\n"):
        ev: dict[str, Any] = {}
        for line in block.split("\n"):
            if line.startswith(":"):
                out.append({"comment": line[1:].strip()})
            elif line.startswith("id: "):
                ev["id"] = int(line[4:])
            elif line.startswith("event: "):
                ev["event"] = line[7:]
            elif line.startswith("data: "):
                ev["data"] = orjson.loads(line[6:])
        if "event" in ev:
            out.append(ev)
    return out


@pytest.mark.parametrize("game_id", sorted(registry()))
def test_every_event_is_redacted_for_its_reader_as_history_is(ev: CheckedClient,
                                                              game_id: str) -> None:
    """For every game, every seat, spectators and the admin: the long poll's events are the
    /history entries of that reader while the game runs, and the finished game's SSE stream
    is the same moves then the outcome."""
    game = registry()[game_id]
    players = game.max_players
    created = create(ev, game_id, players, f"ev-{game_id}")
    sid = created["id"]
    rng = Rng(f"ev-{game_id}", "events")
    readers: list[str | None] = [s["token"] for s in created["seats"]] + [
        None, created["admin_token"]]
    for _ in range(3):
        play(ev, created, 7, rng)
        for token in readers:
            hist = ev.get(f"/v1/sessions/{sid}/history", headers=_hdr(token)).json
            if hist["status"] == "finished":
                break
            got = ev.get(f"/v1/sessions/{sid}/events", headers=_hdr(token, **JSON))
            assert got.status_code == 200, got.json
            assert got.json["events"] == hist["entries"]
            assert got.json["version"] == hist["version"] and got.json["outcome"] is None
            # and from a version on: the rest of it
            mid = hist["version"] // 2
            part = ev.get(f"/v1/sessions/{sid}/events?after={mid}", headers=_hdr(token, **JSON))
            assert part.json["events"] == hist["entries"][mid:]
    play(ev, created, 5000, rng)
    for token in readers:
        hist = ev.get(f"/v1/sessions/{sid}/history", headers=_hdr(token)).json
        assert hist["status"] == "finished"
        r = ev.get(f"/v1/sessions/{sid}/events", headers=_hdr(token))
        assert r.status_code == 200 and r.mimetype == "text/event-stream"
        events = [e for e in parse_sse(r.get_data(as_text=True)) if "event" in e]
        moves = [e for e in events if e["event"] == "move"]
        assert [e["id"] for e in moves] == list(range(1, hist["version"] + 1))
        assert [e["data"]["version"] for e in moves] == [e["id"] for e in moves]
        # a finished history shows secret moves whole; the stream shows them as they were
        # shown while the game ran: the events themselves are the same
        assert [e["data"]["events"] for e in moves] == [h["events"] for h in hist["entries"]]
        assert events[-1]["event"] == "outcome" and "id" not in events[-1]
        score = ev.get(f"/v1/sessions/{sid}/score").json
        assert events[-1]["data"] == {"game": game_id, "version": hist["version"],
                                      "status": "finished", "outcome": score["outcome"]}
        lp = ev.get(f"/v1/sessions/{sid}/events?after={hist['version']}&wait=5",
                    headers=_hdr(token, **JSON))
        assert lp.json["events"] == [] and lp.json["outcome"] == events[-1]["data"]


def test_resume_with_last_event_id_or_after_has_no_gap_and_no_duplicate(
    ev: CheckedClient,
) -> None:
    created = create(ev, seed="resume")
    sid = created["id"]
    version = play(ev, created, 9, Rng("resume", "x"))
    assert version >= 5
    full = parse_sse(ev.get(f"/v1/sessions/{sid}/events").get_data(as_text=True))
    ids = [e["id"] for e in full if e.get("event") == "move"]
    assert ids == list(range(1, version + 1))
    for last in (0, 1, 3, version):
        for how in ("header", "query"):
            if how == "header":
                r = ev.get(f"/v1/sessions/{sid}/events", headers={"Last-Event-ID": str(last)})
            else:
                r = ev.get(f"/v1/sessions/{sid}/events?after={last}")
            got = [e["id"] for e in parse_sse(r.get_data(as_text=True)) if e.get("event")]
            assert got == list(range(last + 1, version + 1)), (how, last)
    # Last-Event-ID wins over after (EventSource sends it on reconnect, the URL unchanged)
    r = ev.get(f"/v1/sessions/{sid}/events?after=1", headers={"Last-Event-ID": "4"})
    assert [e["id"] for e in parse_sse(r.get_data(as_text=True)) if e.get("event")][0] == 5


def test_an_open_stream_sends_heartbeats_then_new_moves_then_closes_at_its_lifetime(
    ev: CheckedClient, ev_app: Any,
) -> None:
    created = create(ev, seed="live")
    sid = created["id"]
    play(ev, created, 2, Rng("live", "x"))
    resp = ev_app.test_client().get(f"/v1/sessions/{sid}/events?after=2", buffered=False)
    assert resp.status_code == 200
    chunks: list[bytes] = []

    def read() -> None:
        chunks.extend(resp.response)

    reader = threading.Thread(target=read)
    reader.start()
    time.sleep(0.3)
    version = play(ev, created, 2, Rng("live", "y"))
    reader.join(10)  # the stream ends after EVENTS_MAX_STREAM_SECONDS (1 s here)
    assert not reader.is_alive()
    events = parse_sse(b"".join(chunks).decode())
    assert {"comment": "heartbeat"} in events
    assert [e["id"] for e in events if e.get("event") == "move"] == list(range(3, version + 1))


def test_long_poll_answers_at_once_on_a_move_and_empty_after_wait(ev: CheckedClient) -> None:
    created = create(ev, seed="poll")
    sid = created["id"]
    t0 = time.monotonic()
    r = ev.get(f"/v1/sessions/{sid}/events?after=0&wait=1", headers=JSON)
    assert r.status_code == 200
    assert r.json["events"] == [] and r.json["version"] == 0 and r.json["outcome"] is None
    assert time.monotonic() - t0 >= 1.0  # it waited its `wait`
    got: dict[str, Any] = {}

    def poll() -> None:
        got["r"] = ev.get(f"/v1/sessions/{sid}/events?after=0&wait=5", headers=JSON)
        got["t"] = time.monotonic()

    poller = threading.Thread(target=poll)
    poller.start()
    time.sleep(0.3)
    moved = time.monotonic()
    play(ev, created, 1, Rng("poll", "x"))
    poller.join(10)
    assert got["r"].json["version"] == 1
    assert [e["version"] for e in got["r"].json["events"]] == [1]
    assert got["t"] - moved < 4.0  # answered by the move, not by the end of its wait


def test_refusals(ev: CheckedClient, redis_client: Any, ev_app: Any) -> None:
    created = create(ev, seed="refuse")
    sid = created["id"]
    for query in ("after=x", "after=-1", "wait=99", "wait=1.5", "nope=1"):
        r = ev.get(f"/v1/sessions/{sid}/events?{query}", headers=JSON)
        assert r.status_code == 400 and r.json["code"] == "request.invalid", query
    r = ev.get(f"/v1/sessions/{sid}/events", headers={"Last-Event-ID": "abc"})
    assert r.status_code == 400
    assert ev.get(f"/v1/sessions/{uuid.uuid4().hex}/events").status_code == 404
    assert ev.get("/v1/sessions/not-an-id/events").status_code == 404
    r = ev.get(f"/v1/sessions/{sid}/events", headers={"Authorization": "Bearer nope", **JSON})
    assert r.status_code == 401
    # another tenant's session is not there (404), as for every session GET
    key_a = ApiKeys(redis_client).create(f"ta{uuid.uuid4().hex[:8]}")[1]
    key_b = ApiKeys(redis_client).create(f"tb{uuid.uuid4().hex[:8]}")[1]
    mine = create(ev, seed="tenant", headers={"X-API-Key": key_a})
    r = ev.get(f"/v1/sessions/{mine['id']}/events", headers={"X-API-Key": key_b, **JSON})
    assert r.status_code == 404 and r.json["code"] == "session.not_found"
    r = ev.get(f"/v1/sessions/{mine['id']}/events", headers=JSON)  # anonymous
    assert r.status_code == 404
    r = ev.get(f"/v1/sessions/{mine['id']}/events", headers={"X-API-Key": key_a, **JSON})
    assert r.status_code == 200


def test_streams_per_address_are_bounded(ev: CheckedClient, ev_app: Any,
                                         redis_client: Any) -> None:
    """EVENTS_STREAMS_PER_ADDRESS (3 here): a fourth open stream is a 429 with a stable code;
    closing one frees its place."""
    redis_client.delete("ref:evsubs:{ip:127.0.0.1}")
    created = create(ev, seed="bound")
    sid = created["id"]
    client = ev_app.test_client()
    open_ = [client.get(f"/v1/sessions/{sid}/events", buffered=False) for _ in range(3)]
    assert all(r.status_code == 200 for r in open_)
    r = ev.get(f"/v1/sessions/{sid}/events")
    assert r.status_code == 429 and r.json["code"] == "quota.event_streams"
    assert r.json["limit"] == 3 and r.headers["Retry-After"]
    r = ev.get(f"/v1/sessions/{sid}/events?wait=2", headers=JSON)  # long polls count too
    assert r.status_code == 429
    # a finished game's stream is answered whole at once: it holds no place
    open_[0].close()
    deadline = time.monotonic() + 5
    while True:
        r = client.get(f"/v1/sessions/{sid}/events", buffered=False)
        if r.status_code == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert r.status_code == 200
    for resp in [*open_[1:], r]:
        resp.close()


def test_head_answers_at_once_and_holds_no_place(ev: CheckedClient, ev_app: Any,
                                                 redis_client: Any) -> None:
    redis_client.delete("ref:evsubs:{ip:127.0.0.1}")
    created = create(ev, seed="head")
    sid = created["id"]
    client = ev_app.test_client()
    for _ in range(5):  # more than EVENTS_STREAMS_PER_ADDRESS (3)
        r = client.head(f"/v1/sessions/{sid}/events")
        assert r.status_code == 200 and r.mimetype == "text/event-stream"
        r = client.head(f"/v1/sessions/{sid}/events?wait=5", headers=JSON)
        assert r.status_code == 200
    assert redis_client.zcard("ref:evsubs:{ip:127.0.0.1}") == 0


def test_streams_per_worker_are_bounded(redis_url: str, openapi_spec: Any) -> None:
    """EVENTS_STREAMS_PER_WORKER (1 here): the second open stream of the process is a 503
    `events.capacity` with Retry-After; the first one closed, there is room again."""
    app = make_app(redis_url, events=EventSettings(per_worker=1, max_stream_seconds=5.0))
    c = CheckedClient(app, openapi_spec)
    created = create(c, seed="per-worker")
    sid = created["id"]
    first = app.test_client().get(f"/v1/sessions/{sid}/events", buffered=False)
    assert first.status_code == 200
    r = c.get(f"/v1/sessions/{sid}/events")
    assert r.status_code == 503 and r.json["code"] == "events.capacity"
    assert r.headers["Retry-After"]
    first.close()
    deadline = time.monotonic() + 5
    while True:
        again = app.test_client().get(f"/v1/sessions/{sid}/events", buffered=False)
        if again.status_code == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert again.status_code == 200
    again.close()


def test_joins_and_a_resignation_are_events_and_the_outcome_says_how_it_ended(
    ev: CheckedClient,
) -> None:
    """Session-level entries (a join, a resignation) are in the stream as in /history, and
    a session that ends early gives its outcome event (reason `resigned`)."""
    r = ev.post("/v1/sessions", json={"game": "dragons", "players": ["Ann", {"open": True}]})
    assert r.status_code == 201, r.json
    made = r.json
    sid = made["id"]
    r = ev.post(f"/v1/sessions/{sid}/join", json={"invite": made["invite"], "name": "Bo"})
    assert r.status_code == 201, r.json
    bo = r.json["token"]
    play(ev, {**made, "seats": [made["seats"][0], {"seat": 1, "token": bo}]}, 2, Rng("j", "x"))
    r = ev.post(f"/v1/sessions/{sid}/resign", headers=_hdr(bo))
    assert r.status_code == 200, r.json
    for token in (made["seats"][0]["token"], bo, None):
        polled = ev.get(f"/v1/sessions/{sid}/events?after=0", headers=_hdr(token, **JSON)).json
        hist = ev.get(f"/v1/sessions/{sid}/history", headers=_hdr(token)).json
        assert [e["type"] for e in polled["events"]] == [e["type"] for e in hist["entries"]]
        assert polled["events"][0]["type"] == "join" and polled["events"][-1]["type"] == "resign"
        assert polled["outcome"]["outcome"]["reason"] == "resigned"
        assert polled["outcome"]["outcome"]["winners"] == [0]
        stream = parse_sse(ev.get(f"/v1/sessions/{sid}/events", headers=_hdr(token)).text)
        assert stream[-1]["event"] == "outcome"
        assert stream[-1]["data"]["outcome"]["reason"] == "resigned"


def test_event_settings_read_every_events_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each EVENTS_* variable (docs/configuration.md) reaches its knob; blank: the default."""
    from service.config import Config

    values = {
        "EVENTS_HEARTBEAT_SECONDS": "2.5", "EVENTS_MAX_STREAM_SECONDS": "60",
        "EVENTS_MAX_WAIT_SECONDS": "7", "EVENTS_STREAMS_PER_TENANT": "11",
        "EVENTS_STREAMS_PER_ADDRESS": "3", "EVENTS_STREAMS_PER_WORKER": "19",
    }
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    assert Config.from_env().events == EventSettings(2.5, 60.0, 7, 11, 3, 19)
    for name in values:
        monkeypatch.setenv(name, " ")
    assert Config.from_env().events == EventSettings()
