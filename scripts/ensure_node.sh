#!/bin/sh
# The contract's Node tools (tests/contract/test_lint.py, test_typescript_client.py): Node and
# npm from Debian (nodejs, npm) when missing, then the packages pinned by the package-lock.json
# of tools/node (Redocly CLI, Spectral) and clients/typescript (openapi-typescript,
# openapi-fetch, TypeScript), installed with `npm ci` when node_modules is missing or older
# than its lock. Fails loudly when it cannot (the tests are never skipped).
set -eu
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "ensure_node: node or npm is missing and apt-get is not available:" \
             "install Node.js >= 18 and npm (Debian: nodejs npm)" >&2
        exit 1
    fi
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
        SUDO="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    echo "ensure_node: installing nodejs npm" >&2
    $SUDO apt-get install -y -q nodejs npm \
        || { $SUDO apt-get update -q && $SUDO apt-get install -y -q nodejs npm; }
fi
for dir in tools/node clients/typescript; do
    stamp="$dir/node_modules/.package-lock.json"
    if [ ! -f "$stamp" ] || [ "$dir/package-lock.json" -nt "$stamp" ]; then
        echo "ensure_node: npm ci in $dir" >&2
        # --ignore-scripts: no package here needs an install script (one only reports usage)
        (cd "$dir" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
    fi
done
