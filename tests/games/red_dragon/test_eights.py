"""§5 8s: miss-a-go skips (2, 3, 4 players), the cap, merged 8s and the Chance exception."""

from __future__ import annotations

import pytest

from service.games.red_dragon.rules import effective_top

from .helpers import make_state, play, rank, verdict

FILL = "4C"  # a spare card so a player does not go out


def _types(events):
    return [e["type"] for e in events]


def test_two_players_one_eight_gives_a_free_go() -> None:
    state = make_state([{"hand": f"8H {FILL}"}, {"hand": "5D"}], ["6S@1"])
    after, events = play(state, 0, "play 8H")
    assert after.current == 0 and after.free_go == (0, False)
    assert effective_top(after, 0) == rank("2")  # the 8 acts like a 2 for its player (R10)
    assert effective_top(after, 1) == rank("8")
    skip = next(e for e in events if e["type"] == "skip")
    assert skip["skipped"] == [1]
    assert "free_go" in _types(events)


def test_two_players_two_eights_equal_one() -> None:
    # R8: in 2 players two 8s are the same as one 8
    state = make_state([{"hand": f"8H 8D {FILL}"}, {"hand": "5D"}], ["6S@1"])
    after, events = play(state, 0, "play 8H 8D")
    assert after.current == 0 and after.free_go == (0, False)


@pytest.mark.parametrize(
    "players,eights,expected",
    [
        (3, 1, 2),  # skip seat 1
        (3, 2, 0),  # both others skipped: free go
        (3, 3, 0),  # capped at the number of others (R8)
        (4, 1, 2),
        (4, 2, 3),
        (4, 3, 0),
    ],
)
def test_skips_by_count(players: int, eights: int, expected: int) -> None:
    eight_cards = ["8H", "8D", "8S"][:eights]
    seats = [{"hand": " ".join(eight_cards) + f" {FILL}"}] + [
        {"hand": c} for c in ["5D", "5H", "5S"][: players - 1]
    ]
    state = make_state(seats, ["6S@1"])
    after, events = play(state, 0, "play " + " ".join(eight_cards))
    assert after.current == expected
    skip = next(e for e in events if e["type"] == "skip")
    assert len(skip["skipped"]) == min(eights, players - 1)
    assert (after.free_go is not None) == (expected == 0)


def test_four_eights_burn_with_an_extra_go_in_four_players() -> None:
    state = make_state(
        [{"hand": f"8H 8D 8S 8C {FILL}"}, {"hand": "5D"}, {"hand": "5H"}, {"hand": "5S"}],
        ["6S@1"],
        options={"decks": 1},
    )
    after, events = play(state, 0, "play 8C 8D 8H 8S")
    assert after.pile == () and after.current == 0 and after.extra_go
    assert "skip" not in _types(events)


def test_skips_follow_the_direction() -> None:
    seats = [{"hand": f"8H {FILL}"}, {"hand": "5D"}, {"hand": "5H"}, {"hand": "5S"}]
    state = make_state(seats, ["6S@1"], direction=-1)
    after, events = play(state, 0, "play 8H")
    assert next(e for e in events if e["type"] == "skip")["skipped"] == [3]
    assert after.current == 2


def test_finished_players_are_not_skipped() -> None:
    seats = [{"hand": f"8H {FILL}"}, {}, {"hand": "5H"}, {"hand": "5S"}]
    state = make_state(seats, ["6S@2"], finished=[1])
    after, events = play(state, 0, "play 8H")
    assert next(e for e in events if e["type"] == "skip")["skipped"] == [2]
    assert after.current == 3


def test_going_out_with_an_eight_still_skips() -> None:
    # R9: three players, the 8 is p's last card: one skip, the player after the skipped plays
    seats = [{"opening": "8H"}, {"hand": "5D"}, {"hand": "5H"}]
    state = make_state(seats, ["6S@1"])
    after, events = play(state, 0, "play +8H")
    assert after.finish_order == (0,)
    assert after.current == 2


def test_going_out_with_eights_skipping_everyone_gives_q1_the_turn() -> None:
    seats = [{"opening": "8H 8D"}, {"hand": "5D"}, {"hand": "5H"}]
    state = make_state(seats, ["6S@1"])
    after, events = play(state, 0, "play +8D +8H")
    assert after.current == 1 and after.free_go is None


def test_consecutive_eights_merge_into_one_go() -> None:
    # R6: an 8 played in one's own free go gives no new skip; the turn passes normally
    state = make_state([{"hand": f"8H 8D {FILL}"}, {"hand": "5D"}], ["6S@1"])
    after, _ = play(state, 0, "play 8H")
    after, events = play(after, 0, "play 8D")
    assert "eights_merged" in _types(events) and "skip" not in _types(events)
    assert after.current == 1 and after.free_go is None


