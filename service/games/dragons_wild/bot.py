"""The greedy Dragons Wild bot: lay the largest meld it can every turn (points are cards ×
the round's rate, which only falls), draw or buy the top discard only when it makes a meld
with the hand, and discard the card that helps least (never a Dragon while it has another).

Works from a seat's view and its legal moves (their JSON encoding) only; the fields it
reads go through the accessors below, so a renamed view or move field is a local change.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

Move = dict[str, Any]


# ------------------------------------------------------------------ accessors (view, moves)


def _hand(view: dict[str, Any]) -> list[str]:
    return list(view.get("hand") or [])


def _top_discard(view: dict[str, Any]) -> str | None:
    pile = view.get("discard") or []
    return pile[-1] if pile else None


def _cards(move: Move) -> list[str]:
    if move["type"] == "go_out":
        return [c for meld in move["melds"] for c in meld["cards"]]
    cards = move.get("cards")
    if cards is None:
        card = move.get("card")
        cards = [] if card is None else [card]
    return list(cards)


def _can_add(view: dict[str, Any]) -> bool:
    flags = view.get("has_earlier_meld") or []
    me = view.get("viewer")
    return bool(me is not None and me < len(flags) and flags[me])


def _table_fits(view: dict[str, Any]) -> set[str]:
    """Natural cards that would extend a meld on the table."""
    out: set[str] = set()
    for m in view.get("melds") or []:
        if m.get("kind") == "set":
            n = m.get("number")
            out.update(f"{s}{n}" for s in "ABCDEFGH")
        else:
            letter = next((c[0] for c in m.get("cards", ()) if c[0] != "W"), None)
            lo, hi = m.get("lo"), m.get("hi")
            if letter and lo is not None and hi is not None:
                out.update(f"{letter}{k}" for k in (lo - 1, hi + 1) if 1 <= k <= 8)
    return out


# ------------------------------------------------------------------ heuristics


def _wild(card: str) -> bool:
    return card[0] == "W"


def usefulness(card: str, hand: Sequence[str], fits: set[str]) -> float:
    """How much a card helps toward melds: partners of its number, neighbours in its suit,
    a meld on the table it extends; Dragons most of all."""
    if _wild(card):
        return 10.0
    suit, number = card[0], int(card[1:])
    score = 0.0
    for other in hand:
        if other == card or _wild(other):
            continue
        if int(other[1:]) == number:
            score += 1.0
        elif other[0] == suit:
            gap = abs(int(other[1:]) - number)
            score += 1.0 if gap == 1 else 0.5 if gap == 2 else 0.0
    if card in fits:
        score += 1.5
    return score


def makes_meld(card: str, hand: Sequence[str]) -> bool:
    """Whether `card` with the hand makes a set or a run of three at once."""
    if _wild(card):
        return True
    suit, number = card[0], int(card[1:])
    same_number = sum(1 for c in hand if not _wild(c) and int(c[1:]) == number)
    numbers = {int(c[1:]) for c in hand if not _wild(c) and c[0] == suit}
    wild = any(_wild(c) for c in hand)
    if same_number >= 2 or (same_number >= 1 and wild):
        return True
    for lo in range(number - 2, number + 1):
        run = {lo, lo + 1, lo + 2} - {number}
        have = len(run & numbers)
        if have == 2 or (have == 1 and wild):
            return True
    return False


def greedy(
    view: dict[str, Any], moves: Sequence[Move], rng: random.Random
) -> tuple[Move | None, str]:
    by_type: dict[str, list[Move]] = {}
    for m in moves:
        by_type.setdefault(m["type"], []).append(m)
    hand = _hand(view)
    top = _top_discard(view)
    wanted = top is not None and makes_meld(top, hand)
    if "answer_buy" in by_type:
        want = False if wanted else True
        pick = next(m for m in by_type["answer_buy"] if m["accept"] is want)
        why = f"wants the {top} itself" if wanted else "has no use for the card"
        return pick, why
    if "draw" in by_type:
        sources = {m["source"]: m for m in by_type["draw"]}
        if wanted and "discard" in sources:
            return sources["discard"], f"takes the {top}: it makes a meld with the hand"
        return sources["deck"], "the top discard makes no meld: draws from the deck"
    if set(by_type) == {"buy"}:
        if wanted and view.get("phase") == "draw":
            return by_type["buy"][0], f"buys the {top}: it makes a meld with the hand"
        return None, "waits: no card worth a penalty card"
    lays = by_type.get("meld", []) + by_type.get("add", []) + by_type.get("go_out", [])
    if lays:
        def size(m: Move) -> tuple[int, int]:
            cards = _cards(m)
            return (len(cards), -sum(1 for c in cards if _wild(c)))
        best = max(lays, key=size)
        n = len(_cards(best))
        return best, f"lays {n} cards now, while each card scores {view.get('rate')} points"
    if "discard" in by_type:
        fits = _table_fits(view) if _can_add(view) else set()
        best = min(by_type["discard"], key=lambda m: usefulness(_cards(m)[0], hand, fits))
        return best, f"discards {_cards(best)[0]}, the card that helps least toward a meld"
    if "next_hand" in by_type:
        return by_type["next_hand"][0], "deals the next hand"
    return moves[0], "the first legal move"
