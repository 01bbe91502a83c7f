"""JSON shapes: moves, states, views and events validate against openapi/games/dragons.yaml;
parse_move and decode_state refuse malformed input with their own errors only."""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonschema
import pytest

from scripts.build_openapi import game_schemas
from service.games.base import MoveFormatError, StateError
from service.games.cards import Rng
from service.games.dragons import GAME

from .helpers import play
from .test_rules import opening

FRAGMENT = game_schemas("dragons")  # with base.yaml's per-game templates


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = {"$ref": f"#/components/schemas/{name}", "components": {"schemas": FRAGMENT}}
    return jsonschema.Draft202012Validator(schema)


def random_game(seed: str, options: dict[str, Any]):
    """States, moves and events of one seeded random game."""
    state = GAME.setup(2, GAME.normalize_options(2, options), seed)
    rng = Rng(seed, "codec")
    seen = [(state, None, [])]
    while not GAME.outcome(state).finished:
        moves = GAME.legal_moves(state, state.to_move)
        move = moves[rng.randbelow(len(moves))]
        state, events = GAME.apply(state, state.to_move, move)
        seen.append((state, move, events))
    return seen


@pytest.mark.parametrize(
    "options", [{}, {"scoring": "tantrix"}, {"tiebreak": "most_holes_loses", "tiles": 30}]
)
def test_playout_payloads_match_the_schemas(options) -> None:
    states, moves, views, events = (
        validator(n) for n in ("DragonsState", "DragonsMove", "DragonsView", "DragonsEvent")
    )
    scores = validator("DragonsScores")
    options_schema = validator("DragonsOptions")
    options_schema.validate(options)
    kinds = set()
    for seed in ("c1", "c2", "c3"):
        for state, move, evs in random_game(seed, options):
            states.validate(GAME.encode_state(state))
            scores.validate(GAME.scores(state))
            for viewer in (0, 1, None):
                views.validate(GAME.view(state, viewer))
            if move is not None:
                moves.validate(GAME.encode_move(move))
            for e in evs:
                events.validate(e)
                kinds.add(e["type"])
    assert {"place", "auto_place", "game_over"} <= kinds


@pytest.mark.parametrize("seed", ["n1", "n2"])
def test_notation_round_trips_every_legal_move(seed: str) -> None:
    finished = None
    for state, _, _ in random_game(seed, {"tiles": 30}):
        for move in GAME.legal_moves(state, state.to_move):
            text = GAME.move_notation(move)
            assert text.startswith("place ")  # the move type's name
            assert GAME.parse_notation(text) == move, text
        finished = state
    assert finished is not None and GAME.outcome(finished).finished


def test_views_and_scores_speak_the_common_vocabulary() -> None:
    *_, (last, _, _) = random_game("v1", {"tiles": 20})
    first = GAME.setup(2, GAME.normalize_options(2, {}), "v")
    view = GAME.view(first, 1)
    assert (view["viewer"], view["phase"], view["to_act"], view["current"]) == (1, "play", [0], 0)
    assert view["outcome"] is None and GAME.scores(first)["outcome"] is None
    assert "to_move" not in view and "hand" not in view and "known_hands" not in view
    over = GAME.view(last, None)
    result = GAME.outcome(last).to_json()
    assert (over["phase"], over["to_act"], over["current"]) == ("finished", [], None)
    assert over["outcome"] == result == GAME.scores(last)["outcome"]
    assert set(result) == {"winners", "losers", "ranking", "draw", "reason", "details"}
    assert result["draw"] == (result["winners"] == [])


def test_views_are_the_same_for_every_seat_and_spectators() -> None:  # D10
    state, _ = play(opening("place 0,0 S0"), "place 1,0 S3")
    views = [GAME.view(state, viewer) for viewer in (0, 1, None)]
    assert [v.pop("viewer") for v in views] == [0, 1, None]  # only who asked differs
    assert views[0] == views[1] == views[2]
    assert GAME.known_cards(state, 0) is None


def test_options_schema_in_the_fragment_matches_the_engine() -> None:
    engine = GAME.options_schema["properties"]
    assert set(FRAGMENT["DragonsOptions"]["properties"]) == set(engine)
    for name, spec in engine.items():
        assert FRAGMENT["DragonsOptions"]["properties"][name].get("enum") == spec.get("enum")


@pytest.mark.parametrize(
    "data",
    [
        None,
        3,
        "place",
        [],
        {},
        {"type": "pass"},
        {"type": "place", "q": 0, "r": 0, "face": "shoulders"},
        {"type": "place", "q": 0, "r": 0, "face": "shoulders", "rotation": 0, "x": 1},
        {"type": "place", "q": True, "r": 0, "face": "shoulders", "rotation": 0},
        {"type": "place", "q": 0.5, "r": 0, "face": "shoulders", "rotation": 0},
        {"type": "place", "q": 0, "r": 0, "face": "heads", "rotation": 0},
        {"type": "place", "q": 0, "r": 0, "face": "tails", "rotation": 6},
        {"type": "place", "q": 0, "r": 0, "face": "tails", "rotation": -1},
        {"type": "place", "q": 10**9, "r": 0, "face": "tails", "rotation": 0},
        {"type": "place", "q": "0", "r": 0, "face": "tails", "rotation": 0},
        {"type": "place", "q": 0, "r": 0, "face": ["tails"], "rotation": 0},
    ],
)
def test_malformed_moves_are_refused(data) -> None:
    with pytest.raises(MoveFormatError):
        GAME.parse_move(data)


