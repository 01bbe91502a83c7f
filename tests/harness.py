"""Generic engine checks shared by every game's tests.

`playout(game, players, options, seed, rng_label)` plays a seeded random game to the end
(or `max_steps`) and checks at every step:
- the seats in `to_act` have legal moves, other seats have none and are refused;
- every listed move passes `check`, survives an encode/parse round trip, and (where the game
  gives `candidates`) every candidate passes `check` iff it is listed — or, where the game
  gives `canonical` (a move to the listed spelling of the same move), iff its canonical
  form is listed (and every listed move is its own canonical form);
- `apply` does not mutate its input state; the state survives an encode/decode round trip;
- no view (each seat and the spectator) and no redacted event holds a card its viewer may
  not know (`base.leaked`);
- the game's own `invariant(state)` callback, if given.
Returns the final state and the log of (seat, move JSON).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from service.games.base import Game, GameOver, IllegalMove, NotYourTurn, leaked, redact_event
from service.games.cards import Rng


def canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def playout(
    game: Game,
    players: int,
    options: dict[str, Any] | None,
    seed: str,
    *,
    rng_label: str = "playout",
    max_steps: int = 20000,
    invariant: Callable[[Any], None] | None = None,
    candidates: Callable[[Any, int], Iterable[Any]] | None = None,
    canonical: Callable[[Any, int, Any], Any] | None = None,
    check_views: bool = True,
    check_every: int = 1,
) -> tuple[Any, list[dict[str, Any]]]:
    opts = game.normalize_options(players, options)
    state = game.setup(players, opts, seed)
    rng = Rng(seed, rng_label)
    log: list[dict[str, Any]] = []
    for step in range(max_steps):
        full = step % check_every == 0
        if invariant:
            invariant(state)
        encoded = canon(game.encode_state(state))
        if full:
            assert canon(game.encode_state(game.decode_state(json.loads(encoded)))) == encoded
        if full and check_views:
            for viewer in [*range(players), None]:
                v = game.view(state, viewer)
                json.dumps(v)
                bad = leaked(game, state, viewer, [v])
                assert not bad, f"view of {viewer} leaks {dict(bad)} at step {step}"
        outcome = game.outcome(state)
        acting = sorted(game.to_act(state))
        if outcome.finished:
            assert not acting, "nobody acts once the game is over"
            return state, log
        assert acting, f"nobody may act at step {step} but the game is not over"
        moves_by_seat: dict[int, list[Any]] = {}
        for seat in range(players):
            moves = game.legal_moves(state, seat)
            if seat not in acting:
                assert moves == [], f"seat {seat} may not act but has moves"
                continue
            assert moves, f"seat {seat} must act but has no legal move at step {step}"
            moves_by_seat[seat] = moves
            assert game.encode_moves(moves) == [game.encode_move(m) for m in moves], (
                "encode_moves differs from encode_move"
            )
            if full:
                listed = {canon(game.encode_move(m)) for m in moves}
                assert len(listed) == len(moves), "legal_moves lists a move twice"
                for m in moves:
                    data = game.encode_move(m)
                    again = game.encode_move(game.parse_move(json.loads(canon(data))))
                    assert canon(again) == canon(data), "a move does not survive encode/parse"
                    game.check(state, seat, m)
                    if canonical is not None:
                        assert canonical(state, seat, m) == m, f"{data} is not canonical"
                if candidates:
                    for c in candidates(state, seat):
                        spelled = c if canonical is None else canonical(state, seat, c)
                        key = canon(game.encode_move(spelled))
                        try:
                            game.check(state, seat, c)
                            ok = True
                        except IllegalMove:
                            ok = False
                        assert ok == (key in listed), f"check and legal_moves disagree on {key}"
        for seat in range(players):
            if seat not in acting and moves_by_seat:
                any_move = next(iter(moves_by_seat.values()))[0]
                try:
                    game.check(state, seat, any_move)
                    raise AssertionError(f"seat {seat} acted out of turn")
                except (NotYourTurn, GameOver):
                    pass
                except IllegalMove:
                    pass
        seat = acting[rng.randbelow(len(acting))]
        moves = moves_by_seat[seat]
        move = moves[rng.randbelow(len(moves))]
        new_state, events = game.apply(state, seat, move)
        assert canon(game.encode_state(state)) == encoded, "apply mutated its input state"
        log.append({"seat": seat, "move": game.encode_move(move)})
        if full and check_views:
            for viewer in [*range(players), None]:
                red = [redact_event(e, viewer) for e in events]
                json.dumps(red)
                before = game.known_cards(state, viewer)
                after = game.known_cards(new_state, viewer)
                if before is not None and after is not None:
                    known = before | after
                    from service.games.base import card_tokens

                    for e in red:
                        extra = card_tokens(game, e) - known
                        assert not extra, f"event {e} leaks {dict(extra)} to {viewer}"
        state = new_state
    raise AssertionError(f"game did not finish within {max_steps} steps")


def replay(game: Game, players: int, options: dict[str, Any] | None, seed: str,
           moves: list[dict[str, Any]]) -> Any:
    """Replay a log of {seat, move} from setup; returns the final state."""
    state = game.setup(players, game.normalize_options(players, options), seed)
    for entry in moves:
        state, _ = game.apply(state, entry["seat"], game.parse_move(entry["move"]))
    return state
