"""Live play on a hosted session: joining open seats, starting, resigning, abandoning, and
running out of time. seating.py holds the data; this module the writes (each one a
compare-and-set on the session version, with the session's new meta, like a move).
"""

from __future__ import annotations

import secrets
from typing import Any

from ..errors import Forbidden, NotFound, SessionConflict, Unauthorized, VersionConflict
from ..games.base import Game, OptionsError, RulesError
from ..store import Conflict, IdempotencyHit, SessionRecord, StoreUnavailable
from ..store.redis_store import encode_snapshot
from ..tenants import Client
from . import clocks, seating, tokens
from .base import Loaded, Service
from .inputs import key_digest
from .tokens import ADMIN, hash_token

JOIN_TRIES = 8  # a join that lost a race reloads and takes the next open seat


def refuse_unless_active(meta: dict[str, Any]) -> None:
    """SessionConflict when no move may be made: waiting for players, or ended early."""
    if meta.get("end"):
        raise SessionConflict(
            f"the session is over ({meta['end']['type']})", code="session.finished"
        )
    if meta.get("phase") == "waiting":
        raise SessionConflict(
            "the session is waiting for players to join; no move may be made yet",
            code="session.waiting",
        )


def not_active(meta: dict[str, Any]) -> SessionConflict | None:
    try:
        refuse_unless_active(meta)
    except SessionConflict as exc:
        return exc
    return None


def _save(
    svc: Service, loaded: Loaded, seat: int, move: dict[str, Any], meta: dict[str, Any],
    state: Any, at: float, finished: bool, idem: str | None = None,
    idem_record: dict[str, Any] | None = None, rate_job: dict[str, Any] | None = None,
) -> Loaded:
    """Write a session-level entry (the next version) with the new meta and state (and an
    idempotency record; IdempotencyHit when that key's record is already there)."""
    game, sid = loaded.game, loaded.id
    version = loaded.version + 1
    to_act = [] if finished or meta.get("phase") == "waiting" else sorted(game.to_act(state))
    snap = encode_snapshot(svc._snap(game, state, version, finished, to_act))
    entry = {"v": version, "seat": seat, "move": move, "at": int(at)}
    try:
        svc._call_store(
            svc.store.save, sid, loaded.version, snap, entry, idem, idem_record,
            ttl=svc.policy.finished_ttl if finished else None, meta=meta,
            **({"rate_job": rate_job} if rate_job is not None else {}),
        )
    except Conflict as exc:
        if exc.current is None:
            raise NotFound(f"no session {sid}", code="session.not_found") from exc
        raise VersionConflict(
            f"the session changed meanwhile; it is at version {exc.current}",
            current_version=exc.current,
        ) from exc
    svc.states.put(sid, version, snap, state)
    scope = meta.get("scope")
    if finished and isinstance(scope, str):
        try:
            svc.index.finish(scope, sid)
        except StoreUnavailable:
            pass  # the write stands; the listing finds the session active until it expires
    return Loaded(SessionRecord(sid, meta, version, snap), game, state)


def _started(meta: dict[str, Any], game: Game, state: Any, at: float) -> dict[str, Any]:
    """meta of a session that starts now: no longer waiting, its clocks running."""
    out = {k: v for k, v in meta.items() if k != "phase"}
    if "clock" in out:
        out["clock"] = clocks.start(
            clocks.new_state(out["clock"], out["players"]), game.to_act(state), at
        )
    return out


# ------------------------------------------------------------------------------ join


def _replay_join(svc: Service, record: dict[str, Any], request_hash: str) -> dict[str, Any]:
    body = svc._replay(record, request_hash)
    nonce = record.get("nonce")
    if nonce and svc.server_key:
        body["token"] = join_token(svc.server_key, nonce)
    else:
        body["tokens_withheld"] = True
    return body


def join_token(server_key: bytes, nonce: str) -> str:
    """The seat token of an idempotent join, derived from its random nonce with the server
    key (the stored answer holds the nonce, never the token)."""
    return tokens.derived_tokens(server_key, nonce, 1)[1][0]


def join(
    svc: Service, sid: str, client: Client, invite: Any, name: Any,
    idem_key: str | None = None, request_hash: str = "",
) -> dict[str, Any]:
    """Take the lowest open seat: its token, shown once. 409 `session.full` when none is
    left (a lost race included), `session.finished` when the session is over. With an
    `Idempotency-Key` a retry gets the same answer (and, with the server key, the same token)."""
    name = seating.parse_name(name)
    idem = key_digest("join", idem_key) if idem_key else None
    for _ in range(JOIN_TRIES):
        loaded = svc.load(sid, client)
        meta = loaded.record.meta
        seating.check_invite(meta, invite)
        if idem:
            prior = svc._call_store(svc.store.get_idempotent, sid, idem)
            if prior:
                return _replay_join(svc, prior, request_hash)
        if meta.get("end") or loaded.game.outcome(loaded.state).finished:
            raise SessionConflict("the session is over", code="session.finished")
        open_seats = list(meta.get("open", []))
        if meta.get("phase") != "waiting" or not open_seats:
            raise SessionConflict("every seat is taken", code="session.full")
        seat = open_seats[0]
        nonce = secrets.token_hex(16) if idem and svc.server_key else None
        token = join_token(svc.server_key, nonce) if svc.server_key and nonce else (
            secrets.token_urlsafe(32)
        )
        at = svc.clock()
        new = {
            **meta,
            "open": open_seats[1:],
            "names": [name if i == seat else n for i, n in enumerate(meta["names"])],
            "tokens": [
                hash_token(token) if i == seat else h for i, h in enumerate(meta["tokens"])
            ],
        }
        if not new["open"]:
            new = _started(new, loaded.game, loaded.state, at)
        body = {
            "id": sid,
            "game": loaded.game.id,
            "version": loaded.version + 1,
            "seat": seat,
            "name": name,
            "token": token,
            "status": seating.status(new, False),
        }
        record = {"hash": request_hash, "status": 201, "body": {**body, "token": None},
                  "nonce": nonce} if idem else None
        try:
            _save(
                svc, loaded, seat, {seating.SESSION: "join", "name": name}, new,
                loaded.state, at, False, idem, record,
            )
        except IdempotencyHit as hit:
            return _replay_join(svc, hit.record, request_hash)
        except VersionConflict:
            continue  # another join (or the admin) came first: look again
        return body
    raise VersionConflict("the session is changing too fast to join; retry")


