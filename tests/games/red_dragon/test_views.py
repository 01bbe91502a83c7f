"""Hidden information and the size of the move lists."""

from __future__ import annotations

import time

from service.games.base import leaked, redact_event
from service.games.red_dragon import GAME

from .helpers import make_state, play, toks


def test_a_picked_up_reserve_card_stays_secret_to_others() -> None:
    state = make_state([{"reserve": "3C 4C"}, {"hand": "4D 6D", "secret": "4D 6D"}], ["AS@1"])
    after, events = play(state, 0, "pickup 4C")
    assert "4C" in GAME.known_cards(after, 0)
    assert "4C" not in GAME.known_cards(after, 1) and "4C" not in GAME.known_cards(after, None)
    assert "AS" in GAME.known_cards(after, 1)  # picked up from the public pile
    for viewer in (1, None):
        assert "4C" not in str(GAME.view(after, viewer))
        assert "4C" not in str([redact_event(e, viewer) for e in events])
        assert GAME.public_move(GAME.parse_notation("pickup 4C"), 0, viewer) == {
            "type": "pick_up",
            "hidden": True,
        }
    assert GAME.view(after, 0)["hand"] == ["4C", "AS"]
    for viewer in (0, 1, None):
        assert GAME.view(after, viewer)["known_hands"] == [["AS"], []]
        assert GAME.view(after, viewer)["hand_counts"] == [2, 2]
    # once played it is public again
    after = make_state([{"hand": "4C AS", "secret": "4C", "reserve": "3C"}, {"hand": "4D"}])
    after, _ = play(after, 0, "play 4C")
    assert "4C" in GAME.known_cards(after, 1)


def test_chance_cards_are_unknown_to_everyone_until_revealed() -> None:
    state = make_state([{"reserve": "3C", "chance": "KH QH"}, {"hand": "4D"}], ["4S@1"])
    for viewer in (0, 1, None):
        view = GAME.view(state, viewer)
        assert "KH" not in str(view) and "QH" not in str(view)
        assert not leaked(GAME, state, viewer, [view])
    after, events = play(state, 0, "chance 1")
    assert events[0]["card"] == "QH" and toks([after.pile[-1].card]) == ("QH",)
    assert "KH" not in str(GAME.view(after, 0))


def test_spectators_see_only_public_cards() -> None:
    state = make_state(
        [{"hand": "7C 8C", "secret": "7C", "opening": "9D", "reserve": "AS"},
         {"hand": "4D", "secret": "4D"}],
        ["4S@1"],
    )  # fmt: skip
    view = GAME.view(state, None)
    assert view["hand"] is None and view["reserve"] is None and view["dealt"] is None
    text = str(view)
    assert "7C" not in text and "AS" not in text and "4D" not in text
    assert "9D" in text and "4S" in text
    # 8C was picked up from the pile in everyone's sight: known to all, the spectator too
    assert view["known_hands"] == [["8C"], []] and view["hand_counts"] == [2, 1]
    assert view["seats"][0]["reserve_count"] == 1 and "hand_count" not in view["seats"][0]
    mine = GAME.view(state, 0)
    assert mine["hand"] == ["7C", "8C"] and mine["reserve"] == ["AS"] and mine["dealt"] == []
    assert mine["known_hands"] == [["8C"], []]
    for viewer in (0, 1, None):
        assert not leaked(GAME, state, viewer, [GAME.view(state, viewer)])


def test_known_hands_follow_pick_ups_and_plays() -> None:
    # seat 0 fails a Chance card: the pile and that card go to the hand in everyone's sight
    state = make_state(
        [{"chance": "3H", "reserve": "3C"}, {"hand": "4D 6D", "secret": "4D 6D"}], ["KS@1"]
    )
    after, _ = play(state, 0, "take_chance 0")
    assert GAME.view(after, 1)["known_hands"] == [["3H", "KS"], []]
    # playing a known card takes it out of known_hands
    after = make_state(
        [{"hand": "5C 9S", "opening": "2D"}, {"hand": "4D", "secret": "4D"}], ["4S@1"]
    )
    after, _ = play(after, 0, "play 5C")
    assert GAME.view(after, None)["known_hands"] == [["9S"], []]


def test_a_played_copy_leaves_a_secret_copy_secret() -> None:
    # two decks: seat 0 holds 7C picked up in public and a 7C Reserve card picked up face
    # down; after it plays one 7C others cannot know the other is a 7C
    state = make_state(
        [{"hand": "7C 7C 9D", "secret": "7C", "reserve": "3C"}, {"hand": "4D", "secret": "4D"}],
        ["4S@1"],
        options={"decks": 2},
    )
    assert GAME.view(state, 1)["known_hands"] == [["7C", "9D"], []]
    after, _ = play(state, 0, "play 7C")
    assert toks(after.seats[0].secret) == ("7C",)
    assert GAME.view(after, 1)["known_hands"] == [["9D"], []]
    for viewer in (0, 1, None):
        assert not leaked(GAME, after, viewer, [GAME.view(after, viewer)])


def test_big_two_deck_hands_stay_enumerable() -> None:
    # 8 sevens and 4 jokers: 80 natural subsets x 5 joker counts + 4 x 13 pure-joker sets
    hand = "7C 7C 7D 7D 7H 7H 7S 7S JK JK JK JK"
    state = make_state([{"hand": hand}, {"hand": "4D"}], options={"decks": 2, "jokers_per_deck": 2})
    t = time.perf_counter()
    moves = GAME.legal_moves(state, 0)
    assert time.perf_counter() - t < 0.5
    assert len(moves) == 80 * 5 + 4 * 13
    assert len({GAME.move_notation(m) for m in moves}) == len(moves)


def test_jokers_are_declared_only_as_ranks_that_can_be_played() -> None:
    state = make_state(
        [{"hand": "JK 5C"}, {"hand": "4D"}], ["9S@1"], options={"jokers_per_deck": 1}
    )
    declared = {GAME.encode_move(m).get("as") for m in GAME.legal_moves(state, 0)} - {None}
    assert declared == {"2", "3", "4", "5", "6", "7", "8", "9", "10"}
