"""new_state / new_player build the same values as the classes' constructors."""

from __future__ import annotations

from service.games.palace import GAME
from service.games.palace.state import STATE_FIELDS, Player, State, new_player, new_state


def test_fast_constructors_match_the_constructors() -> None:
    s = GAME.setup(3, GAME.normalize_options(3, {}), "fast")
    values = [getattr(s, f) for f in STATE_FIELDS]
    built = new_state(*values)
    assert type(built) is State and built == State(*values) and hash(built) == hash(s)
    assert [getattr(built, f) for f in STATE_FIELDS] == values and repr(built) == repr(s)
    p = s.players[1]
    q = new_player(p.hand, p.face_up, p.face_down, p.ready, p.shown)
    assert type(q) is Player and q == p and hash(q) == hash(p) and repr(q) == repr(p)
    assert q != Player(p.hand, p.face_up, p.face_down, not p.ready, p.shown)
