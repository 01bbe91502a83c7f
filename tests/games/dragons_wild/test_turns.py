"""The turn and the hand: deal, round counter and points, buying, the deck running out,
going out, penalties, the end of the game and what each seat sees."""

from __future__ import annotations

import pytest

from service.games.base import leaked, redact_event
from service.games.cards import Rng
from service.games.dragons_wild import GAME
from service.games.dragons_wild.deck import DECK
from service.games.dragons_wild.state import HandResult, evolve

from .helpers import build, invariant, play, verdict

# --------------------------------------------------------------------------- deal


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deal(players: int) -> None:
    state = GAME.setup(players, GAME.normalize_options(players, {}), "deal")
    dealer = Rng("deal", "dragons_wild", "dealer").randbelow(players)
    assert state.dealer == dealer and state.active == (dealer + 1) % players
    cards = Rng("deal", "dragons_wild", "deal", "0").shuffle(DECK)
    for i in range(7 * players):  # one card at a time from the dealer's left
        assert cards[i] in state.hands[(dealer + 1 + i) % players]
    assert all(len(h) == 7 for h in state.hands)
    assert state.discard == (cards[7 * players],)
    assert state.deck == tuple(cards[7 * players + 1 :])
    assert len(state.deck) == 70 - 7 * players - 1
    assert state.round == 1 and state.phase == "draw"
    invariant(state)


def test_deal_options() -> None:
    state = GAME.setup(6, GAME.normalize_options(6, {"hand_size": 9, "first_dealer": 4}), "x")
    assert state.dealer == 4 and state.active == 5 and len(state.deck) == 70 - 54 - 1
    for bad in ({"first_dealer": 3}, {"suit_labels": "a,b"}, {"hand_size": 10}):
        with pytest.raises(Exception) as exc:
            GAME.normalize_options(3, bad)
        assert exc.value.code == "options.invalid"  # type: ignore[attr-defined]
    with pytest.raises(Exception) as exc:
        GAME.normalize_options(7, {})
    assert exc.value.code == "players.out_of_range"  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- rounds


@pytest.mark.parametrize(
    "round_no,rate",
    [(1, 8), (2, 7), (3, 6), (4, 5), (5, 4), (6, 3), (7, 2), (8, 1), (9, 1), (15, 1)],
)
def test_points_per_card_by_round(round_no: int, rate: int) -> None:
    turn = (round_no - 1) * 3  # seat 0's turn in that round (3 players, dealer 2)
    state = build(
        hands=[["A1", "A2", "A3", "W1", "B5"], ["F1"], ["F2"]],
        turn=turn,
        options={"max_rounds_per_hand": None},
    )
    state, events = play(state, 0, "meld A1 A2 A3 W1")
    assert events[0]["points"] == 4 * rate and events[0]["round"] == round_no
    assert state.hand_points == (4 * rate, 0, 0) and state.totals == (4 * rate, 0, 0)


def test_round_counter_advances_after_the_dealers_turn() -> None:
    state = build(hands=[["F1"], ["F2"], ["A1", "B5"]], turn=2, phase="lay")
    assert state.active == 2 == state.dealer and state.round == 1
    state, events = play(state, 2, "discard A1")
    assert {"type": "round", "round": 2, "rate": 7} in events
    assert state.turn == 3 and state.round == 2 and state.active == 0


def test_cards_on_another_players_meld_score_for_the_adder() -> None:
    state = build(
        hands=[["A4", "B1"], ["F1"], ["F2"]],
        turn=6,
        melds=[(1, ["A1", "A2", "A3"], None, 1), (0, ["G1", "G2", "G3"], None, 0)],
    )
    state, events = play(state, 0, "add 0 A4")
    assert events[0]["owner"] == 1 and events[0]["points"] == 6
    assert state.hand_points == (6, 0, 0)


# --------------------------------------------------------------------------- buying


def window(**kw):  # noqa: ANN003, ANN201
    """Seat 1 is about to draw; seat 0 has just discarded C3 onto C2."""
    kw.setdefault("deck", ["D1", "D2", "D3"])
    kw.setdefault("discard", ["C1", "C2", "C3"])
    return build(hands=[["E1", "E2"], ["E3", "E4"], ["E5", "E6"]], phase="draw", turn=1, **kw)


