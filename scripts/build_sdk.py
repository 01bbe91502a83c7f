"""Generate the Python client in clients/python from openapi.yaml (`make sdk`).

openapi-python-client (pinned in pyproject.toml's test extra) writes an installable package,
`referee_client`, with a typed model per schema of the contract: every game's views, moves,
events and scores, and a function per operation. The output is checked in;
`python scripts/build_sdk.py --check` regenerates it into a temporary folder and fails when
clients/python differs (a test runs it). No formatter runs on the output, so that it depends
on the pinned generator only.
"""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "clients" / "python"
CONFIG = """\
project_name_override: referee-client
package_name_override: referee_client
package_version_override: "{version}"
post_hooks: []
"""


def spec_version() -> str:
    import yaml

    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    return str(doc["info"]["version"])


def generate(dest: Path) -> None:
    """Write the client into `dest` (replaced)."""
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "config.yaml"
        config.write_text(CONFIG.format(version=spec_version()))
        out = Path(tmp) / "out"
        result = subprocess.run(
            [
                sys.executable, "-m", "openapi_python_client", "generate",
                "--path", str(ROOT / "openapi.yaml"),
                "--config", str(config),
                "--meta", "setup",
                "--output-path", str(out),
            ],
            capture_output=True,
            text=True,
        )
        # the only warnings allowed: responses that are no JSON (SVG, YAML, HTML, text)
        text = result.stdout + result.stderr
        bad = [
            line for line in text.splitlines()
            if line.startswith(("Unable to process", "Failure to process", "Error"))
        ]
        if result.returncode != 0 or bad or not (out / "referee_client").is_dir():
            raise SystemExit(f"openapi-python-client failed:\n{text}")
        if dest.exists():
            shutil.rmtree(dest)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(out, dest)


def differences(a: Path, b: Path) -> list[str]:
    """Relative paths that are in one tree only or differ."""
    out: list[str] = []

    def walk(cmp: filecmp.dircmp[str], rel: str) -> None:
        out.extend(f"{rel}{n}" for n in cmp.left_only + cmp.right_only)
        _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files, shallow=False)
        out.extend(f"{rel}{n}" for n in mismatch + errors)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{rel}{name}/")

    walk(filecmp.dircmp(a, b, ignore=["__pycache__", "build", "dist"]), "")
    return sorted(p for p in out if not p.endswith(".egg-info"))


def main() -> int:
    if "--check" in sys.argv:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / "python"
            generate(fresh)
            if not TARGET.is_dir():
                print("clients/python is missing: run `make sdk`", file=sys.stderr)
                return 1
            diff = differences(TARGET, fresh)
            if diff:
                print("clients/python is out of date (run `make sdk`):", *diff[:20], sep="\n  ",
                      file=sys.stderr)
                return 1
        return 0
    generate(TARGET)
    return 0


if __name__ == "__main__":
    sys.exit(main())
