"""The greedy Reds bot: bid the tricks its hand is expected to take, pass away what does not
serve that bid, then win tricks while it still needs them (as cheaply as it can) and duck
once the bid is made (an overtrick costs the bonus).

Works from a seat's view and its legal moves (their JSON encoding) only; the fields it
reads go through the accessors below, so a renamed view or move field is a local change.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .rules import trick_winner

Move = dict[str, Any]

_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_RANK = {r: i for i, r in enumerate(_RANKS)}
TRUMP = "D"


# ------------------------------------------------------------------ accessors (view, moves)


def _card(move: Move) -> str:
    cards = move.get("cards")
    return str(cards[0]) if cards else str(move["card"])


def _cards(move: Move) -> list[str]:
    return list(move.get("cards") or [move["card"]])


def _hand(view: dict[str, Any]) -> list[str]:
    return list(view.get("hand") or [])


def _trick(view: dict[str, Any]) -> list[str]:
    """The cards of the trick so far, in play order."""
    return [e["card"] for e in view.get("trick") or []]


def _bid_and_tricks(view: dict[str, Any]) -> tuple[int | None, int]:
    me = view["viewer"]
    bids = view.get("bids") or []
    bid = bids[me] if me < len(bids) else None
    return bid, view["tricks_won"][me]


# ------------------------------------------------------------------ heuristics


def strength(card: str, anti: str | None) -> int:
    """0..38 by the fixed order trump > neutral > anti-trump, then rank (the exact trick
    order in a round with an anti-trump; an estimate without one)."""
    suit = card[-1]
    group = 2 if suit == TRUMP else (0 if suit == anti else 1)
    return group * 13 + _RANK[card[:-1]]


def expected_tricks(hand: Sequence[str], anti: str | None, players: int) -> float:
    """A rough count of the tricks a hand takes: each card's chance to beat the other
    players' cards, as if they were drawn at random from the rest of the pack."""
    total = 0.0
    for c in hand:
        beats = strength(c, anti) / 38
        total += beats ** (players - 1)
    return total


def _wins(trick: list[str], card: str, anti: str | None) -> bool:
    return trick_winner([*trick, card], anti) == len(trick)


def greedy(view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> tuple[Move, str]:
    kind = moves[0]["type"]
    anti = view.get("anti_trump")
    players = view["players"]
    hand = _hand(view)
    if kind == "bid":
        guess = expected_tricks(hand, anti, players)
        offered = {m["bid"]: m for m in moves}
        want = min(offered, key=lambda b: abs(b - guess))
        return offered[want], f"expects about {guess:.1f} tricks from this hand"
    bid, won = _bid_and_tricks(view)
    need = (bid or 0) - won
    if kind == "exchange":

        def weight(m: Move) -> int:
            return sum(strength(c, anti) for c in _cards(m))

        if need <= 0:
            return max(moves, key=weight), "bid nil: passes its strongest cards away"
        return min(moves, key=weight), f"needs {need} tricks: passes its weakest cards away"
    trick = _trick(view)
    cards = [_card(m) for m in moves]
    by_card = dict(zip(cards, moves, strict=True))
    key = lambda c: strength(c, anti)  # noqa: E731
    if need > 0:
        if not trick:
            pick = max(cards, key=key)
            return by_card[pick], f"needs {need} more tricks: leads its strongest card"
        winning = [c for c in cards if _wins(trick, c, anti)]
        last = len(trick) == players - 1
        if winning:
            pick = min(winning, key=key) if last else max(winning, key=key)
            return by_card[pick], f"needs {need} more tricks: plays {pick} to take this one"
        pick = min(cards, key=key)
        return by_card[pick], f"cannot take this trick: throws the weakest card, {pick}"
    if not trick:
        pick = min(cards, key=key)
        return by_card[pick], "bid made: leads its weakest card to avoid an overtrick"
    losing = [c for c in cards if not _wins(trick, c, anti)]
    if losing:
        pick = max(losing, key=key)
        return by_card[pick], f"bid made: ducks with {pick}, the highest card that loses"
    pick = min(cards, key=key)
    return by_card[pick], "bid made, but every card wins: plays the weakest"
