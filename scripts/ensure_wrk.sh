#!/bin/sh
# The bench's HTTP section (bench/http.py) drives its load with Debian's `wrk`. When it cannot
# be installed the bench replays the same request files with bench/pyload.py and its report
# names that fallback.
exec sh "$(dirname "$0")/ensure_debian.sh" wrk wrk optional \
    "the bench falls back to bench/pyload.py"
