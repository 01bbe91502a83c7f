"""The HTTP section's two load generators: wrk (Debian's package, driven by
bench/lua/replay.lua; `make bench` installs it with scripts/ensure_wrk.sh) and its fallback
bench/pyload.py, which the section uses when wrk is absent and then names in the report.
Both must replay the same request files the same way and give the same result fields."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from bench import http, report
from bench.http import _line

from .test_pyload import Recorder, server  # noqa: F401  (the fixture)

RESULT_KEYS = {"rps", "requests", "seconds", "p50_ms", "p90_ms", "p99_ms", "mean_ms", "max_ms",
               "non2xx", "statuses", "socket_errors"}
WRK = shutil.which("wrk")
needs_wrk = pytest.mark.skipif(WRK is None, reason="wrk not installed (sh scripts/ensure_wrk.sh)")


@needs_wrk
def test_wrk_static_run_reports_percentiles_like_pyload(server: str,  # noqa: F811
                                                        tmp_path: Path) -> None:
    f = tmp_path / "static.txt"
    f.write_text(_line("GET", "/ok") + "\n" + _line("POST", "/conflict", body={"a": 1}) + "\n")
    got = http.wrk(WRK, server, "/", f, 2, 1)
    assert "error" not in got, got
    assert set(got) == RESULT_KEYS == set(http.pyload.run(server, f, 2, 1))
    assert got["requests"] > 2 and got["rps"] > 0
    assert got["statuses"].keys() == {"200", "409"}
    assert got["non2xx"] == got["statuses"]["409"] > 0
    assert 0 < got["p50_ms"] <= got["p90_ms"] <= got["p99_ms"] <= got["max_ms"]
    posted = [s for s in Recorder.seen if s[1] == "/conflict"]
    assert posted and posted[0][4] == b'{"a":1}'


@needs_wrk
def test_wrk_partitioned_stop_run_sends_each_request_once_in_order(
    server: str, tmp_path: Path  # noqa: F811
) -> None:
    stem = tmp_path / "moves"
    for t in range(2):
        Path(f"{stem}.{t}").write_text("\n".join(
            _line("POST", f"/t{t}/{i}", f"tok{t}", i, {"i": i}) for i in range(5)) + "\n")
    got = http.wrk(WRK, server, "/", stem, 2, 10, partition=True, stop=True)
    assert "error" not in got, got
    assert got["requests"] == 10 and got["non2xx"] == 0 and got["socket_errors"] == 0
    assert got["seconds"] < 10  # interrupted once every list was answered
    for t in range(2):
        mine = [s for s in Recorder.seen if s[1].startswith(f"/t{t}/")]
        assert [s[1] for s in mine] == [f"/t{t}/{i}" for i in range(5)]
        assert all(s[2] == f"Bearer tok{t}" for s in mine)
        assert [s[3] for s in mine] == [f'"{i}"' for i in range(5)]


def test_without_wrk_the_section_falls_back_to_pyload_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The whole HTTP section in tiny mode with wrk hidden from PATH."""
    monkeypatch.delenv("REDIS_URL", raising=False)
    monkeypatch.delenv("BENCH_LOADGEN", raising=False)
    monkeypatch.setattr(http.shutil, "which", lambda name, *a, **k: None)
    assert http.wrk_binary() is None
    sec = http.run(mode="tiny", connections=[8], log=lambda _msg: None)
    assert sec["load_generator_fallback"] is True
    assert "pyload" in sec["load_generator"] and "FALLBACK" in sec["load_generator"]
    rows = {r["key"]: r for r in sec["rows"]}
    assert {"echo", "cas", "moves", "validate", "dragons_legal_190"} <= set(rows)
    for r in rows.values():
        assert "error" not in r, r
        assert r["rps"] > 0 and r["p99_ms"] > 0 and r["non2xx"] == 0
    assert "!! load generator: python (bench/pyload.py) — FALLBACK" in report.http(sec)


