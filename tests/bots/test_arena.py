"""The arena that `make bots` runs, in miniature: every game and player count plays to the
end with a greedy seat among random ones. Strength is measured by `make bots`; here only a
fixed seeded sample (deterministic) checks that greedy still beats random."""

from __future__ import annotations

import pytest

from service.bots import arena

TABLES = [(g, n) for g, counts in arena.TABLES for n in counts]


@pytest.mark.parametrize("game_id,players", TABLES)
def test_every_table_plays_to_the_end(game_id: str, players: int) -> None:
    tally = arena.measure(game_id, players, games=players, tag="test")
    assert tally.games == players
    assert 0 <= tally.share + tally.draws <= players
    assert game_id in tally.line()


@pytest.mark.parametrize("game_id", [g for g, _ in arena.TABLES])
def test_greedy_beats_random_on_a_fixed_seeded_sample(game_id: str) -> None:
    players = dict(arena.TABLES)[game_id][0]
    tally = arena.measure(game_id, players, games=12, tag="sample")
    assert tally.rate > 1.2 * tally.fair, tally.line()


def test_main_prints_one_line_per_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--games", "1", "--only", "reds", "--players", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].startswith("reds") and "greedy vs random" in out[0]
    assert "ms/move" in out[0] and "[" in out[0]  # think time and the confidence interval


def test_an_expert_table_plays_and_reports_its_search_speed() -> None:
    tally = arena.measure("red_dragon", 2, games=1, tag="test", hero="L3", villain="greedy")
    assert tally.games == 1 and tally.moves > 0 and tally.iterations > 0
    assert "it/s" in tally.line()


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(80, 100)
    assert 0.71 < lo < 0.72 and 0.86 < hi < 0.87  # the textbook 80/100 interval
    assert arena.wilson(0, 0) == (0.0, 1.0)
