"""Fixtures of the Redis Cluster tests: one real 3-master, 3-replica cluster for the test
session (tests/cluster/redis_cluster.py), a cluster client to look inside it, and the app and
a real gunicorn over `REDIS_URL=redis+cluster://…`.

Every test here is in the xdist group "cluster" (one worker runs them all, next to the rest
of `make test`) and leaves the cluster healthy: 3 masters serving every slot, each with its
replica in sync (the failover test restarts the master it kills, as a replica).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from redis.cluster import RedisCluster

from service.store.cluster import plain_url
from tests.cluster.redis_cluster import Cluster
from tests.reliability.conftest import Gunicorn, build_app


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    cluster = Cluster(tmp_path_factory.mktemp("redis-cluster")).start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture()
def cluster(redis_cluster: Cluster) -> Iterator[Cluster]:
    """The session's cluster, healthy before and after the test."""
    redis_cluster.wait_healthy(time.monotonic() + 60)
    yield redis_cluster
    redis_cluster.wait_healthy(time.monotonic() + 60)


@pytest.fixture()
def inspect(cluster: Cluster) -> Iterator[RedisCluster]:
    """A plain redis-py cluster client, to look at the keys the service wrote."""
    client = RedisCluster.from_url(plain_url(cluster.url))
    try:
        yield client
    finally:
        client.close()


def cluster_app(cluster: Cluster, **overrides: Any) -> Any:
    """The Flask app over the cluster (any Config field may be overridden)."""
    return build_app(cluster.url, secret_key="cluster-tests", **overrides)


@pytest.fixture(scope="session")
def cluster_gunicorn(
    redis_cluster: Cluster, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Gunicorn]:
    """gunicorn (2 workers × 4 threads) over the cluster; a move is acknowledged only once a
    replica has it (REDIS_WAIT_REPLICAS=1)."""
    server = Gunicorn(
        redis_cluster.url,
        tmp_path_factory.mktemp("cluster-gunicorn") / "gunicorn.log",
        WEB_CONCURRENCY="2",
        GUNICORN_THREADS="4",
        REDIS_WAIT_REPLICAS="1",
        LOG_LEVEL="info",
        GUNICORN_ACCESSLOG="",
    ).start()
    try:
        yield server
    finally:
        server.stop()
