"""Monitoring as code (k8s/monitoring/, docs/operations.md) keeps its promises.

- The alerting rules pass `promtool check rules` and their unit tests `promtool test rules`
  (promtool: Debian's `prometheus` package, installed by scripts/ensure_promtool.sh from
  `make test`; never skipped).
- The PrometheusRule and the dashboard are generated from their sources and up to date.
- Every metric the rules and the dashboard query is one the service exports; every alert has
  its section in the runbook; the ConfigMaps kustomize makes of them are valid Kubernetes
  objects for the versions we support; the PodMonitor scrapes the app's pods on its port.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.deploy.test_manifests import K8S_VERSIONS, app_container, app_deployment

ROOT = Path(__file__).resolve().parents[2]
MONITORING = ROOT / "k8s" / "monitoring"
RUNBOOK = ROOT / "docs" / "operations.md"


def promtool() -> str:
    found = shutil.which("promtool")
    assert found, "promtool is missing: run scripts/ensure_promtool.sh (Debian: prometheus)"
    return found


def rules() -> list[dict[str, Any]]:
    doc = yaml.safe_load((MONITORING / "alerts.yaml").read_text())
    return [rule for group in doc["groups"] for rule in group["rules"]]


def alerts() -> list[dict[str, Any]]:
    return [r for r in rules() if "alert" in r]


def test_promtool_checks_the_rules() -> None:
    out = subprocess.run([promtool(), "check", "rules", "alerts.yaml"], cwd=MONITORING,
                         capture_output=True, text=True, timeout=60)  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    assert f"SUCCESS: {len(rules())} rules found" in out.stdout


def test_promtool_unit_tests_of_the_rules_pass() -> None:
    out = subprocess.run([promtool(), "test", "rules", "alerts_test.yaml"], cwd=MONITORING,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    assert "SUCCESS" in out.stdout


def test_every_alert_is_unit_tested_firing_and_silent() -> None:
    tests = yaml.safe_load((MONITORING / "alerts_test.yaml").read_text())["tests"]
    fired, silent = set(), set()
    for test in tests:
        for case in test.get("alert_rule_test", []):
            (fired if case.get("exp_alerts") else silent).add(case["alertname"])
    names = {a["alert"] for a in alerts()}
    assert names <= fired, f"never shown firing: {sorted(names - fired)}"
    assert names <= silent, f"never shown silent: {sorted(names - silent)}"


def test_generated_files_are_up_to_date() -> None:
    out = subprocess.run([sys.executable, "scripts/build_monitoring.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)  # fmt: skip
    assert out.returncode == 0, out.stderr


def test_every_alert_has_labels_annotations_and_a_runbook_section() -> None:
    text = RUNBOOK.read_text()
    anchors = {
        re.sub(r"[^a-z0-9 -]", "", line[3:].strip().lower()).replace(" ", "-")
        for line in text.splitlines() if line.startswith("### ")
    }  # fmt: skip
    for alert in alerts():
        name = alert["alert"]
        assert alert["labels"]["severity"] in ("critical", "warning"), name
        notes = alert["annotations"]
        assert notes["summary"] and notes["description"], name
        anchor = name.lower()
        assert notes["runbook_url"] == f"docs/operations.md#{anchor}", name
        assert anchor in anchors, f"docs/operations.md has no section `### {name}`"


def exported_metrics() -> set[str]:
    """The names of every metric family the service defines (its modules imported)."""
    from prometheus_client import REGISTRY

    import service.api  # noqa: F401
    import service.api.limits  # noqa: F401
    import service.api.ops  # noqa: F401
    import service.bots.expert  # noqa: F401
    import service.events.hub  # noqa: F401
    import service.sessions.bots  # noqa: F401
    import service.sessions.cache  # noqa: F401
    import service.sessions.turns  # noqa: F401
    import service.store.guard  # noqa: F401
    import service.webhooks.dispatcher  # noqa: F401

    suffixes = {"counter": ("_total",), "histogram": ("_bucket", "_sum", "_count")}
    names = set()
    for family in REGISTRY.collect():  # a family without samples yet still has its type
        names.add(family.name)
        names.update(family.name + s for s in suffixes.get(family.type, ()))
    return names


def queried_metrics(expr: str) -> set[str]:
    words = set(re.findall(r"\b(referee_[a-z_]+)\b", expr))
    return {w for w in words if not w.startswith("referee:")}


def test_rules_and_dashboard_query_metrics_the_service_exports() -> None:
    exported = exported_metrics()
    for metric in ("referee_http_requests_total", "referee_http_request_seconds_bucket",
                   "referee_redis_breaker_refused_total", "referee_redis_full_refusals_total",
                   "referee_webhook_attempts_total", "referee_event_streams",
                   "referee_bot_think_seconds_bucket"):  # fmt: skip
        assert metric in exported, metric
    exprs = [r["expr"] for r in rules()]
    board = json.loads((MONITORING / "dashboard.json").read_text())
    exprs += [t["expr"] for p in board["panels"] for t in p["targets"]]
    for expr in exprs:
        missing = queried_metrics(expr) - exported
        assert not missing, f"{expr}: {sorted(missing)} are not exported"


def test_dashboard_covers_what_the_issue_asks() -> None:
    board = json.loads((MONITORING / "dashboard.json").read_text())
    ids = [p["id"] for p in board["panels"]]
    assert len(ids) == len(set(ids))
    text = json.dumps(board)
    for needle in ("referee_http_requests_total", 'status=~\\"5..\\"', 'status=\\"429\\"',
                   "histogram_quantile(0.5, sum by (le, endpoint)",
                   "histogram_quantile(0.99, sum by (le, endpoint)",
                   "referee_redis_breaker", "referee_redis_full_refusals_total",
                   "referee_webhook_attempts_total", "referee_event_streams",
                   "referee_bot_think_seconds_bucket"):  # fmt: skip
        assert needle in text, needle


def kustomize_config_maps() -> list[dict[str, Any]]:
    """The ConfigMaps of k8s/kustomization.yaml's configMapGenerator, built as kustomize does."""
    kust = yaml.safe_load((ROOT / "k8s" / "kustomization.yaml").read_text())
    out = []
    for gen in kust["configMapGenerator"]:
        data = {}
        for entry in gen["files"]:
            key, _, path = entry.partition("=")
            data[key] = (ROOT / "k8s" / path).read_text()
        options = gen.get("options", {})
        assert options.get("disableNameSuffixHash") is True, gen["name"]
        out.append({
            "apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": gen["name"], "namespace": kust["namespace"],
                         "labels": options.get("labels", {})},
            "data": data,
        })  # fmt: skip
    return out


