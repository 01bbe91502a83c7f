"""Rated sessions: ratings move from the outcome, once, and can be rebuilt (real Redis)."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from service.errors import (
    BadRequest,
    QuotaExceeded,
    Unauthorized,
    Unprocessable,
    VersionConflict,
)
from service.ratings import model
from service.ratings.rebuild import rebuild, replay
from service.ratings.store import job_key
from service.store.redis_store import StoreUnavailable
from service.tenants import Client

from .conftest import new_tenant, rated_game, resign


def rating(svc: Any, client: Client, player: str, game: str = "palace") -> dict[str, Any]:
    body = svc.ratings.player(client, player)
    return next(r for r in body["ratings"] if r["game"] == game)


def test_a_resignation_rates_both_players(svc: Any, tenant: Any) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])
    assert created["rated"] is True
    assert [s["player"] for s in created["seats"]] == ["ann", "bob"]
    resign(svc, client, created, 1)
    ann, bob = rating(svc, client, "ann"), rating(svc, client, "bob")
    assert ann["games"] == bob["games"] == 1
    assert ann["wins"] == 1 and bob["wins"] == 0
    assert ann["places"] == [1] and bob["places"] == [0, 1]
    assert ann["rating"] > 0 > bob["rating"]
    assert ann["deviation"] < model.spec("palace").sigma
    assert ann["provisional"] is True
    history = svc.ratings.history(client, "ann", "palace", 10, None)
    assert [e["session"] for e in history["entries"]] == [created["id"]]
    assert history["entries"][0]["rating"] == ann["rating"]
    board = svc.ratings.leaderboard(client, "palace", 10, None)
    assert [e["player"] for e in board["entries"]] == ["ann", "bob"]
    assert [e["position"] for e in board["entries"]] == [1, 2]
    # the job is gone once applied
    assert svc.store.client.get(job_key(created["id"])) is None


def test_a_finish_by_moves_rates_from_the_ranking(svc: Any, tenant: Any) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["p1", "p2", "p3"], game="dragons_wild")
    sid = created["id"]
    for _ in range(5000):
        loaded = svc.load(sid, client)
        if loaded.game.outcome(loaded.state).finished:
            break
        seat = min(loaded.game.to_act(loaded.state))
        move = loaded.game.legal_moves(loaded.state, seat)[0]
        svc.apply(loaded, seat, loaded.game.encode_move(move), None, None, "")
    outcome = loaded.game.outcome(loaded.state)
    assert outcome.finished
    places = model.places(outcome.ranking, 3)
    for seat, p in enumerate(["p1", "p2", "p3"]):
        r = rating(svc, client, p, "dragons_wild")
        assert r["games"] == 1
        assert r["places"][places[seat] - 1] == 1


def test_an_abandoned_session_is_not_rated(svc: Any, tenant: Any) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])
    loaded = svc.load(created["id"], client)
    svc.abandon(loaded, -1)
    assert svc.ratings.player(client, "ann")["ratings"] == []


def test_creation_refusals(svc: Any, app: Any, tenant: Any) -> None:
    client, _ = tenant
    anon = Client(None, "127.0.0.1")
    with pytest.raises(Unauthorized):
        svc.create("palace", [{"name": "A", "player": "a"}, "B"], None, None, client=anon)
    with pytest.raises(Unauthorized):
        svc.create("palace", 2, None, None, client=anon, rated=True)
    cases = [
        ([{"name": "A", "player": "a"}, {"name": "B", "player": "a"}], "players.duplicate_player"),
        ([{"name": "A", "player": "a b"}, {"name": "B", "player": "b"}],
         "players.invalid_player_id"),
        ([{"name": "A", "player": "x" * 65}, {"name": "B", "player": "b"}],
         "players.invalid_player_id"),
        ([{"name": "A", "player": "a"}, "B"], "rating.players"),
        ([{"name": "A", "player": "a"}, {"bot": "random"}], "rating.bot_seats"),
        ([{"name": "A", "player": "a"}, {"open": True}], "rating.open_seats"),
    ]
    for players, code in cases:
        # a malformed id fails the schema (400); seat lists that fit it but that the rules of
        # rating refuse are 422s
        refusal = BadRequest if code == "players.invalid_player_id" else Unprocessable
        with pytest.raises(refusal) as err:
            svc.create("palace", players, None, None, client=client, rated=True)
        assert err.value.code == code, players
    # a tenant that rates bots gives them player ids too
    bots, _ = new_tenant(app, rate_bots=True)
    made = svc.create("palace", [{"name": "A", "player": "a"},
                                 {"bot": "random", "player": "random-bot"}],
                      None, None, client=bots, rated=True)
    assert made["rated"] is True
    with pytest.raises(Unprocessable):
        svc.create("palace", [{"name": "A", "player": "a"}, {"open": True}], None, None,
                   client=client)
    # unrated sessions may name players too (no rating then)
    made = svc.create("palace", [{"name": "A", "player": "a"}, "B"], None, None, client=client)
    assert "rated" not in made and made["seats"][0]["player"] == "a"


def test_players_quota(svc: Any, tenant: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    client, _ = tenant
    monkeypatch.setattr(svc.ratings, "max_players", 3)
    rated_game(svc, client, ["a", "b"])
    rated_game(svc, client, ["a", "b"])  # known players cost nothing
    with pytest.raises(QuotaExceeded) as err:
        rated_game(svc, client, ["c", "d"])
    assert err.value.code == "quota.players"
    rated_game(svc, client, ["a", "c"])


def test_a_job_is_applied_once_however_often_it_is_settled(svc: Any, tenant: Any) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])
    jobs: list[dict[str, Any]] = []
    real = svc.ratings.settle
    svc.ratings.settle = lambda job: jobs.append(job) or real(job)
    try:
        resign(svc, client, created, 0)
    finally:
        del svc.ratings.settle
    (job,) = jobs
    before = svc.ratings.player(client, "bob")
    results: list[Any] = []
    threads = [threading.Thread(target=lambda: results.append(svc.ratings.settle(job)))
               for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [None] * 6  # already applied: every retry is a no-op
    assert svc.ratings.player(client, "bob") == before
    assert rating(svc, client, "bob")["games"] == 1


def test_a_worker_lost_after_the_finish_is_made_good_by_the_sweep(
    svc: Any, tenant: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])

    def lost(job: dict[str, Any]) -> None:
        raise StoreUnavailable("the worker stopped here")

    monkeypatch.setattr(svc.ratings, "settle", lost)
    resign(svc, client, created, 1)
    monkeypatch.undo()
    assert svc.ratings.player(client, "ann")["ratings"] == []  # pending
    assert svc.store.client.get(job_key(created["id"])) is not None
    svc.ratings.sweep(10_000)  # within the grace period: left alone (the finish may be
    assert svc.ratings.player(client, "ann")["ratings"] == []  # in flight elsewhere)
    monkeypatch.setattr(svc.ratings, "grace", 0.0)
    svc.ratings.sweep(10_000)
    assert rating(svc, client, "ann")["games"] == 1
    svc.ratings.sweep(10_000)
    assert rating(svc, client, "ann")["games"] == 1
    assert svc.store.client.get(job_key(created["id"])) is None


def test_a_finish_that_lost_its_race_leaves_no_job(svc: Any, tenant: Any) -> None:
    client, _ = tenant
    created = rated_game(svc, client, ["ann", "bob"])
    loaded = svc.load(created["id"], client)
    svc.resign(loaded, 0)
    with pytest.raises(VersionConflict):
        svc.resign(loaded, 1)  # the stale load: a version conflict, nothing written
    assert rating(svc, client, "ann")["games"] == 1
    assert rating(svc, client, "bob")["games"] == 1


def test_concurrent_games_of_one_player_and_rebuild_equals_incremental(
    svc: Any, tenant: Any
) -> None:
    client, _ = tenant
    games = [rated_game(svc, client, ["hub", f"o{i}"]) for i in range(8)]
    errors: list[BaseException] = []

    def finish(i: int) -> None:
        try:
            resign(svc, client, games[i], i % 2)
        except BaseException as exc:  # pragma: no cover
            errors.append(exc)

    threads = [threading.Thread(target=finish, args=(i,)) for i in range(len(games))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    hub = rating(svc, client, "hub")
    assert hub["games"] == 8 and hub["wins"] == 4
    report = rebuild(svc.ratings.store, client.scope, "palace")
    assert report["matched"] is True and report["games"] == 16
    records = svc.ratings.store.records(client.scope, "palace")
    assert len(records) == 8
    assert replay(records)["hub"]["doc"]["mu"] == hub["mu"]
    # rebuild --write restores ratings that were tampered with
    svc.store.client.delete(f"ref:rt:{{{client.scope}:palace}}:p:o3")
    assert rebuild(svc.ratings.store, client.scope, "palace", write=True)["written"]
    assert rebuild(svc.ratings.store, client.scope, "palace")["matched"] is True


def test_leaderboard_pages_are_stable_under_ties(svc: Any, tenant: Any) -> None:
    client, _ = tenant
    # five winners and five losers of identical games: two groups of tied ratings
    for i in range(5):
        resign(svc, client, rated_game(svc, client, [f"w{i}", f"l{i}"]), 1)
    seen: list[str] = []
    cursor = None
    while True:
        page = svc.ratings.leaderboard(client, "palace", 3, cursor)
        seen += [e["player"] for e in page["entries"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [f"w{i}" for i in range(5)] + [f"l{i}" for i in range(5)]
    full = svc.ratings.leaderboard(client, "palace", 20, None)
    assert [e["position"] for e in full["entries"]] == list(range(1, 11))
    assert full["total"] == 10


def test_another_tenants_players_are_not_found(svc: Any, app: Any, tenant: Any) -> None:
    from service.errors import NotFound

    client, _ = tenant
    resign(svc, client, rated_game(svc, client, ["ann", "bob"]), 1)
    other, _ = new_tenant(app)
    with pytest.raises(NotFound):
        svc.ratings.player(other, "ann")
    assert svc.ratings.leaderboard(other, "palace", 10, None)["entries"] == []


def test_a_timeout_rates_the_game(
    svc: Any, tenant: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    client, _ = tenant
    created = svc.create(
        "palace", [{"name": "Ann", "player": "ann"}, {"name": "Bob", "player": "bob"}],
        None, None, client=client, rated=True, clock={"per_move": 5},
    )
    later = svc.clock() + 60
    monkeypatch.setattr(svc, "clock", lambda: later)
    loaded = svc.load(created["id"], client)  # the deadline passed: the timeout rule applies
    assert loaded.record.meta["end"]["type"] == "timeout"
    assert rating(svc, client, "ann")["games"] == rating(svc, client, "bob")["games"] == 1
