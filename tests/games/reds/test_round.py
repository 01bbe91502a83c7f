"""A Reds round ruling by ruling: pack, first dealer, deal, reveal, bidding (open and
hidden), the exchange and trick play."""

from __future__ import annotations

from collections import Counter

import pytest

from service.games.base import IllegalMove, NotYourTurn, OptionsError, card_tokens, redact_event
from service.games.cards import Rng
from service.games.reds import GAME
from service.games.reds.deal import draw_first_dealer, reveal
from service.games.reds.moves import Bid, Exchange
from service.games.reds.state import DECK, FULL_SCHEDULE, RANK, SUIT, evolve

from .helpers import make_state, play, play_as


def new(players: int = 4, **options):
    return GAME.setup(players, GAME.normalize_options(players, options), "round-tests")


def refused(state, seat, text) -> str:
    with pytest.raises(IllegalMove) as info:
        GAME.check(state, seat, GAME.parse_notation(text))
    return info.value.code


# --------------------------------------------------------------------------- pack and deal


def test_pack_has_39_cards_and_no_hearts() -> None:
    assert len(DECK) == 39 and len(set(DECK)) == 39
    assert Counter(SUIT[c] for c in DECK) == {"C": 13, "D": 13, "S": 13}


@pytest.mark.parametrize("players", range(2, 7))
def test_deal_gives_five_each_one_at_a_time_from_the_dealers_left(players: int) -> None:
    """The pack is Rng(seed, "reds", "deal", round).shuffle(DECK) with its last card on top."""
    state = new(players, first_dealer=1)
    pack = Rng("round-tests", "reds", "deal", "1").shuffle(DECK)[::-1]
    for i in range(5 * players):
        assert pack[i] in state.hands[(1 + 1 + i) % players]
    assert all(len(h) == 5 for h in state.hands)
    rest = pack[5 * players :]
    assert list(state.turned) == rest[: len(state.turned)]
    assert sorted(state.stock) == sorted(rest[len(state.turned) :])
    assert len(rest) == 39 - 5 * players


def test_later_rounds_deal_from_their_own_stream() -> None:
    from service.games.reds.deal import deal

    config = new(3).config
    first, second = deal(config, "s", 1, 0), deal(config, "s", 2, 0)
    assert first.hands != second.hands
    assert deal(config, "s", 2, 0) == second


def test_reveal_turns_until_the_first_black_card() -> None:
    turned, stock, anti = reveal(["4D", "KD", "7C", "2S", "AD"])
    assert turned == ("4D", "KD", "7C") and stock == ("2S", "AD") and anti == "C"


def test_reveal_of_an_all_diamond_pack_has_no_anti_trump() -> None:
    """Possible only with 6 players (9 undealt cards): all turned, no anti-trump."""
    pack = ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"]
    assert reveal(pack) == (tuple(pack), (), None)


