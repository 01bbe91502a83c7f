"""Seeded random Reds games to the end for 2–6 players and every variant, with the harness
checks (legal moves == check, no leaks, codecs, purity) and the Reds invariant."""

from __future__ import annotations

import pytest

from service.games.reds import GAME
from tests.harness import playout

from .helpers import candidates, invariant

CASES = [
    (n, opts)
    for n in range(2, 7)
    for opts in ({}, {"mode": "short"}, {"hidden_bids": True}, {"first_dealer": n - 1})
] + [
    (4, {"partnership": True}),
    (6, {"partnership": True}),
    (4, {"partnership": True, "hidden_bids": True, "mode": "short"}),
    (6, {"partnership": True, "mode": "short"}),
    (3, {"hidden_bids": True, "mode": "short"}),
]


@pytest.mark.parametrize(
    "players,options",
    CASES,
    ids=[f"{n}p-" + (",".join(f"{k}={v}" for k, v in o.items()) or "default") for n, o in CASES],
)
def test_random_games_end_with_every_rule_respected(players: int, options: dict) -> None:
    short = options.get("mode") == "short"
    state, log = playout(
        GAME,
        players,
        options,
        f"play-{players}",
        invariant=invariant,
        candidates=candidates,
        check_every=1 if short and players <= 3 else 4,
    )
    result = GAME.outcome(state)
    assert result.finished
    assert state.round_no >= (5 if short else 9)
    assert result.winners
    assert log


def test_hidden_bids_never_show_in_other_seats_views_or_events_before_scoring() -> None:
    from service.games.base import redact_event
    from service.games.cards import Rng

    n = 4
    state = GAME.setup(n, GAME.normalize_options(n, {"hidden_bids": True, "mode": "short"}), "hb")
    rng = Rng("hidden", "bids")
    seen_bid_events = 0
    while not GAME.outcome(state).finished:
        for viewer in [*range(n), None]:
            bids = GAME.view(state, viewer)["bids"]
            assert all(b is None for s, b in enumerate(bids) if s != viewer)
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        move = moves[rng.randbelow(len(moves))]
        for viewer in [*range(n), None]:
            if viewer != seat:  # neither a bid value nor exchanged cards
                assert "bid" not in GAME.public_move(move, seat, viewer)
        state, events = GAME.apply(state, seat, move)
        for e in events:
            if e["type"] == "bid":
                seen_bid_events += 1
                for viewer in [*range(n), None]:
                    assert ("bid" in redact_event(e, viewer)) == (viewer == seat)
    assert seen_bid_events == 5 * n
    assert all(b is not None for b in GAME.view(state, None)["bids"])


@pytest.mark.parametrize("players,mode", [(3, "full"), (5, "short")])
def test_the_deal_rotates_left_and_the_schedule_is_followed(players: int, mode: str) -> None:
    state, _ = playout(GAME, players, {"mode": mode}, "rotate", check_views=False, check_every=1000)
    first = state.history[0].dealer
    assert [r.dealer for r in state.history] == [
        (first + i) % players for i in range(len(state.history))
    ]
    counts = [r.exchange for r in state.history]
    if mode == "full":
        assert counts[:9] == [
            (4, "left"),
            (4, "right"),
            (3, "left"),
            (3, "right"),
            (2, "left"),
            (2, "right"),
            (1, "left"),
            (1, "right"),
            (0, None),
        ]
    else:
        assert counts[:5] == [(4, "left"), (3, "right"), (2, "left"), (1, "right"), (0, None)]
    assert all(
        c == (0, None)
        for c in counts[9 if mode == "full" else 5 :]  # tie-break rounds
    )


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {"mode": "short"}),
        (3, {"hidden_bids": True, "mode": "short"}),
        (4, {"partnership": True}),
    ],
)
def test_every_legal_move_round_trips_through_notation_and_json(
    players: int, options: dict
) -> None:
    """parse_notation(move_notation(m)) == m, and the same through the JSON form, for every
    legal move of every seat at every step of seeded games (bids, exchanges, plays)."""
    from service.games.cards import Rng

    state = GAME.setup(players, GAME.normalize_options(players, options), f"notation-{players}")
    rng = Rng("notation", str(players))
    kinds: set[str] = set()
    while not GAME.outcome(state).finished:
        for seat in sorted(GAME.to_act(state)):
            for move in GAME.legal_moves(state, seat):
                text = GAME.move_notation(move)
                assert GAME.parse_notation(text) == move, text
                data = GAME.encode_move(move)
                assert GAME.parse_move(data) == move, data
                assert text.split()[0] == data["type"]
                kinds.add(data["type"])
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
    assert kinds == {"bid", "exchange", "play"}
