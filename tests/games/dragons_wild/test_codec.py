"""Tokens, move parsing (malformed input never raises anything but MoveFormatError),
notation, and the state codec (decode refuses every inconsistency with StateError)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from service.games.base import MoveFormatError, StateError
from service.games.cards import Rng
from service.games.dragons_wild import GAME
from service.games.dragons_wild.deck import DECK, DRAGONS, NATURALS

from .helpers import build


def test_tokens_and_deck() -> None:
    assert len(DECK) == len(set(DECK)) == 70 and len(NATURALS) == 64 and len(DRAGONS) == 6
    assert (
        NATURALS[0] == "A1"
        and NATURALS[-1] == "H8"
        and DRAGONS == tuple(f"W{i}" for i in range(1, 7))
    )
    assert all(GAME.is_card_token(c) for c in DECK)
    for text in ("A0", "A9", "I1", "W0", "W7", "a1", "5H", "JK", "S1", ""):
        assert not GAME.is_card_token(text)


GOOD = [
    {"type": "draw", "source": "deck"},
    {"type": "draw", "source": "discard"},
    {"type": "buy"},
    {"type": "answer_buy", "accept": True},
    {"type": "meld", "cards": ["A5", "A6", "W1"], "dragon_at": 7},
    {"type": "meld", "cards": ["A5", "B5", "C5"]},
    {"type": "add", "meld": 3, "cards": ["A4"]},
    {"type": "discard", "cards": ["W6"]},
    {"type": "next_hand"},
    {"type": "end_game"},
]


@pytest.mark.parametrize("data", GOOD, ids=lambda d: d["type"])
def test_moves_round_trip(data: dict[str, Any]) -> None:
    move = GAME.parse_move(data)
    assert GAME.encode_move(move) == data
    assert GAME.parse_notation(GAME.move_notation(move)) == move


def test_cards_are_sorted_by_the_parser() -> None:
    move = GAME.parse_move({"type": "meld", "cards": ["W1", "A6", "A5"], "dragon_at": 4})
    assert GAME.encode_move(move)["cards"] == ["A5", "A6", "W1"]


BAD: list[Any] = [
    None,
    1,
    "draw",
    [],
    {},
    {"type": 3},
    {"type": "fly"},
    {"type": "draw"},
    {"type": "draw", "source": "hand"},
    {"type": "draw", "source": "deck", "x": 1},
    {"type": "buy", "card": "A1"},
    {"type": "answer_buy", "accept": 1},
    {"type": "answer_buy", "accept": "yes"},
    {"type": "meld", "cards": []},
    {"type": "meld", "cards": "A1 A2 A3"},
    {"type": "meld", "cards": ["A1", "A1", "A2"]},
    {"type": "meld", "cards": ["A1", "X2", "A3"]},
    {"type": "meld", "cards": ["A1", "A2", "A3"], "dragon_at": True},
    {"type": "meld", "cards": ["A1", "A2", "A3"], "dragon_at": 9},
    {"type": "meld", "cards": ["A1", "A2", "A3"], "dragon_at": "3"},
    {"type": "meld", "cards": [["A1"]]},
    {"type": "meld", "cards": ["A1"] * 500},
    {"type": "add", "cards": ["A1"]},
    {"type": "add", "meld": "0", "cards": ["A1"]},
    {"type": "add", "meld": -1, "cards": ["A1"]},
    {"type": "add", "meld": False, "cards": ["A1"]},
    {"type": "discard"},
    {"type": "discard", "card": "A1"},
    {"type": "discard", "cards": None},
    {"type": "discard", "cards": "A1"},
    {"type": "discard", "cards": []},
    {"type": "discard", "cards": ["5H"]},
    {"type": "discard", "cards": ["A1", "A2"]},
    {"type": "discard", "cards": [["A1"]]},
    {"type": "next_hand", "now": True},
]


@pytest.mark.parametrize("data", BAD, ids=range(len(BAD)))
def test_malformed_moves(data: Any) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_move(data)


@pytest.mark.parametrize(
    "text",
    ["", "fly", "add x A1", "meld A1 A2 @x", "draw", "yes no", "yes", "answer_buy",
     "answer_buy maybe", "discard A1 A2"],
)  # fmt: skip
def test_malformed_notation(text: str) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_notation(text)


def sample_state() -> dict[str, Any]:
    state = build(
        hands=[["A1", "B1"], ["C1", "W1"], ["D1"]],
        turn=3,
        melds=[(1, ["A5", "A6", "W2"], 7, 0), (0, ["B5", "C5", "D5"], None, 1)],
        discard=["E1", "E2"],
        phase="answer",
        buyer=2,
    )
    return GAME.encode_state(state)


def test_state_round_trip() -> None:
    data = sample_state()
    assert GAME.encode_state(GAME.decode_state(json.loads(json.dumps(data)))) == data


INCONSISTENT = [
    lambda d: d["hands"][0].append("A1"),  # a card twice
    lambda d: d["hands"][0].pop(),  # a card missing
    lambda d: d["deck"].append(d["deck"][0]),
    lambda d: d.update(players=4),
    lambda d: d.update(players=7),
    lambda d: d.update(buyer=0),  # the active player as buyer
    lambda d: d.update(buyer=None),  # phase answer without a buyer
    lambda d: d.update(phase="lay"),  # a buyer outside phase answer
    lambda d: d.update(phase="nap"),
    lambda d: d["melds"][0].update(dragon_at=3),  # 3-_-5-6 leaves a gap
    lambda d: d["melds"][0].update(dragon_at=None),
    lambda d: d["melds"][1].update(kind="run"),
    lambda d: d["melds"][1].update(key=7),
    lambda d: d["melds"][0].update(owner=3),
    lambda d: d["melds"][1].update(id=0),
    lambda d: d["melds"][0].update(dragon="A1"),
    lambda d: d["melds"][0]["naturals"].append("W3"),
    lambda d: d["melds"].append("meld"),
    lambda d: d.update(totals=[0, 0]),
    lambda d: d.update(buys_hand=[0, 0, -1]),
    lambda d: d.update(dealer=3),
    lambda d: d.update(options={"hand_size": 99}),
    lambda d: d.update(options={"colour": "red"}),
    lambda d: d.update(results=[{"hand_no": 0}]),
    lambda d: d.update(taken="Q1"),
    lambda d: d.update(shown=[["D1"], [], []]),  # a shown card that is not in that hand
    lambda d: d.update(shown=[[], []]),
    lambda d: d.update(turn=True),
    lambda d: d.update(seed=5),
    lambda d: d.update(phase="over"),  # over without an end reason (and a buyer)
]


@pytest.mark.parametrize("mutate", INCONSISTENT, ids=range(len(INCONSISTENT)))
def test_decode_refuses_inconsistent_states(mutate: Any) -> None:
    d = sample_state()
    mutate(d)
    with pytest.raises(StateError):
        GAME.decode_state(d)


def test_decode_never_raises_anything_else_on_junk() -> None:
    data = sample_state()
    junk = [None, 0, -5, 3.5, "A1", "", [], {}, ["A1"], [[]], [None], {"x": 1}, True, 10**12]
    for bad in (None, [], "x", 3):
        with pytest.raises(StateError):
            GAME.decode_state(bad)
    rng = Rng("fuzz", "dragons_wild")
    keys = list(data)
    for key in keys:
        d = copy.deepcopy(data)
        del d[key]
        with pytest.raises(StateError):
            GAME.decode_state(d)
    for _ in range(400):
        d = copy.deepcopy(data)
        for _ in range(1 + rng.randbelow(3)):
            d[keys[rng.randbelow(len(keys))]] = junk[rng.randbelow(len(junk))]
        try:
            GAME.decode_state(d)
        except StateError:
            pass


def test_decoding_again_answers_as_the_first_time() -> None:
    """The decoder memoizes a stored state's options and melds' checks (decoded with every
    request): a value of another JSON type (1 for true, 0 for false) and a changed meld are
    still refused after the good form was decoded, and the good form still decodes."""
    melds = [(0, ["A1", "A2", "A3"], None, 0), (1, ["B5", "C5", "W1"], None, 0)]
    state = build(hands=[["A5"], ["B1"], ["C1"]], melds=melds)
    good = GAME.encode_state(state)
    good["options"]["runs_wrap"] = True
    for _ in range(2):
        assert GAME.encode_state(GAME.decode_state(copy.deepcopy(good))) == good
    for key, value in (("runs_wrap", 1), ("going_out_multi_meld", 0), ("hand_size", 7.0)):
        bad = copy.deepcopy(good)
        bad["options"][key] = value
        with pytest.raises(StateError, match="options"):
            GAME.decode_state(bad)
    swapped = copy.deepcopy(good)
    swapped["melds"][0]["kind"] = "set"
    swapped["melds"][0]["key"] = 1
    with pytest.raises(StateError, match="meld 0"):
        GAME.decode_state(swapped)
    assert GAME.encode_state(GAME.decode_state(copy.deepcopy(good))) == good
