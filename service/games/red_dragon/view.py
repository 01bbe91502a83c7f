"""What each viewer may see (a whitelist) and the cards it may know (for leak tests).

A seat sees its own hand and Reserve (and, during setup, its 8 dealt cards); everyone sees
the Opening cards (after the reveal), the pile and the counts of everything else. Chance cards
are unknown to all, their owner included, until revealed. Cards picked up from the public pile
(and a failed Chance card) are public knowledge, shown to all in `known_hands`; a Reserve card
picked up stays known only to its owner (`secret`). The cross-game fields (docs/contract.md)
are at the top level: `phase` ("finished" at the end), `to_act`, `current`, `hand`,
`hand_counts`, `known_hands`, `outcome`; the viewer's Reserve and dealt cards beside `hand`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..base import ONE_SEAT
from ..cards import JOKER, RANKS
from .rules import NO_TOP, effective_top, remove, stage
from .state import TOKEN, Seat, State, tokens

_ONE_SEAT = ONE_SEAT  # a C global when compiled (view.pxd)
_NOBODY: frozenset[int] = frozenset()


def to_act(state: State) -> frozenset[int]:
    if state.phase == "select_reserve":
        return frozenset([i for i, s in enumerate(state.seats) if s.selected is None])
    if state.phase == "play":
        return _ONE_SEAT[state.current]
    return _NOBODY


#: the state's phase → the view's (every game's views say "finished" at the end)
PHASE_NAMES = {"select_reserve": "select_reserve", "play": "play", "over": "finished"}


def known_hand(seat: Seat) -> list[str]:
    """The tokens of the cards of a hand every player saw enter it (picked up from the pile,
    a failed Chance card) and that are still there: the hand less its `secret` cards."""
    if not seat.secret:
        return tokens(seat.hand)
    left = list(seat.secret)
    out = []
    for c in seat.hand:
        if c in left:
            left.remove(c)
        else:
            out.append(c)
    return tokens(out)


def view(state: State, viewer: int | None, outcome: dict[str, Any] | None) -> dict[str, Any]:
    revealed = state.phase != "select_reserve"
    seats = []
    for i, s in enumerate(state.seats):
        seats.append(
            {
                "seat": i,
                "stage": stage(s) if revealed else "setup",
                "opening": tokens(s.opening) if revealed else [],
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
        "phase": PHASE_NAMES[state.phase],
        "to_act": sorted(to_act(state)),
        "current": current,
        "hand": None,
        "hand_counts": [len(s.hand) for s in state.seats],
        "known_hands": [known_hand(s) for s in state.seats],
        "outcome": outcome,
        "reserve": None,
        "dealt": None,
        "first_player": state.first_player,
        "direction": ("cw" if state.direction == 1 else "ccw") if state.direction_chosen else None,
        "first_move_pending": state.first_move_pending,
        "pile": [
            {
                "card": TOKEN[e.card],
                "rank": RANKS[e.rank],
                "seat": e.player,
                "source": e.source,
                "play": e.play,
            }
            for e in state.pile
        ],
        "effective_top": _top_name(state, current),
        "free_go": None
        if state.free_go is None
        else {"seat": state.free_go[0], "via_chance": state.free_go[1]},
        "extra_go": state.extra_go,
        "pending_joker": state.pending_joker is not None,
        "burned_count": len(state.burned),
        "out_of_round_count": len(state.out_of_round),
        "seats": seats,
        "finish_order": list(state.finish_order),
    }
    if viewer is not None:
        s = state.seats[viewer]
        chosen = s.selected or ()
        out["hand"] = tokens(s.hand)
        out["reserve"] = tokens(s.reserve if revealed else chosen)
        out["dealt"] = tokens(remove(s.dealt, chosen))
    return out


def _top_name(state: State, current: int | None) -> str | None:
    """The view's `effective_top`: the rank's string, None on an empty pile or between turns."""
    if current is None:
        return None
    top = effective_top(state, current)
    return None if top == NO_TOP else RANKS[top]


def known_cards(state: State, viewer: int | None) -> Counter[str]:
    known: Counter[str] = Counter(TOKEN[e.card] for e in state.pile)
    known.update(tokens(state.burned))
    if state.pending_joker is not None:
        known[JOKER] += 1
    for i, s in enumerate(state.seats):
        known.update(tokens(s.opening))
        known.update(known_hand(s))  # every view lists them in known_hands, the viewer's too
        if i == viewer:
            known.update(tokens(s.hand))
            known.update(tokens(s.reserve))
            known.update(tokens(s.dealt))
    return known
