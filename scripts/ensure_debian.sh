#!/bin/sh
# The one shape of the scripts/ensure_*.sh installers:
#
#     sh scripts/ensure_debian.sh COMMAND PACKAGE required|optional "what it is for"
#
# Does nothing when COMMAND is on PATH; otherwise installs Debian's PACKAGE with apt-get
# (--no-install-recommends; sudo when not root), quietly and idempotently. When it cannot:
# `required` exits 1 (the tests that need COMMAND are never skipped), `optional` says so and
# exits 0 (the caller has a documented fallback).
set -eu
cmd=$1 package=$2 need=$3 purpose=$4
if command -v "$cmd" >/dev/null 2>&1; then
    exit 0
fi
fail() {
    echo "ensure_$cmd: $1 ($purpose)" >&2
    if [ "$need" = required ]; then exit 1; fi
    exit 0
}
command -v apt-get >/dev/null 2>&1 \
    || fail "$cmd is missing and apt-get is not available: install it (Debian: $package)"
SUDO=""
if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || fail "$cmd is missing and this user cannot apt-get install $package"
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
echo "ensure_$cmd: installing $package" >&2
$SUDO apt-get install -y -q --no-install-recommends "$package" >/dev/null 2>&1 \
    || { $SUDO apt-get update -q >/dev/null 2>&1 \
         && $SUDO apt-get install -y -q --no-install-recommends "$package" >/dev/null 2>&1; } \
    || true
command -v "$cmd" >/dev/null 2>&1 || fail "could not install $package"
