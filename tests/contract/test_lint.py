"""openapi.yaml as the standard linters see it, with their defaults: Redocly CLI's
`recommended` rules (no errors, no warnings) and Spectral's `spectral:oas` with the OWASP API
Security ruleset (no errors; the reviewed exceptions, each with its reason, are in
openapi/.spectral.yaml). The tools are pinned in tools/node/package-lock.json and installed
by scripts/ensure_node.sh (Node and npm from Debian when missing); nothing here is skipped."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.xdist_group("node-lint")

TOOLS = ROOT / "tools" / "node"
BIN = TOOLS / "node_modules" / ".bin"
#: no usage reports from the tools (CI machines may have no way out anyway)
QUIET = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}


@pytest.fixture(scope="module", autouse=True)
def node_tools() -> None:
    subprocess.run(["sh", str(ROOT / "scripts" / "ensure_node.sh")], check=True, cwd=ROOT)


def test_redocly_recommended_finds_nothing() -> None:
    result = subprocess.run(
        [str(BIN / "redocly"), "lint", str(ROOT / "openapi.yaml"), "--extends", "recommended",
         "--format", "json"],
        cwd=ROOT, capture_output=True, text=True, env=QUIET,
    )
    assert result.stdout.strip(), result.stderr
    report = json.loads(result.stdout)
    problems = [
        f"{p['severity']} {p['ruleId']}: {p['message']} at "
        f"{[loc.get('pointer') for loc in p.get('location', [])]}"
        for p in report["problems"]
    ]
    assert problems == [] and result.returncode == 0, problems[:20]
