"""The TypeScript client (clients/typescript): its types are generated from the current
openapi.yaml (openapi-typescript, `make sdk`), the package and its game-playing test compile
under `tsc --strict`, and that test plays a whole seeded game of each of the five games through
the client against the real app served by real gunicorn. Node and the pinned packages come from
scripts/ensure_node.sh (Debian's nodejs and npm, `npm ci`); nothing here is ever skipped."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.reliability.conftest import Gunicorn

pytestmark = pytest.mark.xdist_group("typescript-client")

CLIENT = ROOT / "clients" / "typescript"
GAMES = {"palace", "red_dragon", "dragons", "reds", "dragons_wild"}


def node_tools() -> None:
    subprocess.run(["sh", str(ROOT / "scripts" / "ensure_node.sh")], check=True, cwd=ROOT)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The client and test/play.ts compiled with the strict tsconfig into a temporary folder."""
    node_tools()
    out = tmp_path_factory.mktemp("ts-build")
    result = subprocess.run(
        [str(CLIENT / "node_modules" / ".bin" / "tsc"), "-p", "tsconfig.json", "--outDir",
         str(out)],
        cwd=CLIENT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # the compiled files resolve openapi-fetch from the package's node_modules
    (out / "package.json").write_text(json.dumps({"type": "module"}))
    (out / "node_modules").symlink_to(CLIENT / "node_modules")
    return out


def test_the_checked_in_types_are_current() -> None:
    node_tools()
    result = subprocess.run(
        [sys.executable, "scripts/build_ts_client.py", "--check"], cwd=ROOT,
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr


def test_strict_compile_with_no_casts_or_ignores(compiled: Path) -> None:
    config = json.loads((CLIENT / "tsconfig.json").read_text())["compilerOptions"]
    assert config["strict"] is True and config["noUncheckedIndexedAccess"] is True
    for source in [CLIENT / "src" / "index.ts", CLIENT / "test" / "play.ts"]:
        text = source.read_text()
        assert "@ts-ignore" not in text and "@ts-expect-error" not in text, source
        assert " as any" not in text and ": any" not in text, source
    assert (compiled / "src" / "index.js").exists()


@pytest.fixture(scope="module")
def base_url(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    server = Gunicorn(redis_url, tmp_path_factory.mktemp("ts") / "gunicorn.log").start()
    try:
        yield server.base
    finally:
        server.stop()


def test_a_whole_game_of_each_game_through_the_client(compiled: Path, base_url: str) -> None:
    node = shutil.which("node")
    assert node, "scripts/ensure_node.sh installs node"
    result = subprocess.run(
        [node, str(compiled / "test" / "play.js")],
        env={**os.environ, "REFEREE_URL": base_url}, capture_output=True, text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    played = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    assert {p["game"] for p in played} == GAMES, played
    for p in played:
        assert p["moves"] > 0 and p["version"] >= p["moves"], p
