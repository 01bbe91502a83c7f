"""schemathesis over every operation of openapi.yaml, in-process against the real app and a
real Redis: stateless (every operation, generated valid and invalid requests) and stateful
(the links from POST /v1/sessions, which carry the session id and the seat and admin tokens,
lead to reads and moves on real sessions; legal-moves links on to playing a listed move).
Sizes come from the environment so that `make soak` can run thousands.

Checks: no 5xx, the status is documented, the content type is documented, the body and the
headers match the schema, and schema-invalid requests are refused with a 4xx.
"""

from __future__ import annotations

import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.checks import not_a_server_error
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tests.conftest import make_app
from tests.contract.stateful import SeatTokens, machine, run

pytestmark = pytest.mark.xdist_group("schemathesis")

SOAK = bool(os.environ.get("SOAK"))
EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "400" if SOAK else "25"))
STATEFUL_EXAMPLES = int(os.environ.get("SCHEMATHESIS_STATEFUL", "300" if SOAK else "20"))

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
]


@pytest.fixture(scope="module")
def st_app(redis_url: str) -> Any:
    # many scenarios, each with its own sessions: the anonymous live-session quota is not
    # under test here (tests/reliability/test_tenancy.py has it)
    # an event stream of a live session ends after 1 s and a long poll waits at most 1 s:
    # a generated request on a real session never holds the run
    return make_app(redis_url, anon_quota_live_sessions=1_000_000,
                    events_max_stream_seconds=1.0, events_max_wait_seconds=1)


@pytest.fixture(scope="module")
def api_schema(st_app: Any) -> Any:
    return schemathesis.openapi.from_wsgi("/openapi.yaml", st_app)


def _operations(api_schema: Any) -> list[Any]:
    return [result.ok() for result in api_schema.get_all_operations()]


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_every_operation(api_schema: Any, mode: GenerationMode) -> None:
    """Every operation, generated requests that fit the schema and ones that do not."""
    checks = CHECKS if mode is GenerationMode.POSITIVE else [*CHECKS, negative_data_rejection]
    operations = _operations(api_schema)
    assert len(operations) >= 20
    unbreakable: list[str] = []
    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        )
        def run(case: Any) -> None:
            case.call_and_validate(checks=checks)

        try:
            run()
        except Unsatisfiable:
            # no input to break: GET /v1/games, /livez and the like take no parameters
            assert mode is GenerationMode.NEGATIVE, operation.label
            unbreakable.append(operation.label)
    assert len(unbreakable) < len(operations) / 2, unbreakable


def test_stateful_sessions(api_schema: Any) -> None:
    """The links lead from created sessions (one of each game starts every scenario) to their
    reads and, with the seat tokens the links carry (and `SeatTokens` for the steps a link
    cannot give a token), to moves the rules judge. (tests/contract/test_links.py plays whole
    games along the same links, deterministically.)"""
    seats = SeatTokens()
    run(
        machine(api_schema, seats, CHECKS),
        seats,
        settings(
            max_examples=STATEFUL_EXAMPLES,
            stateful_step_count=10,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=not SOAK,
            database=None,
        ),
        min_requests=STATEFUL_EXAMPLES * 10,
        runs=5,
    )
    assert not seats.failures, seats.failures[:3]
    assert seats.sessions, "the stateful run never created a session"
    assert seats.judged, "no move reached the rules with a seat token"
