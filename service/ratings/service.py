"""Ratings of a tenant's players: what sessions call at creation and at the finish, and what
the API reads.

Exactly once, across two slots (docs/ratings.md, "Exactly once"):

1. `intend(sid)` puts the session in `ref:rt:pending` *before* the finishing write;
2. the finishing compare-and-set of the session writes the job (`ref:{sid}:rate`, the game's
   record: players, teams, places, winners) atomically with the outcome: a finish that loses
   its race writes no job, one that wins always does;
3. `settle(job)` applies it in the tenant's slot with one script that refuses a session
   already applied (the `done` set) and a player whose rating changed since it was read (then
   it reads again), then deletes the job and the pending entry.

A worker that dies between 2 and 3, or a Redis that fails there, leaves the pending entry:
`sweep()` (after every settle, at start-up, every `grace` seconds in each worker's sweeper
thread, and `python -m service.ratings sweep`) settles
every entry older than `grace` seconds whose job exists and drops the others (a finish that
never happened). Applying twice is impossible: the `done` set answers `dup`.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from ..errors import (
    BadRequest,
    NotFound,
    QuotaExceeded,
    Unauthorized,
    Unavailable,
    Unprocessable,
)
from ..games import get_game, registry
from ..store.redis_store import StoreUnavailable
from ..tenants import Client
from . import model
from .store import PLAYER_RE, RatingStore, board_member, member_player

log = logging.getLogger("referee.ratings")

MAX_PAGE = 200
CONFLICT_TRIES = 16


def check_player(value: Any, where: str = "player") -> str:
    if not isinstance(value, str) or not PLAYER_RE.fullmatch(value):
        raise BadRequest(
            f"{where} must be 1–64 characters of A–Z, a–z, 0–9, '_', '.', '-'",
            code="players.invalid_player_id",
        )
    return value


def split_players(players: Any) -> tuple[Any, list[str | None]]:
    """`players` without the `player` ids of its entries, and the id of each seat (empty when
    no entry has one). `{"name": "Ann", "player": "p_1"}` → `{"name": "Ann"}`."""
    if not isinstance(players, list) or not any(
        isinstance(p, dict) and "player" in p for p in players
    ):
        return players, []
    out: list[Any] = []
    ids: list[str | None] = []
    for i, p in enumerate(players):
        if isinstance(p, dict) and "player" in p:
            ids.append(check_player(p["player"], f"players[{i}].player"))
            rest = {k: v for k, v in p.items() if k != "player"}
            if not rest:
                raise BadRequest(
                    f'players[{i}] is {{"name", "player"}} or {{"bot", "player"}}',
                    code="players.invalid",
                )
            out.append(rest)
        else:
            ids.append(None)
            out.append(p)
    return out, ids


class Ratings:
    def __init__(
        self,
        client: Any,
        *,
        max_players: int = 1_000_000,
        grace_seconds: float = 60.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = RatingStore(client)
        # told of every job applied (by a finishing request or a sweep): the webhooks'
        # `rating.updated` (service/sessions/service.py sets it)
        self.on_settled: Callable[[dict[str, Any], list[dict[str, Any]]], None] | None = None
        self.max_players = max_players
        self.grace = grace_seconds
        self.clock = clock

    def _call(self, fn: Any, *args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except StoreUnavailable as exc:
            raise Unavailable("the ratings store is unavailable; retry shortly") from exc

    # ------------------------------------------------------------------ creation

    def seat(
        self, client: Client, rated: Any, ids: list[str | None], kinds: list[str | None],
        open_seats: list[int], count: int, allow_bots: bool = False,
    ) -> dict[str, Any]:
        """What a session's meta records of its players and rating (`player_ids`, `rated`);
        refuses what may not be rated, registers the ids (the tenant's quota)."""
        if rated is not None and not isinstance(rated, bool):
            raise BadRequest("rated must be true or false", code="request.invalid")
        if not ids and not rated:
            return {}
        if client.anonymous or client.tenant is None:
            raise Unauthorized(
                "player ids and rated sessions need an API key: X-API-Key: <key>",
                code="auth.api_key_required",
            )
        # schema-valid seat lists the rules of rating refuse: 422 (docs/contract.md)
        present = [p for p in ids if p is not None]
        if present and open_seats and not rated:
            # open seats are renumbered when the admin starts early; joiners have no ids
            raise Unprocessable(
                "player ids are for sessions without open seats", code="players.invalid"
            )
        if len(set(present)) != len(present):
            raise Unprocessable(
                "a player may sit at one seat only", code="players.duplicate_player"
            )
        if rated:
            if open_seats:
                raise Unprocessable(
                    "a rated session has no open seats (every player is known at creation)",
                    code="rating.open_seats",
                )
            if any(kinds) and not allow_bots:
                raise Unprocessable(
                    "this tenant does not rate bot seats", code="rating.bot_seats"
                )
            if len(present) != count:
                raise Unprocessable(
                    "every seat of a rated session needs a player id", code="rating.players"
                )
        if present and not self._call(
            self.store.register, client.scope, present, self.max_players
        ):
            raise QuotaExceeded(
                f"this tenant already has {self.max_players} players, its quota",
                code="quota.players",
                limit=self.max_players,
            )
        out: dict[str, Any] = {"player_ids": ids or [None] * count}
        if rated:
            out["rated"] = True
        return out

    # ------------------------------------------------------------------ finishing

    @staticmethod
    def job(
        meta: dict[str, Any], game: str, sid: str, version: int, at: float, outcome: Any
    ) -> dict[str, Any] | None:
        """The rating job of a rated session that finishes now with `outcome`, else None (not
        rated, or abandoned: no ranking)."""
        if not meta.get("rated") or not outcome.ranking:
            return None
        n = int(meta["players"])
        return {
            "scope": meta["scope"],
            "game": game,
            "session": sid,
            "version": version,
            "at": at,
            "players": list(meta["player_ids"]),
            "teams": model.teams_of(game, meta.get("options") or {}, n),
            "places": model.places(outcome.ranking, n),
            "winners": sorted(outcome.winners),
        }

    def intend(self, sid: str) -> None:
        self._call(self.store.intend, sid, self.clock())

    def settle(self, job: dict[str, Any]) -> list[dict[str, Any]] | None:
        """Apply a job (idempotently) and clear it: the rating changes, or None when it was
        applied before. StoreUnavailable passes through (the sweep retries)."""
        changes = self._apply(job)
        self.store.done(job["session"])
        if changes is not None and self.on_settled is not None:
            try:
                self.on_settled(job, changes)
            except Exception:  # noqa: BLE001 - the rating stands whatever a listener does
                log.warning("ratings: a listener failed for %s", job["session"], exc_info=True)
        return changes

    def _apply(self, job: dict[str, Any]) -> list[dict[str, Any]] | None:
        scope, game, sid = job["scope"], job["game"], job["session"]
        players: list[str] = job["players"]
        for _ in range(CONFLICT_TRIES):
            current = self.store.read(scope, game, players)
            docs, members, entries, changes = step(job, current)
            status = self.store.apply(
                scope, game, sid, job, players, [n for n, _ in current], docs, members, entries
            )
            if status == "ok":
                return changes
            if status == "dup":
                return None
        raise StoreUnavailable("ratings kept changing under this game; the sweep will retry")

    def sweep(self, limit: int = 100) -> int:
        """Settle the pending jobs older than the grace period; returns how many were looked
        at. Failures are logged (the next sweep tries again)."""
        due = self.store.due(self.clock() - self.grace, limit)
        for sid in due:
            try:
                job = self.store.job(sid)
                if job is None:
                    self.store.done(sid)  # settled already, or the finish never happened
                else:
                    self.settle(job)
            except StoreUnavailable:
                log.warning("ratings: session %s could not be settled; retrying later", sid)
                break
        return len(due)

    def start_sweeper(self, every: float | None = None) -> threading.Thread:
        """A daemon thread that sweeps every `every` seconds (default: the grace period), so
        that a job left pending is applied even when no rated game finishes and no worker
        starts for a while (service/wsgi.py starts one per worker). `stop_sweeper` ends it."""
        interval = max(0.01, every if every is not None else self.grace)
        self._stop = threading.Event()
        stop = self._stop

        def run() -> None:
            while not stop.wait(interval * random.uniform(0.8, 1.2)):
                try:
                    self.sweep()
                except Exception:  # noqa: BLE001 - the next round tries again
                    log.warning("ratings: a sweep failed; retrying later", exc_info=True)

        thread = threading.Thread(target=run, name="ratings-sweeper", daemon=True)
        thread.start()
        return thread

    def stop_sweeper(self) -> None:
        stop = getattr(self, "_stop", None)
        if stop is not None:
            stop.set()

    # ------------------------------------------------------------------ reads

    def _scope(self, client: Client) -> str:
        if client.anonymous or client.tenant is None:
            raise Unauthorized(
                "players and leaderboards need an API key: X-API-Key: <key>",
                code="auth.api_key_required",
            )
        return client.scope

    def _player(self, client: Client, player: str) -> tuple[str, str]:
        scope = self._scope(client)
        if not isinstance(player, str) or not PLAYER_RE.fullmatch(player) or not self._call(
            self.store.known, scope, player
        ):
            raise NotFound(f"no player {player!r}", code="player.not_found")
        return scope, player

    @staticmethod
    def _game(game: Any) -> str:
        if not isinstance(game, str) or get_game(game) is None:
            raise NotFound(f"no game {game!r}; see GET /v1/games", code="game.not_found")
        return game

    @staticmethod
    def _view(game: str, n: int, doc: dict[str, Any]) -> dict[str, Any]:
        return {
            "game": game,
            "rating": doc["rating"],
            "mu": doc["mu"],
            "deviation": doc["sigma"],
            "games": n,
            "wins": doc["wins"],
            "places": doc["places"],
            "provisional": n < model.spec(game).provisional_games,
            "updated": doc["updated"],
        }

    def player(self, client: Client, player: str) -> dict[str, Any]:
        scope, player = self._player(client, player)
        games = sorted(registry())
        ratings = []
        for game in games:
            ((n, doc),) = self._call(self.store.read, scope, game, [player])
            if doc is not None:
                ratings.append(self._view(game, n, doc))
        return {"id": player, "ratings": ratings}

    def history(
        self, client: Client, player: str, game: Any, limit: int, cursor: str | None
    ) -> dict[str, Any]:
        scope, player = self._player(client, player)
        game = self._game(game)
        start = _page_args(limit, cursor)
        rows = self._call(self.store.history, scope, game, player, start, limit + 1)
        more = len(rows) > limit
        return {
            "player": player,
            "game": game,
            "entries": rows[:limit],
            "next_cursor": str(start + limit) if more else None,
        }

    def leaderboard(
        self, client: Client, game: Any, limit: int, cursor: str | None
    ) -> dict[str, Any]:
        scope = self._scope(client)
        game = self._game(game)
        after: str | None = None
        if cursor is not None:
            after = _decode_cursor(cursor)
        _page_args(limit, None)
        members = self._call(self.store.board_page, scope, game, after, limit + 1)
        more = len(members) > limit
        members = members[:limit]
        players = [member_player(m) for m in members]
        first = self._call(self.store.board_position, scope, game, members[0]) if members else 0
        rows = self._call(self.store.read, scope, game, players) if players else []
        entries = [
            {"position": first + i + 1, "player": p, **self._view(game, n, doc or {})}
            for i, (p, (n, doc)) in enumerate(zip(players, rows, strict=True))
            if doc is not None
        ]
        for e in entries:
            e.pop("game", None)
        return {
            "game": game,
            "total": self._call(self.store.board_size, scope, game),
            "entries": entries,
            "next_cursor": _encode_cursor(members[-1]) if more and members else None,
        }


def step(
    job: dict[str, Any], current: list[tuple[int, dict[str, Any] | None]]
) -> tuple[list[dict[str, Any]], list[str], list[dict[str, Any]], list[dict[str, Any]]]:
    """One rated game: from each seat's (games, doc) before it, the new docs, leaderboard
    members, history entries and the changes (pure: the incremental path and rebuild.py)."""
    game = job["game"]
    before = [
        model.Rating(d["mu"], d["sigma"]) if d else model.initial(game) for _, d in current
    ]
    after = model.rate(game, before, job["teams"], job["places"])
    docs, members, entries, changes = [], [], [], []
    for seat, (p, (n, doc), old, new) in enumerate(
        zip(job["players"], current, before, after, strict=True)
    ):
        place = job["places"][seat]
        counts = list((doc or {}).get("places", []))
        counts += [0] * (place - len(counts))
        counts[place - 1] += 1
        docs.append({
            "mu": new.mu,
            "sigma": new.sigma,
            "rating": new.display,
            "games": n + 1,
            "wins": (doc or {}).get("wins", 0) + (seat in job["winners"]),
            "places": counts,
            "updated": job["at"],
        })
        members.append(board_member(new.display, p))
        change = {
            "player": p,
            "seat": seat,
            "place": place,
            "rating_before": old.display,
            "rating": new.display,
            "delta": new.display - old.display,
            "mu": new.mu,
            "deviation": new.sigma,
            "games": n + 1,
        }
        changes.append(change)
        entries.append({"session": job["session"], "version": job["version"], "at": job["at"],
                        **change})
    return docs, members, entries, changes


def _page_args(limit: Any, cursor: str | None) -> int:
    if not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
        raise BadRequest(f"limit must be 1–{MAX_PAGE}", code="request.invalid")
    if cursor is None:
        return 0
    if not cursor.isdigit() or len(cursor) > 6:
        raise BadRequest("cursor is not one this service gave", code="request.invalid")
    return int(cursor)


def _encode_cursor(member: str) -> str:
    return member.replace(":", "~", 1)


def _decode_cursor(cursor: str) -> str:
    key, sep, player = cursor.partition("~")
    if not sep or len(key) != 16 or not key.isdigit() or not PLAYER_RE.fullmatch(player):
        raise BadRequest("cursor is not one this service gave", code="request.invalid")
    return f"{key}:{player}"
