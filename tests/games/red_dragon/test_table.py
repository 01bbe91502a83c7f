"""§3 The legality table, cell by cell, copied from the rulings (played rank x effective top).

Each cell is checked by a real move: seat 0 holds one card of the played rank, the pile's top
card has the column's rank (played by seat 1), and the verdict must be ok / cannot_play_on.
"""

from __future__ import annotations

import pytest

from service.games.red_dragon.rules import NO_TOP, legal_on

from .helpers import make_state, rank, verdict

TOPS = ["-", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
GRID = """
2     Y Y Y Y Y Y Y Y Y Y Y Y Y Y
3     Y Y Y . . . . . Y Y . . . .
4     Y Y Y Y . . . . Y Y . . . .
5     Y Y Y Y Y . . . Y Y . . . .
6     Y Y Y Y Y Y . . Y Y . . . .
7     Y Y Y Y Y Y Y . Y Y . . . .
8     Y Y Y Y Y Y Y Y Y Y . . . .
9     Y Y Y Y Y Y Y Y Y Y . . . .
10    Y Y Y Y Y Y Y Y Y Y Y Y Y Y
J     Y Y Y Y Y Y Y Y . Y Y . . .
Q     Y Y Y Y Y Y Y Y . Y Y Y . .
K     Y Y Y Y Y Y Y Y . Y Y Y Y .
A     Y Y Y Y Y Y Y Y . Y Y Y Y Y
JK    Y Y Y Y Y Y Y Y Y Y Y Y Y Y
"""
ROWS = {line.split()[0]: line.split()[1:] for line in GRID.strip().splitlines()}
CELLS = [(played, top, ROWS[played][i] == "Y") for played in ROWS for i, top in enumerate(TOPS)]


def _state(played: str, top: str):
    mine = "JK" if played == "JK" else played + "H"
    pile = [] if top == "-" else [top + "S@1"]
    return make_state(
        [{"hand": mine, "opening": "3C"}, {"hand": "4D"}],
        pile,
        options={"jokers_per_deck": 1},
    )


@pytest.mark.parametrize("played,top,ok", CELLS, ids=[f"{p}-on-{t}" for p, t, _ in CELLS])
def test_cell(played: str, top: str, ok: bool) -> None:
    state = _state(played, top)
    if played == "JK":
        # a Joker is legal iff some declaration is; it can always be declared 2 or 10
        assert verdict(state, 0, "play JK as 2") == "ok"
        assert verdict(state, 0, "play JK as 10") == "ok"
        for name, cells in ROWS.items():
            if name in ("JK",):
                continue
            want = "ok" if cells[TOPS.index(top)] == "Y" else "red_dragon.cannot_play_on"
            assert verdict(state, 0, f"play JK as {name}") == want, name
        return
    want = "ok" if ok else "red_dragon.cannot_play_on"
    assert verdict(state, 0, f"play {played}H") == want
    assert legal_on(rank(played), NO_TOP if top == "-" else rank(top)) == ok


def test_ten_column_cannot_occur_and_reads_as_empty() -> None:
    # a 10 burns at once, so no 10 is ever on top after a play (§3)
    state = make_state([{"hand": "10H 5C"}, {"hand": "4D"}], ["6S@1"])
    from .helpers import play

    after, events = play(state, 0, "play 10H")
    assert after.pile == () and any(e["type"] == "burn" for e in events)


def test_nine_binds_only_the_next_play() -> None:
    # R5: the 9 is a property of the top card; a 9 on a 9 renews it
    state = make_state([{"hand": "9H KC"}, {"hand": "KD 4D"}], ["9S@1"])
    from .helpers import play

    after, _ = play(state, 0, "play 9H")
    assert verdict(after, 1, "play KD") == "red_dragon.cannot_play_on"
    assert verdict(after, 1, "play 4D") == "ok"
    after, _ = play(after, 1, "play 4D")
    assert verdict(after, 0, "play KC") == "ok"
