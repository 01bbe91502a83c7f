"""Refusals name the rule actually broken, in plain words (docs/rules/red_dragon.md §4, §11)."""

from __future__ import annotations

import pytest

from service.games.base import IllegalMove, MoveFormatError
from service.games.red_dragon import GAME

from .helpers import make_state


def refusal(state, seat: int, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.check(state, seat, GAME.parse_notation(text))
    with pytest.raises(IllegalMove) as applied:
        GAME.apply(state, seat, GAME.parse_notation(text))
    assert applied.value.to_json() == info.value.to_json()
    return info.value


def test_must_take_chance_with_a_playable_reserve_card_says_so() -> None:
    # 7C and 8H may go on the 7; 3C may not. With Chance left there is no pick-up at all.
    state = make_state(
        [{"reserve": "3C 7C 8H", "chance": "4H 9C"}, {"hand": "4D"}, {"hand": "4C"}], ["7S@1"]
    )
    exc = refusal(state, 0, "pickup")
    assert exc.code == "red_dragon.must_take_chance"
    assert exc.message == (
        "you may not pick up while Chance cards are left: play a Reserve card "
        "(7C, 8H can be played) or take a Chance card"
    )
    assert exc.details == {"cards": ["7C", "8H"]}
    assert "cannot play a Reserve card" not in exc.message


def test_must_take_chance_without_a_playable_reserve_card() -> None:
    state = make_state(
        [{"reserve": "3C", "chance": "4H 9C"}, {"hand": "4D"}, {"hand": "4C"}], ["7S@1"]
    )
    exc = refusal(state, 0, "pickup")
    assert exc.code == "red_dragon.must_take_chance"
    assert exc.message == (
        "you may not pick up while Chance cards are left: no Reserve card can be played, so "
        "take a Chance card (if it cannot be played, you pick up the pile with it)"
    )
    only_chance = make_state([{"chance": "4H"}, {"hand": "4D"}], ["7S@1"])
    assert refusal(only_chance, 0, "pickup").message == (
        "you may not pick up while Chance cards are left: "
        "take a Chance card (if it cannot be played, you pick up the pile with it)"
    )


def test_articles_before_ranks() -> None:
    state = make_state([{"hand": "8C 5C"}, {"hand": "4D"}], ["KS@1"])
    exc = refusal(state, 0, "play 8C")
    assert exc.code == "red_dragon.cannot_play_on"
    assert exc.message == "an 8 may not be played on a K (legality table)"
    assert exc.details == {"rank": "8", "top": "K", "cards": ["8C"]}
    state = make_state([{"reserve": "QC"}, {"hand": "4D"}], ["AS@1"])
    exc = refusal(state, 0, "reserve QC")
    assert exc.message == "a Q may not be played on an A (legality table)"


def test_one_card_and_several_cards_agree_in_number() -> None:
    state = make_state([{"hand": "5C 6C", "opening": "9D"}, {"hand": "4D"}], ["4S@1"])
    assert refusal(state, 0, "play 7C").message == "7C is not in your hand"
    assert refusal(state, 0, "play 7C 7D").message == "7C, 7D are not all in your hand"


@pytest.mark.parametrize(
    "data,code,message",
    [
        ({"type": "play_reserve", "cards": [["QS"]]}, "move.malformed",
         "cards must be a card written as a string (e.g. 7H, 10C, QS, JK), not a list"),
        ({"type": "play_reserve", "cards": "QS"}, "move.malformed",
         'play_reserve: cards must be a list of one card (Reserve cards are played one at a '
         'time), not "QS"'),
        ({"type": "play_reserve", "cards": ["QS", "QD"]}, "move.malformed",
         "play_reserve: cards must be a list of one card (Reserve cards are played one at a "
         "time), not 2 cards"),
        ({"type": "play_reserve", "cards": ["QS"], "as": ["Q"]}, "move.malformed",
         "as must be a rank written as a string (2..10, J, Q, K, A), not a list"),
        ({"type": "play_reserve", "cards": ["JK"], "as": "Z"}, "move.unknown_rank",
         'as: "Z" is not a rank (2..10, J, Q, K, A)'),
        ({"type": "play", "cards": ["7H"], "direction": ["cw"]}, "move.malformed",
         "direction must be cw or ccw, not a list"),
        ({"type": "pick_up", "cards": ["QS", "QD"]}, "move.malformed",
         "pick_up: cards must be a list of one card (the Reserve card taken with the pile), "
         "not 2 cards"),
        ({"type": {"t": 1}}, "move.unknown_type",
         "unknown move type an object; expected one of select_reserve, play, play_reserve, "
         "take_chance, declare, pick_up"),
    ],
)  # fmt: skip
def test_malformed_moves_are_named_without_python_reprs(data, code: str, message: str) -> None:
    with pytest.raises(MoveFormatError) as info:
        GAME.parse_move(data)
    assert (info.value.code, info.value.message) == (code, message)
