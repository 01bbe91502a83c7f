"""The rating model: places from rankings, ties, Reds partnerships as teams."""

from __future__ import annotations

from service.ratings import model


def test_places_share_ties() -> None:
    assert model.places([[1], [0, 2], [3]], 4) == [2, 1, 2, 4]
    assert model.places([[0, 1]], 2) == [1, 1]  # a draw
    assert model.places([[2]], 3) == [2, 2, 1]  # unranked seats are last, together


def test_tied_players_move_alike() -> None:
    start = [model.initial("dragons")] * 2
    a, b = model.rate("dragons", start, model.teams_of("dragons", {}, 2), [1, 1])
    assert a == b


def test_reds_partners_are_rated_as_teams() -> None:
    teams = model.teams_of("reds", {"partnership": True}, 6)
    assert teams == [[0, 3], [1, 4], [2, 5]]
    assert model.teams_of("reds", {"partnership": False}, 4) == [[0], [1], [2], [3]]
    start = [model.initial("reds")] * 4
    after = model.rate("reds", start, model.teams_of("reds", {"partnership": True}, 4),
                       model.places([[1, 3], [0, 2]], 4))
    assert after[1] == after[3] and after[0] == after[2]
    assert after[1].mu > after[0].mu


def test_display_rating_is_conservative() -> None:
    r = model.initial("palace")
    assert r.display == r.mu - 3 * r.sigma == 0