def test_buy_accepted_gives_discard_and_private_penalty() -> None:
    state = window()
    assert GAME.to_act(state) == frozenset({0, 1, 2})
    state, events = play(state, 0, "buy")  # the player who just discarded may buy it
    assert state.phase == "answer" and state.buyer == 0 and GAME.to_act(state) == {1}
    assert events == [{"type": "buy_request", "seat": 0, "card": "C3"}]
    state, events = play(state, 1, "answer_buy yes")
    assert state.hands[0] == ("C3", "D1", "E1", "E2")
    assert state.discard[-1] == "C2" and state.deck == ("D2", "D3")
    buy = next(e for e in events if e["type"] == "buy")
    assert buy["card"] == "C3" and "penalty_card" not in buy
    assert redact_event(buy, 0)["penalty_card"] == "D1"
    assert "D1" not in str(redact_event(buy, 2)) and "D1" not in str(redact_event(buy, None))
    for viewer in (1, 2, None):
        assert not leaked(GAME, state, viewer, [GAME.view(state, viewer)])
    # which card the buyer took is public (RB25), the penalty card is not
    assert state.shown[0] == ("C3",) and GAME.view(state, 2)["known_hands"][0] == ["C3"]
    # the window stays open: the next discard may be bought, or the active player draws
    assert state.phase == "draw" and state.buys_window == 1
    assert verdict(state, 0, "buy") is None and verdict(state, 1, "draw discard") is None


def test_buy_refused_obliges_the_active_player_to_take_it() -> None:
    state, _ = play(window(), 2, "buy")
    state, events = play(state, 1, "answer_buy no")
    assert "C3" in state.hands[1] and state.phase == "lay"
    assert {"type": "draw", "seat": 1, "source": "discard", "card": "C3"} in events
    assert verdict(state, 2, "buy") == "dragons_wild.buy_window_closed"
    assert verdict(state, 1, "draw deck") == "dragons_wild.wrong_phase"


def test_three_buys_per_window_then_the_limit() -> None:
    state = window(deck=["D1", "D2", "D3", "D4", "D5"])
    for buyer in (0, 2, 0):  # the same player may buy again in the window
        state, _ = play(state, buyer, "buy")
        state, _ = play(state, 1, "answer_buy yes")
    assert state.buys_window == 3 and not state.discard
    state = window(deck=["D1", "D2", "D3", "D4", "D5"], discard=["C1", "C2", "C3", "C4"])
    for buyer in (0, 2, 0):
        state, _ = play(state, buyer, "buy")
        state, _ = play(state, 1, "answer_buy yes")
    assert verdict(state, 2, "buy") == "dragons_wild.buy_limit"
    assert GAME.to_act(state) == {1}
    # the window is per turn: the next turn's window starts at 0
    state, _ = play(state, 1, "draw discard")
    state, _ = play(state, 1, "discard E3")
    assert state.buys_window == 0 and verdict(state, 0, "buy") is None


def test_buy_limit_options() -> None:
    state = window(options={"max_buys_per_window": 1})
    state, _ = play(state, 0, "buy")
    state, _ = play(state, 1, "answer_buy yes")
    assert verdict(state, 2, "buy") == "dragons_wild.buy_limit"
    state = window(options={"max_buys_per_player_per_hand": 1}, buys_hand=(1, 0, 0))
    assert verdict(state, 0, "buy") == "dragons_wild.buy_limit"
    assert verdict(state, 2, "buy") is None


def test_who_may_ask_and_when() -> None:
    state = window()
    assert verdict(state, 1, "buy") == "dragons_wild.active_cannot_buy"
    assert verdict(state, 0, "draw deck") == "dragons_wild.only_buy"
    asked, _ = play(state, 0, "buy")
    assert verdict(asked, 2, "buy") == "dragons_wild.buy_pending"
    assert verdict(asked, 1, "draw deck") == "dragons_wild.wrong_phase"
    assert verdict(asked, 2, "answer_buy yes") == "turn.not_your_turn"
    drawn, _ = play(state, 1, "draw deck")
    assert verdict(drawn, 0, "buy") == "dragons_wild.buy_window_closed"
    empty = window(discard=[], deck=["C1", "C2", "C3", "D1", "D2", "D3"])
    assert verdict(empty, 0, "buy") == "dragons_wild.discard_empty"
    assert verdict(empty, 1, "draw discard") == "dragons_wild.discard_empty"


def test_first_upcard_may_be_bought_unless_disabled() -> None:
    state = GAME.setup(3, GAME.normalize_options(3, {"first_dealer": 2}), "up")
    assert GAME.to_act(state) == {0, 1, 2} and verdict(state, 1, "buy") is None
    opts = GAME.normalize_options(3, {"first_dealer": 2, "allow_buy_first_upcard": False})
    state = GAME.setup(3, opts, "up")
    assert GAME.to_act(state) == {0}
    assert verdict(state, 1, "buy") == "dragons_wild.buy_window_closed"


