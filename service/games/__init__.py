"""The game registry: every sub-package of `service.games` that exports `GAME` is a game.

Nobody edits a list to add a game; drop a folder with an `__init__.py` that defines
`GAME = MyGame()` (a `service.games.base.Game`) and it is served.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

# First: it picks the build (compiled or pure-Python) before any engine module is loaded.
from . import build  # noqa: F401  isort: skip
from .base import Game


@cache
def registry() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            games[game.id] = game
    return games


def get_game(game_id: str) -> Game | None:
    return registry().get(game_id)


def warm_up(moves: int = 8) -> dict[str, int]:
    """Load every engine and play a few moves of a seeded game of each: the imports (~120 ms
    for all five) and the tables an engine makes on first use (Dragons' move rows) are paid at
    a worker's start, not by the first requests it serves (issue 37: a fresh worker's first
    Dragons move took ~110 ms, and set the p99 of the first games after a deploy). Returns
    the moves played per game."""
    played: dict[str, int] = {}
    for game in registry().values():
        state = game.setup(game.min_players, game.normalize_options(game.min_players, None),
                           "warm-up")
        count = 0
        for _ in range(moves):
            acting = sorted(game.to_act(state))
            listed = game.legal_moves(state, acting[0]) if acting else []
            if not listed or game.outcome(state).finished:
                break
            state, _ = game.apply(state, acting[0], listed[0])
            count += 1
        game.view(state, None)
        played[game.id] = count
    return played
