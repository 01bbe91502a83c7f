"""bench/http.py `cpu_seconds`: the CPU a server's process tree used (the master, its reaped
children and its live ones), which the HTTP bench divides by the requests of each run."""

from __future__ import annotations

import subprocess
import sys
import time

from bench.http import cpu_seconds

BURN = "import time\nt = time.process_time()\nwhile time.process_time() - t < {s}: pass\n"


def test_the_cpu_of_a_process_and_its_children_is_counted() -> None:
    # a parent that starts a child burning 1.5 s of CPU and itself only sleeps: the CPU counted
    # for the parent grows by most of the child's (measured from right after the start, so
    # whatever the machine's speed, ≥ 1 s of the burn is still to come)
    parent = subprocess.Popen([
        sys.executable, "-c",
        "import subprocess, sys, time\n"
        f"c = subprocess.Popen([sys.executable, '-c', {BURN.format(s=1.5)!r}])\n"
        "time.sleep(60)\n",
    ])
    try:
        before = cpu_seconds(parent.pid)
        deadline = time.monotonic() + 40
        while cpu_seconds(parent.pid) - before < 0.8:  # the live child's CPU is counted
            assert time.monotonic() < deadline, cpu_seconds(parent.pid)
            time.sleep(0.05)
    finally:
        parent.kill()
        parent.wait()


def test_a_gone_process_costs_nothing() -> None:
    done = subprocess.run([sys.executable, "-c", "pass"])
    assert done.returncode == 0
    assert cpu_seconds(None) == 0.0
    assert cpu_seconds(2**22 + 12345) == 0.0  # above the kernel's pid_max default
