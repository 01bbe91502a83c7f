"""Melds: every shape with and without a Dragon, additions, Dragon moves, fixed Dragons."""

from __future__ import annotations

import pytest

from .helpers import build, layout, play, verdict

HAND = ["A4", "A5", "A6", "A7", "A8", "B5", "C5", "D5", "D2", "W1", "W2", "E1"]


def lay(hand: list[str] = HAND, **kw):  # noqa: ANN201
    return build(hands=[hand, ["F1"], ["F2"]], **kw)


@pytest.mark.parametrize(
    "move,kind,cards",
    [
        ("meld A5 B5 C5", "set", ["A5", "B5", "C5"]),
        ("meld A5 B5 C5 D5", "set", ["A5", "B5", "C5", "D5"]),
        ("meld A5 B5 W1", "set", ["A5", "B5", "W1"]),
        ("meld A5 B5 C5 W2", "set", ["A5", "B5", "C5", "W2"]),
        ("meld A4 A5 A6", "run", ["A4", "A5", "A6"]),
        ("meld A4 A5 A6 A7 A8", "run", ["A4", "A5", "A6", "A7", "A8"]),
        ("meld A4 A6 W1", "run", ["A4", "W1", "A6"]),  # the Dragon fills the gap
        ("meld A4 A6 W1 @5", "run", ["A4", "W1", "A6"]),
        ("meld A5 A6 W1 @4", "run", ["W1", "A5", "A6"]),  # at the low end
        ("meld A5 A6 W1 @7", "run", ["A5", "A6", "W1"]),  # at the high end
        ("meld A7 A8 W1", "run", ["W1", "A7", "A8"]),  # 9 does not exist: only 6
        ("meld A6 A7 A8 W1", "run", ["W1", "A6", "A7", "A8"]),
        ("meld A4 A5 A7 A8 W1", "run", ["A4", "A5", "W1", "A7", "A8"]),
    ],
)
def test_new_meld_shapes(move: str, kind: str, cards: list[str]) -> None:
    state = lay()
    assert verdict(state, 0, move) is None
    state, events = play(state, 0, move)
    meld = state.melds[-1]
    assert meld.kind == kind and meld.owner == 0
    assert layout(state, meld.id) == cards
    assert events[0]["type"] == "meld" and events[0]["points"] == 8 * len(cards)
    assert state.phase == "discard"


@pytest.mark.parametrize(
    "move,code",
    [
        ("meld A5 B5", "dragons_wild.too_few_cards"),
        ("meld A5 W1 W2", "dragons_wild.two_wilds"),
        ("meld A5 A6 W1 W2", "dragons_wild.two_wilds"),
        ("meld A5 B5 D2", "dragons_wild.mixed_suit_run"),
        ("meld A4 A5 A7", "dragons_wild.run_not_consecutive"),
        ("meld A4 A7 W1", "dragons_wild.run_not_consecutive"),
        ("meld A4 A5 W1", "dragons_wild.ambiguous_wild"),
        ("meld A4 A5 W1 @7", "dragons_wild.run_not_consecutive"),
        ("meld A5 B5 W1 @5", "dragons_wild.invalid_meld"),
        ("meld A4 A5 A6 @7", "dragons_wild.invalid_meld"),
        ("meld A1 A2 A3", "dragons_wild.card_not_in_hand"),
        ("add 7 A4", "dragons_wild.unknown_meld"),
    ],
)
def test_new_meld_refusals(move: str, code: str) -> None:
    state = lay(melds=[(0, ["G1", "G2", "G3"], None, 0)], turn=3)
    assert verdict(state, 0, move) == code


def test_full_run_has_no_room_for_a_dragon() -> None:
    hand = [f"A{n}" for n in range(1, 9)] + ["W1", "B1"]
    state = lay(hand=hand)
    cards = " ".join(f"A{n}" for n in range(1, 9))
    assert verdict(state, 0, f"meld {cards}") is None
    assert verdict(state, 0, f"meld {cards} W1") == "dragons_wild.run_out_of_range"


def test_runs_do_not_wrap() -> None:
    state = lay(hand=["A7", "A8", "A1", "A2", "B3"])
    assert verdict(state, 0, "meld A1 A7 A8") == "dragons_wild.run_not_consecutive"
    assert verdict(state, 0, "meld A1 A2 A8") == "dragons_wild.run_not_consecutive"


def test_largest_set_has_nine_cards() -> None:
    hand = [f"{s}5" for s in "ABCDEFGH"] + ["W1", "B1"]
    state = lay(hand=hand)
    state, events = play(state, 0, "meld A5 B5 C5 D5 E5 F5 G5 H5 W1")
    assert state.melds[0].size == 9 and events[0]["points"] == 72


