"""Shared drawing for the card games' pictures (SVG by string building, pure stdlib).

A picture is drawn from a seat's *view* (never from the full state), so it can only show
what that seat may see. `Sheet` lays out a picture top to bottom: a status line, text lines
and rows of cards. A card face is a `<g class="card" data-card="7H">` with a `<title>` that
says the card in words (screen readers and tooltips); a face-down card is a
`<g class="card back">` with no code. Each game's `render.py` decides what goes where and
how its codes read (`Face`); the standard 52-card faces are `standard_face`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape, quoteattr

CARD_W = 46.0
CARD_H = 66.0
GAP = 6.0
MARGIN = 16.0
FONT = 'font-family="sans-serif"'
INK = "#222"
MUTED = "#555"
FELT = "#1f5f3f"
PAPER = "#fdfcf7"
HIGHLIGHT = "#f2a900"


@dataclass(frozen=True)
class Face:
    """How one card code is drawn: a corner label, a centre symbol, a colour, and words."""

    corner: str
    symbol: str
    colour: str
    words: str


SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_WORDS = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}


def standard_face(code: str) -> Face:
    """`7H` → 7♥ in red; `JK` → a joker."""
    if code == "JK":
        return Face("JK", "\u2605", "#6a1b9a", "joker")
    rank, suit = code[:-1], code[-1]
    colour = "#c62828" if suit in "DH" else INK
    return Face(
        rank, SUIT_SYMBOLS[suit], colour, f"{RANK_WORDS.get(rank, rank)} of {SUIT_WORDS[suit]}"
    )


def seat_name(seat: int, names: Sequence[str] | None, viewer: int | None) -> str:
    name = names[seat] if names and seat < len(names) and names[seat] else f"Seat {seat}"
    label = f"{name} (seat {seat})" if names and seat < len(names) and names[seat] else name
    return label + (" — you" if seat == viewer else "")


def outcome_line(outcome: dict[str, Any] | None, names: Sequence[str] | None) -> str | None:
    """The one outcome shape in words (None while the game runs)."""
    if not outcome:
        return None

    def who(seats: Sequence[int]) -> str:
        return ", ".join(seat_name(s, names, None) for s in seats)

    reason = outcome.get("reason")
    why = f" ({str(reason).replace('_', ' ')})" if reason else ""
    if outcome.get("draw"):
        return f"Game over: a draw{why}"
    parts = []
    if outcome.get("winners"):
        parts.append(f"won by {who(outcome['winners'])}")
    if outcome.get("losers"):
        parts.append(f"lost by {who(outcome['losers'])}")
    return "Game over: " + ("; ".join(parts) or "finished") + why


class Sheet:
    """A picture laid out top to bottom."""

    def __init__(self, game: str, title: str, width: float = 780.0) -> None:
        self.game = game
        self.width = width
        self.y = MARGIN
        self.parts: list[str] = []
        self.title = title
        self.heading(title, cls="status", size=18)

    # ------------------------------------------------------------------ text
    def heading(self, text: str, cls: str = "heading", size: float = 15) -> None:
        self.y += size + 4
        self.parts.append(
            f'<text class="{cls}" x="{MARGIN:.0f}" y="{self.y:.0f}" font-size="{size:.0f}" '
            f'font-weight="bold" {FONT} fill="{INK}">{escape(text)}</text>'
        )
        self.y += 6

    def line(self, text: str, cls: str = "note", colour: str = MUTED) -> None:
        self.y += 16
        self.parts.append(
            f'<text class="{cls}" x="{MARGIN:.0f}" y="{self.y:.0f}" font-size="13" {FONT} '
            f'fill="{colour}">{escape(text)}</text>'
        )
        self.y += 4

    def rule(self) -> None:
        self.y += 8
        self.parts.append(
            f'<line x1="{MARGIN:.0f}" y1="{self.y:.0f}" x2="{self.width - MARGIN:.0f}" '
            f'y2="{self.y:.0f}" stroke="#ccc"/>'
        )
        self.y += 4

    # ----------------------------------------------------------------- cards
    def cards(
        self,
        label: str,
        codes: Sequence[str],
        face: Callable[[str], Face],
        *,
        backs: int = 0,
        cls: str = "cards",
        marked: int | None = None,
        empty: str = "none",
    ) -> None:
        """A labelled row of faces (wrapping), then `backs` face-down cards. `marked`
        outlines one card (e.g. a pile's top)."""
        self.line(label, cls=f"{cls}-label", colour=INK)
        self.y += 4
        items: list[str | None] = [*codes, *([None] * backs)]
        if not items:
            self.line(empty)
            return
        per_row = max(1, int((self.width - 2 * MARGIN + GAP) // (CARD_W + GAP)))
        self.parts.append(f'<g class="{cls}">')
        for i, code in enumerate(items):
            x = MARGIN + (i % per_row) * (CARD_W + GAP)
            y = self.y + (i // per_row) * (CARD_H + GAP)
            if code is None:
                self.parts.append(_back(x, y))
            else:
                self.parts.append(_face(x, y, code, face(code), marked == i))
        self.parts.append("</g>")
        rows = (len(items) + per_row - 1) // per_row
        self.y += rows * (CARD_H + GAP)

    def render(self, outcome_text: str | None = None) -> str:
        if outcome_text:
            self.rule()
            self.heading(outcome_text, cls="outcome", size=16)
        height = self.y + MARGIN
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.width:.0f} '
            f'{height:.0f}" width="{self.width:.0f}" height="{height:.0f}" '
            f'class="view-picture" data-game={quoteattr(self.game)} role="img">'
            f"<title>{escape(self.title)}</title>"
            f'<rect width="{self.width:.0f}" height="{height:.0f}" fill="{PAPER}"/>'
            + "".join(self.parts)
            + "</svg>"
        )


def _face(x: float, y: float, code: str, f: Face, marked: bool) -> str:
    stroke, width = (HIGHLIGHT, 3) if marked else ("#888", 1)
    return (
        f'<g class="card" data-card={quoteattr(code)}><title>{escape(f.words)}</title>'
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W:.0f}" height="{CARD_H:.0f}" rx="5" '
        f'fill="#fff" stroke="{stroke}" stroke-width="{width}"/>'
        f'<text x="{x + 5:.0f}" y="{y + 17:.0f}" font-size="15" font-weight="bold" {FONT} '
        f'fill="{f.colour}">{escape(f.corner)}</text>'
        f'<text x="{x + CARD_W / 2:.0f}" y="{y + 50:.0f}" '
        f'font-size="{24 if len(f.symbol) == 1 else 15}" text-anchor="middle" '
        f'{FONT} fill="{f.colour}">{escape(f.symbol)}</text></g>'
    )


def _back(x: float, y: float) -> str:
    return (
        '<g class="card back"><title>a face-down card</title>'
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W:.0f}" height="{CARD_H:.0f}" rx="5" '
        f'fill="{FELT}" stroke="#888"/>'
        f'<rect x="{x + 5:.0f}" y="{y + 5:.0f}" width="{CARD_W - 10:.0f}" '
        f'height="{CARD_H - 10:.0f}" rx="3" fill="none" stroke="#9fc9b0" '
        'stroke-dasharray="3 3"/></g>'
    )


