"""What the engines produce validates against the assembled openapi.yaml, read both ways a
client may read it: with the OpenAPI discriminators (openapi-schema-validator, as openapi-core
and the generated clients pick an alternative) and as plain JSON Schema 2020-12 (`oneOf` means
exactly one alternative). Seeded random playouts of every game, under options that reach
every ending: moves (alone and as any game's `Move`), public moves for the mover, another
seat and a spectator, events raw and redacted, states, views, scores, outcomes, and the
envelopes the service wraps them in. And the contract's options are the engines' options."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
import yaml
from openapi_schema_validator import OAS31Validator

from scripts.build_openapi import MAX_INT, prefix
from service.games import registry
from service.games.base import redact_event
from service.games.cards import Rng
from tests.conftest import ROOT

DOC = yaml.safe_load((ROOT / "openapi.yaml").read_text())
_CACHE: dict[tuple[str, str], Any] = {}


def _validators(name: str) -> tuple[Any, Any]:
    root = {"$ref": f"#/components/schemas/{name}", "components": DOC["components"]}
    if ("oas", name) not in _CACHE:
        _CACHE["oas", name] = OAS31Validator(root)
        _CACHE["json", name] = jsonschema.Draft202012Validator(root)
    return _CACHE["oas", name], _CACHE["json", name]


def check(name: str, instance: Any) -> None:
    for v in _validators(name):
        error = next(iter(v.iter_errors(instance)), None)
        assert error is None, (
            f"{name} ({type(v).__name__}): {error.message[:300]} at {list(error.absolute_path)}"
        )


CONFIGS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "palace": [(2, {"max_turns": 200}), (4, {"deal": "choose_3_of_6", "max_turns": 40}),
               (3, {"eight_skip": True, "jokers": 1, "max_turns": 300})],
    "red_dragon": [(2, {}), (4, {"jokers_per_deck": 2}), (6, {"max_turns": 40})],
    "dragons": [(2, {}), (2, {"scoring": "tantrix", "tiles": 12}), (2, {"tiles": 10}),
                (2, {"tiles": 10, "tiebreak": "most_holes_wins"}),
                (2, {"tiles": 10, "tiebreak": "lower_rating_wins", "red_rating": 1500,
                     "green_rating": 1400})],
    "reds": [(2, {"mode": "short"}), (4, {"mode": "short", "partnership": True,
                                          "hidden_bids": True})],
    "dragons_wild": [(3, {"max_hands": 1}), (4, {"end_condition": "manual", "max_hands": 2}),
                     (3, {"end_condition": "target_score", "target_score": 30,
                          "max_rounds_per_hand": 6})],
}


def test_every_game_has_configurations() -> None:
    assert set(CONFIGS) == set(registry())


@pytest.mark.parametrize(
    "game_id,players,options",
    [(g, p, o) for g, configs in sorted(CONFIGS.items()) for p, o in configs],
)
def test_playout_payloads_validate(game_id: str, players: int, options: dict[str, Any]) -> None:
    game, name = registry()[game_id], prefix(game_id)
    opts = game.normalize_options(players, options)
    check(f"{name}Options", opts)
    check(f"{name}CreateSessionRequest", {"game": game_id, "players": players, "options": opts})
    state = game.setup(players, opts, f"contract-{game_id}-{players}")
    rng = Rng(f"contract-{game_id}", str(players))
    step = 0
    while True:
        finished = game.outcome(state).finished
        if step % 20 == 0 or finished:
            check("State", game.encode_state(state))
            for viewer in [*range(players), None]:
                body = {"game": game_id, "seat": viewer, "view": game.view(state, viewer)}
                check("ViewResult", body)
            outcome = game.outcome(state)
            check("ScoreBody", {"game": game_id, "scores": game.scores(state),
                                "outcome": outcome.to_json() if outcome.finished else None})
        if finished:
            break
        assert step < 4000, "the playout did not end"
        acting = sorted(game.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = [game.encode_move(mv) for mv in game.legal_moves(state, seat)]
        if step % 10 == 0:
            check("MoveList", {"game": game_id, "seat": seat, "moves": moves[:30]})
        index = rng.randbelow(len(moves))
        move = game.legal_moves(state, seat)[index]
        check("MoveBody", {"move": moves[index]})
        for viewer in {seat, (seat + 1) % players, None}:
            public = game.public_move(move, seat, viewer)
            check(f"{name}HistoryEntry", {"version": step + 1, "seat": seat, "move": public,
                                          "events": [], "at": 0})
        state, events = game.apply(state, seat, move)
        if step % 20 == 0:
            check("Applied", {"game": game_id, "state": game.encode_state(state),
                              "events": events})
        for viewer in [*range(players), None]:
            for event in events:
                check(f"{name}Event", redact_event(event, viewer))
        step += 1
    check(f"{name}Outcome", game.outcome(state).to_json())


def test_game_descriptions_validate() -> None:
    for game in registry().values():
        entry = game.describe()
        check("GameEntry", entry)
        entry["move_types"] = [mt.to_json() for mt in game.move_types]
        check("GameDescription", entry)


def test_the_contract_options_are_the_engine_options() -> None:
    """Options the contract allows are exactly those the engines accept (a request that breaks
    the schema is refused, one that fits is not refused for its shape)."""
    for game_id, game in registry().items():
        documented = DOC["components"]["schemas"][f"{prefix(game_id)}Options"]
        assert documented.get("additionalProperties") is False, game_id
        engine = game.options_schema["properties"]
        assert set(documented["properties"]) == set(engine), game_id
        for option, spec in engine.items():
            doc = documented["properties"][option]
            for keyword in ("type", "enum", "minimum", "maximum", "default"):
                assert doc.get(keyword) == expected_bound(spec, keyword), (game_id, option, keyword)


def expected_bound(spec: dict[str, Any], keyword: str) -> Any:
    """The engine's own keyword; where it bounds an integer option nowhere, the contract states
    the enum's range or else the service's ceiling (scripts/build_openapi.py's `bounded`, held by
    service/api/schemas.py's `canonical`)."""
    if keyword in spec or keyword not in ("minimum", "maximum"):
        return spec.get(keyword)
    types = spec.get("type")
    if "integer" not in (types if isinstance(types, list) else [types]):
        return None
    numbers = [v for v in spec.get("enum", []) if type(v) is int]
    if numbers:
        return min(numbers) if keyword == "minimum" else max(numbers)
    return -MAX_INT if keyword == "minimum" else MAX_INT


def test_the_contract_player_counts_are_the_engine_ones() -> None:
    for game_id, game in registry().items():
        count, names = DOC["components"]["schemas"][f"{prefix(game_id)}Players"]["oneOf"]
        assert (count["minimum"], count["maximum"]) == (game.min_players, game.max_players)
        assert (names["minItems"], names["maxItems"]) == (game.min_players, game.max_players)