def test_http_targets_are_ratios_with_verdicts() -> None:
    """bench.http.targets on made-up figures: every issue-23 HTTP target, its ratio and its
    verdict; the p99 of each endpoint is judged against its baseline's."""
    def row(key: str, c: int, rps: float, p99: float) -> dict:
        return {"key": key, "name": key, "connections": c, "rps": rps, "p99_ms": p99}

    rows = []
    for c in (8, 64):
        rows += [row("echo", c, 1000, 10), row("cas", c, 500, 20), row("moves", c, 450, 25),
                 row("validate", c, 700, 16), row("legal", c, 900, 9), row("get", c, 900, 9),
                 row("dragons_legal_190", c, 600, 30)]
    got = {(t["key"], t["kind"], t["connections"]): t for t in http.targets(rows, [8, 64])}
    t = got["moves", "rps", 64]
    assert (t["ratio"], t["verdict"]) == (0.9, "pass")
    t = got["validate", "rps", 8]
    assert (t["ratio"], t["verdict"]) == (0.7, "fail")
    t = got["dragons_legal_190", "time", 8]
    assert (t["ratio"], t["verdict"]) == (1.67, "fail")
    t = got["moves", "p99", 8]
    assert (t["ratio"], t["verdict"], t["baseline_p99_ms"]) == (1.25, "pass", 20)
    t = got["validate", "p99", 8]
    assert (t["ratio"], t["verdict"]) == (1.6, "fail")
    assert ("moves", "p99", 64) not in got  # p99 is judged at 8 connections
    assert http.baselines_p99(rows) == {"echo": {"8": 10, "64": 10}, "cas": {"8": 20, "64": 20}}
    dragons = [{"phase": "fresh", "ratio": 0.5, "p99_ratio": 1.5,
                "moves": {"rps": 250, "p99_ms": 30}, "cas": {"rps": 500, "p99_ms": 20}},
               {"phase": "warm", "ratio": 0.7, "p99_ratio": 2.5,
                "moves": {"rps": 350, "p99_ms": 50}, "cas": {"rps": 500, "p99_ms": 20}}]
    got = {(t["key"], t["kind"]): t for t in http.dragons_targets(dragons)}
    assert (got["dragons_moves_fresh", "rps"]["verdict"], got["dragons_moves_fresh", "p99"]
            ["verdict"]) == ("fail", "pass")
    assert (got["dragons_moves_warm", "rps"]["verdict"], got["dragons_moves_warm", "p99"]
            ["verdict"]) == ("pass", "fail")
    assert got["dragons_moves_warm", "p99"]["target"] == "≤ 2×"
    assert got["dragons_moves_warm", "rps"]["target"] == "≥ 0.6×"
    assert http.trips_target({"max": 2})["verdict"] == "pass"
    assert http.trips_target({"max": 3})["verdict"] == "fail"
    assert http.trips_target({"error": "x"})["verdict"] == "n/a"


def test_round_trips_per_move_are_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import common

    monkeypatch.delenv("REDIS_URL", raising=False)
    with common.RedisServer() as rs:
        g = common.pick_game(None)
        got = http.round_trips(rs.url, g, g.min_players, random.Random(1), lambda _m: None,
                               moves=3)
    assert "error" not in got, got
    assert got["moves"] == 3 and 1 <= got["min"] <= got["max"]


def test_the_servers_warnings_outlive_their_logs(tmp_path: Path) -> None:
    """Why a run answered 503s stays in the report: the distinct warning and error lines of
    the servers' logs, counted, the most frequent first (issue 37: 665 unexplained 503s at 64
    connections in the full run of 2026-11-30 00:21)."""
    from bench.http import server_warnings

    a, b = tmp_path / "api.log", tmp_path / "base.log"
    a.write_text("[INFO] Booting worker\n"
                 "WARNING referee.store redis unavailable: TimeoutError\n"
                 "WARNING referee.store redis unavailable: TimeoutError\n"
                 '{"level": "error", "msg": "boom"}\n')
    b.write_text("[INFO] Listening\n")
    got = server_warnings([a, b, tmp_path / "gone.log"])
    assert got == ["2 × WARNING referee.store redis unavailable: TimeoutError",
                   '1 × {"level": "error", "msg": "boom"}']
    assert server_warnings([b]) == []
