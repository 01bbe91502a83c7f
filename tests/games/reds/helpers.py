"""Helpers for the Reds tests: a state from a compact description, moves in notation, the
playout invariant and candidate moves."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

from service.games.reds import GAME
from service.games.reds.moves import Bid, Exchange, Play
from service.games.reds.state import DECK, SUIT, State, evolve, turn_of


def make_state(
    players: int = 2,
    hands: str = "",
    *,
    options: dict[str, Any] | None = None,
    seed: str = "scenario",
    phase: str = "play",
    turned: str | None = None,
    bids: list[int | None] | None = None,
    leader: int | None = None,
    round_no: int = 1,
    dealer: int = 0,
) -> State:
    """A state from `hands` ("AD KS 2C | 3D 4S 5C": seat 0's cards, then seat 1's, …) with
    the rest of the pack as turned cards and stock. `turned` ("4D 7S") fixes the reveal;
    hands may hold fewer than 5 cards in play (as if tricks had been played elsewhere, so
    such states are for one-move scenarios only)."""
    opts = GAME.normalize_options(players, {"first_dealer": dealer, **(options or {})})
    base = GAME.setup(players, opts, seed)
    seats = [tuple(h.split()) for h in hands.split("|")] if hands else list(base.hands)
    used = [c for h in seats for c in h]
    rest = [c for c in DECK if c not in used]
    if turned is None:
        turned_cards = (
            tuple(base.turned) if not hands else (next(c for c in rest if SUIT[c] != "D"),)
        )
    else:
        turned_cards = tuple(turned.split())
    anti = SUIT[turned_cards[-1]] if turned_cards and SUIT[turned_cards[-1]] != "D" else None
    if bids is None:
        bids = [1] * players if phase != "bid" else [None] * players
    return evolve(
        base,
        round_no=round_no,
        dealer=dealer,
        phase=phase,
        hands=tuple(tuple(sorted(h, key=DECK.index)) for h in seats),
        turned=turned_cards,
        anti_trump=anti,
        bids=tuple(bids),
        leader=(dealer + 1) % players if leader is None else leader,
    )


def play(state: State, *moves: str) -> tuple[State, list[dict[str, Any]]]:
    """Play moves in notation, each by the seat to act (the lowest one when several)."""
    events: list[dict[str, Any]] = []
    for text in moves:
        seat = min(GAME.to_act(state))
        state, evs = GAME.apply(state, seat, GAME.parse_notation(text))
        events.extend(evs)
    return state, events


def play_as(state: State, seat: int, text: str) -> tuple[State, list[dict[str, Any]]]:
    return GAME.apply(state, seat, GAME.parse_notation(text))


def invariant(state: State) -> None:
    """39 cards conserved; every finished and current trick respects follow-suit; the
    derived fields that the moves keep up to date are those the other fields give."""
    assert state.turn == turn_of(state), "turn"
    assert state.exchange == state.config.exchange(state.round_no), "exchange"
    zones: Counter[str] = Counter(state.stock) + Counter(state.turned) + Counter(state.trick)
    for h in state.hands:
        zones.update(h)
    for t in state.done:
        zones.update(t[1])
    assert zones == Counter(DECK), "the 39 cards are conserved"
    n = state.config.players
    # the cards each seat plays later this round, and its hand now
    later: dict[int, list[str]] = {s: list(state.hands[s]) for s in range(n)}
    tricks = [(leader, cards) for leader, cards, _ in state.done]
    if state.trick:
        tricks.append((state.leader, state.trick))
    for leader, cards in reversed(tricks):
        led = SUIT[cards[0]]
        for i, c in enumerate(cards):
            seat = (leader + i) % n
            if SUIT[c] != led:
                held = [x for x in later[seat] if SUIT[x] == led]
                assert not held, f"seat {seat} revoked: played {c} on {led} but held {held}"
        for i, c in enumerate(cards):
            later[(leader + i) % n].append(c)
    for s in range(n):
        assert sum(state.tricks_won) == len(state.done)
        assert len(state.hands[s]) <= 5


def candidates(state: State, seat: int) -> list[Any]:
    """Plausible moves, legal or not: every bid and a few out of range, plays of own and
    public cards, exchanges of every size from the hand plus foreign and repeated cards."""
    out: list[Any] = [Bid(b) for b in range(-1, 8)]
    hand = state.hands[seat]
    public = list(state.turned[:2]) + list(state.trick)
    out += [Play(c) for c in (*hand, *public)]
    for k in range(0, 6):
        out += [Exchange(cs) for cs in combinations(hand, k)][:12]
    if hand:
        out.append(Exchange((hand[0],) * 4))
        if public:
            out.append(Exchange((*hand[:3], public[0])))
    return out
