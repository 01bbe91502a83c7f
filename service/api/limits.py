"""Rate limits: budgets per client, one Redis round trip per request.

Who: the client of `current_client()` — a tenant (API key) or, for anonymous callers, the
client address. Keyed tenants and anonymous addresses have separate settings (anonymous
lower): `RATE_LIMIT_<CLASS>` and `RATE_LIMIT_ANON_<CLASS>`, each `N/second|minute|hour`.

What: every `/v1` request takes one unit from exactly one budget of its client, by class:

    moves      POST /v1/sessions/{id}/moves, POST …/validate, DELETE /v1/sessions/{id}
               (and any other non-GET under /v1/sessions/{id}: join, start, resign, abandon)
    reads      every GET (sessions, views, legal moves, history, score, board.svg, /v1/games…)
    stateless  POST /v1/games/{game}/… (the stateless twins)
    creates    POST /v1/sessions: the creations-per-minute quota

so spectators polling views spend `reads` and can never make the players' `moves` 429 (B7).
A fifth budget, `auth_failures`, counts 401 answers to a wrong credential: a bad API key
counts against the client address; a bad bearer token counts against the client's scope (its
tenant, or its address when anonymous). Once it is spent, every request of that scope that
carries a credential gets 429 until it refills. A request that carries none (no `X-API-Key`,
no `Authorization`) guesses nothing: it neither spends nor meets that budget, so an operation
that needs a credential answers it 401 (`auth.*`), as the contract says, whatever the
address's failures (and an address's failures never lock out a valid key: nobody sharing an
address can lock a tenant out). `/livez`, `/readyz`, `/metrics`, `/openapi.yaml`, `/docs`
and `/play` are never limited.

How: GCRA (service/api/ratelimit.lua), one EVALSHA per request on keys
`ref:rl:{<scope>}:<class>` (scope `t:<tenant>` or `ip:<address>`: one hash tag, one cluster
slot). The clock is Redis's `TIME`, so all workers and pods share one clock. `N/minute` means
a burst of up to N requests, refilled continuously at N per minute (one every 60/N s); a key
lives only until its bucket is full again. On the session endpoints that EVALSHA shares its
round trip with the session's load (a pipeline: `Sessions.load_behind`).

Leases: for a budget of N ≥ 200 per period, a worker process takes up to N/100 requests
(at most 32) at once and serves the next ones of the same client and class from that lease,
without asking Redis, for at most `LEASE_SECONDS`; what is left then is dropped. A client can
therefore never get more than its budget; it may be refused up to 1% of it early per worker
process (leases held by other workers). Budgets under 200 are counted exactly, one request at
a time. The headers of a request served from a lease count the lease's unused requests as
remaining. A failed authentication ends the scope's leases in its worker (so that spent
auth failures answer 429 at once there; other workers' leases run out within a second).

Headers (draft-ietf-httpapi-ratelimit-headers, structured fields), on every limited response:
    RateLimit-Policy: "moves";q=600;w=60      quota q per window w seconds
    RateLimit: "moves";r=599;t=1              r requests left now; t seconds until all q are back
A 401 that counted also lists `"auth_failures"`. A 429 is a problem+json with the code
`rate_limited.<class>` (`quota.creations` for creations, `rate_limited.auth_failures`), the
field `policy` (the class), those headers and `Retry-After`: the seconds until the next request
would be allowed, rounded up. No `Retry-After` on any other answer of the limiter.

Redis unreachable: the limiter fails OPEN (requests go through without limits or headers; the
session endpoints answer 503 from the store anyway, the stateless twins keep working). It logs
one warning per minute, never a traceback, and does not ask Redis again for a second.
`RATE_LIMIT_ENABLED=false` turns all of it off (no headers, no Redis calls).
"""

from __future__ import annotations

import logging
import math
import re
import threading
import time
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import redis
from flask import Flask, Response, request
from prometheus_client import Counter
from werkzeug.exceptions import TooManyRequests

from ..config import Config
from ..errors import AppError, Unauthorized
from ..sessions import UNREAD, Sessions
from ..sessions.inputs import SID_RE
from ..tenants import Client, normalize_address
from .auth import current_client
from .call import current
from .responses import append_header, parse_if_match
from .sessions import LOADS_FIRST

log = logging.getLogger("referee")

