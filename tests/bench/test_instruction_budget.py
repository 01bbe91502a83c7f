"""The instruction budget (bench/budget.json) holds: CPU instructions per engine action (every
game, both builds) and per request (the hosted move, validate, legal-moves, GET session and the
bare baselines), counted under callgrind by bench/instructions.py. Instruction counts do not
move with the machine's load, so this gate cannot flake; a change that costs more raises the
budget in the same commit, with its reason, and so does a change that costs less (a ratchet:
a count more than the tolerance below its budget fails too, so that an unclaimed gain cannot
hide a later regression):

    .venv/bin/python -m bench.instructions --update --only <entries> --reason "why"
"""

from __future__ import annotations

import pytest

from bench import instructions
from service.games import build

BUDGET = instructions.load_budget()
HOW = ("if the cost is intended (or the gain is real), write the budget in the same commit: "
       ".venv/bin/python -m bench.instructions --update --only <entries> --reason '<why>'")


def expected_entries() -> set[str]:
    games = instructions.engine_games()
    return ({f"engine.{g}.{b}" for g in games for b in instructions.BUILDS}
            | {f"http.{e}" for e in instructions.HTTP_ENDPOINTS})


def test_the_budget_covers_every_game_build_and_endpoint_with_a_reason() -> None:
    assert set(BUDGET["entries"]) == expected_entries()
    for name, entry in BUDGET["entries"].items():
        assert entry["instructions"] > 0, name
        assert len(entry["reason"].strip()) >= 10, f"{name}: say why the budget is what it is"


@pytest.mark.parametrize("engine_build", instructions.BUILDS)
def test_engines_stay_within_their_instruction_budget(engine_build: str) -> None:
    if engine_build == "compiled":
        usable, why = build.compiled_status()
        assert usable, f"the compiled engines are not built ({why}): make native"
    counts = instructions.run_child("engine", build=engine_build,
                                    games=instructions.engine_games())
    over, under = instructions.compare(counts, BUDGET)
    assert not over and not under, "\n".join(over + under) + "\n" + HOW


def test_requests_stay_within_their_instruction_budget() -> None:
    counts = instructions.run_child("http", build="compiled")
    over, under = instructions.compare(counts, BUDGET)
    assert not over and not under, "\n".join(over + under) + "\n" + HOW


def test_the_gate_trips_on_extra_work() -> None:
    """Two more legal-move listings per action (the --pad hook of the counted playout; one is
    ~3 % in Reds, the tolerance itself) are more than the tolerance: the gate sees them."""
    counts = instructions.run_child("engine", build="pure", games=["reds"], pad=2)
    over, _ = instructions.compare(counts, BUDGET)
    assert over and over[0].startswith("engine.reds.pure:")
    # the same workload without the pad is within budget (the trip is the pad's doing)
    plain = instructions.run_child("engine", build="pure", games=["reds"])
    assert plain["engine.reds.pure"] < counts["engine.reds.pure"] / (1 + BUDGET["tolerance"])
    # the ratchet on the same real count: a budget written above it by more than the
    # tolerance (a gain nobody claimed) fails the gate too
    got = plain["engine.reds.pure"]
    stale = {"tolerance": BUDGET["tolerance"], "entries": {"engine.reds.pure": {
        "instructions": int(got * (1 + 2 * BUDGET["tolerance"])) + 1, "reason": "test"}}}
    over, under = instructions.compare(plain, stale)
    assert not over and under and under[0].startswith("engine.reds.pure:")


def test_compare_uses_the_budget_files_tolerance_both_ways() -> None:
    """Over by more than the file's tolerance fails; under by more than it fails too (the
    ratchet), until the budget is lowered; within it, both ways, passes."""
    budget = {"tolerance": 0.05,
              "entries": {"engine.x.pure": {"instructions": 1000, "reason": "test"}}}
    assert instructions.compare({"engine.x.pure": 1050}, budget) == ([], [])
    assert instructions.compare({"engine.x.pure": 950}, budget) == ([], [])
    over, under = instructions.compare({"engine.x.pure": 1051}, budget)
    assert over and not under and "tolerance 5 %" in over[0]
    over, under = instructions.compare({"engine.x.pure": 949}, budget)
    assert not over and under and "lower the budget" in under[0]
    tight = {**budget, "tolerance": 0.01}
    assert instructions.compare({"engine.x.pure": 1020}, tight)[0]
    assert instructions.compare({"engine.x.pure": 980}, tight)[1]
    # without a tolerance in the file, the module's default
    plain = {"entries": budget["entries"]}
    limit = instructions.TOLERANCE
    assert instructions.compare({"engine.x.pure": int(1000 * (1 + limit))}, plain) == ([], [])
    assert instructions.compare({"engine.x.pure": int(1000 * (1 + limit)) + 1}, plain)[0]
    over, _ = instructions.compare({"engine.y.pure": 1}, budget)
    assert over == ["engine.y.pure: 1 instructions, not in the budget file"]



def test_another_game_is_counted_and_never_written_as_the_budget(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--http-game reds` counts Reds' requests against the same baselines (issue 38: the
    targets hold in every card game); it prints them and refuses to write them as the budget,
    which counts Palace's."""
    from bench import common

    with common.RedisServer() as rs:
        # http_plan points REDIS_URL at its server (the baseline app reads it): set here, so
        # that monkeypatch puts the original back (a later test must not find a dead server)
        monkeypatch.setenv("REDIS_URL", rs.url)
        _app, plan = instructions.http_plan(rs.url, requests=2, game_id="reds")
        fn, warm, counted = plan["validate"]
        for i in counted:
            fn(i)  # a 200 for a Reds state (asserted inside)
    with pytest.raises(SystemExit):
        instructions.main(["--http-game", "reds", "--update", "--reason", "not palace"])
    assert "counts Palace's requests" in capsys.readouterr().err
