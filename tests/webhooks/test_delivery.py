"""Deliveries to a real local HTTP receiver: signed bodies, retries with backoff after 500s,
the same event id and body on every attempt, giving up after the last attempt, the status
listing, rotation's double signature, two dispatchers never making the same attempt, and an
attempt whose dispatcher died made again after its lease."""

from __future__ import annotations

import threading
import time
from typing import Any

from service.webhooks.dispatcher import Dispatcher, now_ms
from service.webhooks.signing import sign
from tests.conftest import CheckedClient
from tests.webhooks.conftest import Receiver, webhook_app
from tests.webhooks.test_docs_recipe import recipe


def hook(client: CheckedClient, key: str, url: str, events: list[str]) -> dict[str, Any]:
    r = client.post("/v1/webhooks", json={"url": url, "events": events},
                    headers={"X-API-Key": key})
    assert r.status_code == 201, r.json
    return dict(r.json)


def new_session(client: CheckedClient, key: str, game: str = "palace", players: int = 2) -> Any:
    r = client.post("/v1/sessions", json={"game": game, "players": players, "seed": "wh"},
                    headers={"X-API-Key": key})
    assert r.status_code == 201, r.json
    return r.json


def play_one(client: CheckedClient, key: str, created: Any) -> Any:
    sid = created["id"]
    seat = created["to_act"][0]
    auth = {"X-API-Key": key, "Authorization": f"Bearer {created['seats'][seat]['token']}"}
    move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth).json["moves"][0]
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=auth)
    assert r.status_code == 200, r.json
    return r.json


def deliveries(client: CheckedClient, key: str, wid: str) -> list[dict[str, Any]]:
    r = client.get(f"/v1/webhooks/{wid}/deliveries", headers={"X-API-Key": key})
    assert r.status_code == 200
    return list(r.json["deliveries"])


def test_signed_delivery(wh_client: CheckedClient, key: str, receiver: Receiver) -> None:
    made = hook(wh_client, key, receiver.url("/in"), ["session.created", "move.applied"])
    created = new_session(wh_client, key)
    play_one(wh_client, key, created)
    receiver.wait(lambda: len(receiver.at("/in")) >= 2)
    got = sorted(receiver.at("/in"), key=lambda r: r.json["version"])
    assert [r.json["type"] for r in got] == ["session.created", "move.applied"]
    verify = recipe()
    for r in got:
        event = r.json
        assert event["session"] == created["id"] and event["game"] == "palace"
        assert r.headers["Referee-Event-Id"] == event["id"]
        assert r.headers["Content-Type"] == "application/json"
        assert r.headers["Referee-Delivery-Attempt"] == "1"
        # the documented recipe accepts it, and refuses a changed body or another secret
        assert verify(r.body, r.headers["Referee-Signature"], made["secret"]) == event
        for body, secret in ((r.body + b" ", made["secret"]), (r.body, made["secret"] + "x")):
            try:
                verify(body, r.headers["Referee-Signature"], secret)
            except ValueError:
                pass
            else:
                raise AssertionError("a bad signature was accepted")
    listed = deliveries(wh_client, key, made["id"])
    assert {d["status"] for d in listed} == {"succeeded"}
    assert {d["last_status_code"] for d in listed} == {200}


def test_retries_with_backoff_then_success(wh_client: CheckedClient, key: str,
                                           receiver: Receiver) -> None:
    receiver.script["/flaky"] = [500, 503, 200]
    made = hook(wh_client, key, receiver.url("/flaky"), ["session.created"])
    new_session(wh_client, key)
    receiver.wait(lambda: len(receiver.at("/flaky")) >= 3)
    time.sleep(0.3)
    got = receiver.at("/flaky")
    assert len(got) == 3, "a success is not delivered again"
    # one event: the same id and the same body bytes on every attempt; attempts numbered
    assert len({r.json["id"] for r in got}) == 1
    assert len({r.body for r in got}) == 1
    assert [r.headers["Referee-Delivery-Attempt"] for r in got] == ["1", "2", "3"]
    assert len({r.headers["Referee-Delivery-Id"] for r in got}) == 1
    # exponential backoff: 0.05 s after the first failure, 0.1 s after the second
    assert got[1].at - got[0].at >= 0.05 * 0.9
    assert got[2].at - got[1].at >= 0.1 * 0.9
    (d,) = deliveries(wh_client, key, made["id"])
    assert d["status"] == "succeeded" and d["attempts"] == 3 and d["last_status_code"] == 200
    assert d["event_id"] == got[0].json["id"] and d["next_attempt_at"] is None


