"""The greedy Dragons bot: a shallow search on the engine. Dragons has no hidden information
(the view is the whole position), so the bot rebuilds the position from the view and tries
every legal placement: it closes a winning loop when it can, never closes one for the other
colour, and looks one reply ahead on a few placements (in a random order): it keeps those
after which the other colour has no winning reply, and among them the one that leaves it
the most ways to win next (a loop wins for its colour whoever closes it).

Works from the view and the legal moves (their JSON encoding) only; the fields it reads go
through the accessors below, so a renamed view field is a local change.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import rules
from .state import State, decode_state, parse_move

Move = dict[str, Any]

_STATE_KEYS = ("game", "players", "options", "tiles", "pool")


# ------------------------------------------------------------------ accessors (view)


def position(view: dict[str, Any]) -> State:
    """The position the view shows (Dragons is a game of perfect information)."""
    data = {k: view[k] for k in _STATE_KEYS}
    data["to_move"] = view["to_move"] if "to_move" in view else view["current"]
    return decode_state(data)


# ------------------------------------------------------------------ search


def _result(state: State, me: int) -> int:
    """+1 won by `me`, -1 won by the other colour, 0 drawn or still running."""
    out = rules.outcome(state)
    if not out.finished or len(out.winners) != 1:
        return 0
    return 1 if out.winners[0] == me else -1


def _replies(state: State, me: int) -> tuple[bool, int]:
    """After `me` moved: whether the other colour has a winning reply, and how many
    placements would close a winning loop of `me`'s colour (a loop wins for its colour
    whoever closes it), i.e. `me`'s threats."""
    if rules.outcome(state).finished:
        return False, 0
    threats = 0
    for reply in rules.legal_places(state):
        after, _ = rules.apply_place(state, 1 - me, reply)
        result = _result(after, me)
        if result < 0:
            return True, threats
        threats += result > 0
    return False, threats


# Candidates searched in full for threats (each costs one pass over the replies); beyond
# them the first safe placement in a random order is taken.
SEARCHED = 4


def greedy(view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> tuple[Move, str]:
    state = position(view)
    me = state.to_move
    after: list[tuple[Move, State]] = []
    losing: list[Move] = []
    for m in moves:
        nxt, _ = rules.apply_place(state, me, parse_move(m))
        result = _result(nxt, me)
        if result > 0:
            return m, "closes a winning loop of its colour"
        if result < 0:
            losing.append(m)
        else:
            after.append((m, nxt))
    rng.shuffle(after)
    best: tuple[int, Move] | None = None
    safe = 0
    for m, nxt in after:
        unsafe, threats = _replies(nxt, me)
        if unsafe:
            continue
        if best is None or threats > best[0]:
            best = threats, m
        safe += 1
        if safe >= SEARCHED:
            break
    if best is not None:
        threats, m = best
        if threats:
            return m, f"no winning reply for the other colour, and {threats} ways to win next"
        return m, "a placement after which the other colour cannot win at once"
    if after:
        return after[0][0], "every placement leaves the other colour a winning reply"
    return losing[0], "every placement closes a winning loop for the other colour"
