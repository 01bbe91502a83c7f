"""The greedy Red Dragon bot: keep 2s, 10s, Jokers and high cards in Reserve, shed the
weakest sets first (four or more at once when it can: a burn and an extra go), spend
Reserve 2s and 10s only when neither a weaker Reserve card nor a Chance card will do.

Works from a seat's view and its legal moves (their JSON encoding) only; the fields it
reads go through the accessors below, so a renamed view or move field is a local change.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..cards import RANKS, standard_deck

Move = dict[str, Any]

# How much a card is worth keeping: a 3 goes on almost nothing, an A on little less than
# everything; 2, 10 and Jokers go on anything.
_ORDER = ("3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A", "2", "10", "JK")
_VALUE = {r: i for i, r in enumerate(_ORDER)}
_SPECIAL = {"2", "10", "JK"}
# A Chance Joker's declaration: the rank hardest to follow first.
# Take a Chance card before a plain Reserve card when at least this share of the unseen
# cards would go on the pile (measured with `make bots`).
CHANCE_FIRST = 0.7
_DECLARE = ("A", "K", "Q", "J", "10", "2", "9", "8", "7", "6", "5", "4", "3")


# ------------------------------------------------------------------ accessors (moves)


def _rank(card: str) -> str:
    return card if card == "JK" else card[:-1]


def _cards(move: Move) -> list[str]:
    """Every card a move puts down, wherever it comes from (hand, Opening, Reserve)."""
    out: list[str] = []
    for key in ("cards", "hand", "opening"):
        out.extend(move.get(key) or ())
    if move.get("card"):
        out.append(move["card"])
    return out


def _named_reserve(move: Move) -> str | None:
    """The Reserve card a pick-up names (or None)."""
    named = move.get("reserve") or move.get("cards")
    if isinstance(named, list):
        return str(named[0]) if named else None
    return None if named is None else str(named)


def _declared(move: Move) -> str | None:
    return move.get("as") or move.get("rank")


# ------------------------------------------------------------------ heuristics


def _on(top: str | None, played: str) -> bool:
    """Whether a card of rank `played` may go on `top` (the rules' table, §3)."""
    if top is None or played in ("2", "10", "JK") or top in ("2", "10"):
        return True
    order = RANKS.index
    if top == "9":
        return order(played) <= order("9")
    return order(played) >= order(top)


def chance_odds(view: dict[str, Any]) -> float:
    """The chance that a Chance card (drawn from the cards this seat has not seen) may go
    on the pile: the unseen cards are the deck less the seat's hand and Reserve, every
    Opening card, the pile and the cards known to be in the others' hands."""
    opts = view.get("options") or {}
    unseen = Counter(
        standard_deck(int(opts.get("decks") or 1), int(opts.get("jokers_per_deck") or 0))
    )
    seen: list[str] = list(view.get("hand") or []) + list(view.get("reserve") or [])
    for s in view.get("seats") or []:
        seen.extend(s.get("opening") or [])
    seen.extend(e["card"] for e in view.get("pile") or [])
    for i, known in enumerate(view.get("known_hands") or []):
        if i != view.get("viewer"):
            seen.extend(known)
    unseen.subtract(Counter(seen))
    cards = [c for c, n in unseen.items() for _ in range(max(n, 0))]
    if not cards:
        return 0.0
    top = view.get("effective_top")
    return sum(_on(top, _rank(c)) for c in cards) / len(cards)


def value(card: str) -> int:
    return _VALUE.get(_rank(card), 0)


def _play_key(move: Move) -> tuple[int, int, int]:
    cards = _cards(move)
    burn = len(cards) >= 4
    return (0 if burn else 1, max(value(c) for c in cards), -len(cards))


def greedy(view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> tuple[Move, str]:
    by_type: dict[str, list[Move]] = {}
    for m in moves:
        by_type.setdefault(m["type"], []).append(m)
    if "select_reserve" in by_type:
        best = max(by_type["select_reserve"], key=lambda m: sum(value(c) for c in _cards(m)))
        return best, f"keeps the strongest cards ({' '.join(_cards(best))}) in Reserve"
    if "declare" in by_type:
        offered = {_declared(m): m for m in by_type["declare"]}
        for r in _DECLARE:
            if r in offered:
                return offered[r], f"declares the Joker a {r}, the hardest rank to follow"
    if "play" in by_type:
        best = min(by_type["play"], key=_play_key)
        cards = _cards(best)
        why = "four or more at once burn the pile" if len(cards) >= 4 else "the weakest set"
        return best, f"plays {' '.join(cards)}: {why}, keeping strong cards for later"
    reserve = by_type.get("play_reserve", [])
    plain = [m for m in reserve if _rank(_cards(m)[0]) not in _SPECIAL]
    if "take_chance" in by_type and plain and chance_odds(view) >= CHANCE_FIRST:
        return by_type["take_chance"][0], "a Chance card will likely go on this pile: Reserve kept"
    if plain:
        best = min(plain, key=lambda m: value(_cards(m)[0]))
        return best, f"plays the weakest playable Reserve card, {_cards(best)[0]}"
    if "take_chance" in by_type:
        return by_type["take_chance"][0], "tries a Chance card before spending a Reserve 2 or 10"
    if reserve:
        best = min(reserve, key=lambda m: value(_cards(m)[0]))
        return best, f"plays the Reserve {_cards(best)[0]}"
    if "pick_up" in by_type:
        best = min(by_type["pick_up"], key=lambda m: value(_named_reserve(m) or "3C"))
        return best, "no legal play: picks up the pile"
    return moves[0], "the first legal move"
