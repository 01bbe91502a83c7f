"""The play options of §7: ten_restricted, lower_rank/seven_lower, eight_skip,
transparent_rank (+ transparent_counts_in_runs), jokers, max_turns."""

from __future__ import annotations

import pytest

from service.games.base import IllegalMove
from service.games.palace import GAME

from .helpers import make_state, play, toks

OTHER = {"hand": "JD"}


@pytest.mark.parametrize("top", ["JH", "QH", "KH", "AH"])
def test_ten_restricted_refuses_ten_on_court_cards_and_aces(top: str) -> None:
    s = make_state([{"hand": "10C 5D"}, OTHER], pile=top, options={"ten_restricted": True})
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 10C")
    assert e.value.code == "palace.ten_restricted"
    play(make_state([{"hand": "10C 5D"}, OTHER], pile=top), 0, "play 10C")  # default: fine


@pytest.mark.parametrize("top", ["9H", "2H", ""])
def test_ten_restricted_allows_ten_elsewhere(top: str) -> None:
    s = make_state([{"hand": "10C 5D"}, OTHER], pile=top, options={"ten_restricted": True})
    play(s, 0, "play 10C")


@pytest.mark.parametrize("options", [{"lower_rank": "7"}, {"seven_lower": True}])
def test_seven_lower(options: dict[str, object]) -> None:
    seats = [{"hand": "8C 5D 7S 2C 10C"}, {"hand": "4S 6S"}]
    s = make_state(seats, pile="7H", options=options)
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 8C")
    assert e.value.code == "palace.lower_card"
    for ok in ("5D", "7S", "2C", "10C"):
        play(s, 0, f"play {ok}")
    # Only the one play: after a 5 on the 7 the next player must beat the 5 as usual.
    s2, _ = play(s, 0, "play 5D")
    with pytest.raises(IllegalMove) as e:
        play(s2, 1, "play 4S")
    assert e.value.code == "palace.must_match_or_beat"
    play(s2, 1, "play 6S")


@pytest.mark.parametrize("low,below,above", [("5", "3C", "6C"), ("9", "8C", "JC")])
def test_lower_rank_five_and_nine(low: str, below: str, above: str) -> None:
    s = make_state(
        [{"hand": f"{below} {above}"}, OTHER], pile=low + "H", options={"lower_rank": low}
    )
    play(s, 0, f"play {below}")
    with pytest.raises(IllegalMove) as e:
        play(s, 0, f"play {above}")
    assert e.value.code == "palace.lower_card"
    # Without the option the ordinary ladder applies.
    s = make_state([{"hand": f"{below} {above}"}, OTHER], pile=low + "H")
    play(s, 0, f"play {above}")


def test_eight_skip_skips_one_player_per_eight() -> None:
    seats = [{"hand": "8C 8D 5S"}, {"hand": "9S"}, {"hand": "9H"}, {"hand": "9D"}]
    opts = {"eight_skip": True}
    s2, events = play(make_state(seats, options=opts), 0, "play 8C")
    assert s2.current == 2 and {"type": "skip", "seat": 0, "skipped": [1]} in events
    s3, events = play(make_state(seats, options=opts), 0, "play 8C 8D")
    assert s3.current == 3 and {"type": "skip", "seat": 0, "skipped": [1, 2]} in events
    s4, _ = play(make_state(seats), 0, "play 8C 8D")
    assert s4.current == 1


def test_eight_skip_wraps_and_with_two_players_returns_the_turn() -> None:
    seats = [{"hand": "8C 5S 9C"}, {"hand": "9S"}]
    s2, _ = play(make_state(seats, options={"eight_skip": True}), 0, "play 8C")
    assert s2.current == 0 and not s2.pending_again
    with pytest.raises(IllegalMove) as e:  # no reset: the 8 must be beaten
        play(s2, 0, "play 5S")
    assert e.value.code == "palace.must_match_or_beat"
    play(s2, 0, "play 9C")


def test_eight_skip_wrap_skips_the_player_too() -> None:
    seats = [{"hand": "8C 8D 5S"}, {"hand": "9S"}, {"hand": "9H"}]
    s2, events = play(make_state(seats, options={"eight_skip": True}), 0, "play 8C 8D")
    assert events[-1]["skipped"] == [1, 2] and s2.current == 0
    seats = [{"hand": "8C 8D 8H 5S"}, {"hand": "9S"}, {"hand": "9H"}]
    s2, events = play(make_state(seats, options={"eight_skip": True}), 0, "play 8C 8D 8H")
    assert events[-1]["skipped"] == [1, 2, 0] and s2.current == 1