def test_notation_round_trips() -> None:
    move = GAME.parse_notation("place -2,3 T5")
    assert GAME.encode_move(move) == {
        "type": "place",
        "q": -2,
        "r": 3,
        "face": "tails",
        "rotation": 5,
    }
    assert GAME.move_notation(move) == "place -2,3 T5"
    for bad in ("", "place", "place 1 S0", "place 0,0 X1", "place 0,0 S", "place 0,0 S9", 7):
        with pytest.raises(MoveFormatError):
            GAME.parse_notation(bad)


def _mutations(data: Any, rng: Rng):
    """Every single-point mutation of a JSON value (a few random ones for long lists)."""
    junk = [None, True, -1, 0, 7, 1.5, "x", [], {}, "tails", 10**12]
    if isinstance(data, dict):
        for key in list(data):
            smaller = dict(data)
            del smaller[key]
            yield smaller
            for j in junk:
                yield {**data, key: j}
            for sub in _mutations(data[key], rng):
                yield {**data, key: sub}
        yield {**data, "extra": 1}
    elif isinstance(data, list):
        picks = range(len(data)) if len(data) <= 3 else {0, len(data) - 1, rng.randbelow(len(data))}
        for i in picks:
            yield data[:i] + data[i + 1 :]
            yield data[:i] + [data[i]] + data[i:]
            for sub in _mutations(data[i], rng):
                yield data[:i] + [sub] + data[i + 1 :]


def test_decode_state_refuses_every_mutation_with_a_state_error() -> None:
    state, _ = play(
        opening(*"place 0,0 S0;place 1,0 T2;place 1,1 T5;place 2,1 T4".split(";")), "place 3,1 T5"
    )
    good = GAME.encode_state(state)
    assert GAME.encode_state(GAME.decode_state(copy.deepcopy(good))) == good
    accepted = 0
    count = 0
    for bad in _mutations(good, Rng("fuzz")):
        count += 1
        try:
            decoded = GAME.decode_state(json.loads(json.dumps(bad)))
        except StateError:
            continue
        accepted += 1
        # an accepted mutation must be a consistent state in its own right
        assert GAME.encode_state(decoded) == bad
    assert count > 200


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s["tiles"].__setitem__(
            1, {**s["tiles"][1], "rotation": (s["tiles"][1]["rotation"] + 1) % 6}
        ),
        lambda s: s["tiles"].pop(),  # a cascade cut short
        lambda s: s["tiles"][0].__setitem__("q", 1),
        lambda s: s["tiles"].append({**s["tiles"][-1]}),
        lambda s: s.__setitem__("pool", 3),
        lambda s: s.__setitem__("to_move", 1 - s["to_move"]),
        lambda s: s["options"].__setitem__("tiles", 5),
        lambda s: s["options"].update(scoring="tantrix", tiebreak="most_holes_wins"),
    ],
)
def test_inconsistent_states_are_refused(change) -> None:
    state, _ = play(
        opening(
            *"place 0,0 S0;place 1,0 T2;place 1,1 T5;place 2,1 T4;place 3,1 T5;place -1,0 S3".split(
                ";"
            )
        ),
        "place -2,2 S0",
    )
    data = GAME.encode_state(state)
    change(data)
    with pytest.raises(StateError):
        GAME.decode_state(data)


def test_a_state_that_plays_on_after_a_winning_loop_is_refused() -> None:
    from dataclasses import replace

    from service.games.dragons.state import make_state

    won, _ = play(opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2"), "place 1,-1 T4")
    assert GAME.outcome(won).finished
    # play on under Tantrix scoring (no loop win), then claim loop scoring
    tantrix = make_state(replace(won.config, scoring="tantrix"), won.placed, won.starts)
    later, _ = GAME.apply(tantrix, 0, GAME.legal_moves(tantrix, 0)[0])
    data = GAME.encode_state(later)
    data["options"]["scoring"] = "loop"
    with pytest.raises(StateError) as info:
        GAME.decode_state(data)
    assert "after the end" in info.value.message


@pytest.mark.parametrize("seed", ["trusted-1", "trusted-2", "trusted-3"])
@pytest.mark.parametrize("scoring", ["loop", "tantrix"])
def test_a_trusted_decode_gives_the_same_state_as_the_checked_one(
    seed: str, scoring: str
) -> None:
    """Sessions decode their own snapshots without replaying the moves' rules: the board,
    its region links and everything the rules read next must be those of a checked decode."""
    options = {"scoring": scoring, "tiebreak": "none"}
    for state, _, _ in random_game(seed, options):
        data = json.loads(json.dumps(GAME.encode_state(state)))
        checked, trusted = GAME.decode_state(data), GAME.decode_trusted_state(data)
        assert trusted.cache == checked.cache
        for name in ("version", "front", "gaps", "convex", "closes"):  # (position's fields)
            assert getattr(trusted, name) == getattr(checked, name), name
        assert GAME.encode_state(trusted) == GAME.encode_state(checked)
        assert GAME.outcome(trusted) == GAME.outcome(checked)
        if not GAME.outcome(trusted).finished:
            assert GAME.legal_moves(trusted, trusted.to_move) == GAME.legal_moves(
                checked, checked.to_move
            )


def test_a_trusted_decode_still_refuses_what_is_not_a_state() -> None:
    with pytest.raises(StateError):
        GAME.decode_trusted_state({"game": "dragons"})
