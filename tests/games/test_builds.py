"""Two builds, one behaviour: the compiled engines (Cython, scripts/build_native.py) against
the pure-Python reference, and how the service picks and reports its build.

`test_compiled_equals_pure` plays 10,000 actions of seeded random games of every game through
both builds, each in its own process (tests/games/difftrace.py), and requires the same
answers at every action: states and snapshots, legal-move lists, verdicts with codes and
details, views, events, scores and outcomes. `make soak` plays 100,000 per game.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from service.games import build, registry

ROOT = Path(__file__).resolve().parents[2]
ACTIONS = 100_000 if os.environ.get("SOAK") else 10_000
sys.path.insert(0, str(ROOT / "scripts"))
import build_native  # noqa: E402
from build_native import compiler_missing  # noqa: E402

CAN_COMPILE = compiler_missing() is None


def run(code: str, build_mode: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("REFEREE_ENGINE_BUILD", None)
    if build_mode is not None:
        env["REFEREE_ENGINE_BUILD"] = build_mode
    return subprocess.run(
        [sys.executable, *(["-c", code] if code else []), *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )


def trace(game: str, build_mode: str, *extra: str) -> list[str]:
    done = run("", build_mode, "-m", "tests.games.difftrace", game, "--actions", str(ACTIONS),
               *extra)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.splitlines()


def first_difference(left: object, right: object, path: str = "") -> str:
    if isinstance(left, dict) and isinstance(right, dict):
        for key in sorted(set(left) | set(right), key=str):
            if left.get(key) != right.get(key):
                return first_difference(left.get(key), right.get(key), f"{path}.{key}")
    if isinstance(left, list) and isinstance(right, list) and len(left) == len(right):
        for i, (a, b) in enumerate(zip(left, right, strict=True)):
            if a != b:
                return first_difference(a, b, f"{path}[{i}]")
    return f"{path}: pure {json.dumps(left)[:400]} != compiled {json.dumps(right)[:400]}"


@pytest.mark.parametrize("game", sorted(registry()))
def test_compiled_equals_pure(game: str) -> None:
    if not CAN_COMPILE:
        # No compiler on this machine: the service must run the pure build and say why.
        done = run("from service.games.build import describe; print(describe())", None)
        assert done.returncode == 0 and "'pure'" in done.stdout, done.stderr
        return
    pure = trace(game, "pure")
    compiled = trace(game, "compiled")
    assert pure[0] == "build pure" and compiled[0] == "build compiled"
    assert len(pure) > ACTIONS
    for index, (a, b) in enumerate(zip(pure[1:], compiled[1:], strict=False)):
        if a != b:
            records = [json.loads("".join(trace(game, mode, "--dump", str(index))[1:]))
                       for mode in ("pure", "compiled")]
            pytest.fail(f"{game}: the builds differ at action {index}: "
                        + first_difference(*records))
    assert len(pure) == len(compiled), "one build's games took more actions"


def test_the_service_runs_the_compiled_build_where_it_can_be_built() -> None:
    """`make test` builds the engines first; where a compiler exists, auto must find them
    complete and current, and every listed module must come from its extension."""
    if not CAN_COMPILE:
        assert build.ENGINE_BUILD == "pure"
        return
    code = (
        "import importlib, json\n"
        "from service.games import build\n"
        "files = {n: importlib.import_module('service.games.' + n.removesuffix('.__init__'))"
        ".__file__ for n in build.COMPILED}\n"
        "print(json.dumps([build.ENGINE_BUILD, files]))"
    )
    for mode, expect in ((None, "compiled"), ("compiled", "compiled"), ("pure", "pure")):
        done = run(code, mode)
        assert done.returncode == 0, done.stderr
        got, files = json.loads(done.stdout)
        assert got == expect, f"REFEREE_ENGINE_BUILD={mode}: {got} ({build.compiled_status()})"
        suffixes = {Path(f).suffix for f in files.values()}
        assert suffixes == ({".so"} if expect == "compiled" else {".py"}), (mode, files)


def test_a_changed_source_is_not_run_compiled(tmp_path: Path, monkeypatch) -> None:
    if not CAN_COMPILE:
        assert build.compiled_status()[0] is False
        return
    manifest = json.loads(build.MANIFEST.read_text())
    manifest["modules"]["palace.rules"] = "0" * 64
    changed = tmp_path / "native.json"
    changed.write_text(json.dumps(manifest))
    monkeypatch.setattr(build, "MANIFEST", changed)
    assert build.compiled_status() == (False, "palace.rules.py changed since it was compiled; "
                                              "rebuild")
    del manifest["modules"]["palace.rules"]
    changed.write_text(json.dumps(manifest))
    assert build.compiled_status()[0] is False
    monkeypatch.setattr(build, "MANIFEST", tmp_path / "absent.json")
    assert "no compiled modules" in build.compiled_status()[1]


def test_a_build_by_another_cython_or_with_other_directives_is_not_run_compiled(
    tmp_path: Path, monkeypatch
) -> None:
    if not CAN_COMPILE:
        assert build.compiled_status()[0] is False
        return
    manifest = json.loads(build.MANIFEST.read_text())
    changed = tmp_path / "native.json"
    monkeypatch.setattr(build, "MANIFEST", changed)
    changed.write_text(json.dumps(manifest))
    assert build.compiled_status()[0] is True  # the copy itself is usable
    changed.write_text(json.dumps({**manifest, "cython": "0.29.0"}))
    usable, why = build.compiled_status()
    assert not usable and "built with Cython 0.29.0" in why and build.cython_version() in why
    other = {**build.DIRECTIVES, "boundscheck": False}
    changed.write_text(json.dumps({**manifest, "directives": other}))
    assert build.compiled_status() == (
        False, "the compiled modules were built with other Cython directives; rebuild")
    # where no Cython is installed (a runtime image), the manifest's word on it stands
    monkeypatch.setattr(build, "cython_version", lambda: None)
    changed.write_text(json.dumps({**manifest, "cython": "0.29.0"}))
    assert build.compiled_status()[0] is True


def test_a_process_that_starts_during_a_build_takes_the_pure_build(
    tmp_path: Path, monkeypatch
) -> None:
    """The build holds the lock exclusively: whoever decides its build meanwhile is told the
    compiled build is not usable (and so runs the pure one), never half-installed modules."""
    monkeypatch.setattr(build, "LOCK", tmp_path / "native.lock")
    with build.build_lock(exclusive=True) as held:
        assert held
        assert build.compiled_status() == (
            False, "a native build is in progress (scripts/build_native.py)")
    assert build.compiled_status()[0] is CAN_COMPILE  # released with the build


def test_two_builds_of_one_tree_never_run_at_once(tmp_path: Path, monkeypatch, capsys) -> None:
    """A second `scripts/build_native.py` (say `make test` during a fresh `make run`) waits for
    the first one's lock, then builds."""
    import threading

    monkeypatch.setattr(build, "LOCK", tmp_path / "native.lock")
    monkeypatch.setattr(build_native, "load_build_module", lambda: build)
    ran = threading.Event()
    monkeypatch.setattr(build_native, "locked_main", lambda *_: ran.set() or 0)
    monkeypatch.setattr(sys, "argv", ["build_native.py"])
    second = threading.Thread(target=build_native.main)
    with build.build_lock(exclusive=True):
        second.start()
        second.join(1.0)
        assert second.is_alive() and not ran.is_set(), "it did not wait for the first build"
    second.join(10)
    assert ran.is_set() and not second.is_alive()
    assert "another build of this tree is running; waiting for it" in capsys.readouterr().err