CLASSES = ("moves", "reads", "stateless", "creates")
AUTH_FAILURES = "auth_failures"
CODES = {
    "moves": "rate_limited.moves",
    "reads": "rate_limited.reads",
    "stateless": "rate_limited.stateless",
    "creates": "quota.creations",
    AUTH_FAILURES: "rate_limited.auth_failures",
}
PERIODS = {"second": 1, "minute": 60, "hour": 3600}
RATE_RE = re.compile(r"\s*([1-9][0-9]{0,8})\s*/\s*(second|minute|hour)\s*")
LOG_EVERY_SECONDS = 60.0  # at most one "Redis unreachable" warning per process per minute
PAUSE_AFTER_ERROR_SECONDS = 1.0  # and no limiter call to Redis for this long after one
LUA = Path(__file__).with_name("ratelimit.lua").read_text()
LEASE_SECONDS = 1.0  # a lease's unused requests are dropped after this long
LEASE_MAX = 32  # requests per lease at most
LEASE_SHARE = 100  # ... and at most 1/LEASE_SHARE of the budget

REFUSED = Counter("referee_rate_limited_total", "Requests refused with 429", ["policy"])
FAILED_OPEN = Counter(
    "referee_rate_limit_unavailable_total", "Requests let through: Redis unreachable"
)


