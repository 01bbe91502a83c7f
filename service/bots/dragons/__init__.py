"""Dragons for the expert bot: perfect information, so the search runs on the real position,
rebuilt from the view (automatic placements happen inside `apply`, so the tree sees them).
Rollouts are random: the greedy bot's two-ply search costs about a hundred times a random
game (`make bots` prints both)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...games.base import Game
from ...games.dragons.bot import position

ROLLOUT = "random"


def _winner(game: Game, state: Any) -> int | None:
    out = game.outcome(state)
    return out.winners[0] if out.finished and len(out.winners) == 1 else None


def prune(game: Game, view: dict[str, Any], seat: int, moves: list[Any]) -> list[Any]:
    """The root moves worth searching: a move that wins at once alone; else those after
    which the other colour has no winning reply (all of them if none is safe). Random
    rollouts cannot see such two-ply tactics in a few hundred playouts; greedy does."""
    state = position(view)
    safe = []
    for m in moves:
        after, _ = game.apply(state, seat, game.parse_move(m))
        won = _winner(game, after)
        if won == seat:
            return [m]
        if won is not None:
            continue
        other = 1 - seat
        if other in game.to_act(after) and any(
            _winner(game, game.apply(after, other, reply)[0]) == other
            for reply in game.legal_moves(after, other)
        ):
            continue
        safe.append(m)
    return safe or moves


def sampler(game: Game, view: dict[str, Any], seat: int) -> Callable[[random.Random], Any]:
    state = position(view)
    return lambda rng: state
