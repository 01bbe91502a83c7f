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
and the search that met it plays greedy (`broken`, always given the pool that broke, so a
late caller never shuts down the fresh pool another search has started).

A search that meets a pool shut down under it (`CancelledError`, or `RuntimeError` "cannot
schedule new futures after shutdown") is answered the same way: a pool that another caller
replaced is tried once more, then greedy; but when this worker is stopping (`close`, or the
interpreter shutting down for a reload) `decide` raises `ShuttingDown`, so that the bot turn
is handed back to another worker (service/sessions/turns.py) rather than played badly or
failed silently. A hint (`analysis`) never raises for any of these: it falls back to greedy.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_waiting = 0
_closing = False

#: what a search may meet when its pool goes away under it
POOL_GONE = (BrokenProcessPool, CancelledError, RuntimeError)


class ShuttingDown(Exception):
    """This worker is stopping: the search cannot be made here (hand the turn back)."""


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

    try:
        submitted = _submit(think_analysis, game_id, bot, level, view, moves, seed)
    except POOL_GONE:
        return None  # the pool shut down under this hint, twice: greedy's move
    if submitted is None:
        return None
    future, pool = submitted
    try:
        return future.result(timeout=budget(level or 6).seconds + 5.0)  # type: ignore[no-any-return]
    except TimeoutError:
        future.cancel()
        return None
    except POOL_GONE:
        broken(pool)
        return None


def decide(
    game_id: str, bot: str, level: int | None, view: dict[str, Any], moves: list[Any], seed: str
) -> tuple[Any, str] | None:
    """A bot seat's decision thought in the pool, the caller waiting; None when the pool is
    off, its queue full, or the pool broke or was shut down under it (the caller plays
    greedy). Raises ShuttingDown when the worker stops (see the module)."""
    if size() <= 0:
        return None
    if stopping():
        raise ShuttingDown("the thinkers are closed: this worker stops")
    try:
        submitted = _submit(think, game_id, bot, level, view, moves, seed)
    except POOL_GONE as exc:
        if stopping(exc):
            raise ShuttingDown(str(exc)) from exc
        return None
    if submitted is None:
        return None
    future, pool = submitted
    try:
        return future.result()  # type: ignore[no-any-return]
    except POOL_GONE as exc:
        broken(pool)
        if stopping(exc):
            raise ShuttingDown(str(exc)) from exc
        return None


def stopping(exc: BaseException | None = None) -> bool:
    """Whether this worker stops: `close` was called, or the interpreter shuts down (then a
    pool refuses work with "... after interpreter shutdown")."""
    return _closing or (exc is not None and "interpreter shutdown" in str(exc))


def close() -> None:
    """The worker stops (service/gunicorn_conf.py `worker_exit`): no more searches; the pool
    is shut down without waiting (its searches' turns are handed back)."""
    global _closing, _pool
    with _lock:
        _closing = True
        old, _pool = _pool, None
    if old is not None:
        # the searches under way are abandoned (their turns are handed back): the children
        # stop now, rather than hold the worker's exit until they finish (taken before the
        # shutdown, which forgets them)
        children = list((getattr(old, "_processes", None) or {}).values())
        old.shutdown(wait=False, cancel_futures=True)
        for child in children:
            try:
                child.terminate()
            except (OSError, AttributeError, ValueError):
                pass


def reopen() -> None:
    """Undo `close` (tests)."""
    global _closing
    _closing = False


def _executor() -> ProcessPoolExecutor:
    global _pool
    with _lock:
        if _closing:
            raise RuntimeError("cannot schedule new futures after shutdown (thinkers closed)")
        if _pool is None:
            _pool = ProcessPoolExecutor(
                max_workers=size(),
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_lower_priority,
            )
        return _pool


def broken(pool: ProcessPoolExecutor | None = None) -> None:
    """Drop `pool`, whose child died (BrokenProcessPool) or which was shut down: the next
    search starts a new one. A pool already replaced is left alone (so a late caller never
    shuts down the fresh pool); without `pool` (tests), whatever pool there is goes."""
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
    submitted = _submit(think, game_id, bot, level, view, moves, seed)
    return None if submitted is None else submitted[0]


def _submit(fn: Any, *args: Any) -> tuple[Future[Any], ProcessPoolExecutor] | None:
    """The future and the pool it runs in (what `broken` is given if it fails)."""
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
            except POOL_GONE as exc:
                # a child died since the last search, or another caller shut this pool down
                # (it replaced it): a new pool, once; never when the interpreter stops
                broken(pool)
                if attempt == 2 or stopping(exc):
                    raise
    except BaseException:
        with _lock:
            _waiting -= 1
        raise
    future.add_done_callback(_done)
    return future, pool


def _done(_: Future[Any]) -> None:
    global _waiting
    with _lock:
        _waiting -= 1
