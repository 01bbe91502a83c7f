"""Compile the engines in the background, then reload gunicorn's workers onto them.

    python scripts/native_background.py MASTER_PID [BUILD COMMAND...]

Started by gunicorn's master (service/gunicorn_conf.py `when_ready`, REFEREE_NATIVE_BACKGROUND)
while it serves on the pure-Python engines: runs the build (default: scripts/build_native.py,
incremental), then, if the compiled build is complete and current, sends the master SIGHUP —
gunicorn's graceful reload: new workers start on the compiled build, the old ones finish their
requests. If the build fails, it says so and the service stays on the pure-Python build. A
process of its own (not a thread of the master), so that forking workers never races it.
"""

from __future__ import annotations

import importlib.util
import os
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


def main(argv: list[str]) -> int:
    master = int(argv[0])
    command = argv[1:] or [sys.executable, str(ROOT / "scripts" / "build_native.py")]
    try:
        os.nice(10)  # people's requests first
    except OSError:
        pass
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT)
    engines = probe()
    if done.returncode != 0 or engines.ENGINE_BUILD != "compiled":
        print(f"engines: no compiled build after the background build "
              f"({engines.ENGINE_BUILD_DETAIL}); staying on the pure-Python build",
              file=sys.stderr, flush=True)
        return 1
    print(f"engines: compiled build ready after {time.monotonic() - started:.0f} s "
          f"({engines.ENGINE_BUILD_DETAIL}); reloading the workers onto it",
          file=sys.stderr, flush=True)
    os.kill(master, signal.SIGHUP)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
