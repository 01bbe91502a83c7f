"""openapi/games/dragons_wild.yaml matches what the engine produces: moves, encoded states,
views (every seat and the spectator), scores and events (raw and redacted) from seeded
playouts validate (JSON Schema Draft 2020-12, refs resolved inside the fragment)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest

from scripts.build_openapi import game_schemas
from service.games.base import redact_event
from service.games.cards import Rng
from service.games.dragons_wild import GAME, OPTIONS_SCHEMA

ROOT = Path(__file__).resolve().parents[3]
FRAGMENT = {"schemas": game_schemas("dragons_wild")}  # with base.yaml's per-game templates
NAMES = ("Options", "Move", "State", "View", "Event", "Scores")


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = {"$ref": f"#/components/schemas/DragonsWild{name}", "components": FRAGMENT}
    return jsonschema.Draft202012Validator(schema)


VALIDATORS = {name: validator(name) for name in NAMES}


def check(name: str, instance: Any) -> None:
    errors = list(VALIDATORS[name].iter_errors(instance))
    assert not errors, f"{name}: {errors[0].message} at {list(errors[0].absolute_path)}"


def test_the_fragment_names_the_schemas_and_the_options_agree() -> None:
    for name in NAMES:
        jsonschema.Draft202012Validator.check_schema(FRAGMENT["schemas"][f"DragonsWild{name}"])
    assert FRAGMENT["schemas"]["DragonsWildOptions"]["properties"] == OPTIONS_SCHEMA["properties"]


@pytest.mark.parametrize(
    "players,options",
    [
        (3, {}),
        (3, {"going_out_multi_meld": True, "max_hands": 2}),
        (4, {"end_condition": "manual", "max_hands": 3, "runs_wrap": True}),
        (
            6,
            {
                "refill": "immediate",
                "max_hands": 1,
                "max_rounds_per_hand": 8,
                "buy_priority": "seat_order_from_active_left",
            },
        ),
    ],
)
def test_playout_payloads_validate(players: int, options: dict[str, Any]) -> None:
    # a generous guard so that random play always ends (see test_playouts.GUARD)
    opts = GAME.normalize_options(players, {"max_rounds_per_hand": 100, **options})
    check("Options", opts)
    state = GAME.setup(players, opts, f"schema-{players}")
    rng = Rng(f"schema-{players}", "policy")
    step = 0
    while not GAME.outcome(state).finished and step < 3000:
        if step % 5 == 0:
            check("State", GAME.encode_state(state))
            for viewer in [*range(players), None]:
                check("View", GAME.view(state, viewer))
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        move = moves[rng.randbelow(len(moves))]
        check("Move", GAME.encode_move(move))
        state, events = GAME.apply(state, seat, move)
        for e in events:
            check("Event", e)
            for viewer in [*range(players), None]:
                check("Event", redact_event(e, viewer))
        step += 1
    assert GAME.outcome(state).finished
    check("State", GAME.encode_state(state))
    check("Scores", GAME.scores(state))
