"""`make_client`: the one way the service makes a Redis client, plain or cluster.

Why this module exists: guard.py makes the guarded plain client and the breaker, and
cluster.py builds the guarded cluster client on those; the factory that picks one by the URL
needs both, so it sits above them and imports point one way only: client.py → cluster.py →
guard.py (tests/test_import_graph.py keeps it so). What the clients promise is in guard.py's
docstring (and cluster.py's for a cluster).
"""

from __future__ import annotations

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from .cluster import GuardedCluster, is_cluster_url
from .guard import (
    DEFAULT_CONNECT_TIMEOUT,
    DEFAULT_LOG_INTERVAL,
    DEFAULT_OPEN_SECONDS,
    DEFAULT_SOCKET_TIMEOUT,
    Breaker,
    GuardedRedis,
    OutageLog,
)


def make_client(
    url: str,
    *,
    socket_timeout: float = DEFAULT_SOCKET_TIMEOUT,
    connect_timeout: float = DEFAULT_CONNECT_TIMEOUT,
    open_seconds: float = DEFAULT_OPEN_SECONDS,
    log_interval: float = DEFAULT_LOG_INTERVAL,
    health_check_interval: int = 15,
) -> GuardedRedis | GuardedCluster:
    """The one way the service makes a Redis client (see guard.py's docstring): a
    `redis+cluster://` or `rediss+cluster://` URL gives the cluster client."""
    probe_timeout = max(1.0, 2 * (socket_timeout + connect_timeout))
    if is_cluster_url(url):
        return GuardedCluster(
            url,
            socket_timeout=socket_timeout,
            connect_timeout=connect_timeout,
            open_seconds=open_seconds,
            probe_timeout=probe_timeout,
            log_interval=log_interval,
            health_check_interval=health_check_interval,
        )
    pool = redis.ConnectionPool.from_url(
        url,
        socket_timeout=socket_timeout,
        socket_connect_timeout=connect_timeout,
        retry=Retry(NoBackoff(), 0),  # no hidden retries: a timeout is one timeout
        health_check_interval=health_check_interval,
    )
    breaker = Breaker(open_seconds, probe_timeout=probe_timeout, outages=OutageLog(log_interval))
    return GuardedRedis(connection_pool=pool, breaker=breaker)

