"""The ratings bench section in its tiny mode: it runs and reports its figures (no timing
assertions: this machine's figures are not stable)."""

from __future__ import annotations

from bench import ratings


def test_ratings_section_tiny() -> None:
    sec = ratings.run(mode="tiny", log=lambda _msg: None)
    assert sec["players"] == ratings.PLAYERS["tiny"] and sec["games"] == ratings.GAMES["tiny"]
    assert sec["settle_ms"]["p50"] > 0 and sec["bytes_per_player"] > 0
    assert "settle a rated game" in ratings.render(sec)
