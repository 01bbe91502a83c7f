"""schemathesis over every operation of openapi.yaml, in-process against the real app and a
real Redis: stateless (every operation, generated valid and invalid requests) and stateful
(the links from POST /v1/sessions lead to reads and moves on real sessions, acting with a
real seat token). Sizes come from the environment so that `make soak` can run thousands.

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

pytestmark = pytest.mark.xdist_group("schemathesis")

SOAK = bool(os.environ.get("SOAK"))
EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "400" if SOAK else "25"))
STATEFUL_EXAMPLES = int(os.environ.get("SCHEMATHESIS_STATEFUL", "300" if SOAK else "15"))

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
]


@pytest.fixture(scope="module")
def st_app(redis_url: str) -> Any:
    return make_app(redis_url)


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


class _Tokens:
    """Seat tokens seen in createSession responses, by session id."""

    def __init__(self) -> None:
        self.by_session: dict[str, list[str]] = {}


def test_stateful_sessions(api_schema: Any) -> None:
    tokens = _Tokens()
    base = api_schema.as_state_machine()

    class Sessions(base):  # type: ignore[misc, valid-type]
        def after_call(self, response: Any, case: Any) -> None:
            super().after_call(response, case)
            if case.operation.method.upper() == "POST" and case.path == "/v1/sessions":
                if response.status_code == 201:
                    body = response.json()
                    seats = [s["token"] for s in body["seats"]]
                    tokens.by_session[body["id"]] = [*seats, body["admin_token"]]

        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            sid = (case.path_parameters or {}).get("id")
            known = tokens.by_session.get(sid or "")
            if known:
                # act as the seat whose turn it is most often: try every seat in turn
                index = len(case.id) % len(known)
                return {"headers": {"Authorization": f"Bearer {known[index]}"}}
            return {}

        def validate_response(self, response: Any, case: Any, **kwargs: Any) -> None:
            case.validate_response(response, checks=CHECKS)

    Sessions.run(
        settings=settings(
            max_examples=STATEFUL_EXAMPLES,
            stateful_step_count=8,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
        )
    )
    assert tokens.by_session, "the stateful run never created a session"