def test_penalty_card_from_the_turned_over_pile_or_refused() -> None:
    # deck empty: the bought C3 goes first, then C1 C2 are turned over, C1 on top
    state = window(deck=[])
    state, _ = play(state, 0, "buy")
    state, events = play(state, 1, "answer_buy yes")
    assert "C1" in state.hands[0] and "C3" in state.hands[0]
    assert state.deck == ("C2",) and state.discard == ()
    assert {"type": "refill", "cards": 2, "kept_top": False} in events
    # nothing left for a penalty: refused beforehand
    lone = window(deck=[], discard=["C3"])
    assert verdict(lone, 0, "buy") == "dragons_wild.no_penalty_card"
    assert GAME.to_act(lone) == {1}
    free = evolve(lone, config=lone.config.replace(buy_requires_penalty_card=False))
    free, _ = play(free, 0, "buy")
    free, events = play(free, 1, "answer_buy yes")
    buy = next(e for e in events if e["type"] == "buy")
    assert buy["penalty"] is False and "private" not in buy
    invariant(free)


# --------------------------------------------------------------------------- the deck


def test_empty_deck_turns_the_discard_pile_over_without_shuffling() -> None:
    state = window(deck=[])
    state, events = play(state, 1, "draw deck")
    assert {"type": "refill", "cards": 3, "kept_top": False} in events
    assert "C1" in state.hands[1]  # the oldest discard is the new top
    assert state.deck == ("C2", "C3") and state.discard == ()
    draw = next(e for e in events if e["type"] == "draw")
    assert "card" not in draw and redact_event(draw, 1)["card"] == "C1"


def test_keep_top_discard_on_refill() -> None:
    state = window(deck=[], options={"keep_top_discard_on_refill": True})
    state, _ = play(state, 1, "draw deck")
    assert "C1" in state.hands[1] and state.deck == ("C2",) and state.discard == ("C3",)


def test_keep_top_discard_turns_the_last_card_when_it_is_needed() -> None:
    state = window(deck=[], discard=["C3"], options={"keep_top_discard_on_refill": True})
    state, events = play(state, 1, "draw deck")
    assert "C3" in state.hands[1] and state.deck == () and state.discard == ()
    assert {"type": "refill", "cards": 1, "kept_top": False} in events


def test_immediate_refill() -> None:
    state = window(deck=["D1"], options={"refill": "immediate"})
    state, events = play(state, 1, "draw deck")
    assert "D1" in state.hands[1]
    assert state.deck == ("C1", "C2", "C3") and state.discard == ()
    assert any(e["type"] == "refill" for e in events)


def test_blocked_hand() -> None:
    hands = [list(DECK[0:23]), list(DECK[23:46]), list(DECK[46:70])]
    state = build(hands=hands, discard=[], deck=[], phase="draw", turn=1)
    state, events = play(state, 1, "draw deck")
    end = next(e for e in events if e["type"] == "hand_end")
    assert end["reason"] == "blocked" and end["went_out"] is None
    dragons = [sum(c.startswith("W") for c in h) for h in hands]
    assert end["penalties"] == [len(h) + 2 * d for h, d in zip(hands, dragons, strict=True)]
    state = build(
        hands=hands,
        discard=[],
        deck=[],
        phase="draw",
        turn=1,
        options={"blocked_hand": "no_penalty"},
    )
    state, events = play(state, 1, "draw deck")
    assert next(e for e in events if e["type"] == "hand_end")["penalties"] == [0, 0, 0]


def test_hand_limit_ends_the_hand() -> None:
    state = build(
        hands=[["F1"], ["F2"], ["A1", "W2", "B5"]], turn=2, options={"max_rounds_per_hand": 1}
    )
    state, events = play(state, 2, "discard A1")
    end = next(e for e in events if e["type"] == "hand_end")
    assert end["reason"] == "hand_limit" and end["penalties"] == [1, 1, 4]
    assert state.hand_no == 1 and state.round == 1


# --------------------------------------------------------------------------- going out


