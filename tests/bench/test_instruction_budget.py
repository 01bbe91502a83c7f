"""The instruction budget (bench/budget.json) holds: CPU instructions per engine action (every
game, both builds) and per request (the hosted move, validate, legal-moves, GET session and the
bare baselines), counted under callgrind by bench/instructions.py. Instruction counts do not
move with the machine's load, so this gate cannot flake; a change that costs more raises the
budget in the same commit, with its reason:

    .venv/bin/python -m bench.instructions --update --only <entries> --reason "why"
"""

from __future__ import annotations

import pytest

from bench import instructions
from service.games import build

BUDGET = instructions.load_budget()
HOW = ("if the cost is intended, raise the budget in the same commit: "
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
    over, _ = instructions.compare(counts, BUDGET)
    assert not over, "\n".join(over) + "\n" + HOW


def test_requests_stay_within_their_instruction_budget() -> None:
    counts = instructions.run_child("http", build="compiled")
    over, _ = instructions.compare(counts, BUDGET)
    assert not over, "\n".join(over) + "\n" + HOW


def test_the_gate_trips_on_extra_work() -> None:
    """One more legal-move listing per action (the --pad hook of the counted playout) is more
    than the tolerance: the gate sees it."""
    counts = instructions.run_child("engine", build="pure", games=["reds"], pad=1)
    over, _ = instructions.compare(counts, BUDGET)
    assert over and over[0].startswith("engine.reds.pure:")
    # the same workload without the pad is within budget (the trip is the pad's doing)
    plain = instructions.run_child("engine", build="pure", games=["reds"])
    assert plain["engine.reds.pure"] < counts["engine.reds.pure"] / (1 + instructions.TOLERANCE)


def test_compare_reports_gains_and_unknown_entries() -> None:
    budget = {"entries": {"engine.x.pure": {"instructions": 1000, "reason": "test"}}}
    over, under = instructions.compare({"engine.x.pure": 1030}, budget)
    assert over == [] and under == []
    over, under = instructions.compare({"engine.x.pure": 1031}, budget)
    assert over and not under
    over, under = instructions.compare({"engine.x.pure": 850}, budget)
    assert not over and under
    over, _ = instructions.compare({"engine.y.pure": 1}, budget)
    assert over == ["engine.y.pure: 1 instructions, not in the budget file"]
