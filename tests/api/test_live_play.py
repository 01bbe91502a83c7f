"""Live play on hosted sessions: open seats and invite codes, joining (and its races), the
admin's start, resigning, abandoning, and clocks with an injected time source."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from service.sessions import live

GAMES = [("palace", 2), ("red_dragon", 2), ("dragons", 2), ("reds", 2), ("dragons_wild", 3)]


class FakeClock:
    def __init__(self, t: float = 1_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return round(self.t, 3)


@pytest.fixture()
def svc(app: Any) -> Any:
    return app.extensions["referee.sessions"]


@pytest.fixture()
def clock(svc: Any, monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(svc, "clock", fake)
    return fake


def create(client: Any, game: str, players: Any, **extra: Any) -> dict[str, Any]:
    r = client.post("/v1/sessions", json={"game": game, "players": players, **extra})
    assert r.status_code == 201, r.json
    return r.json  # type: ignore[no-any-return]


def code(r: Any) -> str:
    return r.json["code"]  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------- joining


def test_open_seats_wait_for_players_then_start(client: Any) -> None:
    body = create(client, "palace", ["Ann", {"open": True}])
    sid, invite = body["id"], body["invite"]
    assert body["status"] == "waiting" and body["to_act"] == []
    assert body["seats"][1] == {"seat": 1, "name": "Open seat 2", "token": None, "open": True}
    ann = body["seats"][0]["token"]

    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "ready"}}, token=ann)
    assert r.status_code == 409 and code(r) == "session.waiting"
    r = client.post(f"/v1/sessions/{sid}/validate", json={"move": {"type": "ready"}}, token=ann)
    assert r.json == {"legal": False, "code": "session.waiting", "message": r.json["message"]}
    assert client.get(f"/v1/sessions/{sid}/legal-moves", token=ann).json["moves"] == []
    view = client.get(f"/v1/sessions/{sid}").json
    assert view["status"] == "waiting"
    assert view["players"][1] == {"seat": 1, "name": "Open seat 2", "open": True}

    r = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite + "x", "name": "Bob"})
    assert r.status_code == 403 and code(r) == "auth.invalid_invite"
    r = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": "Bob"})
    assert r.status_code == 201, r.json
    joined = r.json
    assert joined["seat"] == 1 and joined["status"] == "active" and joined["version"] == 1
    bob = joined["token"]

    view = client.get(f"/v1/sessions/{sid}", token=bob).json
    assert view["status"] == "active" and view["seat"] == 1 and view["to_act"] == [0, 1]
    assert view["players"][1] == {"seat": 1, "name": "Bob"}
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "ready"}}, token=bob)
    assert r.status_code == 200, r.json

    r = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": "Cy"})
    assert r.status_code == 409 and code(r) == "session.full"
    entries = client.get(f"/v1/sessions/{sid}/history").json["entries"]
    assert entries[0] == {
        "version": 1, "type": "join", "seat": 1, "name": "Bob", "move": None, "events": [],
        "at": entries[0]["at"],
    }
    assert entries[1]["type"] == "move" and entries[1]["seat"] == 1


def test_join_refuses_bad_bodies_and_sessions_without_open_seats(client: Any) -> None:
    body = create(client, "palace", ["Ann", "Bob"])
    sid = body["id"]
    r = client.post(f"/v1/sessions/{sid}/join", json={"invite": "abc", "name": "Cy"})
    assert r.status_code == 403 and code(r) == "auth.invalid_invite"
    for bad in ({"invite": "abc"}, {"invite": 1, "name": "x"}, {"invite": "a", "name": ""},
                {"invite": "a", "name": "x", "extra": 1}):
        r = client.post(f"/v1/sessions/{sid}/join", json=bad)
        assert r.status_code in (400, 403), (bad, r.json)
    r = client.post("/v1/sessions", json={"game": "palace", "players": ["Ann", {"open": 1}]})
    assert r.status_code == 400 and code(r) == "players.invalid"
    r = client.post("/v1/sessions/" + "0" * 32 + "/join", json={"invite": "a", "name": "x"})
    assert r.status_code == 404


def test_a_name_that_is_not_printable_is_a_422_the_seat_stays_open(client: Any) -> None:
    """The schema's string admits a control character; the service refuses it as a 422 (a
    schema-valid body it cannot take), and the open seat is still there."""
    body = create(client, "dragons", ["Ann", {"open": True}])
    sid, invite = body["id"], body["invite"]
    for name in ("Cy\n", "\x00", "a\u2028b"):
        r = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": name})
        assert r.status_code == 422 and code(r) == "players.invalid", (name, r.json)
    r = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": "Cy"})
    assert r.status_code == 201


def test_two_joiners_one_seat_exactly_one_wins(client: Any, app: Any) -> None:
    for _ in range(3):
        body = create(client, "dragons", ["Ann", {"open": True}])
        sid, invite = body["id"], body["invite"]
        barrier = threading.Barrier(6)
        results: list[tuple[int, dict[str, Any]]] = []

        def joiner(i: int, sid: str = sid, invite: str = invite,
                   barrier: threading.Barrier = barrier,
                   results: list[tuple[int, dict[str, Any]]] = results) -> None:
            c = app.test_client()
            barrier.wait()
            r = c.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": f"P{i}"})
            results.append((r.status_code, r.get_json()))

        threads = [threading.Thread(target=joiner, args=(i,)) for i in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wins = [b for s, b in results if s == 201]
        losses = [b for s, b in results if s != 201]
        assert len(wins) == 1, results
        assert all(b["code"] == "session.full" for b in losses), losses
        view = client.get(f"/v1/sessions/{sid}").json
        assert view["version"] == 1 and view["players"][1]["name"] == wins[0]["name"]


def test_a_joiner_that_loses_the_race_reloads_and_finds_the_session_full(
    client: Any, svc: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deterministic: the loser read the session before the winner wrote, so its write is
    refused by the version check; it reloads, and there is no seat left."""
    body = create(client, "palace", ["Ann", {"open": True}])
    sid, invite = body["id"], body["invite"]
    stale = svc.load(sid)
    r = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": "Winner"})
    assert r.status_code == 201
    real_load = svc.load
    calls = []

    def load(*args: Any, **kw: Any) -> Any:
        calls.append(args)
        return stale if len(calls) == 1 else real_load(*args, **kw)

    monkeypatch.setattr(svc, "load", load)
    from service.errors import SessionConflict
    from service.sessions import INTERNAL

    with pytest.raises(SessionConflict) as err:
        live.join(svc, sid, INTERNAL, invite, "Loser")
    assert err.value.code == "session.full" and len(calls) == 2
    assert real_load(sid).record.meta["names"] == ["Ann", "Winner"]


