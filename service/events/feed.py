"""What a reader of a session's events receives, computed from the move log.

The log keeps moves only; the engines are deterministic, so replaying the moves gives every
event again (as /history does). One applied move becomes one *move event*, the history entry
of that move as that reader may see it (`redact_event`, `public_move`: the same redaction as
/history); the end of the game becomes one *outcome event*. A `Feed` follows one session
forward: it holds the engine state at its version and turns new log entries into raw
(unredacted) moves, which `entry_for` then redacts per reader.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import orjson

from ..errors import CorruptSession
from ..games.base import Game, RulesError, redact_event
from ..store import SessionRecord


@dataclass(frozen=True)
class Applied:
    """One applied move, unredacted: its log entry, parsed move and engine events."""

    version: int
    seat: int
    move: Any
    events: list[dict[str, Any]]
    at: Any


def entry_for(game: Game, applied: Applied, viewer: int | None) -> dict[str, Any]:
    """The move event for `viewer` (a seat, or None for spectators and the admin)."""
    return {
        "version": applied.version,
        "seat": applied.seat,
        "move": game.public_move(applied.move, applied.seat, viewer),
        "events": [redact_event(e, viewer) for e in applied.events],
        "at": applied.at,
    }


def outcome_for(game: Game, state: Any, version: int) -> dict[str, Any] | None:
    """The outcome event once the game is over, else None."""
    outcome = game.outcome(state)
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
        return outcome_for(self.game, self.state, self.version)

