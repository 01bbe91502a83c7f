"""The seats behind schemathesis's stateful runs.

openapi.yaml's links carry the session id and, from createSession, each seat's token and the
admin token (`header.Authorization`), so a run that follows them acts as a real seat. Links
cannot carry a token further (a token is in no later response: `getLegalMoves` → `applyMove`
passes the first listed move, not who listed it), and schemathesis also sends generated
credentials of its own. `SeatTokens` keeps, per session the run created, the tokens, who may
act and which seat listed moves last, and before each call on such a session gives the case
the token it needs — except every `KEEP`-th call, which goes out as generated, so that
refusals (wrong or malformed tokens, other seats' turns) stay covered too. Generated API keys
are dropped: the run's sessions are anonymous, and keys have their own tests (tenancy).
"""

from __future__ import annotations

import time
from typing import Any

KEEP = 5


class SeatTokens:
    def __init__(self) -> None:
        self.sessions: dict[str, dict[str, Any]] = {}
        self.calls = 0
        self.applied = 0  # moves the server accepted (200)
        self.judged = 0  # moves past authentication, judged by the rules (200 or 422)
        self.failures: list[str] = []

    @staticmethod
    def _sid(case: Any) -> str | None:
        sid = (case.path_parameters or {}).get("id")
        return sid if isinstance(sid, str) else None

    @staticmethod
    def _token(case: Any) -> str | None:
        header = (case.headers or {}).get("Authorization")
        if isinstance(header, str) and header.startswith("Bearer "):
            return header[len("Bearer "):]
        return None

    def before_call(self, case: Any) -> None:
        self.calls += 1
        if case.headers is not None:
            for name in [h for h in case.headers if h.lower() == "x-api-key"]:
                del case.headers[name]
        known = self.sessions.get(self._sid(case) or "")
        if known is None or self.calls % KEEP == 0:
            return
        token = self._token(case)
        if token in known["seats"] or token == known["admin"]:
            return  # a link gave it a real token of this session
        op = case.operation.definition.raw.get("operationId")
        if op == "deleteSession":
            token = known["admin"]
        else:
            seat = known["listed"]
            if seat is None or op not in ("applyMove", "validateMove"):
                seat = known["to_act"][0] if known["to_act"] else 0
            token = known["seats"][seat]
        if case.headers is None:
            case.headers = {}
        case.headers["Authorization"] = f"Bearer {token}"

    def after_call(self, response: Any, case: Any) -> None:
        op = case.operation.definition.raw.get("operationId")
        if op == "createSession" and response.status_code == 201:
            body = response.json()
            self.sessions[body["id"]] = {
                "seats": [s["token"] for s in body["seats"]],
                "admin": body["admin_token"],
                "to_act": list(body["to_act"]),
                "listed": None,
            }
            return
        known = self.sessions.get(self._sid(case) or "")
        if known is None:
            return
        if op == "applyMove" and response.status_code in (200, 422):
            self.judged += 1
        if response.status_code != 200:
            return
        try:
            body = response.json()
        except ValueError:  # an SVG board
            body = {}
        if isinstance(body, dict) and isinstance(body.get("to_act"), list):
            known["to_act"] = body["to_act"]
        if op == "applyMove":
            self.applied += 1
            known["listed"] = None
        elif op == "getLegalMoves" and body.get("moves"):
            token = self._token(case)
            if token in known["seats"]:
                known["listed"] = known["seats"].index(token)


#: (game, players) of the session each scenario starts from, in turn
STARTS = [("palace", 2), ("reds", 2), ("red_dragon", 2), ("dragons", 2), ("dragons_wild", 3)]


def machine(schema: Any, seats: SeatTokens, checks: list[Any]) -> Any:
    """The schema's state machine acting through `seats`, validating every response with
    `checks`, each scenario starting from a real session (one game after another) besides
    those the links and generated requests make."""
    from hypothesis.stateful import initialize
    from schemathesis.generation.stateful.state_machine import StepInput

    base = schema.as_state_machine()
    create = schema["/v1/sessions"]["POST"]
    bundle = base.bundles["POST /v1/sessions -> 201"]
    started = [0]

    class Machine(base):  # type: ignore[misc, valid-type]
        @initialize(target=bundle)
        def a_session(self) -> Any:
            game, players = STARTS[started[0] % len(STARTS)]
            started[0] += 1
            case = create.Case(body={"game": game, "players": players},
                               media_type="application/json")
            step = StepInput.initial(case)
            self.recorder.record_case(case=case)  # as schemathesis's own rules do
            self.control.record_step(step, self.recorder)
            output = self._step(step)
            for _ in range(30):  # with limits on: wait as a client must, then try again
                if output is None or output.response.status_code != 429:
                    break
                time.sleep(int(output.response.headers.get("Retry-After", "1")))
                output = self._step(step)
            assert output is not None and output.response.status_code == 201, (
                output and output.response.text
            )
            return output

        def before_call(self, case: Any) -> None:
            super().before_call(case)
            seats.before_call(case)

        def after_call(self, response: Any, case: Any) -> None:
            super().after_call(response, case)
            seats.after_call(response, case)

        def validate_response(self, response: Any, case: Any, **kwargs: Any) -> None:
            try:
                case.validate_response(response, checks=checks)
            except Exception as exc:
                seats.failures.append(f"{case.operation.label}: {exc}"[:2000])
                raise

    return Machine


def run(machine: Any, seats: SeatTokens, settings: Any, min_requests: int, runs: int) -> None:
    """Run the machine until a move reached the rules with a seat token and `min_requests`
    were made (at most `runs` times). Links feed responses back into generation, so
    hypothesis may call a long run "inconsistent data generation": no finding about the API
    (every response was checked as it came, into `seats.failures`), so another run starts."""
    from hypothesis.errors import FlakyStrategyDefinition

    for _ in range(runs):
        try:
            machine.run(settings=settings)
        except FlakyStrategyDefinition:
            if seats.failures:
                raise
        if seats.judged and seats.calls >= min_requests:
            return
