"""`LOG_FORMAT=json` over a whole gunicorn run: every line the server writes (the master's,
the workers', gunicorn's access log, the service's request lines and warnings) is one JSON
object with time, level and logger; each request line names its request id, tenant, route,
status and duration; and not one of the secrets the run created (API key, seat and admin
tokens, an invite, webhook signing secrets, the server key) nor a bad credential a client
sent appears anywhere in the output."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import orjson
import pytest
import redis
import requests

from service.tenants import ApiKeys
from tests.reliability.conftest import Gunicorn

pytestmark = pytest.mark.xdist_group("reliability-gunicorn")

SERVER_KEY = "json-logs-" + secrets.token_hex(8)


def test_a_json_run_logs_no_secret(redis_url: str, tmp_path: Path) -> None:
    tenant = "logs-" + secrets.token_hex(4)
    _, key = ApiKeys(redis.Redis.from_url(redis_url), 5.0).create(tenant)
    server = Gunicorn(
        redis_url, tmp_path / "gunicorn.log", LOG_FORMAT="json", WEB_CONCURRENCY="2",
        REFEREE_SECRET_KEY=SERVER_KEY, WEBHOOK_ALLOW_PRIVATE="true",
    ).start()  # fmt: skip
    made: list[str] = [key, SERVER_KEY]
    base = server.base
    h = {"X-API-Key": key}
    try:
        s = requests.Session()

        def call(method: str, path: str, rid: str, **kw: Any) -> requests.Response:
            headers = {**h, "X-Request-Id": rid, **kw.pop("headers", {})}
            return s.request(method, base + path, headers=headers, timeout=10, **kw)

        # a session with seat and admin tokens, played a little
        r = call("POST", "/v1/sessions", "run-create", json={"game": "palace", "players": 2})
        assert r.status_code == 201, r.text
        created = r.json()
        sid = created["id"]
        made += [seat["token"] for seat in created["seats"]] + [created["admin_token"]]
        seat = created["to_act"][0]
        bearer = {"Authorization": f"Bearer {created['seats'][seat]['token']}"}
        moves = call("GET", f"/v1/sessions/{sid}/legal-moves", "run-list", headers=bearer)
        r = call("POST", f"/v1/sessions/{sid}/moves", "run-move", headers=bearer,
                 json={"move": moves.json()["moves"][0]})  # fmt: skip
        assert r.status_code == 200, r.text
        # a token in a query string (where no client should put it) is not logged either
        call("GET", f"/v1/sessions/{sid}?token={created['seats'][0]['token']}", "run-query")
        # an open seat: the invite, then a join and its token
        r = call("POST", "/v1/sessions", "run-open",
                 json={"game": "palace", "players": ["Ann", {"open": True}]})  # fmt: skip
        assert r.status_code == 201, r.text
        waiting = r.json()
        made += [waiting["invite"], waiting["admin_token"]]
        made += [seat["token"] for seat in waiting["seats"] if seat.get("token")]
        r = call("POST", f"/v1/sessions/{waiting['id']}/join", "run-join",
                 json={"invite": waiting["invite"], "name": "Bob"})  # fmt: skip
        assert r.status_code == 201, r.text
        made.append(r.json()["token"])
        # webhook secrets, the first and a rotated one
        r = call("POST", "/v1/webhooks", "run-hook",
                 json={"url": "http://127.0.0.1:9/in", "events": ["move.applied"]})  # fmt: skip
        assert r.status_code == 201, r.text
        hook = r.json()
        made.append(hook["secret"])
        r = call("POST", f"/v1/webhooks/{hook['id']}/rotate-secret", "run-rotate")
        assert r.status_code == 200, r.text
        made.append(r.json()["secret"])
        # bad credentials: a wrong token, a wrong key, a malformed Authorization
        wrong_token = secrets.token_urlsafe(32)
        wrong_key = f"rf_{secrets.token_hex(6)}_{secrets.token_urlsafe(32)}"
        made += [wrong_token, wrong_key]
        assert call("GET", f"/v1/sessions/{sid}/legal-moves", "run-bad-token",
                    headers={"Authorization": f"Bearer {wrong_token}"}).status_code == 401
        assert s.get(base + "/v1/games", headers={"X-API-Key": wrong_key,
                     "X-Request-Id": "run-bad-key"}, timeout=10).status_code == 401  # fmt: skip
        call("DELETE", f"/v1/sessions/{sid}", "run-delete",
             headers={"Authorization": f"Bearer {created['admin_token']}"})  # fmt: skip
    finally:
        server.stop()

    text = server.log()
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) > 10, text[-2000:]
    parsed = []
    for line in lines:
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError:
            raise AssertionError(f"not a JSON line: {line[:300]}") from None
        assert isinstance(obj, dict) and {"time", "level", "logger", "message"} <= obj.keys(), obj
        parsed.append(obj)
    for secret in made:
        assert secret and secret not in text, f"a secret reached the logs: {secret[:6]}…"

    access = [o for o in parsed if o["logger"] == "referee.access"]
    requests_logged = {o["request_id"]: o for o in access}
    assert len(requests_logged) == len(access), "a request line was written twice"
    move = requests_logged["run-move"]
    assert move["route"] == "/v1/sessions/<sid>/moves" and move["status"] == 200
    assert move["tenant"] == tenant and move["method"] == "POST" and move["session"] == sid
    assert isinstance(move["duration_ms"], float)
    assert requests_logged["run-bad-token"]["status"] == 401
    assert requests_logged["run-bad-key"]["status"] == 401
    assert requests_logged["run-create"]["status"] == 201
    assert any(o["logger"].startswith("gunicorn") for o in parsed)  # gunicorn's own, as JSON
