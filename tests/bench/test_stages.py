"""bench/stages.py: every segment between two markers is credited to the innermost stage that
was running, and the instrumented app answers as before with every stage of the move path
seen (without callgrind: the markers are only `os.getppid` calls here)."""

from __future__ import annotations

import collections

import pytest

from bench import stages


def test_segments_are_credited_to_the_innermost_stage(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stages, "labels", [])
    monkeypatch.setattr(stages, "_stack", ["outside"])
    monkeypatch.setattr(stages, "_counting", [True])

    def inner() -> int:
        return 1

    staged_inner = stages.wrap("inner", inner)

    def outer() -> int:
        return staged_inner() + 1

    staged_outer = stages.wrap("outer", outer)
    assert staged_outer() == 2
    # markers: enter outer (ends "outside"), enter inner (ends "outer"), leave inner (ends
    # "inner"), leave outer (ends "outer" again)
    assert stages.labels == ["outside", "outer", "inner", "outer"]
    assert stages._stack == ["outside"]
    assert stages.wrap("again", staged_outer) is staged_outer  # never wrapped twice
    stages._counting[0] = False
    stages.labels.clear()
    assert staged_outer() == 2 and stages.labels == []  # no markers outside a counted run


def test_the_instrumented_move_path_answers_and_shows_every_stage(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bench.instructions import http_plan

    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setattr(stages, "labels", [])
    monkeypatch.setattr(stages, "_counting", [False])
    app, plan = http_plan(redis_url, requests=2)
    names = stages.instrument(app)
    assert {"engine", "auth", "snapshot encode", "redis save script", "session load",
            "body parse + schema", "response encode", "metrics", "logs"} <= set(names)
    fn, _warm, counted = plan["move"]
    stages._counting[0] = True
    try:
        for i in counted:
            fn(i)  # asserts a 200
    finally:
        stages._counting[0] = False
    seen = collections.Counter(stages.labels)
    for stage in ("wsgi + flask dispatch", "engine", "auth", "snapshot encode",
                  "redis save script", "body parse + schema", "response encode"):
        assert seen[stage] >= len(counted), (stage, seen)  # one segment a call at least
