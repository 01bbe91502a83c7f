"""The fast envelope check in service/api/schemas.py gives exactly marshmallow's result for
well-formed bodies and steps aside (None) for everything else, so marshmallow reports it."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from service.api import schemas

SCHEMAS = [schemas.CREATE, schemas.MOVE, schemas.SETUP, schemas.STATE, schemas.STATE_SEAT,
           schemas.STATE_SEAT_MOVE, schemas.VIEW]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
keys = st.sampled_from(["game", "players", "options", "seed", "move", "state", "seat", "x"])
bodies = st.dictionaries(keys, json_values | st.dictionaries(st.text(max_size=3), json_values),
                         max_size=5)


@pytest.mark.parametrize("schema", SCHEMAS, ids=lambda s: type(s).__name__)
@settings(max_examples=300, deadline=None)
@given(body=bodies)
def test_fast_path_agrees_with_marshmallow(schema: Any, body: dict) -> None:
    fast = schemas._fast_load(schema, body)
    try:
        slow = schema.load(body)
    except ValidationError:
        assert fast is None, f"fast path accepted {body!r} which marshmallow refuses"
        return
    if fast is not None:
        assert fast == slow


def test_fast_path_is_taken_for_ordinary_bodies() -> None:
    assert schemas._fast_load(schemas.MOVE, {"move": {"type": "ready"}}) == {
        "move": {"type": "ready"}
    }
    assert schemas._fast_load(schemas.CREATE, {"game": "palace", "players": 3}) == {
        "game": "palace", "players": 3, "options": None, "seed": None, "clock": None,
        "rated": None,
    }
    assert schemas._fast_load(schemas.STATE_SEAT, {"state": {}, "seat": True}) is None
    assert schemas._fast_load(schemas.MOVE, {"move": 1, "extra": 2}) is None
