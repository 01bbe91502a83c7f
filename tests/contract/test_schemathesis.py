"""schemathesis over every operation of openapi.yaml, in-process against the real app and a
real Redis: stateless (every operation, generated valid and invalid requests) and stateful
(the links from POST /v1/sessions, which carry the session id and the seat and admin tokens,
lead to reads and moves on real sessions; legal-moves links on to playing a listed move).
Sizes come from the environment so that `make soak` can run thousands.

Checks: all of schemathesis's checks — no 5xx, the status, content type, body and headers are
documented, schema-invalid requests are refused with a 4xx, schema-valid ones are not refused
as malformed (a 422 is the rules judging a state or move the schema cannot, a 409/412 a
version race: both are answers to a well-formed request), missing required headers, methods
not allowed, `Allow` headers, use after delete, created resources available, and
authentication that is not ignored. Everything runs twice: rate limits off, and on with the
production defaults (then a 429 is a documented answer too).
"""

from __future__ import annotations

import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.checks import not_a_server_error
from schemathesis.config._checks import (
    NEGATIVE_DATA_REJECTION_EXPECTED_STATUSES,
    NegativeDataRejectionConfig,
    PositiveDataAcceptanceConfig,
)
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    content_type_conformance,
    ensure_resource_availability,
    ignored_auth,
    missing_required_header,
    negative_data_rejection,
    positive_data_acceptance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
    use_after_free,
)

from service.events import EventSettings
from tests.conftest import make_app
from tests.contract.stateful import SeatTokens, machine, run

pytestmark = pytest.mark.xdist_group("schemathesis")

SOAK = bool(os.environ.get("SOAK"))
EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "400" if SOAK else "25"))
STATEFUL_EXAMPLES = int(os.environ.get("SCHEMATHESIS_STATEFUL", "300" if SOAK else "20"))

#: 400 codes that judge a body's content against its game, where the schema cannot: a move,
#: seat or player count is read by the game the path or the state names (a session's move
#: body is a union of every game's moves; a notation is a string; a seat must exist in that
#: state). docs/contract.md lists them; any other 400 to a schema-valid body is a failure.
GAME_CONTENT = ("move.", "seat.", "players.")


@schemathesis.check
def positive_data_acceptance_per_game(ctx: Any, response: Any, case: Any) -> bool | None:
    """schemathesis's `positive_data_acceptance`, except for the `GAME_CONTENT` refusals."""
    if response.status_code == 400:
        try:
            code = response.json().get("code", "")
        except ValueError:
            code = ""
        if isinstance(code, str) and code.startswith(GAME_CONTENT):
            return None
    return positive_data_acceptance(ctx, response, case)


@schemathesis.check
def ignored_auth_unless_deleted(ctx: Any, response: Any, case: Any) -> bool | None:
    """schemathesis's `ignored_auth`, except after a successful DELETE: its replays without
    (or with wrong) credentials find the session gone, and a gone session is a 404 whatever
    the credentials (tokens belong to a session; without it none can be told valid).
    tests/api/test_http_semantics.py has the 401 of a DELETE without credentials."""
    if case.method.upper() == "DELETE" and response.status_code == 204:
        return None
    return ignored_auth(ctx, response, case)


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    positive_data_acceptance_per_game,
    missing_required_header,
    unsupported_method,
    allow_header_conformance,
    use_after_free,
    ensure_resource_availability,
    ignored_auth_unless_deleted,
]

# The stateful phase swaps the credentials it generates for real seat tokens (SeatTokens), so
# `ignored_auth` would take a real token for a generated, invalid one; the stateless phase
# runs it on every operation.
STATEFUL_CHECKS = [c for c in CHECKS if c is not ignored_auth_unless_deleted]

# A well-formed request may still be refused by the rules (422: an inconsistent state, an
# illegal move) or lose a version race (409, 412); a store outage is a documented 503.
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "429", "503"]


@pytest.fixture(scope="module", params=[False, True], ids=["limits_off", "limits_on"])
def st_app(redis_url: str, request: pytest.FixtureRequest) -> Any:
    # many scenarios, each with its own sessions: the anonymous live-session quota is not
    # under test here (tests/reliability/test_tenancy.py has it)
    # with limits on, the production budgets hold, except anonymous creations (30 a minute
    # per address): the stateful phase starts hundreds of sessions from one address; an
    # event stream of a live session ends after 1 s and a long poll waits at most 1 s: a
    # generated request on a real session never holds the run
    return make_app(
        redis_url,
        anon_quota_live_sessions=1_000_000,
        rate_limit_enabled=request.param,
        rate_limit_anon_creates="100000/minute",
        # and the address's auth-failure budget: the stateless phase sends generated (wrong)
        # tokens by the hundred, and once that budget is spent every request of the address
        # that carries a credential is a 429 for the rest of the minute, so the stateful phase
        # that follows would never reach the rules with its real seat tokens (the budget has
        # its own tests: tests/reliability/test_rate_limits.py)
        rate_limit_anon_auth_failures="100000/minute",
        events=EventSettings(max_stream_seconds=1.0, max_wait_seconds=1),
    )


@pytest.fixture(scope="module")
def api_schema(st_app: Any) -> Any:
    schema = schemathesis.openapi.from_wsgi("/openapi.yaml", st_app)
    schema.config.checks.positive_data_acceptance = PositiveDataAcceptanceConfig(
        expected_statuses=ACCEPTED
    )
    # a schema-violating body that is also over MAX_BODY_BYTES (many strings over their
    # maxLength at once) is refused with a 413 before it is read: a refusal like any other
    schema.config.checks.negative_data_rejection = NegativeDataRejectionConfig(
        expected_statuses=[*NEGATIVE_DATA_REJECTION_EXPECTED_STATUSES, "413"]
    )
    return schema


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
        machine(api_schema, seats, STATEFUL_CHECKS),
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


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_every_operation_with_a_tenants_key(
    api_schema: Any, st_app: Any, mode: GenerationMode
) -> None:
    """The same as a tenant: every request carries a valid `X-API-Key`, so the operations
    that need one (listing sessions, webhooks, players, leaderboards) are generated past
    their 401 and judged on their content."""
    import secrets as _secrets

    _, key = st_app.extensions["referee.api_keys"].create(f"st-{_secrets.token_hex(4)}")
    checks = CHECKS if mode is GenerationMode.POSITIVE else [*CHECKS, negative_data_rejection]
    checks = [c for c in checks if c is not ignored_auth_unless_deleted]  # the key is valid
    for operation in _operations(api_schema):

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=max(5, EXAMPLES // 2),
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        )
        def run(case: Any) -> None:
            case.headers = {**(case.headers or {}), "X-API-Key": key}
            case.call_and_validate(checks=checks)

        try:
            run()
        except Unsatisfiable:
            assert mode is GenerationMode.NEGATIVE, operation.label
