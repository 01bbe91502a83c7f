"""`rating.updated`: a rated session's rating changes reach the tenant's endpoints once,
after its `game.finished`, in the contract's shape."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.conftest import CheckedClient
from tests.contract.test_payloads import check
from tests.webhooks.conftest import Receiver
from tests.webhooks.test_delivery import hook


def test_rating_updated_is_delivered_once(
    wh_client: CheckedClient, key: str, receiver: Receiver
) -> None:
    hook(wh_client, key, receiver.url("/r"), ["game.finished", "rating.updated"])
    h = {"X-API-Key": key}
    r = wh_client.post("/v1/sessions", headers=h, json={
        "game": "palace", "rated": True,
        "players": [{"name": "Ann", "player": "ann"}, {"name": "Bob", "player": "bob"}],
    })
    assert r.status_code == 201, r.json
    created = r.json
    r = wh_client.post(f"/v1/sessions/{created['id']}/resign",
                       token=created["seats"][0]["token"], headers=h)
    assert r.status_code == 200
    receiver.wait(lambda: len(receiver.at("/r")) >= 2)
    time.sleep(0.2)
    got = {e.json["type"]: e.json for e in receiver.at("/r")}
    assert len(receiver.at("/r")) == 2 and set(got) == {"game.finished", "rating.updated"}
    event: Any = got["rating.updated"]
    check("WebhookEvent", event)
    changes = {c["player"]: c for c in event["data"]["changes"]}
    assert changes["bob"]["place"] == 1 and changes["bob"]["delta"] > 0
    assert changes["ann"]["place"] == 2 and changes["ann"]["delta"] < 0


def test_rating_updated_is_delivered_when_a_sweep_applies_it(
    wh_app: Any, wh_client: CheckedClient, key: str, receiver: Receiver,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from service.store.redis_store import StoreUnavailable

    hook(wh_client, key, receiver.url("/swept"), ["rating.updated"])
    h = {"X-API-Key": key}
    created = wh_client.post("/v1/sessions", headers=h, json={
        "game": "palace", "rated": True,
        "players": [{"name": "Ann", "player": "ann"}, {"name": "Bob", "player": "bob"}],
    }).json
    ratings = wh_app.extensions["referee.sessions"].ratings

    def stopped(job: dict[str, Any]) -> None:
        raise StoreUnavailable("the worker stopped here")

    monkeypatch.setattr(ratings, "_apply", stopped)
    r = wh_client.post(f"/v1/sessions/{created['id']}/resign",
                       token=created["seats"][1]["token"], headers=h)
    assert r.status_code == 200
    monkeypatch.undo()
    time.sleep(0.3)
    assert receiver.at("/swept") == []  # pending: nothing rated, nothing sent
    monkeypatch.setattr(ratings, "grace", 0.0)
    ratings.sweep(10_000)
    receiver.wait(lambda: len(receiver.at("/swept")) >= 1)
    (event,) = [e.json for e in receiver.at("/swept")]
    assert event["type"] == "rating.updated" and event["session"] == created["id"]
    check("WebhookEvent", event)
