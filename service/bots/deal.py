"""Helpers for the games' samplers: the cards a seat has not seen, dealt at random."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable


class Inconsistent(ValueError):
    """The view leaves no card for a hidden place (the sampler cannot deal)."""


def unseen(deck: Iterable[str], seen: Iterable[str]) -> list[str]:
    """The deck less every card seen (a multiset difference), in the deck's order."""
    left = Counter(seen)
    out = []
    for c in deck:
        if left[c] > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out


class Dealer:
    """Deals the unseen cards, shuffled once, into the hidden places one by one."""

    def __init__(self, cards: list[str], rng: random.Random) -> None:
        self.cards = list(cards)
        rng.shuffle(self.cards)

    def take(self, n: int) -> list[str]:
        if n < 0 or n > len(self.cards):
            raise Inconsistent(f"{n} hidden cards wanted, {len(self.cards)} unseen")
        out, self.cards = self.cards[:n], self.cards[n:]
        return out

    def rest(self) -> list[str]:
        out, self.cards = self.cards, []
        return out
