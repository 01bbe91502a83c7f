#!/bin/sh
# The browser tests (tests/browser) drive Debian's headless Chromium with selenium.
# Installs chromium and chromium-driver when /usr/bin/chromium or /usr/bin/chromedriver is
# missing; fails loudly when it cannot (the tests are never skipped).
set -eu
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure_browser: /usr/bin/chromium or /usr/bin/chromedriver is missing and apt-get is" \
         "not available: install Chromium and its driver (Debian: chromium chromium-driver)" >&2
    exit 1
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
echo "ensure_browser: installing chromium chromium-driver" >&2
$SUDO apt-get install -y -q chromium chromium-driver \
    || { $SUDO apt-get update -q && $SUDO apt-get install -y -q chromium chromium-driver; }
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    echo "ensure_browser: installed, but /usr/bin/chromium or /usr/bin/chromedriver is still missing" >&2
    exit 1
fi
