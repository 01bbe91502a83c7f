"""The guarded client for a Redis Cluster: `REDIS_URL=redis+cluster://host:port` (or
`rediss+cluster://` for TLS; user and password as in `redis://`). `host:port` is any node,
or a name that reaches one (a Kubernetes Service); the others are discovered with
`CLUSTER SLOTS` and the topology is refreshed whenever a node fails or answers `MOVED`.

The client is redis-py's `RedisCluster` with the promises of `client.make_client`, per node:

- **Timeouts, no hidden retries.** Every node connection has the connect and socket timeouts;
  redis-py's cluster-level retries are off (a timed-out write may have been applied: only the
  caller's version check or Idempotency-Key can retry it). `MOVED`/`ASK` redirections are
  still followed: the command was not run by the node that redirected it.
- **One circuit breaker per node** (a `guard.Breaker` each, with its own log lines naming the
  node). A failure of one master fails fast only the sessions whose slots it serves; the
  other masters go on serving theirs. A connection failure also refreshes the topology, so
  once a replica has taken over, the next call after the breaker's interval goes to it.
- **Started on first use.** Building the client contacts the cluster; if no node answers,
  the call raises `ClusterUnavailable` (a `redis.ConnectionError` with `retry_after`) and a
  breaker keeps further attempts to one per interval: a pod starts, and answers 503, while
  the cluster is down.
- **Scripts** run with `EVALSHA` on the node that serves their keys; on `NOSCRIPT` (a
  restarted or newly promoted node) the same call falls back to `EVAL`, which also caches
  the script there (no `SCRIPT LOAD` on every master, which would fail while one is down).
- **Pipelines** are non-transactional only: commands are grouped by the node that serves
  their slot and each group is sent as one pipeline on one connection of that node, under
  that node's breaker; a command answered `MOVED`/`ASK`/`TRYAGAIN` is re-sent on its own.
- `script_wait` runs a script and `WAIT` on the same connection (see
  `SessionStore(wait_replicas=…)`).

Every multi-key command and script of the service keeps its keys in one slot by a hash tag
(`ref:{<sid>}:…`, `ref:owner:{<scope>}:…`, `ref:rl:{<scope>}:…`, `ref:tenant:{<t>}:…`);
pipelines that touch many sessions (listing, the quota count) are the non-transactional
pipelines above. tests/cluster/ runs the service against a real 3-master cluster.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable, Sequence
from typing import Any, cast

import redis
from redis.backoff import NoBackoff
from redis.cluster import ClusterNode, ClusterPipeline, NodesManager, RedisCluster
from redis.commands.core import Script
from redis.exceptions import (
    AskError,
    NoScriptError,
    RedisClusterException,
    SlotNotCoveredError,
    TryAgainError,
)
from redis.retry import Retry
from redis.typing import EncodableT, KeyT

from .. import tracing
from .guard import Breaker, OutageLog, log

SCHEMES = {"redis+cluster": "redis", "rediss+cluster": "rediss"}

# replies after which a pipelined command is sent again on its own (it was not run)
_REDIRECTED = (AskError, TryAgainError)  # MovedError is an AskError


def is_cluster_url(url: str) -> bool:
    return url.split("://", 1)[0].lower() in SCHEMES


def plain_url(url: str) -> str:
    """The `redis://` (or `rediss://`) URL of the seed node of a cluster URL."""
    scheme, rest = url.split("://", 1)
    return f"{SCHEMES[scheme.lower()]}://{rest}"


class ClusterUnavailable(redis.ConnectionError):
    """The cluster (or the part of it a call needs) cannot be reached or has no node for a
    slot; `retry_after` as in `guard.CircuitOpen`."""

    def __init__(self, message: str, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class _NodeLog(logging.LoggerAdapter):  # type: ignore[type-arg]
    """The breaker's log lines of one node, prefixed with the node's address."""

    def process(self, msg: Any, kwargs: Any) -> tuple[Any, Any]:
        return f"redis node {self.extra['node']}: {msg}", kwargs  # type: ignore[index]


class NodeBreakers:
    """One `Breaker` per node address, made on first use (thread-safe)."""

    def __init__(self, open_seconds: float, probe_timeout: float, log_interval: float) -> None:
        self.open_seconds = open_seconds
        self.probe_timeout = probe_timeout
        self.log_interval = log_interval
        self._by_node: dict[str, Breaker] = {}
        self._lock = threading.Lock()

    def of(self, node: str) -> Breaker:
        breaker = self._by_node.get(node)
        if breaker is None:
            with self._lock:
                breaker = self._by_node.get(node)
                if breaker is None:
                    outages = OutageLog(self.log_interval, logger=_NodeLog(log, {"node": node}))
                    breaker = Breaker(self.open_seconds, self.probe_timeout, outages=outages)
                    self._by_node[node] = breaker
        return breaker


class _Nodes(NodesManager):
    """redis-py's topology manager, asking for the topology (`CLUSTER SLOTS`) on connections
    of its own, the seed node and every known node in turn (those whose breaker is closed
    first), and raising its failures as `ClusterUnavailable`.

    Own connections: redis-py disconnects a startup node's whole connection pool after asking
    it, and its startup nodes are the very nodes in use, so a refresh after one master's
    failure cut the commands other threads had in flight on the healthy masters. The seed
    (the URL's host, e.g. a Kubernetes Service) stays a startup node even when every node has
    a new address."""

    seeds: list[tuple[str, int]]
    breakers: NodeBreakers

    def initialize(self) -> None:
        cache = cast("dict[str, ClusterNode]", self.nodes_cache)  # typed as Redis in redis-py
        # a node redis-py has just dropped from the startup nodes is the one that failed
        failed = set(cache) - set(self.startup_nodes)
        names: dict[str, ClusterNode] = {}
        for host, port in [*self.seeds, *((n.host, n.port) for n in cache.values())]:
            node = ClusterNode(host, port)
            names.setdefault(node.name, node)

        def suspect(name: str) -> bool:
            return name in failed or self.breakers.of(name).state != "closed"

        self.startup_nodes = dict(sorted(names.items(), key=lambda kv: suspect(kv[0])))
        try:
            super().initialize()
        except RedisClusterException as exc:
            raise ClusterUnavailable(f"redis cluster unavailable: {exc}") from exc


class _Cluster(RedisCluster):
    """`RedisCluster` whose node calls go through the node's breaker."""

    def __init__(self, url: str, breakers: NodeBreakers, **kwargs: Any) -> None:
        self.breakers = breakers  # before super().__init__: it already sends COMMAND
        super().__init__(
            url=url,
            retry=Retry(NoBackoff(), 0),  # no hidden retries (see the module docstring)
            require_full_coverage=False,  # the other masters' slots work while one is out
            **kwargs,
        )
        seed = redis.connection.parse_url(url)
        nodes = self.nodes_manager
        nodes.__class__ = _Nodes  # the same object, with the guarded `initialize`
        nodes.seeds = [(seed.get("host") or "localhost", int(seed.get("port") or 6379))]  # type: ignore[attr-defined]
        nodes.breakers = breakers  # type: ignore[attr-defined]

    def execute_command(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().execute_command(*args, **kwargs)
        except SlotNotCoveredError as exc:  # no node serves the slot (yet)
            raise ClusterUnavailable(f"redis cluster: {exc}") from exc

    def _execute_command(self, target_node: ClusterNode, *args: Any, **kwargs: Any) -> Any:
        if tracing.active:  # a CLIENT span per command (service/tracing.py)
            with tracing.redis_span(str(args[0]).upper(), target_node.redis_connection):
                return self.breakers.of(target_node.name).call(
                    self._unguarded, target_node, *args, **kwargs
                )
        return self.breakers.of(target_node.name).call(
            self._unguarded, target_node, *args, **kwargs
        )

    def _unguarded(self, target_node: ClusterNode, *args: Any, **kwargs: Any) -> Any:
        try:
            return super()._execute_command(target_node, *args, **kwargs)
        except RedisClusterException as exc:  # the topology refresh after a failure failed
            raise ClusterUnavailable(f"redis cluster unavailable: {exc}") from exc

    def node_of(self, *args: Any) -> ClusterNode:
        """The node that serves the slot of a keyed command."""
        try:
            nodes = self._determine_nodes(*args)
        except SlotNotCoveredError as exc:
            raise ClusterUnavailable(f"redis cluster: {exc}") from exc
        if len(nodes) != 1:
            raise RedisClusterException(f"{args[0]}: not a command on one node")
        return nodes[0]

    def node_failed(self, node: ClusterNode) -> None:
        """What redis-py does after a connection failure: forget the node's connections and
        refresh the topology (a replica may have taken over)."""
        self.nodes_manager.startup_nodes.pop(node.name, None)
        node.redis_connection = None
        self.nodes_manager.initialize()

    def pipeline(self, transaction: Any = None, shard_hint: Any = None) -> GuardedClusterPipeline:
        if transaction:
            raise RedisClusterException(
                "transactions are not supported on the cluster client: use "
                "pipeline(transaction=False) or a Lua script on keys of one hash tag"
            )
        return GuardedClusterPipeline(self)

    def run_on_node(
        self, node: ClusterNode, commands: Sequence[tuple[tuple[Any, ...], dict[str, Any]]]
    ) -> list[Any]:
        """Send `commands` ((args, options) each) as one pipeline on one connection of `node`,
        under its breaker; the replies in order, errors as values."""

        def send() -> list[Any]:
            pipe = self.get_redis_connection(node).pipeline(transaction=False)
            for args, options in commands:
                pipe.execute_command(*args, **options)
            try:
                return pipe.execute(raise_on_error=False)
            except (redis.ConnectionError, redis.TimeoutError):
                try:
                    self.node_failed(node)
                except ClusterUnavailable:
                    pass  # the node's own failure is the one to report
                raise

        if tracing.active:
            names = " ".join(sorted({str(args[0]).upper() for args, _ in commands}))
            with tracing.redis_span(
                f"PIPELINE {names}", node.redis_connection, batch=len(commands)
            ):
                traced: list[Any] = self.breakers.of(node.name).call(send)
            return traced
        result: list[Any] = self.breakers.of(node.name).call(send)
        return result

    def script_wait(
        self, script: Script, keys: list[Any], args: list[Any], replicas: int, timeout_ms: int
    ) -> tuple[Any, int]:
        """Run `script` on the node of its keys, then `WAIT replicas timeout_ms` on the same
        connection: (the script's reply, how many replicas acknowledged the write)."""
        sent = (*keys, *args)
        for _ in range(int(self.RedisClusterRequestTTL)):
            node = self.node_of("EVALSHA", script.sha, len(keys), *sent)
            wait: tuple[tuple[Any, ...], dict[str, Any]] = (("WAIT", replicas, timeout_ms), {})
            reply, acked = self.run_on_node(
                node, [(("EVALSHA", script.sha, len(keys), *sent), {}), wait]
            )
            if isinstance(reply, NoScriptError):
                reply, acked = self.run_on_node(
                    node, [(("EVAL", script.script, len(keys), *sent), {}), wait]
                )
            if isinstance(reply, _REDIRECTED):
                self._redirected(reply)
                continue
            if isinstance(reply, Exception):
                raise reply
            if isinstance(acked, Exception):
                raise acked
            return reply, int(acked)
        raise ClusterUnavailable("redis cluster: the slot is being migrated; retry shortly")

    def _redirected(self, reply: Exception) -> None:
        if isinstance(reply, redis.exceptions.MovedError):  # the slot has a new master
            self.nodes_manager.update_moved_exception(reply)
        else:  # ASK or TRYAGAIN: the slot is being migrated; ask its master again shortly
            time.sleep(0.05)


class GuardedClusterPipeline(ClusterPipeline):
    """A non-transactional pipeline on the cluster: one pipeline per node (see the module
    docstring). The command methods queue as in redis-py; `execute` is ours."""

    def __init__(self, cluster: _Cluster) -> None:
        super().__init__(
            nodes_manager=cluster.nodes_manager,
            commands_parser=cluster.commands_parser,
            startup_nodes=list(cluster.nodes_manager.startup_nodes.values()),
            result_callbacks=cluster.result_callbacks,
            cluster_response_callbacks=cluster.cluster_response_callbacks,
            reinitialize_steps=cluster.reinitialize_steps,
            retry=cluster.retry,
            lock=cluster._lock,
            transaction=False,
        )
        self.cluster = cluster

    def execute(self, raise_on_error: bool = True) -> list[Any]:
        stack = list(self._execution_strategy.command_queue)
        self.reset()
        if not stack:
            return []
        groups: dict[str, tuple[ClusterNode, list[Any]]] = {}
        for c in stack:
            node = self.cluster.node_of(*c.args)
            groups.setdefault(node.name, (node, []))[1].append(c)
        for node, commands in groups.values():
            replies = self.cluster.run_on_node(node, [(c.args, c.options) for c in commands])
            for c, reply in zip(commands, replies, strict=True):
                c.result = reply
        for c in stack:
            if isinstance(c.result, _REDIRECTED):
                try:
                    c.result = self.cluster.execute_command(*c.args, **c.options)
                except redis.ResponseError as exc:
                    c.result = exc
        results = [c.result for c in stack]
        if raise_on_error:
            for r in results:
                if isinstance(r, Exception):
                    raise r
        return results


class ClusterScript(Script):
    """A registered script that falls back to `EVAL` on `NOSCRIPT` (see the module docstring)."""

    def __call__(
        self,
        keys: Sequence[KeyT] | None = None,
        args: Iterable[EncodableT] | None = None,
        client: Any = None,
    ) -> Any:
        client = client if client is not None else self.registered_client
        keys = list(keys or [])
        sent = (*keys, *(args or []))
        try:
            return client.evalsha(self.sha, len(keys), *sent)
        except NoScriptError:
            return client.eval(self.script, len(keys), *sent)


class GuardedCluster:
    """The service's cluster client (see the module docstring): a `RedisCluster` made on
    first use; every other attribute is the cluster client's."""

    def __init__(
        self,
        url: str,
        *,
        socket_timeout: float,
        connect_timeout: float,
        open_seconds: float,
        probe_timeout: float,
        log_interval: float,
        health_check_interval: int,
    ) -> None:
        self.url = url
        self._kwargs = {
            "socket_timeout": socket_timeout,
            "socket_connect_timeout": connect_timeout,
            "health_check_interval": health_check_interval,
        }
        # starting the client (the first topology) has its own breaker; then each node has one
        self.breaker = Breaker(open_seconds, probe_timeout, outages=OutageLog(log_interval))
        self.breakers = NodeBreakers(open_seconds, probe_timeout, log_interval)
        self._cluster: _Cluster | None = None
        self._lock = threading.Lock()
        self._encoder = redis.connection.Encoder("utf-8", "strict", False)

    @property
    def cluster(self) -> _Cluster:
        cluster = self._cluster
        if cluster is None:
            made: _Cluster = self.breaker.call(self._make)
            with self._lock:
                if self._cluster is None:
                    self._cluster = made
                    made = None  # type: ignore[assignment]
                cluster = self._cluster
            if made is not None:  # another thread won the race
                made.close()
        return cluster

    def _make(self) -> _Cluster:
        try:
            return _Cluster(plain_url(self.url), self.breakers, **self._kwargs)
        except RedisClusterException as exc:
            raise ClusterUnavailable(f"redis cluster unavailable: {exc}") from exc

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # copy, pickle and friends probe these: never start for them
            raise AttributeError(name)
        return getattr(self.cluster, name)

    def get_encoder(self) -> Any:
        return self._encoder

    def register_script(self, script: str) -> ClusterScript:
        return ClusterScript(self, script)  # type: ignore[arg-type]

    def script_wait(
        self, script: Script, keys: list[Any], args: list[Any], replicas: int, timeout_ms: int
    ) -> tuple[Any, int]:
        return self.cluster.script_wait(script, keys, args, replicas, timeout_ms)

    def ready_keys(self, prefix: str) -> list[str]:
        """One key per master, `<prefix>:{<n>}`, for the readiness check
        (`SessionStore.check`); the masters whose breaker is closed first."""
        cluster = self.cluster
        nodes = cluster.nodes_manager
        wanted = {n.name for n in cluster.get_primaries()}
        found: dict[str, str] = {}
        for i in range(16 * 1024):  # a few tries per master: slots spread evenly
            key = f"{prefix}:{{{i}}}"
            serving = nodes.slots_cache.get(cluster.keyslot(key))
            name = serving[0].name if serving else ""
            if name in wanted and name not in found:
                found[name] = key
                if len(found) == len(wanted):
                    break
        closed = sorted(found, key=lambda name: self.breakers.of(name).state != "closed")
        return [found[name] for name in closed]

    def close(self) -> None:
        cluster, self._cluster = self._cluster, None
        if cluster is not None:
            cluster.close()