def test_merged_eights_in_three_players_pass_to_the_next() -> None:
    seats = [{"hand": f"8H 8D 8S {FILL}"}, {"hand": "5D"}, {"hand": "5H"}]
    state = make_state(seats, ["6S@1"])
    after, _ = play(state, 0, "play 8H 8D")
    assert after.current == 0
    after, events = play(after, 0, "play 8S")
    assert after.current == 1 and "eights_merged" in _types(events)


def test_eight_from_chance_after_hand_eight_gives_another_go() -> None:
    # the Chance exception: hand 8, then a Chance 8, still another go
    state = make_state([{"reserve": "8H", "chance": "8D 4S"}, {"hand": "5D"}], ["6S@1"])
    after, _ = play(state, 0, "reserve 8H")
    assert after.free_go == (0, False)
    after, events = play(after, 0, "chance 0")
    assert after.current == 0 and after.free_go == (0, True)
    assert "skip" in _types(events)


@pytest.mark.parametrize("scope,merged", [("either", False), ("later_only", True)])
def test_chance_exception_scope(scope: str, merged: bool) -> None:
    # R7: the first 8 came from Chance, the second from the Reserve
    state = make_state(
        [{"reserve": "8H 4D", "chance": "8D"}, {"hand": "5D"}],
        ["6S@1"],
        options={"chance_exception_scope": scope},
    )
    after, _ = play(state, 0, "chance 0")
    assert after.free_go == (0, True)
    after, events = play(after, 0, "reserve 8H")
    assert ("eights_merged" in _types(events)) == merged
    assert after.current == (1 if merged else 0)


def test_forbidden_refuses_a_second_own_eight() -> None:
    state = make_state(
        [{"hand": f"8H 8D {FILL}"}, {"hand": "5D"}],
        ["6S@1"],
        options={"consecutive_eights": "forbidden"},
    )
    after, _ = play(state, 0, "play 8H")
    assert verdict(after, 0, "play 8D") == "red_dragon.consecutive_eights"
    assert verdict(after, 0, f"play {FILL}") == "ok"


def test_forbidden_allows_after_a_chance_eight_and_never_refuses_a_chance_flip() -> None:
    opts = {"consecutive_eights": "forbidden"}
    state = make_state(
        [{"reserve": "8H", "chance": "8D 4S"}, {"hand": "5D"}], ["6S@1"], options=opts
    )
    after, _ = play(state, 0, "reserve 8H")
    after, events = play(after, 0, "chance 0")  # a Chance 8 in the free go is never refused
    assert after.free_go == (0, True)
    state = make_state(
        [{"reserve": "8H", "chance": "8D 4S"}, {"hand": "5D"}], ["6S@1"], options=opts
    )
    after, _ = play(state, 0, "chance 0")
    assert verdict(after, 0, "reserve 8H") == "ok"  # granted via Chance: the exception


def test_free_go_accepts_anything_like_a_two() -> None:
    state = make_state([{"hand": f"8H 3D {FILL}"}, {"hand": "5D"}], ["9S@1"])
    after, _ = play(state, 0, "play 8H")
    assert verdict(after, 0, "play 3D") == "ok"
    # R10: still an 8 for the next player
    after, _ = play(after, 0, "play 3D")
    assert after.current == 1


def test_eight_still_counts_for_runs() -> None:
    # R10/R13: own free go after 8 8 8; a fourth 8 by the same player completes a run of four
    seats = [{"hand": f"8H {FILL}"}, {"hand": "5D"}, {"hand": "5H"}]
    state = make_state(seats, ["8S@1", "8D@2", "8C@1"])
    after, events = play(state, 0, "play 8H")
    burn = next(e for e in events if e["type"] == "burn")
    assert burn["reason"] == "four_in_a_row" and not burn["extra_go"]
    assert after.current == 1 and after.pile == ()


@pytest.mark.parametrize("survives,expected", [(False, 1), (True, 2)])
def test_eight_skip_survives_burn(survives: bool, expected: int) -> None:
    seats = [{"hand": f"8H {FILL}"}, {"hand": "5D"}, {"hand": "5H"}]
    state = make_state(
        seats, ["8S@1", "8D@2", "8C@1"], options={"eight_skip_survives_burn": survives}
    )
    after, events = play(state, 0, "play 8H")
    assert after.current == expected
    assert ("skip" in _types(events)) == survives
