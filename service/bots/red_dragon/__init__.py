"""Red Dragon's sampler for the expert bot: a full state built from one seat's view.

Hidden from the seat: every Chance card (its own too), the others' Reserve (and, during the
selection, their 8 dealt cards and their pick), the Reserve cards the others picked up
(their hand less `known_hands`), the burned cards (the view counts them) and the cards out
of the round. The sample deals the cards the seat has not seen into exactly those places,
with the counts the view shows; the rest is copied from the view.

The turn count (the `max_turns` stalemate guard counts it) is not in the view: the sample
takes its lower bound from what the view shows, the highest play number on the pile (every
play is a turn), rather than 0: never above the real count, and nearer to it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...games.base import Game
from ...games.cards import standard_deck
from ..deal import Dealer, Inconsistent, unseen

ROLLOUT = "greedy"
PAIRED = True  # search.paired: every move on the same deals

_PHASE = {"finished": "over"}


def sampler(game: Game, view: dict[str, Any], seat: int) -> Callable[[random.Random], Any]:
    if view.get("pending_joker"):
        raise Inconsistent("a pending Joker's Chance position is not in the view")
    opts = view["options"]
    deck = standard_deck(int(opts["decks"]), int(opts["jokers_per_deck"]))
    seats = view["seats"]
    known = view["known_hands"]
    selecting = view["phase"] == "select_reserve"
    mine = view["viewer"]
    seen: list[str] = list(view["hand"] or []) + list(view["reserve"] or [])
    seen += list(view["dealt"] or [])
    seen += [e["card"] for e in view["pile"]]
    for i, s in enumerate(seats):
        seen += s["opening"]
        if i != mine:
            seen += known[i]
    pool = unseen(deck, seen)
    plays = max((e["play"] for e in view["pile"]), default=0)
    direction = view["direction"]

    def sample(rng: random.Random) -> Any:
        d = Dealer(pool, rng)
        out = []
        for i, s in enumerate(seats):
            if i == mine:
                hand = list(view["hand"] or [])
                secret = _less(hand, known[i])
                if selecting:
                    chosen = list(view["reserve"] or [])
                    dealt = list(view["dealt"] or []) + chosen
                    reserve: list[str] = []
                    selected = chosen if s["has_selected"] else None
                else:
                    dealt, reserve, selected = [], list(view["reserve"] or []), None
            else:
                extra = d.take(view["hand_counts"][i] - len(known[i]))
                hand, secret = list(known[i]) + extra, extra
                reserve = d.take(s["reserve_count"])
                dealt = d.take(s["dealt_count"])
                selected = None
                if selecting and s["has_selected"]:
                    selected = dealt[:3]
            opening = list(s["opening"]) or d.take(s["opening_count"])
            chance = [{"position": p, "card": d.take(1)[0]} for p in s["chance_positions"]]
            out.append(
                {
                    "hand": hand,
                    "opening": opening,
                    "reserve": reserve,
                    "chance": chance,
                    "dealt": dealt,
                    "selected": selected,
                    "secret": secret,
                    "position": s["finished_position"],
                }
            )
        burned = d.take(view["burned_count"])
        data = {
            "game": "red_dragon",
            "players": view["players"],
            "options": opts,
            "phase": _PHASE.get(view["phase"], view["phase"]),
            "seats": out,
            "out_of_round": d.rest(),
            "direction": direction or "cw",
            "direction_chosen": direction is not None,
            "first_player": view["first_player"],
            "current": view["current"] if view["current"] is not None else 0,
            "first_move_pending": view["first_move_pending"],
            "pile": [
                {
                    "card": e["card"],
                    "rank": e["rank"],
                    "player": e["seat"],
                    "source": e["source"],
                    "play": e["play"],
                }
                for e in view["pile"]
            ],
            "burned": burned,
            "free_go": None
            if view["free_go"] is None
            else {"player": view["free_go"]["seat"], "via_chance": view["free_go"]["via_chance"]},
            "extra_go": view["extra_go"],
            "pending_joker": None,
            "finish_order": view["finish_order"],
            "loser": None,
            "turns": plays,  # a lower bound: every play is a turn
            "plays": plays,
            "end_reason": None,
        }
        return game.decode_state(data)

    return sample


def _less(cards: list[str], minus: list[str]) -> list[str]:
    left = list(minus)
    out = []
    for c in cards:
        if c in left:
            left.remove(c)
        else:
            out.append(c)
    return out
