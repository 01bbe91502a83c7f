"""A picture of a Red Dragon view (GET /v1/sessions/{id}/view.svg): drawn from the view only.

Every seat shows its Opening cards face up, its Reserve and Chance cards face down (their
counts), its hand count and the hand cards everyone saw picked up; the viewer's own hand,
Reserve and (during setup) dealt cards are drawn as faces."""

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


def _own(view: dict[str, Any], key: str) -> list[str] | None:
    value = view.get(key)
    return list(value) if isinstance(value, list) else None


def render_view(view: dict[str, Any], names: Sequence[str] | None = None) -> str:
    viewer = view.get("viewer")
    direction = view.get("direction")
    title = "Red Dragon · " + turn_line(view, names)
    if direction:
        title += f" · play goes {'clockwise' if direction == 'cw' else 'anticlockwise'}"
    sheet = Sheet("red_dragon", title)
    counts = hand_counts(view)
    known = known_hands(view)
    for s, seat in enumerate(view.get("seats") or []):
        place = seat.get("finished_position")
        n = counts[s] if s < len(counts) else 0
        sheet.heading(
            f"{seat_name(s, names, viewer)} · {n} in hand · {seat.get('stage', '')}"
            + (f" · finished #{place}" if place else "")
            + (" · to play" if view.get("current") == s else "")
        )
        if s != viewer and s < len(known) and known[s]:
            sheet.cards("Known in hand (seen picked up)", known[s], face, cls="known")
        reserve = int(seat.get("reserve_count") or 0)
        chance = int(seat.get("chance_count") or 0)
        sheet.cards(
            f"Opening (face up) · Reserve {reserve} · Chance {chance} (face down)",
            seat.get("opening") or [],
            face,
            backs=(0 if s == viewer else reserve) + chance,
            cls="table",
        )
    sheet.rule()
    pile(sheet, view, f"burned {view.get('burned_count', 0)}")
    mine = hand(view)
    if mine is not None:
        sheet.rule()
        dealt = _own(view, "dealt")
        if dealt:
            sheet.cards("Dealt to you (choose your Reserve)", dealt, face, cls="dealt")
        own_reserve = _own(view, "reserve")
        if own_reserve:
            sheet.cards("Your Reserve (only you see it)", own_reserve, face, cls="reserve")
        sheet.cards("Your hand", mine, face, cls="hand", empty="no cards in hand")
    return sheet.render(outcome_line(view.get("outcome"), names))
