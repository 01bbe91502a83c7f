"""bench/engines.py's breakdown of a game's µs per action by how far it has got (issue 16:
Dragons must cost the same per action at every board size)."""

from __future__ import annotations

from bench import engines, report
from service.games import registry


def test_dragons_actions_are_timed_by_tiles_placed() -> None:
    got = engines.progress(registry()["dragons"], budget_s=0.0, max_playouts=1)
    assert got["by"] == "tiles placed" and got["playouts"] == 1
    rows = got["rows"]
    assert [r["stage"] for r in rows] == ["0–49", "50–99", "100–149", "150–199"]
    # A 200-tile Tantrix game is played to its last tile: every stage has actions.
    assert all(r["actions"] > 0 and r["us_per_action"] > 0 for r in rows)
    assert all(r["tiles_per_action"] >= 1 and r["us_per_tile"] > 0 for r in rows)
    text = report.engines(
        {
            "rows": [],
            "reference": {"available": False, "reason": "-", "rows": []},
            "targets": [],
            "progress": [got],
        }
    )
    assert "dragons (tiles 200, scoring tantrix), tiles placed" in text and "150–199" in text
    assert "µs/tile" in text
