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
