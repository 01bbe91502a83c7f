"""`known_hands` shows only what every player saw: a spectator that follows the public
events (the redacted copies a spectator gets) rebuilds each seat's known hand cards exactly
(pile pick-ups and failed Chance cards in, played hand cards out, a Reserve card picked up
face down never), so the views hold nothing beyond them. This check does not use the
engine's own `secret` bookkeeping."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from service.games.base import leaked, redact_event
from service.games.cards import Rng
from service.games.red_dragon import GAME


def follow(known: list[list[str]], event: dict[str, Any]) -> None:
    kind = event["type"]
    if kind == "pick_up":
        known[event["seat"]] += event["cards"]  # the pile (and a failed Chance card)
    elif kind == "play":
        mine = known[event["seat"]]
        for card, source in zip(event["cards"], event["sources"], strict=True):
            if source == "hand" and card in mine:
                mine.remove(card)


@pytest.mark.parametrize(
    "players,options,seed",
    [
        (2, {}, "k1"),
        (3, {"jokers_per_deck": 2, "default_direction": "cw"}, "k2"),
        (4, {"decks": 2, "jokers_per_deck": 1}, "k3"),
        (5, {"decks": 2, "reserve_fail_takes_card": True}, "k4"),
        (4, {"reserve_fail_takes_card": False, "mix_opening_subset": "all_of_rank"}, "k5"),
    ],
)
def test_known_hands_are_what_a_spectator_saw(players: int, options: dict, seed: str) -> None:
    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
    rng = Rng(seed, "known")
    known: list[list[str]] = [[] for _ in range(players)]
    secret_pick_ups = 0
    for _ in range(5000):
        for viewer in [*range(players), None]:
            view = GAME.view(state, viewer)
            assert [Counter(k) for k in view["known_hands"]] == [Counter(k) for k in known]
            assert view["hand_counts"] == [len(s.hand) for s in state.seats]
            assert not leaked(GAME, state, viewer, [view])
        if GAME.outcome(state).finished:
            break
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        move = moves[rng.randbelow(len(moves))]
        state, events = GAME.apply(state, seat, move)
        for e in events:
            follow(known, redact_event(e, None))
            secret_pick_ups += e.get("reason") == "reserve_only" and "reserve_count" in e
    assert GAME.outcome(state).finished
    if options.get("reserve_fail_takes_card"):
        assert secret_pick_ups, "this seed is meant to show Reserve cards picked up face down"
