"""Rulings §1 (components, deal, swap phase), §4 (starter) and the setup options."""

from __future__ import annotations

from collections import Counter

import pytest

from service.games.base import IllegalMove, NotYourTurn, OptionsError
from service.games.cards import tokens
from service.games.palace import GAME
from service.games.palace.state import RANK_NAMES

from .helpers import make_state, play, toks


def new(players: int, seed: str = "s", **options: object):
    return GAME.setup(players, GAME.normalize_options(players, options), seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_three_three_three_and_stock(players: int) -> None:
    s = new(players)
    for p in s.players:
        assert (len(p.face_down), len(p.face_up), len(p.hand)) == (3, 3, 3)
    assert len(s.stock) == 52 - 9 * players
    assert s.phase == "swap" and GAME.to_act(s) == frozenset(range(players))


def test_five_players_leave_seven_in_stock() -> None:
    assert len(new(5).stock) == 7


def test_players_out_of_range() -> None:
    for n in (1, 6):
        with pytest.raises(OptionsError) as e:
            GAME.normalize_options(n, {})
        assert e.value.code == "players.out_of_range"


def test_seed_reproduces_the_deal() -> None:
    assert GAME.encode_state(new(4, "x")) == GAME.encode_state(new(4, "x"))
    assert GAME.encode_state(new(4, "x")) != GAME.encode_state(new(4, "y"))


def test_default_deck_has_no_jokers_and_options_add_them() -> None:
    s = new(2)
    assert "JK" not in GAME.encode_state(s)["stock"]
    s = new(2, jokers=2, decks=2)
    enc = GAME.encode_state(s)
    every = Counter(enc["stock"])
    for seat in enc["seats"]:
        every.update(seat["hand"] + seat["face_up"] + seat["face_down"])
    assert every["JK"] == 4 and every["7H"] == 2 and sum(every.values()) == 108


def test_swap_exchanges_hand_and_face_up_in_place() -> None:
    s = make_state(
        [
            {"hand": "4C 5D 6H", "up": "KH AS QD", "down": "3C 3D 3H"},
            {"hand": "7C 7D 7H", "up": "8C 8D 8H", "down": "9C 9D 9H"},
        ],
        phase="swap",
    )
    s2, events = play(s, 0, "swap 4C AS")
    assert toks(s2.players[0].hand) == ("AS", "5D", "6H") and toks(s2.players[0].face_up) == (
        "KH",
        "4C",
        "QD",
    )
    assert events == [{"type": "swap", "seat": 0, "hand_card": "4C", "face_up_card": "AS"}]
    # The swap phase is simultaneous: both seats may still act, and swap again.
    assert GAME.to_act(s2) == frozenset({0, 1})
    s3, _ = play(s2, 0, "swap AS 4C")
    assert toks(s3.players[0].hand) == ("4C", "5D", "6H")


def test_swap_refusals() -> None:
    s = make_state(
        [
            {"hand": "4C 5D 6H", "up": "KH AS QD", "down": "3C 3D 3H"},
            {"hand": "7C 7D 7H", "up": "8C 8D 8H", "down": "9C 9D 9H"},
        ],
        phase="swap",
    )
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "swap KH 4C")
    assert e.value.code == "palace.not_in_hand"
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "swap 4C 3C")  # face-down cards cannot be swapped
    assert e.value.code == "palace.not_face_up"
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 4C")
    assert e.value.code == "palace.swap_phase"
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "place 4C 5D 6H")
    assert e.value.code == "palace.no_place"


def test_play_begins_when_every_player_is_ready_then_swaps_are_refused() -> None:
    s = make_state(
        [
            {"hand": "4C 5D 6H", "up": "KH AS QD", "down": "3C 3D 3H"},
            {"hand": "7C 7D 7H", "up": "8C 8D 8H", "down": "9C 9D 9H"},
        ],
        phase="swap",
    )
    s, events = play(s, 1, "ready")
    assert s.phase == "swap" and GAME.to_act(s) == frozenset({0})
    with pytest.raises(NotYourTurn):
        play(s, 1, "swap 7C 8C")
    s, events = play(s, 0, "ready")
    assert s.phase == "play" and s.current == 0
    assert events[-1] == {"type": "start", "starter": 0, "card": "4C", "lead_rank": None}
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "swap 4C KH")
    assert e.value.code == "palace.swap_phase_over"


def _ready_all(s):
    for seat in range(len(s.players)):
        s, events = play(s, seat, "ready")
    return s, events


def _three(**options: object):
    return make_state(
        [
            {"hand": "5C 9D KH", "up": "3S 6C 6D", "down": "JC JD JH"},
            {"hand": "4H 2C 10C", "up": "3D 7C 7D", "down": "QC QD QH"},
            {"hand": "4D 2D 10D", "up": "3C 8C 8D", "down": "KC KD AC"},
        ],
        phase="swap",
        options=options,
    )


def test_starter_is_lowest_hand_card_by_ladder_then_suit() -> None:
    # 4D (seat 2) beats 4H (seat 1) on suit ♦ < ♥; 2s and 10s never count; 3s face up ignored.
    s, events = _ready_all(_three())
    assert s.current == 2 and events[-1]["card"] == "4D"


def test_starter_rule_lowest_including_faceup() -> None:
    s, events = _ready_all(_three(starter_rule="lowest_including_faceup"))
    assert s.current == 2 and events[-1]["card"] == "3C"


