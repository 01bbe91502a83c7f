#!/bin/sh
# The instruction-budget gate (bench/instructions.py, tests/bench/test_instruction_budget.py)
# counts CPU instructions with Debian's `valgrind --tool=callgrind`; never skipped.
exec sh "$(dirname "$0")/ensure_debian.sh" valgrind valgrind required \
    "the instruction-budget tests count instructions with callgrind"
