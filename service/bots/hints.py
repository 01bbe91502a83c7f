"""Hints (the stateless suggest and a session's hint), searched off the request thread.

An `expert` hint searches in the thinkers' pool of processes (service/bots/thinkers.py), like
a bot seat's turn, never on the calling (request) thread, which only waits for the answer
without holding the worker's GIL; with the pool's queue full, a thinker dead, or no answer
within the level's safety net, the hint is greedy's move and its reason says why (a hint
never holds people up). Kept apart from service/bots/__init__.py, which the thinkers' child
processes import to search.
"""

from __future__ import annotations

from typing import Any

from ..games.base import Game
from . import analyse_view, inputs, thinkers


def analyse(
    game: Game,
    state: Any,
    seat: int,
    bot: str,
    seed: str | int | None = None,
    level: int | None = None,
) -> dict[str, Any] | None:
    """`service.bots.analyse_view` for `seat` of `state` (None if it may not act now), an
    expert's search done in the thinkers' pool (module doc)."""
    view, moves = inputs(game, state, seat)
    if not moves:
        return None
    if bot == "expert":
        waited = thinkers.analysis(game.id, bot, level, view, moves, seed)
        if waited is not None:
            return waited
        if thinkers.size() > 0:  # busy, or a dead thinker: greedy's move, saying so
            got = analyse_view(game.id, "greedy", None, view, moves, seed)
            got["reason"] += f" ({thinkers.BUSY})"
            return got
    return analyse_view(game.id, bot, level, view, moves, seed)