def test_gives_up_after_the_last_attempt(wh_client: CheckedClient, key: str,
                                         receiver: Receiver) -> None:
    receiver.script["/down"] = [500]
    made = hook(wh_client, key, receiver.url("/down"), ["session.created"])
    new_session(wh_client, key)
    receiver.wait(lambda: len(receiver.at("/down")) >= 4)  # FAST.max_attempts
    deadline = time.monotonic() + 5
    while deliveries(wh_client, key, made["id"])[0]["status"] == "pending":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(0.5)
    assert len(receiver.at("/down")) == 4
    (d,) = deliveries(wh_client, key, made["id"])
    assert d["status"] == "failed" and d["attempts"] == 4 and d["last_status_code"] == 500
    assert d["last_error"] and d["next_attempt_at"] is None


def test_a_pending_delivery_lists_its_next_attempt(receiver: Receiver, redis_url: str,
                                                   openapi_spec: Any) -> None:
    # a slow schedule (and no other dispatcher running): the delivery waits for its retry
    from tests.webhooks.conftest import new_key

    slow = webhook_app(redis_url, retry_base_seconds=60, retry_max_seconds=60)
    client = CheckedClient(slow, openapi_spec)
    key = new_key(slow)
    slow.extensions["referee.webhooks"].dispatcher.start()
    try:
        receiver.script["/later"] = [500]
        made = hook(client, key, receiver.url("/later"), ["session.created"])
        new_session(client, key)
        receiver.wait(lambda: len(receiver.at("/later")) >= 1)
        deadline = time.monotonic() + 5
        while not deliveries(client, key, made["id"])[0]["last_status_code"]:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        (d,) = deliveries(client, key, made["id"])
        assert d["status"] == "pending" and d["attempts"] == 1
        assert d["next_attempt_at"] >= time.time() + 50
    finally:
        slow.extensions["referee.webhooks"].dispatcher.stop()


def test_unreachable_endpoint_is_retried(wh_client: CheckedClient, key: str) -> None:
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    made = hook(wh_client, key, f"http://127.0.0.1:{port}/", ["session.created"])
    new_session(wh_client, key)
    deadline = time.monotonic() + 10
    while deliveries(wh_client, key, made["id"])[0]["status"] == "pending":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    (d,) = deliveries(wh_client, key, made["id"])
    assert d["status"] == "failed" and d["attempts"] == 4
    assert d["last_status_code"] is None and "Connection" in d["last_error"]


def test_rotation_signs_with_both_secrets(wh_client: CheckedClient, key: str,
                                          receiver: Receiver) -> None:
    made = hook(wh_client, key, receiver.url("/rot"), ["session.created"])
    rotated = wh_client.post(f"/v1/webhooks/{made['id']}/rotate-secret",
                             headers={"X-API-Key": key}).json
    new_session(wh_client, key)
    receiver.wait(lambda: len(receiver.at("/rot")) >= 1)
    (r,) = receiver.at("/rot")
    parts = dict(p.split("=", 1) for p in r.headers["Referee-Signature"].split(",")[:1])
    sigs = [p[3:] for p in r.headers["Referee-Signature"].split(",") if p.startswith("v1=")]
    t = int(parts["t"])
    assert sigs == [sign(rotated["secret"], t, r.body), sign(made["secret"], t, r.body)]
    verify = recipe()
    assert verify(r.body, r.headers["Referee-Signature"], made["secret"])
    assert verify(r.body, r.headers["Referee-Signature"], rotated["secret"])


def test_deleted_sessions_and_finished_games_are_events(wh_client: CheckedClient, key: str,
                                                        receiver: Receiver) -> None:
    hook(wh_client, key, receiver.url("/all"), ["session.deleted"])
    created = new_session(wh_client, key)
    r = wh_client.delete(f"/v1/sessions/{created['id']}", headers={"X-API-Key": key})
    assert r.status_code == 204
    receiver.wait(lambda: len(receiver.at("/all")) >= 1)
    (got,) = receiver.at("/all")
    assert got.json["type"] == "session.deleted" and got.json["session"] == created["id"]


def test_anonymous_sessions_emit_nothing(wh_client: CheckedClient, key: str,
                                         receiver: Receiver) -> None:
    hook(wh_client, key, receiver.url("/anon"), ["session.created", "move.applied"])
    r = wh_client.post("/v1/sessions", json={"game": "palace", "players": 2})
    assert r.status_code == 201
    keyed = new_session(wh_client, key)  # delivered; the anonymous one is not
    receiver.wait(lambda: len(receiver.at("/anon")) >= 1)
    time.sleep(0.2)
    assert [x.json["session"] for x in receiver.at("/anon")] == [keyed["id"]]


