"""Random playouts per second per game for the pure and the compiled engine builds side by
side (REFEREE_ENGINE_BUILD, each build in its own subprocess); a build that cannot be loaded
is reported "absent", never as a failure of the bench."""

from __future__ import annotations

from typing import Any

import pytest

from bench import engines, report


def test_each_build_runs_in_its_own_interpreter() -> None:
    pure = engines.run_build("pure", budget_s=0.0, max_playouts=1, games=["reds"])
    assert pure["build"] == "pure" and "absent" not in pure and "error" not in pure
    [row] = pure["rows"]
    assert row["game"] == "reds" and row["playouts"] == 1 and row["playouts_per_s"] > 0
    compiled = engines.run_build("compiled", budget_s=0.0, max_playouts=1, games=["reds"])
    if "absent" in compiled:  # no compiled modules here (or a build that falls back)
        assert compiled["absent"]
    else:
        assert compiled["build"] == "compiled" and compiled["rows"][0]["playouts"] == 1


def _fake(rows: dict[str, Any]) -> Any:
    def run_build(requested: str, **_kw: Any) -> dict[str, Any]:
        return rows[requested]
    return run_build


def test_side_by_side_rows_and_the_absent_build(monkeypatch: pytest.MonkeyPatch) -> None:
    pure = {"requested": "pure", "build": "pure",
            "rows": [{"game": "reds", "players": 2, "playouts": 3, "playouts_per_s": 100.0,
                      "us_per_action": 5.0}]}
    monkeypatch.setattr(engines, "run_build", _fake({
        "pure": pure,
        "compiled": {"requested": "compiled", "build": "pure", "absent": "loaded the pure build"},
    }))
    got = engines.builds(budget_s=0, max_playouts=1, games=None, log=lambda _m: None)
    [row] = got["rows"]
    assert row["pure"]["playouts_per_s"] == 100.0 and row["compiled"] == "absent"
    assert "compiled_vs_pure" not in row
    text = report.playouts(got)
    assert "absent" in text and "compiled: loaded the pure build" in text

    compiled = {"requested": "compiled", "build": "compiled",
                "rows": [dict(pure["rows"][0], playouts_per_s=250.0)]}
    monkeypatch.setattr(engines, "run_build", _fake({"pure": pure, "compiled": compiled}))
    [row] = engines.builds(budget_s=0, max_playouts=1, games=None, log=lambda _m: None)["rows"]
    assert row["compiled"]["playouts_per_s"] == 250.0 and row["compiled_vs_pure"] == 2.5


def test_engine_targets_are_ratios_to_openspiel() -> None:
    def row(game: str, ratio: float) -> dict[str, Any]:
        return {"game": game, "config": "default", "players": 2, "us_per_action": ratio,
                "nearby_reference": {"game": "oh_hell", "players": 3, "us_per_action": 1.0},
                "ratio_to_reference": ratio}

    got = {t["game"]: t for t in engines.targets(
        [row("reds", 1.9), row("dragons_wild", 2.1), row("palace", 4.0),
         row("red_dragon", 6.0), row("dragons", 14.0)], {"reason": "ok"})}
    assert {g: t["verdict"] for g, t in got.items()} == {
        "reds": "pass", "dragons_wild": "fail", "palace": "pass", "red_dragon": "fail",
        "dragons": "pass"}
    assert got["dragons_wild"]["target"] == "≤ 2× OpenSpiel gin_rummy"
    flat = engines.flat_target({"game": "dragons", "by": "tiles placed", "unit": "tile",
                                "rows": [{"us_per_tile": 40.0}, {"us_per_tile": 50.0}]})
    assert (flat["ratio"], flat["verdict"]) == (1.25, "pass")