def test_admin_starts_with_open_seats_removed(client: Any) -> None:
    body = create(client, "palace", ["Ann", {"open": True}, {"open": True}])
    sid, invite, admin = body["id"], body["invite"], body["admin_token"]
    r = client.post(f"/v1/sessions/{sid}/start", token=body["seats"][0]["token"])
    assert r.status_code == 403 and code(r) == "auth.not_admin"
    r = client.post(f"/v1/sessions/{sid}/start")
    assert r.status_code == 401
    cy = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": "Cy"}).json
    assert cy["seat"] == 1 and cy["status"] == "waiting"
    r = client.post(f"/v1/sessions/{sid}/start", token=admin)
    assert r.status_code == 200, r.json
    assert r.json["status"] == "active" and r.json["players"] == [
        {"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Cy"}
    ]
    assert len(r.json["view"]["seats"]) == 2
    assert client.get(f"/v1/sessions/{sid}", token=cy["token"]).json["seat"] == 1
    r = client.post(f"/v1/sessions/{sid}/start", token=admin)
    assert r.status_code == 409 and code(r) == "session.not_waiting"
    history = client.get(f"/v1/sessions/{sid}/history").json
    assert [e["type"] for e in history["entries"]] == ["join", "start"]
    assert history["entries"][1]["seats"] == [0, 1] and history["entries"][1]["seat"] is None
    assert history["players"] == 2

    lone = create(client, "palace", ["Ann", {"open": True}])
    r = client.post(f"/v1/sessions/{lone['id']}/start", token=lone["admin_token"])
    assert r.status_code == 409 and code(r) == "session.too_few_players"


