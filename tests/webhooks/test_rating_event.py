"""`rating.updated`: a rated session's rating changes reach the tenant's endpoints once,
after its `game.finished`, in the contract's shape."""

from __future__ import annotations

import time
from typing import Any

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