def test_two_dispatchers_never_make_the_same_attempt(redis_url: str, openapi_spec: Any,
                                                     receiver: Receiver) -> None:
    app = webhook_app(redis_url, cache_seconds=60)
    client = CheckedClient(app, openapi_spec)
    from tests.webhooks.conftest import new_key

    key = new_key(app)
    hook(client, key, receiver.url("/race"), ["session.created"])
    hooks = app.extensions["referee.webhooks"]
    # 40 deliveries queued before any dispatcher runs
    for _ in range(40):
        new_session(client, key)
    others = [
        Dispatcher(hooks.store, hooks.settings, hooks.server_key).start() for _ in range(3)
    ]
    try:
        receiver.wait(lambda: len(receiver.at("/race")) >= 40)
        time.sleep(0.5)
    finally:
        for d in others:
            d.stop()
    got = receiver.at("/race")
    assert len(got) == 40
    assert len({r.headers["Referee-Delivery-Id"] for r in got}) == 40
    assert {r.headers["Referee-Delivery-Attempt"] for r in got} == {"1"}


def test_an_attempt_whose_dispatcher_died_is_made_again(redis_url: str, openapi_spec: Any,
                                                        receiver: Receiver) -> None:
    app = webhook_app(redis_url, lease_seconds=0.5)
    client = CheckedClient(app, openapi_spec)
    from tests.webhooks.conftest import new_key

    key = new_key(app)
    made = hook(client, key, receiver.url("/lease"), ["session.created"])
    hooks = app.extensions["referee.webhooks"]
    new_session(client, key)
    tenant = next(iter(hooks._types))
    # a dispatcher claims the attempt, then dies before sending it
    claimed, _ = hooks.store.claim(tenant, now_ms(), 500, 10, 4)
    assert len(claimed) == 1
    assert not hooks.store.claim(tenant, now_ms(), 500, 10, 4)[0], "claimed twice"
    hooks.dispatcher.start()
    try:
        receiver.wait(lambda: len(receiver.at("/lease")) >= 1)
    finally:
        hooks.dispatcher.stop()
    (r,) = receiver.at("/lease")
    assert r.headers["Referee-Delivery-Attempt"] == "2"
    (d,) = deliveries(client, key, made["id"])
    assert d["status"] == "succeeded" and d["attempts"] == 2


def test_the_dispatcher_survives_a_failing_sender(wh_client: CheckedClient, key: str,
                                                  wh_app: Any, receiver: Receiver) -> None:
    hooks = wh_app.extensions["referee.webhooks"]
    assert hooks.dispatcher.running
    calls = threading.Event()

    def broken(*args: Any) -> Any:
        calls.set()
        raise RuntimeError("boom")

    real = hooks.dispatcher.sender
    hooks.dispatcher.sender = broken
    try:
        hook(wh_client, key, receiver.url("/boom"), ["session.created"])
        new_session(wh_client, key)
        assert calls.wait(5)
    finally:
        hooks.dispatcher.sender = real
    assert hooks.dispatcher.running


def test_a_worker_remembers_which_tenants_have_webhooks(redis_url: str, openapi_spec: Any,
                                                        receiver: Receiver) -> None:
    """Within WEBHOOK_CACHE_SECONDS a worker asks Redis nothing for a tenant it knows has no
    subscriber for an event type: an endpoint registered through another worker is seen
    only after that time; one registered through this worker at once."""
    from tests.webhooks.conftest import new_key

    worker = webhook_app(redis_url, cache_seconds=3600)
    other = webhook_app(redis_url)
    a, b = CheckedClient(worker, openapi_spec), CheckedClient(other, openapi_spec)
    hooks = worker.extensions["referee.webhooks"]
    hooks.dispatcher.start()
    try:
        key = new_key(worker)
        new_session(a, key)  # learns: no webhooks
        assert list(hooks._types.values())[0][1] == frozenset()
        hook(b, key, receiver.url("/cache"), ["session.created"])  # through another worker
        unseen = new_session(a, key)
        tenant = next(iter(hooks._types))
        hooks._types[tenant] = (0.0, hooks._types[tenant][1])  # the cache time runs out
        seen = new_session(a, key)
        receiver.wait(lambda: len(receiver.at("/cache")) >= 1)
        hook(a, key, receiver.url("/cache2"), ["session.created"])  # through this worker
        again = new_session(a, key)
        receiver.wait(lambda: len(receiver.at("/cache2")) >= 1)
        time.sleep(0.2)
    finally:
        hooks.dispatcher.stop()
    assert [r.json["session"] for r in receiver.at("/cache")] == [seen["id"], again["id"]]
    assert unseen["id"] not in {r.json["session"] for r in receiver.requests}


