"""JSON codecs: moves parse strictly (MoveFormatError only), states decode strictly
(StateError only) and round-trip; notation round-trips."""

from __future__ import annotations

import copy
import json

import pytest

from service.games.base import MoveFormatError, StateError
from service.games.cards import Rng
from service.games.red_dragon import GAME


def _states(players: int = 3, options: dict | None = None, seed: str = "codec", steps: int = 60):
    opts = GAME.normalize_options(players, options or {"jokers_per_deck": 1})
    state = GAME.setup(players, opts, seed)
    rng = Rng(seed, "codec")
    out = [state]
    for _ in range(steps):
        if GAME.outcome(state).finished:
            break
        seat = sorted(GAME.to_act(state))[0]
        moves = GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
        out.append(state)
    return out


BAD_VALUES = [None, True, -1, 99, 1.5, "x", [], {}, ["ZZ"], [None], {"a": 1}]


def test_states_round_trip() -> None:
    for state in _states():
        data = json.loads(json.dumps(GAME.encode_state(state)))
        assert GAME.decode_state(data) == state


def test_decode_refuses_garbage_with_state_error_only() -> None:
    for junk in [None, 1, "x", [], {}, {"game": "red_dragon"}, [1, 2]]:
        with pytest.raises(StateError):
            GAME.decode_state(junk)


def test_decode_mutations_raise_only_state_error() -> None:
    states = _states()
    for state in (states[0], states[4], states[-1]):
        base = GAME.encode_state(state)
        mutants = []
        for key in base:
            m = copy.deepcopy(base)
            del m[key]
            mutants.append(m)
            for bad in BAD_VALUES:
                m = copy.deepcopy(base)
                m[key] = bad
                mutants.append(m)
        for i in range(len(base["seats"])):
            for key in base["seats"][i]:
                for bad in BAD_VALUES:
                    m = copy.deepcopy(base)
                    m["seats"][i][key] = bad
                    mutants.append(m)
        for m in mutants:
            try:
                GAME.decode_state(m)
            except StateError:
                pass


def test_decode_refuses_duplicated_or_missing_cards() -> None:
    state = _states()[10]
    base = GAME.encode_state(state)
    holder = next(s for s in base["seats"] if s["opening"] or s["hand"])
    zone = "hand" if holder["hand"] else "opening"
    m = copy.deepcopy(base)
    m["out_of_round"].append(holder[zone][0])  # a card twice
    with pytest.raises(StateError, match="extra"):
        GAME.decode_state(m)
    m = copy.deepcopy(base)
    next(s for s in m["seats"] if s[zone])[zone].pop()  # a card missing
    with pytest.raises(StateError, match="missing"):
        GAME.decode_state(m)
    m = copy.deepcopy(base)
    m["current"] = 7
    with pytest.raises(StateError):
        GAME.decode_state(m)
    m = copy.deepcopy(base)
    m["seats"][0]["chance"].append(copy.deepcopy(m["seats"][0]["chance"][0]))
    with pytest.raises(StateError):
        GAME.decode_state(m)


def test_two_deck_states_hold_duplicates() -> None:
    for state in _states(5, {"decks": 2, "jokers_per_deck": 2}, steps=80)[::10]:
        assert GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state)))) == state


BAD_MOVES = [
    None,
    1,
    "play",
    [],
    {},
    {"type": 1},
    {"type": "dance"},
    {"type": "play"},
    {"type": "play", "cards": "7H"},
    {"type": "play", "cards": ["7X"]},
    {"type": "play", "cards": [7]},
    {"type": "play", "cards": ["7H"], "x": 1},
    {"type": "play", "cards": ["7H"] * 500},
    {"type": "play", "as": "JK", "cards": ["JK"]},
    {"type": "play", "as": 7, "cards": ["JK"]},
    {"type": "play", "cards": ["7H"], "direction": "up"},
    {"type": "play", "cards": ["7H"], "direction": True},
    {"type": "play", "hand": ["7H"]},
    {"type": "play", "opening": ["7H"]},
    {"type": "select_reserve"},
    {"type": "select_reserve", "cards": ["7H"] * 9},
    {"type": "play_reserve"},
    {"type": "play_reserve", "card": "QS"},
    {"type": "play_reserve", "cards": None},
    {"type": "play_reserve", "cards": []},
    {"type": "play_reserve", "cards": ["QS", "QD"]},
    {"type": "play_reserve", "cards": "QS"},
    {"type": "take_chance", "position": True},
    {"type": "take_chance", "position": 5},
    {"type": "take_chance", "position": "1"},
    {"type": "declare", "rank": "1"},
    {"type": "declare"},
    {"type": "pick_up", "reserve": "7H"},
    {"type": "pick_up", "cards": [3]},
    {"type": "pick_up", "cards": []},
    {"type": "pick_up", "cards": ["7H", "8H"]},
    {"type": "pick_up", "cards": ["7H"], "x": 1},
    {1: 2},
    {"type": "play", "cards": {}},
]