def test_going_out_and_penalties() -> None:
    state = build(hands=[["A1", "A2", "A3", "B5"], ["C1", "W1", "W2"], ["C2", "C3"]], turn=3)
    assert verdict(state, 0, "meld A1 A2 A3 B5") == "dragons_wild.must_keep_discard"
    state, _ = play(state, 0, "meld A1 A2 A3")
    state, events = play(state, 0, "discard B5")
    kinds = [e["type"] for e in events]
    assert kinds[:4] == ["discard", "go_out", "hand_end", "deal"]
    end = events[2]
    assert end["went_out"] == 0 and end["points"] == [21, 0, 0]
    assert end["cards_left"] == [0, 3, 2] and end["dragons_left"] == [0, 2, 0]
    assert end["penalties"] == [0, 7, 2]  # 1 per card, 3 per Dragon
    assert state.totals == (21, -7, -2)  # totals may go negative
    assert state.results[0] == HandResult(0, 2, "went_out", 0, (21, 0, 0), (0, 7, 2))
    # the next hand: dealer to the left, round 1 again, a fresh deal
    assert state.hand_no == 1 and state.dealer == 0 and state.active == 1
    assert state.round == 1 and state.hand_points == (0, 0, 0) and not state.melds
    assert "B5" in state.last_table and "A1" in state.last_table
    invariant(state)


def test_going_out_without_an_earlier_meld_in_one_action() -> None:
    hand = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "B8"]
    state = build(hands=[hand, ["F1"], ["F2"]], turn=0)
    state, events = play(state, 0, "meld A1 A2 A3 A4 A5 A6 A7")
    assert events[0]["points"] == 56
    state, events = play(state, 0, "discard B8")
    assert any(e["type"] == "go_out" for e in events)


def test_forbid_discard_of_taken_discard() -> None:
    opts = {"forbid_discard_of_taken_discard": True}
    state = build(
        hands=[["A1", "A2", "A3"], ["F1"], ["F2"]], discard=["B4"], phase="draw", options=opts
    )
    state, _ = play(state, 0, "draw discard")
    assert verdict(state, 0, "discard B4") == "dragons_wild.discard_taken_card"
    assert verdict(state, 0, "meld A1 A2 A3") == "dragons_wild.must_keep_discard"
    assert verdict(state, 0, "discard A1") is None
    plain = build(hands=[["A1", "A2", "A3"], ["F1"], ["F2"]], discard=["B4"], phase="draw")
    plain, _ = play(plain, 0, "draw discard")
    assert verdict(plain, 0, "discard B4") is None


# --------------------------------------------------------------------------- game end


def ending(players: int = 3, totals=(0, 0, 0), done: int = 2, **options):  # noqa: ANN001, ANN201
    """Seat 0 is about to go out (A1 A2 A3 laid in round 2 → 21 points) after `done` hands."""
    results = tuple(
        HandResult(i, i % players, "went_out", 0, (0,) * players, (0,) * players)
        for i in range(done)
    )
    hands = [["A1", "A2", "A3", "B5"]] + [["C1"]] * 0 + [[f"C{i + 1}"] for i in range(players - 1)]
    state = build(
        players=players,
        hands=hands,
        turn=players,
        options=options,
        results=results,
        totals=tuple(totals),
        hand_no=done,
    )
    state, _ = play(state, 0, "meld A1 A2 A3")
    return state


def test_hands_per_player() -> None:
    state, events = play(ending(done=2), 0, "discard B5")
    assert state.phase == "over" and events[-1]["type"] == "game_end"
    out = GAME.outcome(state)
    assert out.finished and out.reason == "hands_per_player" and out.winners == (0,)
    assert out.ranking == ((0,), (1, 2))
    state, _ = play(ending(done=1), 0, "discard B5")
    assert state.phase == "draw" and state.hand_no == 2


def test_target_score() -> None:
    state, _ = play(
        ending(totals=(180, 0, 0), done=5, end_condition="target_score"), 0, "discard B5"
    )
    assert GAME.outcome(state).reason == "target_score"
    state, _ = play(
        ending(totals=(170, 0, 0), done=5, end_condition="target_score"), 0, "discard B5"
    )
    assert state.phase == "draw"  # 170 + 21 − 0 = 191 < 200: play on


def test_manual_end() -> None:
    state, _ = play(ending(end_condition="manual"), 0, "discard B5")
    assert state.phase == "between" and GAME.to_act(state) == {0}  # the next dealer
    assert verdict(state, 0, "draw deck") == "dragons_wild.wrong_phase"
    nxt, events = play(state, 0, "next_hand")
    assert nxt.phase == "draw" and nxt.dealer == 0 and events[0]["type"] == "deal"
    over, _ = play(state, 0, "end_game")
    assert GAME.outcome(over).reason == "manual"
    assert verdict(nxt, 1, "end_game") == "dragons_wild.wrong_phase"


