"""The application service: load → check owner and version → engine → save.

The only code that combines the store and the engines. Everything it returns is JSON-ready and
already redacted for the caller. Every session belongs to the client that created it (a tenant,
or `anonymous`); other owners see 404.
"""

from __future__ import annotations

import logging
import secrets
import time
import uuid
from collections.abc import Callable
from typing import Any

from .. import tracing
from ..bots import hints, thinkers
from ..errors import (
    AppError,
    BadRequest,
    CorruptSession,
    Forbidden,
    IdempotencyMismatch,
    NotFound,
    PreconditionFailed,
    QuotaExceeded,
    Unauthorized,
    Unavailable,
    Unprocessable,
    VersionConflict,
)
from ..games import base
from ..games.base import Game, GameOver, NotYourTurn, RulesError, redact_event
from ..ratings import Ratings, split_players
from ..store import Conflict, IdempotencyHit, SessionRecord, SessionStore, StoreUnavailable
from ..store.index import SessionIndex
from ..store.redis_store import encode_snapshot, now
from ..store.turns import TurnStore
from ..tenants import Client
from . import bots as bot_seats
from . import clocks, history, inputs, live, seating, tokens
from .base import INTERNAL, UNREAD, Loaded, Policy, Stale
from .cache import StateCache
from .inputs import check_sid, game_or_404, key_digest, parse_move, parse_players, parse_seed
from .tokens import ADMIN
from .turns import BotTurns

log = logging.getLogger("referee.sessions")


def _servable_held(meta: dict[str, Any]) -> bool:
    """Whether a held record may serve a move: not with a clock or bot seats, whose loads may
    write (`Sessions.held`)."""
    return "clock" not in meta and "bots" not in meta


def _with_players(seats: list[dict[str, Any]], meta: dict[str, Any]) -> None:
    """The tenant's player id on each seat that has one."""
    ids = meta.get("player_ids")
    if ids:
        for entry, pid in zip(seats, ids, strict=False):
            if pid is not None:
                entry["player"] = pid


