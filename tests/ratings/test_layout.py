"""Redis Cluster: every script of the ratings touches one slot; a restart settles what a
stopped worker left pending."""

from __future__ import annotations

from typing import Any

import pytest
from redis.crc import key_slot

from service.ratings import store as keys
from service.store.redis_store import StoreUnavailable
from tests.conftest import make_app

from .conftest import rated_game, resign


def test_the_apply_script_keys_share_one_slot() -> None:
    scope, game = "t:acme", "reds"
    players = ["ann", "bob", "p.3", "x-9_Z"]
    apply_keys = [keys.done_key(scope, game), keys.games_key(scope, game),
                  keys.board_key(scope, game)]
    for p in players:
        apply_keys += [keys.player_key(scope, game, p), keys.history_key(scope, game, p)]
    assert len({key_slot(k.encode()) for k in apply_keys}) == 1
    # the job lives in its session's slot, written by the session's own script
    sid = "0" * 32
    assert key_slot(keys.job_key(sid).encode()) == key_slot(f"ref:{{{sid}}}:ver".encode())


def test_a_restart_settles_pending_ratings(
    svc: Any, tenant: Any, redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])

    def stopped(job: dict[str, Any]) -> None:
        raise StoreUnavailable("the worker stopped here")

    monkeypatch.setattr(svc.ratings, "settle", stopped)
    resign(svc, client, created, 0)
    monkeypatch.undo()
    assert svc.ratings.player(client, "bob")["ratings"] == []
    make_app(redis_url, ratings_grace_seconds=0.0)  # a worker starting sweeps
    (bob,) = svc.ratings.player(client, "bob")["ratings"]
    assert bob["games"] == 1 and bob["wins"] == 1


def test_the_sweeper_thread_applies_what_was_left_pending(
    svc: Any, tenant: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])

    def stopped(job: dict[str, Any]) -> None:
        raise StoreUnavailable("the worker stopped here")

    monkeypatch.setattr(svc.ratings, "settle", stopped)
    resign(svc, client, created, 0)
    monkeypatch.undo()
    monkeypatch.setattr(svc.ratings, "grace", 0.0)
    svc.ratings.start_sweeper(every=0.05)
    try:
        deadline = time.monotonic() + 10
        while not svc.ratings.player(client, "bob")["ratings"]:
            assert time.monotonic() < deadline, "the sweeper did not apply the job"
            time.sleep(0.05)
    finally:
        svc.ratings.stop_sweeper()
    assert svc.ratings.player(client, "bob")["ratings"][0]["games"] == 1