def test_a_compiled_module_is_installed_by_a_rename_never_in_place(tmp_path: Path) -> None:
    """A process may have the old module mapped (rewriting it in place could crash it) or be
    loading it: the new file takes the old one's name by a rename, whole."""
    built, target = tmp_path / "built.so", tmp_path / "x.so"
    target.write_bytes(b"old")
    before = target.stat().st_ino
    with target.open("rb") as loaded:  # a process that has the old module open
        built.write_bytes(b"new")
        assert build_native.install(built, target) is True
        assert loaded.read() == b"old"
    assert target.read_bytes() == b"new" and target.stat().st_ino != before
    same = target.stat().st_ino
    assert build_native.install(built, target) is False  # the same bytes: left alone
    assert target.stat().st_ino == same
    assert sorted(p.name for p in tmp_path.iterdir()) == ["built.so", "x.so"]


def test_an_unknown_build_is_refused() -> None:
    done = run("import service.games", "fast")
    assert done.returncode != 0 and "expected one of auto, pure, compiled" in done.stderr


def test_without_a_compiler_the_build_says_so_and_the_service_runs_pure(tmp_path: Path) -> None:
    """A fresh machine without a C compiler: `make run`/`make test` go on with the pure
    build, loudly; `--require` (the Docker build stage) fails instead."""
    shutil.copytree(ROOT / "service" / "games", tmp_path / "service" / "games",
                    ignore=shutil.ignore_patterns("*.so", "*.c", "__pycache__", "native.json"))
    (tmp_path / "service" / "__init__.py").write_text("")
    (tmp_path / "service" / "games" / "native.json").write_text("{}")  # a stale manifest
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "build_native.py", tmp_path / "scripts")
    env = {**os.environ, "CC": "/nonexistent/cc"}
    env.pop("REFEREE_ENGINE_BUILD", None)
    script = [sys.executable, "scripts/build_native.py"]
    done = subprocess.run(script, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "NO COMPILED ENGINES" in done.stderr and "pure-Python build" in done.stderr
    assert not (tmp_path / "service" / "games" / "native.json").exists()
    required = subprocess.run([*script, "--require"], cwd=tmp_path, env=env,
                              capture_output=True, text=True)
    assert required.returncode == 1
    code = "from service.games import build, get_game; print(build.ENGINE_BUILD, " \
           "get_game('palace').id)"
    ran = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert ran.stdout.split() == ["pure", "palace"], ran.stderr
    assert "running the pure-Python build" in ran.stderr


def test_readyz_and_metrics_name_the_build(client) -> None:
    ready = client.get("/readyz").get_json()
    assert ready["engines"] == build.ENGINE_BUILD
    metrics = client.get("/metrics").get_data(as_text=True)
    assert f'referee_engine_build{{build="{build.ENGINE_BUILD}"}} 1.0' in metrics


def test_a_stale_pxd_is_not_run_compiled(tmp_path: Path, monkeypatch) -> None:
    """source_digest hashes the `.pxd` declarations with the `.py` source: a compiled build whose
    manifest matched the sources stops being used when a `.pxd` is added, changed or removed.
    Run on a copy of the sources with stand-in extension files, so no compiler is needed."""
    games = tmp_path / "games"
    shutil.copytree(build.HERE, games, ignore=shutil.ignore_patterns("__pycache__", "*.so",
                                                                     "native.json"))
    monkeypatch.setattr(build, "HERE", games)
    monkeypatch.setattr(build, "MANIFEST", games / "native.json")
    suffix = build.importlib.machinery.EXTENSION_SUFFIXES[0]
    for name in build.COMPILED:
        path = build.source_path(name)
        path.with_name(path.stem + suffix).write_bytes(b"")

    def record() -> None:
        digests = {name: build.source_digest(name) for name in build.COMPILED}
        build.MANIFEST.write_text(json.dumps({"cython": build.cython_version(),
                                              "directives": build.DIRECTIVES,
                                              "modules": digests}))

    record()
    assert build.compiled_status()[0] is True
    pxd = games / "palace" / "rules.pxd"
    pxd.write_text("cdef class Stale:\n    pass\n")  # a new declaration file
    usable, why = build.compiled_status()
    assert usable is False and "palace." in why and "rebuild" in why
    record()
    assert build.compiled_status()[0] is True
    pxd.write_text("cdef class Stale:\n    cdef int n\n")  # a changed one
    assert build.compiled_status()[0] is False
    record()
    pxd.unlink()  # a removed one
    assert build.compiled_status()[0] is False
    top = games / "cards.pxd"  # a top-level declaration invalidates every game's modules
    record()
    top.write_text("cdef int stale\n")
    assert build.compiled_status()[0] is False
    assert all(build.source_digest(name) != json.loads(build.MANIFEST.read_text())["modules"][name]
               for name in build.COMPILED if name.startswith(("reds.", "palace.")))


def test_a_module_whose_declarations_changed_is_translated_again() -> None:
    """cythonize follows `cimport`s only: a `.pxd` of the module's folder that it does not
    cimport changed, and its old C translation was kept (issue 37's dragons-2: only a clean
    build showed `rules.py` no longer compiled). Every module whose digest changed since the
    last manifest has its translation removed before the build; the others keep theirs."""
    digests = {name: build.source_digest(name) for name in build.COMPILED}
    same = {"modules": dict(digests)}
    assert build_native.stale_translations(build, same, digests) == []
    changed = {"modules": {**digests, "dragons.rules": "an older digest"}}
    (stale,) = build_native.stale_translations(build, changed, digests)
    assert stale == build_native.BUILD_DIR / "c" / "service" / "games" / "dragons" / "rules.c"
    assert len(build_native.stale_translations(build, {}, digests)) == len(build.COMPILED)


def test_make_test_fails_when_an_engine_does_not_compile() -> None:
    """`make test` runs the suite on the compiled build: a build that fails must fail it, not
    leave the suite to pass on the pure build alone (`--require`)."""
    makefile = (ROOT / "Makefile").read_text()
    target = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "scripts/build_native.py --require" in target, target
