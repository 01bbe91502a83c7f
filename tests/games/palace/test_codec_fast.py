"""The decoder's fast paths (cached options, one multiset card check) refuse what the
slow checks refuse."""

from __future__ import annotations

import copy
import json

import pytest

from service.games.base import StateError
from service.games.palace import GAME

from .test_codec import _state


def _data() -> dict:
    return json.loads(json.dumps(GAME.encode_state(_state())))


@pytest.mark.parametrize(
    ("name", "value"),
    [("decks", True), ("decks", 1.0), ("two_plays_again", 1), ("jokers", False), ("decks", [1])],
)
def test_cached_options_refuse_equal_values_of_other_types(name: str, value: object) -> None:
    data = _data()
    GAME.decode_state(data)  # the valid options are now cached
    GAME.decode_state(copy.deepcopy(data))
    bad = copy.deepcopy(data)
    bad["options"][name] = value
    with pytest.raises(StateError, match="options: "):
        GAME.decode_state(bad)


def test_cached_options_still_check_seven_lower_against_lower_rank() -> None:
    data = _data()
    for _ in range(2):
        bad = copy.deepcopy(data)
        bad["options"].update(seven_lower=True, lower_rank="5")
        with pytest.raises(StateError, match="seven_lower contradicts lower_rank"):
            GAME.decode_state(bad)


def test_shown_must_be_a_sub_multiset_of_the_hand() -> None:
    data = _data()
    hand = data["seats"][0]["hand"]
    bad = copy.deepcopy(data)
    bad["seats"][0]["shown"] = [hand[0], hand[0]]
    with pytest.raises(StateError, match="shown must be cards of that hand"):
        GAME.decode_state(bad)
    ok = copy.deepcopy(data)
    ok["seats"][0]["shown"] = list(hand)
    GAME.decode_state(ok)


def test_unhashable_cards_are_refused_as_card_lists() -> None:
    data = _data()
    bad = copy.deepcopy(data)
    bad["stock"] = [["AS"]]
    with pytest.raises(StateError, match="stock must be a list of card tokens"):
        GAME.decode_state(bad)


def _with_pile() -> dict:
    data = _data()
    assert data["pile"], "the codec test state has a pile"
    return data


@pytest.mark.parametrize(
    "entry",
    [
        {"card": "7H", "seat": True},
        {"card": "7H", "seat": 1.0},
        {"card": "7H", "seat": 3},
        {"card": "7h", "seat": 0},
        {"card": ["7H"], "seat": 0},
        {"card": "7H", "seat": 0, "x": 1},
        {"card": "7H"},
        ["7H", 0],
        "7H",
    ],
)
def test_bad_pile_entries_are_refused(entry: object) -> None:
    bad = _with_pile()
    bad["pile"][-1] = entry
    with pytest.raises(StateError, match="pile"):
        GAME.decode_state(bad)
