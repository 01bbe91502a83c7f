"""Canonical legal-move lists (issue 15 item 3) and the notation round trip.

Two moves are the same move when the states they lead to are equal up to a renaming of
Dragon tokens (the six Dragons are wild and alike; only what the rules and the players can
tell apart counts: which Dragons everyone saw taken from the discard pile, which one was
taken this turn). The state key below renames the Dragons of the moving seat's hand in every
way and keeps the least encoding, so it is equal for two states exactly when one is the
other with Dragons renamed. On seeded playouts, at every checked step:

- no two listed moves lead to the same key (no move is listed twice under two spellings);
- the keys of the listed moves are exactly the keys of every spelling the validator accepts
  (every Dragon token, with and without `dragon_at`, every go_out partition);
- `canonical_move` maps every accepted spelling to the listed one;
- every listed move survives `parse_notation(move_notation(m)) == m`.
"""

from __future__ import annotations

import json
from itertools import permutations
from typing import Any

import pytest

from service.games.base import RulesError
from service.games.cards import Rng
from service.games.dragons_wild import GAME
from service.games.dragons_wild.deck import ORDER, is_dragon
from service.games.dragons_wild.melds import enumerate_adds, enumerate_new, partitions
from service.games.dragons_wild.moves import AddToMeld, Discard, GoOut, LayMeld
from service.games.dragons_wild.rules import canonical_move, has_earlier_meld
from service.games.dragons_wild.state import State

from .helpers import build, candidates

GUARD = {"max_rounds_per_hand": 60}  # random players may circle for ever (test_playouts)


def _sorted(cards: list[str]) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


def state_key(state: State, dragons: tuple[str, ...]) -> str:
    """The least encoding of `state` over every renaming of `dragons` among themselves."""
    data = GAME.encode_state(state)
    best = None
    for perm in permutations(dragons):
        names = dict(zip(dragons, perm, strict=True))

        def rename(x: Any, names: dict[str, str] = names) -> Any:
            if isinstance(x, str):
                return names.get(x, x)
            if isinstance(x, list):
                return [rename(v) for v in x]
            if isinstance(x, dict):
                return {k: rename(v) for k, v in x.items()}
            return x

        renamed = rename(data)
        renamed["hands"] = [_sorted(h) for h in renamed["hands"]]
        renamed["shown"] = [_sorted(h) for h in renamed["shown"]]
        renamed["last_table"] = _sorted(renamed["last_table"])
        text = json.dumps(renamed, sort_keys=True)
        if best is None or text < best:
            best = text
    assert best is not None
    return best


def move_key(state: State, seat: int, move: Any) -> str:
    after, _ = GAME.apply(state, seat, move)
    return state_key(after, tuple(c for c in state.hands[seat] if is_dragon(c)))


def spellings(state: State, seat: int) -> list[Any]:
    """Every spelling of every meld action and discard the hand could try (not all legal)."""
    hand = state.hands[seat]
    wrap = state.config.runs_wrap
    out: list[Any] = [Discard(c) for c in hand]
    if state.phase != "lay":
        return out
    out += [LayMeld(c, at) for c, at in enumerate_new(hand, wrap)]
    if has_earlier_meld(state, seat):
        for m in state.melds:
            out += [AddToMeld(m.id, c, at) for c, at in enumerate_adds(m, hand, wrap)]
    if state.config.going_out_multi_meld:
        for k in hand:
            rest = tuple(c for c in hand if c != k)
            out += [GoOut(p) for p in partitions(rest, wrap) if len(p) >= 2]
    out += list(candidates(state, seat))
    return out


def accepted(state: State, seat: int, moves: list[Any]) -> list[Any]:
    ok = []
    for m in moves:
        try:
            GAME.check(state, seat, m)
        except RulesError:
            continue
        ok.append(m)
    return ok


def check_state(state: State, seat: int) -> None:
    listed = GAME.legal_moves(state, seat)
    keys = {}
    for m in listed:
        assert GAME.parse_notation(GAME.move_notation(m)) == m, GAME.move_notation(m)
        assert canonical_move(state, seat, m) == m, f"{GAME.move_notation(m)} is not canonical"
        key = move_key(state, seat, m)
        assert key not in keys, (
            f"{GAME.move_notation(m)} and {GAME.move_notation(keys[key])} are the same move"
        )
        keys[key] = m
    if state.phase not in ("lay", "discard"):
        return
    for m in accepted(state, seat, spellings(state, seat)):
        key = move_key(state, seat, m)
        assert key in keys, f"{GAME.move_notation(m)} is accepted but no listed move is it"
        assert canonical_move(state, seat, m) == keys[key], GAME.move_notation(m)


@pytest.mark.parametrize(
    "players,options",
    [
        (3, {}),
        (4, {"forbid_discard_of_taken_discard": True, "max_hands": 2}),
        (3, {"runs_wrap": True, "going_out_multi_meld": True, "hand_size": 6, "max_hands": 2}),
        (5, {"buy_priority": "seat_order_from_active_left", "max_hands": 1}),
    ],
)
def test_listing_is_canonical_on_seeded_playouts(players: int, options: dict) -> None:
    opts = GAME.normalize_options(players, {**GUARD, **options})
    state = GAME.setup(players, opts, f"canon-{players}-{sorted(options)}")
    rng = Rng("canonical", str(players), str(sorted(options)))
    checked = 0
    for step in range(1500):
        if GAME.outcome(state).finished:
            break
        acting = sorted(GAME.to_act(state))
        if step % 3 == 0 or state.phase != "lay":
            for seat in acting:
                check_state(state, seat)
            checked += 1
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
    assert checked > 50


def test_dragons_of_different_kinds_are_different_moves() -> None:
    # W1 seen by all (taken from the discard pile), W2 and W3 unseen: melding the seen one
    # or an unseen one tells the others different things, so both are listed; W3 is W2.
    state = build(hands=[["A5", "B5", "W1", "W2", "W3", "C7"], ["F1"], ["F2"]], shown=(
        ("W1",), (), ()))
    listed = {GAME.move_notation(m) for m in GAME.legal_moves(state, 0)}
    assert {"meld A5 B5 W1", "meld A5 B5 W2"} <= listed and "meld A5 B5 W3" not in listed
    assert {"discard W1", "discard W2"} <= listed and "discard W3" not in listed
    check_state(state, 0)


def test_the_dragon_taken_this_turn_is_its_own_kind() -> None:
    state = build(
        hands=[["A5", "B5", "W1", "W2", "C7"], ["F1"], ["F2"]],
        shown=(("W1", "W2"), (), ()),
        taken="W2",
        options={"forbid_discard_of_taken_discard": True},
    )
    listed = {GAME.move_notation(m) for m in GAME.legal_moves(state, 0)}
    assert {"meld A5 B5 W1", "meld A5 B5 W2"} <= listed
    assert "discard W1" in listed and "discard W2" not in listed  # RB19
    check_state(state, 0)
