"""Event bodies: public data only.

Everything here is what a spectator (no seat token) may see: events redacted with
`redact_event(event, None)`, moves in their public form (`public_move(move, seat, None)`:
secret exchanges and hidden bids stay hidden), the outcome and scores (public on the score
endpoint). No view of any seat, never the state.

Body: {id, type, created, session, game, version, data, request_id}: `request_id` is the
`X-Request-Id` of the request that caused the event (absent when none did). The event id
derives from (session, version, type): the same event always has the same id, on every retry
and for every endpoint, so receivers de-duplicate on it.
"""

from __future__ import annotations

import hashlib
import time
from typing import Any

import orjson

from .. import logs
from ..games.base import Game, redact_event


def event_id(sid: str, version: int, event_type: str) -> str:
    return "evt_" + hashlib.sha256(f"{sid}:{version}:{event_type}".encode()).hexdigest()[:32]


def body(event_type: str, sid: str, game: str, version: int, data: dict[str, Any]) -> bytes:
    out: dict[str, Any] = {
        "id": event_id(sid, version, event_type),
        "type": event_type,
        "created": int(time.time()),
        "session": sid,
        "game": game,
        "version": version,
        "data": data,
    }
    rid = logs.request_id()
    if rid is not None:  # the request that caused the event (its X-Request-Id)
        out["request_id"] = rid
    return orjson.dumps(out)


def players(meta: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"seat": i, "name": n} for i, n in enumerate(meta.get("names", []))]


def session_created(
    meta: dict[str, Any], game: Game, state: Any, commitment: str
) -> dict[str, Any]:
    return {
        "players": players(meta),
        "options": meta.get("options", {}),
        "seed_commitment": commitment,
        "status": "finished" if game.outcome(state).finished else "active",
        "to_act": sorted(game.to_act(state)),
    }


def move_applied(
    game: Game, seat: int, move: Any, events: list[Any], state: Any, finished: bool,
    to_act: list[int],
) -> dict[str, Any]:
    return {
        "seat": seat,
        "move": game.public_move(move, seat, None),
        "events": [redact_event(e, None) for e in events],
        "status": "finished" if finished else "active",
        "to_act": to_act,
    }


def game_finished(
    meta: dict[str, Any], game: Game, state: Any, outcome: dict[str, Any] | None = None
) -> dict[str, Any]:
    """`outcome`: how the session ended when it ended early (resign, timeout, abandon);
    else the game's own."""
    return {
        "players": players(meta),
        "outcome": outcome if outcome is not None else game.outcome(state).to_json(),
        "scores": game.scores(state),
    }
