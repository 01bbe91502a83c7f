"""A simple greedy player for long playouts: lowest legal rank, all copies of it."""

from __future__ import annotations

from service.games.palace import GAME, rules
from service.games.palace.state import (
    LADDER,
    Flip,
    Move,
    PickUp,
    Place,
    Play,
    Ready,
    State,
    rank_of,
)

_ORDER = {**LADDER, "2": 20, "10": 21, "JK": 22}


def greedy(state: State, seat: int, moves: list[Move], pick: int) -> Move:
    """Play the lowest legal rank (largest set of it); pick up only when nothing else works.
    `pick` (a random number 0..999) breaks ties, and one time in eight picks any legal move,
    so that seeds differ and greedy loops (Palace can stalemate) are broken."""
    if pick % 8 == 0:
        return moves[(pick // 8) % len(moves)]
    plays = [m for m in moves if isinstance(m, Play)]
    if plays:
        low = min(_ORDER[rank_of(m.cards[0])] for m in plays)
        best = [m for m in plays if _ORDER[rank_of(m.cards[0])] == low]
        size = max(len(m.cards) for m in best)
        best = [m for m in best if len(m.cards) == size]
        return best[pick % len(best)]
    for kind in (Flip, Place, Ready, PickUp):
        found = [m for m in moves if isinstance(m, kind)]
        if found:
            return found[pick % len(found)]
    return moves[pick % len(moves)]


__all__ = ["GAME", "greedy"]


def policy_playout(
    players: int, options: dict[str, object] | None, seed: str, *, check_every: int = 3
) -> tuple[State, list[dict[str, object]]]:
    """A seeded greedy game to its real end, checking what the harness checks (every
    `check_every` steps): cards conserved, no leaks in views or events, legal moves == the
    validator on candidates, no mutation, codec round trips."""
    import json

    from service.games.base import IllegalMove, card_tokens, leaked, redact_event
    from service.games.cards import Rng

    from .helpers import candidates, invariant

    def canon(data: object) -> str:
        return json.dumps(data, sort_keys=True, separators=(",", ":"))

    state = GAME.setup(players, GAME.normalize_options(players, options), seed)
    rng = Rng(seed, "greedy")
    log: list[dict[str, object]] = []
    for step in range(5000):
        invariant(state)
        full = step % check_every == 0
        encoded = canon(GAME.encode_state(state))
        if full:
            assert canon(GAME.encode_state(GAME.decode_state(json.loads(encoded)))) == encoded
            for viewer in [*range(players), None]:
                assert not leaked(GAME, state, viewer, [GAME.view(state, viewer)])
        if GAME.outcome(state).finished:
            return state, log
        acting = sorted(GAME.to_act(state))
        seat = acting[rng.randbelow(len(acting))]
        moves = GAME.legal_moves(state, seat)
        if full:
            listed = {canon(GAME.encode_move(m)) for m in moves}
            for c in candidates(state, seat):
                rules.clear_listing_cache()  # the full check, not a lookup in the listing
                try:
                    GAME.check(state, seat, c)
                    ok = True
                except IllegalMove:
                    ok = False
                assert ok == (canon(GAME.encode_move(c)) in listed), GAME.encode_move(c)
            for m in moves:  # every listed move passes the full check too
                rules.clear_listing_cache()
                GAME.check(state, seat, m)
            assert GAME.legal_moves(state, seat) == moves
        move = greedy(state, seat, moves, rng.randbelow(1000))
        new, events = GAME.apply(state, seat, move)
        assert canon(GAME.encode_state(state)) == encoded, "apply mutated its input"
        if full:
            for viewer in [*range(players), None]:
                known = GAME.known_cards(state, viewer) | GAME.known_cards(new, viewer)
                for e in events:
                    assert not card_tokens(GAME, redact_event(e, viewer)) - known, e
        log.append({"seat": seat, "move": GAME.encode_move(move)})
        state = new
    raise AssertionError("greedy game did not finish")
