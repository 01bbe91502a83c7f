"""Refusals name the rule broken and carry the cards, meld or seat involved in `details`
(docs/rules/dragons_wild.md §10); the stalemate guard is an option, off by default (§11 D4)."""

from __future__ import annotations

import pytest

from service.games.base import IllegalMove, MoveFormatError
from service.games.dragons_wild import GAME

from .helpers import build, play


def refusal(state, seat: int, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.check(state, seat, GAME.parse_notation(text))
    with pytest.raises(IllegalMove) as applied:
        GAME.apply(state, seat, GAME.parse_notation(text))
    assert applied.value.to_json() == info.value.to_json()
    return info.value


def window():
    """Seat 1 is about to draw; seat 0 has just discarded C3 onto C2."""
    return build(
        hands=[["E1", "E2"], ["E3", "E4"], ["E5", "E6"]],
        phase="draw",
        turn=1,
        deck=["D1", "D2", "D3"],
        discard=["C1", "C2", "C3"],
    )


def test_turn_and_phase_refusals_carry_details() -> None:
    state = window()
    exc = refusal(state, 0, "draw deck")
    assert exc.code == "dragons_wild.only_buy"
    assert exc.message == "it is seat 1's turn; others may only ask to buy"
    assert exc.details == {"active": 1}
    exc = refusal(state, 1, "buy")
    assert (exc.code, exc.details) == ("dragons_wild.active_cannot_buy", {"active": 1})
    exc = refusal(state, 1, "discard E3")
    assert (exc.code, exc.details) == ("dragons_wild.wrong_phase", {"phase": "draw"})
    state, _ = play(state, 2, "buy")
    exc = refusal(state, 0, "buy")
    assert (exc.code, exc.details) == ("dragons_wild.buy_pending", {"buyer": 2})
    exc = refusal(state, 1, "draw deck")
    assert exc.code == "dragons_wild.wrong_phase"
    assert exc.details == {"phase": "answer", "buyer": 2}


def test_meld_refusals_carry_the_cards_and_the_meld() -> None:
    state = build(
        hands=[["A4", "B4", "C7", "B1"], ["F1"], ["F2"]],
        turn=3,
        melds=[(1, ["A1", "A2", "A3"], None, 1)],
    )
    exc = refusal(state, 0, "add 0 A4")
    assert exc.code == "dragons_wild.no_earlier_meld"
    assert exc.details == {"meld": 0, "cards": ["A4"]}
    exc = refusal(state, 0, "add 7 A4")
    assert (exc.code, exc.details) == ("dragons_wild.unknown_meld", {"meld": 7})
    exc = refusal(state, 0, "meld A4 B4 C7")
    assert exc.code == "dragons_wild.mixed_suit_run"
    assert exc.details == {"cards": ["A4", "B4", "C7"]}
    exc = refusal(state, 0, "meld A4 B4 C4")
    assert exc.code == "dragons_wild.card_not_in_hand"
    assert exc.message == "C4 is not in your hand" and exc.details == {"cards": ["C4"]}
    assert refusal(state, 0, "meld D4 E4 F4").message == "D4 E4 F4 are not in your hand"
    after = build(hands=[["A4", "B4", "B1"], ["F1"], ["F2"]], turn=3, phase="discard")
    exc = refusal(after, 0, "meld A4 B4 B1")
    assert exc.code == "dragons_wild.one_meld_action_per_turn"
    assert exc.details == {"phase": "discard", "cards": ["A4", "B1", "B4"]}


def test_counts_agree_in_number() -> None:
    state = build(
        hands=[["E1", "E2"], ["E3", "E4"], ["E5", "E6"]],
        phase="draw",
        turn=1,
        deck=["D1", "D2", "D3"],
        discard=["C1", "C2", "C3"],
        options={"max_buys_per_player_per_hand": 1},
        buys_hand=(0, 0, 1),
    )
    exc = refusal(state, 2, "buy")
    assert exc.code == "dragons_wild.buy_limit"
    assert exc.message == "seat 2 has bought once this hand, the limit"
    state = build(
        hands=[["E1", "E2"], ["E3", "E4"], ["E5", "E6"]],
        phase="draw",
        turn=1,
        deck=["D1", "D2", "D3"],
        discard=["C1", "C2", "C3"],
        options={"max_buys_per_window": 1},
        buys_window=1,
    )
    assert refusal(state, 2, "buy").message == "1 buy already accepted in this window (the limit)"


def test_no_hand_limit_by_default() -> None:
    """The rules have no round limit: without the option a hand goes on past round 40."""
    assert GAME.normalize_options(3, {})["max_rounds_per_hand"] is None
    # the dealer (seat 2) ends round 41 with a discard
    state = build(hands=[["F1"], ["F2"], ["A1", "W2", "B5"]], turn=3 * 41 - 1)
    assert state.round == 41
    state, events = play(state, 2, "discard A1")
    assert not any(e["type"] == "hand_end" for e in events)
    assert {"type": "round", "round": 42, "rate": 1} in events
    assert state.hand_no == 0 and state.round == 42 and state.phase == "draw"
    # the guard is still there for those who ask for it
    state = build(
        hands=[["F1"], ["F2"], ["A1", "W2", "B5"]], turn=3 * 41 - 1,
        options={"max_rounds_per_hand": 41},
    )  # fmt: skip
    _, events = play(state, 2, "discard A1")
    assert next(e for e in events if e["type"] == "hand_end")["reason"] == "hand_limit"


@pytest.mark.parametrize(
    "data,code,message",
    [
        ({"type": "discard", "cards": [["A5"]]}, "move.malformed",
         "cards must be a card written as a string (A1…H8, W1…W6), not a list"),
        ({"type": "discard", "cards": ["Z9"]}, "move.unknown_card",
         'cards: "Z9" is not a card (A1…H8 for suits S1…S8, W1…W6 for Dragons)'),
        ({"type": "discard", "card": "A5"}, "move.malformed", "discard takes cards"),
        ({"type": "discard", "cards": ["A5", "A6"]}, "move.malformed",
         "discard takes cards: a list of exactly one card"),
        ({"type": "draw", "source": ["deck"]}, "move.malformed",
         "source must be deck or discard, not a list"),
        ({"type": "answer_buy", "accept": "yes"}, "move.malformed",
         'accept must be true or false, not "yes"'),
        ({"type": "go_out", "melds": [["A1"], ["A2"]]}, "move.malformed",
         "each go_out meld is an object with cards and an optional dragon_at"),
    ],
)  # fmt: skip
def test_malformed_moves_are_named_without_python_reprs(data, code: str, message: str) -> None:
    with pytest.raises(MoveFormatError) as info:
        GAME.parse_move(data)
    assert (info.value.code, info.value.message) == (code, message)