# ------------------------------------------------------------------------------ start


def start(svc: Service, loaded: Loaded, who: int | None) -> Loaded:
    """The admin starts a waiting session: open seats are removed, the others renumbered,
    and the game set up again for that many (from the same seed)."""
    require_admin(who, "start")
    meta, game = loaded.record.meta, loaded.game
    if meta.get("end"):
        raise SessionConflict("the session is over", code="session.finished")
    if meta.get("phase") != "waiting":
        raise SessionConflict("the session has already started", code="session.not_waiting")
    seated = meta["players"] - len(meta.get("open", []))
    if seated < game.min_players:
        raise SessionConflict(
            f"{game.title} needs at least {game.min_players} players; {seated} "
            f"{'is' if seated == 1 else 'are'} seated",
            code="session.too_few_players",
            seated=seated,
        )
    try:
        new, kept = seating.reseat(meta, game)
        state = game.setup(new["players"], new["options"], new["seed"])
    except (OptionsError, RulesError) as exc:
        raise SessionConflict(
            f"the game cannot start with {seated} players: {exc.message}",
            code="session.too_few_players",
            seated=seated,
        ) from exc
    at = svc.clock()
    new = _started(new, game, state, at)
    return _save(svc, loaded, ADMIN, {seating.SESSION: "start", "seats": kept}, new, state, at,
                 False)


# ------------------------------------------------------------------------------ endings


def require_admin(who: int | None, what: str) -> None:
    if who is None:
        raise Unauthorized(f"to {what} a session needs its admin token", code="auth.missing_token")
    if who != ADMIN:
        raise Forbidden(f"only the admin token may {what} a session", code="auth.not_admin")


def _end(
    svc: Service, loaded: Loaded, kind: str, seat: int, outcome: Any, at: float
) -> Loaded:
    meta = loaded.record.meta
    new = {**meta, "end": seating.end_record(kind, seat if seat >= 0 else None, at, outcome)}
    new.pop("phase", None)
    if "clock" in new:
        new["clock"] = clocks.stop(new["clock"], at)
    job = svc.ratings.job(new, loaded.game.id, loaded.id, loaded.version + 1, at, outcome)
    if job is not None:
        svc.ratings.intend(loaded.id)  # before the write that makes the job (a sweep finds it)
    ended = _save(svc, loaded, seat, {seating.SESSION: kind}, new, loaded.state, at, True,
                  rate_job=job)
    if svc.hooks is not None:  # webhooks: game.finished, with how it ended
        svc.hooks.ended(
            ended.id, new, ended.game, ended.version, ended.state,
            seating.outcome(new, ended.game, ended.state).to_json(),
        )
    if job is not None:
        svc.settle_rating(job)
    return ended


def _refuse_finished(loaded: Loaded) -> None:
    meta = loaded.record.meta
    if meta.get("end") or loaded.game.outcome(loaded.state).finished:
        raise SessionConflict("the session is over", code="session.finished")


def resign(svc: Service, loaded: Loaded, seat: int) -> Loaded:
    """The seat resigns: the game's resignation rule decides the outcome."""
    _refuse_finished(loaded)
    if loaded.record.meta.get("phase") == "waiting":
        raise SessionConflict(
            "the session has not started; the admin may abandon it", code="session.waiting"
        )
    outcome = loaded.game.resign_outcome(loaded.state, seat)
    return _end(svc, loaded, "resign", seat, outcome, svc.clock())


def abandon(svc: Service, loaded: Loaded, who: int | None) -> Loaded:
    """The admin ends the session: no winners, reason `abandoned`."""
    require_admin(who, "abandon")
    _refuse_finished(loaded)
    return _end(svc, loaded, "abandon", ADMIN, seating.ABANDONED, svc.clock())


def expire_due(svc: Service, loaded: Loaded) -> Loaded:
    """Apply the timeout rule if a running clock has passed its deadline (lazily, on any
    request that loads the session), as of the deadline. A lost race reloads and looks
    again."""
    for _ in range(JOIN_TRIES):
        meta = loaded.record.meta
        clock = meta.get("clock")
        if not clock or meta.get("end") or meta.get("phase") == "waiting":
            return loaded
        if loaded.game.outcome(loaded.state).finished:
            return loaded
        due = clocks.expired(clock, svc.clock())
        if due is None:
            return loaded
        seat, at = due
        outcome = loaded.game.timeout_outcome(loaded.state, seat)
        try:
            return _end(svc, loaded, "timeout", seat, outcome, at)
        except VersionConflict:
            loaded = svc.load(loaded.id, check_clock=False)
    return loaded
