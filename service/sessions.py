"""The application service: load → check version → engine → save.

The only module that combines the store and the engines. Everything it returns is
JSON-ready and already redacted for the caller.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import orjson

from .errors import (
    BadRequest,
    CorruptSession,
    Forbidden,
    IdempotencyMismatch,
    NotFound,
    PreconditionFailed,
    Unauthorized,
    Unavailable,
    VersionConflict,
)
from .games import get_game
from .games.base import Game, MoveFormatError, RulesError, redact_event, seed_commitment
from .store import Conflict, IdempotencyHit, SessionRecord, SessionStore, StoreUnavailable
from .store.redis_store import encode_snapshot, now

ADMIN = -1  # the pseudo-seat of the admin token
MAX_NAME = 64
MAX_SEED = 256


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def body_hash(data: Any) -> str:

    return hashlib.sha256(orjson.dumps(data, option=orjson.OPT_SORT_KEYS)).hexdigest()


def game_or_404(game_id: str) -> Game:
    game = get_game(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise NotFound(f"no game {game_id!r}; see GET /v1/games", code="game.not_found")
    return game


def parse_players(players: Any) -> tuple[int, list[str]]:
    """`players` is a count or a list of names; returns (count, names)."""
    if isinstance(players, bool):
        raise BadRequest("players must be an integer or a list of names", code="players.invalid")
    if isinstance(players, int):
        if not 1 <= players <= 64:
            raise BadRequest("players out of range", code="players.out_of_range")
        return players, [f"Player {i + 1}" for i in range(players)]
    if isinstance(players, list) and 1 <= len(players) <= 64:
        names = []
        for name in players:
            if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
                raise BadRequest(
                    f"each player name must be a string of 1–{MAX_NAME} characters",
                    code="players.invalid",
                )
            names.append(name)
        return len(names), names
    raise BadRequest("players must be an integer or a list of names", code="players.invalid")


def parse_move(game: Game, data: Any) -> Any:
    """A move from JSON (an object) or from the game's text notation (a string)."""
    if isinstance(data, str):
        if len(data) > 500:
            raise MoveFormatError("move.malformed", "move notation too long")
        return game.parse_notation(data)
    return game.parse_move(data)


@dataclass
class Loaded:
    record: SessionRecord
    game: Game
    state: Any

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version


