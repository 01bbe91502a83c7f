"""The engines are pure rules: no web, storage or schema library, and no game leans on
another game's package. Every registered game ships its rules document, its OpenAPI
fragment, its scenario tests and its golden replays."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from service.games import registry
from tests.conftest import ROOT

GAMES_DIR = ROOT / "service" / "games"
FORBIDDEN = ("flask", "werkzeug", "redis", "marshmallow", "gunicorn", "orjson", "yaml",
             "service.api", "service.store", "service.sessions", "service.config")
# the shared kit
SHARED = {"base", "build", "cards", "cards_svg", "playout", "value", "words", "__init__"}


def _imports(path: Path, root: Path = ROOT) -> list[str]:
    """Absolute module names imported by `path` (relative imports resolved)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            names.append(module)
            names.extend(f"{module}.{alias.name}" for alias in node.names)
    return names


SOURCES = sorted(GAMES_DIR.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(GAMES_DIR)))
def test_engine_imports_only_the_stdlib_and_its_own_kit(path: Path) -> None:
    parts = path.relative_to(GAMES_DIR).parts
    own = parts[0] if len(parts) > 1 else None
    for name in _imports(path):
        assert not name.startswith(FORBIDDEN), f"{path.name} imports {name}"
        if name.startswith("service.games."):
            target = name.split(".")[2]
            assert target in SHARED or target == own, f"{path} imports another game: {name}"


def test_the_import_scan_sees_relative_and_absolute_imports(tmp_path: Path) -> None:
    probe = tmp_path / "service" / "games" / "palace" / "x.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("from ..reds import engine\nimport flask\nfrom . import rules\n")
    names = _imports(probe, tmp_path)
    assert "service.games.reds" in names
    assert "flask" in names
    assert "service.games.palace.rules" in names


@pytest.mark.parametrize("game_id", sorted(registry()))
def test_every_game_ships_its_documents_and_tests(game_id: str) -> None:
    assert (ROOT / "docs" / "rules" / f"{game_id}.md").is_file()
    assert (ROOT / "openapi" / "games" / f"{game_id}.yaml").is_file()
    tests = ROOT / "tests" / "games" / game_id
    assert len(list(tests.glob("test_*.py"))) >= 2, "scenario tests and playouts"
    assert list((ROOT / "tests" / "golden" / game_id).glob("*.json")), "golden replays"


def test_all_five_games_are_served() -> None:
    assert set(registry()) == {"palace", "red_dragon", "dragons", "reds", "dragons_wild"}