@pytest.mark.parametrize("rank", ["3", "8"])
def test_transparent_rank_goes_on_anything_and_is_seen_through(rank: str) -> None:
    opts = {"transparent_rank": rank}
    s = make_state([{"hand": f"{rank}C 5D"}, {"hand": "QS KS"}], pile="KH", options=opts)
    s2, _ = play(s, 0, f"play {rank}C")
    with pytest.raises(IllegalMove) as e:
        play(s2, 1, "play QS")
    assert e.value.code == "palace.must_match_or_beat" and "K" in e.value.message
    play(s2, 1, "play KS")
    # Without the option the card is an ordinary rank.
    with pytest.raises(IllegalMove):
        play(make_state([{"hand": f"{rank}C 5D"}, {"hand": "QS"}], pile="KH"), 0, f"play {rank}C")


def test_only_transparent_cards_below_means_an_empty_pile() -> None:
    opts = {"transparent_rank": "3"}
    s = make_state([{"hand": "4C 5D"}, OTHER], pile="3H 3S", options=opts)
    play(s, 0, "play 4C")


def test_four_transparent_cards_burn() -> None:
    opts = {"transparent_rank": "3"}
    s = make_state([{"hand": "3C 5D"}, OTHER], pile="KH 3D 3H 3S", options=opts)
    s2, events = play(s, 0, "play 3C")
    assert s2.pile == () and events[1]["cause"] == "four_of_a_kind"


def test_transparent_cards_interrupt_runs_by_default_P19() -> None:
    opts = {"transparent_rank": "3"}
    s = make_state([{"hand": "7C 5D"}, OTHER], pile="7D 7H 3S 7S", options=opts)
    s2, _ = play(s, 0, "play 7C")
    assert len(s2.pile) == 5
    opts = {"transparent_rank": "3", "transparent_counts_in_runs": True}
    s = make_state([{"hand": "7C 5D"}, OTHER], pile="7D 7H 3S 7S", options=opts)
    s2, _ = play(s, 0, "play 7C")
    assert s2.pile == () and s2.current == 0


def test_jokers_are_transparent() -> None:
    opts = {"jokers": 1}
    s = make_state([{"hand": "JK 5D"}, {"hand": "QS AS"}], pile="9H KH", options=opts)
    s2, _ = play(s, 0, "play JK")
    with pytest.raises(IllegalMove):
        play(s2, 1, "play QS")
    play(s2, 1, "play AS")
    # A joker on an empty pile leaves the pile counting as empty.
    s = make_state([{"hand": "JK 5D"}, {"hand": "3S AS"}], options=opts)
    s2, _ = play(s, 0, "play JK")
    play(s2, 1, "play 3S")


def test_max_turns_ends_the_game_undecided() -> None:
    s = make_state([{"hand": "5C 6C"}, {"hand": "4S 7S"}], options={"max_turns": 3}, turns=2)
    s2, events = play(s, 0, "play 5C")
    assert s2.phase == "over" and s2.loser is None
    out = GAME.outcome(s2)
    assert out.finished and out.reason == "max_turns" and out.losers == ()
    assert out.ranking == ((0, 1),)
    assert events[-1] == {
        "type": "game_over",
        "reason": "max_turns",
        "finish_order": [],
        "loser": None,
    }


def test_four_eights_burn_instead_of_skipping() -> None:
    seats = [{"hand": "8C 5S"}, {"hand": "9S"}, {"hand": "9H"}]
    s = make_state(seats, pile="8D 8H 8S", options={"eight_skip": True})
    s2, events = play(s, 0, "play 8C")
    assert s2.pile == () and s2.current == 0 and not any(e["type"] == "skip" for e in events)


def test_going_out_with_an_eight_skips_nobody() -> None:
    seats = [{"hand": "8C"}, {"hand": "9S"}, {"hand": "9H"}]
    s2, events = play(make_state(seats, options={"eight_skip": True}), 0, "play 8C")
    assert s2.current == 1 and not any(e["type"] == "skip" for e in events)


def test_bga_scaling_refills_to_the_row_size() -> None:
    s = make_state(
        [{"hand": "4C 5C 6C 7C 8C 9C"}, {"hand": "4D 5D 6D 7D 8D 9D"}],
        stock="JC JD JH",
        options={"deal": "bga_scaling"},
    )
    s2, _ = play(s, 0, "play 4C")
    assert len(s2.players[0].hand) == 6 and toks(s2.stock) == ("JD", "JH")


def test_two_decks_equal_lowest_cards_go_to_the_lower_seat() -> None:
    s = make_state(
        [{"hand": "9C 9D 9H"}, {"hand": "4C 5S KS"}, {"hand": "4C 6S KH"}],
        phase="swap",
        options={"decks": 2},
    )
    for seat in range(3):
        s, events = play(s, seat, "ready")
    assert s.current == 1 and events[-1]["card"] == "4C"
    # The announced starting card becomes public knowledge of that hand.
    assert GAME.view(s, None)["known_hands"][1] == ["4C"]
