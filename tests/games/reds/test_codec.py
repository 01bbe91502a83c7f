"""Move parsing and notation, and the state codec: round trips, and StateError (never
another exception) for every malformed or inconsistent state."""

from __future__ import annotations

import copy
import json

import pytest

from service.games.base import MoveFormatError, StateError
from service.games.cards import Rng
from service.games.reds import GAME
from service.games.reds.moves import Bid, Exchange, Play
from tests.harness import canon, playout


@pytest.mark.parametrize(
    "data,code",
    [
        (None, "move.malformed"),
        ([], "move.malformed"),
        ({}, "move.unknown_type"),
        ({"type": "pass"}, "move.unknown_type"),
        ({"type": 3}, "move.unknown_type"),
        ({"type": "bid"}, "move.malformed"),
        ({"type": "bid", "bid": True}, "move.malformed"),
        ({"type": "bid", "bid": 2.0}, "move.malformed"),
        ({"type": "bid", "bid": "2"}, "move.malformed"),
        ({"type": "bid", "bid": 10**30}, "move.malformed"),
        ({"type": "bid", "bid": 2, "extra": 1}, "move.malformed"),
        ({"type": "play", "cards": ["7H"]}, "reds.unknown_card"),
        ({"type": "play", "cards": ["JK"]}, "reds.unknown_card"),
        ({"type": "play", "cards": ["1S"]}, "move.unknown_card"),
        # a JSON value that is no string is malformed; a string that is no card is unknown
        ({"type": "play", "cards": [7]}, "move.malformed"),
        # a play's cards is a list of exactly one card
        ({"type": "play", "card": "7S"}, "move.malformed"),
        ({"type": "play", "cards": "7S"}, "move.malformed"),
        ({"type": "play", "cards": []}, "move.malformed"),
        ({"type": "play", "cards": ["7S", "8S"]}, "move.malformed"),
        ({"type": "exchange", "cards": "7S"}, "move.malformed"),
        ({"type": "exchange", "cards": ["7S"] * 40}, "move.malformed"),
        ({"type": "exchange", "cards": ["7S", None]}, "move.malformed"),
        ({"type": "exchange", "cards": ["AH"]}, "reds.unknown_card"),
    ],
)
def test_malformed_moves_are_refused_with_a_code(data, code: str) -> None:
    with pytest.raises(MoveFormatError) as info:
        GAME.parse_move(data)
    assert info.value.code == code


def test_moves_round_trip_through_json_and_notation() -> None:
    for move, text in [
        (Bid(0), "bid 0"),
        (Play("10D"), "play 10D"),
        (Exchange(("7D", "QS")), "exchange 7D QS"),
    ]:
        assert GAME.parse_move(GAME.encode_move(move)) == move
        assert GAME.move_notation(move) == text
        assert GAME.parse_notation(text) == move
    assert GAME.encode_move(Play("10D")) == {"type": "play", "cards": ["10D"]}
    assert GAME.parse_move({"type": "play", "cards": [" qs "]}) == Play("QS")
    for bad in ["", "bid", "bid x", "play", "fold 2", 7]:
        with pytest.raises(MoveFormatError):
            GAME.parse_notation(bad)


def sample_states():
    """Encoded states from every phase of a few seeded games."""
    out = []
    for n, opts in [(2, {}), (4, {"partnership": True, "hidden_bids": True}), (6, {})]:
        state = GAME.setup(n, GAME.normalize_options(n, opts), f"codec-{n}")
        rng = Rng("codec", str(n))
        phases = set()
        for _ in range(2 * 6 * n + 40):
            if GAME.outcome(state).finished:
                break
            key = (state.phase, len(state.trick) > 0, state.round_no > 1)
            if key not in phases:
                phases.add(key)
                out.append(GAME.encode_state(state))
            seat = sorted(GAME.to_act(state))[0]
            moves = GAME.legal_moves(state, seat)
            state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
    state, _ = playout(GAME, 2, {"mode": "short"}, "codec-end", check_views=False, check_every=1000)
    out.append(GAME.encode_state(state))
    return out


SAMPLES = sample_states()


def test_states_of_every_phase_round_trip() -> None:
    phases = {s["phase"] for s in SAMPLES}
    assert phases == {"bid", "exchange", "play", "over"}
    for data in SAMPLES:
        assert canon(GAME.encode_state(GAME.decode_state(json.loads(canon(data))))) == canon(data)


