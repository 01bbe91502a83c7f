"""§4–§5 plays: burns, source order, sets, mixing, jokers, pick-ups, Chance and the end."""

from __future__ import annotations

import pytest

from .helpers import make_state, play, rank, toks, verdict


def _types(events):
    return [e["type"] for e in events]


def _burn(events):
    return next(e for e in events if e["type"] == "burn")


# --------------------------------------------------------------------------- burns


def test_ten_burns_without_an_extra_go() -> None:
    state = make_state([{"hand": "10H 5C"}, {"hand": "4D"}, {"hand": "4S"}], ["AS@2"])
    after, events = play(state, 0, "play 10H")
    assert _burn(events)["reason"] == "ten" and not _burn(events)["extra_go"]
    assert after.pile == () and after.current == 1 and toks(after.burned) == ("AS", "10H")


def test_four_in_one_play_burns_with_an_extra_go() -> None:
    state = make_state([{"hand": "5C 5D 5H 5S 6C"}, {"hand": "4D"}], ["4S@1"])
    after, events = play(state, 0, "play 5C 5D 5H 5S")
    assert _burn(events)["reason"] == "four_of_a_kind" and _burn(events)["extra_go"]
    assert after.current == 0 and after.extra_go and after.pile == ()


def test_four_tens_burn_with_an_extra_go() -> None:
    state = make_state([{"hand": "10C 10D 10H 10S 6C"}, {"hand": "4D"}], ["4S@1"])
    after, events = play(state, 0, "play 10C 10D 10H 10S")
    assert _burn(events)["reason"] == "four_of_a_kind" and after.current == 0


def test_mixed_hand_and_opening_four_burns_with_an_extra_go() -> None:
    state = make_state([{"hand": "5C 5D", "opening": "5H 5S 7C"}, {"hand": "4D"}], ["4S@1"])
    after, events = play(state, 0, "play 5C 5D +5H +5S")
    assert _burn(events)["reason"] == "four_of_a_kind" and after.current == 0


def test_four_with_jokers_burns_with_an_extra_go() -> None:
    state = make_state(
        [{"hand": "5C JK JK 5D 9C"}, {"hand": "4D"}], ["4S@1"], options={"jokers_per_deck": 2}
    )
    after, events = play(state, 0, "play 5C 5D JK JK as 5")
    assert _burn(events)["reason"] == "four_of_a_kind" and after.current == 0


def test_four_in_a_row_across_players_burns_without_an_extra_go() -> None:
    state = make_state(
        [{"hand": "5C 6C"}, {"hand": "4D"}, {"hand": "4C"}], ["5D@1", "5H@2", "5S@1"]
    )
    after, events = play(state, 0, "play 5C")
    assert _burn(events)["reason"] == "four_in_a_row" and not _burn(events)["extra_go"]
    assert after.current == 1 and after.pile == ()


def test_run_counts_declared_jokers() -> None:
    state = make_state(
        [{"hand": "5C 6C"}, {"hand": "4D"}],
        ["5D@1", "JK=5@1", "5S@1"],
        options={"jokers_per_deck": 1},
    )
    _, events = play(state, 0, "play 5C")
    assert _burn(events)["reason"] == "four_in_a_row"


def test_three_in_a_row_does_not_burn() -> None:
    state = make_state([{"hand": "5C 6C"}, {"hand": "4D"}], ["4H@1", "5H@1", "5S@1"])
    after, events = play(state, 0, "play 5C")
    assert "burn" not in _types(events) and len(after.pile) == 4


def test_burn_going_out_passes_the_turn() -> None:
    state = make_state([{"hand": "5C 5D 5H 5S"}, {"hand": "4D"}, {"hand": "4S"}], ["4C@1"])
    after, events = play(state, 0, "play 5C 5D 5H 5S")
    assert after.finish_order == (0,) and after.current == 1


# --------------------------------------------------------------------------- sources