# ------------------------------------------------------------- the vocabulary
# The views' cross-game fields (docs/contract.md). Read through these so each game's
# drawing stays short.


def hand(view: dict[str, Any]) -> list[str] | None:
    """The viewer's cards (None for a spectator)."""
    value = view.get("hand")
    return list(value) if isinstance(value, list) else None


def hand_counts(view: dict[str, Any]) -> list[int]:
    """Per seat, how many cards it holds."""
    return [int(c) for c in view.get("hand_counts") or []]


def known_hands(view: dict[str, Any]) -> list[list[str]]:
    """Per seat, the hand cards everyone has seen (empty lists where a game has none)."""
    return [list(k or []) for k in view.get("known_hands") or []]


def turn_line(view: dict[str, Any], names: Sequence[str] | None) -> str:
    """The phase and who acts now."""
    viewer = view.get("viewer")
    phase = str(view.get("phase", "")).replace("_", " ")
    if view.get("outcome") or view.get("phase") == "finished":
        return "Finished"
    current = view.get("current")
    acting = view.get("to_act") or []
    if current is not None:
        who = "your turn" if current == viewer else f"{seat_name(current, names, None)} to play"
    elif acting:
        who = "waiting for " + ", ".join(
            "you" if s == viewer else seat_name(s, names, None) for s in acting
        )
    else:
        who = ""
    return f"Phase: {phase}" + (f" · {who}" if who else "")


PILE_SHOWN = 12  # the top cards of a discard pile that a picture shows


def pile(sheet: Sheet, view: dict[str, Any], counts: str) -> None:
    """The discard pile of Palace and Red Dragon: its top cards, the newest marked, with its
    size, the card to play on (`effective_top`) and the game's own `counts` in the label."""
    cards = [e["card"] for e in view.get("pile") or []]
    shown = cards[-PILE_SHOWN:]
    label = f"Pile: {len(cards)} cards" + (
        f" (top {len(shown)} shown)" if len(cards) > len(shown) else ""
    )
    if view.get("effective_top"):
        label += f" · play on {view['effective_top']}"
    sheet.cards(
        f"{label} · {counts}",
        shown,
        standard_face,
        cls="pile",
        marked=len(shown) - 1 if shown else None,
        empty="the pile is empty",
    )
