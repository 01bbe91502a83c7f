"""`known_hands` shows only what every player saw: a spectator that follows the public
events (the redacted copies a spectator gets) rebuilds each seat's known hand cards exactly,
so the view can hold nothing beyond them (an independent check of the engine's `shown`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from service.games.base import redact_event
from service.games.cards import Rng, tokens
from service.games.palace import GAME

from .policy import greedy


def follow(
    known: list[list[str]], faces: list[list[str]], event: dict[str, Any], rule: str
) -> None:
    """Update the spectator's picture: `known[seat]` (hand cards seen entering the hand and
    still there) and `faces[seat]` (the face-up cards) from one public event; `rule` is the
    starter_rule option."""
    kind = event["type"]
    seat = event.get("seat")
    if kind == "swap":
        if event["hand_card"] in known[seat]:
            known[seat].remove(event["hand_card"])
        known[seat].append(event["face_up_card"])
        faces[seat].remove(event["face_up_card"])
        faces[seat].append(event["hand_card"])
    elif kind == "place":
        faces[seat] = list(event["cards"])
    elif kind == "start":
        card, starter = event["card"], event["starter"]
        # the deciding card is announced; where face-up cards count, a face-up copy decides
        # before a hand copy; a hand copy already known explains the announcement
        face_up = rule != "lowest_hand_card" and card in faces[starter]
        if card is not None and not face_up and card not in known[starter]:
            known[starter].append(card)
    elif kind == "pick_up":
        known[seat] += event["cards"]
        if "face_up_card" in event:
            known[seat].append(event["face_up_card"])
            faces[seat].remove(event["face_up_card"])
    elif kind == "play":
        source = event["source"]
        if source == "mixed":
            known[seat] = []  # the whole hand was played
        for card in event["cards"]:
            if source == "hand" and card in known[seat]:
                known[seat].remove(card)
            elif source in ("face_up", "mixed") and card in faces[seat]:
                faces[seat].remove(card)


@pytest.mark.parametrize(
    "players,options,seed",
    [
        (2, {}, "k1"),
        (3, {"faceup_pickup_takes_card": True, "jokers": 2, "decks": 2}, "k2"),
        (4, {"deal": "choose_3_of_6", "mix_hand_faceup": True, "voluntary_pickup": True}, "k3"),
        (3, {"starter_rule": "lowest_including_faceup", "decks": 2, "eight_skip": True}, "k4"),
        (5, {"starter_rule": "pagat_first_three_dealt", "decks": 2}, "k5"),
        (5, {"decks": 2}, "k6"),
    ],
)
def test_known_hands_are_what_a_spectator_saw(players: int, options: dict, seed: str) -> None:
    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
    rng = Rng(seed, "known")
    known: list[list[str]] = [[] for _ in range(players)]
    faces = [tokens(p.face_up) for p in state.players]
    swaps = 0
    for _ in range(3000):
        views = [GAME.view(state, v) for v in [*range(players), None]]
        for view in views:
            assert [Counter(k) for k in view["known_hands"]] == [Counter(k) for k in known]
            assert view["hand_counts"] == [len(p.hand) for p in state.players]
        if GAME.outcome(state).finished:
            break
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        if state.phase == "swap" and swaps < 4 and rng.randbelow(2):
            move = moves[rng.randbelow(len(moves))]  # swaps too, not only ready
            swaps += 1
        else:
            move = greedy(state, seat, moves, rng.randbelow(1000))
        state, events = GAME.apply(state, seat, move)
        for e in events:
            follow(known, faces, redact_event(e, None), state.config.starter_rule)
    assert GAME.outcome(state).finished


def test_an_announced_starting_card_with_a_known_copy_reveals_no_second_copy() -> None:
    from .helpers import make_state

    # two decks: seat 0 swapped a face-up 3C into its hand (known to all) and holds a second
    # 3C; the announced 3C is explained by the known copy
    state = make_state(
        [{"hand": "3C 3C 9D", "up": "KH KD KS", "down": "AC AD AS", "shown": "3C"},
         {"hand": "4C 5D 6D", "up": "QH QD QS", "down": "JC JD JS", "ready": True}],
        phase="swap",
        options={"decks": 2},
    )  # fmt: skip
    state, events = GAME.apply(state, 0, GAME.parse_notation("ready"))
    assert {"type": "start", "starter": 0, "card": "3C", "lead_rank": None} in events
    assert GAME.view(state, 1)["known_hands"] == [["3C"], []]
