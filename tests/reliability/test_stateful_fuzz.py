"""schemathesis in stateful mode over the whole API, over real HTTP against the gunicorn
workers and Redis: sessions are created, read, moved and deleted along the links of
openapi.yaml, acting with the real seat and admin tokens. No 5xx and no schema violation.

Sized by SOAK: a few hundred requests in `make test`, at least 5,000 in `make soak`.
"""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis.errors import FlakyStrategyDefinition
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tests.reliability.conftest import SOAK, record, size

pytestmark = pytest.mark.xdist_group("reliability-gunicorn")

EXAMPLES = size("stateful_examples", 30, 100)  # per run; runs repeat up to MIN_REQUESTS
STEPS = size("stateful_steps", 10, 10)
MIN_REQUESTS = size("stateful_min_requests", 150, 5000)

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
]


@pytest.mark.parametrize("keyed", [False, True], ids=["anonymous", "api-key"])
def test_stateful_run_over_http(gunicorn_server: Any, redis_client: Any, keyed: bool) -> None:
    """Anonymous, and as a tenant with an API key on every request (its sessions, its listing)."""
    from service.tenants import ApiKeys

    key = {"X-API-Key": ApiKeys(redis_client).create("stateful")[1]} if keyed else {}
    schema = schemathesis.openapi.from_url(f"{gunicorn_server.base}/openapi.yaml")
    schema.config.base_url = gunicorn_server.base
    tokens: dict[str, list[str]] = {}
    counts = {"requests": 0, "5xx": 0, "sessions": 0, "runs": 0}
    failures: list[str] = []
    base = schema.as_state_machine()

    class Run(base):  # type: ignore[misc, valid-type]
        def after_call(self, response: Any, case: Any) -> None:
            super().after_call(response, case)
            counts["requests"] += 1
            if response.status_code >= 500:
                counts["5xx"] += 1
            if case.operation.method.upper() == "POST" and case.path == "/v1/sessions":
                if response.status_code == 201:
                    body = response.json()
                    tokens[body["id"]] = [*(s["token"] for s in body["seats"]), body["admin_token"]]
                    counts["sessions"] += 1

        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            sid = (case.path_parameters or {}).get("id")
            known = tokens.get(sid or "")
            if known:
                token = known[len(case.id) % len(known)]
                return {"headers": {**key, "Authorization": f"Bearer {token}"}}
            return {"headers": dict(key)}

        def validate_response(self, response: Any, case: Any, **kwargs: Any) -> None:
            try:
                case.validate_response(response, checks=CHECKS)
            except Exception as exc:
                failures.append(f"{case.operation.label}: {exc}"[:2000])
                raise

    # Links feed responses back into generation, so hypothesis may call a long run
    # "inconsistent data generation"; that is no finding about the API (every response was
    # checked as it came, into `failures`): start another run until enough requests are made.
    while counts["requests"] < MIN_REQUESTS and counts["runs"] < 30:
        counts["runs"] += 1
        try:
            Run.run(
                settings=settings(
                    max_examples=EXAMPLES,
                    stateful_step_count=STEPS,
                    deadline=None,
                    suppress_health_check=list(HealthCheck),
                    derandomize=not SOAK,
                    database=None,
                )
            )
        except FlakyStrategyDefinition:
            if failures:
                raise
    assert not failures, failures[:3]
    assert counts["5xx"] == 0
    assert counts["sessions"] > 0, "the run never created a session"
    assert counts["requests"] >= MIN_REQUESTS, counts
    record("stateful_fuzz_keyed" if keyed else "stateful_fuzz", **counts)
