"""Rulings §2 (legality), §5 (moves and resolution), §6 (end) and P1–P22, default options."""

from __future__ import annotations

import pytest

from service.games.base import IllegalMove, MoveFormatError
from service.games.palace import GAME

from .helpers import make_state, pile_toks, play, toks

LADDER = ["3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A"]
RANKS = ["2", *LADDER[:6], "10", *LADDER[6:]]


def expected(played: str, top: str | None) -> bool:
    """The default matrix of §2, written out independently of the engine."""
    if top is None or played in ("2", "10") or top == "2":
        return True
    return LADDER.index(played) >= LADDER.index(top)


@pytest.mark.parametrize("top", [None, *[r for r in RANKS if r != "10"]])
@pytest.mark.parametrize("played", RANKS)
def test_default_legality_matrix(played: str, top: str | None) -> None:
    card = played + "S"
    pile = "" if top is None else top + "H"
    s = make_state([{"hand": f"{card} 4C"}, {"hand": "5D"}], pile=pile, pile_seat=1)
    verdict = True
    try:
        play(s, 0, f"play {card}")
    except IllegalMove as e:
        verdict = False
        assert e.code == "palace.must_match_or_beat" and card in e.message
    assert verdict == expected(played, top)


def two(**kw: object):
    return {"hand": "JD", **kw}


def test_sets_of_any_size_of_one_rank() -> None:
    s = make_state([{"hand": "7C 7D 7H 9S"}, two()], pile="5H")
    s2, events = play(s, 0, "play 7C 7D 7H")
    assert [c for c, _ in pile_toks(s2)] == ["5H", "7C", "7D", "7H"] and s2.current == 1
    assert events[0] == {"type": "play", "seat": 0, "cards": ["7C", "7D", "7H"], "source": "hand"}


def test_a_set_must_be_one_rank() -> None:
    s = make_state([{"hand": "7C 8D 9S"}, two()])
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 7C 8D")
    assert e.value.code == "palace.one_rank"


def test_cards_must_be_held() -> None:
    s = make_state([{"hand": "7C 8D 9S"}, two()])
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 7H")
    assert e.value.code == "palace.not_in_source" and "7H" in e.value.message


def test_face_up_cards_wait_for_an_empty_hand_P11() -> None:
    s = make_state([{"hand": "7C", "up": "9S"}, two()])
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 9S")
    assert e.value.code == "palace.hand_first"


def test_mixing_hand_and_face_up_is_refused_by_default_P5() -> None:
    s = make_state([{"hand": "7C", "up": "7S 9S"}, two()])
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 7C 7S")
    assert e.value.code == "palace.no_mixing"


def test_mix_hand_faceup_option() -> None:
    seats = [{"hand": "7C", "up": "7S 9S", "down": "3C"}, two()]
    s = make_state(seats, options={"mix_hand_faceup": True})
    s2, events = play(s, 0, "play 7C 7S")
    assert s2.players[0].hand == () and toks(s2.players[0].face_up) == ("9S",)
    assert events[0]["source"] == "mixed"
    assert "play 7C 7S" in [GAME.move_notation(m) for m in GAME.legal_moves(s, 0)]
    # Only with the stock empty and the whole hand in the play.
    s = make_state(seats, options={"mix_hand_faceup": True}, stock="AH")
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 7C 7S")
    assert e.value.code == "palace.mix_needs_whole_hand"
    s = make_state([{"hand": "7C 7D", "up": "7S"}, two()], options={"mix_hand_faceup": True})
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "play 7C 7S")
    assert e.value.code == "palace.mix_needs_whole_hand"


def test_face_up_stage_plays_from_face_up() -> None:
    s = make_state([{"up": "9S 9H 4D", "down": "3C"}, two()], pile="8C")
    s2, events = play(s, 0, "play 9H 9S")
    assert toks(s2.players[0].face_up) == ("4D",) and events[0]["source"] == "face_up"


def test_two_is_covered_by_its_player_P1() -> None:
    s = make_state([{"hand": "2C 5D 3H"}, two()], pile="KH")
    s2, _ = play(s, 0, "play 2C")
    assert s2.current == 0 and s2.pending_again
    with pytest.raises(IllegalMove) as e:
        play(s2, 0, "pick_up")
    assert e.value.code == "palace.must_play_again"
    s3, _ = play(s2, 0, "play 3H")  # anything goes on a 2
    assert s3.current == 1 and not s3.pending_again


