"""openapi/games/palace.yaml matches what the engine produces: options, moves, states, views
(every seat and the spectator) and events (raw and redacted) seen in seeded playouts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest

from scripts.build_openapi import game_schemas
from service.games.base import redact_event
from service.games.cards import Rng
from service.games.palace import GAME, OPTIONS_SCHEMA

from .policy import greedy

FRAGMENT = Path(__file__).resolve().parents[3] / "openapi" / "games" / "palace.yaml"


@pytest.fixture(scope="module")
def schemas() -> dict[str, Any]:
    return game_schemas("palace")  # the fragment with base.yaml's per-game templates


def _validator(schemas: dict[str, Any], name: str) -> jsonschema.Draft202012Validator:
    root = {"$ref": f"#/components/schemas/{name}", "components": {"schemas": schemas}}
    return jsonschema.Draft202012Validator(root)


def test_fragment_names(schemas: dict[str, Any]) -> None:
    for suffix in ("Options", "Move", "State", "View", "Event"):
        assert f"Palace{suffix}" in schemas
    for schema in schemas.values():
        jsonschema.Draft202012Validator.check_schema(schema)


def test_options_schema_matches_the_engine(schemas: dict[str, Any]) -> None:
    doc = schemas["PalaceOptions"]["properties"]
    assert set(doc) == set(OPTIONS_SCHEMA["properties"])
    for name, spec in OPTIONS_SCHEMA["properties"].items():
        assert doc[name]["default"] == spec["default"], name
        assert doc[name].get("enum") == spec.get("enum"), name


def test_move_type_examples_validate(schemas: dict[str, Any]) -> None:
    v = _validator(schemas, "PalaceMove")
    for mt in GAME.move_types:
        for example in mt.examples:
            v.validate(dict(example))
            GAME.parse_move(dict(example))


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {}),
        (3, {"eight_skip": True, "faceup_pickup_takes_card": True, "jokers": 2, "decks": 2}),
        (4, {"deal": "choose_3_of_6", "mix_hand_faceup": True, "starter_must_lead_lowest": True}),
        (5, {"max_turns": 60, "transparent_rank": "8"}),
    ],
)
def test_playout_payloads_validate(
    schemas: dict[str, Any], players: int, options: dict[str, Any]
) -> None:
    v = {
        n: _validator(schemas, f"Palace{n}")
        for n in ("Options", "Move", "State", "View", "Event", "Scores", "Outcome")
    }
    opts = GAME.normalize_options(players, options)
    v["Options"].validate(opts)
    state = GAME.setup(players, opts, f"schema-{players}")
    rng = Rng("schema", str(players))
    step = 0
    while True:
        v["State"].validate(GAME.encode_state(state))
        if step % 4 == 0:
            for viewer in [*range(players), None]:
                v["View"].validate(GAME.view(state, viewer))
            v["Scores"].validate(GAME.scores(state))
        if GAME.outcome(state).finished:
            for viewer in [*range(players), None]:
                v["View"].validate(GAME.view(state, viewer))
                assert GAME.view(state, viewer)["outcome"] == GAME.outcome(state).to_json()
            v["Scores"].validate(GAME.scores(state))
            v["Outcome"].validate(GAME.outcome(state).to_json())
            break
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        for m in moves[:10]:
            v["Move"].validate(GAME.encode_move(m))
        move = greedy(state, seat, moves, rng.randbelow(1000))
        state, events = GAME.apply(state, seat, move)
        for e in events:
            v["Event"].validate(e)
            for viewer in [*range(players), None]:
                v["Event"].validate(redact_event(e, viewer))
        step += 1
