"""openapi/games/red_dragon.yaml matches what the engine produces: moves, states, views (every
seat and the spectator) and events (raw and redacted) seen in seeded playouts."""

from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest

from scripts.build_openapi import game_schemas
from service.games.base import redact_event
from service.games.cards import Rng
from service.games.red_dragon import GAME, OPTIONS_SCHEMA

FRAGMENT = Path(__file__).resolve().parents[3] / "openapi" / "games" / "red_dragon.yaml"


@pytest.fixture(scope="module")
def schemas() -> dict:
    return game_schemas("red_dragon")  # the fragment with base.yaml's per-game templates


def _validator(schemas: dict, name: str) -> jsonschema.Draft202012Validator:
    root = {"$ref": f"#/components/schemas/{name}", "components": {"schemas": schemas}}
    return jsonschema.Draft202012Validator(root)


def test_fragment_names(schemas: dict) -> None:
    for suffix in ("Options", "Move", "State", "View", "Event"):
        assert f"RedDragon{suffix}" in schemas
    jsonschema.Draft202012Validator.check_schema(schemas["RedDragonState"])


def test_options_schema_matches_the_engine(schemas: dict) -> None:
    doc = schemas["RedDragonOptions"]["properties"]
    for name, spec in OPTIONS_SCHEMA["properties"].items():
        assert doc[name]["default"] == spec["default"], name
        assert doc[name].get("enum") == spec.get("enum"), name


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {"jokers_per_deck": 2}),
        (3, {}),
        (5, {"decks": 2, "jokers_per_deck": 1}),
        (8, {"decks": 2, "jokers_per_deck": 2, "max_turns": 300}),
    ],
)
def test_playout_payloads_validate(schemas: dict, players: int, options: dict) -> None:
    v = {
        n: _validator(schemas, f"RedDragon{n}")
        for n in ("Options", "Move", "State", "View", "Event", "PublicMove", "Scores", "Outcome")
    }
    opts = GAME.normalize_options(players, options)
    v["Options"].validate(opts)
    state = GAME.setup(players, opts, f"schema-{players}")
    rng = Rng("schema", str(players))
    step = 0
    while True:
        v["State"].validate(GAME.encode_state(state))
        if step % 3 == 0:
            for viewer in [*range(players), None]:
                v["View"].validate(GAME.view(state, viewer))
            v["Scores"].validate(GAME.scores(state))
        if GAME.outcome(state).finished:
            break
        seat = sorted(GAME.to_act(state))[rng.randbelow(len(GAME.to_act(state)))]
        moves = GAME.legal_moves(state, seat)
        for m in moves[:20]:
            v["Move"].validate(GAME.encode_move(m))
        move = moves[rng.randbelow(len(moves))]
        for viewer in (seat, (seat + 1) % players, None):
            public = GAME.public_move(move, seat, viewer)
            v["PublicMove"].validate(public)
        state, events = GAME.apply(state, seat, move)
        for e in events:
            v["Event"].validate(e)
            for viewer in [*range(players), None]:
                v["Event"].validate(redact_event(e, viewer))
        step += 1
    for viewer in [*range(players), None]:
        v["View"].validate(GAME.view(state, viewer))
        assert GAME.view(state, viewer)["outcome"] == GAME.outcome(state).to_json()
    v["Scores"].validate(GAME.scores(state))
    v["Outcome"].validate(GAME.outcome(state).to_json())
