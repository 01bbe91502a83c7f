"""The stored bytes of a snapshot: small ones as JSON, large ones as a zlib stream, and any
zlib stream (also one written with the default window by an earlier release) reads back."""

from __future__ import annotations

import zlib

import orjson
import pytest

from service.store.redis_store import COMPRESS_OVER, decode_snapshot, encode_snapshot


def snap(cards: int) -> dict:
    return {"v": 3, "state": {"deck": [f"{r}{s}" for r in range(cards) for s in "CDHS"]},
            "status": "active", "to_act": [0]}


def test_small_snapshot_is_plain_json() -> None:
    s = snap(2)
    raw = encode_snapshot(s)
    assert len(raw) <= COMPRESS_OVER and raw[:1] == b"{"
    assert decode_snapshot(raw) == s


def test_large_snapshot_is_compressed_and_reads_back() -> None:
    s = snap(400)
    plain = orjson.dumps(s)
    raw = encode_snapshot(s)
    assert len(plain) > COMPRESS_OVER
    assert raw[:1] != b"{" and len(raw) < len(plain) // 2
    assert decode_snapshot(raw) == s


def test_a_default_window_stream_still_reads() -> None:
    s = snap(400)
    assert decode_snapshot(zlib.compress(orjson.dumps(s), 6)) == s


def test_garbage_is_a_value_error_not_a_crash() -> None:
    with pytest.raises(ValueError):
        decode_snapshot(b"xnot zlib at all")
    with pytest.raises(ValueError):
        decode_snapshot(b"{not json")