def test_two_plays_again_false_lets_the_next_player_play_anything() -> None:
    s = make_state(
        [{"hand": "2C 5D"}, {"hand": "3S"}], pile="KH", options={"two_plays_again": False}
    )
    s2, _ = play(s, 0, "play 2C")
    assert s2.current == 1 and not s2.pending_again
    s3, _ = play(s2, 1, "play 3S")
    assert pile_toks(s3)[-1] == ("3S", 1)


def test_ten_burns_and_its_player_starts_the_new_pile_P2() -> None:
    s = make_state([{"hand": "10C 5D"}, two()], pile="KH AS")
    s2, events = play(s, 0, "play 10C")
    assert s2.pile == () and toks(s2.burned[-3:]) == ("KH", "AS", "10C")
    assert s2.current == 0 and s2.pending_again
    assert {"type": "burn", "seat": 0, "cause": "ten", "count": 3} in events


def test_ten_goes_on_an_ace_P17() -> None:
    s = make_state([{"hand": "10C 5D"}, two()], pile="AS")
    play(s, 0, "play 10C")


def test_burn_plays_again_false() -> None:
    s = make_state([{"hand": "10C 5D"}, two()], pile="KH", options={"burn_plays_again": False})
    s2, _ = play(s, 0, "play 10C")
    assert s2.pile == () and s2.current == 1 and not s2.pending_again


def test_four_of_a_kind_across_players_burns_and_completer_plays_again_P3() -> None:
    s = make_state([{"hand": "7C 9D"}, two()], pile="7D 7H 7S", pile_seat=1)
    s2, events = play(s, 0, "play 7C")
    assert s2.pile == () and s2.current == 0 and s2.pending_again
    assert events[1]["cause"] == "four_of_a_kind"


def test_only_an_unbroken_run_counts_P4() -> None:
    s = make_state([{"hand": "7C 9D"}, two()], pile="7D 7H 2C 7S")
    s2, _ = play(s, 0, "play 7C")
    assert len(s2.pile) == 5 and s2.current == 1


def test_four_twos_burn_P18() -> None:
    s = make_state([{"hand": "2C 9D"}, two()], pile="2D 2H 2S")
    s2, events = play(s, 0, "play 2C")
    assert s2.pile == () and events[1]["cause"] == "four_of_a_kind"


def test_four_played_together_burn() -> None:
    s = make_state([{"hand": "7C 7D 7H 7S 9D"}, two()])
    s2, _ = play(s, 0, "play 7C 7D 7H 7S")
    assert s2.pile == () and s2.current == 0


def test_four_of_a_kind_single_play_option() -> None:
    opts = {"four_of_a_kind": "single_play"}
    s = make_state([{"hand": "7C 9D"}, two()], pile="7D 7H 7S", options=opts)
    s2, _ = play(s, 0, "play 7C")
    assert len(s2.pile) == 4 and s2.current == 1
    s = make_state([{"hand": "7C 7D 7H 7S 9D"}, two()], options=opts)
    assert play(s, 0, "play 7C 7D 7H 7S")[0].pile == ()


def test_four_of_a_kind_off_option() -> None:
    opts = {"four_of_a_kind": "off"}
    s = make_state([{"hand": "7C 7D 7H 7S 9D"}, two()], options=opts)
    s2, _ = play(s, 0, "play 7C 7D 7H 7S")
    assert len(s2.pile) == 4 and s2.current == 1


def test_draw_back_to_three_after_every_play_P6() -> None:
    s = make_state([{"hand": "2C 2D 5D"}, two()], stock="8C 8D 8H 9C")
    s2, events = play(s, 0, "play 2C 2D")
    # Drawn before the follow-up on the 2, from the top of the stock.
    assert toks(s2.players[0].hand) == ("5D", "8C", "8D") and toks(s2.stock) == ("8H", "9C")
    assert {
        "type": "draw",
        "seat": 0,
        "count": 2,
        "private": {"0": {"cards": ["8C", "8D"]}},
    } in events
    assert s2.current == 0 and s2.pending_again


def test_stock_running_out_mid_refill_draws_what_is_there_P21() -> None:
    s = make_state([{"hand": "6C 6D 5D"}, two()], stock="8C")
    s2, _ = play(s, 0, "play 6C 6D")
    assert toks(s2.players[0].hand) == ("5D", "8C") and s2.stock == ()


