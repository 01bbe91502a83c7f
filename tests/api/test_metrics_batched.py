"""The HTTP request metrics are counted per process and written in batches (issue 38,
service/api/ops.py `_Counts`): a batch writes what `Histogram.observe` and `Counter.inc` would
have written one request at a time, a scrape answered by this process sees every request made
before it, and the flusher thread writes the rest within a second."""

from __future__ import annotations

import random
import time
import uuid
from typing import Any

from prometheus_client import REGISTRY, CollectorRegistry, Histogram

from service.api import ops


def _samples(registry: CollectorRegistry, name: str, endpoint: str) -> dict[tuple[str, str], float]:
    return {
        (s.name, s.labels.get("le", "")): s.value
        for metric in registry.collect() if metric.name == name
        for s in metric.samples
        if s.labels.get("endpoint") == endpoint and not s.name.endswith("_created")
    }


def test_a_batch_writes_what_observe_writes() -> None:
    endpoint = f"/test/{uuid.uuid4().hex}"
    rng = random.Random(7)
    # every bucket, its bounds exactly (a bound is inside its bucket: `le`), and past the last
    durations = [rng.choice([0.0, *ops.BUCKETS[:-1], 2.5]) for _ in range(40)]
    durations += [rng.uniform(0, 1.5) for _ in range(200)]
    reference = CollectorRegistry()
    twin = Histogram(ops.LATENCY._name, "twin", ["endpoint"], buckets=ops.BUCKETS,
                     registry=reference)
    for seconds in durations:
        ops.record("GET", endpoint, 200, seconds)
        twin.labels(endpoint).observe(seconds)
    assert _samples(REGISTRY, "referee_http_request_seconds", endpoint) == {}  # not yet written
    ops.flush()
    got = _samples(REGISTRY, "referee_http_request_seconds", endpoint)
    want = _samples(reference, "referee_http_request_seconds", endpoint)
    assert got.keys() == want.keys() and len(got) == len(ops.BOUNDS) + 2
    for key, value in want.items():
        assert abs(got[key] - value) < 1e-9, (key, got[key], value)
    count = REGISTRY.get_sample_value(
        "referee_http_requests_total", {"method": "GET", "endpoint": endpoint, "status": "200"})
    assert count == len(durations)


def test_the_flusher_writes_within_a_second_without_a_scrape() -> None:
    endpoint = f"/test/{uuid.uuid4().hex}"
    labels = {"method": "POST", "endpoint": endpoint, "status": "422"}
    for _ in range(3):
        ops.record("POST", endpoint, 422, 0.002)
    deadline = time.monotonic() + 5
    while REGISTRY.get_sample_value("referee_http_requests_total", labels) != 3:
        assert time.monotonic() < deadline, "the flusher did not write the counts"
        time.sleep(0.05)
    assert ops.COUNTS.flusher is not None and ops.COUNTS.flusher.is_alive()


def test_a_scrape_sees_every_request_before_it(client: Any) -> None:
    def served() -> float:
        text = client.get("/metrics").get_data(as_text=True)
        for line in text.splitlines():
            if line.startswith("referee_http_requests_total{") and 'endpoint="/v1/games"' in line \
                    and 'status="200"' in line and 'method="GET"' in line:
                return float(line.split()[-1])
        return 0.0

    before = served()
    for _ in range(5):
        assert client.get("/v1/games").status_code == 200
    assert served() == before + 5


def test_a_forked_child_counts_nothing_of_its_parent() -> None:
    counts = ops._Counts()
    counts.record("GET", "/x", 200, 0.01)
    counts.forked()
    assert counts.requests == {} and counts.latency == {} and counts.flusher is None


def test_the_state_cache_lookups_are_written_with_the_request_counts() -> None:
    """service/tally.py: the state cache counts its hits and misses per process; they reach
    `referee_state_cache_total` when the request counts are flushed (scrape, flusher, exit)."""
    from service.sessions.cache import StateCache

    def count(result: str) -> float:
        return REGISTRY.get_sample_value("referee_state_cache_total", {"result": result}) or 0.0

    ops.flush()
    hits, misses = count("hit"), count("miss")
    cache = StateCache(4)
    sid = uuid.uuid4().hex
    cache.put(sid, 1, b"snap", object(), record=object())
    assert cache.lookup(sid, 1, b"snap", None) is not None  # a hit
    assert cache.lookup(sid, 1, b"other", None) is None  # a miss: other bytes
    assert cache.held(sid, 1) is not None  # a hit
    ops.flush()
    assert (count("hit") - hits, count("miss") - misses) == (2, 1)
