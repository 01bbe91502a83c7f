"""k8s/monitoring/: the Prometheus Operator's PrometheusRule from the rule file alerts.yaml,
and the Grafana dashboard (dashboard.json), both generated (`make monitoring`; a test fails
when either is stale: `--check`).

alerts.yaml is the one source of the rules: plain Prometheus loads it from the ConfigMap
`referee-prometheus-rules` (k8s/kustomization.yaml), the Operator from prometheusrule.yaml.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
MONITORING = ROOT / "k8s" / "monitoring"
RATE = "$__rate_interval"
DS = {"type": "prometheus", "uid": "${datasource}"}
EVENTS = '/v1/sessions/<sid>/events'


def prometheus_rule() -> str:
    rules = yaml.safe_load((MONITORING / "alerts.yaml").read_text())
    doc = {
        "apiVersion": "monitoring.coreos.com/v1",
        "kind": "PrometheusRule",
        "metadata": {
            "name": "referee",
            "labels": {
                "app.kubernetes.io/name": "referee",
                "app.kubernetes.io/part-of": "referee",
                # the label a Prometheus of kube-prometheus-stack selects rules by (change it
                # to your Prometheus's ruleSelector)
                "release": "prometheus",
            },
        },
        "spec": {"groups": rules["groups"]},
    }
    head = "# GENERATED from alerts.yaml by scripts/build_monitoring.py (`make monitoring`).\n"
    return head + yaml.safe_dump(doc, sort_keys=False, width=100)


def _panel(pid: int, title: str, targets: list[tuple[str, str]], x: int, y: int,
           unit: str = "short", kind: str = "timeseries", w: int = 12, h: int = 8,
           description: str = "") -> dict[str, Any]:  # fmt: skip
    return {
        "id": pid,
        "type": kind,
        "title": title,
        "description": description,
        "datasource": DS,
        "gridPos": {"x": x, "y": y, "w": w, "h": h},
        "fieldConfig": {"defaults": {"unit": unit}, "overrides": []},
        "options": {"legend": {"displayMode": "table", "placement": "bottom"}}
        if kind == "timeseries" else {"reduceOptions": {"calcs": ["lastNotNull"]}},
        "targets": [
            {"refId": chr(65 + i), "datasource": DS, "expr": expr, "legendFormat": legend}
            for i, (expr, legend) in enumerate(targets)
        ],
    }


def dashboard() -> str:
    req = "referee_http_requests_total"
    lat = f'referee_http_request_seconds_bucket{{endpoint!="{EVENTS}"}}'
    ratio = f'sum(rate({req}{{status=~"5.."}}[{RATE}])) / sum(rate({req}[{RATE}]))'
    panels = [
        _panel(1, "Requests per second", [(f"sum(rate({req}[{RATE}]))", "requests/s")], 0, 0,
               "reqps", "stat", 6, 4),
        _panel(2, "5xx share", [(ratio, "5xx")], 6, 0, "percentunit", "stat", 6, 4),
        _panel(3, "p99 latency (all routes but event streams)", [(
            f"histogram_quantile(0.99, sum by (le) (rate({lat}[{RATE}])))", "p99")],
            12, 0, "s", "stat", 6, 4),
        _panel(4, "Open event streams", [("sum(referee_event_streams)", "streams")], 18, 0,
               "short", "stat", 6, 4),
        _panel(5, "Requests per second by status", [(
            f"sum by (status) (rate({req}[{RATE}]))", "{{status}}")], 0, 4, "reqps"),
        _panel(6, "5xx and 429 share", [
            (ratio, "5xx"),
            (f'sum(rate({req}{{status="429"}}[{RATE}])) / sum(rate({req}[{RATE}]))', "429"),
        ], 12, 4, "percentunit"),
        _panel(7, "429 by budget", [(
            f"sum by (policy) (rate(referee_rate_limited_total[{RATE}]))", "{{policy}}")],
            0, 12, "reqps"),
        _panel(8, "Requests per second by route", [(
            f"sum by (endpoint) (rate({req}[{RATE}]))", "{{endpoint}}")], 12, 12, "reqps"),
        _panel(9, "p50 latency by route", [(
            f"histogram_quantile(0.5, sum by (le, endpoint) (rate({lat}[{RATE}])))",
            "{{endpoint}}")], 0, 20, "s"),
        _panel(10, "p99 latency by route", [(
            f"histogram_quantile(0.99, sum by (le, endpoint) (rate({lat}[{RATE}])))",
            "{{endpoint}}")], 12, 20, "s"),
        _panel(11, "Redis: breaker openings and refused calls", [
            (f"sum by (kind) (increase(referee_redis_breaker_opened_total[{RATE}]))",
             "opened ({{kind}})"),
            (f"sum(rate(referee_redis_breaker_refused_total[{RATE}]))", "refused calls/s"),
            (f"sum(rate(referee_rate_limit_unavailable_total[{RATE}]))",
             "limiter failing open/s"),
        ], 0, 28, "short", description="Open breaker: sessions answer 503 store.unavailable"),
        _panel(12, "Redis full: writes refused", [(
            f"sum(rate(referee_redis_full_refusals_total[{RATE}]))", "refused writes/s")],
            12, 28, "short", description="Creations and moves answer 503 store.full"),
        _panel(13, "Webhook attempts by outcome", [(
            f"sum by (outcome) (rate(referee_webhook_attempts_total[{RATE}]))",
            "{{outcome}}")], 0, 36, "ops"),
        _panel(14, "Event streams and long polls per pod", [(
            "sum by (instance) (referee_event_streams)", "{{instance}}")], 12, 36),
        _panel(15, "Bot think time (p50, p99)", [
            (f"histogram_quantile(0.5, sum by (le, game, bot) "
             f"(rate(referee_bot_think_seconds_bucket[{RATE}])))", "p50 {{game}} {{bot}}"),
            (f"histogram_quantile(0.99, sum by (le, game, bot) "
             f"(rate(referee_bot_think_seconds_bucket[{RATE}])))", "p99 {{game}} {{bot}}"),
        ], 0, 44, "s"),
        _panel(16, "State cache hit ratio", [(
            f'sum(rate(referee_state_cache_total{{result="hit"}}[{RATE}])) '
            f"/ sum(rate(referee_state_cache_total[{RATE}]))", "hit ratio")],
            12, 44, "percentunit"),
        _panel(17, "Bot turns: overdue, and how late", [
            ("max(referee_bot_turns_overdue)", "overdue turns"),
            ("max(referee_bot_turn_overdue_seconds)", "most overdue (s past its bound)"),
        ], 0, 52, "short", description="Bot turns past their recovery bound (docs/bots.md): "
           "alert RefereeBotTurnsOverdue"),
        _panel(18, "Bot turns taken and handed back", [
            (f"sum by (how) (rate(referee_bot_turn_claims_total[{RATE}]))", "taken ({{how}})"),
            (f"sum by (why) (rate(referee_bot_turns_handed_back_total[{RATE}]))",
             "handed back ({{why}})"),
            (f"sum(rate(referee_bot_turns_rescued_total[{RATE}]))", "rescued by a read"),
        ], 12, 52, "ops", description="`due`: taken after a hand-off or a lease that ran out "
           "(a worker that died); handed back: a reload, a failure; rescued: a game found "
           "waiting past its bound by a read"),
    ]  # fmt: skip
    doc = {
        "title": "Referee",
        "uid": "referee-overview",
        "description": "Referee: traffic, errors, latency per route, Redis, webhooks, event "
        "streams, bots. Alerts and what to do: docs/operations.md.",
        "tags": ["referee"],
        "schemaVersion": 39,
        "version": 1,
        "editable": True,
        "time": {"from": "now-6h", "to": "now"},
        "refresh": "30s",
        "timezone": "utc",
        "templating": {"list": [{
            "name": "datasource", "label": "Prometheus", "type": "datasource",
            "query": "prometheus", "current": {}, "hide": 0,
        }]},
        "annotations": {"list": []},
        "panels": panels,
    }  # fmt: skip
    return json.dumps(doc, indent=2) + "\n"


def outputs() -> dict[Path, str]:
    return {
        MONITORING / "prometheusrule.yaml": prometheus_rule(),
        MONITORING / "dashboard.json": dashboard(),
    }


def main() -> int:
    stale = []
    for path, text in outputs().items():
        if "--check" in sys.argv:
            if not path.exists() or path.read_text() != text:
                stale.append(path.name)
        else:
            path.write_text(text)
    if stale:
        print(f"{', '.join(stale)} out of date: run `make monitoring`", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
