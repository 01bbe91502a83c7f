"""new_state / new_player build the same values as the dataclass constructors."""

from __future__ import annotations

from dataclasses import astuple, fields

from service.games.palace import GAME
from service.games.palace.state import Player, State, new_player, new_state


def test_fast_constructors_match_the_dataclasses() -> None:
    s = GAME.setup(3, GAME.normalize_options(3, {}), "fast")
    values = [getattr(s, f.name) for f in fields(State)]
    built = new_state(*values)
    assert type(built) is State and built == State(*values) and hash(built) == hash(s)
    assert astuple(built) == astuple(s) and repr(built) == repr(s)
    p = s.players[1]
    q = new_player(p.hand, p.face_up, p.face_down, p.ready, p.shown)
    assert type(q) is Player and q == p and repr(q) == repr(p)
