"""A move on the version a worker holds makes one round trip (issue 38), and answers exactly
what a fresh read would.

Two apps on one Redis stand for two workers. A worker that read or wrote a version keeps its
record (service/sessions/cache.py); a move whose If-Match names that version is applied to it
without reading the session again, and the save's compare-and-set proves it was the latest.
When it was not, or the move is refused on it, the worker answers from a fresh read.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import make_app


@pytest.fixture()
def workers(redis_url: str) -> tuple[Any, Any]:
    return make_app(redis_url), make_app(redis_url)


def _reads(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The session reads `app` makes from now on (store.load and the limiter's load_behind)."""
    store = app.extensions["referee.sessions"].store
    seen: list[str] = []
    load = store.load

    def counted(sid: str) -> Any:
        seen.append(sid)
        return load(sid)

    monkeypatch.setattr(store, "load", counted)
    return seen


def _create(client: Any, seed: str) -> tuple[str, list[str]]:
    r = client.post("/v1/sessions", json={"game": "reds", "players": 2, "seed": seed})
    assert r.status_code == 201, r.json
    return r.json["id"], [s["token"] for s in r.json["seats"]]


def _turn(client: Any, sid: str, tokens: list[str]) -> tuple[int, str, list[Any]]:
    """(version, the token of a seat to act, its legal moves), as that seat reads them."""
    summary = client.get(f"/v1/sessions/{sid}").json
    seat = summary["to_act"][0]
    token = tokens[seat]
    moves = client.get(f"/v1/sessions/{sid}/legal-moves", headers=_auth(token)).json["moves"]
    return summary["version"], token, moves


def _auth(token: str, version: int | None = None) -> dict[str, str]:
    headers = {"Authorization": f"Bearer {token}"}
    if version is not None:
        headers["If-Match"] = f'"{version}"'
    return headers


def test_a_move_on_the_held_version_reads_nothing(
    workers: tuple[Any, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, _ = workers
    client = a.test_client()
    sid, tokens = _create(client, "held-1")
    for _ in range(6):  # each move's worker holds the version it wrote, for the next move
        version, token, moves = _turn(client, sid, tokens)
        reads = _reads(a, monkeypatch)
        r = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, headers=_auth(token, version)
        )
        assert r.status_code == 200, r.json
        assert r.json["version"] == version + 1 and r.headers["ETag"] == f'"{version + 1}"'
        assert reads == [], "the held version was read again"
        monkeypatch.undo()
    # without If-Match the worker reads the session as before
    version, token, moves = _turn(client, sid, tokens)
    reads = _reads(a, monkeypatch)
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, headers=_auth(token))
    assert r.status_code == 200 and reads == [sid]


def test_a_stale_held_version_is_answered_from_a_fresh_read(
    workers: tuple[Any, Any], redis_client: Any
) -> None:
    a, b = workers
    ca, cb = a.test_client(), b.test_client()
    sid, tokens = _create(ca, "held-2")
    version, token, moves = _turn(ca, sid, tokens)  # worker a holds `version`
    moved = cb.post(
        f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, headers=_auth(token, version)
    )
    assert moved.status_code == 200
    log = redis_client.llen(f"ref:{{{sid}}}:log")
    # the same If-Match on worker a: its copy is stale; a fresh read says 412, as b would
    for move in (moves[0], moves[-1], {"type": "no such move"}):
        r = ca.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=_auth(token, version))
        twin = cb.post(
            f"/v1/sessions/{sid}/moves", json={"move": move}, headers=_auth(token, version)
        )
        assert r.status_code == twin.status_code == 412, (r.json, twin.json)
        assert r.json["code"] == twin.json["code"] == "version.mismatch"
        assert r.json["current_version"] == twin.json["current_version"] == version + 1
        assert r.json["detail"] == twin.json["detail"]
    assert redis_client.llen(f"ref:{{{sid}}}:log") == log, "a stale copy changed the session"
    # the current version, which a does not hold, plays on
    version, token, moves = _turn(cb, sid, tokens)
    r = ca.post(f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, headers=_auth(token, version))
    assert r.status_code == 200 and r.json["version"] == version + 1


