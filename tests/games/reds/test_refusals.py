"""Refusals name the rule actually broken, in plain words (docs/rules/reds.md §10)."""

from __future__ import annotations

import pytest

from service.games.base import GameOver, IllegalMove, MoveFormatError, NotYourTurn
from service.games.reds import GAME
from tests.harness import playout

from .helpers import make_state, play_as


def refusal(state, seat: int, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.check(state, seat, GAME.parse_notation(text))
    # apply refuses the same way (its fast paths included), details and all
    with pytest.raises(IllegalMove) as applied:
        GAME.apply(state, seat, GAME.parse_notation(text))
    assert applied.value.to_json() == info.value.to_json()
    return info.value


def hidden_bidding():
    return GAME.setup(3, GAME.normalize_options(3, {"hidden_bids": True, "first_dealer": 0}), "r")


def test_only_a_second_bid_is_already_bid_with_hidden_bids() -> None:
    state, _ = play_as(hidden_bidding(), 1, "bid 2")
    assert refusal(state, 1, "bid 3").code == "reds.already_bid"
    card = state.hands[1][0]
    exc = refusal(state, 1, f"play {card}")  # a play during bidding is no second bid
    assert isinstance(exc, NotYourTurn) and exc.code == "turn.not_your_turn"
    assert exc.message == "seat 1 may not act now: it has bid and waits for seats 0 and 2 to bid"
    assert exc.details == {"to_act": [0, 2]}
    exchange = refusal(state, 1, f"exchange {' '.join(state.hands[1][:4])}")
    assert exchange.code == "turn.not_your_turn"


def test_a_play_during_open_bidding_by_a_seat_that_bid_is_a_turn_refusal() -> None:
    state = GAME.setup(3, GAME.normalize_options(3, {"first_dealer": 0}), "r")
    state, _ = play_as(state, 1, "bid 4")
    assert refusal(state, 1, "bid 1").code == "reds.already_bid"
    exc = refusal(state, 1, f"play {state.hands[1][0]}")
    assert exc.code == "turn.not_your_turn"
    assert exc.message == "seat 1 may not act now: it has bid and waits for seat 2 to bid"


def test_only_a_second_selection_is_already_submitted() -> None:
    state = make_state(3, phase="exchange", bids=[1, 1, 1])
    hand = state.hands[0]
    state, _ = play_as(state, 0, f"exchange {' '.join(hand[:4])}")
    assert refusal(state, 0, f"exchange {' '.join(hand[1:5])}").code == "reds.already_submitted"
    exc = refusal(state, 0, "bid 2")
    assert exc.code == "turn.not_your_turn"
    assert (
        exc.message == "seat 0 may not act now: it has passed its cards and waits for seats 1 and 2"
    )
    assert refusal(state, 0, f"play {hand[0]}").code == "turn.not_your_turn"


def test_any_other_move_of_a_seat_that_bid_is_a_turn_refusal() -> None:
    # open bidding: an exchange by a seat that bid is no second bid either
    state = GAME.setup(3, GAME.normalize_options(3, {"first_dealer": 0}), "r")
    state, _ = play_as(state, 1, "bid 4")
    exc = refusal(state, 1, f"exchange {' '.join(state.hands[1][:4])}")
    assert isinstance(exc, NotYourTurn) and exc.code == "turn.not_your_turn"
    assert exc.message == "seat 1 may not act now: it has bid and waits for seat 2 to bid"
    assert exc.details == {"to_act": [2]}
    # a seat that has not bid yet, out of turn, whatever it sends
    for text in ("bid 1", f"play {state.hands[0][0]}"):
        exc = refusal(state, 0, text)
        assert exc.code == "turn.not_your_turn" and exc.message == "seat 0 may not act now"
    # hidden bids, 4 players: the seats waited for are listed in words
    state = GAME.setup(4, GAME.normalize_options(4, {"hidden_bids": True}), "r")
    state, _ = play_as(state, 1, "bid 0")
    exc = refusal(state, 1, f"play {state.hands[1][0]}")
    assert exc.message == "seat 1 may not act now: it has bid and waits for seats 0, 2 and 3 to bid"


def test_a_move_of_another_phase_by_a_seat_that_may_act_is_a_phase_refusal() -> None:
    # hidden bids: a seat yet to bid plays a card
    state = hidden_bidding()
    exc = refusal(state, 0, f"play {state.hands[0][0]}")
    assert exc.code == "reds.wrong_phase"
    assert exc.message == "a play move is not allowed now: the round is in bidding"
    assert exc.details == {"phase": "bid"}
    # the exchange: a seat yet to pass bids or plays
    state = make_state(3, phase="exchange", bids=[1, 1, 1])
    exc = refusal(state, 2, "bid 2")
    assert exc.code == "reds.wrong_phase"
    assert exc.message == "a bid move is not allowed now: the round is in the exchange"
    assert refusal(state, 2, f"play {state.hands[2][0]}").code == "reds.wrong_phase"
    # trick play: the seat to play bids or exchanges; another seat is out of turn
    state = make_state(2, "2C 3C | 2S 3S", leader=0)
    exc = refusal(state, 0, "bid 1")
    assert exc.code == "reds.wrong_phase"
    assert exc.message == "a bid move is not allowed now: the round is in trick play"
    assert refusal(state, 0, "exchange 2C").code == "reds.wrong_phase"
    exc = refusal(state, 1, "play 2S")
    assert exc.code == "turn.not_your_turn" and exc.details == {"to_act": [0]}
    # a round without an exchange says so rather than naming the phase
    state = make_state(2, "2C 3C | 2S 3S", leader=0, round_no=9)
    exc = refusal(state, 0, "exchange 2C")
    assert exc.code == "reds.exchange_not_this_round"
    assert exc.message == "round 9 has no card exchange"


def test_every_move_after_the_end_is_game_over() -> None:
    state, _ = playout(GAME, 2, {"mode": "short"}, "refusals-end", check_views=False,
                       check_every=1000)  # fmt: skip
    assert GAME.outcome(state).finished
    for seat in (0, 1):
        for text in ("bid 1", "play 2C", "exchange 2C"):
            exc = refusal(state, seat, text)
            assert isinstance(exc, GameOver) and exc.code == "turn.game_over"
            assert exc.message == "the game is over"


def test_a_wrong_phase_move_reads_an_exchange() -> None:
    state = GAME.setup(2, GAME.normalize_options(2, {"first_dealer": 0}), "r")
    exc = refusal(state, 1, f"exchange {' '.join(state.hands[1][:4])}")
    assert exc.code == "reds.wrong_phase"
    assert exc.message == "an exchange move is not allowed now: the round is in bidding"
    assert exc.details == {"phase": "bid"}


def test_counts_and_lists_agree_in_number() -> None:
    # short game, round 4: one card passes to the right
    state = make_state(
        2, "2C 3C 4C 5C 6C | 2S 3S 4S 5S 6S", phase="exchange", round_no=4,
        options={"mode": "short"},
    )  # fmt: skip
    exc = refusal(state, 0, "exchange 2C 3C")
    assert exc.code == "reds.exchange_wrong_count"
    assert exc.message == "this round each player passes exactly 1 card, not 2"
    assert exc.details == {"cards": ["2C", "3C"], "expected": 1}
    exc = refusal(state, 0, "exchange 2S")
    assert exc.message == "2S is not in seat 0's hand"
    state = make_state(2, "2C 3C 4C 5C 6C | 2S 3S 4S 5S 6S", phase="exchange")
    exc = refusal(state, 0, "exchange 2C 3S 4S 5S")
    assert exc.message == "3S, 4S, 5S are not in seat 0's hand"
    exc = refusal(state, 0, "exchange 2C 2C 3C 4C")
    assert exc.message == "the exchange names 2C twice"


@pytest.mark.parametrize(
    "data,code,message",
    [
        ({"type": "play", "cards": [["7D"]]}, "move.malformed",
         "cards must be a card written as a string (e.g. 7D, 10S, QC), not a list"),
        ({"type": "play", "cards": ["7X"]}, "move.unknown_card",
         'cards: "7X" is not a card (e.g. 7D, 10S, QC)'),
        ({"type": "play", "cards": ["7D", "8D"]}, "move.malformed",
         "a play's cards is a list of exactly 1 card, not 2 cards"),
        ({"type": "play", "cards": "7D"}, "move.malformed",
         "a play's cards is a list of exactly 1 card, not a string"),
        ({"type": "play", "card": "7D"}, "move.malformed",
         "play move: missing cards; unexpected key card"),
        ({"type": "bid", "bid": 1, "x": 1}, "move.malformed", "bid move: unexpected key x"),
        ({"type": "exchange"}, "move.malformed", "exchange move: missing cards"),
        ({"type": ["bid"]}, "move.unknown_type",
         "unknown move type a list (bid, exchange or play)"),
    ],
)  # fmt: skip
def test_malformed_moves_are_named_without_python_reprs(data, code: str, message: str) -> None:
    with pytest.raises(MoveFormatError) as info:
        GAME.parse_move(data)
    assert (info.value.code, info.value.message) == (code, message)
