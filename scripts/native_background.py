"""Compile the engines in the background, then reload gunicorn's workers onto them.

    python scripts/native_background.py pidfd:FD|MASTER_PID [BUILD COMMAND...]

Started by gunicorn's master (service/gunicorn_conf.py `when_ready`, REFEREE_NATIVE_BACKGROUND)
while it serves on the pure-Python engines: runs the build (default: scripts/build_native.py,
incremental), then, if the compiled build is complete and current, sends the master SIGHUP —
gunicorn's graceful reload: new workers start on the compiled build, the old ones finish their
requests. If the build fails, it says so and the service stays on the pure-Python build. A
process of its own (not a thread of the master), so that forking workers never races it.

It lives no longer than its master: it holds the master by a pidfd (a PID, once the master has
exited, may name another process; the pidfd names only that one), stops the build (its
process group) and exits as soon as the master is gone, and sends SIGHUP through the pidfd.
The master also stops it on exit (service/gunicorn_conf.py `on_exit`).
"""

from __future__ import annotations

import importlib.util
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def probe():  # type: ignore[no-untyped-def]
    """service/games/build.py by path: what a worker starting now would run."""
    os.environ.pop("REFEREE_ENGINE_BUILD", None)  # the master pins its workers, not this
    spec = importlib.util.spec_from_file_location("_engine_build_probe",
                                                  ROOT / "service" / "games" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build(command: list[str], master: int) -> int | None:
    """Runs the build in a process group of its own; its exit code, or None when the master
    exited first (the build is stopped then). SIGTERM (the master's on_exit) stops it too."""
    process = subprocess.Popen(command, cwd=ROOT, start_new_session=True)

    def terminated(*_: object) -> None:
        stop(process)
        sys.exit(143)

    signal.signal(signal.SIGTERM, terminated)
    watch = select.poll()
    watch.register(master, select.POLLIN)  # a pidfd is readable once its process has exited
    while process.poll() is None:
        if watch.poll(200):
            stop(process)
            return None
    return process.returncode


def stop(process: subprocess.Popen[bytes]) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=5)
            return
        except subprocess.TimeoutExpired:
            continue


def main(argv: list[str]) -> int:
    if argv[0].startswith("pidfd:"):  # the master's own pidfd, inherited (no race at all)
        master = int(argv[0].removeprefix("pidfd:"))
    else:
        try:
            master = os.pidfd_open(int(argv[0]))
        except ProcessLookupError:
            return 1  # the master is gone already
    command = argv[1:] or [sys.executable, str(ROOT / "scripts" / "build_native.py")]
    try:
        os.nice(10)  # people's requests first
    except OSError:
        pass
    started = time.monotonic()
    returncode = build(command, master)
    if returncode is None:
        print("engines: the server stopped; the background build is stopped with it",
              file=sys.stderr, flush=True)
        return 1
    engines = probe()
    if returncode != 0 or engines.ENGINE_BUILD != "compiled":
        print(f"engines: no compiled build after the background build "
              f"({engines.ENGINE_BUILD_DETAIL}); staying on the pure-Python build",
              file=sys.stderr, flush=True)
        return 1
    print(f"engines: compiled build ready after {time.monotonic() - started:.0f} s "
          f"({engines.ENGINE_BUILD_DETAIL}); reloading the workers onto it",
          file=sys.stderr, flush=True)
    try:
        signal.pidfd_send_signal(master, signal.SIGHUP)
    except ProcessLookupError:
        return 1  # the master exited meanwhile: nobody to reload
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
