"""Counters on the hot paths, added up per process and written to their Prometheus counters in
batches (issue 38).

`Counter.inc` costs ~6k instructions (a lock, and under gunicorn a write to the worker's
multiprocess file); `add` is one dict update under one lock. `flush` writes what was added.
service/api/ops.py flushes it together with the HTTP request counts: every second on its
flusher thread, at every scrape this process answers, and as a worker stops. So a scrape sees
this process's counts at once and another worker's within a second; a worker killed with
kill -9 loses at most its last second. Use it for counters that a request's own path bumps;
rare events (failures, refusals) keep `Counter.inc`.
"""

from __future__ import annotations

import os
import threading
from typing import Any

_lock = threading.Lock()
_pending: dict[Any, int] = {}  # a counter (labels applied) → what was added and not yet written


def add(counter: Any, n: int = 1) -> None:
    """Add `n` to `counter` (a prometheus_client Counter, or one of its labelled children)."""
    with _lock:
        _pending[counter] = _pending.get(counter, 0) + n


def flush() -> None:
    """Write what was added since the last flush."""
    global _pending
    with _lock:
        pending, _pending = _pending, {}
    for counter, n in pending.items():
        counter.inc(n)


def _forked() -> None:
    """In a child process: nothing of the parent's is written twice."""
    global _lock, _pending
    _lock = threading.Lock()
    _pending = {}


os.register_at_fork(after_in_child=_forked)
