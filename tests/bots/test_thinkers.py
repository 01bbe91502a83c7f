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
    time.sleep(1.0)  # the child is searching
    victim = thinkers._pool
    assert victim is not None
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