def test_idempotent_create_gives_the_same_invite_again(client: Any) -> None:
    req = {"game": "palace", "players": [{"open": True}, {"open": True}]}
    first = client.post("/v1/sessions", json=req, headers={"Idempotency-Key": "open-1"}).json
    again = client.post("/v1/sessions", json=req, headers={"Idempotency-Key": "open-1"}).json
    assert again["id"] == first["id"]
    assert again["invite"] == first["invite"] or again.get("tokens_withheld")
    if again["invite"]:
        r = client.post(f"/v1/sessions/{first['id']}/join",
                        json={"invite": again["invite"], "name": "Ann"})
        assert r.status_code == 201 and r.json["seat"] == 0


# ---------------------------------------------------------------------------- endings


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_resign_ends_the_game_by_its_rule(client: Any, game: str, players: int) -> None:
    body = create(client, game, players)
    sid = body["id"]
    seat1 = body["seats"][1]["token"]
    r = client.post(f"/v1/sessions/{sid}/resign", token=seat1)
    assert r.status_code == 200, r.json
    out = r.json["outcome"]
    assert r.json["status"] == "finished" and r.json["to_act"] == [] and r.json["seat"] == 1
    assert out["reason"] == "resigned" and out["losers"] == [1]
    assert out["ranking"][-1] == [1] and 1 not in out["winners"]
    assert out["details"]["seat"] == 1
    if players == 2:
        assert out["winners"] == [0]
    seat0 = body["seats"][0]["token"]
    legal = client.get(f"/v1/sessions/{sid}/legal-moves", token=seat0).json["moves"]
    assert legal == []
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "x"}}, token=seat0)
    assert r.status_code == 409 and code(r) == "session.finished"
    r = client.post(f"/v1/sessions/{sid}/resign", token=seat0)
    assert r.status_code == 409 and code(r) == "session.finished"
    assert client.get(f"/v1/sessions/{sid}/score").json["outcome"]["reason"] == "resigned"
    history = client.get(f"/v1/sessions/{sid}/history").json
    assert history["status"] == "finished" and history["seed"] is not None
    assert history["entries"][-1]["type"] == "resign" and history["entries"][-1]["seat"] == 1


def test_resign_needs_a_seat_token(client: Any) -> None:
    body = create(client, "palace", 2)
    r = client.post(f"/v1/sessions/{body['id']}/resign")
    assert r.status_code == 401
    r = client.post(f"/v1/sessions/{body['id']}/resign", token=body["admin_token"])
    assert r.status_code == 403 and code(r) == "auth.admin_not_a_seat"


def test_reds_partnership_resigns_as_a_team(client: Any) -> None:
    body = create(client, "reds", 4, options={"partnership": True})
    r = client.post(f"/v1/sessions/{body['id']}/resign", token=body["seats"][1]["token"])
    out = r.json["outcome"]
    assert out["losers"] == [1, 3] and out["ranking"][-1] == [1, 3]
    assert out["winners"] == [0, 2]


