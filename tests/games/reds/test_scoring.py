"""Scoring, running totals, the end of the game, tie-break rounds, deal rotation and the
partnership game (rulings "Scoring per round", "Deal rotation", "Game end", RA9, RA16,
"Variant: partnership", "Variant: short game")."""

from __future__ import annotations

import pytest

from service.games.base import OptionsError, redact_event
from service.games.reds import GAME
from service.games.reds.rounds import round_points
from service.games.reds.state import evolve

from .helpers import make_state, play

# The rulings' table: rows are bids 0..5, columns tricks 0..5.
TABLE = [
    [10, 1, 2, 3, 4, 5],
    [0, 8, 4, 5, 6, 7],
    [0, 1, 11, 7, 8, 9],
    [0, 1, 2, 14, 10, 11],
    [0, 1, 2, 3, 17, 13],
    [0, 1, 2, 3, 4, 20],
]


@pytest.mark.parametrize("bid", range(6))
@pytest.mark.parametrize("tricks", range(6))
def test_scoring_table(bid: int, tricks: int) -> None:
    assert round_points(bid, tricks) == TABLE[bid][tricks]


def test_scoring_cases_in_words() -> None:
    assert round_points(3, 3) == 14  # exact: 3b + 5
    assert round_points(0, 0) == 10  # a made nil scores 10, not 5
    assert round_points(0, 2) == 2  # RA16: a nil with tricks scores 1 per trick
    assert round_points(2, 4) == 8  # over: 3 per bid trick + 1 per overtrick, no bonus
    assert round_points(3, 2) == 2  # under: 1 per trick


def last_trick(
    hands: str,
    *,
    bids: list[int],
    before: list[int],
    totals: list[int] | None = None,
    round_no: int = 1,
    dealer: int = 0,
    leader: int = 0,
    **options,
):
    """The last trick of a round: `hands` one card each, `before` the tricks each seat won
    in the first four tricks, `totals` the running totals before this round."""
    n = len(before)
    state = make_state(
        n, hands, options=options, bids=bids, leader=leader, round_no=round_no, dealer=dealer
    )
    stock = list(state.stock)
    winners = [s for s in range(n) for _ in range(before[s])]
    done = tuple((0, tuple(stock[n * i : n * i + n]), winners[i]) for i in range(4))
    return evolve(state, done=done, totals=tuple(totals or [0] * n))


def scored(events):
    return next(e for e in events if e["type"] == "round_scored")


def test_round_scored_event_gives_each_seats_breakdown_and_totals() -> None:
    state = last_trick("AD | 2C | 3C", bids=[0, 4, 1], before=[0, 3, 1], totals=[5, 6, 7])
    state, events = play(state, "play AD", "play 2C", "play 3C")
    event = redact_event(scored(events), None)
    assert event["seats"] == [
        {"seat": 0, "bid": 0, "tricks": 1, "points": 1, "total": 6},
        {"seat": 1, "bid": 4, "tricks": 3, "points": 3, "total": 9},
        {"seat": 2, "bid": 1, "tricks": 1, "points": 8, "total": 15},
    ]
    assert state.totals == (6, 9, 15)
    assert GAME.scores(state)["rounds"][0]["seats"][2] == {
        "seat": 2,
        "bid": 1,
        "tricks": 1,
        "points": 8,
    }
    assert GAME.scores(state)["totals"] == [6, 9, 15]


def test_after_scoring_the_deal_passes_left_and_a_new_round_starts() -> None:
    state = last_trick("AD | 2C | 3C", bids=[1, 1, 1], before=[1, 2, 1], dealer=2)
    state, events = play(state, "play AD", "play 2C", "play 3C")
    assert state.round_no == 2 and state.dealer == 0 and state.phase == "bid"
    assert GAME.to_act(state) == {1}
    assert all(len(h) == 5 for h in state.hands)
    deal = next(e for e in events if e["type"] == "deal")
    assert deal["exchange"] == {"count": 4, "direction": "right"}
    assert redact_event(deal, 1)["hand"] == list(state.hands[1])
    assert "hand" not in redact_event(deal, None)
    assert any(e["type"] == "reveal" for e in events)


