"""Refusals name the rule actually broken, in plain words (docs/rules/palace.md §10)."""

from __future__ import annotations

import pytest

from service.games.base import IllegalMove, MoveFormatError, NotYourTurn
from service.games.cards import tokens
from service.games.palace import GAME

from .helpers import make_state, play


def refusal(state, seat: int, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.check(state, seat, GAME.parse_notation(text))
    with pytest.raises(IllegalMove) as applied:
        GAME.apply(state, seat, GAME.parse_notation(text))
    assert applied.value.to_json() == info.value.to_json()
    return info.value


def swapping():
    return make_state(
        [{"hand": "4C 5D 9H", "up": "KH AS 7D"}, {"hand": "3C 6D 8H", "up": "QH JS 2D"},
         {"hand": "3D 6C 8S", "up": "QS JC 2H"}],
        phase="swap",
    )  # fmt: skip


def test_a_swap_after_ready_is_already_ready() -> None:
    state, _ = play(swapping(), 0, "swap 4C KH")
    state, _ = play(state, 0, "ready")
    exc = refusal(state, 0, "swap KH AS")
    assert isinstance(exc, NotYourTurn) and exc.code == "palace.already_ready"
    assert exc.message == (
        "seat 0 has already said ready: that is final; play begins when seats 1, 2 are ready"
    )
    assert exc.details == {"to_act": [1, 2]}
    assert refusal(state, 0, "ready").code == "palace.already_ready"
    state, _ = play(state, 1, "ready")
    assert refusal(state, 1, "swap 3C QH").message.endswith("play begins when seat 2 is ready")
    # a play by a ready seat: play has not begun
    exc = refusal(state, 0, "play KH")
    assert exc.code == "palace.swap_phase"
    assert exc.message == "play has not begun: waiting for seat 2 to be ready"


def test_a_second_place_with_choose_3_of_6_is_already_ready() -> None:
    state = GAME.setup(2, GAME.normalize_options(2, {"deal": "choose_3_of_6"}), "place")
    hand = tokens(state.players[0].hand)
    state, _ = play(state, 0, f"place {' '.join(hand[:3])}")
    exc = refusal(state, 0, f"place {' '.join(tokens(state.players[0].hand[:3]))}")
    assert exc.code == "palace.already_ready"
    assert exc.message.startswith("seat 0 has already placed its face-up cards: that is final")


def two(**kw: object):
    return make_state([{"hand": "8C 8H 10D 5S", "up": "4D"}, {"hand": "3S"}], **kw)  # type: ignore[arg-type]


def test_articles_before_ranks() -> None:
    exc = refusal(two(pile="KS"), 0, "play 8C 8H")
    assert exc.code == "palace.must_match_or_beat"
    assert exc.message == "8C 8H cannot be played: an 8 does not match or beat the K on top"
    exc = refusal(two(pile="AS", options={"ten_restricted": True}), 0, "play 10D")
    assert exc.message == "10D cannot be played: a 10 may not be played on an A"


def test_one_card_and_several_cards_agree_in_number() -> None:
    assert refusal(two(pile="3D"), 0, "play 4D").message == (
        "4D is a face-up card: it is played only once your hand is empty"
    )
    assert refusal(two(pile="3D"), 0, "play 9C").message == "9C is not in your hand"
    assert refusal(two(pile="3D"), 0, "play 9C 9D").message == "9C 9D are not all in your hand"
    face_up = make_state([{"up": "4D 5D", "down": "7C"}, {"hand": "3S"}], pile="3D")
    assert refusal(face_up, 0, "play 9C").message == "9C is not one of your face-up cards"
    blind = make_state([{"down": "7C"}, {"hand": "3S"}], pile="3D")
    exc = refusal(blind, 0, "flip 1")
    assert exc.code == "palace.no_such_card"
    assert exc.message == (
        "there is no face-down card at position 1: your 1 face-down card is at position 0"
    )
    assert exc.details == {"index": 1, "face_down": 1}


@pytest.mark.parametrize(
    "data,code,message",
    [
        ({"type": "play", "cards": [["7H"]]}, "move.malformed",
         "cards must be a card written as a string (e.g. 7H, 10C, QS, JK), not a list"),
        ({"type": "swap", "hand_card": {"c": 1}, "face_up_card": "KH"}, "move.malformed",
         "hand_card must be a card written as a string (e.g. 7H, 10C, QS, JK), not an object"),
        ({"type": "play", "cards": ["7X"]}, "move.unknown_card",
         'cards: "7X" is not a card (e.g. 7H, 10C, QS, JK)'),
        ({"type": "play"}, "move.malformed", "play move: missing cards"),
        ({"type": "ready", "a": 1, "b": 2}, "move.malformed", "ready move: unexpected keys a, b"),
    ],
)  # fmt: skip
def test_malformed_moves_are_named_without_python_reprs(data, code: str, message: str) -> None:
    with pytest.raises(MoveFormatError) as info:
        GAME.parse_move(data)
    assert (info.value.code, info.value.message) == (code, message)
