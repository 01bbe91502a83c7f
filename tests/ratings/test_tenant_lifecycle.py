"""A tenant's whole lifecycle (`python -m service.tenants export|delete`, service/lifecycle.py):
the export holds everything it owns and no secret; the deletion leaves nothing of it in Redis,
touches no other tenant's data, reports its counts, and resumes after a crash."""

from __future__ import annotations

import io
import json
from typing import Any

import orjson
import redis

from service import lifecycle
from tests.ratings.conftest import new_tenant, rated_game, resign
from tests.webhooks.conftest import webhook_app


def _populate(app: Any, svc: Any) -> tuple[str, str, list[str]]:
    """A tenant with API keys, plain and rated sessions (moves, an idempotent creation), a
    finished rated game, players' ratings and a webhook endpoint with a delivery."""
    client, key = new_tenant(app, "lc")
    app.extensions["referee.api_keys"].create(client.tenant, "second key")
    http = app.test_client()
    h = {"X-API-Key": key}
    r = http.post("/v1/webhooks", json={"url": "http://127.0.0.1:9/hook",
                                        "events": ["game.finished", "move.applied"]}, headers=h)
    assert r.status_code == 201, r.json
    sids = []
    r = http.post("/v1/sessions", json={"game": "reds", "players": ["Ann", "Bob"]},
                  headers={**h, "Idempotency-Key": "create-1"})
    assert r.status_code == 201, r.json
    sids.append(r.json["id"])
    token = r.json["seats"][r.json["to_act"][0]]["token"]
    moves = http.get(f"/v1/sessions/{sids[0]}/legal-moves",
                     headers={**h, "Authorization": f"Bearer {token}"}).json["moves"]
    r = http.post(f"/v1/sessions/{sids[0]}/moves", json={"move": moves[0]},
                  headers={**h, "Authorization": f"Bearer {token}", "Idempotency-Key": "m-1"})
    assert r.status_code == 200, r.json
    created = rated_game(svc, client, ["ann", "bob"])
    sids.append(created["id"])
    resign(svc, client, created, 0)
    return client.tenant, key, sids


def _keys_of(r: Any, tenant: str, sids: list[str], key_ids: list[str]) -> list[str]:
    marks = [f"{{t:{tenant}", f"{{{tenant}}}", *(f"{{{s}}}" for s in sids),
             *(f"{{{k}}}" for k in key_ids)]
    return sorted(k.decode() for k in r.scan_iter(count=1000)
                  if any(m in k.decode() for m in marks))


def _dump(r: Any, keys: list[str]) -> dict[str, Any]:
    return {k: r.dump(k) for k in keys}


def test_export_then_delete_leaves_nothing_and_spares_other_tenants(redis_url: str) -> None:
    app = webhook_app(redis_url)
    svc = app.extensions["referee.sessions"]
    r = redis.Redis.from_url(redis_url)
    tenant, key, sids = _populate(app, svc)
    other, _, other_sids = _populate(app, svc)
    key_ids = [k["key_id"] for k in app.extensions["referee.api_keys"].list(tenant)]
    other_ids = [k["key_id"] for k in app.extensions["referee.api_keys"].list(other)]
    mine = _keys_of(r, tenant, sids, key_ids)
    theirs = _keys_of(r, other, other_sids, other_ids)
    assert len(mine) > 15 and set(mine).isdisjoint(theirs)
    before = _dump(r, theirs)

    out = io.StringIO()
    counts = lifecycle.export(r, tenant, out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    kinds = {rec["kind"] for rec in records}
    assert {"tenant", "api_key", "session", "player_rating", "player_history", "rated_game",
            "leaderboard", "webhook_endpoint"} <= kinds, kinds
    assert counts["api_key"] == 2 and counts["session"] == 2
    assert {rec["id"] for rec in records if rec["kind"] == "session"} == set(sids)
    text = out.getvalue()
    assert key not in text and key.split("_")[2] not in text  # no key, no secret
    for rec in records:
        if rec["kind"] == "api_key":
            assert set(rec) == {"kind", "key_id", "label", "created"}
        if rec["kind"] == "webhook_endpoint":
            assert not any("nonce" in k or "secret" in k for k in rec)
    assert all(other not in line for line in text.splitlines())

    deleted = lifecycle.delete(r, tenant, batch=3)
    assert deleted["api_keys"] == 2 and deleted["sessions"] == 2
    assert deleted["ratings"] > 0 and deleted["tenant_keys"] > 0
    assert _keys_of(r, tenant, sids, key_ids) == []
    assert not r.zscore(lifecycle.WEBHOOKS_READY, tenant)
    assert _dump(r, theirs) == before  # the other tenant's data, byte for byte
    fresh = webhook_app(redis_url).test_client()  # no key cache: the key is gone
    assert fresh.get("/v1/sessions", headers={"X-API-Key": key}).status_code == 401
    assert lifecycle.delete(r, tenant) == {}  # again: nothing left to delete


def test_a_deletion_interrupted_at_any_batch_resumes(redis_url: str) -> None:
    app = webhook_app(redis_url)
    svc = app.extensions["referee.sessions"]
    r = redis.Redis.from_url(redis_url)
    tenant, _, sids = _populate(app, svc)
    key_ids = [k["key_id"] for k in app.extensions["referee.api_keys"].list(tenant)]
    total: dict[str, int] = {}
    runs = 0
    for stop in range(1, 200):  # crashes after 1 batch, after 2, ...: each run resumes
        runs += 1
        try:
            got = lifecycle.delete(r, tenant, batch=2, stop_after=stop)
        except lifecycle.Interrupted as crash:
            got = crash.counts
        else:
            for k, v in got.items():
                total[k] = total.get(k, 0) + v
            break
        for k, v in got.items():
            total[k] = total.get(k, 0) + v
    assert runs > 5  # it was interrupted, and more than once
    assert _keys_of(r, tenant, sids, key_ids) == []
    assert total["api_keys"] == 2


def test_the_command_line(redis_url: str, monkeypatch: Any, capsys: Any) -> None:
    app = webhook_app(redis_url)
    tenant, _, _ = _populate(app, app.extensions["referee.sessions"])
    monkeypatch.setenv("REDIS_URL", redis_url)
    assert lifecycle.main(["export", "--tenant", tenant]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert orjson.loads(lines[0])["kind"] == "tenant"
    assert lifecycle.main(["delete", "--tenant", tenant]) == 2  # without --yes: nothing
    assert lifecycle.main(["delete", "--tenant", tenant, "--yes"]) == 0
    assert json.loads(capsys.readouterr().out)["deleted"]["sessions"] == 2
    assert lifecycle.main(["delete", "--tenant", "Not a tenant!", "--yes"]) == 2
