"""The greedy Palace bot: keep the strong cards (2, 10, A, K) face up, then shed the lowest
sets first, all copies of a rank at once, and spend 2s and 10s only when nothing else goes.

Works from a seat's view and its legal moves (their JSON encoding) only; the few fields it
reads go through the accessors below, so a renamed view or move field is a local change.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

Move = dict[str, Any]

_LADDER = {r: i for i, r in enumerate(("3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A"))}
# Strength for keeping: the ladder, then 2 (resets), 10 (burns), jokers (go on anything).
_SPECIAL = {"2": 11, "10": 12, "JK": 13}


# ------------------------------------------------------------------ accessors (view, moves)


def _rank(card: str) -> str:
    return card if card == "JK" else card[:-1]


def _cards(move: Move) -> list[str]:
    cards = move.get("cards")
    if cards is None:
        card = move.get("card")
        cards = [] if card is None else [card]
    return list(cards)


def _phase(view: dict[str, Any]) -> str:
    return str(view.get("phase"))


# ------------------------------------------------------------------ heuristics


def value(card: str) -> int:
    """How much a card is worth keeping: 3 lowest … A, then 2, 10, joker."""
    r = _rank(card)
    return _SPECIAL.get(r, _LADDER.get(r, 0))


def _play_key(move: Move) -> tuple[int, int]:
    cards = _cards(move)
    return (max(value(c) for c in cards), -len(cards))


def greedy(view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> tuple[Move, str]:
    by_type: dict[str, list[Move]] = {}
    for m in moves:
        by_type.setdefault(m["type"], []).append(m)
    if "swap" in by_type or "ready" in by_type:
        best = max(
            by_type.get("swap", []),
            key=lambda m: value(m["hand_card"]) - value(m["face_up_card"]),
            default=None,
        )
        if best is not None and value(best["hand_card"]) > value(best["face_up_card"]):
            return best, f"puts the stronger {best['hand_card']} face up for {best['face_up_card']}"
        if "ready" in by_type:
            return by_type["ready"][0], "the strongest cards are already face up"
    if "place" in by_type:
        best = max(by_type["place"], key=lambda m: sum(value(c) for c in _cards(m)))
        return best, "places the strongest cards face up"
    if "play" in by_type:
        best = min(by_type["play"], key=_play_key)
        cards = _cards(best)
        return best, f"sheds the lowest set ({' '.join(cards)}), keeping 2s and 10s for later"
    if "flip" in by_type:
        return by_type["flip"][0], "face-down cards are unknown: flips the first"
    if "pick_up" in by_type:
        best = min(by_type["pick_up"], key=lambda m: value(m.get("face_up_card") or "3C"))
        return best, "no card can be played: picks up the pile"
    return moves[0], "the first legal move"
