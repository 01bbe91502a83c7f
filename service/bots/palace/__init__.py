"""Palace's sampler for the expert bot: a full state built from one seat's view.

Hidden from the seat: the others' hands less the cards they picked up from the pile
(`known_hands`), every face-down card (its own too) and the stock's order. The sample deals
the cards the seat has not seen into those places with the counts the view shows.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...games.base import Game
from ...games.cards import standard_deck
from ..deal import Dealer, unseen

ROLLOUT = "greedy"
PAIRED = True  # search.paired: every move on the same deals

_PHASE = {"finished": "over"}


def sampler(game: Game, view: dict[str, Any], seat: int) -> Callable[[random.Random], Any]:
    opts = view["options"]
    deck = standard_deck(int(opts.get("decks") or 1), int(opts.get("jokers") or 0))
    mine = view["viewer"]
    seats = view["seats"]
    known = view["known_hands"]
    seen: list[str] = list(view["hand"] or []) + [e["card"] for e in view["pile"]]
    seen += list(view["burned"])
    for i, s in enumerate(seats):
        seen += s["face_up"]
        if i != mine:
            seen += known[i]
    pool = unseen(deck, seen)

    def sample(rng: random.Random) -> Any:
        d = Dealer(pool, rng)
        out = []
        for i, s in enumerate(seats):
            if i == mine:
                hand = list(view["hand"] or [])
            else:
                hand = list(known[i]) + d.take(view["hand_counts"][i] - len(known[i]))
            out.append(
                {
                    "hand": hand,
                    "face_up": list(s["face_up"]),
                    "face_down": d.take(s["face_down_count"]),
                    "ready": s["ready"],
                    "shown": list(known[i]),
                }
            )
        data = {
            "game": "palace",
            "players": view["players"],
            "options": opts,
            "phase": _PHASE.get(view["phase"], view["phase"]),
            "seats": out,
            "stock": d.take(view["stock_count"]),
            "pile": [{"card": e["card"], "seat": e["seat"]} for e in view["pile"]],
            "burned": list(view["burned"]),
            "current": view["current"] if view["current"] is not None else 0,
            "pending_again": view["pending_again"],
            "finish_order": list(view["finish_order"]),
            "loser": None,
            "turns": view["turns"],
            "starter": view["starter"],
            "lead_rank": view["lead_rank"],
            "end_reason": None,
        }
        return game.decode_state(data)

    return sample


def optional(view: dict[str, Any], seat: int) -> bool:
    return False
