"""A picture of a Palace view (GET /v1/sessions/{id}/view.svg): drawn from the view only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards_svg import (
    Sheet,
    hand,
    hand_counts,
    known_hands,
    outcome_line,
    pile,
    seat_name,
    turn_line,
)
from ..cards_svg import standard_face as face


def render_view(view: dict[str, Any], names: Sequence[str] | None = None) -> str:
    viewer = view.get("viewer")
    sheet = Sheet("palace", "Palace · " + turn_line(view, names))
    counts = hand_counts(view)
    known = known_hands(view)
    for s, seat in enumerate(view.get("seats") or []):
        place = seat.get("finished_position")
        status = f"finished #{place}" if place else ("ready" if seat.get("ready") else "")
        n = counts[s] if s < len(counts) else 0
        sheet.heading(
            f"{seat_name(s, names, viewer)} · {n} in hand"
            + (f" · {status}" if status else "")
            + (" · to play" if view.get("current") == s else "")
        )
        if s != viewer and s < len(known) and known[s]:
            sheet.cards("Known in hand (seen picked up)", known[s], face, cls="known")
        sheet.cards(
            f"Face up, {seat.get('face_down_count', 0)} face down",
            seat.get("face_up") or [],
            face,
            backs=int(seat.get("face_down_count") or 0),
            cls="table",
        )
    sheet.rule()
    burned = len(view.get("burned") or [])
    pile(sheet, view, f"stock {view.get('stock_count', 0)} · burned {burned}")
    mine = hand(view)
    if mine is not None:
        sheet.rule()
        sheet.cards("Your hand", mine, face, cls="hand", empty="no cards in hand")
    return sheet.render(outcome_line(view.get("outcome"), names))