def test_refusals_on_the_held_version_are_the_fresh_read_s(workers: tuple[Any, Any]) -> None:
    a, b = workers
    ca, cb = a.test_client(), b.test_client()
    sid, tokens = _create(ca, "held-3")
    version, token, moves = _turn(ca, sid, tokens)
    other = tokens[1 - tokens.index(token)]
    cases = [
        ({"move": {"type": "no such move"}}, _auth(token, version)),  # illegal
        ({"move": moves[0]}, _auth(other, version)),  # not this seat's turn
        ({"move": moves[0]}, _auth("not-a-token", version)),  # no seat
        ({"move": moves[0]}, {"If-Match": f'"{version}"'}),  # no token
        ({"mvoe": moves[0]}, _auth(token, version)),  # a bad body
    ]
    for body, headers in cases:
        r = ca.post(f"/v1/sessions/{sid}/moves", json=body, headers=headers)
        twin = cb.post(f"/v1/sessions/{sid}/moves", json=body, headers=headers)
        assert r.status_code == twin.status_code and r.status_code >= 400, (body, r.json)
        assert r.json["code"] == twin.json["code"] and r.json["detail"] == twin.json["detail"]
    assert ca.get(f"/v1/sessions/{sid}").json["version"] == version


def test_a_held_version_of_a_session_that_is_gone_answers_404(
    workers: tuple[Any, Any], redis_client: Any
) -> None:
    a, _ = workers
    ca = a.test_client()
    sid, tokens = _create(ca, "held-4")
    version, token, moves = _turn(ca, sid, tokens)
    redis_client.delete(*[f"ref:{{{sid}}}:{k}" for k in ("meta", "ver", "snap", "log")])
    r = ca.post(f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, headers=_auth(token, version))
    assert r.status_code == 404 and r.json["code"] == "session.not_found"
    assert not redis_client.exists(f"ref:{{{sid}}}:ver"), "a move recreated a deleted session"


def test_a_version_s_snapshot_is_decoded_once_per_worker(
    workers: tuple[Any, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reads of a version this worker holds reuse its record, whose snapshot (a zlib stream
    and JSON over 2 KB) is decoded on first use only (issue 38)."""
    from service.store import redis_store

    a, b = workers
    sid, tokens = _create(b.test_client(), "held-5")
    decoded: list[int] = []
    decode = redis_store.decode_snapshot

    def counted(raw: bytes) -> Any:
        decoded.append(len(raw))
        return decode(raw)

    monkeypatch.setattr(redis_store, "decode_snapshot", counted)
    client = a.test_client()
    for token in (*tokens, None, *tokens):
        headers = _auth(token) if token else {}
        assert client.get(f"/v1/sessions/{sid}", headers=headers).status_code == 200
    assert len(decoded) == 1, decoded


def test_the_rate_limiter_does_not_read_a_held_session(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the limiter on, its Redis call (one per lease) reads the session in the same
    round trip for the view, except for a move on a version the worker holds (issue 38)."""
    app = make_app(redis_url, rate_limit_enabled=True)
    store = app.extensions["referee.sessions"].store
    behind: list[str] = []
    load_behind = store.load_behind

    def counted(script: Any, keys: Any, args: Any, sid: str) -> Any:
        behind.append(sid)
        return load_behind(script, keys, args, sid)

    monkeypatch.setattr(store, "load_behind", counted)
    client = app.test_client()
    sid, tokens = _create(client, "held-6")
    moves_made = 0
    for _ in range(8):  # more than a lease of anonymous moves (6)
        version, token, moves = _turn(client, sid, tokens)
        behind.clear()
        r = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": moves[0]}, headers=_auth(token, version)
        )
        assert r.status_code == 200 and "RateLimit" in r.headers
        assert behind == [], "the limiter read a session the worker holds"
        moves_made += 1
    assert moves_made == 8
