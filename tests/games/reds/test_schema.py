"""openapi/games/reds.yaml matches what the engine produces: moves, public moves, encoded
states, views (every seat and the spectator), scores and events (raw and redacted) from
seeded playouts validate (JSON Schema Draft 2020-12, refs resolved inside the fragment)."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from scripts.build_openapi import game_schemas
from service.games.base import redact_event
from service.games.cards import Rng
from service.games.reds import GAME, OPTIONS_SCHEMA

FRAGMENT = {"schemas": game_schemas("reds")}  # with base.yaml's per-game templates


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = {"$ref": f"#/components/schemas/{name}", "components": FRAGMENT}
    return jsonschema.Draft202012Validator(schema)


VALIDATORS = {
    name: validator(name)
    for name in (
        "RedsOptions",
        "RedsMove",
        "RedsPublicMove",
        "RedsState",
        "RedsView",
        "RedsEvent",
        "RedsScores",
    )
}


def check(name: str, instance: Any) -> None:
    errors = list(VALIDATORS[name].iter_errors(instance))
    assert not errors, f"{name}: {errors[0].message} at {list(errors[0].absolute_path)}"


def test_the_fragment_is_a_valid_schema_set_and_names_the_five_schemas() -> None:
    for name in ("RedsOptions", "RedsMove", "RedsState", "RedsView", "RedsEvent"):
        assert name in FRAGMENT["schemas"]
        jsonschema.Draft202012Validator.check_schema(FRAGMENT["schemas"][name])
    assert set(FRAGMENT["schemas"]["RedsOptions"]["properties"]) == set(
        OPTIONS_SCHEMA["properties"]
    )


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {}),
        (3, {"hidden_bids": True, "mode": "short"}),
        (4, {"partnership": True}),
        (6, {"mode": "short", "partnership": True, "hidden_bids": True}),
    ],
)
def test_playout_payloads_match_the_schemas(players: int, options: dict) -> None:
    opts = GAME.normalize_options(players, options)
    check("RedsOptions", opts)
    state = GAME.setup(players, opts, f"schema-{players}")
    rng = Rng("schema", str(players))
    step = 0
    while True:
        if step % 11 == 0 or GAME.outcome(state).finished:
            check("RedsState", GAME.encode_state(state))
            check("RedsScores", GAME.scores(state))
            for viewer in [*range(players), None]:
                view = GAME.view(state, viewer)
                check("RedsView", view)
                assert view["known_hands"] == [[] for _ in range(players)]
                assert view["hand_counts"] == [len(h) for h in state.hands]
                assert view["hand"] == (list(state.hands[viewer]) if viewer is not None else None)
                assert view["to_act"] == sorted(GAME.to_act(state))
                if state.phase == "play":
                    assert view["current"] == view["to_act"][0]
                elif state.phase == "bid" and not options.get("hidden_bids"):
                    assert [view["current"]] == view["to_act"]
                else:
                    assert view["current"] is None
        if GAME.outcome(state).finished:
            outcome = GAME.outcome(state).to_json()
            assert set(outcome) == {"winners", "losers", "ranking", "draw", "reason", "details"}
            assert GAME.scores(state)["outcome"] == outcome
            for viewer in [*range(players), None]:
                view = GAME.view(state, viewer)
                assert view["phase"] == "finished" and view["to_act"] == []
                assert view["current"] is None and view["outcome"] == outcome
            break
        assert GAME.scores(state)["outcome"] is None
        assert GAME.view(state, None)["outcome"] is None
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        move = moves[rng.randbelow(len(moves))]
        check("RedsMove", GAME.encode_move(move))
        for viewer in [*range(players), None]:
            check("RedsPublicMove", GAME.public_move(move, seat, viewer))
        state, events = GAME.apply(state, seat, move)
        for event in events:
            check("RedsEvent", event)
            for viewer in (seat, (seat + 1) % players, None):  # owner, another, spectator
                check("RedsEvent", redact_event(event, viewer))
        step += 1


def test_the_schemas_refuse_what_the_engine_never_produces() -> None:
    for name, bad in [
        ("RedsMove", {"type": "play", "card": "7D"}),
        ("RedsMove", {"type": "play", "cards": ["7D", "8D"]}),
        ("RedsMove", {"type": "play", "cards": []}),
        ("RedsMove", {"type": "bid", "bid": 6}),
        ("RedsMove", {"type": "exchange", "cards": ["7D", "7D"]}),
        ("RedsEvent", {"type": "play", "seat": 0}),
        ("RedsView", {"players": 2}),
        ("RedsScores", {"totals": [0, 0], "rounds": [], "outcome": {"finished": False}}),
    ]:
        assert list(VALIDATORS[name].iter_errors(bad)), (name, bad)
