"""Races: many concurrent move submissions against one session version, through several real
gunicorn workers (threads, separate processes) and a real Redis.

Promise: exactly one submission is applied; every other answer is a 412 (stale If-Match) or
409 (lost the compare-and-set without If-Match) problem — or, for a request that loaded the
new version, whatever the rules say about the move there (never a second apply of a move
made against the old version); afterwards the move log, the history, the snapshot and a
replay of the log all agree, and versions have no gaps.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import requests

from service.games.base import Game
from service.store.redis_store import decode_log_entry, decode_snapshot
from tests.harness import canon, replay
from tests.reliability.conftest import auth, create_session, race_game, record, size

pytestmark = pytest.mark.xdist_group("reliability-gunicorn")

SUBMISSIONS = size("race_submissions", 200, 1000)
ROUNDS = size("race_rounds", 2, 5)
THREADS = 48


def fire(base: str, sid: str, jobs: list[tuple[str, dict, dict[str, str]]]) -> list[Any]:
    """Send every job (token, move, extra headers) as concurrently as the pool allows."""
    gate = threading.Event()
    results: list[Any] = [None] * len(jobs)

    def send(i: int) -> None:
        gate.wait()
        token, move, extra = jobs[i]
        with requests.Session() as s:
            r = s.post(
                f"{base}/v1/sessions/{sid}/moves",
                json={"move": move},
                headers={**auth(token), **extra},
                timeout=120,
            )
        results[i] = r

    with ThreadPoolExecutor(max_workers=min(THREADS, len(jobs))) as pool:
        futures = [pool.submit(send, i) for i in range(len(jobs))]
        gate.set()
        for f in futures:
            f.result()
    return results


def snapshot_state(redis_client: Any, game: Game, sid: str) -> tuple[int, dict]:
    raw = redis_client.get(f"ref:{{{sid}}}:snap")
    snap = decode_snapshot(raw)
    return snap["v"], game.encode_state(game.decode_state(snap["state"]))


def check_agreement(
    base: str,
    redis_client: Any,
    game: Game,
    created: dict,
    players: int,
    seed: str,
    applied: list[dict],
) -> None:
    """History (as every seat), the raw log, the snapshot and a replay agree; no gaps."""
    sid = created["id"]
    log = [decode_log_entry(x) for x in redis_client.lrange(f"ref:{{{sid}}}:log", 0, -1)]
    assert [e["v"] for e in log] == list(range(1, len(applied) + 1)), "versions have gaps"
    assert [(e["seat"], canon(e["move"])) for e in log] == [
        (a["seat"], canon(a["move"])) for a in applied
    ], "the log is not the moves that were answered 200"
    version, state = snapshot_state(redis_client, game, sid)
    assert version == len(applied) == int(redis_client.get(f"ref:{{{sid}}}:ver"))
    replayed = replay(game, players, created["options"], seed, log)
    assert canon(game.encode_state(replayed)) == canon(state), "snapshot ≠ replay of the log"
    for seat in created["seats"]:
        h = requests.get(
            f"{base}/v1/sessions/{sid}/history", headers=auth(seat["token"]), timeout=30
        )
        assert h.status_code == 200 and h.headers["ETag"] == f'"{version}"'
        assert [e["version"] for e in h.json()["entries"]] == list(range(1, version + 1))
        v = requests.get(
            f"{base}/v1/sessions/{sid}", headers=auth(seat["token"]), timeout=30
        ).json()
        assert v["version"] == version
        assert canon(v["view"]) == canon(game.view(replayed, seat["seat"]))


def test_one_version_many_submitters_exactly_one_applies(
    gunicorn_server: Any, redis_client: Any
) -> None:
    base = gunicorn_server.base
    game = race_game()
    players = game.min_players
    seed = "race-1"
    created = create_session(base, game.id, players, seed)
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    applied: list[dict] = []
    total = 0
    for round_no in range(ROUNDS):
        summary = requests.get(f"{base}/v1/sessions/{sid}", timeout=30).json()
        version = summary["version"]
        if summary["status"] == "finished":
            break
        # every seat that may act, with every one of its legal moves, all at version `version`
        options: list[tuple[int, dict]] = []
        for seat in summary["to_act"]:
            moves = requests.get(
                f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(tokens[seat]), timeout=30
            ).json()["moves"]
            options += [(seat, m) for m in moves]
        assert options, "a seat to act has legal moves"
        n = SUBMISSIONS if round_no == 0 else max(SUBMISSIONS // 4, 20)
        picks = [options[i % len(options)] for i in range(n)]
        jobs = [(tokens[s], m, {"If-Match": f'"{version}"'}) for s, m in picks]
        results = fire(base, sid, jobs)
        total += n
        ok = [i for i, r in enumerate(results) if r.status_code == 200]
        assert len(ok) == 1, f"{len(ok)} submissions applied at version {version}"
        winner = ok[0]
        assert results[winner].json()["version"] == version + 1
        assert results[winner].headers["ETag"] == f'"{version + 1}"'
        for i, r in enumerate(results):
            if i == winner:
                continue
            assert r.status_code == 412, (r.status_code, r.text)
            assert r.headers["Content-Type"] == "application/problem+json"
            body = r.json()
            assert body["code"] == "version.mismatch" and body["current_version"] == version + 1
        applied.append({"seat": picks[winner][0], "move": picks[winner][1]})
        check_agreement(base, redis_client, game, created, players, seed, applied)
    record(
        "races",
        submissions=total,
        rounds=ROUNDS,
        applied=len(applied),
        workers=3,
        threads=THREADS,
        game=game.id,
    )


def test_racing_without_if_match_never_applies_twice(
    gunicorn_server: Any, redis_client: Any
) -> None:
    """Without If-Match the losers of the compare-and-set get 409; a request that loaded the
    new version is judged by the rules there. Whatever happens, the log and state agree."""
    base = gunicorn_server.base
    game = race_game()
    players = game.min_players
    seed = "race-2"
    created = create_session(base, game.id, players, seed)
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    summary = requests.get(f"{base}/v1/sessions/{sid}", timeout=30).json()
    seat = summary["to_act"][0]
    move = requests.get(
        f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(tokens[seat]), timeout=30
    ).json()["moves"][0]
    n = max(SUBMISSIONS // 2, 20)
    results = fire(base, sid, [(tokens[seat], move, {})] * n)
    statuses = [r.status_code for r in results]
    assert set(statuses) <= {200, 409, 422}, sorted(set(statuses))
    for r in results:
        if r.status_code != 200:
            assert r.headers["Content-Type"] == "application/problem+json"
            if r.status_code == 409:
                assert r.json()["code"] == "version.conflict"
    versions = sorted(r.json()["version"] for r in results if r.status_code == 200)
    assert versions == list(range(1, len(versions) + 1)), "two answers claim one version"
    log = [decode_log_entry(x) for x in redis_client.lrange(f"ref:{{{sid}}}:log", 0, -1)]
    applied = [{"seat": e["seat"], "move": e["move"]} for e in log]
    assert len(applied) == len(versions)
    check_agreement(base, redis_client, game, created, players, seed, applied)
    record("races_no_if_match", submissions=n, applied=len(applied))


def test_the_race_check_catches_a_broken_compare_and_set(redis_url: str, tmp_path: Any) -> None:
    """Control: the same race against a store whose compare-and-set is not atomic applies
    the move more than once — so the race tests above would catch a broken store."""
    from tests.reliability.conftest import Gunicorn

    server = Gunicorn(redis_url, tmp_path / "broken.log", RELIABILITY_BROKEN_CAS="1").start()
    try:
        game = race_game()
        created = create_session(server.base, game.id, game.min_players, "broken-cas")
        sid = created["id"]
        summary = requests.get(f"{server.base}/v1/sessions/{sid}", timeout=30).json()
        seat = summary["to_act"][0]
        token = created["seats"][seat]["token"]
        move = requests.get(
            f"{server.base}/v1/sessions/{sid}/legal-moves", headers=auth(token), timeout=30
        ).json()["moves"][0]
        results = fire(server.base, sid, [(token, move, {"If-Match": '"0"'})] * 48)
        assert sum(r.status_code == 200 for r in results) > 1, "the control found no race"
    finally:
        server.stop()
