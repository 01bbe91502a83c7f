"""What a seat (or a spectator) sees of a Palace state: a whitelist (docs/rules/palace.md)."""

from __future__ import annotations

from typing import Any

from .rules import effective_top
from .state import State


def view(state: State, viewer: int | None, to_act: list[int]) -> dict[str, Any]:
    seats = []
    for s, p in enumerate(state.players):
        entry: dict[str, Any] = {
            "seat": s,
            "hand_count": len(p.hand),
            # Hand cards every player saw enter this hand (pick-ups, failed flips, swaps).
            "known_hand": list(p.shown),
            "face_up": list(p.face_up),
            "face_down_count": len(p.face_down),
            "ready": p.ready,
            "finished_position": state.finish_order.index(s) + 1
            if s in state.finish_order
            else None,
        }
        if s == viewer:
            entry["hand"] = list(p.hand)
            del entry["known_hand"]
        seats.append(entry)
    return {
        "game": "palace",
        "players": len(state.players),
        "viewer": viewer,
        "options": state.config.to_options(),
        "phase": state.phase,
        "to_act": to_act,
        "current": state.current if state.phase == "play" else None,
        "pending_again": state.pending_again,
        "seats": seats,
        "stock_count": len(state.stock),
        "pile": [{"card": c, "seat": s} for c, s in state.pile],
        "effective_top": effective_top(state),
        "burned": list(state.burned),
        "finish_order": list(state.finish_order),
        "loser": state.loser,
        "turns": state.turns,
        "starter": state.starter,
        "lead_rank": state.lead_rank,
        "end_reason": state.end_reason,
    }
