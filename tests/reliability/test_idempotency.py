"""Idempotency: a POST retried with the same Idempotency-Key — after a dropped connection, or
many times at once — has one effect and gets the same answer. Against real gunicorn workers.
"""

from __future__ import annotations

import socket
import time
import uuid
from typing import Any

import orjson
import pytest
import requests

from service.store.redis_store import decode_log_entry
from tests.harness import canon
from tests.reliability.conftest import auth, create_session, race_game, record, size
from tests.reliability.test_races import fire

pytestmark = pytest.mark.xdist_group("reliability-gunicorn")

RETRIES = size("idempotency_retries", 60, 400)


def log_of(redis_client: Any, sid: str) -> list[dict]:
    return [decode_log_entry(x) for x in redis_client.lrange(f"ref:{{{sid}}}:log", 0, -1)]


def first_move(base: str, created: dict) -> tuple[int, dict]:
    sid = created["id"]
    summary = requests.get(f"{base}/v1/sessions/{sid}", timeout=30).json()
    seat = summary["to_act"][0]
    token = created["seats"][seat]["token"]
    moves = requests.get(f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(token), timeout=30)
    return seat, moves.json()["moves"][0]


def drop_after_sending(port: int, path: str, body: bytes, headers: dict[str, str]) -> None:
    """Send a request and hang up without reading the answer (a client that timed out)."""
    head = [
        f"POST {path} HTTP/1.1",
        f"Host: 127.0.0.1:{port}",
        "Content-Type: application/json",
        f"Content-Length: {len(body)}",
        "Connection: close",
    ]
    head += [f"{k}: {v}" for k, v in headers.items()]
    raw = ("\r\n".join(head) + "\r\n\r\n").encode() + body
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(raw)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    # SO_LINGER 0: close() sends RST, as a client that gave up does


def test_retry_after_dropped_connection_has_one_effect(
    gunicorn_server: Any, redis_client: Any
) -> None:
    base, port = gunicorn_server.base, gunicorn_server.port
    game = race_game()
    created = create_session(base, game.id, game.min_players, "idem-drop")
    sid = created["id"]
    seat, move = first_move(base, created)
    token = created["seats"][seat]["token"]
    key = f"drop-{uuid.uuid4()}"
    headers = {**auth(token), "Idempotency-Key": key, "If-Match": '"0"'}
    drop_after_sending(port, f"/v1/sessions/{sid}/moves", orjson.dumps({"move": move}), headers)
    time.sleep(0.3)
    answers = [
        requests.post(
            f"{base}/v1/sessions/{sid}/moves", json={"move": move}, headers=headers, timeout=30
        )
        for _ in range(3)
    ]
    for r in answers:
        assert r.status_code == 200, r.text
        assert r.json()["version"] == 1 and r.headers["ETag"] == '"1"'
    assert len({canon(r.json()) for r in answers}) == 1, "a retry got a different answer"
    assert all(r.headers.get("Idempotent-Replayed") == "true" for r in answers[1:])
    assert len(log_of(redis_client, sid)) == 1, "a retried move was applied twice"

    # the session moves on; the old key still answers the old answer and changes nothing
    summary = requests.get(f"{base}/v1/sessions/{sid}", timeout=30).json()
    if summary["status"] == "active":
        nxt = summary["to_act"][0]
        ntoken = created["seats"][nxt]["token"]
        moves = requests.get(
            f"{base}/v1/sessions/{sid}/legal-moves", headers=auth(ntoken), timeout=30
        )
        r = requests.post(
            f"{base}/v1/sessions/{sid}/moves",
            json={"move": moves.json()["moves"][0]},
            headers={**auth(ntoken), "If-Match": '"1"'},
            timeout=30,
        )
        assert r.status_code == 200
        late = requests.post(
            f"{base}/v1/sessions/{sid}/moves", json={"move": move}, headers=headers, timeout=30
        )
        assert late.status_code == 200 and canon(late.json()) == canon(answers[0].json())
        assert len(log_of(redis_client, sid)) == 2

    # the same key with another body is refused, not replayed and not applied
    other = dict(move, _x=1) if isinstance(move, dict) else move + " "
    bad = requests.post(
        f"{base}/v1/sessions/{sid}/moves", json={"move": other}, headers=headers, timeout=30
    )
    assert bad.status_code == 422 and bad.json()["code"] == "idempotency.key_reused"
    assert bad.headers["Content-Type"] == "application/problem+json"


@pytest.mark.parametrize("if_match", [True, False])
def test_concurrent_retries_of_one_key_have_one_effect(
    gunicorn_server: Any, redis_client: Any, if_match: bool
) -> None:
    base = gunicorn_server.base
    game = race_game()
    created = create_session(base, game.id, game.min_players, f"idem-many-{if_match}")
    sid = created["id"]
    seat, move = first_move(base, created)
    token = created["seats"][seat]["token"]
    extra = {"Idempotency-Key": f"many-{uuid.uuid4()}"}
    if if_match:
        extra["If-Match"] = '"0"'
    results = fire(base, sid, [(token, move, extra)] * RETRIES)
    assert [r.status_code for r in results] == [200] * RETRIES, {r.status_code for r in results}
    assert len({canon(r.json()) for r in results}) == 1, "retries got different answers"
    assert sum(r.headers.get("Idempotent-Replayed") != "true" for r in results) == 1
    log = log_of(redis_client, sid)
    assert len(log) == 1 and canon(log[0]["move"]) == canon(move)
    record("idempotency_concurrent", retries=RETRIES, effects=len(log), if_match=if_match)


def test_concurrent_create_with_one_key_makes_one_session(
    gunicorn_server: Any, redis_client: Any
) -> None:
    base = gunicorn_server.base
    game = race_game()
    key = f"create-{uuid.uuid4()}"
    seed = f"idem-create-{uuid.uuid4()}"
    body = {"game": game.id, "players": game.min_players, "seed": seed}
    n = max(RETRIES // 3, 10)

    def one(_: int) -> requests.Response:
        return requests.post(
            f"{base}/v1/sessions", json=body, headers={"Idempotency-Key": key}, timeout=60
        )

    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=min(n, 32)) as pool:
        results = list(pool.map(one, range(n)))
    assert [r.status_code for r in results] == [201] * n
    ids = {r.json()["id"] for r in results}
    assert len(ids) == 1, f"{len(ids)} sessions for one Idempotency-Key"
    assert len({canon(r.json()) for r in results}) == 1
    # the single session exists and every loser's session is gone: only the winner answers
    sid = ids.pop()
    assert requests.get(f"{base}/v1/sessions/{sid}", timeout=30).status_code == 200
    mine = [
        k
        for k in redis_client.scan_iter("ref:{*}:meta", count=1000)
        if orjson.loads(redis_client.get(k) or b"{}").get("seed") == seed
    ]
    assert mine == [f"ref:{{{sid}}}:meta".encode()], "a losing create left a session behind"
    record("idempotency_create", retries=n, sessions=1)
