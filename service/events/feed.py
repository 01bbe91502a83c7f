"""What a reader of a session's events receives, computed from the move log.

The log keeps moves only; the engines are deterministic, so replaying the moves gives every
event again (as /history does). One applied move becomes one *move event*, the history entry
of that move as that reader may see it (`redact_event`, `public_move`: the same redaction as
/history); the end of the game becomes one *outcome event*. A `Feed` follows one session
forward: it holds the engine state at its version and turns new log entries into raw
(unredacted) moves, which `entry_for` then redacts per reader. A move event delivered live
also carries `request_id`, the id of the request that made it (the save's pub/sub message
says it; an event read back from the log only, e.g. on resume, has none).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import orjson

from ..errors import CorruptSession
from ..games.base import Game, RulesError, redact_event
from ..sessions import seating
from ..store import SessionRecord

#: session-level entries after which the session's meta has changed in a way a feed must
#: read again: a start (seats renumbered, the game set up again), or an early end
RESYNC = frozenset({"start", "resign", "abandon", "timeout"})


@dataclass(frozen=True)
class Applied:
    """One applied move, unredacted: its log entry, parsed move and engine events."""

    version: int
    seat: int
    move: Any
    events: list[dict[str, Any]]
    at: Any


def entry_for(
    game: Game, applied: Applied, viewer: int | None, meta: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The move event for `viewer` (a seat, or None for spectators and the admin): the
    entry /history shows for that move, or for a session-level entry (a join, a start, a
    resignation, ...)."""
    if seating.is_session_entry(applied.move):
        return seating.history_entry(
            {"v": applied.version, "seat": applied.seat, "move": applied.move, "at": applied.at}
        )
    item = {
        "version": applied.version,
        "type": "move",
        "seat": applied.seat,
        "move": game.public_move(applied.move, applied.seat, viewer),
        "events": [redact_event(e, viewer) for e in applied.events],
        "at": applied.at,
    }
    bots = (meta or {}).get("bots") or []
    if applied.seat < len(bots) and bots[applied.seat]:
        item["bot"] = bots[applied.seat]  # a bot seat's move
    return item


def outcome_for(
    game: Game, state: Any, version: int, meta: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """The outcome event once the game is over (by its rules, or ended early: `meta`'s end
    record), else None."""
    outcome = seating.outcome(meta or {}, game, state)
    if not outcome.finished:
        return None
    return {"game": game.id, "version": version, "status": "finished",
            "outcome": outcome.to_json()}


def sse(kind: str, data: dict[str, Any], event_id: int | None = None) -> bytes:
    """One Server-Sent Event (the JSON data on one line)."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {kind}\n".encode() + b"data: " + orjson.dumps(data) + b"\n\n"


@dataclass
class Feed:
    """A session followed forward from a version (in one process): `advance` applies the log
    entries after it. `recent` keeps the last moves, for readers that joined a little late."""

    sid: str
    game: Game
    meta: dict[str, Any]
    state: Any
    version: int
    recent: list[Applied] = field(default_factory=list)
    keep: int = 256
    resync: bool = False  # a session entry changed the meta: reread it (`reread`)
    # version → the id of the request that saved it, learned from the save's message (the
    # move events of a stream carry it as `request_id`); as many as `recent` keeps
    request_ids: dict[int, str] = field(default_factory=dict)

    def caused_by(self, version: int, request_id: str) -> None:
        self.request_ids[version] = request_id
        while len(self.request_ids) > self.keep:  # versions come in order: drop the oldest
            del self.request_ids[next(iter(self.request_ids))]

    @classmethod
    def start(cls, record: SessionRecord, game: Game, log: list[dict[str, Any]]) -> tuple[
        Feed, list[Applied]
    ]:
        """A feed at the end of `log` (the whole log), and every move of it."""
        meta = record.meta
        try:
            state = game.setup(meta["players"], meta["options"], meta["seed"])
        except (RulesError, KeyError, TypeError) as exc:
            raise CorruptSession(f"session {record.id}: cannot be set up again") from exc
        feed = cls(record.id, game, meta, state, 0)
        applied = feed.advance(log)
        feed.resync = False  # `meta` is already the meta after these entries
        return feed, applied

    def advance(self, entries: list[dict[str, Any]]) -> list[Applied]:
        """Apply the log entries that follow this feed's version (earlier ones are skipped;
        a gap raises CorruptSession)."""
        out: list[Applied] = []
        for entry in entries:
            v = entry.get("v")
            if not isinstance(v, int) or v <= self.version:
                continue
            if v != self.version + 1:
                raise CorruptSession(f"session {self.sid}: its move log skips a version")
            raw = entry.get("move")
            # a join, a start, an early end: no game move
            if isinstance(raw, dict) and seating.is_session_entry(raw):
                self.version = v
                out.append(Applied(v, entry.get("seat", -1), raw, [], entry.get("at")))
                if raw.get(seating.SESSION) in RESYNC:
                    self.resync = True
                continue
            try:
                move = self.game.parse_move(entry["move"])
                self.state, events = self.game.apply(self.state, entry["seat"], move)
            except (RulesError, KeyError, TypeError) as exc:
                raise CorruptSession(f"session {self.sid}: its move log does not replay") from exc
            self.version = v
            out.append(Applied(v, entry["seat"], move, events, entry.get("at")))
        self.recent.extend(out)
        if len(self.recent) > self.keep:
            del self.recent[: len(self.recent) - self.keep]
        return out

    def since(self, version: int) -> list[Applied] | None:
        """The moves after `version` up to this feed's, or None when no longer kept."""
        if version >= self.version:
            return []
        if not self.recent or self.recent[0].version > version + 1:
            return None
        return [a for a in self.recent if a.version > version]

    def outcome(self) -> dict[str, Any] | None:
        return outcome_for(self.game, self.state, self.version, self.meta)

    def reread(self, record: SessionRecord) -> None:
        """The session's meta again, after a start or an early end (`resync`); a start set the
        game up again for the seats that stayed (no game move comes before it)."""
        started = self.meta.get("phase") == "waiting" and record.meta.get("phase") != "waiting"
        self.meta = record.meta
        if started and not any(not seating.is_session_entry(a.move) for a in self.recent):
            meta = record.meta
            self.state = self.game.setup(meta["players"], meta["options"], meta["seed"])
        self.resync = False

