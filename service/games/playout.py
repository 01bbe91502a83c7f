"""Random playouts: the loop that a bot's random rollouts and the engine bench run.

    state, steps = random_playout(game, state, rng, max_steps)

Every step asks `to_act`, shuffles the seats that may act with `rng`, and plays a uniformly
random listed move of the first of them that has one (a seat with no listed move passes its
turn to the next), or, with a `policy`, the move it picks (None: the seat waits, the next is
asked); it stops when nobody may act, when no seat has a move, after `max_steps`
moves, or right after a move one of whose events has a type in `stop`. The random stream is
`rng.shuffle` then `rng.randrange` per step, as the bots' search has always drawn it, so a
seeded search chooses as before.

The engines' native build compiles this module with them (service/games/build.py), so a
compiled playout pays no interpreter for its own loop; the pure build runs this source as
Python. Stdlib only, like every engine module; it calls the engine API only.
"""

from __future__ import annotations

import random
from typing import Any

from .base import Game

_NO_STOP: frozenset[str] = frozenset()


def random_playout(
    game: Game, state: Any, rng: random.Random, max_steps: int,
    stop: frozenset[str] = _NO_STOP, policy: Any = None,
) -> tuple[Any, int]:
    """(the state the playout ended in, the moves it made). `policy(game, state, seat, legal,
    rng)` picks a listed move or None; without one, a uniformly random listed move."""
    to_act_of = game.to_act
    legal_of = game.legal_moves
    apply = game.apply
    shuffle = rng.shuffle
    randrange = rng.randrange
    steps = 0
    while steps < max_steps:
        to_act = sorted(to_act_of(state))
        if not to_act:
            return state, steps
        if len(to_act) > 1:
            shuffle(to_act)
        for seat in to_act:
            legal = legal_of(state, seat)
            if not legal:
                continue
            if policy is None:
                move = legal[randrange(len(legal))]
            else:
                move = policy(game, state, seat, legal, rng)
                if move is None:
                    continue
            state, events = apply(state, seat, move)
            steps += 1
            if stop:
                for event in events:
                    if event.get("type") in stop:
                        return state, steps
            break
        else:
            return state, steps
    return state, steps
