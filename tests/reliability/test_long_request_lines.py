"""Over-long path and query values reach the app and get its documented answers (a 404 or a
400 problem), never gunicorn's 414 before the app runs (issue 31: a contract tester's
4,000-character player id or cursor, where the schema says at most 64)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import requests

from tests.reliability.conftest import Gunicorn


@pytest.fixture(scope="module")
def server(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    gunicorn = Gunicorn(redis_url, tmp_path_factory.mktemp("long") / "gunicorn.log",
                        WEB_CONCURRENCY="1").start()
    try:
        yield gunicorn.base
    finally:
        gunicorn.stop()


@pytest.mark.parametrize("path", [
    "/v1/sessions/" + "a" * 4000,
    "/v1/sessions/" + "%C3%A9" * 1000 + "/legal-moves",
    "/v1/sessions?cursor=" + "x" * 6000,
    "/v1/players/" + "p" * 4000,
])
def test_over_long_values_get_the_apps_own_answer(server: str, path: str) -> None:
    r = requests.get(server + path, timeout=30)
    assert r.status_code in (400, 401, 404, 422), (r.status_code, r.text[:200])
    assert r.headers["Content-Type"].startswith("application/problem+json"), r.headers
    assert "code" in r.json()


def test_the_request_line_is_still_bounded(server: str) -> None:
    """Past 8190 bytes gunicorn still refuses the line: never an unbounded read."""
    r = requests.get(server + "/v1/sessions/" + "a" * 9000, timeout=60)
    assert r.status_code == 414, r.status_code
