#!/bin/sh
# The alerting rules in k8s/ are checked by `promtool check rules` and unit-tested by
# `promtool test rules` (tests/deploy/test_alerts.py). promtool ships in Debian's `prometheus`
# package: installed when `promtool` is not on PATH; fails loudly when it cannot (the tests
# are never skipped).
set -eu
if command -v promtool >/dev/null 2>&1; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure_promtool: promtool is missing and apt-get is not available: install" \
         "Prometheus's promtool (Debian: prometheus)" >&2
    exit 1
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
echo "ensure_promtool: installing prometheus (for promtool)" >&2
# --no-install-recommends: promtool only, not the node exporter and the web console extras
$SUDO apt-get install -y -q --no-install-recommends prometheus \
    || { $SUDO apt-get update -q && $SUDO apt-get install -y -q --no-install-recommends prometheus; }
if ! command -v promtool >/dev/null 2>&1; then
    echo "ensure_promtool: installed, but promtool is still not on PATH" >&2
    exit 1
fi
