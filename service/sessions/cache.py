"""Decoded states of recent (session, version) pairs, per worker process."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from prometheus_client import Counter

LOOKUPS = Counter(
    "referee_state_cache_total",
    "Loads of a session's state: hit (decoded already in this worker) or miss (decoded from "
    "its snapshot)",
    ["result"],
)
_HIT = LOOKUPS.labels("hit")
_MISS = LOOKUPS.labels("miss")


class StateCache:
    """A version's state never changes (every write is a compare-and-set to version + 1), so a
    state decoded or computed once can be reused by the next request on this worker instead of
    decoding the snapshot again. An entry is used only when the stored snapshot bytes are the
    very bytes it was made from, so a damaged snapshot is still noticed (and rebuilt from the
    log). Bounded (LRU); thread-safe for gthread workers."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._items: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, sid: str, version: int, snap_raw: bytes | None) -> Any:
        """The state decoded from exactly these snapshot bytes, if this worker has it."""
        if snap_raw is None:
            return None
        with self._lock:
            item = self._items.get((sid, version))
            if item is None or item[0] != snap_raw:
                item = None
            else:
                self._items.move_to_end((sid, version))
        if item is None:
            _MISS.inc()
            return None
        _HIT.inc()
        return item[1]

    def put(self, sid: str, version: int, snap_raw: bytes | None, state: Any) -> None:
        if self.size <= 0 or snap_raw is None:
            return
        with self._lock:
            self._items[(sid, version)] = (snap_raw, state)
            self._items.move_to_end((sid, version))
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def drop(self, sid: str) -> None:
        with self._lock:
            for key in [k for k in self._items if k[0] == sid]:
                del self._items[key]