def test_a_six_player_deal_can_leave_only_diamonds_and_then_has_no_anti_trump(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Force the pack order (diamonds at the bottom, no shuffling): all 9 undealt cards are
    diamonds, all are turned, the stock is empty and there is no anti-trump."""
    from service.games.reds import deal

    class NoShuffle:
        def __init__(self, *labels: str) -> None:
            pass

        def randbelow(self, k: int) -> int:
            return k - 1  # swap the top card with itself

    diamonds_first = tuple(c for c in DECK if SUIT[c] == "D") + tuple(
        c for c in DECK if SUIT[c] != "D"
    )
    config = new(6).config
    monkeypatch.setattr(deal, "DECK", diamonds_first)
    monkeypatch.setattr(deal, "Rng", NoShuffle)
    dealt = deal.deal(config, "x", 1, 0)
    assert dealt.anti_trump is None
    assert sorted(dealt.turned) == sorted(diamonds_first[:9])  # all 39 - 30 undealt: no stock
    assert all(len(h) == 5 for h in dealt.hands)


def test_turned_cards_and_anti_trump_are_public_and_the_stock_is_not() -> None:
    state = new(5, first_dealer=0)
    spectator = GAME.view(state, None)
    assert spectator["turned"] == list(state.turned)
    assert spectator["anti_trump"] == SUIT[state.turned[-1]]
    assert spectator["neutral"] == ({"S", "C"} - {spectator["anti_trump"]}).pop()
    assert not set(card_tokens(GAME, spectator)) & set(state.stock)
    assert set(card_tokens(GAME, spectator)) == set(state.turned)


def test_every_seed_turns_diamonds_then_one_black_card() -> None:
    for i in range(50):
        state = GAME.setup(6, GAME.normalize_options(6, {}), f"reveal-{i}")
        assert all(SUIT[c] == "D" for c in state.turned[:-1])
        assert SUIT[state.turned[-1]] == state.anti_trump != "D"


# --------------------------------------------------------------------------- first dealer


def test_first_dealer_can_be_given() -> None:
    state = new(4, first_dealer=2)
    assert state.dealer == 2 and state.draw == ()
    assert GAME.to_act(state) == {3}


def test_first_dealer_option_must_be_a_seat() -> None:
    with pytest.raises(OptionsError):
        GAME.normalize_options(3, {"first_dealer": 3})


def test_first_dealer_draw_highest_rank_deals_and_only_tied_players_redraw() -> None:
    """RA10: find seeds with a tie; only the tied seats draw again; suits do not count."""
    tied = 0
    for i in range(300):
        dealer, rounds = draw_first_dealer(6, f"draw-{i}")
        first = rounds[0]
        top = max(RANK[c] for _, c in first)
        assert dealer in {s for s, c in first if RANK[c] == top}
        for before, after in zip(rounds, rounds[1:], strict=False):
            best = max(RANK[c] for _, c in before)
            assert [s for s, _ in after] == [s for s, c in before if RANK[c] == best]
        last = rounds[-1]
        assert [s for s, c in last if RANK[c] == max(RANK[x] for _, x in last)] == [dealer]
        tied += len(rounds) > 1
    assert tied > 10


def test_drawn_first_dealer_is_in_the_state_and_the_view() -> None:
    state = GAME.setup(3, GAME.normalize_options(3, {}), "draw-view")
    dealer, rounds = draw_first_dealer(3, "draw-view")
    assert state.dealer == dealer and state.draw == rounds
    assert GAME.view(state, None)["first_dealer_draw"][0][0]["seat"] == 0


# --------------------------------------------------------------------------- bidding


def test_bidding_starts_left_of_dealer_and_ends_with_the_dealer() -> None:
    state = new(4, first_dealer=1)
    order = []
    for _ in range(4):
        (seat,) = GAME.to_act(state)
        order.append(seat)
        state, _ = play_as(state, seat, "bid 2")
    assert order == [2, 3, 0, 1]


def test_bid_out_of_range_and_out_of_turn() -> None:
    state = new(4, first_dealer=0)
    assert refused(state, 1, "bid 6") == "reds.bid_out_of_range"
    assert refused(state, 1, "bid -1") == "reds.bid_out_of_range"
    assert refused(state, 2, "bid 1") == "turn.not_your_turn"
    assert [GAME.encode_move(m)["bid"] for m in GAME.legal_moves(state, 1)] == [0, 1, 2, 3, 4, 5]


def test_dealer_bid_is_unrestricted_total_may_equal_five() -> None:
    state = new(2, first_dealer=0)
    state, _ = play_as(state, 1, "bid 3")
    GAME.check(state, 0, Bid(2))  # 3 + 2 = 5 is allowed (no hook rule)
    assert Bid(2) in GAME.legal_moves(state, 0)


def test_open_bids_are_public_at_once() -> None:
    state = new(3, first_dealer=0)
    state, events = play_as(state, 1, "bid 4")
    assert redact_event(events[0], None) == {"type": "bid", "seat": 1, "bid": 4}
    assert GAME.view(state, 2)["bids"] == [None, 4, None]
    view = GAME.view(state, None)
    assert view["current"] == 2 and view["to_act"] == [2]


def test_a_bid_is_final() -> None:
    state = new(3, first_dealer=0)
    state, _ = play_as(state, 1, "bid 4")
    assert refused(state, 1, "bid 2") == "reds.already_bid"


def test_hidden_bids_are_simultaneous_and_secret_until_scored() -> None:
    state = new(3, first_dealer=0, hidden_bids=True)
    assert GAME.to_act(state) == {0, 1, 2}
    state, events = play_as(state, 2, "bid 3")
    assert redact_event(events[0], 0) == {"type": "bid", "seat": 2}
    assert redact_event(events[0], 2)["bid"] == 3
    assert GAME.view(state, 0)["bids"] == [None, None, None]
    assert GAME.view(state, 0)["has_bid"] == [False, False, True]
    assert GAME.view(state, 2)["bids"] == [None, None, 3]
    assert GAME.public_move(Bid(3), 2, 0) == {"type": "bid"}
    assert GAME.public_move(Bid(3), 2, 2) == {"type": "bid", "bid": 3}
    with pytest.raises(NotYourTurn) as info:
        GAME.check(state, 2, Bid(1))
    assert info.value.code == "reds.already_bid"
    state, _ = play_as(state, 0, "bid 0")
    state, _ = play_as(state, 1, "bid 1")
    assert state.phase == "exchange"
    assert GAME.view(state, None)["bids"] == [None, None, None]
    assert "3" not in str(GAME.view(state, 1)["bids"])


def test_hidden_bids_are_revealed_when_the_round_is_scored() -> None:
    state = make_state(2, "AD | 2D", options={"hidden_bids": True}, bids=[1, 4], leader=0)
    state = evolve(state, done=())
    state = _last_trick(state)
    state, events = play(state, "play AD", "play 2D")
    scored = [e for e in events if e["type"] == "round_scored"][0]
    assert [s["bid"] for s in redact_event(scored, None)["seats"]] == [1, 4]
    assert GAME.view(state, None)["rounds"][0]["seats"][1]["bid"] == 4


def _last_trick(state):
    """Pretend four tricks were played (by seats 1, dealt from the stock) before this one."""
    n = state.config.players
    stock = list(state.stock)
    done = tuple((0, tuple(stock[n * i : n * i + n]), 1) for i in range(4))
    return evolve(state, done=done)


# --------------------------------------------------------------------------- exchange


def test_exchange_schedule_full_and_short() -> None:
    full = GAME.normalize_options(2, {})
    short = GAME.normalize_options(2, {"mode": "short"})
    from service.games.reds.state import Config

    f, s = Config(players=2, **full), Config(players=2, **short)
    assert [f.exchange(r) for r in range(1, 10)] == list(FULL_SCHEDULE)
    assert FULL_SCHEDULE[:3] == ((4, "left"), (4, "right"), (3, "left"))
    assert [s.exchange(r) for r in range(1, 6)] == [
        (4, "left"),
        (3, "right"),
        (2, "left"),
        (1, "right"),
        (0, None),
    ]
    assert [s.label(r) for r in range(1, 7)] == [1, 4, 5, 8, 9, None]
    assert f.exchange(10) == (0, None) and s.exchange(6) == (0, None)


def bid_all(state, value: int = 1):
    while state.phase == "bid":
        seat = min(GAME.to_act(state))
        state, _ = play_as(state, seat, f"bid {value}")
    return state


def test_exchange_is_simultaneous_and_hidden_until_everyone_has_passed() -> None:
    state = bid_all(new(3, first_dealer=0))
    assert state.phase == "exchange" and GAME.to_act(state) == {0, 1, 2}
    hands = state.hands
    picks = {s: hands[s][:4] for s in range(3)}
    state, events = GAME.apply(state, 1, Exchange(picks[1]))
    assert state.hands == hands  # nobody's hand changes yet
    assert redact_event(events[0], 0) == {"type": "exchange_submitted", "seat": 1}
    assert GAME.view(state, 0)["exchange"]["submitted"] == [False, True, False]
    assert GAME.view(state, 0)["exchange"]["selected"] is None
    assert GAME.view(state, 1)["exchange"]["selected"] == list(picks[1])
    assert GAME.public_move(Exchange(picks[1]), 1, 0) == {"type": "exchange"}
    assert GAME.public_move(Exchange(picks[1]), 1, None) == {"type": "exchange"}
    with pytest.raises(NotYourTurn) as info:
        GAME.check(state, 1, Exchange(picks[1]))
    assert info.value.code == "reds.already_submitted"
    state, _ = GAME.apply(state, 0, Exchange(picks[0]))
    state, events = GAME.apply(state, 2, Exchange(picks[2]))
    # round 1: 4 cards left: seat i receives from seat i - 1
    for s in range(3):
        assert set(state.hands[s]) == set(hands[s][4:]) | set(picks[(s - 1) % 3])
    final = events[-1]
    assert redact_event(final, None) == {"type": "exchange", "count": 4, "direction": "left"}
    mine = redact_event(final, 0)
    assert mine["received"] == list(picks[2]) and mine["from"] == 2
    assert mine["gave"] == list(picks[0]) and mine["to"] == 1
    assert state.phase == "play" and GAME.to_act(state) == {1}


def test_exchange_right_sends_to_the_previous_seat() -> None:
    state = bid_all(new(4, first_dealer=0))
    state = evolve(state, round_no=2)
    picks = {s: state.hands[s][1:5] for s in range(4)}
    for s in range(4):
        state, _ = GAME.apply(state, s, Exchange(picks[s]))
    for s in range(4):
        assert set(picks[(s + 1) % 4]) <= set(state.hands[s])


@pytest.mark.parametrize("round_no", [1, 2])
def test_two_player_exchange_goes_to_the_opponent_both_ways(round_no: int) -> None:
    state = evolve(bid_all(new(2, first_dealer=0)), round_no=round_no)
    k = state.config.exchange(round_no)[0]
    picks = {s: state.hands[s][:k] for s in range(2)}
    hands = state.hands
    for s in range(2):
        state, _ = GAME.apply(state, s, Exchange(picks[s]))
    for s in range(2):
        assert set(state.hands[s]) == (set(hands[s]) - set(picks[s])) | set(picks[1 - s])


def test_exchange_refusals() -> None:
    state = bid_all(new(3, first_dealer=0))
    hand = state.hands[0]
    other = state.hands[1][0]
    assert refused(state, 0, "exchange " + " ".join(hand[:3])) == "reds.exchange_wrong_count"
    assert refused(state, 0, f"exchange {hand[0]} {hand[0]} {hand[1]} {hand[2]}") == (
        "reds.duplicate_card"
    )
    assert refused(state, 0, "exchange " + " ".join([*hand[:3], other])) == (
        "reds.card_not_in_hand"
    )
    assert refused(state, 0, f"play {hand[0]}") == "reds.wrong_phase"
    assert refused(state, 0, "bid 1") == "reds.wrong_phase"
    assert len(GAME.legal_moves(state, 0)) == 5  # C(5, 4)


def test_exchange_in_a_round_without_one_is_refused_and_play_starts_after_bids() -> None:
    state = evolve(new(3, first_dealer=0), round_no=9)
    state = bid_all(state)
    assert state.phase == "play"
    hand = state.hands[1]
    assert refused(state, 1, f"exchange {hand[0]}") == "reds.exchange_not_this_round"


def test_exchange_before_bidding_is_over_is_refused() -> None:
    state = new(3, first_dealer=0)
    hand = state.hands[1]
    assert refused(state, 1, "exchange " + " ".join(hand[:4])) == "reds.wrong_phase"


def test_partnership_exchange_never_goes_to_the_partner() -> None:
    for n in (4, 6):
        config = new(n, partnership=True).config
        for a, b in config.teams():
            assert (a + 1) % n != b and (a - 1) % n != b and b == a + n // 2


# --------------------------------------------------------------------------- play


def test_dealer_left_leads_the_first_trick() -> None:
    state = bid_all(evolve(new(4, first_dealer=3), round_no=9))
    assert GAME.to_act(state) == {0}


def test_must_follow_suit_when_able() -> None:
    state = make_state(2, "AS 3D | 2S 4D 9C", leader=0)
    state, _ = play(state, "play AS")
    assert refused(state, 1, "play 4D") == "reds.must_follow_suit"
    assert [GAME.move_notation(m) for m in GAME.legal_moves(state, 1)] == ["play 2S"]


def test_a_void_player_may_play_any_card() -> None:
    state = make_state(2, "AS 3D | 4D 9C", leader=0)
    state, _ = play(state, "play AS")
    assert sorted(GAME.move_notation(m) for m in GAME.legal_moves(state, 1)) == [
        "play 4D",
        "play 9C",
    ]


def test_any_card_may_be_led_trump_or_anti_trump() -> None:
    state = make_state(2, "AS 3D 5C | 4D 9C 2S", turned="8S", leader=0)
    assert len(GAME.legal_moves(state, 0)) == 3


def test_card_not_in_hand_and_out_of_turn_play() -> None:
    state = make_state(2, "AS 3D | 4D 9C", leader=0)
    assert refused(state, 0, "play 4D") == "reds.card_not_in_hand"
    assert refused(state, 1, "play 4D") == "turn.not_your_turn"


def test_winner_of_a_trick_leads_the_next() -> None:
    state = make_state(3, "2S 3S | 4D 9C | 5C 6C", turned="8S", leader=0)
    state, _ = play(state, "play 2S", "play 4D", "play 5C")
    assert state.leader == 1 and GAME.to_act(state) == {1}
    assert GAME.view(state, None)["tricks"][0]["winner"] == 1


def test_the_fast_deal_is_the_reference_deal() -> None:
    """`deal` reads the SHA-256 stream of `Rng` directly: the same cards as `Rng.randbelow`."""
    from service.games.reds import deal
    from service.games.reds.state import Config

    for n in range(2, 7):
        config = Config(players=n)
        for round_no in range(1, 12):
            for seed in ("a", "golden", "ünï", *(f"s{n}-{round_no}-{i}" for i in range(12))):
                dealer = round_no % n
                assert deal.deal(config, seed, round_no, dealer) == deal.deal_reference(
                    config, seed, round_no, dealer
                )


def test_the_fast_deal_of_an_all_diamond_remainder_is_the_reference_deal() -> None:
    """Seed x346034 leaves 9 diamonds undealt with 6 players: all turned, no anti-trump."""
    from service.games.reds import deal
    from service.games.reds.state import Config

    config = Config(players=6)
    dealt = deal.deal(config, "x346034", 1, 0)
    assert dealt.anti_trump is None and len(dealt.turned) == 9
    assert dealt == deal.deal_reference(config, "x346034", 1, 0)
