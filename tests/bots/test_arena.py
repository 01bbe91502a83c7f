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
    assert tally.games == players and len(tally.deals) == 1
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
    assert tally.games == 2 and tally.moves > 0 and tally.iterations > 0
    assert "it/s" in tally.line()


def test_every_deal_is_played_from_every_seat() -> None:
    """Duplicate-style: the same deal once per seat, so the deal's luck cancels out."""
    seen: list[tuple[str, int]] = []
    real = arena.play

    def spy(game, bots, seed, options=None, max_steps=100_000):  # type: ignore[no-untyped-def]
        hero = [i for i, b in enumerate(bots) if isinstance(b, arena.Timed)]
        seen.append((seed, hero[0]))
        return real(game, bots, seed, options, max_steps)

    arena.play = spy  # type: ignore[assignment]
    try:
        tally = arena.measure("reds", 2, games=3, tag="dup")  # rounded up to 2 whole deals
    finally:
        arena.play = real  # type: ignore[assignment]
    assert tally.games == 4 and len(tally.deals) == 2
    assert sorted(seen) == [("dup:reds:2:0", 0), ("dup:reds:2:0", 1),
                            ("dup:reds:2:1", 0), ("dup:reds:2:1", 1)]
    lo, hi = tally.interval()
    assert 0 <= lo <= tally.rate <= hi <= 1


def test_the_interval_is_over_deals() -> None:
    tally = arena.Tally("reds", 2, games=8, share=6, deals=[1.0, 0.5, 0.5, 1.0])
    lo, hi = tally.interval()
    # mean 0.75, sd 0.289 over 4 deals: 0.75 ± 1.96 × 0.289 / 2, clamped to [0, 1]
    assert 0.466 < lo < 0.468 and hi == 1.0


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(80, 100)
    assert 0.71 < lo < 0.72 and 0.86 < hi < 0.87  # the textbook 80/100 interval
    assert arena.wilson(0, 0) == (0.0, 1.0)
