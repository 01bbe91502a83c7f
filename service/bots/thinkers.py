"""Thinking off the request threads: expert bots search in a bounded pool of processes.

A search is CPU work in Python: run on a request thread (or any thread of the worker) it
would hold the GIL against the people's requests. So each worker process keeps a small pool
of child processes (`BOT_THINKERS`, default 2; 0 thinks inline, for tests and tools) fed
with (game, level, view, legal moves, seed): only the seat's view crosses, the state never
does. The children run at a lower priority (nice 10), so a loaded machine serves people
first. The pool is bounded: with more than `BOT_QUEUE` searches waiting (default 32),
a bot plays its greedy move instead of queueing (bots never block people, and a game never
stalls on a full queue). A child that dies (killed, out of memory) breaks a
ProcessPoolExecutor for good: the broken pool is replaced by a new one at the next search,
and the search that met it plays greedy (`broken`).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_waiting = 0


def size() -> int:
    return int(os.environ.get("BOT_THINKERS", "2") or 0)


def queue_limit() -> int:
    return int(os.environ.get("BOT_QUEUE", "32") or 0)


def _lower_priority() -> None:  # pragma: no cover - runs in the child
    try:
        os.nice(10)
    except OSError:
        pass


def think(
    game_id: str, bot: str, level: int | None, view: dict[str, Any], moves: list[Any], seed: str
) -> tuple[Any, str]:
    """One bot decision from a seat's view (runs in a child process)."""
    from . import get_bot

    return get_bot(game_id, bot, level).choose(view, moves, random.Random(seed))


def think_analysis(
    game_id: str, bot: str, level: int | None, view: dict[str, Any], moves: list[Any],
    seed: Any,
) -> dict[str, Any]:
    """A hint's analysis from a seat's view (runs in a child process)."""
    from . import analyse_view

    return analyse_view(game_id, bot, level, view, moves, seed)  # type: ignore[no-any-return]


#: why a hint is greedy's move when an expert was asked for
BUSY = "the expert thinkers are busy: greedy's move instead"


def analysis(
    game_id: str, bot: str, level: int | None, view: dict[str, Any], moves: list[Any],
    seed: Any,
) -> dict[str, Any] | None:
    """A hint's analysis thought in the pool, the caller waiting (without the GIL) at most the
    level's safety net and a margin; None when the pool is off, its queue full, a thinker
    died or no answer came in time."""
    if size() <= 0:
        return None
    from .expert import budget

    future = _submit(think_analysis, game_id, bot, level, view, moves, seed)
    if future is None:
        return None
    try:
        return future.result(timeout=budget(level or 6).seconds + 5.0)
    except BrokenProcessPool:
        broken()
        return None
    except TimeoutError:
        future.cancel()
        return None


def _executor() -> ProcessPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(
                max_workers=size(),
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_lower_priority,
            )
        return _pool


def broken(pool: ProcessPoolExecutor | None = None) -> None:
    """Drop a pool whose child died (BrokenProcessPool): the next search starts a new one."""
    global _pool
    with _lock:
        old = _pool
        if old is None or (pool is not None and old is not pool):
            return  # already replaced
        _pool = None
    old.shutdown(wait=False, cancel_futures=True)


def submit(
    game_id: str, bot: str, level: int | None, view: dict[str, Any], moves: list[Any], seed: str
) -> Future[tuple[Any, str]] | None:
    """The decision, thought in the pool; None when the pool is off or its queue is full."""
    return _submit(think, game_id, bot, level, view, moves, seed)


def _submit(fn: Any, *args: Any) -> Future[Any] | None:
    global _waiting
    if size() <= 0:
        return None
    with _lock:
        if _waiting >= queue_limit():
            return None
        _waiting += 1
    try:
        for attempt in (1, 2):
            pool = _executor()
            try:
                future = pool.submit(fn, *args)
                break
            except BrokenProcessPool:  # a child died since the last search: a new pool
                broken(pool)
                if attempt == 2:
                    raise
    except Exception:
        with _lock:
            _waiting -= 1
        raise
    future.add_done_callback(_done)
    return future


def _done(_: Future[Any]) -> None:
    global _waiting
    with _lock:
        _waiting -= 1
