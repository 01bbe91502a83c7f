"""The production WSGI app (`service.wsgi:app`), also serving the toy games of the
reliability tests (see toygame.py); used by the gunicorn the race tests start.

`RELIABILITY_BROKEN_CAS=1` swaps the store's atomic compare-and-set for a racy
read-compare-write: the control that proves the race tests would catch a broken store.
"""

import os
import time

import orjson

import service.sessions.inputs
from service.store.redis_store import (
    Conflict,
    SessionStore,
    _k,
    encode_log_entry,
    encode_snapshot,
)
from tests.reliability.conftest import lookup

service.sessions.inputs.get_game = lookup


def _racy_save(self, sid, expected_version, snap, log_entry, idem_key=None, idem_record=None, ttl=None, meta=None):  # type: ignore[no-untyped-def]  # noqa: E501
    cur = int(self.client.get(_k(sid, "ver")))
    time.sleep(0.05)  # the window a non-atomic check-then-write leaves open
    if cur != expected_version:
        raise Conflict(cur)
    self.client.set(_k(sid, "ver"), expected_version + 1)
    self.client.set(_k(sid, "snap"), snap if isinstance(snap, bytes) else encode_snapshot(snap))
    self.client.rpush(_k(sid, "log"), encode_log_entry(log_entry))
    if meta is not None:
        self.client.set(_k(sid, "meta"), orjson.dumps(meta))


if os.environ.get("RELIABILITY_BROKEN_CAS") == "1":
    SessionStore.save = _racy_save  # type: ignore[method-assign]

from service.wsgi import app  # noqa: E402

__all__ = ["app"]