def test_no_draw_above_three() -> None:
    s = make_state([{"hand": "6C 6D 5D 9H 9S"}, two()], stock="8C")
    s2, _ = play(s, 0, "play 6C")
    assert len(s2.players[0].hand) == 4 and toks(s2.stock) == ("8C",)


def test_pick_up_only_when_unable_P7() -> None:
    s = make_state([{"hand": "4C KD"}, two()], pile="9H")
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "pick_up")
    assert e.value.code == "palace.pickup_only_when_unable" and "KD" in e.value.message
    s = make_state([{"hand": "4C 5D"}, two()], pile="9H", stock="AC")
    s2, events = play(s, 0, "pick_up")
    # P8: the pile goes to the hand, no draw, the next player starts an empty pile.
    assert (
        toks(s2.players[0].hand) == ("4C", "5D", "9H")
        and s2.pile == ()
        and toks(s2.stock) == ("AC",)
    )
    assert s2.current == 1 and events == [{"type": "pick_up", "seat": 0, "cards": ["9H"]}]


def test_pick_up_needs_a_pile() -> None:
    s = make_state([{"hand": "4C"}, two()], options={"voluntary_pickup": True})
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "pick_up")
    assert e.value.code == "palace.empty_pile"


def test_voluntary_pickup_option() -> None:
    s = make_state([{"hand": "4C KD"}, two()], pile="9H", options={"voluntary_pickup": True})
    s2, _ = play(s, 0, "pick_up")
    assert "9H" in toks(s2.players[0].hand)
    assert "pick_up" in [GAME.move_notation(m) for m in GAME.legal_moves(s, 0)]


def test_face_up_pick_up_keeps_face_up_cards_P12() -> None:
    s = make_state([{"up": "4C 5D", "down": "AC"}, two()], pile="9H")
    s2, _ = play(s, 0, "pick_up")
    assert toks(s2.players[0].hand) == ("9H",) and toks(s2.players[0].face_up) == ("4C", "5D")
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "pick_up 4C")
    assert e.value.code == "palace.no_face_up_card"


def test_faceup_pickup_takes_card_option() -> None:
    s = make_state(
        [{"up": "4C 5D", "down": "AC"}, two()],
        pile="9H",
        options={"faceup_pickup_takes_card": True},
    )
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "pick_up")
    assert e.value.code == "palace.choose_face_up_card"
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "pick_up AS")
    assert e.value.code == "palace.not_face_up"
    s2, events = play(s, 0, "pick_up 5D")
    assert toks(s2.players[0].hand) == ("9H", "5D") and toks(s2.players[0].face_up) == ("4C",)
    assert events[0] == {"type": "pick_up", "seat": 0, "cards": ["9H"], "face_up_card": "5D"}
    assert sorted(GAME.move_notation(m) for m in GAME.legal_moves(s, 0)) == [
        "pick_up 4C",
        "pick_up 5D",
    ]


def test_after_a_pick_up_the_hand_is_emptied_before_face_up_P15() -> None:
    s = make_state([{"up": "4C", "down": "AC"}, two()], pile="9H")
    s2, _ = play(s, 0, "pick_up")
    s2 = make_state([{"hand": "9H", "up": "4C", "down": "AC"}, two()], pile="3D", current=0)
    with pytest.raises(IllegalMove) as e:
        play(s2, 0, "play 4C")
    assert e.value.code == "palace.hand_first"


def test_flip_success_plays_the_card() -> None:
    s = make_state([{"down": "9C KD"}, two()], pile="8H")
    s2, events = play(s, 0, "flip 1")
    assert (
        pile_toks(s2)[-1] == ("KD", 0)
        and toks(s2.players[0].face_down) == ("9C",)
        and s2.current == 1
    )
    assert events[0] == {"type": "flip", "seat": 0, "index": 1, "card": "KD", "legal": True}


def test_failed_flip_takes_card_and_pile_and_passes_P13() -> None:
    s = make_state([{"down": "4C KD"}, two()], pile="8H 9S")
    s2, events = play(s, 0, "flip 0")
    assert toks(s2.players[0].hand) == ("8H", "9S", "4C") and toks(s2.players[0].face_down) == (
        "KD",
    )
    assert s2.pile == () and s2.current == 1
    assert events[1] == {"type": "pick_up", "seat": 0, "cards": ["8H", "9S", "4C"]}