def mutations(data):
    """Hypothesis-free mutations: drop, retype or corrupt each key and nested entry."""
    junk = [None, True, -1, 99, "x", [], {}, ["AH"], 1.5, [None], {"a": 1}]
    for key in data:
        for value in junk:
            bad = copy.deepcopy(data)
            bad[key] = value
            yield bad
        bad = copy.deepcopy(data)
        del bad[key]
        yield bad
        if isinstance(data[key], list) and data[key]:
            for value in junk:
                bad = copy.deepcopy(data)
                bad[key][0] = value
                yield bad
            bad = copy.deepcopy(data)
            bad[key].append(copy.deepcopy(bad[key][0]))
            yield bad
            bad = copy.deepcopy(data)
            bad[key].pop()
            yield bad
    yield {**data, "extra": 1}
    yield "not a state"
    yield []


def test_decoding_malformed_states_raises_only_state_error() -> None:
    refused = 0
    for data in SAMPLES:
        for bad in mutations(data):
            try:
                GAME.decode_state(bad)
            except StateError:
                refused += 1
    assert refused > 500


@pytest.mark.parametrize(
    "change,fragment",
    [
        (lambda d: d["hands"][0].append(d["stock"].pop()), "hand"),
        (lambda d: d["hands"][0].__setitem__(0, d["hands"][1][0]), "extra"),
        (lambda d: d.__setitem__("stock", d["stock"][1:]), "conserved"),
        (lambda d: d.__setitem__("anti_trump", "D"), "anti_trump"),
        (lambda d: d.__setitem__("totals", [1] + d["totals"][1:]), "totals"),
        (lambda d: d.__setitem__("dealer", 7), "dealer"),
        (lambda d: d.__setitem__("players", 7), "players"),
        (lambda d: d["options"].__setitem__("partnership", "yes"), "partnership"),
    ],
)
def test_inconsistent_states_say_what_is_wrong(change, fragment: str) -> None:
    data = copy.deepcopy(SAMPLES[0])
    change(data)
    with pytest.raises(StateError) as info:
        GAME.decode_state(data)
    assert fragment in info.value.message


def test_every_rule_code_and_referee_test_named_in_the_rules_document_exists() -> None:
    import re

    from tests.conftest import ROOT

    doc = (ROOT / "docs" / "rules" / "reds.md").read_text()
    source = "".join(p.read_text() for p in (ROOT / "service" / "games" / "reds").glob("*.py"))
    codes = set(re.findall(r'"(reds\.[a-z_0-9]+)"', source))
    assert codes and all(f"`{c}`" in doc for c in codes), codes
    tests = "".join(p.read_text() for p in (ROOT / "tests" / "games" / "reds").glob("test_*.py"))
    named = set(re.findall(r"`(test_[a-z_0-9]+)`", doc))
    assert named and all(f"def {t}(" in tests for t in named), named - set(
        re.findall(r"def (test_[a-z_0-9]+)\(", tests)
    )


def test_hands_and_stock_are_kept_sorted() -> None:
    from service.games.reds.state import ORDER

    state = GAME.setup(3, GAME.normalize_options(3, {}), "sorted")
    while state.phase != "play":  # the deal, the bids, then the exchange
        for cards in (*state.hands, state.stock):
            assert list(cards) == sorted(cards, key=ORDER.__getitem__)
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[-1])
    for cards in (*state.hands, *state.passed):
        assert list(cards) == sorted(cards, key=ORDER.__getitem__)


def _record_mutations(record):
    junk = [None, True, False, -1, 0, 5, 21, 99, "x", "S", "left", [], {}, ["AH"], 1.5, [None]]
    for key, value in record.items():
        for j in junk:
            yield {**record, key: j}
        if isinstance(value, list) and value:
            for j in junk:
                yield {**record, key: [j, *value[1:]]}
            yield {**record, key: value[:-1]}
            yield {**record, key: [*value, value[0]]}
        if key == "played" and value:
            for k in value[0]:
                for j in junk:
                    yield {**record, key: [{**value[0], k: j}, *value[1:]]}
    yield {**record, "extra": 1}


def test_fast_history_decoding_agrees_with_the_general_decoder() -> None:
    """`_record_fast`/`_tricks_fast` give the general decoders' value or None (then the
    general decoder runs and says what is wrong)."""
    from service.games.reds import codec

    checked = fast = 0
    for data in SAMPLES:
        n = data["players"]
        cases = [t for r in data["history"] for t in _record_mutations(r)]
        for r in cases:
            got = codec._record_fast(r, n)
            try:
                want = codec._record(r, n)
            except (StateError, KeyError, TypeError, ValueError, IndexError, AttributeError):
                want = None
            assert got is None or got == want
            fast += got is not None
            checked += 1
        for r in data["history"]:
            assert codec._record_fast(r, n) == codec._record(r, n)
            assert codec._tricks_fast(r["played"], n) == codec._tricks(r["played"], "p", n, 5)
    assert checked > 500 and fast > 0
