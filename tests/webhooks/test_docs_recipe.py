"""The signature-verification recipe of docs/webhooks.md, run as written: it accepts what the
service signs, and refuses a changed body, another secret and an old timestamp."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import pytest

from service.webhooks.signing import signature_header
from tests.conftest import ROOT


def recipe() -> Callable[..., Any]:
    text = (ROOT / "docs" / "webhooks.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    code = next(b for b in blocks if "def verify(" in b)
    scope: dict[str, Any] = {}
    exec(compile(code, "docs/webhooks.md", "exec"), scope)  # noqa: S102 - our own document
    verify: Callable[..., Any] = scope["verify"]
    return verify


def test_the_recipe_accepts_a_signed_body() -> None:
    verify = recipe()
    body = b'{"id":"evt_1","type":"game.finished"}'
    header = signature_header(["whsec_abc"], int(time.time()), body)
    assert verify(body, header, "whsec_abc") == {"id": "evt_1", "type": "game.finished"}


@pytest.mark.parametrize(
    ("body", "secret", "age"),
    [(b'{"id":"evt_2"}', "whsec_abc", 0), (b'{"id":"evt_1"}', "whsec_abd", 0),
     (b'{"id":"evt_1"}', "whsec_abc", 3600)],
)
def test_the_recipe_refuses(body: bytes, secret: str, age: int) -> None:
    verify = recipe()
    header = signature_header(["whsec_abc"], int(time.time()) - age, b'{"id":"evt_1"}')
    with pytest.raises(ValueError):
        verify(body, header, secret)
    with pytest.raises(ValueError):
        verify(body, "garbage", secret)


def test_the_documented_retry_schedule() -> None:
    """docs/webhooks.md: with the defaults the waits are 30 s, 1, 2, 4, 8, 16 and 32 min,
    then the delivery is failed (8 attempts)."""
    from service.webhooks.settings import WebhookSettings

    s = WebhookSettings()
    assert s.max_attempts == 8
    assert [s.retry_delay(n) for n in range(1, 8)] == [30, 60, 120, 240, 480, 960, 1920]
    assert WebhookSettings(retry_max_seconds=100).retry_delay(5) == 100
    text = (ROOT / "docs" / "webhooks.md").read_text()
    assert "30 s, 1 min, 2 min,\n  4 min, 8 min, 16 min, 32 min" in text