@dataclass(frozen=True)
class Rate:
    """`count` requests per `period` seconds (a burst of `count`, refilled evenly)."""

    count: int
    period: int

    @classmethod
    def parse(cls, text: str, setting: str = "rate limit") -> Rate:
        match = RATE_RE.fullmatch(text or "")
        if match is None:
            raise ValueError(f"{setting}: {text!r} is not N/second, N/minute or N/hour")
        return cls(int(match.group(1)), PERIODS[match.group(2)])

    @property
    def interval_us(self) -> int:
        return max(1, round(self.period * 1_000_000 / self.count))

    @property
    def period_us(self) -> int:
        return self.interval_us * self.count

    def policy(self, name: str) -> str:
        """The `RateLimit-Policy` member of this budget under `name` (made once per name)."""
        made = self._policies.get(name)
        if made is None:
            made = self._policies[name] = f'"{name}";q={self.count};w={self.period}'
        return made

    @cached_property
    def _policies(self) -> dict[str, str]:
        return {}

    @cached_property  # asked on every request; a frozen value
    def lease(self) -> int:
        """Requests a worker takes at once from this budget (1: counted exactly)."""
        return max(1, min(LEASE_MAX, self.count // LEASE_SHARE))


@lru_cache(maxsize=256)
def _parsed(text: str) -> Rate:
    return Rate.parse(text)


@dataclass(frozen=True)
class Policies:
    keyed: dict[str, Rate]
    anonymous: dict[str, Rate]

    @classmethod
    def from_config(cls, config: Config) -> Policies:
        def rates(prefix: str) -> dict[str, Rate]:
            out = {}
            for name in (*CLASSES, AUTH_FAILURES):
                field = f"rate_limit_{prefix}{name}"
                out[name] = Rate.parse(getattr(config, field), field.upper())
            return out

        return cls(rates(""), rates("anon_"))

    def of(self, client_keyed: bool) -> dict[str, Rate]:
        return self.keyed if client_keyed else self.anonymous


def classify(method: str, path: str) -> str | None:
    """The budget a request spends, or None for the endpoints that are never limited."""
    if path != "/v1" and not path.startswith("/v1/"):
        return None
    if method == "OPTIONS":  # a CORS preflight carries no credentials: never limited
        return None
    if method in ("GET", "HEAD"):
        return "reads"
    parts = [p for p in path.split("/") if p]  # ["v1", "sessions", id, "moves"]
    if len(parts) >= 2 and parts[1] == "sessions":
        return "creates" if len(parts) == 2 else "moves"
    if len(parts) >= 2 and parts[1] == "games":
        return "stateless"
    return "reads"


class Verdict:
    """One budget's answer to one request (a plain class: made on every limited request)."""

    __slots__ = ("allowed", "policy", "rate", "remaining", "reset_s", "retry_s")

    def __init__(
        self, allowed: bool, policy: str, rate: Rate, remaining: int, reset_s: int, retry_s: int
    ) -> None:
        self.allowed = allowed
        self.policy = policy  # a class, or "auth_failures"
        self.rate = rate
        self.remaining = remaining
        self.reset_s = reset_s  # seconds until the whole quota is back, rounded up
        self.retry_s = retry_s  # seconds until the next request would be allowed (refusals)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Verdict) and all(
            getattr(self, k) == getattr(other, k) for k in self.__slots__
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__)
        return f"Verdict({fields})"

    def headers(self) -> tuple[str, str]:
        """(RateLimit-Policy member, RateLimit member)."""
        return self.rate.policy(self.policy), f'"{self.policy}";r={self.remaining};t={self.reset_s}'


def _seconds(us: int) -> int:
    return max(0, math.ceil(us / 1_000_000))


class Lease:
    """Requests taken from Redis and not yet served (see the module docstring)."""

    __slots__ = ("left", "remaining", "reset_s", "expires")

    def __init__(self, left: int, remaining: int, reset_s: int, expires: float) -> None:
        self.left = left
        self.remaining = remaining  # the bucket's remaining requests when the lease was taken
        self.reset_s = reset_s  # its seconds until the whole quota is back, then
        self.expires = expires  # time.monotonic()


class Limiter:
    """The budgets of one app, on one Redis client (the store's: its timeouts apply)."""

    def __init__(self, client: Any, policies: Policies, sessions: Sessions | None = None) -> None:
        self.client = client
        self.policies = policies
        self.sessions = sessions
        self._script = client.register_script(LUA)
        self._paused_until = 0.0
        self._logged_at = -math.inf
        self._lock = threading.Lock()
        # scope → (class, count, period) → its lease (a Rate's own hash is a Python-level call)
        self._leases: dict[str, dict[tuple[str, int, int], Lease]] = {}
        self._leases_lock = threading.Lock()

    @staticmethod
    def key(scope: str, policy: str) -> str:
        return f"ref:rl:{{{scope}}}:{policy}"

    def take(
        self, client: Client, cls: str, sid: str | None = None, gated: bool = True
    ) -> Verdict | None:
        """Take one request of `cls` from the client's budget (refused, without taking, when
        `gated` and the client's auth failures are spent). None when Redis cannot be asked
        (fail open). `gated=False` for a request that carries no credential.

        `sid`: the session the request is about to load; it is read in the same round trip
        (`Sessions.load_behind`) and left on the request's `Call` (`prefetched`) for the view."""
        policies = self.policies  # (`Policies.of` and `Client.anonymous` written out: hot)
        rates = policies.anonymous if client.tenant is None else policies.keyed
        rate, auth = rates[cls], rates[AUTH_FAILURES]
        own = client.limits.rate(cls) if client.limits.rates else None
        if own is not None:  # the tenant's own rate (python -m service.keys limits)
            rate = _parsed(own)
        size = rate.lease
        scope = client.scope
        held = (cls, rate.count, rate.period)
        if size > 1:  # from this worker's lease: most requests end here
            with self._leases_lock:
                lease = self._leases.get(scope, {}).get(held)
                if lease is not None and lease.left >= 1 and time.monotonic() < lease.expires:
                    lease.left -= 1
                    return Verdict(True, cls, rate, lease.remaining + lease.left, lease.reset_s, 0)
        keys = [self.key(client.scope, cls), self.key(client.scope, AUTH_FAILURES)]
        args = [
            "take", rate.interval_us, rate.period_us, auth.interval_us, auth.period_us, size,
            1 if gated else 0,
        ]
        if sid is not None and self.sessions is not None:
            reply = self._call_behind(sid, keys, args)
        else:
            reply = self._call(keys, args)
        if reply is None:
            return None
        verdict = self._verdict(reply, rate if int(reply[1]) == 1 else auth, cls)
        taken = int(reply[5]) if len(reply) > 5 else 1
        if verdict.allowed and taken > 1:
            lease = Lease(
                taken - 1, verdict.remaining, verdict.reset_s, time.monotonic() + LEASE_SECONDS
            )
            with self._leases_lock:
                if len(self._leases) > 10_000:  # one per busy client: drop the expired ones
                    now = time.monotonic()
                    self._leases = {
                        scope: kept for scope, held in self._leases.items()
                        if (kept := {k: v for k, v in held.items() if v.expires > now})
                    }
                self._leases.setdefault(scope, {})[held] = lease
            verdict = Verdict(True, cls, rate, verdict.remaining + taken - 1, verdict.reset_s, 0)
        return verdict

    def drop_leases(self, scope: str) -> None:
        """Forget this worker's leases of `scope`: its next request asks Redis (and meets
        its auth-failure budget there)."""
        with self._leases_lock:
            self._leases.pop(scope, None)

    def _call_behind(self, sid: str, keys: list[str], args: list[Any]) -> list[Any] | None:
        if self._paused_until and time.monotonic() < self._paused_until:
            FAILED_OPEN.inc()
            return None
        assert self.sessions is not None
        try:
            reply, record = self.sessions.load_behind(sid, self._script, keys, args)
        except redis.RedisError as exc:
            self._unreachable(exc)
            return None
        self._paused_until = 0.0
        if record is not UNREAD:
            call = current()
            if call is not None:
                call.prefetched = (sid, record)
        return list(reply)

    def fail(self, scope: str, keyed: bool) -> Verdict | None:
        """Count one failed authentication of `scope`; refused when none was left. The
        scope's leases in this worker end: a client failing authentication is asked about
        at every request again."""
        self.drop_leases(scope)
        auth = self.policies.of(keyed)[AUTH_FAILURES]
        reply = self._call(
            [self.key(scope, AUTH_FAILURES)], ["fail", auth.interval_us, auth.period_us]
        )
        return None if reply is None else self._verdict(reply, auth, AUTH_FAILURES)

    @staticmethod
    def _verdict(reply: list[Any], rate: Rate, cls: str) -> Verdict:
        allowed, which, remaining, reset_us, retry_us = (int(x) for x in reply[:5])
        return Verdict(
            allowed=bool(allowed),
            policy=cls if which == 1 else AUTH_FAILURES,
            rate=rate,
            remaining=max(0, remaining),
            reset_s=_seconds(reset_us),
            retry_s=max(1, _seconds(retry_us)) if not allowed else 0,
        )

    def _call(self, keys: list[str], args: list[Any]) -> list[Any] | None:
        if self._paused_until and time.monotonic() < self._paused_until:
            FAILED_OPEN.inc()
            return None
        try:
            reply: list[Any] = self._script(keys=keys, args=args)
        except redis.RedisError as exc:
            self._unreachable(exc)
            return None
        self._paused_until = 0.0
        return reply

    def _unreachable(self, exc: Exception) -> None:
        now = time.monotonic()
        FAILED_OPEN.inc()
        self._paused_until = now + PAUSE_AFTER_ERROR_SECONDS
        with self._lock:
            if now - self._logged_at < LOG_EVERY_SECONDS:
                return
            self._logged_at = now
        log.warning(
            "rate limits not enforced: redis unreachable (%s); requests are let through "
            "(this warning repeats at most once a minute)",
            exc.__class__.__name__,
        )


class RateLimited(TooManyRequests):
    """A 429 with our problem code, the budget's name and its headers (rendered by
    service/api/errors.py like every other error)."""

    def __init__(self, verdict: Verdict, anonymous: bool) -> None:
        who = "this client address" if anonymous else "this tenant"
        what = (
            "creations quota" if verdict.policy == "creates"
            else f"{verdict.policy.replace('_', ' ')} budget"
        )
        super().__init__(
            f"the {what} of {who} ({verdict.rate.count} per {verdict.rate.period} s) is spent;"
            f" retry in {verdict.retry_s} s",
            retry_after=verdict.retry_s,
        )
        self.problem_code = CODES[verdict.policy]
        self.policy = verdict.policy
        policy, state = verdict.headers()
        self.limit_headers = {"RateLimit-Policy": policy, "RateLimit": state}

    def get_headers(self, *args: Any, **kwargs: Any) -> list[tuple[str, str]]:
        return [*super().get_headers(*args, **kwargs), *self.limit_headers.items()]


def _session_to_load(
    endpoint: str | None, view_args: dict[str, Any] | None, environ: dict[str, Any],
    sessions: Sessions | None,
) -> str | None:
    """The session id of a request whose view starts by loading it (well formed only); not a
    move whose If-Match names a version this worker holds (its view reads nothing:
    service/api/sessions.py `_held`)."""
    if endpoint not in LOADS_FIRST:
        return None
    sid = (view_args or {}).get("sid")
    if not isinstance(sid, str) or not SID_RE.fullmatch(sid):
        return None
    if endpoint == "sessions.move" and sessions is not None:
        try:
            version = parse_if_match(environ.get("HTTP_IF_MATCH"))
        except AppError:
            return sid  # the view answers it
        if version is not None and sessions.holds(sid, version):
            return None
    return sid


#: endpoints whose every security alternative needs a seat or admin token (openapi.yaml): a
#: request without `Authorization` cannot be served whatever else it carries, so it is answered
#: 401 at once, before any budget is spent, any key is checked or Redis is asked (an API key it
#: may carry is not looked at: nothing is guessed, nothing is counted)
NEEDS_BEARER = frozenset({
    "sessions.legal_moves", "sessions.validate", "sessions.suggest", "sessions.move",
    "sessions.start", "sessions.resign", "sessions.abandon",
})
#: ... the admin token or the owning tenant's key
NEEDS_BEARER_OR_KEY = frozenset({"sessions.delete"})
#: ... an API key
NEEDS_KEY = frozenset({"sessions.list_sessions"})
#: ... and every operation of these blueprints (tests/contract/test_openapi.py holds these
#: lists equal to the contract's `security`)
KEYED_BLUEPRINTS = ("webhooks.", "ratings.")


def refuse_without_credential(endpoint: str, bearer: bool, key: bool) -> None:
    """401 for a request that lacks the credential its operation needs (`bearer`, `key`: it
    carries `Authorization`, `X-API-Key`)."""
    if (endpoint in NEEDS_BEARER and not bearer) or (
        endpoint in NEEDS_BEARER_OR_KEY and not (bearer or key)
    ):
        raise Unauthorized(
            "this operation needs a token: Authorization: Bearer <token>",
            code="auth.missing_token",
        )
    if (endpoint in NEEDS_KEY or endpoint.startswith(KEYED_BLUEPRINTS)) and not key:
        raise Unauthorized(
            "this operation needs an API key: X-API-Key: <key>", code="auth.api_key_required"
        )


def credentials(environ: dict[str, Any]) -> tuple[bool, bool]:
    """(carries `Authorization`, carries `X-API-Key`), from the WSGI environ: a header lookup
    through `request.headers` costs a proxy and a header object each (issue 38's table)."""
    return "HTTP_AUTHORIZATION" in environ, "HTTP_X_API_KEY" in environ


def presents_credential() -> bool:
    """Whether the request carries a credential (right or wrong) that could be a guess."""
    bearer, key = credentials(request.environ)
    return bearer or key


def _address_scope() -> str:
    return f"ip:{normalize_address(request.remote_addr)}"


def init_limiter(app: Flask, config: Config) -> Limiter | None:
    """Check the settings (a bad one stops the start) and hook the limiter into `app`."""
    if not config.rate_limit_enabled:
        return None
    sessions: Sessions = app.extensions["referee.sessions"]
    limiter = Limiter(sessions.store.client, Policies.from_config(config), sessions)
    app.extensions["referee.limiter"] = limiter

    # (method, URL rule) → the class its requests spend: a rule's paths all classify alike
    classes: dict[tuple[str, str], str | None] = {}

    @app.before_request
    def _limit() -> None:
        call = current()
        req = request._get_current_object()  # type: ignore[attr-defined]  # one proxy lookup
        method, rule = req.method, req.url_rule
        if rule is None:  # no route: a 404 or 405 to come, classified by its path
            cls = classify(method, req.path)
        else:
            try:
                cls = classes[(method, rule.rule)]
            except KeyError:
                cls = classes[(method, rule.rule)] = classify(method, req.path)
        if cls is None:
            return
        bearer, key = credentials(req.environ)
        refuse_without_credential(req.endpoint or "", bearer, key)
        presented = bearer or key
        try:
            client = current_client()
        except Unauthorized:
            if not presented:  # no key where one is required: nothing guessed, nothing counted
                raise
            # a bad API key: one failure of the address; none left → 429
            if call is not None:
                call.auth_counted = True
            verdict = limiter.fail(_address_scope(), keyed=False)
            if verdict is not None:
                if not verdict.allowed:
                    REFUSED.labels(AUTH_FAILURES).inc()
                    raise RateLimited(verdict, anonymous=True) from None
                if call is not None:
                    call.verdicts = [verdict]
            raise
        sid = _session_to_load(req.endpoint, req.view_args, req.environ, limiter.sessions)
        verdict = limiter.take(client, cls, sid, gated=presented)
        if verdict is None:
            return
        if not verdict.allowed:
            REFUSED.labels(verdict.policy).inc()
            raise RateLimited(verdict, client.anonymous)
        if call is not None:
            call.verdicts = [verdict]

    @app.after_request
    def _headers(resp: Response) -> Response:
        call = current()
        if call is None:  # pragma: no cover - observe's first hook always made one
            return resp
        if resp.status_code == 401 and not call.auth_counted and presents_credential():
            client: Client | None = call.client
            if client is not None and classify(request.method, request.path) is not None:
                # a bad bearer token of a known client: one failure of its scope
                verdict = limiter.fail(client.scope, keyed=not client.anonymous)
                if verdict is not None:
                    call.verdicts = [*call.verdicts, verdict]
        verdicts: list[Verdict] = call.verdicts
        if verdicts and resp.status_code != 429:
            if len(verdicts) == 1:
                policy, state = verdicts[0].headers()
            else:
                members = [v.headers() for v in verdicts]
                policy, state = ", ".join(m[0] for m in members), ", ".join(m[1] for m in members)
            append_header(resp.headers, "RateLimit-Policy", policy)
            append_header(resp.headers, "RateLimit", state)
        return resp

    return limiter
