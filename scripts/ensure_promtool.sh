#!/bin/sh
# The alerting rules in k8s/ are checked by `promtool check rules` and unit-tested by
# `promtool test rules` (tests/deploy/test_alerts.py). promtool ships in Debian's `prometheus`
# package (--no-install-recommends: promtool only); the tests are never skipped.
exec sh "$(dirname "$0")/ensure_debian.sh" promtool prometheus required \
    "tests/deploy/test_alerts.py checks the alerting rules with it"