def test_opening_alone_while_holding_a_hand_is_refused() -> None:
    state = make_state([{"hand": "7C", "opening": "7D"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "play +7D") == "red_dragon.hand_first"


def test_reserve_and_chance_wait_for_hand_and_opening() -> None:
    state = make_state([{"hand": "7C", "reserve": "9D", "chance": "3H"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "reserve 9D") == "red_dragon.hand_first"
    assert verdict(state, 0, "chance 0") == "red_dragon.hand_first"
    state = make_state(
        [{"opening": "7C", "reserve": "9D", "chance": "3H"}, {"hand": "4D"}], ["4S@1"]
    )
    assert verdict(state, 0, "reserve 9D") == "red_dragon.opening_first"
    # without a hand the state implies the source: the cards are Opening cards
    assert verdict(state, 0, "play 7C") == "ok"
    assert verdict(state, 0, "play +7C") == "ok"
    assert verdict(state, 0, "play 8C") == "red_dragon.not_in_opening"


def test_table_stage_plays_one_reserve_card_at_a_time() -> None:
    state = make_state([{"reserve": "9D 9H", "chance": "3H"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "play 9D") == "red_dragon.table_stage"
    assert verdict(state, 0, "reserve 9D") == "ok"
    assert verdict(state, 0, "reserve 10D") == "red_dragon.not_in_reserve"


def test_take_chance_is_allowed_even_when_a_reserve_card_plays() -> None:
    state = make_state([{"reserve": "9D", "chance": "3H 4H"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "chance 1") == "ok"
    assert verdict(state, 0, "chance 3") == "red_dragon.no_chance_card"


def test_an_unplayable_reserve_card_is_refused() -> None:
    state = make_state([{"reserve": "3D", "chance": "3H"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "reserve 3D") == "red_dragon.cannot_play_on"


# --------------------------------------------------------------------------- sets and mixing


def test_sets_share_one_rank() -> None:
    state = make_state([{"hand": "7C 7D 8C"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "play 7C 7D") == "ok"
    assert verdict(state, 0, "play 7C 8C") == "red_dragon.same_rank"
    assert verdict(state, 0, "play 7H") == "red_dragon.not_in_hand"
    assert verdict(state, 0, "play") == "red_dragon.empty_play"


def test_mixing_needs_the_whole_hand_of_one_rank() -> None:
    state = make_state([{"hand": "4C 4D", "opening": "4H 4S 9C"}, {"hand": "5D"}], ["3S@1"])
    assert verdict(state, 0, "play 4C 4D +4H") == "ok"
    assert verdict(state, 0, "play 4C +4H") == "red_dragon.mix_whole_hand"
    assert verdict(state, 0, "play 4C 4D +9C") == "red_dragon.same_rank"
    state = make_state([{"hand": "4C 5D", "opening": "4H"}, {"hand": "5S"}], ["3S@1"])
    assert verdict(state, 0, "play 4C 5D +4H") == "red_dragon.same_rank"


@pytest.mark.parametrize("mode,subset_ok", [("any_subset", True), ("all_of_rank", False)])
def test_mix_opening_subset(mode: str, subset_ok: bool) -> None:
    state = make_state(
        [{"hand": "4C", "opening": "4H 4S 9C"}, {"hand": "5D"}],
        ["3S@1"],
        options={"mix_opening_subset": mode},
    )
    assert verdict(state, 0, "play 4C +4H") == ("ok" if subset_ok else "red_dragon.mix_all_of_rank")
    assert verdict(state, 0, "play 4C +4H +4S") == "ok"


def test_two_decks_allow_identical_cards_in_one_play() -> None:
    state = make_state(
        [{"hand": "7H 7H 7D"}, {"hand": "4D"}, {"hand": "4D"}], ["4S@1"], options={"decks": 2}
    )
    after, events = play(state, 0, "play 7H 7H")
    assert toks(after.seats[0].hand) == ("7D",)
    assert toks(e.card for e in after.pile)[-2:] == ("7H", "7H")
    assert verdict(state, 0, "play 7D 7D") == "red_dragon.not_in_hand"


# --------------------------------------------------------------------------- jokers


def test_joker_must_be_declared_and_takes_the_rank() -> None:
    state = make_state(
        [{"hand": "JK 5C 6C"}, {"hand": "4D"}, {"hand": "4C"}],
        ["4S@1"],
        options={"jokers_per_deck": 1},
    )
    assert verdict(state, 0, "play JK") == "red_dragon.joker_declaration_required"
    assert verdict(state, 0, "play 5C as 5") == "red_dragon.declaration_without_joker"
    assert verdict(state, 0, "play 5C JK as 6") == "red_dragon.same_rank"
    after, events = play(state, 0, "play JK as 10")
    assert _burn(events)["reason"] == "ten"
    after, events = play(state, 0, "play JK as 8")
    assert after.current == 2 and after.pile[-1].rank == rank("8")


def test_joker_in_reserve_is_declared_in_the_move() -> None:
    state = make_state(
        [{"reserve": "JK", "chance": "4C"}, {"hand": "4D"}],
        ["AS@1"],
        options={"jokers_per_deck": 1},
    )
    assert verdict(state, 0, "reserve JK") == "red_dragon.joker_declaration_required"
    assert verdict(state, 0, "reserve JK as K") == "red_dragon.cannot_play_on"
    assert verdict(state, 0, "reserve JK as A") == "ok"


def test_chance_joker_is_declared_after_the_reveal() -> None:
    state = make_state(
        [{"reserve": "3C", "chance": "JK 4C"}, {"hand": "4D"}],
        ["AS@1"],
        options={"jokers_per_deck": 1},
    )
    after, events = play(state, 0, "chance 0")
    assert events[0]["card"] == "JK" and events[0]["result"] == "declare"
    assert after.current == 0 and after.pending_joker == 0
    assert verdict(after, 0, "reserve 3C") == "red_dragon.declare_first"
    assert verdict(after, 0, "declare 5") == "red_dragon.cannot_play_on"
    after, events = play(after, 0, "declare 2")
    assert toks([after.pile[-1].card]) == ("JK",) and after.pile[-1].rank == rank("2")
    assert after.current == 1
    assert verdict(state, 0, "declare 2") == "red_dragon.nothing_to_declare"


# --------------------------------------------------------------------------- pick-ups


def test_no_voluntary_pick_up() -> None:
    state = make_state([{"hand": "KC 3D"}, {"hand": "4D"}], ["QS@1"])
    assert verdict(state, 0, "pickup") == "red_dragon.must_play"
    state = make_state([{"hand": "KC"}, {"hand": "4D"}])
    assert verdict(state, 0, "pickup") == "red_dragon.pile_empty"


def test_hand_pick_up_takes_the_pile() -> None:
    state = make_state(
        [{"hand": "3D", "opening": "AC"}, {"hand": "4D"}, {"hand": "4C"}], ["5S@2", "QS@1"]
    )
    assert verdict(state, 0, "pickup AC") == "red_dragon.reserve_not_allowed"
    after, events = play(state, 0, "pickup")
    assert toks(after.seats[0].hand) == ("3D", "5S", "QS")
    assert toks(after.seats[0].opening) == ("AC",)
    assert after.pile == () and after.current == 1
    assert events[0]["type"] == "pick_up" and events[0]["cards"] == ["5S", "QS"]


def test_opening_pick_up_leaves_the_opening_cards() -> None:
    state = make_state([{"opening": "3D 4D"}, {"hand": "4C"}], ["QS@1"])
    after, _ = play(state, 0, "pickup")
    assert toks(after.seats[0].hand) == ("QS",)
    assert toks(after.seats[0].opening) == ("3D", "4D")


def test_failed_chance_card_is_picked_up_with_the_pile() -> None:
    state = make_state(
        [{"reserve": "3C", "chance": "4H 9C"}, {"hand": "4D"}, {"hand": "4C"}], ["7S@1"]
    )
    assert verdict(state, 0, "pickup") == "red_dragon.must_take_chance"
    after, events = play(state, 0, "chance 0")
    assert events[0]["result"] == "failed" and events[1]["type"] == "pick_up"
    assert toks(after.seats[0].hand) == ("4H", "7S")
    assert toks(after.seats[0].reserve) == ("3C",)
    assert after.current == 1 and after.pile == ()


def test_successful_chance_card_is_played() -> None:
    state = make_state([{"chance": "9C 4H"}, {"hand": "4D"}], ["7S@1"])
    after, events = play(state, 0, "chance 0")
    assert events[0]["result"] == "played" and after.pile[-1].source == "chance"


def test_reserve_only_pick_up_takes_one_chosen_reserve_card() -> None:
    state = make_state([{"reserve": "3C 4C"}, {"hand": "4D"}], ["AS@1"])
    assert verdict(state, 0, "pickup") == "red_dragon.reserve_card_required"
    assert verdict(state, 0, "pickup 5C") == "red_dragon.not_in_reserve"
    after, events = play(state, 0, "pickup 4C")
    assert toks(after.seats[0].hand) == ("4C", "AS")
    assert toks(after.seats[0].reserve) == ("3C",)
    assert toks(after.seats[0].secret) == ("4C",)
    assert events[0]["private"] == {"0": {"reserve_card": "4C"}}
    assert "4C" not in str({k: v for k, v in events[0].items() if k != "private"})


def test_reserve_only_pick_up_with_a_playable_reserve_card_is_refused() -> None:
    state = make_state([{"reserve": "3C AC"}, {"hand": "4D"}], ["AS@1"])
    assert verdict(state, 0, "pickup 3C") == "red_dragon.must_play"


def test_reserve_fail_takes_card_false_takes_the_pile_only() -> None:
    state = make_state(
        [{"reserve": "3C 4C"}, {"hand": "4D"}], ["AS@1"], options={"reserve_fail_takes_card": False}
    )
    assert verdict(state, 0, "pickup 4C") == "red_dragon.reserve_not_allowed"
    after, _ = play(state, 0, "pickup")
    assert toks(after.seats[0].hand) == ("AS",)
    assert toks(after.seats[0].reserve) == ("3C", "4C")


def test_after_a_pick_up_the_next_player_starts_an_empty_pile() -> None:
    state = make_state([{"hand": "3D"}, {"hand": "4D 5D"}, {"hand": "4C"}], ["QS@2"])
    after, _ = play(state, 0, "pickup")
    assert after.current == 1 and after.pile == () and verdict(after, 1, "play 4D") == "ok"


# --------------------------------------------------------------------------- the end


def test_game_ends_when_one_player_holds_cards() -> None:
    state = make_state([{"hand": "9C"}, {}, {"hand": "4D"}], ["4S@2"], finished=[1])
    after, events = play(state, 0, "play 9C")
    assert after.phase == "over" and after.finish_order == (1, 0) and after.loser == 2
    from service.games.red_dragon import GAME

    out = GAME.outcome(after)
    assert out.winners == (1,) and out.losers == (2,) and out.ranking == ((1,), (0,), (2,))
    assert events[-1] == {
        "type": "game_over",
        "reason": "last_player_holding",
        "finish_order": [1, 0],
        "loser": 2,
        "winner": 1,
    }
    assert {"type": "finished", "seat": 0, "position": 2} in events
    scores = GAME.scores(after)
    assert scores == {
        "finish_order": [1, 0],
        "positions": [2, 1, None],
        "cards_held": [0, 0, 1],
        "outcome": out.to_json(),
    }
    assert out.to_json() == {
        "winners": [1], "losers": [2], "ranking": [[1], [0], [2]], "draw": False,
        "reason": "last_player_holding",
        "details": {"finish_order": [1, 0], "loser": 2, "winner": 1},
    }  # fmt: skip
    view = GAME.view(after, None)
    assert view["phase"] == "finished" and view["outcome"] == out.to_json()
    assert view["to_act"] == [] and view["current"] is None
    assert not {"winner", "loser", "end_reason", "you"} & set(view)
    running = GAME.view(state, 0)
    assert running["outcome"] is None and running["phase"] == "play"
    assert GAME.scores(state)["outcome"] is None


def test_max_turns_stops_a_stalemate() -> None:
    state = make_state([{"hand": "9C 5C"}, {"hand": "4D 5D"}], ["4S@1"], options={"max_turns": 1})
    after, events = play(state, 0, "play 9C")
    from service.games.red_dragon import GAME

    out = GAME.outcome(after)
    assert out.finished and out.reason == "max_turns" and out.losers == ()
    assert out.ranking == ((0, 1),)


def test_opening_cards_must_be_yours() -> None:
    state = make_state([{"opening": "7C 7D"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "play +7H") == "red_dragon.not_in_opening"
    assert verdict(state, 0, "play +7C +7D") == "ok"


def test_reserve_cannot_be_chosen_again_in_play() -> None:
    state = make_state([{"opening": "7C"}, {"hand": "4D"}], ["4S@1"])
    assert verdict(state, 0, "select 7C 7D 7H") == "red_dragon.reserve_already_chosen"
