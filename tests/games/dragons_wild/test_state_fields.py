"""`state.evolve_state` takes its changes as a dict and, being on the move path, does not check
the keys (a misspelt field would be dropped). Every dict the engine passes it is a literal:
this test reads the engine's source and holds each key to a field of `State`."""

from __future__ import annotations

import ast
from pathlib import Path

from service.games.dragons_wild import state

ENGINE = Path(state.__file__).parent


def _calls() -> list[tuple[str, int, ast.expr]]:
    found = []
    for path in sorted(ENGINE.glob("*.py")):
        if path.name == "state.py":  # `evolve`, which checks the keys it passes on
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "evolve_state":
                found.append((path.name, node.lineno, node.args[1]))
    return found


def test_the_engine_evolves_states_with_literal_known_fields() -> None:
    calls = _calls()
    assert len(calls) >= 10, "the move path's transitions are found"
    for name, line, changes in calls:
        assert isinstance(changes, ast.Dict), f"{name}:{line}: changes must be a dict literal"
        for key in changes.keys:
            assert isinstance(key, ast.Constant), f"{name}:{line}: a literal key"
            assert key.value in state.STATE_FIELDS, f"{name}:{line}: {key.value!r} is no field"


def test_evolve_refuses_an_unknown_field() -> None:
    from tests.games.dragons_wild.helpers import build

    s = build()
    try:
        state.evolve(s, phse="draw")
    except TypeError as exc:
        assert "phse" in str(exc)
    else:
        raise AssertionError("evolve accepted an unknown field")
