"""Dragons Wild's sampler for the expert bot: a full state built from one seat's view.

Hidden from the seat: the others' hands less the cards they took face up from the discard
pile (`known_hands`), and the deck's order. The sample deals the cards the seat has not
seen (the pack less its hand, the discard pile, the melds on the table and the others'
known cards; the last hand's table was dealt again) into those places, with the counts the
view shows.
Not in the view, so taken at their neutral values: each seat's buys this hand (0) and the
discard the active player took this turn when the viewer is not that player (none).

Rollouts end with the hand (`hand_end`); each seat's reward is then its lead over the best
other total after that hand (`value`, 40 points = a sure win), or its share of the win once
the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...games.base import Game
from ...games.dragons_wild.deck import DECK, SUIT_IDS, is_dragon
from ..deal import Dealer, unseen
from ..search import shares

ROLLOUT = "greedy"
PAIRED = True  # search.paired: every move on the same deals
STOP_EVENTS = ("hand_end",)
MARGIN = 40  # points of lead over the best other total that count as a sure win


def value(game: Game, state: Any, players: int) -> list[float]:
    if game.outcome(state).finished:
        return shares(game, state, players)
    totals = game.scores(state)["totals"]
    out = []
    for s in range(players):
        best_other = max(t for i, t in enumerate(totals) if i != s)
        out.append(min(1.0, max(0.0, 0.5 + (totals[s] - best_other) / (2 * MARGIN))))
    return out


def optional(view: dict[str, Any], seat: int) -> bool:
    """Whether the seat may act but need not: a buy window while another seat is active."""
    return view.get("current") is not None and view["current"] != seat


def _meld(m: dict[str, Any]) -> dict[str, Any]:
    cards = m["cards"]
    dragons = [c for c in cards if is_dragon(c)]
    return {
        "id": m["id"],
        "owner": m["seat"],
        "kind": m["kind"],
        "key": m["number"] if m["kind"] == "set" else SUIT_IDS.index(m["suit"]),
        "naturals": sorted(c for c in cards if not is_dragon(c)),
        "dragon": dragons[0] if dragons else None,
        "dragon_at": m["dragon_at"],
        "laid_turn": m["laid_turn"],
    }


def sampler(game: Game, view: dict[str, Any], seat: int) -> Callable[[random.Random], Any]:
    n = view["players"]
    mine = view["viewer"]
    known = view["known_hands"]
    hand = list(view["hand"] or [])
    melds = [_meld(m) for m in view["melds"]]
    seen = hand + list(view["discard"])  # last_table: the previous hand's, dealt again
    for m in view["melds"]:
        seen += m["cards"]
    for s in range(n):
        if s != mine:
            seen += known[s]
    pool = unseen(DECK, seen)
    phase = "over" if view["phase"] == "finished" else view["phase"]

    def sample(rng: random.Random) -> Any:
        d = Dealer(pool, rng)
        hands = []
        for s in range(n):
            if s == mine:
                hands.append(hand)
            else:
                hands.append(list(known[s]) + d.take(view["hand_counts"][s] - len(known[s])))
        data = {
            "game": "dragons_wild",
            "players": n,
            "options": view["options"],
            "seed": f"sample:{rng.random()}",
            "hand_no": view["hand_no"],
            "dealer": view["dealer"],
            "turn": view["turn"],
            "phase": phase,
            "hands": hands,
            "deck": d.take(view["deck_count"]),
            "discard": list(view["discard"]),
            "melds": melds,
            "buys_window": view["buys_this_window"],
            "buyer": view["buyer"],
            "buys_hand": [0] * n,
            "taken": view["taken"],
            "hand_points": list(view["hand_points"]),
            "totals": list(view["totals"]),
            "results": list(view["results"]),
            "last_table": list(view["last_table"]),
            "shown": [list(k) for k in known],
            "end_reason": None,
        }
        return game.decode_state(data)

    return sample
