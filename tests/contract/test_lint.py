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


def test_spectral_oas_and_owasp_find_no_error() -> None:
    """`spectral lint openapi.yaml` at the root (it reads .spectral.yaml: spectral:oas, the
    OWASP ruleset, the reviewed exceptions). Warnings are advice; errors fail."""
    result = subprocess.run(
        [str(BIN / "spectral"), "lint", "openapi.yaml", "--format", "json", "--quiet"],
        cwd=ROOT, capture_output=True, text=True, env=QUIET,
    )
    assert result.stdout.strip().startswith("["), result.stdout[-2000:] + result.stderr[-2000:]
    report = json.loads(result.stdout)
    errors = [
        f"{p['code']}: {'/'.join(map(str, p['path']))}" for p in report if p["severity"] == 0
    ]
    assert errors == [], errors[:20]
    assert result.returncode == 0, result.stderr[-2000:]


def test_every_spectral_exception_says_why() -> None:
    """Each override of .spectral.yaml turns rules off for named places only, with a comment
    above it giving the reason (reviewed exceptions, never a blanket switch)."""
    import yaml

    text = (ROOT / ".spectral.yaml").read_text()
    config = yaml.safe_load(text)
    assert set(config["extends"][:1]) == {"spectral:oas"}
    assert "spectral-owasp-ruleset" in config["extends"][1]
    assert "rules" not in config, "a rule switched off everywhere"
    blocks = text.split("\n  - files:")[1:]
    assert len(blocks) == len(config["overrides"])
    previous = text.split("\n  - files:")
    for i, override in enumerate(config["overrides"]):
        assert all("#/" in f for f in override["files"]), override  # a place, not a file
        assert set(override["rules"].values()) == {"off"}
        reason = [ln for ln in previous[i].splitlines()[-6:] if ln.strip().startswith("#")]
        assert reason, f"override {i} has no reason above it"
