"""No silent breaking change: openapi.yaml against the released contract
(openapi/released/v1.yaml) with scripts/contract_diff.py, whose rules are tried here on
changes that break a client (each must be found) and on ones that do not."""

from __future__ import annotations

import copy
import subprocess
import sys
from typing import Any

import pytest
import yaml

from scripts.contract_diff import ACCEPTED, RELEASED, Differ
from tests.conftest import ROOT

RELEASED_DOC = yaml.safe_load(RELEASED.read_text())


def test_openapi_yaml_has_no_unannounced_breaking_change() -> None:
    result = subprocess.run(
        [sys.executable, "scripts/contract_diff.py"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_changelog_names_the_contracts_version() -> None:
    version = yaml.safe_load((ROOT / "openapi.yaml").read_text())["info"]["version"]
    assert f"## {version}" in (ROOT / "openapi" / "CHANGELOG.md").read_text()
    for entry in yaml.safe_load(ACCEPTED.read_text())["accepted"]:
        assert entry["reason"].strip(), entry


def changed(edit: Any) -> list[str]:
    new = copy.deepcopy(RELEASED_DOC)
    edit(new)
    return [str(c) for c in Differ(RELEASED_DOC, new).run()]


def schemas(doc: dict) -> dict:
    return doc["components"]["schemas"]


BREAKING = {
    "operation removed": lambda d: d["paths"]["/v1/games/{game}"].pop("get"),
    "success status removed": lambda d: d["paths"]["/livez"]["get"]["responses"].pop("200"),
    "request property newly required": lambda d: schemas(d)["SetupRequest"]["required"].append(
        "seed"),
    "request enum value removed": lambda d: schemas(d)["PalaceOptions"]["properties"][
        "two_plays_again"].update(enum=[True]),
    "request bound tightened": lambda d: schemas(d)["Seed"].update(maxLength=10),
    "response property no longer required": lambda d: schemas(d)["PalaceSession"][
        "required"].remove("version"),
    "response type changed": lambda d: schemas(d)["SessionStatus"].update(type="integer"),
    "schema removed": lambda d: schemas(d).pop("PalaceScores"),
    "credential now required": lambda d: d["paths"]["/v1/games"]["get"].update(
        security=[{"bearer": []}]),
}


@pytest.mark.parametrize("name", sorted(BREAKING))
def test_a_breaking_change_is_found(name: str) -> None:
    assert changed(BREAKING[name]), name


COMPATIBLE = {
    "operation added": lambda d: d["paths"].update({"/v1/new": {"get": {"responses": {}}}}),
    "optional response property added": lambda d: schemas(d)["PalaceSession"]["properties"]
    .update(extra={"type": "string"}),
    "request bound loosened": lambda d: schemas(d)["Seed"].update(maxLength=512),
    "response enum value added": lambda d: schemas(d)["SessionStatus"]["enum"].append("paused"),
}


@pytest.mark.parametrize("name", sorted(COMPATIBLE))
def test_a_compatible_change_is_not(name: str) -> None:
    assert changed(COMPATIBLE[name]) == [], name
