"""What a seat (or a spectator) sees of a Palace state: a whitelist (docs/rules/palace.md).

The cross-game fields (docs/contract.md) are at the top level: `phase` ("finished" once the
game is over), `to_act`, `current`, `hand` (the viewer's own cards), `hand_counts`,
`known_hands` and `outcome` (null until the game is over)."""

from __future__ import annotations

from typing import Any

from ..cards import TOKEN as _TOKEN
from ..cards import tokens
from .rules import top_name
from .state import RANK_NAMES, State

#: the state's phase → the view's (every game's views say "finished" at the end)
PHASE_NAMES = {"swap": "swap", "play": "play", "over": "finished"}


def view(
    state: State, viewer: int | None, to_act: list[int], outcome: dict[str, Any] | None
) -> dict[str, Any]:
    players = state.players
    order = state.finish_order
    seats = [
        {
            "seat": s,
            "face_up": tokens(p.face_up),
            "face_down_count": len(p.face_down),
            "ready": p.ready,
            "finished_position": order.index(s) + 1 if s in order else None,
        }
        for s, p in enumerate(players)
    ]
    return {
        "game": "palace",
        "players": len(players),
        "viewer": viewer,
        "options": state.config.to_options(),
        "phase": PHASE_NAMES[state.phase],
        "to_act": to_act,
        "current": state.current if state.phase == "play" else None,
        "hand": tokens(players[viewer].hand) if viewer is not None else None,
        "hand_counts": [len(p.hand) for p in players],
        # Hand cards every player saw enter that hand (pick-ups, failed flips, swaps, the
        # starter's announced card) and that are still in it.
        "known_hands": [tokens(p.shown) for p in players],
        "outcome": outcome,
        "pending_again": state.pending_again,
        "seats": seats,
        "stock_count": len(state.stock),
        "pile": [{"card": _TOKEN[c], "seat": s} for c, s in state.pile],
        "effective_top": top_name(state),
        "burned": tokens(state.burned),
        "finish_order": list(order),
        "turns": state.turns,
        "starter": state.starter,
        "lead_rank": None if state.lead_rank is None else RANK_NAMES[state.lead_rank],
    }
