"""Decoded states of recent (session, version) pairs, per worker process."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from prometheus_client import Counter

from .. import tally

LOOKUPS = Counter(
    "referee_state_cache_total",
    "Loads of a session's state: hit (decoded already in this worker) or miss (decoded from "
    "its snapshot)",
    ["result"],
)  # counted per process, written in batches (service/tally.py)
_HIT = LOOKUPS.labels("hit")
_MISS = LOOKUPS.labels("miss")


class StateCache:
    """A version's state never changes (every write is a compare-and-set to version + 1), so a
    state decoded or computed once can be reused by the next request on this worker instead of
    decoding the snapshot again. An entry is used only when the stored snapshot bytes are the
    very bytes it was made from, so a damaged snapshot is still noticed (and rebuilt from the
    log). Bounded (LRU); thread-safe for gthread workers.

    An entry may also keep the whole record it belongs to (`held`): the version this worker
    last read or wrote. A move whose If-Match names it is applied to that record without
    reading the session again; the save's compare-and-set is what proves it was the latest
    (service/sessions/service.py `Sessions.held`)."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._items: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, sid: str, version: int, snap_raw: bytes | None) -> Any:
        """The state decoded from exactly these snapshot bytes, if this worker has it."""
        got = self.lookup(sid, version, snap_raw, None)
        return None if got is None else got[0]

    def lookup(
        self, sid: str, version: int, snap_raw: bytes | None, record: Any
    ) -> tuple[Any, Any] | None:
        """(state, record) when this worker has the state decoded from exactly these snapshot
        bytes. `record`, the record just read, is kept with it as the version this worker
        holds; the record returned is the one kept first (a version's record never changes:
        the same record, whose snapshot is decoded once if ever, serves every later read)."""
        if snap_raw is None:
            return None
        with self._lock:
            item = self._items.get((sid, version))
            if item is None or item[0] != snap_raw:
                item = None
            else:
                if record is not None and item[2] is None:
                    item = self._items[(sid, version)] = (snap_raw, item[1], record)
                self._items.move_to_end((sid, version))
        if item is None:
            tally.add(_MISS)
            return None
        tally.add(_HIT)
        return item[1], item[2] if item[2] is not None else record

    def put(
        self, sid: str, version: int, snap_raw: bytes | None, state: Any, record: Any = None
    ) -> None:
        if self.size <= 0 or snap_raw is None:
            return
        with self._lock:
            self._items[(sid, version)] = (snap_raw, state, record)
            self._items.move_to_end((sid, version))
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def held(self, sid: str, version: int) -> tuple[Any, Any] | None:
        """(record, state) of `version` when this worker read or wrote that whole record."""
        with self._lock:
            item = self._items.get((sid, version))
            if item is None or item[2] is None:
                return None
            self._items.move_to_end((sid, version))
        tally.add(_HIT)
        return item[2], item[1]

    def peek(self, sid: str, version: int) -> Any:
        """The record `held(sid, version)` would find, or None (not counted as a lookup)."""
        item = self._items.get((sid, version))  # a read of one key: no lock needed
        return None if item is None else item[2]

    def drop(self, sid: str) -> None:
        with self._lock:
            for key in [k for k in self._items if k[0] == sid]:
                del self._items[key]