def test_ties_shared_or_extra_hand() -> None:
    # 21 points bring seat 0 level with seat 1's 22 − 1 penalty = 21
    state, _ = play(ending(totals=(0, 22, 0), done=2), 0, "discard B5")
    out = GAME.outcome(state)
    assert out.winners == (0, 1) and out.ranking[0] == (0, 1)
    state, events = play(
        ending(totals=(0, 22, 0), done=2, tie_policy="extra_hand"), 0, "discard B5"
    )
    assert state.phase == "draw" and {"type": "extra_hand", "reason": "tie"} in events
    manual = ending(totals=(0, 22, 0), done=2, tie_policy="extra_hand", end_condition="manual")
    manual, _ = play(manual, 0, "discard B5")
    assert verdict(manual, 0, "end_game") == "dragons_wild.tie_extra_hand"
    assert verdict(manual, 0, "next_hand") is None


def test_max_hands_guard() -> None:
    state, _ = play(ending(done=0, max_hands=1, tie_policy="extra_hand"), 0, "discard B5")
    assert GAME.outcome(state).reason == "max_hands"


def test_game_over_refuses_moves() -> None:
    state, _ = play(ending(done=2), 0, "discard B5")
    assert verdict(state, 1, "draw deck") == "turn.game_over"
    assert GAME.to_act(state) == frozenset() and GAME.legal_moves(state, 0) == []


# --------------------------------------------------------------------------- views


def test_views_show_own_hand_melds_and_counts_only() -> None:
    state = build(
        hands=[["A1", "B1"], ["C1", "W1"], ["D1"]],
        turn=3,
        melds=[(1, ["A5", "A6", "W2"], 7, 0)],
        discard=["E1", "E2"],
    )
    v0 = GAME.view(state, 0)
    assert v0["hand"] == ["A1", "B1"] and v0["hand_counts"] == [2, 2, 1]
    assert v0["deck_count"] == 70 - 5 - 3 - 2 and v0["discard"] == ["E1", "E2"]
    meld = v0["melds"][0]
    assert meld["seat"] == 1 and meld["cards"] == ["A5", "A6", "W2"] and meld["dragon_at"] == 7
    assert meld["suit"] == "S1" and meld["suit_label"] == "Unicorn" and not meld["dragon_fixed"]
    assert v0["known_hands"] == [[], [], []] and v0["current"] == state.active
    assert v0["outcome"] is None and v0["phase"] == "lay"
    spectator = GAME.view(state, None)
    assert spectator["hand"] is None and spectator["taken"] is None
    for viewer in (0, 1, 2, None):
        text = str(GAME.view(state, viewer))
        assert "F1" not in text and ("C1" in text) == (viewer == 1)


def test_cards_taken_face_up_stay_known_until_they_leave_the_hand() -> None:
    state = build(hands=[["A1", "A2", "B7"], ["F1"], ["F2"]], discard=["A3"], phase="draw")
    state, _ = play(state, 0, "draw discard")
    assert state.shown == (("A3",), (), ())
    assert not leaked(GAME, state, 1, [GAME.view(state, 1)])
    state, _ = play(state, 0, "meld A1 A2 A3")
    assert state.shown == ((), (), ())


def test_buy_priority_seat_order_from_active_left() -> None:
    def four(**options):  # noqa: ANN003, ANN202
        return build(
            players=4,
            hands=[["E1"], ["E2"], ["E3"], ["E4"]],
            discard=["C1", "C2"],
            phase="draw",
            turn=1,  # seat 1 is active (dealer 3)
            options=options,
        )

    state, _ = play(four(), 0, "buy")  # seat 0 is the last from seat 1's left
    assert verdict(state, 2, "buy") == "dragons_wild.buy_pending"  # first request wins
    state, _ = play(four(buy_priority="seat_order_from_active_left"), 0, "buy")
    assert GAME.to_act(state) == {1, 2, 3}
    state, events = play(state, 3, "buy")
    assert events == [{"type": "buy_request", "seat": 3, "card": "C2", "outranks": 0}]
    assert verdict(state, 0, "buy") == "dragons_wild.buy_pending"
    assert verdict(state, 2, "answer_buy yes") == "dragons_wild.only_buy"
    assert verdict(state, 3, "answer_buy yes") == "turn.not_your_turn"
    state, _ = play(state, 2, "buy")
    assert state.buyer == 2 and GAME.to_act(state) == {1}
    state, _ = play(state, 1, "answer_buy yes")
    assert "C2" in state.hands[2]
