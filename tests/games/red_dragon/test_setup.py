"""§1 setup and options, §6 the first player and the direction."""

from __future__ import annotations

from collections import Counter

import pytest

from service.games.base import NotYourTurn, OptionsError, redact_event
from service.games.red_dragon import GAME
from service.games.red_dragon.moves import SelectReserve
from service.games.red_dragon.resolve import find_first_player

from .helpers import make_state, play, replace, toks, verdict


def _setup(players: int, options: dict | None = None, seed: str = "setup"):
    return GAME.setup(players, GAME.normalize_options(players, options), seed)


# --------------------------------------------------------------------------- players and decks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_deck_for_two_to_four(players: int) -> None:
    state = _setup(players)
    assert len(state.out_of_round) == 52 - 13 * players


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_five_to_eight_need_two_decks(players: int) -> None:
    with pytest.raises(OptionsError) as err:
        GAME.normalize_options(players, {"decks": 1})
    assert err.value.code == "options.decks_required"
    assert GAME.normalize_options(players, {})["decks"] == 2  # the default for 5–8
    state = _setup(players, {"decks": 2})
    assert len(state.out_of_round) == 104 - 13 * players


@pytest.mark.parametrize("bad", [1, 9])
def test_player_counts_outside_two_to_eight(bad: int) -> None:
    with pytest.raises(OptionsError):
        GAME.normalize_options(bad, {"decks": 2})


@pytest.mark.parametrize(
    "options",
    [
        {"decks": 3},
        {"jokers_per_deck": 3},
        {"consecutive_eights": "x"},
        {"max_turns": 0},
        {"default_direction": "ccw"},
        {"nope": 1},
        {"ten_counts_for_first": "yes"},
    ],
)
def test_bad_options(options: dict) -> None:
    with pytest.raises(OptionsError):
        GAME.normalize_options(3, options)


@pytest.mark.parametrize("decks,jokers", [(1, 0), (1, 1), (1, 2), (2, 1), (2, 2)])
def test_jokers_per_deck(decks: int, jokers: int) -> None:
    state = _setup(2, {"decks": decks, "jokers_per_deck": jokers}, seed="j")
    total = Counter(toks(state.out_of_round))
    for s in state.seats:
        total.update(toks(s.dealt))
        total.update(toks(c for _, c in s.chance))
    assert total["JK"] == decks * jokers
    assert sum(total.values()) == 52 * decks + decks * jokers


def test_deal_is_five_chance_and_eight_seen_and_seeded() -> None:
    a, b = _setup(3, seed="x"), _setup(3, seed="x")
    assert a == b and a != _setup(3, seed="y")
    for s in a.seats:
        assert [pos for pos, _ in s.chance] == [0, 1, 2, 3, 4] and len(s.dealt) == 8
        assert s.hand == () and s.opening == () and s.reserve == ()


# --------------------------------------------------------------------------- reserve selection


def test_reserve_selection_is_simultaneous_private_and_final() -> None:
    state = _setup(3)
    assert GAME.to_act(state) == {0, 1, 2}
    cards = state.seats[1].dealt
    dealt = toks(cards)
    assert verdict(state, 1, "select " + " ".join(dealt[:2])) == "red_dragon.reserve_count"
    other = toks(state.seats[0].dealt)[0]
    assert verdict(state, 1, f"select {dealt[0]} {dealt[1]} {other}") == "red_dragon.not_dealt"
    assert verdict(state, 1, "play " + dealt[0]) == "red_dragon.select_reserve_first"
    move = SelectReserve(cards[:3])
    after, events = GAME.apply(state, 1, move)
    assert GAME.to_act(after) == {0, 2}
    assert GAME.legal_moves(after, 1) == []
    # others learn only that seat 1 has chosen
    assert redact_event(events[0], 0) == {"type": "reserve_selected", "seat": 1}
    assert redact_event(events[0], 1)["cards"] == list(dealt[:3])
    assert GAME.public_move(move, 1, 0) == {"type": "select_reserve", "hidden": True}
    v0 = GAME.view(after, 0)
    assert v0["seats"][1]["has_selected"] and v0["seats"][1]["opening"] == []
    assert GAME.view(after, 1)["reserve"] == list(dealt[:3])
    assert GAME.view(after, 1)["dealt"] == list(dealt[3:])
    assert GAME.view(after, 1)["phase"] == "select_reserve"
    # a seat that has chosen is told so (not "not your turn"), for a second choice or a play
    with pytest.raises(NotYourTurn) as info:
        GAME.check(after, 1, SelectReserve(cards[-3:]))
    assert info.value.code == "red_dragon.reserve_already_chosen"
    assert info.value.message == (
        "you have already chosen your Reserve cards: that is final; play begins when seats "
        "0, 2 have chosen"
    )
    assert info.value.details == {"to_act": [0, 2]}
    assert verdict(after, 1, "play " + dealt[3]) == "red_dragon.select_reserve_first"
    for seat in (0, 2):
        after, events = GAME.apply(after, seat, SelectReserve(after.seats[seat].dealt[-3:]))
    assert after.phase == "play"
    assert toks(after.seats[1].reserve) == dealt[:3] and toks(after.seats[1].opening) == dealt[3:]
    reveal = next(e for e in events if e["type"] == "opening_revealed")
    assert reveal["opening"][1] == list(dealt[3:]) and len(reveal["opening"]) == 3
    assert next(e for e in events if e["type"] == "first_player")["seat"] == after.current
    assert verdict(after, 1, "select " + " ".join(dealt[:3])) == "red_dragon.reserve_already_chosen"