def test_must_keep_a_card_for_the_discard() -> None:
    state = lay(hand=["A4", "A5", "A6"])
    assert verdict(state, 0, "meld A4 A5 A6") == "dragons_wild.must_keep_discard"
    assert "meld A4 A5 A6" not in _listed(state)


def test_dragon_at_may_be_left_out_only_when_unique() -> None:
    state = lay()
    listed = _listed(state)
    # the listing names the place of a run's Dragon; leaving it out is accepted if unique
    assert "meld A4 A6 W1 @5" in listed and "meld A4 A6 W1" not in listed
    assert verdict(state, 0, "meld A4 A6 W1") is None
    assert "meld A5 A6 W1 @4" in listed and "meld A5 A6 W1 @7" in listed
    assert "meld A5 A6 W1" not in listed
    assert verdict(state, 0, "meld A5 A6 W1") == "dragons_wild.ambiguous_wild"


def test_interchangeable_dragons_are_listed_once() -> None:
    state = lay()  # W1 and W2 in hand, both unseen: either does what the other does
    listed = _listed(state)
    assert "meld A5 B5 C5 W1" in listed and "meld A5 B5 C5 W2" not in listed
    assert verdict(state, 0, "meld A5 B5 C5 W2") is None
    assert "discard W1" in listed and "discard W2" not in listed
    assert verdict(state, 0, "discard W2") is None


def _listed(state, seat: int = 0) -> set[str]:
    from service.games.dragons_wild import GAME

    return {GAME.move_notation(m) for m in GAME.legal_moves(state, seat)}


# --------------------------------------------------------------------------- additions

RUN_5_6_W = (1, ["A5", "A6", "W1"], 7, 0)  # seat 1's run 5-6-W of suit A, laid on turn 0


def adder(hand: list[str], own_meld: bool = True, turn: int = 3):  # noqa: ANN201
    melds = [RUN_5_6_W]
    if own_meld:
        melds.append((0, ["G1", "G2", "G3"], None, 0))
    return build(hands=[hand, ["F1"], ["F2"]], melds=melds, turn=turn)


@pytest.mark.parametrize(
    "move,cards,dragon_at",
    [
        ("add 0 A4 @7", ["A4", "A5", "A6", "W1"], 7),  # the Dragon stays at 7
        ("add 0 A4 @3", ["W1", "A4", "A5", "A6"], 3),  # moved to the other end
        ("add 0 A7 @4", ["W1", "A5", "A6", "A7"], 4),  # its own number: it must move
        ("add 0 A7 @8", ["A5", "A6", "A7", "W1"], 8),
        ("add 0 A8", ["A5", "A6", "W1", "A8"], 7),  # now internal
        ("add 0 A3", ["A3", "W1", "A5", "A6"], 4),  # moved to fill the gap
        ("add 0 A4 A8 @7", ["A4", "A5", "A6", "W1", "A8"], 7),  # both ends at once
        ("add 0 A3 A4 @7", ["A3", "A4", "A5", "A6", "W1"], 7),
        ("add 0 A3 A4 @2", ["W1", "A3", "A4", "A5", "A6"], 2),
    ],
)
def test_dragon_at_the_end_of_a_run_may_move(move: str, cards: list[str], dragon_at: int) -> None:
    state = adder(["A3", "A4", "A7", "A8", "B1", "B2"])
    assert verdict(state, 0, move) is None
    state, events = play(state, 0, move)
    assert layout(state, 0) == cards
    assert state.melds[0].dragon_at == dragon_at
    assert state.melds[0].owner == 1  # it stays seat 1's meld
    n = len(move.split()) - 2 - (1 if "@" in move else 0)
    assert events[0]["points"] == 7 * n  # turn 3 is round 2; moving the Dragon scores nothing
    assert state.hand_points == (7 * n, 0, 0)
    assert events[0]["dragon_moved_from"] == (7 if dragon_at != 7 else None)


def test_dragon_at_the_low_end_may_move_too() -> None:
    # W-5-6: the Dragon stands for 4 at the low end
    def low() -> object:
        return build(
            hands=[["A7", "A8", "A3", "B1"], ["F1"], ["F2"]],
            melds=[(1, ["A5", "A6", "W1"], 4, 0), (0, ["G1", "G2", "G3"], None, 0)],
            turn=3,
        )

    assert verdict(low(), 0, "add 0 A7") == "dragons_wild.ambiguous_wild"
    state, events = play(low(), 0, "add 0 A7 @8")
    assert layout(state, 0) == ["A5", "A6", "A7", "W1"]
    assert events[0]["dragon_moved_from"] == 4
    state, _ = play(low(), 0, "add 0 A7 A8")  # only place left: 4
    assert layout(state, 0) == ["W1", "A5", "A6", "A7", "A8"]
    state, _ = play(low(), 0, "add 0 A3")  # 3-W-5-6: now internal
    assert layout(state, 0) == ["A3", "W1", "A5", "A6"]
    assert state.phase == "discard"


