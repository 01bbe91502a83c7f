"""Fixtures of the API tests."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest

from service import logs


@pytest.fixture()
def captured() -> Iterator[io.StringIO]:
    """The JSON lines the `referee` loggers write during the test."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logs.JsonFormatter())
    handler.addFilter(logs.ContextFilter())
    logger = logging.getLogger("referee")
    old_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        yield out
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