class StateCache:
    """Decoded states of recent (session, version) pairs, per worker process.

    A version's state never changes (every write is a compare-and-set to version + 1), so a
    state decoded or computed once can be reused by the next request on this worker instead of
    decoding the snapshot again. An entry is used only when the stored snapshot bytes are the
    very bytes it was made from, so a damaged snapshot is still noticed (and rebuilt from the
    log). Bounded (LRU); thread-safe for gthread workers."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._items: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, sid: str, version: int, snap_raw: bytes | None) -> Any:
        """The state decoded from exactly these snapshot bytes, if this worker has it."""
        if snap_raw is None:
            return None
        with self._lock:
            item = self._items.get((sid, version))
            if item is None or item[0] != snap_raw:
                return None
            self._items.move_to_end((sid, version))
            return item[1]

    def put(self, sid: str, version: int, snap_raw: bytes | None, state: Any) -> None:
        if self.size <= 0 or snap_raw is None:
            return
        with self._lock:
            self._items[(sid, version)] = (snap_raw, state)
            self._items.move_to_end((sid, version))
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def drop(self, sid: str) -> None:
        with self._lock:
            for key in [k for k in self._items if k[0] == sid]:
                del self._items[key]


class Sessions:
    def __init__(self, store: SessionStore, cache_size: int = 1024) -> None:
        self.store = store
        self.states = StateCache(cache_size)

    # ------------------------------------------------------------------ create

    def create(
        self,
        game_id: str,
        players: Any,
        options: Any,
        seed: Any,
        idem_key: str | None = None,
        request_hash: str | None = None,
    ) -> dict[str, Any]:
        game = game_or_404(game_id)
        count, names = parse_players(players)
        opts = game.normalize_options(count, options)
        if seed is None:
            seed = secrets.token_hex(32)
        elif not isinstance(seed, str) or not 1 <= len(seed) <= MAX_SEED:
            raise BadRequest(
                f"seed must be a string of 1–{MAX_SEED} characters", code="seed.invalid"
            )
        if idem_key:
            prior = self._call_store(self.store.get_idempotent, "create", idem_key)
            if prior:
                return self._replay(prior, request_hash)
        state = game.setup(count, opts, seed)
        sid = uuid.uuid4().hex
        admin_token = secrets.token_urlsafe(32)
        seat_tokens = [secrets.token_urlsafe(32) for _ in range(count)]
        meta = {
            "game": game.id,
            "rules_version": game.rules_version,
            "players": count,
            "names": names,
            "options": opts,
            "seed": seed,
            "created": now(),
            "admin": hash_token(admin_token),
            "tokens": [hash_token(t) for t in seat_tokens],
        }
        snap = self._snap(game, state, 0)
        if not self._call_store(self.store.create, sid, meta, snap):  # pragma: no cover
            raise VersionConflict("session id collision; retry", code="session.collision")
        body = {
            "id": sid,
            "game": game.id,
            "version": 0,
            "admin_token": admin_token,
            "seats": [
                {"seat": i, "name": names[i], "token": seat_tokens[i]} for i in range(count)
            ],
            "seed_commitment": seed_commitment(seed),
            "options": opts,
            "status": snap["status"],
            "to_act": snap["to_act"],
            "view": game.view(state, None),
        }
        if idem_key:
            record = {"hash": request_hash, "status": 201, "body": body}
            stored = self._call_store(self.store.put_idempotent, "create", idem_key, record)
            if stored is not record:
                self.store.delete(sid)
                return self._replay(stored, request_hash)
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

    def _call_store(self, fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except StoreUnavailable as exc:
            raise Unavailable("the session store is unavailable; retry shortly") from exc

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
        }

    def load(self, sid: str) -> Loaded:
        if not isinstance(sid, str) or len(sid) > 64:
            raise NotFound("no such session", code="session.not_found")
        record = self._call_store(self.store.load, sid)
        if record is None:
            raise NotFound(f"no session {sid}", code="session.not_found")
        game = get_game(record.meta.get("game", ""))
        if game is None:
            raise CorruptSession("the session's game is not served here")
        state = self.states.get(sid, record.version, record.snap_raw)
        if state is None and record.snap is not None:
            try:
                state = game.decode_state(record.snap["state"])
            except RulesError:
                state = None
            else:
                self.states.put(sid, record.version, record.snap_raw, state)
        if state is None:
            state = self._rebuild(record, game)
        return Loaded(record, game, state)

    def _log(self, sid: str) -> list[dict[str, Any]]:
        """The move log; an entry that is not JSON makes the session corrupt (not a 500)."""
        try:
            log: list[dict[str, Any]] = self._call_store(self.store.log, sid)
        except ValueError as exc:  # orjson.JSONDecodeError
            raise CorruptSession(f"session {sid} has an unreadable move log") from exc
        return log

    def _replay_log(
        self, record: SessionRecord, game: Game, log: list[dict[str, Any]]
    ) -> list[tuple[dict[str, Any], Any, list[dict[str, Any]]]]:
        """Each log entry with its parsed move and its events, replayed from setup (the log
        stores moves only; the engines are deterministic, so the events are the same)."""
        meta = record.meta
        out = []
        try:
            state = game.setup(meta["players"], meta["options"], meta["seed"])
            for entry in log:
                move = game.parse_move(entry["move"])
                state, events = game.apply(state, entry["seat"], move)
                out.append((entry, move, events))
        except (RulesError, KeyError, TypeError) as exc:
            raise CorruptSession(f"session {record.id}: its move log does not replay") from exc
        return out

    def _rebuild(self, record: SessionRecord, game: Game) -> Any:
        """Replay the move log from setup when the snapshot is missing or unreadable."""
        meta = record.meta
        log = self._log(record.id)
        if len(log) != record.version:
            raise CorruptSession(
                f"session {record.id} cannot be rebuilt: its log has {len(log)} moves "
                f"but its version is {record.version}"
            )
        try:
            state = game.setup(meta["players"], meta["options"], meta["seed"])
            for entry in log:
                state, _ = game.apply(state, entry["seat"], game.parse_move(entry["move"]))
        except (RulesError, KeyError, TypeError) as exc:
            raise CorruptSession(f"session {record.id} cannot be rebuilt from its log") from exc
        snap = self._snap(game, state, record.version)
        self._call_store(self.store.repair_snapshot, record.id, record.version, snap)
        return state

    # ------------------------------------------------------------------ auth

    @staticmethod
    def identify(loaded: Loaded, token: str | None) -> int | None:
        """The seat of a token (ADMIN for the admin token), None for no token;
        Unauthorized for a token that is not this session's. Constant-time comparisons."""
        if token is None:
            return None
        digest = hash_token(token)
        meta = loaded.record.meta
        found: int | None = None
        for seat, h in enumerate(meta["tokens"]):
            if hmac.compare_digest(h, digest):
                found = seat
        if hmac.compare_digest(meta["admin"], digest):
            found = ADMIN
        if found is None:
            raise Unauthorized("the token is not valid for this session", code="auth.invalid_token")
        return found

    @staticmethod
    def require_seat(seat: int | None) -> int:
        if seat is None:
            raise Unauthorized(
                "this endpoint needs a seat token: Authorization: Bearer <token>",
                code="auth.missing_token",
            )
        if seat == ADMIN:
            raise Forbidden("the admin token cannot act as a seat", code="auth.admin_not_a_seat")
        return seat

    # ------------------------------------------------------------------ reads

    def summary(self, loaded: Loaded, viewer: int | None) -> dict[str, Any]:
        game, state = loaded.game, loaded.state
        outcome = game.outcome(state)
        seat = viewer if viewer is not None and viewer >= 0 else None
        out = {
            "id": loaded.id,
            "game": game.id,
            "version": loaded.version,
            "status": "finished" if outcome.finished else "active",
            "to_act": sorted(game.to_act(state)),
            "seat": seat,
            "players": [
                {"seat": i, "name": n} for i, n in enumerate(loaded.record.meta["names"])
            ],
            "options": loaded.record.meta["options"],
            "view": game.view(state, seat),
            "outcome": outcome.to_json() if outcome.finished else None,
        }
        return out

    def legal_moves(self, loaded: Loaded, seat: int) -> dict[str, Any]:
        game = loaded.game
        moves = game.legal_moves(loaded.state, seat)
        return {
            "seat": seat,
            "version": loaded.version,
            "moves": [game.encode_move(m) for m in moves],
        }

    def validate(self, loaded: Loaded, seat: int, move_data: Any) -> dict[str, Any]:
        game = loaded.game
        move = parse_move(game, move_data)
        try:
            game.check(loaded.state, seat, move)
        except RulesError as exc:
            return {"legal": False, "code": exc.code, "message": exc.message}
        return {"legal": True}

    def history(self, loaded: Loaded, viewer: int | None) -> dict[str, Any]:
        game = loaded.game
        meta = loaded.record.meta
        finished = game.outcome(loaded.state).finished
        seat = viewer if viewer is not None and viewer >= 0 else None
        entries = []
        log = self._log(loaded.id)[: loaded.version]
        for entry, move, events in self._replay_log(loaded.record, game, log):
            entries.append(
                {
                    "version": entry["v"],
                    "seat": entry["seat"],
                    # once the game is over the seed is public, so every deal can be recomputed;
                    # secret moves (exchanges, hidden bids) are then shown too, so that anyone
                    # can replay and audit the whole game from the record
                    "move": game.encode_move(move)
                    if finished
                    else game.public_move(move, entry["seat"], seat),
                    "events": [redact_event(e, seat) for e in events],
                    "at": entry["at"],
                }
            )
        return {
            "id": loaded.id,
            "game": game.id,
            "rules_version": meta.get("rules_version"),
            "players": meta["players"],
            "options": meta["options"],
            "seed_commitment": seed_commitment(meta["seed"]),
            "seed": meta["seed"] if finished else None,
            "status": "finished" if finished else "active",
            "version": loaded.version,
            "entries": entries,
        }

    def score(self, loaded: Loaded) -> dict[str, Any]:
        game = loaded.game
        outcome = game.outcome(loaded.state)
        return {
            "scores": game.scores(loaded.state),
            "outcome": outcome.to_json() if outcome.finished else None,
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
    ) -> dict[str, Any]:
        game, sid = loaded.game, loaded.id
        if idem_key:
            prior = self._call_store(self.store.get_idempotent, sid, f"{seat}:{idem_key}")
            if prior:
                return self._replay(prior, request_hash)
        if if_match is not None and if_match != loaded.version:
            raise PreconditionFailed(
                f"If-Match names version {if_match} but the session is at {loaded.version}",
                current_version=loaded.version,
            )
        move = parse_move(game, move_data)
        state, events = game.apply(loaded.state, seat, move)
        version = loaded.version + 1
        finished = game.outcome(state).finished
        to_act = sorted(game.to_act(state))
        body = {
            "version": version,
            "events": [redact_event(e, seat) for e in events],
            "view": game.view(state, seat),
            "status": "finished" if finished else "active",
            "to_act": to_act,
        }
        snap = encode_snapshot(self._snap(game, state, version, finished, to_act))
        # The log keeps what cannot be recomputed: who moved what, and when. Events follow
        # from the moves (engines are deterministic) and are rebuilt for /history.
        entry = {"v": version, "seat": seat, "move": game.encode_move(move), "at": int(now())}
        record = {"hash": request_hash, "status": 200, "body": body}
        try:
            self._call_store(
                self.store.save,
                sid,
                loaded.version,
                snap,
                entry,
                f"{seat}:{idem_key}" if idem_key else None,
                record if idem_key else None,
            )
        except IdempotencyHit as hit:
            return self._replay(hit.record, request_hash)
        except Conflict as exc:
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
        self.states.put(sid, version, snap, state)
        return body

    def delete(self, loaded: Loaded, who: int | None) -> None:
        if who is None:
            raise Unauthorized("deleting needs the admin token", code="auth.missing_token")
        if who != ADMIN:
            raise Forbidden("only the admin token may delete a session", code="auth.not_admin")
        self._call_store(self.store.delete, loaded.id)
        self.states.drop(loaded.id)
