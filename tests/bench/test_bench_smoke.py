"""The bench's code paths in a tiny mode (1 playout per game, 1-second load runs at 8
connections with wrk, else bench/pyload.py, 5-move sessions, 30 sessions for RSS, 20 profiled
moves) and the shape of bench/results JSON. No timing assertions: this machine's figures are
not stable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from service.games import registry

ROOT = Path(__file__).resolve().parents[2]
VERDICTS = {"pass", "fail", "n/a"}


@pytest.fixture(scope="module")
def doc(tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("bench") / "latest.json"
    env = dict(os.environ)
    env.pop("REDIS_URL", None)  # the bench starts its own private redis-server
    proc = subprocess.run(
        [sys.executable, "-m", "bench", "--tiny", "--connections", "8",
         "--only", "engines,http,size,profile", "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "== engines ==" in proc.stdout
    return json.loads(out.read_text())


@pytest.mark.xdist_group("bench")
def test_engines_section(doc: dict) -> None:
    sec = doc["sections"]["engines"]
    assert "error" not in sec, sec.get("error")
    games = {r["game"] for r in sec["rows"]}
    assert games == set(registry())
    for r in sec["rows"]:
        assert r["config"] in {"default", "max_players"}
        if "error" not in r:
            assert r["playouts"] >= 1 and r["actions"] >= 1
            assert r["us_per_action"] > 0 and r["playouts_per_s"] > 0
    assert {t["game"] for t in sec["targets"]} == set(registry())
    assert all(t["verdict"] in VERDICTS for t in sec["targets"])
    assert {p["game"] for p in sec["progress"]} == {"dragons"}
    for p in sec["progress"]:
        assert "error" not in p, p["error"]
        assert [r["stage"] for r in p["rows"]] == ["0–49", "50–99", "100–149", "150–199"]
    ref = sec["reference"]
    assert isinstance(ref["available"], bool) and ref["reason"]
    if ref["available"]:
        assert {r["game"] for r in ref["rows"]} == {"oh_hell", "gin_rummy"}


@pytest.mark.xdist_group("bench")
def test_http_section(doc: dict) -> None:
    sec = doc["sections"]["http"]
    assert "error" not in sec, sec.get("error")
    assert not sec.get("skipped"), sec.get("skipped")
    assert sec["load_generator"]
    keys = {(r["key"], r["connections"]) for r in sec["rows"]}
    assert keys == {(k, 8) for k in ("echo", "cas", "moves", "legal", "validate", "get")}
    for r in sec["rows"]:
        assert "error" not in r, r
        assert r["requests"] > 0 and r["rps"] > 0
        assert 0 < r["p50_ms"] <= r["p99_ms"]
        assert r["non2xx"] == 0 and r["socket_errors"] == 0, r
    names = {t["name"] for t in sec["targets"]}
    assert "move apply / GET+CAS baseline" in names
    assert "stateless validate / echo baseline" in names
    assert all(t["verdict"] in VERDICTS for t in sec["targets"])


@pytest.mark.xdist_group("bench")
def test_size_section(doc: dict) -> None:
    sec = doc["sections"]["size"]
    assert "error" not in sec, sec.get("error")
    assert {r["game"] for r in sec["sessions"]} == set(registry())
    for r in sec["sessions"]:
        if "error" not in r:
            assert r["bytes"] == sum(r["bytes_by_key"].values()) > 0
            assert r["verdict"] in VERDICTS
    w = sec["worker"]
    assert "error" not in w, w.get("error")
    assert w["sessions"] > 0 and w["rss_after_mib"] > 0


@pytest.mark.xdist_group("bench")
def test_profile_section(doc: dict) -> None:
    sec = doc["sections"]["profile"]
    assert not sec.get("skipped"), sec.get("skipped")  # pyinstrument is a test dependency
    assert "error" not in sec, sec.get("error")
    assert sec["requests"] > 0 and sec["non200"] == 0
    assert sec["hotspots"] and set(sec["stages_pct"])


@pytest.mark.xdist_group("bench")
def test_streams_section_in_tiny_mode() -> None:
    """bench/streams.py's code path (20 streams, 10 moves): every stream gets every move."""
    from bench import streams

    env = dict(os.environ)
    os.environ.pop("REDIS_URL", None)
    try:
        sec = streams.run(mode="tiny", log=lambda _msg: None)
    finally:
        os.environ.clear()
        os.environ.update(env)
    assert sec["streams_open"] == sec["streams_requested"] == 20
    assert sec["moves"] == 10 and sec["missed"] == 0
    assert sec["every_stream_has_every_move"] is True
    assert "SSE streams open" in streams.render(sec)
