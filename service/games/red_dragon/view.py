"""What each viewer may see (a whitelist) and the cards it may know (for leak tests).

A seat sees its own hand and Reserve (and, during setup, its 8 dealt cards); everyone sees
the Opening cards (after the reveal), the pile and the counts of everything else. Chance cards
are unknown to all, their owner included, until revealed. Cards picked up from the public pile
are public knowledge; a Reserve card picked up stays known only to its owner (`secret`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..cards import JOKER
from .rules import effective_top, remove, stage
from .state import State


def to_act(state: State) -> frozenset[int]:
    if state.phase == "select_reserve":
        return frozenset(i for i, s in enumerate(state.seats) if s.selected is None)
    if state.phase == "play":
        return frozenset((state.current,))
    return frozenset()


def view(state: State, viewer: int | None) -> dict[str, Any]:
    revealed = state.phase != "select_reserve"
    seats = []
    for i, s in enumerate(state.seats):
        seats.append(
            {
                "seat": i,
                "stage": stage(s) if revealed else "setup",
                "hand_count": len(s.hand),
                "opening": list(s.opening) if revealed else [],
                "opening_count": len(s.opening),
                "reserve_count": len(s.reserve) if revealed else 0,
                "chance_positions": [pos for pos, _ in s.chance],
                "chance_count": len(s.chance),
                "dealt_count": len(s.dealt),
                "has_selected": s.selected is not None,
                "finished_position": s.position,
            }
        )
    current = state.current if state.phase == "play" else None
    out: dict[str, Any] = {
        "game": "red_dragon",
        "players": state.players,
        "viewer": viewer,
        "options": state.config.to_json(),
        "phase": state.phase,
        "to_act": sorted(to_act(state)),
        "current": current,
        "first_player": state.first_player,
        "direction": ("cw" if state.direction == 1 else "ccw") if state.direction_chosen else None,
        "first_move_pending": state.first_move_pending,
        "pile": [
            {"card": e.card, "rank": e.rank, "seat": e.player, "source": e.source, "play": e.play}
            for e in state.pile
        ],
        "effective_top": effective_top(state, current) if current is not None else None,
        "free_go": None
        if state.free_go is None
        else {"seat": state.free_go[0], "via_chance": state.free_go[1]},
        "extra_go": state.extra_go,
        "pending_joker": state.pending_joker is not None,
        "burned_count": len(state.burned),
        "out_of_round_count": len(state.out_of_round),
        "seats": seats,
        "finish_order": list(state.finish_order),
        "loser": state.loser,
        "winner": state.finish_order[0] if state.phase == "over" and state.finish_order else None,
        "you": None,
    }
    if viewer is not None:
        s = state.seats[viewer]
        chosen = s.selected or ()
        out["you"] = {
            "seat": viewer,
            "hand": list(s.hand),
            "reserve": list(s.reserve if revealed else chosen),
            "dealt": list(remove(s.dealt, chosen)),
        }
    return out


def known_cards(state: State, viewer: int | None) -> Counter[str]:
    known: Counter[str] = Counter(e.card for e in state.pile)
    known.update(state.burned)
    if state.pending_joker is not None:
        known[JOKER] += 1
    for i, s in enumerate(state.seats):
        known.update(s.opening)
        if i == viewer:
            known.update(s.hand)
            known.update(s.reserve)
            known.update(s.dealt)
        else:
            known.update(Counter(s.hand) - Counter(s.secret))
    return known
