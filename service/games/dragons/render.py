"""The board as SVG (pure stdlib string building)."""

from __future__ import annotations

from .state import State


def render_svg(state: State) -> str:
    return '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'
