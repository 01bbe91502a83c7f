"""Reds actions: a bid, an exchange or a play applied to a state, each checked on the way
(`apply` is the game's `Game.apply`; anything unusual takes the generic `rules.check`),
and `apply_move` for moves already checked (docs/rules/reds.md §3.4–4).

A new state is a `copy_state` of the old one with the changed fields set: the input state
is never touched. Every move keeps the derived fields
(`turn`, `exchange`; state.py) up to date.
"""

from __future__ import annotations

from typing import Any

from ..base import Event
from .moves import Bid, Exchange, Move, Play
from .pack import BIT, CARDS_IN_FIELD, SUIT_MASK, sort_cards
from .pack import SUIT_FIELD as FIELD
from .rounds import NONES, SEAT_KEYS, score_round
from .rules import STRENGTH_AFTER, check, refuse_bid, refuse_play
from .state import TRICKS, State, Trick, copy_state

_CARDS_C, _CARDS_D, _CARDS_S = CARDS_IN_FIELD
_BIT = BIT.__getitem__
_STRENGTH_KEY = {
    anti: {led: strengths.__getitem__ for led, strengths in by_led.items()}
    for anti, by_led in STRENGTH_AFTER.items()
}
"""anti-trump -> card led -> card -> its strength in that trick (rules.STRENGTH_AFTER)."""