def test_abandon_by_the_admin(client: Any) -> None:
    body = create(client, "dragons", 2)
    sid = body["id"]
    r = client.post(f"/v1/sessions/{sid}/abandon", token=body["seats"][0]["token"])
    assert r.status_code == 403 and code(r) == "auth.not_admin"
    r = client.post(f"/v1/sessions/{sid}/abandon")
    assert r.status_code == 401
    r = client.post(f"/v1/sessions/{sid}/abandon", token=body["admin_token"])
    assert r.status_code == 200
    out = r.json["outcome"]
    assert out["reason"] == "abandoned" and out["winners"] == [] and out["ranking"] == []
    r = client.post(f"/v1/sessions/{sid}/abandon", token=body["admin_token"])
    assert r.status_code == 409 and code(r) == "session.finished"
    entries = client.get(f"/v1/sessions/{sid}/history").json["entries"]
    assert entries[-1]["type"] == "abandon" and entries[-1]["seat"] is None


def test_a_waiting_session_may_be_abandoned_but_not_resigned(client: Any) -> None:
    body = create(client, "palace", ["Ann", {"open": True}])
    r = client.post(f"/v1/sessions/{body['id']}/resign", token=body["seats"][0]["token"])
    assert r.status_code == 409 and code(r) == "session.waiting"
    r = client.post(f"/v1/sessions/{body['id']}/abandon", token=body["admin_token"])
    assert r.status_code == 200 and r.json["status"] == "finished"
    r = client.post(f"/v1/sessions/{body['id']}/join", json={"invite": body["invite"],
                                                          "name": "Bob"})
    assert r.status_code == 409 and code(r) == "session.finished"


# ---------------------------------------------------------------------------- clocks


def play_first(client: Any, sid: str, token: str) -> dict[str, Any]:
    moves = client.get(f"/v1/sessions/{sid}/legal-moves", token=token).json["moves"]
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, token=token)
    assert r.status_code == 200, r.json
    return r.json  # type: ignore[no-any-return]


def test_clock_validation(client: Any) -> None:
    for bad in ({"per_move": 0}, {"per_move": "5"}, {"total": 10, "per_move": 5},
                {"increment": 5}, {"total": True}, {"total": 60, "increment": -1}):
        r = client.post("/v1/sessions", json={"game": "dragons", "players": 2, "clock": bad})
        assert r.status_code == 400 and code(r) == "clock.invalid", bad
    r = client.post("/v1/sessions", json={"game": "dragons", "players": 2, "clock": []})
    assert r.status_code == 400 and code(r) == "request.invalid"


def test_per_move_clock_runs_out_lazily_at_its_deadline(client: Any, clock: FakeClock) -> None:
    t0 = clock.t
    body = create(client, "dragons", 2, clock={"per_move": 30})
    sid = body["id"]
    assert body["clock"]["deadline"] == t0 + 30 and body["clock"]["running"] == [0]
    tokens = [s["token"] for s in body["seats"]]
    clock.t = t0 + 29.5
    view = client.get(f"/v1/sessions/{sid}").json
    assert view["status"] == "active" and view["clock"]["remaining"][0] == 0.5
    moved = play_first(client, sid, tokens[0])
    assert moved["clock"]["running"] == [1] and moved["clock"]["deadline"] == t0 + 59.5
    clock.t = t0 + 100
    view = client.get(f"/v1/sessions/{sid}", token=tokens[0]).json
    assert view["status"] == "finished" and view["version"] == 2
    out = view["outcome"]
    assert out["reason"] == "timeout" and out["losers"] == [1] and out["winners"] == [0]
    assert view["clock"]["running"] == [] and view["clock"]["deadline"] is None
    last = client.get(f"/v1/sessions/{sid}/history").json["entries"][-1]
    assert last["type"] == "timeout" and last["seat"] == 1 and last["at"] == int(t0 + 59.5)
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "x"}}, token=tokens[1])
    assert r.status_code == 409 and code(r) == "session.finished"