class Sessions:
    def __init__(
        self,
        store: SessionStore,
        cache_size: int = 1024,
        *,
        policy: Policy | None = None,
        server_key: bytes | None = None,
        hooks: Any = None,
        ratings: Ratings | None = None,
    ) -> None:
        self.store = store
        # players' ratings: checked at creation, settled exactly once at a rated finish
        self.ratings = ratings or Ratings(store.client)
        if hooks is not None and hasattr(hooks, "rated"):
            self.ratings.on_settled = hooks.rated  # webhooks: rating.updated
        # told of each creation, move and deletion (service/webhooks/service.py `Webhooks`)
        self.hooks = hooks
        self.index = SessionIndex(store.client)
        self.states = StateCache(cache_size)
        # bot turns played off the request, recorded in Redis with leases (issue 36)
        self.turns = BotTurns(self, TurnStore(store.client))
        self.policy = policy or Policy()
        self.server_key = server_key
        # the time source of clocks and log entries (tests inject their own)
        self.clock: Callable[[], float] = now

    def _call_store(self, fn: Any, *args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except StoreUnavailable as exc:
            raise Unavailable("the session store is unavailable; retry shortly") from exc

    # ------------------------------------------------------------------ create

    def create(
        self,
        game_id: str,
        players: Any,
        options: Any,
        seed: Any,
        idem_key: str | None = None,
        request_hash: str | None = None,
        client: Client = INTERNAL,
        clock: Any = None,
        rated: Any = None,
    ) -> dict[str, Any]:
        game = game_or_404(game_id)
        players, player_ids = split_players(players)
        players, kinds, levels = bot_seats.split_seats(game, players)
        seats = seating.parse_players(players)
        if seats is None:
            count, names = parse_players(players)
            open_seats: list[int] = []
        else:
            count, names, open_seats = seats
        if kinds and open_seats:
            # schema-valid seats that cannot go together (the contract says so in words): 422
            raise Unprocessable(
                "a session has bot seats or open seats, not both (bots move at once; open "
                "seats wait for joiners)",
                code="players.invalid",
            )
        opts = game.normalize_options(count, options)
        control = clocks.parse(clock)
        seed = parse_seed(seed) or secrets.token_hex(32)
        idem = f"c:{client.scope}", key_digest("create", idem_key) if idem_key else ""
        if idem_key:
            prior = self._call_store(self.store.get_idempotent, *idem)
            if prior:
                return self._replay_create(prior, request_hash)
        if client is not INTERNAL:
            policy = self.policy
            quota = policy.anon_live_sessions if client.anonymous else policy.live_sessions
            quota = client.limits.live_sessions or quota
            if self._call_store(self.index.live, client.scope, quota) >= quota:
                raise QuotaExceeded(
                    f"this client already has {quota} active sessions, its quota; finish or "
                    "delete some (GET /v1/sessions lists them)",
                    code="quota.live_sessions",
                    limit=quota,
                )
        rating_meta = self.ratings.seat(
            client, rated, player_ids, kinds, open_seats, count,
            allow_bots=client.limits.rate_bots,
        )
        state = game.setup(count, opts, seed)
        sid = uuid.uuid4().hex
        nonce = secrets.token_hex(16)
        if idem_key and self.server_key:
            admin_token, seat_tokens = tokens.derived_tokens(self.server_key, nonce, count)
        else:
            admin_token, seat_tokens = tokens.new_tokens(count)
        invite: str | None = None
        if open_seats:
            invite = (
                seating.derived_invite(self.server_key, nonce)
                if idem_key and self.server_key else seating.new_invite()
            )
        salt = secrets.token_hex(32)
        created = self.clock()
        meta = {
            "game": game.id,
            "rules_version": game.rules_version,
            "players": count,
            "names": names,
            "options": opts,
            "seed": seed,
            "salt": salt,
            "owner": client.owner,
            "scope": client.scope,
            "created": created,
            "admin": tokens.hash_token(admin_token),
            "tokens": [
                "" if i in open_seats or (kinds and kinds[i]) else tokens.hash_token(t)
                for i, t in enumerate(seat_tokens)
            ],
        }
        if open_seats:
            meta.update(phase="waiting", open=open_seats, invite=tokens.hash_token(invite or ""))
        if control is not None:
            meta["clock"] = clocks.new_state(control, count)
            if not open_seats:
                meta["clock"] = clocks.start(meta["clock"], game.to_act(state), created)
        if kinds:
            meta["bots"] = kinds
            if any(level is not None for level in levels):
                meta["bot_levels"] = levels
        meta.update(rating_meta)
        snap = self._snap(game, state, 0)
        marked = bot_seats.needs_record_at_create(kinds, snap["to_act"])
        if marked:  # before the write: a worker that dies mid-request leaves the record
            level = bot_seats.expert_waits(meta, snap["to_act"])
            self._call_store(self.turns.mark, sid, level if level is not False else None)
        if not self._call_store(self.store.create, sid, meta, snap):  # pragma: no cover
            raise VersionConflict("session id collision; retry", code="session.collision")
        if client is not INTERNAL:
            # µs since the epoch: the listing's order and cursor (ms would tie on fast creates)
            self._call_store(self.index.add, client.scope, sid, time.time_ns() // 1000)
        body = {
            "id": sid,
            "game": game.id,
            "version": 0,
            "admin_token": admin_token,
            "seats": [
                {"seat": i, "name": names[i], "token": None, "open": True} if i in open_seats
                # a bot seat has no token: nobody may read its hand or move for it
                else {"seat": i, "name": names[i], "token": None, "bot": kinds[i]}
                if kinds and kinds[i]
                else {"seat": i, "name": names[i], "token": seat_tokens[i]}
                for i in range(count)
            ],
            "seed_commitment": base.seed_commitment(seed, salt),
            "options": opts,
            "status": seating.status(meta, snap["status"] == "finished"),
            "to_act": [] if open_seats else snap["to_act"],
            "expires_at": self._expiry(created, snap["status"]),
            "view": game.view(state, None),
        }
        if invite is not None:
            body["invite"] = invite
        if "clock" in meta:
            body["clock"] = clocks.view(meta["clock"], created)
        _with_players(body["seats"], meta)
        if meta.get("rated"):
            body["rated"] = True
        if idem_key:
            # the stored answer holds no token: with the server key it holds the nonce they
            # derive from; without one, a replay says the tokens are withheld
            public = {**body, "admin_token": None,
                      "seats": [{**s, "token": None} for s in body["seats"]]}
            if invite is not None:
                public["invite"] = None
            record = {"hash": request_hash, "status": 201, "body": public,
                      "nonce": nonce if self.server_key else None}
            stored = self._call_store(self.store.put_idempotent, *idem, record)
            if stored is not record:
                self._call_store(self.store.delete, sid)
                self._call_store(self.index.remove, client.scope, sid)
                return self._replay_create(stored, request_hash)
        if self.hooks is not None:
            self.hooks.created(sid, meta, game, state, body["seed_commitment"])
        if kinds:
            body = bot_seats.after_create(self, body, marked)
        return body

    def _replay_create(self, record: dict[str, Any], request_hash: str | None) -> dict[str, Any]:
        body = self._replay(record, request_hash)
        nonce = record.get("nonce")
        if nonce and self.server_key:
            admin, seats = tokens.derived_tokens(self.server_key, nonce, len(body["seats"]))
            body["admin_token"] = admin
            for entry, token in zip(body["seats"], seats, strict=True):
                if not entry.get("open") and not entry.get("bot"):
                    entry["token"] = token
            if "invite" in body:
                body["invite"] = seating.derived_invite(self.server_key, nonce)
        else:
            body["tokens_withheld"] = True
        return body

    @staticmethod
    def _replay(record: dict[str, Any], request_hash: str | None) -> dict[str, Any]:
        if record.get("hash") != request_hash:
            raise IdempotencyMismatch(
                "this Idempotency-Key was used with a different request body"
            )
        body: dict[str, Any] = record["body"]
        body["_replayed"] = True
        return body

    # ------------------------------------------------------------------ load

    def _expiry(self, at: float, status: str) -> int:
        ttl = self.policy.finished_ttl if status == "finished" else self.store.ttl
        return int(at) + ttl

    def _snap(
        self, game: Game, state: Any, version: int, finished: bool | None = None,
        to_act: list[int] | None = None,
    ) -> dict[str, Any]:
        if finished is None:
            finished = game.outcome(state).finished
        if to_act is None:
            to_act = sorted(game.to_act(state))
        return {
            "v": version,
            "state": game.encode_state(state),
            "status": "finished" if finished else "active",
            "to_act": to_act,
            "at": int(self.clock()),
        }

    def load_behind(
        self, sid: str, script: Any, keys: list[str], args: list[Any]
    ) -> tuple[Any, SessionRecord | None | object]:
        """Run a script of the store's client and read session `sid` in the same round trip
        (the rate limiter's take, then the load its request is about to make): (the
        script's reply, the record for `load(..., record=)`, UNREAD when the read failed:
        `load` tries again and answers for it). `sid` must be well formed."""
        reply, record = self.store.load_behind(script, keys, args, sid)
        return reply, UNREAD if isinstance(record, StoreUnavailable) else record

    def load(
        self,
        sid: str,
        client: Client = INTERNAL,
        check_clock: bool = True,
        record: SessionRecord | None | object = UNREAD,
    ) -> Loaded:
        """The session (404 for another owner's). A clocked session whose running clock has
        passed its deadline has its timeout applied first (live.expire_due). `record`: what
        `load_behind` read for this request already (None: no such session)."""
        check_sid(sid)
        if record is UNREAD:
            record = self._call_store(self.store.load, sid)
        assert record is None or isinstance(record, SessionRecord)
        if record is None:
            raise NotFound(f"no session {sid}", code="session.not_found")
        if client is not INTERNAL and record.meta.get("owner", "anonymous") != client.owner:
            raise NotFound(f"no session {sid}", code="session.not_found")
        game = inputs.lookup(record.meta.get("game", ""))
        if game is None:
            raise CorruptSession("the session's game is not served here")
        state = None
        hit = self.states.lookup(sid, record.version, record.snap_raw, record)
        if hit is not None:
            state = hit[0]
            kept: SessionRecord = hit[1]  # the same version's record, kept first
            record = kept
        elif record.snap is not None:
            try:
                state = game.decode_trusted_state(record.snap["state"])
            except RulesError:
                state = None
            else:
                self.states.put(sid, record.version, record.snap_raw, state, record)
        if state is None:
            state = self._rebuild(record, game)
        loaded = Loaded(record, game, state)
        if client is not INTERNAL and "bots" in record.meta:
            bot_seats.look_after(self, loaded)  # a bot turn nobody plays: a runner's now
        if check_clock and "clock" in record.meta:
            return live.expire_due(self, loaded)
        return loaded

    def held(self, sid: str, client: Client, version: int) -> Loaded | None:
        """Session `sid` at `version` as this worker last read or wrote it, without reading it
        again (None when it holds another version, or the session has a clock or bot seats,
        whose loads may write). For a move whose If-Match names `version`: the save's
        compare-and-set proves it is still the latest, and `apply` raises `Stale` when it is
        not, or when the move is refused, so that the caller answers from a fresh read.
        Every write of the record (meta included) makes a new version, so a version's record
        never changes (service/store/redis_store.py)."""
        got = self.states.held(sid, version)
        if got is None:
            return None
        record, state = got
        meta = record.meta
        if not _servable_held(meta):
            return None
        if client is not INTERNAL and meta.get("owner", "anonymous") != client.owner:
            return None  # the fresh read answers 404
        game = inputs.lookup(meta.get("game", ""))
        if game is None:
            return None
        return Loaded(record, game, state, held=True)

    def holds(self, sid: str, version: int) -> bool:
        """Whether `held` may serve `version` of `sid` (whatever the client: another owner's
        is answered by the fresh read), without counting a lookup: the rate limiter asks it to
        skip reading a session the move's view will not read."""
        record = self.states.peek(sid, version)
        return record is not None and _servable_held(record.meta)

    def _log(self, sid: str) -> list[dict[str, Any]]:
        """The move log; an entry that is not JSON makes the session corrupt (not a 500)."""
        try:
            log: list[dict[str, Any]] = self._call_store(self.store.log, sid)
        except ValueError as exc:  # orjson.JSONDecodeError
            raise CorruptSession(f"session {sid} has an unreadable move log") from exc
        return log

    def _rebuild(self, record: SessionRecord, game: Game) -> Any:
        """Replay the move log from setup when the snapshot is missing or unreadable."""
        state = history.final_state(record, game, self._log(record.id))
        snap = self._snap(game, state, record.version)
        self._call_store(self.store.repair_snapshot, record.id, record.version, snap)
        return state

    # ------------------------------------------------------------------ auth

    @staticmethod
    def identify(loaded: Loaded, token: str | None) -> int | None:
        return tokens.identify(loaded.record.meta, token)

    @staticmethod
    def require_seat(seat: int | None) -> int:
        return tokens.require_seat(seat)

    # ------------------------------------------------------------------ reads

    def summary(self, loaded: Loaded, viewer: int | None) -> dict[str, Any]:
        game, state, meta = loaded.game, loaded.state, loaded.record.meta
        outcome = seating.outcome(meta, game, state)
        status = seating.status(meta, outcome.finished)
        seat = viewer if viewer is not None and viewer >= 0 else None
        snap = loaded.record.snap
        at = snap.get("at") if snap else None
        open_seats = meta.get("open") or ()
        with tracing.span("engine.view", game.id):
            view = game.view(state, seat)
        body = {
            "id": loaded.id,
            "game": game.id,
            "version": loaded.version,
            "status": status,
            "to_act": sorted(game.to_act(state)) if status == "active" else [],
            "seat": seat,
            "players": [
                {
                    "seat": i,
                    "name": n,
                    **({"open": True} if i in open_seats else {}),
                    **({"bot": b} if b else {}),
                }
                for i, (n, b) in enumerate(zip(meta["names"], self._bots(loaded), strict=False))
            ],
            "options": meta["options"],
            "expires_at": self._expiry(at or meta.get("created", now()), status),
            "view": view,
            "outcome": outcome.to_json_or_none(),
        }
        if "clock" in meta:
            body["clock"] = clocks.view(meta["clock"], self.clock())
        _with_players(body["players"], meta)
        if meta.get("rated"):
            body["rated"] = True
        return body

    @staticmethod
    def _bots(loaded: Loaded) -> list[str | None]:
        kinds = bot_seats.seat_bots(loaded.record.meta)
        return kinds or [None] * len(loaded.record.meta["names"])

    def legal_moves(self, loaded: Loaded, seat: int) -> dict[str, Any]:
        game = loaded.game
        if live.not_active(loaded.record.meta):
            moves = []
        else:
            with tracing.span("engine.legal_moves", game.id):
                moves = game.legal_moves(loaded.state, seat)
        return {
            "game": game.id,
            "seat": seat,
            "version": loaded.version,
            "moves": game.encode_moves(moves),
        }

    def suggest(
        self, loaded: Loaded, seat: int, bot: str, level: int | None, seed: str | None
    ) -> dict[str, Any]:
        """A hint for `seat` (service.bots.hints.analyse: from the seat's view only); a 422 when
        the seat may not act now, a 409 when the session is not active."""
        refusal = live.not_active(loaded.record.meta)
        if refusal is not None:
            raise refusal
        game, state = loaded.game, loaded.state
        got = hints.analyse(game, state, seat, bot, seed, level)
        if got is None:
            if game.outcome(state).finished:
                raise GameOver("turn.game_over", "the game is over")
            raise NotYourTurn(
                "turn.not_your_turn",
                f"seat {seat} may not act now",
                to_act=sorted(game.to_act(state)),
            )
        body: dict[str, Any] = {"seat": seat, "version": loaded.version, "bot": bot, **got}
        if level is not None:
            body["level"] = level
        return body

    def validate(self, loaded: Loaded, seat: int, move_data: Any) -> dict[str, Any]:
        move = parse_move(loaded.game, move_data)
        refusal = live.not_active(loaded.record.meta)
        if refusal is not None:
            return {"legal": False, "code": refusal.code, "message": refusal.message}
        return inputs.verdict(loaded.game, loaded.state, seat, move)

    def history(self, loaded: Loaded, viewer: int | None) -> dict[str, Any]:
        seat = viewer if viewer is not None and viewer >= 0 else None
        return history.record_for(
            loaded.record, loaded.game, loaded.state, self._log(loaded.id), seat
        )

    def score(self, loaded: Loaded) -> dict[str, Any]:
        game = loaded.game
        outcome = seating.outcome(loaded.record.meta, game, loaded.state)
        return {
            "game": game.id,
            "scores": game.scores(loaded.state),
            "outcome": outcome.to_json_or_none(),
        }

    def list(
        self, client: Client, status: str, cursor: str | None, limit: int
    ) -> dict[str, Any]:
        """The caller's sessions, newest first, a page at a time (tenants only)."""
        if client.anonymous:
            raise Unauthorized(
                "listing sessions needs an API key: X-API-Key: <key>",
                code="auth.api_key_required",
            )
        if status not in ("active", "finished", "all"):
            raise BadRequest("status must be active, finished or all", code="request.invalid")
        if not 1 <= limit <= 200:
            raise BadRequest("limit must be 1–200", code="request.invalid")
        before: int | None = None
        if cursor is not None:
            if not cursor.isdigit() or len(cursor) > 20:
                raise BadRequest("cursor is not one this service gave", code="request.invalid")
            before = int(cursor)
        statuses = ["active", "finished"] if status == "all" else [status]
        rows, nxt = self._call_store(self.index.page, client.scope, statuses, before, limit)
        return {
            "sessions": [
                {
                    "id": sid,
                    "game": meta.get("game"),
                    # a waiting session is listed with the active ones
                    "status": "waiting" if meta.get("phase") == "waiting" else st,
                    "version": version,
                    "players": [
                        {"seat": i, "name": n} for i, n in enumerate(meta.get("names", []))
                    ],
                    "created": int(created // 1_000_000),
                }
                for sid, st, created, meta, version in rows
            ],
            "next_cursor": str(nxt) if nxt is not None else None,
        }

    # ------------------------------------------------------------------ writes

    def apply(
        self,
        loaded: Loaded,
        seat: int,
        move_data: Any,
        if_match: int | None,
        idem_key: str | None,
        request_hash: str,
        bots: bool = True,
    ) -> dict[str, Any]:
        """Apply a seat's move; then (unless `bots` is False) the bot seats reply."""
        game, sid, at_version = loaded.game, loaded.id, loaded.version
        idem = key_digest(str(seat), idem_key) if idem_key else None
        # With an Idempotency-Key no GET before the write (issue 33): the CAS script checks the
        # key before the version. Only a retry refused before the write (its If-Match, or its
        # move, no longer fits the session it already moved on) looks its answer up here.
        try:
            if if_match is not None and if_match != at_version:
                raise PreconditionFailed(
                    f"If-Match names version {if_match} but the session is at {at_version}",
                    current_version=at_version,
                )
            meta = loaded.record.meta
            if "phase" in meta or "end" in meta:
                live.refuse_unless_active(meta)
            move = parse_move(game, move_data)
            with tracing.span("engine.apply", game.id):
                state, events = game.apply(loaded.state, seat, move)
        except (AppError, RulesError, GameOver, NotYourTurn):
            if loaded.held:
                raise Stale from None
            if idem:
                prior = self._call_store(self.store.get_idempotent, sid, idem)
                if prior:
                    return self._replay(prior, request_hash)
            raise
        version = at_version + 1
        finished = game.outcome(state).finished
        to_act = sorted(game.to_act(state))
        at = self.clock()
        new_meta = None
        if "clock" in meta:
            ticking = clocks.advance(
                meta["clock"], game.to_act(loaded.state), [] if finished else to_act, seat, at
            )
            new_meta = {**meta, "clock": ticking}
        with tracing.span("engine.view", game.id):
            view = game.view(state, seat)
        body = {
            "game": game.id,
            "version": version,
            "events": [redact_event(e, seat) for e in events],
            "view": view,
            "status": "finished" if finished else "active",
            "to_act": to_act,
        }
        if new_meta is not None:
            body["clock"] = clocks.view(new_meta["clock"], at)
        snap = encode_snapshot(self._snap(game, state, version, finished, to_act))
        # The log keeps what cannot be recomputed: who moved what, and when. Events follow
        # from the moves (engines are deterministic) and are rebuilt for /history.
        entry = {"v": version, "seat": seat, "move": game.encode_move(move), "at": int(at)}
        record = {"hash": request_hash, "status": 200, "body": body}
        job = (
            self.ratings.job(meta, game.id, sid, version, at, game.outcome(state))
            if finished and meta.get("rated") else None
        )
        if job is not None:
            self.ratings.intend(sid)  # before the write that makes the job (a sweep finds it)
        marked = False
        if bots and "bots" in meta and not finished:
            # a person's move that makes an expert bot seat's turn due: recorded before the
            # write (a worker that dies after it leaves the record; one more round trip, in
            # games against expert bots only), taken by a runner (service/sessions/turns.py)
            level = bot_seats.expert_waits(meta, to_act)
            if level is not False and thinkers.size() > 0:
                self._call_store(self.turns.mark, sid, level)
                marked = True
        try:
            self._call_store(
                self.store.save,
                sid,
                at_version,
                snap,
                entry,
                idem,
                record if idem else None,
                ttl=self.policy.finished_ttl if finished else None,
                meta=new_meta,
                **({"rate_job": job} if job is not None else {}),
            )
        except IdempotencyHit as hit:
            return self._replay(hit.record, request_hash)
        except Conflict as exc:
            if loaded.held:
                raise Stale from exc
            if exc.current is None:
                raise NotFound(f"no session {sid}", code="session.not_found") from exc
            if if_match is not None:
                raise PreconditionFailed(
                    f"the session moved on to version {exc.current}",
                    current_version=exc.current,
                ) from exc
            raise VersionConflict(
                f"another move was applied first; the session is at version {exc.current}",
                current_version=exc.current,
            ) from exc
        self.states.put(
            sid, version, snap, state,
            SessionRecord(sid, meta if new_meta is None else new_meta, version, snap),
        )
        scope = loaded.record.meta.get("scope")
        if finished and isinstance(scope, str):
            try:
                self.index.finish(scope, sid)
            except StoreUnavailable:
                pass  # the move stands; the listing finds the session active until it expires
        if self.hooks is not None:
            meta = loaded.record.meta
            self.hooks.moved(sid, meta, game, version, seat, move, events, state, finished, to_act)
        if job is not None:
            self.settle_rating(job)
        if bots:
            return bot_seats.after_move(self, loaded, seat, body, marked)
        return body

    def settle_rating(self, job: dict[str, Any]) -> None:
        """Apply a rated finish's job now (exactly once: service/ratings/service.py); when
        Redis fails here the job stays pending and a later sweep applies it."""
        try:
            self.ratings.settle(job)  # its webhook: `on_settled`
            self.ratings.sweep(8)  # and any job a stopped worker left behind
        except StoreUnavailable:
            log.warning("ratings of session %s left pending for the sweep", job["session"])

    def delete(self, loaded: Loaded, who: int | None, client: Client = INTERNAL) -> None:
        """The admin token deletes; so does the owning tenant's API key."""
        if who is None and client.anonymous:
            raise Unauthorized("deleting needs the admin token", code="auth.missing_token")
        if who is not None and who != ADMIN:
            raise Forbidden("only the admin token may delete a session", code="auth.not_admin")
        self._call_store(self.store.delete, loaded.id)
        self.states.drop(loaded.id)
        if loaded.record.meta.get("bots"):
            try:  # its pending bot turn (a runner would find the session gone and drop it)
                self.turns.store.drop(loaded.id)
            except StoreUnavailable:
                pass
        scope = loaded.record.meta.get("scope")
        if isinstance(scope, str):
            self._call_store(self.index.remove, scope, loaded.id)
        if self.hooks is not None:
            self.hooks.deleted(loaded.id, loaded.record.meta, loaded.game, loaded.version)

    # ------------------------------------------------------------------ live play (live.py)

    def join(
        self, sid: str, client: Client, invite: Any, name: Any,
        idem_key: str | None = None, request_hash: str = "",
    ) -> dict[str, Any]:
        return live.join(self, sid, client, invite, name, idem_key, request_hash)

    def start(self, loaded: Loaded, who: int | None) -> dict[str, Any]:
        return self.summary(live.start(self, loaded, who), None)

    def resign(self, loaded: Loaded, seat: int) -> dict[str, Any]:
        return self.summary(live.resign(self, loaded, seat), seat)

    def abandon(self, loaded: Loaded, who: int | None) -> dict[str, Any]:
        return self.summary(live.abandon(self, loaded, who), None)
