"""Pictures of what a seat sees (GET /v1/sessions/{id}/view.svg).

A card game draws itself from a seat's *view* (`game.view(state, seat)`, the same whitelist
the API serves), never from the full state, so a picture cannot show a card its viewer may
not know; the drawing lives in the game's folder (`<game>/render.py`, `render_view(view,
names)`), the shared card faces in `cards_svg.py`. Dragons has no hidden information: its
picture is the board (`dragons/render.py`).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from .base import Game

CARD_GAMES = ("palace", "red_dragon", "reds", "dragons_wild")


def has_picture(game: Game) -> bool:
    return game.id in CARD_GAMES or hasattr(game, "render_svg")


def view_svg(
    game: Game,
    state: Any,
    seat: int | None,
    names: Sequence[str] | None = None,
    coords: bool = False,
) -> str:
    """The SVG picture of `seat`'s view (None: a spectator's)."""
    if game.id not in CARD_GAMES:
        return str(game.render_svg(state, coords=coords))  # type: ignore[attr-defined]
    return render_view(game.id, game.view(state, seat), names)


def render_view(game_id: str, view: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """Draw a view of one of the card games (`game_id` is one of CARD_GAMES)."""
    if game_id not in CARD_GAMES:
        raise ValueError(f"{game_id} has no view picture")
    module = importlib.import_module(f".{game_id}.render", __package__)
    return str(module.render_view(view, names))