def test_views_show_opening_to_all_and_reserve_to_the_owner_only() -> None:
    state = _setup(2)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, SelectReserve(state.seats[seat].dealt[:3]))
    spectator = GAME.view(state, None)
    mine = GAME.view(state, 0)
    assert spectator["hand"] is spectator["reserve"] is spectator["dealt"] is None
    assert spectator["seats"][0]["opening"] == list(toks(state.seats[0].opening))
    assert (
        spectator["seats"][1]["reserve_count"] == 3 and spectator["seats"][1]["chance_count"] == 5
    )
    assert mine["reserve"] == list(toks(state.seats[0].reserve)) and mine["hand"] == []
    assert mine["hand_counts"] == [0, 0] and mine["known_hands"] == [[], []]
    text = str(mine)
    for card in toks(state.seats[1].reserve):
        assert text.count(card) <= str(
            list(toks(state.seats[1].opening))
            + list(toks(state.seats[0].opening))
            + list(toks(state.seats[0].reserve))
        ).count(card)
    # Chance cards are unknown to all, their owner included
    assert "chance" not in str(mine["reserve"]) and mine["seats"][0]["chance_positions"] == [
        0,
        1,
        2,
        3,
        4,
    ]


# --------------------------------------------------------------------------- first player


def _first(openings: list[str], **options) -> int:
    state = make_state([{"opening": o} for o in openings], options=options)
    return find_first_player(state)


@pytest.mark.parametrize(
    "openings,first",
    [
        (["4C 9D KD QH AS", "3D KC KH KS AD"], 1),  # the lowest card: 3
        (["4C 5D KD QH AS", "4D 6C KH KS AD"], 0),  # tie on 4s: the next lowest, 5 < 6
        (["2C 2D 5D QH AS", "3D KC KH KS AD"], 1),  # 2s do not count
        (["8C 9D KD QH AS", "9C 9H KH KS AD"], 0),  # 8 and 9 do count
        (["4H 6D KD QH AS", "4C 6C KH KS AD"], 0),  # whole rank lists first: Q < K beats 4C < 4H
    ],
)
def test_lowest_opening_card_goes_first(openings: list[str], first: int) -> None:
    assert _first(openings) == first


def test_identical_ranks_are_split_by_suits() -> None:
    assert _first(["4D 5C 6C 7C 8C", "4C 5D 6D 7D 8D"]) == 1
    assert _first(["4C 5D 6D 7D 8D", "4C 5C 6C 7C 8C"], decks=2) == 1


def test_a_shorter_eligible_list_is_higher() -> None:
    # a missing card counts as +infinity: the player whose list continues is lower
    assert _first(["4C 5C 2D 2H 2S", "4D 5D AC 2C JK"], jokers_per_deck=1) == 1


def test_no_eligible_cards_ranks_above_everyone() -> None:
    assert _first(["2C 2D 2H 2S JK", "AC AD AH AS KC"], jokers_per_deck=1) == 1


def test_full_ties_go_to_seat_order() -> None:
    assert _first(["4C 5C 6C 7C 8C", "4C 5C 6C 7C 8C", "9C 9D 9H 9S KC"], decks=2) == 0
    assert _first(["9C 9D 9H 9S KC", "4C 5C 6C 7C 8C", "4C 5C 6C 7C 8C"], decks=2) == 1


@pytest.mark.parametrize("ten_counts,first", [(True, 0), (False, 1)])
def test_ten_counts_for_first(ten_counts: bool, first: int) -> None:
    openings = ["4C 10C KD QH AS", "4D JC KH KS AD"]
    assert _first(openings, ten_counts_for_first=ten_counts) == first


def test_first_player_may_lead_any_legal_set() -> None:
    # R23: no need to lead the lowest card
    state = make_state([{"opening": "3C 3D KC"}, {"opening": "4D"}], first_move_pending=True)
    assert verdict(state, 0, "play +KC") == "ok"


# --------------------------------------------------------------------------- direction


def _three(**options):
    return make_state(
        [{"opening": "3C KC"}, {"opening": "4D KD"}, {"opening": "4H KH"}],
        first_move_pending=True,
        options=options,
    )


def test_direction_is_required_with_three_or_more() -> None:
    state = _three()
    assert verdict(state, 0, "play +3C") == "red_dragon.direction_required"
    after, events = play(state, 0, "play +3C ccw")
    assert after.direction == -1 and after.current == 2
    assert {"type": "direction", "direction": "ccw"} in events
    after, _ = play(state, 0, "play +3C cw")
    assert after.direction == 1 and after.current == 1


def test_direction_is_fixed_after_the_first_play() -> None:
    after, _ = play(_three(), 0, "play +3C ccw")
    assert verdict(after, 2, "play +4H cw") == "red_dragon.direction_fixed"
    after, _ = play(after, 2, "play +4H")
    assert after.current == 1


def test_default_direction_cw_fills_it_in() -> None:
    state = _three(default_direction="cw")
    after, _ = play(state, 0, "play +3C")
    assert after.direction == 1 and after.current == 1
    assert verdict(state, 0, "play +3C ccw") == "ok"


def test_direction_is_ignored_with_two_players() -> None:
    state = make_state([{"opening": "3C KC"}, {"opening": "4D KD"}], first_move_pending=True)
    assert verdict(state, 0, "play +3C") == "ok"
    after, events = play(state, 0, "play +3C ccw")
    assert after.direction == 1 and not any(e["type"] == "direction" for e in events)


def test_direction_choice_shows_in_the_view() -> None:
    after, _ = play(_three(), 0, "play +3C ccw")
    assert GAME.view(after, None)["direction"] == "ccw"
    assert GAME.view(replace(after, direction_chosen=False), None)["direction"] is None
