"""A webhook event names the request that caused it (`request_id`: that request's
`X-Request-Id`), so an operator can follow a delivery back to its request's log lines."""

from __future__ import annotations

from tests.conftest import CheckedClient
from tests.webhooks.conftest import Receiver
from tests.webhooks.test_delivery import hook


def test_events_carry_the_request_id_of_their_cause(
    wh_client: CheckedClient, key: str, receiver: Receiver
) -> None:
    hook(wh_client, key, receiver.url("/in"), ["session.created", "move.applied"])
    r = wh_client.post("/v1/sessions", json={"game": "palace", "players": 2, "seed": "rid"},
                       headers={"X-API-Key": key, "X-Request-Id": "create-from-app-7"})  # fmt: skip
    assert r.status_code == 201, r.json
    created = r.json
    sid, seat = created["id"], created["to_act"][0]
    auth = {"X-API-Key": key, "Authorization": f"Bearer {created['seats'][seat]['token']}"}
    move = wh_client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth).json["moves"][0]
    r = wh_client.post(f"/v1/sessions/{sid}/moves", json={"move": move},
                       headers={**auth, "X-Request-Id": "move-from-app-8"})  # fmt: skip
    assert r.status_code == 200, r.json
    echoed = r.headers["X-Request-Id"]
    receiver.wait(lambda: len(receiver.at("/in")) >= 2)
    got = {x.json["type"]: x.json for x in receiver.at("/in")}
    assert got["session.created"]["request_id"] == "create-from-app-7"
    assert got["move.applied"]["request_id"] == "move-from-app-8"
    assert echoed == "move-from-app-8"


def test_a_delivery_attempt_logs_under_its_cause() -> None:
    from service.webhooks.dispatcher import _cause

    assert _cause(b'{"id": "evt_1", "request_id": "move-from-app-8"}') == "move-from-app-8"
    assert _cause(b'{"id": "evt_1"}') is None
    assert _cause(b'{"request_id": "not a safe id"}') is None
    assert _cause(b"[1]") is None and _cause(b"{") is None