@pytest.mark.parametrize("data", BAD_MOVES, ids=[repr(b)[:40] for b in BAD_MOVES])
def test_parse_move_refuses_malformed(data) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_move(data)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "select_reserve", "cards": ["AS", "4C", "9h"]},
        {"type": "play", "cards": ["7H", "JK", "7S"], "as": "7", "direction": "cw"},
        {"type": "play", "cards": ["3C"]},
        {"type": "play", "cards": []},
        {"type": "play_reserve", "cards": ["JK"], "as": "Q"},
        {"type": "play_reserve", "cards": ["QS"]},
        {"type": "take_chance", "position": 4},
        {"type": "declare", "rank": "10"},
        {"type": "pick_up"},
        {"type": "pick_up", "cards": ["4D"]},
    ],
)
def test_moves_and_notation_round_trip(data) -> None:
    move = GAME.parse_move(data)
    assert GAME.parse_move(GAME.encode_move(move)) == move
    text = GAME.move_notation(move)
    assert GAME.parse_notation(text) == move
    assert text.split()[0] == data["type"]  # the notation says the move type's name


@pytest.mark.parametrize(
    "text,data",
    [
        ("select_reserve AS 4C 9H", {"type": "select_reserve", "cards": ["4C", "9H", "AS"]}),
        ("play 7H JK 7S as 7 cw",
         {"type": "play", "cards": ["7H", "7S", "JK"], "as": "7", "direction": "cw"}),
        ("play_reserve JK as Q", {"type": "play_reserve", "cards": ["JK"], "as": "Q"}),
        ("take_chance 2", {"type": "take_chance", "position": 2}),
        ("pick_up 4D", {"type": "pick_up", "cards": ["4D"]}),
        # the words before issue 15 are still read
        ("select AS 4C 9H", {"type": "select_reserve", "cards": ["4C", "9H", "AS"]}),
        ("play 7H +7S", {"type": "play", "cards": ["7H", "7S"]}),
        ("reserve QS", {"type": "play_reserve", "cards": ["QS"]}),
        ("chance 0", {"type": "take_chance", "position": 0}),
        ("pickup", {"type": "pick_up"}),
    ],
)  # fmt: skip
def test_notation_reads_type_names(text: str, data) -> None:
    assert GAME.encode_move(GAME.parse_notation(text)) == data


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {}),
        (3, {"jokers_per_deck": 2, "default_direction": "cw"}),
        (4, {"reserve_fail_takes_card": False, "mix_opening_subset": "all_of_rank"}),
        (5, {"decks": 2, "jokers_per_deck": 1}),
    ],
)
def test_notation_round_trips_every_legal_move_in_seeded_playouts(players: int, options) -> None:
    state = GAME.setup(players, GAME.normalize_options(players, options), "notation")
    rng = Rng("notation", "round-trip")
    types = {mt.type for mt in GAME.move_types}
    seen: set[str] = set()
    for _ in range(600):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        for seat in acting:
            for move in GAME.legal_moves(state, seat):
                text = GAME.move_notation(move)
                assert GAME.parse_notation(text) == move, text
                assert text.split()[0] in types, text
                seen.add(text.split()[0])
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
    assert {"select_reserve", "play", "take_chance"} <= seen


def test_card_lists_are_multisets() -> None:
    a = GAME.parse_move({"type": "play", "cards": ["7H", "7D"]})
    b = GAME.parse_move({"type": "play", "cards": ["7D", "7H"]})
    assert a == b and GAME.encode_move(a)["cards"] == ["7D", "7H"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "chance x",
        "take_chance 9",
        "reserve",
        "play_reserve",
        "play_reserve QS QD",
        "pickup a b",
        "pick_up 4D 5D",
        "play 7X",
    ],
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_notation(text)


def _paths(data, prefix=()):
    yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:3]):
            yield from _paths(v, (*prefix, i))


def _set_path(data, path, value):
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def test_every_nested_value_mutation_raises_only_state_error() -> None:
    states = _states(2, {"jokers_per_deck": 2}, seed="nested", steps=120)
    with_pile = next((s for s in states if s.pile), states[-1])
    with_free_go = next((s for s in states if s.free_go is not None), states[-1])
    for state in (states[0], with_pile, with_free_go):
        base = GAME.encode_state(state)
        for path in list(_paths(base))[1:]:
            for bad in BAD_VALUES:
                m = copy.deepcopy(base)
                _set_path(m, path, copy.deepcopy(bad))
                try:
                    GAME.decode_state(m)
                except StateError:
                    pass
