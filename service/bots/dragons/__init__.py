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


def sampler(game: Game, view: dict[str, Any], seat: int) -> Callable[[random.Random], Any]:
    state = position(view)
    return lambda rng: state
