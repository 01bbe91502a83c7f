#!/bin/sh
# The bench's HTTP section (bench/http.py) drives its load with Debian's `wrk`.
# Installs wrk when it is not on PATH; quiet and idempotent, like ensure_browser.sh.
# When it cannot be installed it says so and exits 0: the bench then replays the same
# request files with bench/pyload.py and its report names that fallback.
set -eu
if command -v wrk >/dev/null 2>&1; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure_wrk: wrk is missing and apt-get is not available: install wrk" \
         "(Debian: apt-get install wrk); the bench falls back to bench/pyload.py" >&2
    exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "ensure_wrk: wrk is missing and this user cannot apt-get install it;" \
             "the bench falls back to bench/pyload.py" >&2
        exit 0
    fi
fi
export DEBIAN_FRONTEND=noninteractive
echo "ensure_wrk: installing wrk" >&2
$SUDO apt-get install -y -q wrk >/dev/null 2>&1 \
    || { $SUDO apt-get update -q >/dev/null 2>&1 && $SUDO apt-get install -y -q wrk >/dev/null 2>&1; } \
    || true
if ! command -v wrk >/dev/null 2>&1; then
    echo "ensure_wrk: could not install wrk; the bench falls back to bench/pyload.py" >&2
fi
exit 0
