"""Which build of the engines runs: the compiled one or the pure-Python reference.

The engines' modules are ordinary typed Python. `scripts/build_native.py` compiles the modules
listed in `COMPILED` with Cython (pure-Python mode: the same `.py` files, no `.pyx`), leaving
each extension module next to its source and a manifest (`native.json`) with the SHA-256 of
every source it compiled. The pure-Python build is the reference (the differential test in
tests/games/test_builds.py holds the compiled build equal to it) and the fallback.

The choice is made once, when `service.games` is first imported, from `REFEREE_ENGINE_BUILD`:

    auto      (default) the compiled build when it is complete and built from the sources
              on disk; otherwise the pure build, with a warning that says why
    pure      the pure-Python sources, even where compiled modules exist
    compiled  the compiled build, or an ImportError (a deployment that expects it fails
              at start instead of running 2-3x slower unnoticed)

The pure build is enforced by a meta-path finder that resolves `service.games.*` to source
files only, so a stale or partial set of extension modules is never mixed with the sources.

This module is never compiled itself, and imports nothing from the engines.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.abc
import importlib.machinery
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

log = logging.getLogger("referee.engines")

PACKAGE = "service.games"  # also when loaded by path (scripts/build_native.py)
HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "native.json"
# Held exclusively by scripts/build_native.py for the whole build, shared by every process that
# decides its build: two builders never write the same tree at once, and a process starting
# while a build runs takes the pure build (it never looks at half-installed modules).
LOCK = HERE / "native.lock"
# How Cython compiles (scripts/build_native.py), recorded in the manifest: a build made with
# other directives or another Cython is not the build this source expects. annotation_typing
# off: Cython would otherwise turn `text: str`, `players: int`, … into argument type checks (a
# TypeError where the pure build raises the game's own RulesError for a bad value); the
# compiled build must answer exactly as the pure one does.
DIRECTIVES = {"binding": True, "annotation_typing": False}
ENV = "REFEREE_ENGINE_BUILD"
MODES = ("auto", "pure", "compiled")

# Modules (relative to service.games) that are never compiled: this package's own
# `__init__` and this module (they choose the build), and the pictures (SVG rendering, not on
# any hot path, and large in C).
NOT_COMPILED = frozenset({"__init__", "build", "cards_svg", "pictures"})


def _module_names() -> tuple[str, ...]:
    """Every engine module that the native build compiles, as `palace.rules`, `base`, …:
    all `.py` files under service/games except those in NOT_COMPILED and every game's
    `render` module."""
    names = []
    for path in sorted(HERE.rglob("*.py")):
        rel = path.relative_to(HERE).with_suffix("")
        name = ".".join(rel.parts)
        if "__pycache__" in rel.parts or name in NOT_COMPILED or rel.name == "render":
            continue
        names.append(name)
    return tuple(names)


COMPILED: tuple[str, ...] = _module_names()


def source_path(name: str) -> Path:
    return HERE.joinpath(*name.split(".")).with_suffix(".py")


def declaration_paths(name: str) -> tuple[Path, ...]:
    """The `.pxd` files that can change how `name` compiles: its own augmenting `.pxd`, every
    `.pxd` in its folder (a game's modules cimport each other) and the package's top-level ones
    (`cards.pxd`, `base.pxd`, ...), in a fixed order."""
    source = source_path(name)
    found = {p for p in source.parent.glob("*.pxd")} | {p for p in HERE.glob("*.pxd")}
    return tuple(sorted(found))


def source_digest(name: str) -> str:
    """SHA-256 of the module's `.py` source and of every `.pxd` that declares its types
    (declaration_paths): a stale compiled module is never loaded after either changes. A module
    without `.pxd` files hashes its source alone."""
    digest = hashlib.sha256(source_path(name).read_bytes())
    for pxd in declaration_paths(name):
        digest.update(b"\0" + pxd.relative_to(HERE).as_posix().encode() + b"\0")
        digest.update(pxd.read_bytes())
    return digest.hexdigest()


def _extension_path(name: str) -> Path | None:
    base = source_path(name).with_suffix("")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = base.with_name(base.name + suffix)
        if candidate.exists():
            return candidate
    return None


def cython_version() -> str | None:
    """The Cython that a build here would use, or None where none is installed (a runtime
    image ships the compiled modules without Cython: then the manifest's word stands)."""
    try:
        from Cython import __version__
    except ImportError:
        return None
    return str(__version__)


@contextlib.contextmanager
def build_lock(exclusive: bool, wait: bool = True):  # type: ignore[no-untyped-def]
    """The native build's lock (LOCK): yields True once held, False when `wait` is off and
    another process holds it the other way. A tree without write access (a read-only image)
    has nothing to build: it yields True without a lock."""
    try:
        fd = os.open(LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield True
        return
    try:
        mode = fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH
        try:
            fcntl.flock(fd, mode if wait else mode | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # releases the lock


def compiled_status() -> tuple[bool, str]:
    """(usable, why): whether the compiled build is complete and matches the sources, the
    installed Cython and the directives."""
    with build_lock(exclusive=False, wait=False) as free:
        if not free:
            return False, "a native build is in progress (scripts/build_native.py)"
        return _compiled_status()


def _compiled_status() -> tuple[bool, str]:
    try:
        manifest = json.loads(MANIFEST.read_text())
    except FileNotFoundError:
        return False, "no compiled modules (scripts/build_native.py has not run here)"
    except ValueError:
        return False, f"unreadable manifest {MANIFEST.name}"
    if manifest.get("directives") != DIRECTIVES:
        return False, "the compiled modules were built with other Cython directives; rebuild"
    installed = cython_version()
    if installed is not None and manifest.get("cython") != installed:
        return False, (f"the compiled modules were built with Cython {manifest.get('cython')}, "
                       f"Cython {installed} is installed; rebuild")
    built = manifest.get("modules", {})
    if set(built) != set(COMPILED):
        return False, "the compiled modules are not the list this source expects; rebuild"
    for name in COMPILED:
        if _extension_path(name) is None:
            return False, f"compiled module {name} is missing; rebuild"
        if built[name] != source_digest(name):
            return False, f"{name}.py changed since it was compiled; rebuild"
    return True, f"Cython {manifest.get('cython', '?')}, {len(COMPILED)} modules"


class _SourceOnlyFinder(importlib.abc.MetaPathFinder):
    """Resolves `service.games.*` to `.py` sources, skipping extension modules."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(PACKAGE + ".") or not path:
            return None
        loader = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, loader).find_spec(fullname)
            if spec is not None:
                return spec
        return None


def _choose() -> tuple[str, str]:
    mode = os.environ.get("REFEREE_ENGINE_BUILD", "auto").strip().lower() or "auto"
    if mode not in MODES:
        raise ValueError(f"{ENV}={mode!r}: expected one of {', '.join(MODES)}")
    if mode == "pure":
        return "pure", f"{ENV}=pure"
    usable, why = compiled_status()
    if usable:
        return "compiled", why
    if mode == "compiled":
        raise ImportError(f"{ENV}=compiled but the compiled engines cannot be used: {why}")
    log.warning("engines: running the pure-Python build (slower): %s", why)
    return "pure", why


ENGINE_BUILD, ENGINE_BUILD_DETAIL = _choose()
# Only the package's own import chooses for the process. Loaded by path (gunicorn's master
# reporting what its workers will run, scripts/build_native.py), this module decides nothing:
# the master must not fix a build its workers would inherit, so that a reload after a
# background build switches them to the compiled engines.
if (
    __name__ == f"{PACKAGE}.build"
    and ENGINE_BUILD == "pure"
    and not any(isinstance(f, _SourceOnlyFinder) for f in sys.meta_path)
):
    sys.meta_path.insert(0, _SourceOnlyFinder())



def describe() -> dict[str, str]:
    """What runs, for the start-up log line, /readyz and the metric."""
    return {"build": ENGINE_BUILD, "detail": ENGINE_BUILD_DETAIL}