def test_face_down_stage_must_flip_P14() -> None:
    s = make_state([{"down": "4C KD"}, two()], pile="8H")
    for text in ("pick_up", "play 4C"):
        with pytest.raises(IllegalMove) as e:
            play(s, 0, text)
        assert e.value.code == "palace.must_flip"
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "flip 2")
    assert e.value.code == "palace.no_such_card"
    with pytest.raises(MoveFormatError):
        GAME.parse_move({"type": "flip", "index": [0, 1]})
    assert [GAME.move_notation(m) for m in GAME.legal_moves(s, 0)] == ["flip 0", "flip 1"]


def test_flip_only_at_the_face_down_stage() -> None:
    s = make_state([{"up": "5C", "down": "4C KD"}, two()])
    with pytest.raises(IllegalMove) as e:
        play(s, 0, "flip 0")
    assert e.value.code == "palace.not_face_down_stage"


def test_face_down_follow_up_after_a_two_is_a_blind_flip_that_succeeds() -> None:
    s = make_state([{"down": "2C 3D 5S"}, two()], pile="KH")
    s2, _ = play(s, 0, "flip 0")
    assert s2.current == 0 and s2.pending_again
    s3, events = play(s2, 0, "flip 0")
    assert events[0]["legal"] and s3.current == 1


def test_going_out_on_a_two_lapses_the_obligation_P16() -> None:
    s = make_state([{"hand": "2C"}, {"hand": "3S"}, {"hand": "4S"}], pile="KH")
    s2, events = play(s, 0, "play 2C")
    assert s2.finish_order == (0,) and s2.current == 1 and not s2.pending_again
    assert {"type": "finish", "seat": 0, "position": 1} in events
    s3, _ = play(s2, 1, "play 3S")  # anything on the 2
    assert s3.phase == "over"


def test_going_out_on_a_ten_passes_to_the_next_player() -> None:
    s = make_state([{"hand": "10C"}, {"hand": "3S"}, {"hand": "4S"}], pile="KH")
    s2, _ = play(s, 0, "play 10C")
    assert s2.pile == () and s2.current == 1 and not s2.pending_again


def test_finished_players_are_skipped() -> None:
    s = make_state([{"hand": "5C 6C"}, {}, {"hand": "4S 3S"}], finish_order=(1,), pile="4H")
    s2, _ = play(s, 0, "play 5C")
    assert s2.current == 2


def test_last_player_holding_cards_loses() -> None:
    s = make_state([{"hand": "5C"}, {}, {"hand": "4S"}], finish_order=(1,), pile="4H")
    s2, events = play(s, 0, "play 5C")
    assert s2.phase == "over" and s2.loser == 2 and s2.finish_order == (1, 0)
    out = GAME.outcome(s2)
    assert out.finished and out.winners == (1,) and out.losers == (2,)
    assert out.ranking == ((1,), (0,), (2,)) and out.reason == "last_player_holding"
    assert events[-1] == {
        "type": "game_over",
        "reason": "last_player_holding",
        "finish_order": [1, 0],
        "loser": 2,
    }
    scores = GAME.scores(s2)
    assert scores["outcome"] == out.to_json() and GAME.to_act(s2) == frozenset()
    assert scores["outcome"]["losers"] == [2] and "loser" not in scores
    view = GAME.view(s2, None)
    assert view["phase"] == "finished" and view["outcome"] == out.to_json()
    assert view["current"] is None and view["to_act"] == []
    assert out.to_json() == {
        "winners": [1],
        "losers": [2],
        "ranking": [[1], [0], [2]],
        "draw": False,
        "reason": "last_player_holding",
        "details": {"finish_order": [1, 0], "loser": 2, "turns": 1},
    }
    assert GAME.legal_moves(s2, 2) == []


def test_not_your_turn() -> None:
    from service.games.base import NotYourTurn

    s = make_state([{"hand": "5C"}, {"hand": "4S"}])
    with pytest.raises(NotYourTurn):
        play(s, 1, "play 4S")


def test_apply_does_not_mutate() -> None:
    s = make_state([{"hand": "5C 5D"}, {"hand": "4S"}], pile="3H")
    before = GAME.encode_state(s)
    play(s, 0, "play 5C")
    assert GAME.encode_state(s) == before


def test_four_twos_burned_without_burn_plays_again_pass_the_turn() -> None:
    s = make_state([{"hand": "2C 9D"}, two()], pile="2D 2H 2S", options={"burn_plays_again": False})
    s2, _ = play(s, 0, "play 2C")
    assert s2.pile == () and s2.current == 1 and not s2.pending_again