def test_ambiguous_addition_needs_dragon_at() -> None:
    state = adder(["A4", "A7", "B1"])
    assert verdict(state, 0, "add 0 A4") == "dragons_wild.ambiguous_wild"
    assert verdict(state, 0, "add 0 A7") == "dragons_wild.ambiguous_wild"
    assert verdict(state, 0, "add 0 A4 @8") == "dragons_wild.run_not_consecutive"


def test_internal_dragon_is_fixed() -> None:
    # 5-6-W-8: the Dragon stands for 7 inside the run
    state = build(
        hands=[["A4", "A7", "A3", "B1"], ["F1"], ["F2"]],
        melds=[(1, ["A5", "A6", "A8", "W1"], 7, 0), (0, ["G1", "G2", "G3"], None, 0)],
        turn=3,
    )
    assert verdict(state, 0, "add 0 A7") == "dragons_wild.wild_fixed"
    assert verdict(state, 0, "add 0 A4 A7") == "dragons_wild.wild_fixed"
    assert verdict(state, 0, "add 0 A4 @3") == "dragons_wild.wild_fixed"
    assert verdict(state, 0, "add 0 A4") is None
    assert verdict(state, 0, "add 0 A4 @7") is None  # naming its own place is fine
    assert verdict(state, 0, "add 0 A3") == "dragons_wild.run_not_consecutive"
    state, _ = play(state, 0, "add 0 A3 A4")
    assert layout(state, 0) == ["A3", "A4", "A5", "A6", "W1", "A8"]


def test_second_dragon_refused_in_additions() -> None:
    state = build(
        hands=[["W2", "A4", "B5", "B1"], ["F1"], ["F2"]],
        melds=[RUN_5_6_W, (1, ["C5", "D5", "W3"], None, 0), (0, ["G1", "G2", "G3"], None, 0)],
        turn=3,
    )
    assert verdict(state, 0, "add 0 W2 @4") == "dragons_wild.two_wilds"
    assert verdict(state, 0, "add 1 W2") == "dragons_wild.two_wilds"
    assert verdict(state, 0, "add 1 B5") is None  # a set's Dragon never blocks a natural


def test_adding_a_dragon_to_a_plain_run_and_set() -> None:
    state = build(
        hands=[["W2", "B1"], ["F1"], ["F2"]],
        melds=[(1, ["A4", "A5", "A6"], None, 0), (0, ["C5", "D5", "E5"], None, 0)],
        turn=3,
    )
    assert verdict(state, 0, "add 0 W2") == "dragons_wild.ambiguous_wild"
    s1, _ = play(state, 0, "add 0 W2 @3")
    assert layout(s1, 0) == ["W2", "A4", "A5", "A6"]
    s2, _ = play(state, 0, "add 1 W2")
    assert layout(s2, 1) == ["C5", "D5", "E5", "W2"]
    assert verdict(state, 0, "add 1 W2 @5") == "dragons_wild.invalid_meld"


def test_set_additions_need_the_sets_number() -> None:
    state = build(
        hands=[["F5", "G5", "F6", "B1"], ["F1"], ["F2"]],
        melds=[(0, ["C5", "D5", "E5"], None, 0)],
        turn=3,
    )
    assert verdict(state, 0, "add 0 F6") == "dragons_wild.invalid_meld"
    state, events = play(state, 0, "add 0 F5 G5")
    assert events[0]["points"] == 14


def test_run_additions_need_the_suit() -> None:
    state = adder(["B4", "B1"])
    assert verdict(state, 0, "add 0 B4 @7") == "dragons_wild.mixed_suit_run"


def test_adding_needs_an_own_meld_from_an_earlier_turn() -> None:
    hand = ["A4", "B1", "B2", "B3", "C4"]
    assert verdict(adder(hand, own_meld=False), 0, "add 0 A4 @7") == (
        "dragons_wild.no_earlier_meld"
    )
    # a meld laid this very turn does not count (RB20) ...
    state = build(
        hands=[hand, ["F1"], ["F2"]], melds=[RUN_5_6_W, (0, ["G1", "G2", "G3"], None, 3)], turn=3
    )
    assert verdict(state, 0, "add 0 A4 @7") == "dragons_wild.no_earlier_meld"
    # ... and after laying a meld the turn's one action is used up
    state, _ = play(adder(hand, own_meld=False), 0, "meld B1 B2 B3")
    assert verdict(state, 0, "add 0 A4 @7") == "dragons_wild.one_meld_action_per_turn"
    assert verdict(state, 0, "meld B1 B2 B3") == "dragons_wild.one_meld_action_per_turn"
    # on a later turn the own meld allows adding, to any meld
    assert verdict(adder(hand), 0, "add 0 A4 @7") is None
    # having added to someone else's meld is not owning one (RB21)
    assert verdict(adder(hand, own_meld=False, turn=6), 0, "add 0 A4 @7") == (
        "dragons_wild.no_earlier_meld"
    )