def test_full_game_ends_after_round_nine_with_a_sole_leader() -> None:
    state = last_trick("AD | 2C", bids=[1, 1], before=[0, 4], totals=[40, 30], round_no=9)
    state, events = play(state, "play AD", "play 2C")
    result = GAME.outcome(state)
    assert result.finished and result.winners == (0,) and result.reason == "rounds_complete"
    assert result.ranking == ((0,), (1,))
    assert events[-1] == {"type": "game_over", "winners": [0]}
    assert GAME.to_act(state) == frozenset() and GAME.legal_moves(state, 0) == []
    assert GAME.scores(state)["outcome"]["winners"] == [0]


def test_the_full_game_goes_on_after_round_eight() -> None:
    state = last_trick("AD | 2C", bids=[1, 1], before=[0, 4], totals=[40, 30], round_no=8)
    state, _ = play(state, "play AD", "play 2C")
    assert not GAME.outcome(state).finished and state.round_no == 9
    assert state.config.exchange(9) == (0, None)


def test_short_game_ends_after_its_fifth_round() -> None:
    state = last_trick(
        "AD | 2C", bids=[1, 1], before=[0, 4], totals=[40, 30], round_no=5, mode="short"
    )
    state, _ = play(state, "play AD", "play 2C")
    assert GAME.outcome(state).finished
    state = last_trick(
        "AD | 2C", bids=[1, 1], before=[0, 4], totals=[40, 30], round_no=4, mode="short"
    )
    state, _ = play(state, "play AD", "play 2C")
    assert not GAME.outcome(state).finished
    assert GAME.view(state, None)["label"] == 9


def test_a_tie_for_first_after_the_last_round_adds_a_no_exchange_round_for_all() -> None:
    # seat 0: bid 1 took 1 (8), seat 1: bid 1 took 4 (6): 40 + 8 = 42 + 6 = 48? tie at 48
    state = last_trick(
        "AD | 2C | 3C",
        bids=[1, 1, 0],
        before=[0, 4, 0],
        totals=[40, 42, 10],
        round_no=9,
        dealer=1,
    )
    state, events = play(state, "play AD", "play 2C", "play 3C")
    assert state.totals == (48, 48, 20)
    assert not GAME.outcome(state).finished
    assert {"type": "tiebreak", "round": 10} in events
    assert state.round_no == 10 and state.dealer == 2 and state.phase == "bid"
    view = GAME.view(state, None)
    assert view["tiebreak"] is True and view["label"] is None
    assert view["exchange"]["count"] == 0
    assert GAME.to_act(state) == {0}  # everyone plays: seat 2 dealt, seat 0 bids first
    for seat in (0, 1, 2):
        state, _ = GAME.apply(state, seat, GAME.parse_notation("bid 1"))
    assert state.phase == "play"  # no exchange in a tie-break round


def test_a_tie_below_first_place_does_not_extend_the_game() -> None:
    state = last_trick(
        "AD | 2C | 3C", bids=[1, 1, 1], before=[0, 2, 2], totals=[50, 10, 10], round_no=9
    )
    state, _ = play(state, "play AD", "play 2C", "play 3C")
    assert state.totals[1] == state.totals[2] and GAME.outcome(state).finished
    assert GAME.outcome(state).ranking == ((0,), (1, 2))


def test_tie_break_rounds_repeat_until_a_sole_leader_and_anyone_may_overtake() -> None:
    # round 10 (a tie-break): seats 0 and 1 tied at 48, seat 2 at 40 makes a 5-bid (20)
    state = last_trick(
        "2C | 3C | AD",
        bids=[1, 1, 5],
        before=[0, 0, 4],
        totals=[48, 48, 40],
        round_no=10,
    )
    state, events = play(state, "play 2C", "play 3C", "play AD")
    result = GAME.outcome(state)
    assert result.finished and result.winners == (2,) and result.reason == "tiebreak_complete"
    assert result.details["tiebreak_rounds"] == 1


