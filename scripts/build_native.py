"""Compile the engines with Cython (pure-Python mode), next to their sources.

    python scripts/build_native.py [--jobs N] [--clean]

The modules are `service.games.build.COMPILED`; each `x.py` gets `x.<abi>.so` beside it, and
`service/games/native.json` records the SHA-256 of every source compiled, so the service uses
the compiled build only while it matches the sources (service/games/build.py). Incremental:
an unchanged module is not compiled again.

One build at a time: the build holds `service/games/native.lock` exclusively (a second build
waits for it), and a process that starts meanwhile runs the pure build. Each extension module
is installed by an atomic rename, never written in place, so a process that has one loaded or
is loading one always sees a whole file; the manifest is written last, also by a rename.

Without Cython or a C compiler this prints a loud warning, removes the manifest and exits 0:
the service then runs the pure-Python build, which behaves identically (only slower).
`--require` makes that case an error instead (the Docker build stage uses it).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_DIR = ROOT / "build" / "native"


def load_build_module():  # type: ignore[no-untyped-def]
    """service/games/build.py by path: importing the package would pick a build already."""
    spec = importlib.util.spec_from_file_location("_engine_build", ROOT / "service/games/build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    os.environ["REFEREE_ENGINE_BUILD"] = "pure"  # no warning about what is being built now
    spec.loader.exec_module(module)
    return module


def loud(message: str) -> None:
    bar = "!" * 78
    print(f"\n{bar}\n{message}\n{bar}\n", file=sys.stderr)


def compiler_missing() -> str | None:
    try:
        import Cython  # noqa: F401
    except ImportError:
        return "Cython is not installed (pip install -e '.[native]')"
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc}) on PATH"
    if not Path(sysconfig.get_paths()["include"], "Python.h").exists():
        return "no Python headers (Python.h)"
    return None


def clean(build) -> None:  # type: ignore[no-untyped-def]
    build.MANIFEST.unlink(missing_ok=True)
    for path in build.HERE.rglob("*"):
        generated_c = path.suffix == ".c" and path.with_suffix(".py").exists()
        if path.suffix in (".so", ".pyd") or generated_c:
            path.unlink()
    shutil.rmtree(BUILD_DIR, ignore_errors=True)


def install(built: Path, target: Path) -> bool:
    """`built` copied to `target` by a rename (never in place: a process may have the old file
    mapped); False when `target` already holds the same bytes."""
    data = built.read_bytes()
    if target.exists() and target.read_bytes() == data:
        return False
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    temporary.write_bytes(data)
    temporary.chmod(0o755)
    os.replace(temporary, target)
    return True


def write_atomically(path: Path, text: str) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--clean", action="store_true", help="remove every compiled module")
    parser.add_argument("--require", action="store_true", help="fail without a compiler")
    args = parser.parse_args()
    build = load_build_module()
    with build.build_lock(exclusive=True, wait=False) as free:
        if free:
            return locked_main(build, args)
    print("native build: another build of this tree is running; waiting for it",
          file=sys.stderr, flush=True)
    with build.build_lock(exclusive=True):
        return locked_main(build, args)


def stale_translations(build, previous: dict, digests: dict[str, str]) -> list[Path]:  # type: ignore[no-untyped-def]
    """The C translations to make again: those of every module whose source or declarations
    changed since the last build (`previous`, its manifest), whatever cythonize's own
    dependency check says. That check follows `cimport`s only, so a `.pxd` of the module's
    folder that it does not cimport (a method of another module's class made `cpdef`) left a
    stale translation that only a clean build showed broken (issue 37)."""
    built = previous.get("modules") or {}
    return [
        BUILD_DIR / "c" / build.source_path(name).relative_to(ROOT).with_suffix(".c")
        for name in build.COMPILED if built.get(name) != digests[name]
    ]


def locked_main(build, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    if args.clean:
        clean(build)
        print("native build removed: the service runs the pure-Python engines")
        return 0

    missing = compiler_missing()
    if missing:
        build.MANIFEST.unlink(missing_ok=True)
        loud(f"NO COMPILED ENGINES: {missing}.\nThe service runs the pure-Python build "
             "(same behaviour, 2-3x slower engines).")
        return 1 if args.require else 0

    from Cython import __version__ as cython_version
    from Cython.Build import cythonize
    from setuptools import Extension
    from setuptools import setup as setuptools_setup

    started = time.monotonic()
    digests = {name: build.source_digest(name) for name in build.COMPILED}
    try:
        previous = json.loads(build.MANIFEST.read_text())
    except (FileNotFoundError, ValueError):
        previous = {}
    build.MANIFEST.unlink(missing_ok=True)  # never a manifest for a half-built tree
    if (previous.get("cython") != cython_version
            or previous.get("directives") != build.DIRECTIVES):
        shutil.rmtree(BUILD_DIR, ignore_errors=True)
        for name in build.COMPILED:  # compile every module again
            for stale in build.source_path(name).parent.glob(f"{name.split('.')[-1]}.*.so"):
                stale.unlink()

    for stale in stale_translations(build, previous, digests):
        stale.unlink(missing_ok=True)

    extensions = [
        Extension(
            f"{build.PACKAGE}.{name}",
            [str(build.source_path(name).relative_to(ROOT))],
            # Fast to compile and small: the speed comes from Cython, not from -O3 or
            # debug info (-g would triple the build's time).
            extra_compile_args=["-O2", "-g0", "-w"],
        )
        for name in build.COMPILED
    ]
    os.chdir(ROOT)
    try:
        modules = cythonize(
            extensions,
            build_dir=str(BUILD_DIR / "c"),
            nthreads=args.jobs,
            language_level=3,
            quiet=True,
            compiler_directives=build.DIRECTIVES,
        )
        setuptools_setup(
            name="referee-native",
            ext_modules=modules,
            script_args=[
                "--quiet", "build_ext", f"--parallel={args.jobs}",
                f"--build-temp={BUILD_DIR / 'obj'}", f"--build-lib={BUILD_DIR / 'lib'}",
            ],
        )
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        for name in build.COMPILED:
            relative = Path(*f"{build.PACKAGE}.{name}".split(".")).with_suffix("")
            relative = relative.with_name(relative.name + suffix)
            install(BUILD_DIR / "lib" / relative, ROOT / relative)
    except (Exception, SystemExit) as error:  # a compiler error: run pure, loudly
        loud(f"NO COMPILED ENGINES: the native build failed ({error}).\n"
             "The service runs the pure-Python build.")
        return 1 if args.require else 0

    manifest = {"cython": cython_version, "directives": build.DIRECTIVES, "modules": digests}
    write_atomically(build.MANIFEST, json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    print(f"compiled engines: {len(digests)} modules with Cython {cython_version} "
          f"in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
