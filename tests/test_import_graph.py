"""Imports inside `service/` point one way: no module imports, even indirectly, a module that
imports it back (DESIGN.md §1: imports point down only).

Every import counts: module level, inside a function, under `if TYPE_CHECKING:` or in a
`try:`; a cycle dodged by moving an import into a function or behind TYPE_CHECKING is still
a cycle. When two modules need each other, what both need moves to a small module below
them (service/sessions/base.py, service/store/client.py are examples).

An edge is what a module names: `from . import live` is an edge to `service.sessions.live`,
`from ..store import Conflict` one to `service.store` (its `__init__`). The parent packages
Python imports on the way are not edges: they are importing already when a submodule runs.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

# Cycles that are known and accepted, each as the set of modules it runs through, with why.
# The test checks this list exactly: a new cycle fails it, and so does a fixed one still
# listed here (take it out).
ALLOWED_CYCLES: set[frozenset[str]] = set()


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_graph(root: Path = ROOT, package: str = "service") -> dict[str, set[str]]:
    """Each module of `package` under `root` → the modules of `package` it imports."""
    paths = {_module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}

    def known(name: str) -> str | None:
        """`name` if it is a module of ours, else its nearest enclosing one (or None)."""
        while name and name not in paths:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str | None] = set()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Import):
                targets.update(known(alias.name) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - node.level + 1]
                    module = ".".join([*base, node.module] if node.module else base)
                else:
                    module = node.module or ""
                for alias in node.names:
                    sub = f"{module}.{alias.name}"
                    targets.add(sub if sub in paths else known(module))
        graph[name] = {t for t in targets if t is not None and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The import cycles: each set of modules that all reach one another (two or more)."""
    reach: dict[str, set[str]] = {}
    for start in graph:
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            module = todo.pop()
            if module not in seen:
                seen.add(module)
                todo.extend(graph.get(module, ()))
        reach[start] = seen
    return {
        frozenset({m} | {o for o in reach[m] if m in reach[o]})
        for m in graph
        if m in reach[m]
    }


def _describe(graph: dict[str, set[str]], cycle: frozenset[str]) -> str:
    edges = [f"    {m} -> {t}" for m in sorted(cycle) for t in sorted(graph[m] & cycle)]
    return "\n".join(["  " + " / ".join(sorted(cycle)), *edges])


def test_service_has_no_import_cycles() -> None:
    graph = module_graph()
    found = cycles(graph)
    new = [c for c in found if c not in ALLOWED_CYCLES]
    assert not new, (
        "import cycles inside service/ (move what both sides need into a small module below "
        "them, with a docstring saying why it exists):\n"
        + "\n".join(_describe(graph, c) for c in sorted(new, key=sorted))
    )
    gone = ALLOWED_CYCLES - found
    assert not gone, f"these allowed cycles are gone: take them out of ALLOWED_CYCLES: {gone}"


def test_the_modules_that_once_formed_cycles_import_one_way() -> None:
    graph = module_graph()
    for low in ("service.sessions.live", "service.sessions.bots", "service.sessions.base"):
        assert "service.sessions.service" not in graph[low], low
    assert "service.store.cluster" not in graph["service.store.guard"]
    assert "service.store.client" not in graph["service.store.cluster"]


def test_the_scan_sees_every_kind_of_import(tmp_path: Path) -> None:
    pkg = tmp_path / "service" / "pkg"
    pkg.mkdir(parents=True)
    (tmp_path / "service" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from .a import x\n")
    (pkg / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import b\n"
    )
    (pkg / "b.py").write_text("def f():\n    from .c import y\n")
    (pkg / "c.py").write_text("import service.pkg.a\n")
    (pkg / "d.py").write_text("from .. import pkg\nfrom service.pkg import c\n")
    graph = module_graph(tmp_path)
    assert graph["service.pkg"] == {"service.pkg.a"}
    assert graph["service.pkg.a"] == {"service.pkg.b"}  # TYPE_CHECKING counts
    assert graph["service.pkg.b"] == {"service.pkg.c"}  # so does a function's import
    assert graph["service.pkg.d"] == {"service.pkg", "service.pkg.c"}
    assert cycles(graph) == {frozenset({"service.pkg.a", "service.pkg.b", "service.pkg.c"})}
