"""Reds actions: a bid, an exchange or a play applied to a state, each checked on the way
(the fast paths of `Game.apply`; anything unusual takes the generic `rules.check`), and
`apply_move` for moves already checked (docs/rules/reds.md §3.4–4).

A new state is the old one's field dict copied with the changed entries replaced (`State`
has no `__init__`): the input state is never touched.
"""

from __future__ import annotations

from typing import Any

from ..base import Event
from .moves import Bid, Exchange, Move, Play
from .pack import LANE, ORDER, SUIT_MASK, mask_of
from .rounds import NONES, SEAT_KEYS, score_round
from .rules import STRENGTH_AFTER, check, refuse_bid, refuse_play
from .state import NO_EXCHANGE, SCHEDULES, TRICKS, State, Trick

_set_dict = State.__dict__["__dict__"].__set__


def _state(values: dict[str, Any]) -> State:
    """A state of the fields `values` (a copy of another state's, a few entries changed)."""
    new = State()
    _set_dict(new, values)
    return new


def apply_move(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move."""
    if isinstance(move, Play):
        return play(state, seat, move)
    if isinstance(move, Bid):
        return _bid(state, seat, move.bid)
    k, direction = SCHEDULES[state.config.mode].get(state.round_no, NO_EXCHANGE)
    return _exchange(state, seat, sorted(move.cards, key=ORDER.__getitem__), k, direction)


# --------------------------------------------------------------------------- bidding


def bid(state: State, seat: int, move: Bid) -> tuple[State, list[Event]]:
    """A bid, checked on the way: open bids are made in turn from the dealer's left."""
    bids = state.bids
    n = len(bids)
    if state.config.hidden_bids or seat != (state.dealer + 1 + n - bids.count(None)) % n:
        check(state, seat, move)  # hidden bids are simultaneous; else not this seat's turn
    value = move.bid
    if not 0 <= value <= TRICKS:
        refuse_bid(value)
    return _bid(state, seat, value)


def _bid(state: State, seat: int, value: int) -> tuple[State, list[Event]]:
    bids = list(state.bids)
    bids[seat] = value
    values = state.__dict__.copy()
    values["bids"] = tuple(bids)
    if None not in bids:  # the last bid: the exchange, or play in a round without one
        k = SCHEDULES[state.config.mode].get(state.round_no, NO_EXCHANGE)[0]
        values["phase"] = "exchange" if k else "play"
    if state.config.hidden_bids:
        event: Event = {"type": "bid", "seat": seat, "private": {SEAT_KEYS[seat]: {"bid": value}}}
    else:
        event = {"type": "bid", "seat": seat, "bid": value}
    new = State()
    _set_dict(new, values)
    return new, [event]


# --------------------------------------------------------------------------- the exchange


def exchange(state: State, seat: int, move: Exchange) -> tuple[State, list[Event]]:
    """An exchange, checked on the way; the last one resolves the exchange."""
    k, direction = SCHEDULES[state.config.mode].get(state.round_no, NO_EXCHANGE)
    selections = state.selections
    if k and len(move) == k and type(seat) is int and 0 <= seat < len(selections):
        if selections[seat] is None:
            # k distinct held cards: their bits add up to a mask of k bits within the hand (a
            # card named twice carries into another bit, so the sum has fewer than k bits)
            try:
                chosen = mask_of(move)
            except (KeyError, TypeError):  # not a card of the pack
                chosen = 0
            if chosen.bit_count() == k and chosen & state.held >> LANE[seat] == chosen:
                return _exchange(state, seat, sorted(move, key=ORDER.__getitem__), k, direction)
    check(state, seat, move)  # the precise refusal
    return apply_move(state, seat, move)


def _exchange(
    state: State, seat: int, cards: list[str], k: int, direction: str | None
) -> tuple[State, list[Event]]:
    """Apply a checked exchange of `cards`, in pack order, by a seat that has not passed
    yet; the last one resolves the exchange."""
    selections = list(state.selections)
    selections[seat] = tuple(cards)
    events: list[Event] = [
        {"type": "exchange_submitted", "seat": seat, "private": {SEAT_KEYS[seat]: {"cards": cards}}}
    ]
    if None in selections:
        values = state.__dict__.copy()
        values["selections"] = tuple(selections)
        return _state(values), events
    # every seat gives its selection to the neighbour `step` away; the hands are disjoint,
    # so one XOR per seat takes the given cards out and puts the received ones in
    n = len(selections)
    step = 1 if direction == "left" else -1
    masks = list(map(mask_of, selections))  # type: ignore[arg-type]
    held = state.held
    private: dict[str, object] = {}
    for s in range(n):
        source = (s - step) % n
        held ^= (masks[s] | masks[source]) << LANE[s]
        private[SEAT_KEYS[s]] = {
            "gave": list(selections[s]),  # type: ignore[arg-type]
            "to": (s + step) % n,
            "received": list(selections[source]),  # type: ignore[arg-type]
            "from": source,
        }
    events.append({"type": "exchange", "count": k, "direction": direction, "private": private})
    values = state.__dict__.copy()
    values["phase"] = "play"
    values["held"] = held
    values["selections"] = NONES[n]
    values["passed"] = tuple(selections)
    return _state(values), events


# --------------------------------------------------------------------------- trick play


def play(state: State, seat: int, move: Play) -> tuple[State, list[Event]]:
    """A play, checked on the way; the last card of a trick wins it."""
    trick = state.trick
    if seat != (state.leader + len(trick)) % state.config.players:
        check(state, seat, move)  # not this seat's turn (or not trick play)
    card = move.card
    held = state.held
    lane = LANE[seat]
    bit = move.bit << lane
    if trick:  # the seat holds the card and follows suit if it can (rules.check_move)
        follow = SUIT_MASK[trick[0]] << lane
        if not held & bit or held & follow and not bit & follow:
            refuse_play(state, seat, card)
    elif not held & bit:
        refuse_play(state, seat, card)
    trick += (card,)
    event: Event = {"type": "play", "seat": seat, "card": card}
    if len(trick) == state.config.players:
        return _trick_won(state, held ^ bit, trick, event)
    values = state.__dict__.copy()
    values["held"] = held ^ bit
    values["trick"] = trick
    new = State()
    _set_dict(new, values)
    return new, [event]


def _trick_won(
    state: State, held: int, trick: tuple[str, ...], event: Event
) -> tuple[State, list[Event]]:
    """The last card of a trick is played (`held`, `trick` after it): the trick is won, and
    the round is over after the fifth."""
    leader = state.leader
    # rules.trick_winner, inlined: the (first) card of the highest strength
    strength = STRENGTH_AFTER[state.anti_trump][trick[0]]
    winner = (leader + trick.index(max(trick, key=strength.__getitem__))) % len(trick)
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
    values = state.__dict__.copy()
    values["held"] = held
    values["trick"] = ()
    values["leader"] = winner
    values["done"] = done
    new = State()
    _set_dict(new, values)
    return new, events