def test_private_addresses_are_refused_at_every_attempt(redis_url: str, openapi_spec: Any,
                                                        receiver: Receiver) -> None:
    """A URL that resolved to a public address at registration but to a private one when
    delivering (DNS changed) is refused then: failed at once, nothing sent."""
    from tests.webhooks.conftest import new_key

    lax = webhook_app(redis_url)
    strict = webhook_app(redis_url, allow_private=False)
    client = CheckedClient(lax, openapi_spec)
    key = new_key(lax)
    made = hook(client, key, receiver.url("/private"), ["session.created"])
    new_session(client, key)
    dispatcher = strict.extensions["referee.webhooks"].dispatcher.start()
    try:
        deadline = time.monotonic() + 10
        while deliveries(client, key, made["id"])[0]["status"] == "pending":
            assert time.monotonic() < deadline
            time.sleep(0.05)
    finally:
        dispatcher.stop()
    (d,) = deliveries(client, key, made["id"])
    assert d["status"] == "failed" and d["attempts"] == 1
    assert "non-public" in d["last_error"]
    assert not receiver.at("/private")


def test_an_endpoints_queue_is_bounded(redis_url: str, openapi_spec: Any, redis_client: Any,
                                       receiver: Receiver) -> None:
    """Beyond WEBHOOK_DELIVERIES_KEPT an endpoint's oldest deliveries are dropped, pending
    ones too: a dead endpoint cannot fill Redis."""
    from tests.webhooks.conftest import new_key

    app = webhook_app(redis_url, deliveries_kept=3)  # no dispatcher: everything stays pending
    client = CheckedClient(app, openapi_spec)
    key = new_key(app)
    made = hook(client, key, receiver.url("/dead"), ["session.created"])
    sids = [new_session(client, key)["id"] for _ in range(5)]
    listed = deliveries(client, key, made["id"])
    assert [d["status"] for d in listed] == ["pending"] * 3
    tenant = next(iter(app.extensions["referee.webhooks"]._types))
    prefix = f"ref:tenant:{{{tenant}}}:wh:"
    assert len(list(redis_client.scan_iter(prefix + "d:*"))) == 3
    assert redis_client.zcard(prefix + "due") == 3
    app.extensions["referee.webhooks"].dispatcher.start()
    try:
        receiver.wait(lambda: len(receiver.at("/dead")) >= 3)
        time.sleep(0.2)
    finally:
        app.extensions["referee.webhooks"].dispatcher.stop()
    assert sorted(r.json["session"] for r in receiver.at("/dead")) == sorted(sids[2:])


def test_attempts_are_counted_in_metrics(wh_client: CheckedClient, key: str,
                                         receiver: Receiver) -> None:
    from service.webhooks.dispatcher import ATTEMPTS

    before = ATTEMPTS.labels("ok")._value.get(), ATTEMPTS.labels("retry")._value.get()
    receiver.script["/m"] = [500, 200]
    hook(wh_client, key, receiver.url("/m"), ["session.created"])
    new_session(wh_client, key)
    receiver.wait(lambda: len(receiver.at("/m")) >= 2)
    deadline = time.monotonic() + 5
    while ATTEMPTS.labels("ok")._value.get() < before[0] + 1:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    assert ATTEMPTS.labels("retry")._value.get() >= before[1] + 1
    text = wh_client.get("/metrics").get_data(as_text=True)
    assert "referee_webhook_attempts_total" in text


def test_a_resignation_sends_game_finished_with_how_it_ended(
    wh_client: CheckedClient, key: str, receiver: Receiver
) -> None:
    hook(wh_client, key, receiver.url("/end"), ["game.finished"])
    created = new_session(wh_client, key, game="dragons")
    seat1 = {"X-API-Key": key, "Authorization": f"Bearer {created['seats'][1]['token']}"}
    r = wh_client.post(f"/v1/sessions/{created['id']}/resign", headers=seat1)
    assert r.status_code == 200, r.json
    receiver.wait(lambda: len(receiver.at("/end")) >= 1)
    (got,) = receiver.at("/end")
    event = got.json
    assert event["type"] == "game.finished" and event["session"] == created["id"]
    outcome = event["data"]["outcome"]
    assert outcome["reason"] == "resigned" and outcome["winners"] == [0]
    assert outcome["losers"] == [1]
