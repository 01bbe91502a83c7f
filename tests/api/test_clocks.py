"""The clock arithmetic of service/sessions/clocks.py (pure: timestamps in, timestamps out)."""

from __future__ import annotations

from service.sessions import clocks


def test_simultaneous_seats_keep_running_across_each_others_moves() -> None:
    c = clocks.start(clocks.new_state({"total": 100, "increment": 2}, 3), [0, 1, 2], 10.0)
    assert [clocks.deadline(c, s) for s in range(3)] == [110.0, 110.0, 110.0]
    c = clocks.advance(c, [0, 1, 2], [1, 2], 0, 25.0)  # seat 0 acts after 15 s
    assert c["remaining"] == [87.0, 100, 100] and c["started"] == [None, 10.0, 10.0]
    c = clocks.advance(c, [1, 2], [0], 2, 40.0)  # seat 2 acts; seat 1 no longer to act
    assert c["remaining"] == [87.0, 70.0, 72.0] and c["started"] == [40.0, None, None]
    assert clocks.expired(c, 126.999) is None
    assert clocks.expired(c, 127.0) == (0, 127.0)


def test_per_move_deadline_and_first_expiry_by_deadline_then_seat() -> None:
    c = clocks.start(clocks.new_state({"per_move": 30}, 2), [0, 1], 5.0)
    assert clocks.expired(c, 35.0) == (0, 35.0)  # both due at once: the lower seat
    c = clocks.advance(c, [0, 1], [0, 1], 0, 20.0)  # seat 0 moves and must move again
    assert c["started"] == [20.0, 5.0] and clocks.expired(c, 40.0) == (1, 35.0)
    view = clocks.view(c, 30.0)
    assert view is not None
    assert view["remaining"] == [20.0, 5.0] and view["deadline"] == 35.0
    assert view["control"] == {"per_move": 30.0}


def test_stop_charges_the_running_seats() -> None:
    c = clocks.start(clocks.new_state({"total": 60}, 2), [1], 0.0)
    c = clocks.stop(c, 12.5)
    assert c["remaining"] == [60, 47.5] and c["started"] == [None, None]
    assert clocks.view(c, 99.0)["deadline"] is None  # type: ignore[index]