def apply(game: Any, state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
    """`Game.apply`: check the move, apply it. The common moves (a play or an open bid in
    turn, an exchange) are checked on the way; the rest takes the generic `check` and its
    precise refusal, then `apply_move`."""
    kind = type(move)
    if kind is Play:
        if seat == state.turn and state.phase == "play":
            # the hot path: the seat holds the card and follows suit if it can
            held = list(state.held)
            hand = held[seat]
            bit = move.bit
            trick = state.trick
            if not hand & bit:
                refuse_play(state, seat, move.card)
            if trick:
                follow = SUIT_MASK[trick[0]]
                if hand & follow and not bit & follow:
                    refuse_play(state, seat, move.card)
            card = move.card
            trick += (card,)
            event: Event = {"type": "play", "seat": seat, "card": card}
            held[seat] = hand ^ bit
            n = state.config.players
            if len(trick) < n:
                new = copy_state(state)
                new.held = tuple(held)
                new.trick = trick
                new.turn = (seat + 1) % n
                return new, [event]
            return _trick_won(state, tuple(held), trick, event)  # the trick's last card
    elif kind is Bid:
        if state.phase == "bid":
            turn = state.turn
            if turn is None:  # hidden bids are simultaneous
                check(state, seat, move)
                return _bid(state, seat, move.bid)
            if seat == turn:  # an open bid in turn (`_bid`, inlined)
                value = move.bid
                if not 0 <= value <= TRICKS:
                    refuse_bid(value)
                bids = list(state.bids)
                bids[seat] = value
                new = copy_state(state)
                new.bids = tuple(bids)
                if None in bids:  # open bids go round from the dealer's left
                    new.turn = (seat + 1) % len(bids)
                elif state.exchange[0]:  # the last bid: the exchange, or play without one
                    new.phase = "exchange"
                    new.turn = None
                else:
                    new.phase = "play"
                    new.turn = state.leader
                return new, [{"type": "bid", "seat": seat, "bid": value}]
    elif kind is Exchange and state.phase == "exchange":
        return exchange(state, seat, move)
    check(state, seat, move)
    return apply_move(state, seat, move)


def apply_move(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move."""
    if isinstance(move, Play):
        hands = list(state.held)
        hands[seat] ^= move.bit
        held = tuple(hands)
        trick = (*state.trick, move.card)
        event: Event = {"type": "play", "seat": seat, "card": move.card}
        if len(trick) == state.config.players:
            return _trick_won(state, held, trick, event)
        new = copy_state(state)
        new.held = held
        new.trick = trick
        new.turn = (seat + 1) % state.config.players
        return new, [event]
    if isinstance(move, Bid):
        return _bid(state, seat, move.bid)
    k, direction = state.exchange
    return _exchange(state, seat, sort_cards(move), k, direction)


# --------------------------------------------------------------------------- bidding


def _bid(state: State, seat: int, value: int) -> tuple[State, list[Event]]:
    """Apply a checked bid; the last one ends the bidding."""
    bids = list(state.bids)
    bids[seat] = value
    new = copy_state(state)
    new.bids = tuple(bids)
    if None in bids:
        if state.turn is not None:  # open bids go round from the dealer's left
            new.turn = (seat + 1) % len(bids)
    elif state.exchange[0]:  # the last bid: the exchange, or play in a round without one
        new.phase = "exchange"
        new.turn = None
    else:
        new.phase = "play"
        new.turn = state.leader
    if state.config.hidden_bids:
        event: Event = {"type": "bid", "seat": seat, "private": {SEAT_KEYS[seat]: {"bid": value}}}
    else:
        event = {"type": "bid", "seat": seat, "bid": value}
    return new, [event]


# --------------------------------------------------------------------------- the exchange


def exchange(state: State, seat: int, move: Exchange) -> tuple[State, list[Event]]:
    """An exchange, checked on the way; the last one resolves the exchange."""
    k, direction = state.exchange
    selections = state.selections
    if k and len(move) == k and type(seat) is int and 0 <= seat < len(selections):
        if selections[seat] is None:
            # k distinct held cards: their bits add up to a mask of k bits within the hand (a
            # card named twice carries into another bit, so the sum has fewer than k bits)
            try:
                chosen = sum(map(_BIT, move))
            except (KeyError, TypeError):  # not a card of the pack
                chosen = 0
            if chosen.bit_count() == k and chosen & state.held[seat] == chosen:
                cards = (
                    _CARDS_C[chosen & FIELD]
                    + _CARDS_D[chosen >> 13 & FIELD]
                    + _CARDS_S[chosen >> 26]
                )
                return _exchange(state, seat, cards, k, direction)
    check(state, seat, move)  # the precise refusal
    return apply_move(state, seat, move)


def _exchange(
    state: State, seat: int, cards: tuple[str, ...], k: int, direction: str | None
) -> tuple[State, list[Event]]:
    """Apply a checked exchange of `cards`, in pack order, by a seat that has not passed
    yet; the last one resolves the exchange."""
    selections = list(state.selections)
    selections[seat] = cards
    event: Event = {
        "type": "exchange_submitted",
        "seat": seat,
        "private": {SEAT_KEYS[seat]: {"cards": list(cards)}},
    }
    if None in selections:
        new = copy_state(state)
        new.selections = tuple(selections)
        return new, [event]
    # every seat gives its selection to the neighbour `step` away; the hands are disjoint,
    # so one XOR per seat takes the given cards out and puts the received ones in
    picks: list[tuple[str, ...]] = selections  # type: ignore[assignment]  # none is None
    n = len(picks)
    step = 1 if direction == "left" else -1
    held = list(state.held)
    private: dict[str, object] = {}
    for s in range(n):
        source = (s - step) % n
        gave, received = picks[s], picks[source]
        held[s] ^= sum(map(_BIT, gave)) | sum(map(_BIT, received))
        private[SEAT_KEYS[s]] = {
            "gave": list(gave),
            "to": (s + step) % n,
            "received": list(received),
            "from": source,
        }
    new = copy_state(state)
    new.phase = "play"
    new.held = tuple(held)
    new.selections = NONES[n]
    new.passed = tuple(picks)
    new.turn = state.leader
    return new, [
        event,
        {"type": "exchange", "count": k, "direction": direction, "private": private},
    ]


# --------------------------------------------------------------------------- trick play


def _trick_won(
    state: State, held: tuple[int, ...], trick: tuple[str, ...], event: Event
) -> tuple[State, list[Event]]:
    """The last card of a trick is played (`held`, `trick` after it): the trick is won, and
    the round is over after the fifth."""
    leader = state.leader
    # rules.trick_winner, inlined: the card of the highest strength
    strength = _STRENGTH_KEY[state.anti_trump][trick[0]]
    winner = (leader + trick.index(max(trick, key=strength))) % len(trick)
    done: tuple[Trick, ...] = (*state.done, (leader, trick, winner))
    events: list[Event] = [
        event,
        {
            "type": "trick_won",
            "trick": len(done),
            "leader": leader,
            "cards": list(trick),
            "winner": winner,
        },
    ]
    if len(done) == TRICKS:
        return score_round(state, held, winner, done, events)
    new = copy_state(state)
    new.held = held
    new.trick = ()
    new.leader = winner
    new.done = done
    new.turn = winner
    return new, events
