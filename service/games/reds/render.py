"""A picture of a Reds view (GET /v1/sessions/{id}/view.svg): drawn from the view only.

The round and its trump/anti-trump, each seat's hand count, bid, tricks won and total, the
trick on the table (and the last one taken), the turned cards, and the viewer's hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards_svg import SUIT_WORDS, Sheet, hand, hand_counts, outcome_line, seat_name, turn_line
from ..cards_svg import standard_face as face


def render_view(view: dict[str, Any], names: Sequence[str] | None = None) -> str:
    viewer = view.get("viewer")
    sheet = Sheet("reds", "Reds · " + turn_line(view, names))
    anti = view.get("anti_trump")
    sheet.line(
        f"Round {view.get('round')} of {view.get('rounds_scheduled')} ({view.get('label', '')})"
        f" · trump {SUIT_WORDS['D']}"
        + (f" · anti-trump {SUIT_WORDS.get(anti, anti)}" if anti else "")
        + (
            f" · dealer {seat_name(view['dealer'], names, None)}"
            if view.get("dealer") is not None
            else ""
        ),
        colour="#222",
    )
    exchange = view.get("exchange") or {}
    if exchange.get("count"):
        sheet.line(f"Exchange: {exchange['count']} card(s) to the {exchange.get('direction')}")
    counts = hand_counts(view)
    bids = view.get("bids") or []
    won = view.get("tricks_won") or []
    totals = view.get("totals") or []
    for s in range(int(view.get("players") or 0)):
        bid = bids[s] if s < len(bids) else None
        has_bid = (view.get("has_bid") or [False] * (s + 1))[s]
        bid_text = str(bid) if bid is not None else ("hidden" if has_bid else "—")
        sheet.line(
            f"{seat_name(s, names, viewer)}: {counts[s] if s < len(counts) else 0} cards · "
            f"bid {bid_text} · tricks {won[s] if s < len(won) else 0} · "
            f"total {totals[s] if s < len(totals) else 0}"
            + (" · to play" if view.get("current") == s else ""),
            cls="seat",
            colour="#222",
        )
    if view.get("turned"):
        sheet.cards("Turned up", view["turned"], face, cls="turned")
    trick = view.get("trick") or []
    sheet.cards(
        "Trick on the table: "
        + (", ".join(f"{seat_name(e['seat'], names, viewer)} {e['card']}" for e in trick) or "—"),
        [e["card"] for e in trick],
        face,
        cls="trick",
        empty="no card led yet",
    )
    tricks = view.get("tricks") or []
    if tricks:
        last = tricks[-1]
        sheet.cards(
            f"Last trick, won by {seat_name(last['winner'], names, viewer)}",
            [e["card"] for e in last.get("cards") or []],
            face,
            cls="last-trick",
        )
    mine = hand(view)
    if mine is not None:
        sheet.rule()
        sheet.cards("Your hand", mine, face, cls="hand", empty="no cards in hand")
        selected = exchange.get("selected")
        if selected:
            sheet.cards("Chosen to pass", selected, face, cls="selected")
    return sheet.render(outcome_line(view.get("outcome"), names))
