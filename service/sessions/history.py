"""The move log: replaying it (for /history, and to rebuild a lost snapshot) and the record a
caller may see. The log stores moves only; the engines are deterministic, so events are the
same on replay."""

from __future__ import annotations

from typing import Any

from ..errors import CorruptSession
from ..games.base import Game, RulesError, redact_event, seed_commitment
from ..store import SessionRecord
from . import seating


def replay(
    record: SessionRecord, game: Game, log: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], Any, list[dict[str, Any]]]]:
    """Each log entry with its parsed move and its events, replayed from setup. A
    session-level entry (a join, a resignation, ...) comes with its move as stored and no
    events."""
    meta = record.meta
    out: list[tuple[dict[str, Any], Any, list[dict[str, Any]]]] = []
    try:
        state = game.setup(meta["players"], meta["options"], meta["seed"])
        for entry in log:
            if seating.is_session_entry(entry["move"]):
                out.append((entry, entry["move"], []))
                continue
            move = game.parse_move(entry["move"])
            state, events = game.apply(state, entry["seat"], move)
            out.append((entry, move, events))
    except (RulesError, KeyError, TypeError) as exc:
        raise CorruptSession(f"session {record.id}: its move log does not replay") from exc
    return out


def final_state(record: SessionRecord, game: Game, log: list[dict[str, Any]]) -> Any:
    """The state after every move of the log (a snapshot rebuilt)."""
    if len(log) != record.version:
        raise CorruptSession(
            f"session {record.id} cannot be rebuilt: its log has {len(log)} moves "
            f"but its version is {record.version}"
        )
    meta = record.meta
    try:
        state = game.setup(meta["players"], meta["options"], meta["seed"])
        for entry in log:
            if seating.is_session_entry(entry["move"]):
                continue
            state, _ = game.apply(state, entry["seat"], game.parse_move(entry["move"]))
    except (RulesError, KeyError, TypeError) as exc:
        raise CorruptSession(f"session {record.id} cannot be rebuilt from its log") from exc
    return state


def commitment(meta: dict[str, Any]) -> str:
    """The session's published seed commitment (sessions made before salts: unsalted)."""
    return seed_commitment(meta["seed"], meta.get("salt"))


def record_for(
    record: SessionRecord, game: Game, state: Any, log: list[dict[str, Any]], viewer: int | None
) -> dict[str, Any]:
    """The history as `viewer` (a seat or None) may see it. Once the game is over the seed and
    its salt are public, so anyone can check the commitment and replay every deal; secret
    moves (exchanges, hidden bids) are then shown too."""
    meta = record.meta
    status = seating.status(meta, game.outcome(state).finished)
    finished = status == "finished"
    bots = meta.get("bots") or []
    entries = []
    for entry, move, events in replay(record, game, log[: record.version]):
        if seating.is_session_entry(move):
            entries.append(seating.history_entry(entry))
            continue
        item = {
            "version": entry["v"],
            "type": "move",
            "seat": entry["seat"],
            "move": game.encode_move(move)
            if finished
            else game.public_move(move, entry["seat"], viewer),
            "events": [redact_event(e, viewer) for e in events],
            "at": entry["at"],
        }
        if entry["seat"] < len(bots) and bots[entry["seat"]]:
            item["bot"] = bots[entry["seat"]]  # a bot seat's move
        entries.append(item)
    return {
        "id": record.id,
        "game": game.id,
        "rules_version": meta.get("rules_version"),
        "players": meta["players"],
        "options": meta["options"],
        "seed_commitment": commitment(meta),
        "seed": meta["seed"] if finished else None,
        "seed_salt": meta.get("salt") if finished else None,
        "status": status,
        "version": record.version,
        "entries": entries,
    }
