"""A picture of a Dragons Wild view (GET /v1/sessions/{id}/view.svg): drawn from the view only.

Cards show their number and their suit's label (the `suit_labels` option) in the suit's
colour; a Dragon (wild) is a purple star. The table shows the melds by owner, the discard
pile's top, the deck and hand counts, totals, and the viewer's hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..cards_svg import (
    Face,
    Sheet,
    hand,
    hand_counts,
    known_hands,
    outcome_line,
    seat_name,
    turn_line,
)

SUIT_COLOURS = (
    "#1565c0",
    "#2e7d32",
    "#c62828",
    "#6d4c41",
    "#00838f",
    "#ad1457",
    "#ef6c00",
    "#455a64",
)
LETTERS = "ABCDEFGH"
DISCARD_SHOWN = 6


def face_for(view: dict[str, Any]) -> Callable[[str], Face]:
    labels = {s.get("letter"): s.get("label") or s.get("letter") for s in view.get("suits") or []}
    first = {k: v[:3] for k, v in labels.items()}
    clash = [k for k in first if list(first.values()).count(first[k]) > 1]
    short = {k: (v[0] + v[-1] if k in clash else first[k]) for k, v in labels.items()}

    def face(code: str) -> Face:
        if code.startswith("W"):
            return Face("W", "\u2605", "#6a1b9a", "a Dragon (wild)")
        letter, number = code[0], code[1:]
        label = labels.get(letter) or letter
        colour = SUIT_COLOURS[LETTERS.index(letter)] if letter in LETTERS else "#222"
        return Face(number, short.get(letter, letter), colour, f"{number} of {label}")

    return face


def render_view(view: dict[str, Any], names: Sequence[str] | None = None) -> str:
    viewer = view.get("viewer")
    face = face_for(view)
    sheet = Sheet("dragons_wild", "Dragons Wild · " + turn_line(view, names))
    sheet.line(
        f"Hand {int(view.get('hand_no') or 0) + 1} · round {view.get('round')} (a card laid scores "
        f"{view.get('rate')}) · deck {view.get('deck_count', 0)}"
        + (
            f" · dealer {seat_name(view['dealer'], names, None)}"
            if view.get("dealer") is not None
            else ""
        ),
        colour="#222",
    )
    counts = hand_counts(view)
    known = known_hands(view)
    totals = view.get("totals") or []
    melds = view.get("melds") or []
    for s in range(int(view.get("players") or 0)):
        sheet.heading(
            f"{seat_name(s, names, viewer)} · {counts[s] if s < len(counts) else 0} in hand · "
            f"total {totals[s] if s < len(totals) else 0}"
            + (" · to play" if view.get("current") == s else "")
        )
        if s != viewer and s < len(known) and known[s]:
            sheet.cards("Known in hand (taken from the discard pile)", known[s], face, cls="known")
        for m in melds:
            if m.get("seat", m.get("owner")) == s:
                what = (
                    f"set of {m.get('number')}s"
                    if m.get("kind") == "set"
                    else f"run of {m.get('suit_label', '')} {m.get('lo')}–{m.get('hi')}"
                )
                sheet.cards(f"Meld #{m.get('id')}: {what}", m.get("cards") or [], face, cls="meld")
    sheet.rule()
    discard = list(view.get("discard") or [])
    shown = discard[-DISCARD_SHOWN:]
    sheet.cards(
        f"Discard pile: {len(discard)} cards" + (" (top shown last)" if shown else ""),
        shown,
        face,
        cls="discard",
        marked=len(shown) - 1 if shown else None,
        empty="the discard pile is empty",
    )
    if view.get("last_table") and not melds:
        sheet.cards("Last hand's table", view["last_table"], face, cls="last-table")
    mine = hand(view)
    if mine is not None:
        sheet.rule()
        if view.get("taken"):
            sheet.cards("Just taken", [view["taken"]], face, cls="taken")
        sheet.cards("Your hand", mine, face, cls="hand", empty="no cards in hand")
    return sheet.render(outcome_line(view.get("outcome"), names))
