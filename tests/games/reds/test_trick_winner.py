"""The trick-winner rule (rulings "Trick winner with an anti-trump" / "with no anti-trump",
RA2, RA4) case by case, and its exact equivalence with the fixed order T > N > A."""

from __future__ import annotations

import pytest

from service.games.cards import Rng
from service.games.reds import GAME
from service.games.reds.rules import trick_winner
from service.games.reds.state import DECK, NEUTRAL, RANK, SUIT

from .helpers import make_state, play

# (anti-trump, trick in play order from the leader, index of the winning card)
CASES = [
    ("S", "2D AS KS", 0),  # any trump beats everything, even led anti-trump aces
    ("S", "5C 3D 9D AC", 2),  # the highest trump wins
    ("S", "7C AC 2C", 1),  # neutral led: highest neutral
    ("S", "7C AS 2C", 0),  # neutral led, anti-trump discard cannot win
    ("S", "4S 9S QS", 2),  # anti-trump led and everybody followed: highest anti-trump
    ("S", "AS 2C KS", 1),  # RA4: anti-trump led, a neutral discard wins over the led ace
    ("S", "AS 3C 5C", 2),  # RA4: among several neutral discards the highest wins
    ("S", "AS KS 2D", 2),  # anti-trump led, a trump wins
    ("C", "AC 2S", 1),  # with clubs anti-trump the neutral is spades
    ("C", "QS AC", 0),
    ("C", "KD AD QD", 1),  # trump led and followed
    (None, "7S AC 2S", 0),  # RA2: no anti-trump: suit led wins, off-suit black cannot
    (None, "7C AS 9C 3C", 2),
    (None, "7C AS 2D", 2),  # no anti-trump: trump still wins
]


@pytest.mark.parametrize("anti,cards,index", CASES, ids=[f"{a}:{c}" for a, c, _ in CASES])
def test_trick_winner(anti: str | None, cards: str, index: int) -> None:
    assert trick_winner(cards.split(), anti) == index


def fixed_order(cards: list[str], anti: str) -> int:
    """Rank every card by (suit order T > N > A, then rank), whatever was led."""
    power = {"D": 2, NEUTRAL[anti]: 1, anti: 0}
    keys = [(power[SUIT[c]], RANK[c]) for c in cards]
    return keys.index(max(keys))


def oh_hell(cards: list[str]) -> int:
    """OpenSpiel oh_hell: the highest trump, else the highest card of the suit led."""
    led = SUIT[cards[0]]
    want = "D" if any(SUIT[c] == "D" for c in cards) else led
    keys = [RANK[c] if SUIT[c] == want else -1 for c in cards]
    return keys.index(max(keys))


def random_tricks(count: int, label: str):
    rng = Rng("equivalence", label)
    for _ in range(count):
        n = 2 + rng.randbelow(5)
        yield rng.shuffle(DECK)[:n]


def test_literal_rule_equals_fixed_order_on_every_trick_with_an_anti_trump() -> None:
    """With an anti-trump the three suits are T, N and A, so the literal rule is exactly the
    fixed order (T > N > A, then rank) on ANY set of distinct cards, whichever was led and
    whether or not players followed suit: 20 000 random tricks, 0 differences."""
    differences = 0
    for i, cards in enumerate(random_tricks(20_000, "any")):
        anti = "SC"[i % 2]
        differences += trick_winner(cards, anti) != fixed_order(cards, anti)
    assert differences == 0


def test_literal_rule_equals_fixed_order_on_follow_suit_tricks() -> None:
    """Tricks as play produces them: every player follows the suit led when it can."""
    rng = Rng("equivalence", "follow")
    checked = 0
    for i in range(5_000):
        n = 2 + rng.randbelow(5)
        deck = rng.shuffle(DECK)
        hands = [deck[5 * s : 5 * s + 5] for s in range(n)]
        led = hands[0][rng.randbelow(5)]
        trick = [led]
        for hand in hands[1:]:
            follow = [c for c in hand if SUIT[c] == SUIT[led]] or hand
            trick.append(follow[rng.randbelow(len(follow))])
        anti = "SC"[i % 2]
        assert trick_winner(trick, anti) == fixed_order(trick, anti)
        checked += 1
    assert checked == 5_000


def test_anti_trump_wins_only_when_led_and_everybody_followed() -> None:
    for i, cards in enumerate(random_tricks(5_000, "anti-wins")):
        anti = "SC"[i % 2]
        if SUIT[cards[trick_winner(cards, anti)]] == anti:
            assert all(SUIT[c] == anti for c in cards)


def test_without_anti_trump_the_rule_is_the_plain_trick_rule_not_a_fixed_order() -> None:
    """RA2: no anti-trump means the led suit matters; no fixed suit order agrees."""
    for cards in random_tricks(5_000, "plain"):
        assert trick_winner(cards, None) == oh_hell(cards)
    # 7S led, AC discarded: spades win; 7C led, AS discarded: clubs win.
    assert trick_winner(["7S", "AC"], None) == 0
    assert trick_winner(["7C", "AS"], None) == 0


def test_a_played_trick_goes_to_the_neutral_discard_and_its_winner_leads() -> None:
    state = make_state(2, "AS 3D | 2C 4D", turned="5D 9S", leader=0)
    assert state.anti_trump == "S"
    state, events = play(state, "play AS", "play 2C")
    won = [e for e in events if e["type"] == "trick_won"][0]
    assert won["winner"] == 1 and won["cards"] == ["AS", "2C"] and won["leader"] == 0
    assert state.leader == 1 and state.tricks_won == (0, 1)
    assert GAME.to_act(state) == {1}


def test_a_round_without_anti_trump_plays_by_the_suit_led() -> None:
    """RA2 in play: 6 players, the 9 undealt cards all diamonds, all turned."""
    diamonds = "2D 3D 4D 5D 6D 7D 8D 9D 10D"
    state = make_state(
        6,
        "7S | AC | 2S | 3C | 9S | KC",
        turned=diamonds,
        leader=0,
    )
    assert state.anti_trump is None
    view = GAME.view(state, None)
    assert view["anti_trump"] is None and view["neutral"] is None
    assert view["turned"] == diamonds.split()
    state, events = play(state, "play 7S", "play AC", "play 2S", "play 3C", "play 9S", "play KC")
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["winner"] == 4  # 9S: the highest spade; the club ace and king cannot win


def test_with_an_anti_trump_reds_differs_from_oh_hell_exactly_on_led_anti_trump_with_a_neutral():
    differ = 0
    for i, cards in enumerate(random_tricks(10_000, "vs-oh-hell")):
        anti = "SC"[i % 2]
        suits = {SUIT[c] for c in cards}
        special = SUIT[cards[0]] == anti and "D" not in suits and NEUTRAL[anti] in suits
        assert (trick_winner(cards, anti) != oh_hell(cards)) == special
        differ += special
    assert differ > 100