def test_additions_are_enumerated() -> None:
    from service.games.dragons_wild import GAME

    state = adder(["A3", "A4", "A7", "A8", "W2", "B1"])
    adds = sorted(
        GAME.move_notation(m)
        for m in GAME.legal_moves(state, 0)
        if GAME.move_notation(m).startswith("add 0")
    )
    # A8 leaves the movable Dragon only the place 7: listed with it, accepted without
    assert "add 0 A8 @7" in adds and "add 0 A8" not in adds
    assert verdict(state, 0, "add 0 A8") is None
    assert "add 0 A4 @3" in adds and "add 0 A4 @7" in adds and "add 0 A4" not in adds
    assert not any("W2" in a for a in adds)  # the run has its Dragon already
    # 3-4-5-6-7-8 leaves the Dragon only the place 2
    assert "add 0 A3 A4 A7 A8 @2" in adds and "add 0 A3 A4 A7 A8" not in adds
    assert not any(a.endswith("@9") for a in adds)


# --------------------------------------------------------------------------- runs_wrap


def wrapping(hand: list[str], melds=None, turn: int = 0):  # noqa: ANN001, ANN201
    return build(hands=[hand, ["F1"], ["F2"]], melds=melds, turn=turn, options={"runs_wrap": True})


def test_runs_wrap_option_allows_8_to_1() -> None:
    state = wrapping(["A7", "A8", "A1", "A2", "W1", "B3"])
    assert verdict(state, 0, "meld A1 A7 A8") is None
    assert verdict(state, 0, "meld A1 A2 A7 A8") is None
    assert verdict(state, 0, "meld A1 A2 A8") is None
    assert verdict(state, 0, "meld A1 A7 W1") is None  # 7-W-1: the Dragon is 8
    assert verdict(state, 0, "meld A1 A8 W1") == "dragons_wild.ambiguous_wild"  # 7 or 2
    assert verdict(state, 0, "meld A2 A7 A8") == "dragons_wild.run_not_consecutive"
    state, _ = play(state, 0, "meld A1 A2 A8 W1 @7")
    assert layout(state, 0) == ["W1", "A8", "A1", "A2"]
    assert state.melds[0].dragon_at == 7


def test_wrapped_run_additions_and_fixed_dragon() -> None:
    melds = [(1, ["A8", "A1", "W1"], 2, 0), (0, ["G1", "G2", "G3"], None, 0)]  # 8-1-W
    state = wrapping(["A7", "A3", "B4"], melds=melds, turn=3)
    assert verdict(state, 0, "add 0 A7") == "dragons_wild.ambiguous_wild"  # W at 2 or 6
    s1, _ = play(state, 0, "add 0 A7 @6")
    assert layout(s1, 0) == ["W1", "A7", "A8", "A1"]
    s2, _ = play(state, 0, "add 0 A3")  # 8-1-W-3: the Dragon is inside
    assert layout(s2, 0) == ["A8", "A1", "W1", "A3"]
    assert s2.melds[0].dragon_at == 2


def test_full_ring_with_wrap() -> None:
    hand = [f"A{n}" for n in range(1, 8)] + ["W1", "B1"]
    state = wrapping(hand)
    cards = " ".join(f"A{n}" for n in range(1, 8))
    assert verdict(state, 0, f"meld {cards} W1") is None  # the Dragon is 8, the only gap
    state, _ = play(state, 0, f"meld {cards} W1")
    assert state.melds[0].dragon_at == 8 and state.melds[0].size == 8


# --------------------------------------------------------------------------- going out


def test_going_out_with_several_melds_needs_the_option() -> None:
    hand = ["A1", "A2", "A3", "B5", "C5", "W1", "H8"]
    move = "go_out A1 A2 A3 / B5 C5 W1"
    assert verdict(lay(hand=hand), 0, move) == "dragons_wild.one_meld_action_per_turn"
    state = lay(hand=hand, options={"going_out_multi_meld": True})
    assert verdict(state, 0, move) is None
    assert verdict(state, 0, "go_out A1 A2 A3 / B5 C5 H8") == "dragons_wild.mixed_suit_run"
    short = lay(hand=[*hand, "G2"], options={"going_out_multi_meld": True})
    assert verdict(short, 0, move) == "dragons_wild.not_going_out"
    assert move in _listed(state)
    state, events = play(state, 0, move)
    assert [e["type"] for e in events] == ["meld", "meld"]
    assert sum(e["points"] for e in events) == 48 and len(state.melds) == 2
    state, events = play(state, 0, "discard H8")
    assert any(e["type"] == "go_out" for e in events)