@pytest.mark.parametrize("version", K8S_VERSIONS)
def test_the_monitoring_config_maps_are_valid(version: str) -> None:
    import kubernetes_validate

    maps = {m["metadata"]["name"]: m for m in kustomize_config_maps()}
    assert set(maps) == {"referee-prometheus-rules", "referee-grafana-dashboard"}
    for cm in maps.values():
        kubernetes_validate.validate(cm, version, strict=True)
    assert maps["referee-grafana-dashboard"]["metadata"]["labels"]["grafana_dashboard"] == "1"
    assert yaml.safe_load(maps["referee-prometheus-rules"]["data"]["referee-alerts.yaml"])
    json.loads(maps["referee-grafana-dashboard"]["data"]["referee.json"])


def test_the_operator_manifests_match_the_app() -> None:
    kust = yaml.safe_load((MONITORING / "kustomization.yaml").read_text())
    docs = {}
    for name in kust["resources"]:
        doc = yaml.safe_load((MONITORING / name).read_text())
        assert doc["apiVersion"] == "monitoring.coreos.com/v1"
        docs[doc["kind"]] = doc
    assert set(docs) == {"PrometheusRule", "PodMonitor"}
    source = yaml.safe_load((MONITORING / "alerts.yaml").read_text())
    assert docs["PrometheusRule"]["spec"]["groups"] == source["groups"]
    monitor = docs["PodMonitor"]["spec"]
    pod_labels = app_deployment()["spec"]["template"]["metadata"]["labels"]
    assert monitor["selector"]["matchLabels"].items() <= pod_labels.items()
    ports = {p["name"] for p in app_container()["ports"]}
    (endpoint,) = monitor["podMetricsEndpoints"]
    assert endpoint["port"] in ports and endpoint["path"] == "/metrics"