def test_a_move_after_the_deadline_is_refused(client: Any, clock: FakeClock) -> None:
    body = create(client, "dragons", 2, clock={"per_move": 10})
    sid, seat0 = body["id"], body["seats"][0]["token"]
    moves = client.get(f"/v1/sessions/{sid}/legal-moves", token=seat0).json["moves"]
    clock.t += 10  # exactly at the deadline: time is up
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, token=seat0)
    assert r.status_code == 409 and code(r) == "session.finished"
    assert client.get(f"/v1/sessions/{sid}/score").json["outcome"]["losers"] == [0]


def test_total_clock_with_increment(client: Any, clock: FakeClock) -> None:
    t0 = clock.t
    body = create(client, "dragons", 2, clock={"total": 60, "increment": 5})
    sid = body["id"]
    tokens = [s["token"] for s in body["seats"]]
    assert body["clock"]["remaining"] == [60, 60]
    clock.t = t0 + 10
    moved = play_first(client, sid, tokens[0])
    assert moved["clock"]["remaining"] == [55, 60]
    assert moved["clock"]["deadlines"] == [None, t0 + 70]
    clock.t = t0 + 30
    moved = play_first(client, sid, tokens[1])
    assert moved["clock"]["remaining"] == [55, 45]
    assert moved["clock"]["deadline"] == t0 + 85
    clock.t = t0 + 84.999
    assert client.get(f"/v1/sessions/{sid}").json["status"] == "active"
    clock.t = t0 + 85
    out = client.get(f"/v1/sessions/{sid}").json["outcome"]
    assert out["reason"] == "timeout" and out["losers"] == [0]


def test_clocks_wait_for_the_players(client: Any, clock: FakeClock) -> None:
    t0 = clock.t
    body = create(client, "dragons", ["Ann", {"open": True}], clock={"per_move": 20})
    assert body["clock"]["running"] == [] and body["clock"]["deadline"] is None
    clock.t = t0 + 1000
    assert client.get(f"/v1/sessions/{body['id']}").json["status"] == "waiting"
    r = client.post(f"/v1/sessions/{body['id']}/join",
                    json={"invite": body["invite"], "name": "Bob"})
    assert r.status_code == 201
    view = client.get(f"/v1/sessions/{body['id']}").json
    assert view["status"] == "active" and view["clock"]["deadline"] == t0 + 1020


def test_resign_stops_the_clock(client: Any, clock: FakeClock) -> None:
    body = create(client, "dragons", 2, clock={"total": 60})
    clock.t += 7
    r = client.post(f"/v1/sessions/{body['id']}/resign", token=body["seats"][1]["token"])
    assert r.json["clock"]["remaining"] == [53, 60] and r.json["clock"]["running"] == []
    clock.t += 1000
    view = client.get(f"/v1/sessions/{body['id']}").json
    assert view["outcome"]["reason"] == "resigned"


def test_an_idempotent_join_gives_the_same_seat_and_token_again(client: Any) -> None:
    body = create(client, "palace", ["Ann", {"open": True}, {"open": True}])
    sid, invite = body["id"], body["invite"]
    req = {"invite": invite, "name": "Bob"}
    key = {"Idempotency-Key": "join-bob"}
    first = client.post(f"/v1/sessions/{sid}/join", json=req, headers=key)
    again = client.post(f"/v1/sessions/{sid}/join", json=req, headers=key)
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json == first.json and first.json["seat"] == 1
    assert client.get(f"/v1/sessions/{sid}", token=again.json["token"]).json["seat"] == 1
    r = client.post(f"/v1/sessions/{sid}/join", json={**req, "name": "Eve"}, headers=key)
    assert r.status_code == 422 and code(r) == "idempotency.key_reused"
    other = client.post(f"/v1/sessions/{sid}/join", json={"invite": invite, "name": "Cy"})
    assert other.json["seat"] == 2 and other.json["status"] == "active"
    # the session is full now, yet the retry still gets its answer
    assert client.post(f"/v1/sessions/{sid}/join", json=req, headers=key).json == first.json