def test_starter_rule_pagat_first_three_dealt() -> None:
    # Face-up 3s at row position 0 of seats 0, 1, 2: seat 0's is dealt first.
    s, events = _ready_all(_three(starter_rule="pagat_first_three_dealt"))
    assert s.current == 0 and events[-1]["card"] == "3S"


def test_starter_rule_pagat_falls_back_to_hand_holders_clockwise() -> None:
    s = make_state(
        [
            {"hand": "5C 9D KH", "up": "6S 6C 6D", "down": "JC JD JH"},
            {"hand": "4H 2C 10C", "up": "9S 7C 7D", "down": "QC QD QH"},
            {"hand": "4D 2D 10D", "up": "9C 8C 8D", "down": "KC KD AC"},
        ],
        phase="swap",
        options={"starter_rule": "pagat_first_three_dealt"},
    )
    s, events = _ready_all(s)
    assert s.current == 1 and events[-1]["card"] == "4H"


def test_starter_rule_seat0() -> None:
    s, events = _ready_all(_three(starter_rule="seat0"))
    assert s.current == 0 and events[-1]["card"] is None


def test_no_eligible_hand_card_means_seat_zero_starts() -> None:
    s = make_state(
        [
            {"hand": "2C 10C 2D", "up": "KH AS QD", "down": "3C 3D 3H"},
            {"hand": "2H 10H 2S", "up": "8C 8D 8H", "down": "9C 9D 9H"},
        ],
        phase="swap",
    )
    s, events = _ready_all(s)
    assert s.current == 0 and events[-1]["card"] is None


def test_starter_may_lead_any_legal_set_by_default() -> None:
    s, _ = _ready_all(_three())
    s, _ = play(s, 2, "play 10D")
    assert toks(s.burned[-1:]) == ("10D",)


def test_starter_must_lead_lowest_option() -> None:
    s, _ = _ready_all(_three(starter_must_lead_lowest=True))
    assert s.lead_rank is not None and RANK_NAMES[s.lead_rank] == "4"
    with pytest.raises(IllegalMove) as e:
        play(s, 2, "play 10D")
    assert e.value.code == "palace.must_lead_lowest"
    assert [GAME.move_notation(m) for m in GAME.legal_moves(s, 2)] == ["play 4D"]
    s, _ = play(s, 2, "play 4D")
    assert s.lead_rank is None


def test_deal_choose_3_of_6() -> None:
    s = new(3, deal="choose_3_of_6")
    p = s.players[1]
    assert (len(p.face_down), len(p.face_up), len(p.hand)) == (3, 0, 6)
    moves = GAME.legal_moves(s, 1)
    assert len(moves) == 20 and all(GAME.encode_move(m)["type"] == "place" for m in moves)
    with pytest.raises(IllegalMove) as e:
        GAME.apply(s, 1, GAME.parse_notation("ready"))
    assert e.value.code == "palace.place_first"
    with pytest.raises(IllegalMove) as e:
        GAME.apply(s, 1, GAME.parse_move({"type": "place", "cards": tokens(p.hand[:2])}))
    assert e.value.code == "palace.place_count"
    chosen = p.hand[:3]
    s2, events = GAME.apply(s, 1, GAME.parse_move({"type": "place", "cards": tokens(chosen)}))
    q = s2.players[1]
    assert sorted(q.face_up) == sorted(chosen) and len(q.hand) == 3 and q.ready
    assert GAME.to_act(s2) == frozenset({0, 2})


def test_deal_bga_scaling() -> None:
    s = new(2, deal="bga_scaling")
    assert [len(s.players[0].face_down), len(s.players[0].hand)] == [6, 6]
    assert len(s.stock) == 52 - 36
    s = new(3, deal="bga_scaling")
    assert [len(s.players[0].face_up), len(s.players[0].hand)] == [4, 4]
    s = new(4, deal="bga_scaling")
    assert len(s.players[0].hand) == 3


def test_seven_lower_and_lower_rank_must_agree() -> None:
    assert GAME.normalize_options(2, {"seven_lower": True})["lower_rank"] == "7"
    with pytest.raises(OptionsError):
        GAME.normalize_options(2, {"seven_lower": True, "lower_rank": "9"})


@pytest.mark.parametrize(
    "options",
    [
        {"jokers": 3},
        {"decks": 3},
        {"deal": "4/4/4"},
        {"max_turns": 0},
        {"bogus": 1},
        {"two_plays_again": 1},
    ],
)
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(OptionsError):
        GAME.normalize_options(3, options)


def test_swapping_identical_tokens_is_allowed_and_changes_nothing() -> None:
    s = make_state(
        [
            {"hand": "7C 5D 6H", "up": "7C AS QD", "down": "3C 3D 3H"},
            {"hand": "7D 7S 7H", "up": "8C 8D 8H", "down": "9C 9D 9H"},
        ],
        phase="swap",
        options={"decks": 2},
    )
    s2, _ = play(s, 0, "swap 7C 7C")
    assert s2.players[0].hand == s.players[0].hand and s2.players[0].face_up == s.players[0].face_up


def test_two_decks_still_mean_two_to_five_players() -> None:
    with pytest.raises(OptionsError):
        GAME.normalize_options(6, {"decks": 2})
    GAME.normalize_options(5, {"decks": 2})
