"""Generate the TypeScript client's types in clients/typescript from openapi.yaml (`make sdk`).

openapi-typescript (pinned in clients/typescript/package-lock.json) writes
clients/typescript/src/schema.ts: `paths` and `components` for openapi-fetch. The flag that
matters is `--default-non-nullable=false`: an option with a default stays optional in a request
(without it, every defaulted field would be required). The flags are used here, once, so the
people who install the client never pass any. The package's version follows `info.version`.
`python scripts/build_ts_client.py --check` regenerates into a temporary file and fails when
the checked-in types or version differ (a test runs it). Needs `sh scripts/ensure_node.sh`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLIENT = ROOT / "clients" / "typescript"
TARGET = CLIENT / "src" / "schema.ts"
FLAGS = ["--default-non-nullable=false"]


def spec_version() -> str:
    import yaml

    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    return str(doc["info"]["version"])


def generate(dest: Path) -> None:
    tool = CLIENT / "node_modules" / ".bin" / "openapi-typescript"
    if not tool.exists():
        raise SystemExit(f"{tool} is missing: run sh scripts/ensure_node.sh")
    result = subprocess.run(
        [str(tool), str(ROOT / "openapi.yaml"), *FLAGS, "--output", str(dest)],
        cwd=CLIENT, capture_output=True, text=True,
    )
    if result.returncode != 0:
        raise SystemExit(f"openapi-typescript failed:\n{result.stdout}{result.stderr}")


def main() -> int:
    check = "--check" in sys.argv[1:]
    package = json.loads((CLIENT / "package.json").read_text())
    if check:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / "schema.ts"
            generate(fresh)
            stale = fresh.read_text() != TARGET.read_text()
        if stale:
            print("clients/typescript/src/schema.ts is stale: run make sdk", file=sys.stderr)
            return 1
        if package["version"] != spec_version():
            print(f"clients/typescript/package.json: version {package['version']}, "
                  f"the contract's is {spec_version()}: run make sdk", file=sys.stderr)
            return 1
        return 0
    generate(TARGET)
    package["version"] = spec_version()
    (CLIENT / "package.json").write_text(json.dumps(package, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
