"""Move and state codecs, notation, views and hidden information."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from service.games.base import MoveFormatError, StateError, leaked
from service.games.palace import GAME

from .helpers import make_state, play


@pytest.mark.parametrize(
    "data",
    [
        None, 1, "play", [], {}, {"type": "dance"}, {"type": 3},
        {"type": "play"}, {"type": "play", "cards": []}, {"type": "play", "cards": "7H"},
        {"type": "play", "cards": ["7X"]}, {"type": "play", "cards": [7]},
        {"type": "play", "cards": ["7H"], "extra": 1}, {"type": "play", "cards": ["7H"] * 500},
        {"type": "flip"}, {"type": "flip", "index": True}, {"type": "flip", "index": "1"},
        {"type": "flip", "index": -1}, {"type": "flip", "index": 1.0},
        {"type": "swap", "hand_card": "7H"},
        {"type": "swap", "hand_card": "7H", "face_up_card": None},
        {"type": "pick_up", "face_up_card": "5S"}, {"type": "pick_up", "cards": None},
        {"type": "pick_up", "cards": []}, {"type": "pick_up", "cards": ["5S", "6S"]},
        {"type": "ready", "now": True}, {"type": "pick_up", "cards": [5]},
        {"type": "place", "cards": None}, {1: 2},
    ],
)  # fmt: skip
def test_malformed_moves_are_refused(data: Any) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_move(data)


@pytest.mark.parametrize(
    "text,data",
    [
        ("play 7H 7D", {"type": "play", "cards": ["7D", "7H"]}),
        ("play 10c", {"type": "play", "cards": ["10C"]}),
        ("flip 2", {"type": "flip", "index": 2}),
        ("pick_up", {"type": "pick_up"}),
        ("pick-up 5S", {"type": "pick_up", "cards": ["5S"]}),
        ("swap 4C KH", {"type": "swap", "hand_card": "4C", "face_up_card": "KH"}),
        ("ready", {"type": "ready"}),
        ("place KH AS 9D", {"type": "place", "cards": ["9D", "KH", "AS"]}),
    ],
)
def test_notation(text: str, data: dict[str, Any]) -> None:
    move = GAME.parse_notation(text)
    assert GAME.encode_move(move) == data
    assert GAME.parse_notation(GAME.move_notation(move)) == move
    assert GAME.parse_move(data) == move


@pytest.mark.parametrize(
    "text", ["", "play", "flip x", "flip 1 2", "jump", "swap 4C", "ready now", None]
)
def test_bad_notation(text: Any) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_notation(text)


def test_card_order_in_a_play_does_not_matter() -> None:
    a = GAME.parse_move({"type": "play", "cards": ["7H", "7C"]})
    assert a == GAME.parse_move({"type": "play", "cards": ["7C", "7H"]})


def _state() -> Any:
    s = GAME.setup(3, GAME.normalize_options(3, {}), "codec")
    for seat in range(3):
        s, _ = GAME.apply(s, seat, GAME.parse_notation("ready"))
    for _ in range(6):
        seat = s.current
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[0])
    return s


def test_state_round_trip() -> None:
    s = _state()
    data = GAME.encode_state(s)
    assert GAME.encode_state(GAME.decode_state(json.loads(json.dumps(data)))) == data
    assert data["players"] == 3 and GAME.player_count(s) == 3


def _mutations(data: dict[str, Any]):
    yield None
    yield []
    yield "state"
    for key in list(data):
        d = copy.deepcopy(data)
        del d[key]
        yield d
        for bad in (None, -1, 99, "x", [], {}, True, [None], 1.5):
            d = copy.deepcopy(data)
            d[key] = bad
            yield d
    for field in ("hand", "face_up", "face_down", "ready", "shown"):
        for bad in (None, 3, ["ZZ"], "7H", [1]):
            d = copy.deepcopy(data)
            d["seats"][0][field] = bad
            yield d
    d = copy.deepcopy(data)
    d["seats"][0]["hand"].append(d["seats"][1]["face_up"][0])  # a card twice
    yield d
    d = copy.deepcopy(data)
    d["seats"][0]["hand"].pop()  # a card missing
    yield d
    d = copy.deepcopy(data)
    d["seats"].append(d["seats"][0])
    yield d
    d = copy.deepcopy(data)
    d["pile"] = [{"card": "7H", "seat": 7}]
    yield d
    d = copy.deepcopy(data)
    d["options"]["jokers"] = 9
    yield d
    d = copy.deepcopy(data)
    d["seats"][1]["shown"] = ["AS", "AS", "AS"]
    yield d


def test_decode_state_refuses_malformed_states_with_state_error() -> None:
    data = GAME.encode_state(_state())
    count = 0
    for bad in _mutations(data):
        if bad == data or (
            isinstance(bad, dict)
            and (
                bad.keys() == data.keys() - {"game"}
                or bad.get("options") == {}
                or bad.get("turns") == 99
            )
        ):  # still consistent: "game" is optional, options default, any turn count
            GAME.decode_state(bad)
            continue
        with pytest.raises(StateError):
            GAME.decode_state(bad)
        count += 1
    assert count > 150


def test_decode_state_refuses_swapped_phase_inconsistencies() -> None:
    data = GAME.encode_state(_state())
    d = copy.deepcopy(data)
    d["phase"] = "over"
    with pytest.raises(StateError):
        GAME.decode_state(d)
    d = copy.deepcopy(data)
    d["current"] = d["finish_order"][0] if d["finish_order"] else d["current"]
    d["phase"] = "swap"
    with pytest.raises(StateError):
        GAME.decode_state(d)


def test_views_hide_hands_face_down_and_stock() -> None:
    s = make_state(
        [{"hand": "4C 5D", "up": "9S", "down": "AC AD"}, {"hand": "KH", "up": "QC", "down": "3S"}],
        pile="8H",
        stock="JS",
    )
    mine = GAME.view(s, 0)
    theirs = GAME.view(s, 1)
    spectator = GAME.view(s, None)
    assert mine["hand"] == ["4C", "5D"] and theirs["hand"] == ["KH"]
    assert spectator["hand"] is None
    assert all("hand" not in seat for v in (mine, theirs, spectator) for seat in v["seats"])
    assert mine["hand_counts"] == theirs["hand_counts"] == spectator["hand_counts"] == [2, 1]
    assert mine["known_hands"] == spectator["known_hands"] == [[], []]
    assert mine["phase"] == "play" and mine["outcome"] is None
    for key in ("winner", "loser", "end_reason"):
        assert key not in mine
    assert mine["seats"][1]["face_up"] == ["QC"] and mine["seats"][0]["face_down_count"] == 2
    text = json.dumps([mine, theirs, spectator])
    for secret in ("AC", "AD", "3S", "JS"):
        assert secret not in text  # face-down cards are unknown to all, the owner included
    assert "KH" not in json.dumps([mine, spectator]) and "4C" not in json.dumps([theirs, spectator])
    for viewer in (0, 1, None):
        assert not leaked(GAME, s, viewer, [GAME.view(s, viewer)])


def test_picked_up_cards_stay_known_to_everyone() -> None:
    s = make_state([{"hand": "4C 5D"}, {"hand": "KH"}], pile="9H 9S")
    s2, _ = play(s, 0, "pick_up")
    for viewer in (0, 1, None):
        assert GAME.view(s2, viewer)["known_hands"] == [["9H", "9S"], []]
    assert GAME.view(s2, None)["hand_counts"] == [4, 1]
    s3, _ = play(s2, 1, "play KH")
    assert s3.phase == "over" and GAME.view(s3, None)["known_hands"] == [["9H", "9S"], []]
    # a known card leaves known_hands once it is played
    s4, _ = play(
        make_state([{"hand": "4C 9H 9S", "shown": "9H 9S"}, {"hand": "KH 3C"}], pile="8H"),
        0,
        "play 9H",
    )
    assert GAME.view(s4, 1)["known_hands"] == [["9S"], []]


def test_drawn_cards_are_private_to_the_drawer() -> None:
    from service.games.base import redact_event

    s = make_state([{"hand": "4C 5D 6D"}, {"hand": "KH"}], stock="AS 2H")
    _, events = play(s, 0, "play 4C")
    draw = next(e for e in events if e["type"] == "draw")
    assert redact_event(draw, 0)["cards"] == ["AS"]
    assert "cards" not in redact_event(draw, 1) and "cards" not in redact_event(draw, None)


def test_failed_flip_card_is_public() -> None:
    s = make_state([{"down": "4C 5D"}, {"hand": "KH"}], pile="9H")
    s2, events = play(s, 0, "flip 0")
    assert events[0]["card"] == "4C"
    assert GAME.view(s2, None)["known_hands"][0] == ["9H", "4C"]


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {}),
        (3, {"faceup_pickup_takes_card": True, "mix_hand_faceup": True, "jokers": 2}),
        (4, {"deal": "choose_3_of_6", "decks": 2, "voluntary_pickup": True}),
    ],
)
def test_notation_round_trips_every_legal_move_in_seeded_playouts(
    players: int, options: dict[str, Any]
) -> None:
    from service.games.cards import Rng

    state = GAME.setup(players, GAME.normalize_options(players, options), "notation")
    rng = Rng("notation", "round-trip")
    seen: set[str] = set()
    for _ in range(400):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        for seat in acting:
            for move in GAME.legal_moves(state, seat):
                text = GAME.move_notation(move)
                assert GAME.parse_notation(text) == move, text
                assert text.split()[0] in {mt.type for mt in GAME.move_types}
                seen.add(type(move).__name__)
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
    assert {"Play", "PickUp"} <= seen