def test_a_tie_break_round_that_ends_tied_is_followed_by_another() -> None:
    # seat 1 wins the last trick with AD; seat 0 leads 2C
    state = last_trick(
        "2C | AD", bids=[1, 1], before=[1, 3], totals=[48, 48], round_no=10, dealer=1
    )
    state, _ = play(state, "play 2C", "play AD")  # 8 (exact 1) and 6 (bid 1, took 4)
    assert state.totals == (56, 54) and GAME.outcome(state).winners == (0,)
    state = last_trick("2C | AD", bids=[1, 3], before=[1, 3], totals=[48, 48], round_no=10)
    state, _ = play(state, "play 2C", "play AD")  # 8 and 10 (bid 3, took 4)
    assert state.totals == (56, 58) and GAME.outcome(state).winners == (1,)
    state = last_trick("2C | AD", bids=[1, 4], before=[1, 3], totals=[57, 48], round_no=10)
    state, events = play(state, "play 2C", "play AD")  # 8 and 17: 65 all, play round 11
    assert state.totals == (65, 65)
    assert state.round_no == 11 and state.dealer == 1 and not GAME.outcome(state).finished
    assert {"type": "tiebreak", "round": 11} in events


# --------------------------------------------------------------------------- partnership


@pytest.mark.parametrize("players", [2, 3, 5])
def test_partnership_needs_four_or_six_players(players: int) -> None:
    with pytest.raises(OptionsError) as info:
        GAME.normalize_options(players, {"partnership": True})
    assert info.value.code == "reds.partnership_needs_4_or_6"


def test_partners_sit_opposite() -> None:
    assert make_state(4, options={"partnership": True}).config.teams() == ((0, 2), (1, 3))
    assert make_state(6, options={"partnership": True}).config.teams() == ((0, 3), (1, 4), (2, 5))


def test_partnership_scores_individually_and_adds_team_totals() -> None:
    state = last_trick(
        "AD | 2C | 3C | 4C",
        bids=[1, 0, 2, 1],
        before=[0, 1, 2, 1],
        totals=[10, 20, 30, 5],
        round_no=9,
        partnership=True,
    )
    state, events = play(state, "play AD", "play 2C", "play 3C", "play 4C")
    # points: seat0 bid1 took1 = 8, seat1 nil took1 = 1, seat2 exact 2 = 11, seat3 exact 1 = 8
    assert state.totals == (18, 21, 41, 13)
    event = scored(events)
    assert event["teams"] == [
        {"seats": [0, 2], "points": 19, "total": 59},
        {"seats": [1, 3], "points": 9, "total": 34},
    ]
    result = GAME.outcome(state)
    assert result.winners == (0, 2) and result.ranking == ((0, 2), (1, 3))
    scores = GAME.scores(state)
    assert scores["teams"] == [{"seats": [0, 2], "total": 59}, {"seats": [1, 3], "total": 34}]
    assert scores["rounds"][0]["team_points"] == [19, 9]
    assert GAME.view(state, None)["team_totals"] == [59, 34]


def test_partnership_team_tie_is_played_off() -> None:
    state = last_trick(
        "AD | 2C | 3C | 4C",
        bids=[1, 1, 1, 1],
        before=[0, 2, 1, 1],
        totals=[20, 10, 30, 40],
        round_no=9,
        partnership=True,
    )
    state, _ = play(state, "play AD", "play 2C", "play 3C", "play 4C")
    # points: 8, 4 (bid 1 took 2), 8, 8 -> totals 28, 14, 38, 48; teams 66 and 62
    assert state.totals == (28, 14, 38, 48)
    assert GAME.outcome(state).winners == (0, 2)
    state = last_trick(
        "AD | 2C | 3C | 4C",
        bids=[1, 1, 1, 1],
        before=[0, 2, 1, 1],
        totals=[20, 14, 30, 40],
        round_no=9,
        partnership=True,
    )
    state, _ = play(state, "play AD", "play 2C", "play 3C", "play 4C")
    assert state.totals == (28, 18, 38, 48) and max(state.totals) == 48
    assert not GAME.outcome(state).finished and state.round_no == 10  # teams tie at 66
