"""The fast paths of `apply` (and the listing they lean on) agree with the explaining
validator `check` and the plain `apply_move`, on live states and on the same states decoded
from JSON, for the listed moves and for any other move a client may send."""

from __future__ import annotations

import json
from itertools import permutations
from typing import Any

import pytest

from service.games.base import IllegalMove
from service.games.cards import Rng
from service.games.reds import GAME
from service.games.reds.moves import Exchange
from service.games.reds.state import DECK, State

from .helpers import candidates

CASES = [(2, {}), (3, {"hidden_bids": True}), (4, {"partnership": True}), (6, {"mode": "short"})]


def _outcome(state: State, seat: int, move: Any) -> tuple[str, Any]:
    try:
        after, events = GAME.apply(state, seat, move)
    except IllegalMove as exc:
        return "refused", (type(exc).__name__, exc.to_json())
    return "applied", (GAME.encode_state(after), events)


def _reference(state: State, seat: int, move: Any) -> tuple[str, Any]:
    """The slow road: the generic check, then the plain apply."""
    try:
        GAME.check(state, seat, move)
    except IllegalMove as exc:
        return "refused", (type(exc).__name__, exc.to_json())
    after, events = GAME.apply_move(state, seat, move)
    return "applied", (GAME.encode_state(after), events)


def _key(move: Any) -> str:
    """A move's JSON, an exchange's cards in pack order (the order does not matter)."""
    data = GAME.encode_move(move)
    if isinstance(move, Exchange):
        data["cards"] = sorted(data["cards"], key=DECK.index)
    return json.dumps(data)


def _variants(state: State, seat: int) -> list[Any]:
    """Candidates plus exchanges out of hand order and the listed moves themselves."""
    out = candidates(state, seat) + GAME.legal_moves(state, seat)
    hand = state.hands[seat]
    for k in (1, 2, 3, 4):
        out += [Exchange(p) for p in list(permutations(hand, k))[::7]]
    return out


@pytest.mark.parametrize("players,options", CASES, ids=[f"{n}p" for n, _ in CASES])
def test_apply_agrees_with_check_then_apply_move_on_live_and_decoded_states(
    players: int, options: dict[str, Any]
) -> None:
    state = GAME.setup(players, GAME.normalize_options(players, options), f"fast-{players}")
    rng = Rng("fast paths", str(players))
    for step in range(400):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        decoded = GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state))))
        for seat in range(players):
            listed = GAME.legal_moves(state, seat)
            assert GAME.legal_moves(decoded, seat) == listed
            keys = {_key(m) for m in listed}
            moves = _variants(state, seat) if step % 3 == 0 or seat in acting else listed
            for move in moves:
                expected = _reference(state, seat, move)
                assert _outcome(state, seat, move) == expected, (seat, move)
                assert _outcome(decoded, seat, move) == expected, (seat, move)
                assert (expected[0] == "applied") == (_key(move) in keys), (seat, move)
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        before = GAME.encode_state(state)
        state, _ = GAME.apply(state, seat, moves[rng.randbelow(len(moves))])
        assert GAME.encode_state(decoded) == before  # apply left its input alone
