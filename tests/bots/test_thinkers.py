"""The thinkers' pool (service/bots/thinkers.py): bounded, and it heals.

- past `BOT_QUEUE` searches waiting, `submit` answers None and the bot seat plays its greedy
  move instead (`sessions.bots._decide`), so a flood of expert turns never queues without end;
- a child process that dies (killed, out of memory) breaks a ProcessPoolExecutor for good: the
  search that met it plays greedy, and the next search runs in a new pool.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pytest

from service.bots import inputs, thinkers
from service.games import registry
from service.sessions import bots as seats


@pytest.fixture()
def pool(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("BOT_THINKERS", "1")
    monkeypatch.setenv("BOT_QUEUE", "2")
    thinkers.broken()  # a pool of this test's own size
    yield
    thinkers.broken()


def _position() -> tuple[Any, int, dict[str, Any], list[Any]]:
    game = registry()["palace"]
    state = game.setup(2, game.normalize_options(2, {}), "thinkers")
    seat = sorted(game.to_act(state))[0]
    view, moves = inputs(game, state, seat)
    return game, seat, view, moves


def test_past_the_queue_bound_a_bot_plays_greedy(pool: None) -> None:
    game, seat, view, moves = _position()
    slow = [thinkers.submit("palace", "expert", 8, view, moves, f"s{i}") for i in range(2)]
    assert all(f is not None for f in slow)
    assert thinkers.submit("palace", "expert", 8, view, moves, "s3") is None  # queue full
    # the seat's decision then is greedy's, at once, not a wait for the queue
    started = time.monotonic()
    move, reason = seats._decide(game, "expert", 8, view, moves, "s3")
    greedy, _ = seats.bot_lib.get_bot("palace", "greedy", None).choose(
        view, moves, seats.random.Random("s3"))
    assert move == greedy and time.monotonic() - started < 1.0
    for f in slow:
        assert f is not None and f.result(timeout=120)[0] in moves
    assert thinkers.submit("palace", "expert", 3, view, moves, "s4") is not None  # room again


def test_a_dead_thinker_is_replaced(pool: None) -> None:
    game, seat, view, moves = _position()
    first = thinkers.submit("palace", "expert", 8, view, moves, "k1")
    assert first is not None
    victim = thinkers._pool
    assert victim is not None
    # kill the child as soon as it exists, while the search is queued or running (a level-8
    # search can end within a second on a fast, idle machine: a fixed wait was a race)
    deadline = time.monotonic() + 30
    while not victim._processes and time.monotonic() < deadline:  # type: ignore[attr-defined]
        time.sleep(0.005)
    assert not first.done(), "the search ended before its thinker could be killed"
    for pid in list(victim._processes):  # type: ignore[attr-defined]
        os.kill(pid, signal.SIGKILL)
    with pytest.raises(BrokenProcessPool):
        first.result(timeout=60)
    # the decision that met the dead pool plays greedy; the next search gets a new pool
    move, _ = seats._decide(game, "expert", 3, view, moves, "k2")
    assert move in moves
    again = thinkers.submit("palace", "expert", 3, view, moves, "k3")
    assert again is not None and again.result(timeout=120)[0] in moves
    assert thinkers._pool is not victim


def test_a_hint_searches_in_the_pool_never_on_the_calling_thread(
    pool: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The expert's search is poisoned in this (the request's) process: the hint still comes,
    with the search's alternatives, so it was thought in a thinker process."""
    from service import bots
    from service.bots import expert, hints

    def poisoned(*_: Any) -> Any:
        raise AssertionError("searched on the calling thread")

    monkeypatch.setattr(expert.ExpertBot, "analyse", poisoned)
    game = registry()["palace"]
    state = game.setup(2, game.normalize_options(2, {}), "thinkers")
    seat = sorted(game.to_act(state))[0]
    got = hints.analyse(game, state, seat, "expert", "hint", 3)
    assert got is not None and got["move"] in bots.inputs(game, state, seat)[1]
    assert thinkers.BUSY not in got["reason"] and got["iterations"] > 0


def test_a_hint_with_the_thinkers_busy_is_greedys_move_saying_so(
    pool: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from service.bots import hints

    monkeypatch.setenv("BOT_QUEUE", "0")  # every search refused: the queue is full
    game = registry()["reds"]
    state = game.setup(2, game.normalize_options(2, {}), "busy")
    seat = sorted(game.to_act(state))[0]
    got = hints.analyse(game, state, seat, "expert", "hint", 6)
    greedy = hints.analyse(game, state, seat, "greedy", "hint")  # greedy: never the pool
    assert got is not None and greedy is not None
    assert got["move"] == greedy["move"] and got["reason"].endswith(f"({thinkers.BUSY})")


# ------------------------------------------------------------- the review findings (issue 36)


def test_a_late_caller_never_shuts_down_the_fresh_pool(pool: None) -> None:
    """Two searches met one broken pool: the first replaced it and a new search started a
    fresh one; the second, late, names the pool it met, and the fresh one lives on."""
    game, seat, view, moves = _position()
    old = thinkers._executor()
    thinkers.broken(old)  # the first caller
    fresh = thinkers._executor()  # another request's search
    thinkers.broken(old)  # the late caller
    assert thinkers._pool is fresh
    got = thinkers.submit("palace", "expert", 3, view, moves, "fresh")
    assert got is not None and got.result(timeout=120)[0] in moves


def _cancelled_under(call: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, list[Any]]:
    """Run `call` as the third search of a one-process pool, shut that pool down (cancelling
    the searches that wait) while it waits: what `call` answers, and what `broken` was given."""
    import threading

    _, _, view, moves = _position()
    monkeypatch.setenv("BOT_QUEUE", "4")
    given: list[Any] = []
    real_broken = thinkers.broken
    monkeypatch.setattr(thinkers, "broken", lambda p=None: (given.append(p), real_broken(p)))
    busy = [thinkers.submit("palace", "expert", 8, view, moves, f"b{i}") for i in range(2)]
    victim = thinkers._pool
    out: list[Any] = []
    t = threading.Thread(target=lambda: out.append(call()))
    t.start()
    deadline = time.monotonic() + 30
    while thinkers._waiting < 3:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert victim is not None
    victim.shutdown(wait=False, cancel_futures=True)  # a reload, or another caller's broken()
    t.join(120)
    for f in busy:
        try:
            assert f is not None
            f.result(timeout=120)
        except Exception:  # noqa: BLE001 - cancelled with the pool, or finished
            pass
    return out[0], [g is victim for g in given]


def test_a_hint_whose_search_is_cancelled_falls_back(
    pool: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from service.bots import hints

    game = registry()["palace"]
    state = game.setup(2, game.normalize_options(2, {}), "thinkers")
    seat = sorted(game.to_act(state))[0]
    got, given = _cancelled_under(
        lambda: hints.analyse(game, state, seat, "expert", "hint", 3), monkeypatch
    )
    assert got is not None and got["reason"].endswith(f"({thinkers.BUSY})")  # greedy's, no 500
    assert given == [True]  # broken() was given the pool the search met


def test_a_bots_decision_whose_search_is_cancelled_plays_greedy(
    pool: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, seat, view, moves = _position()
    (move, _), given = _cancelled_under(
        lambda: seats._decide(game, "expert", 3, view, moves, "cancelled"), monkeypatch
    )
    greedy, _ = seats.bot_lib.get_bot("palace", "greedy", None).choose(
        view, moves, seats.random.Random("cancelled"))
    assert move == greedy and given == [True]


def test_a_pool_shut_down_by_another_caller_is_replaced_for_the_next_search(
    pool: None,
) -> None:
    """RuntimeError("cannot schedule new futures after shutdown") at submit: the pool was
    shut down (and replaced) by another caller: a new pool, once, and the search is made."""
    game, seat, view, moves = _position()
    stale = thinkers._executor()
    stale.shutdown(wait=False)  # as another caller's broken() does, without replacing yet
    got = thinkers.decide("palace", "expert", 3, view, moves, "again")
    assert got is not None and got[0] in moves and thinkers._pool is not stale


def test_a_stopping_worker_hands_the_search_back_and_a_hint_still_answers(
    pool: None, client: Any
) -> None:
    """After `close` (gunicorn's worker_exit) a bot's decision raises ShuttingDown (its turn
    is handed back, service/sessions/turns.py), and a hint is greedy's move, never a 500."""
    game, seat, view, moves = _position()
    thinkers.close()
    try:
        with pytest.raises(thinkers.ShuttingDown):
            seats._decide(game, "expert", 3, view, moves, "bye")
        created = client.post("/v1/sessions", json={
            "game": "palace", "players": ["Ann", "Bob"], "seed": "closing"}).json
        sid = created["id"]
        to_act = created["to_act"][0]
        token = created["seats"][to_act]["token"]
        r = client.post(f"/v1/sessions/{sid}/suggest", json={"level": 3}, token=token)
        assert r.status_code == 200, r.json
        assert r.json["reason"].endswith(f"({thinkers.BUSY})")
    finally:
        thinkers.reopen()


def test_closing_stops_the_searching_children(pool: None) -> None:
    """gunicorn's worker_exit closes the thinkers: the children searching stop at once (their
    turns were handed back), and nothing raises."""
    game, seat, view, moves = _position()
    running = thinkers.submit("palace", "expert", 8, view, moves, "closing")
    assert running is not None
    time.sleep(1.0)  # the child is searching
    assert thinkers._pool is not None
    children = list(thinkers._pool._processes.values())  # type: ignore[union-attr]
    assert children
    try:
        thinkers.close()
        deadline = time.monotonic() + 10
        while any(c.is_alive() for c in children):
            assert time.monotonic() < deadline, "a thinker outlived close()"
            time.sleep(0.05)
    finally:
        thinkers.reopen()
