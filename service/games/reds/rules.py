"""Reds rules: whose turn, the legal moves, the explaining check, and bidding, the exchange
and trick play (docs/rules/reds.md). The deal is in deal.py, a round's start and scoring in
rounds.py. Hands are bits (pack.py): following suit is one mask test."""

from __future__ import annotations

from itertools import combinations

from ..base import Event, IllegalMove, NotYourTurn
from ..words import a, count, is_are, listing
from .moves import BIDS, PLAYS_IN_FIELD, Bid, Exchange, Move, Play, plays_of
from .pack import (
    BIT,
    DECK,
    FULL,
    LANE,
    ORDER,
    RANK,
    SUIT,
    SUIT_FIELD,
    SUIT_INDEX,
    SUIT_MASK,
    SUIT_SHIFT,
    TRUMP,
    cards_of,
    mask_of,
)
from .rounds import NONES, SEAT_KEYS, score_round
from .state import NO_EXCHANGE, SCHEDULES, TRICKS, State, Trick, evolver

_WITH_BIDS = evolver("bids")
_WITH_BIDS_AND_PHASE = evolver("bids", "phase")
_WITH_SELECTIONS = evolver("selections")
_EXCHANGED = evolver("phase", "held", "selections", "passed")
_set_dict = State.__dict__["__dict__"].__set__
_trick = tuple.__new__


# --------------------------------------------------------------------------- trick winner


def _winner_keys(anti_trump: str | None, led: str) -> dict[str, int]:
    """card -> strength in a trick: the highest strength wins (see `trick_winner`)."""
    keys = {}
    for c in DECK:
        suit = SUIT[c]
        if suit == TRUMP:
            group = 2
        elif anti_trump is None:
            group = 1 if suit == led else 0
        else:
            group = 0 if suit == anti_trump else 1
        keys[c] = group * 13 + RANK[c]
    return keys


_WINNER_KEYS = {
    anti: {led: _winner_keys(anti, led) for led in ("C", "D", "S")} for anti in ("C", "S", None)
}
_STRENGTH_AFTER = {anti: {c: keys[SUIT[c]] for c in DECK} for anti, keys in _WINNER_KEYS.items()}
"""anti-trump -> card led -> card -> strength in that trick."""


def trick_winner(cards: tuple[str, ...] | list[str], anti_trump: str | None) -> int:
    """The index (in play order) of the card that wins a trick; cards[0] was led.

    The literal rule: the highest trump if any; else, with an anti-trump, the highest
    neutral if any, else (every card is anti-trump: it was led and all followed) the highest
    anti-trump; with no anti-trump, the highest card of the suit led. As strengths: trump
    26 + rank; with an anti-trump, neutral 13 + rank and anti-trump rank; with none, the
    suit led 13 + rank and the other suit rank (it never wins: the led card outranks it)."""
    strength = list(map(_WINNER_KEYS[anti_trump][SUIT[cards[0]]].__getitem__, cards))
    return strength.index(max(strength))


# --------------------------------------------------------------------------- whose turn


def bidder(state: State) -> int:
    """The next bidder with open bids: from the dealer's left round to the dealer."""
    made = sum(b is not None for b in state.bids)
    return (state.dealer + 1 + made) % state.config.players


def to_act(state: State) -> frozenset[int]:
    phase = state.phase
    if phase == "play":
        return frozenset(((state.leader + len(state.trick)) % state.config.players,))
    if phase == "bid":
        if state.config.hidden_bids:
            return frozenset(s for s, b in enumerate(state.bids) if b is None)
        return frozenset((bidder(state),))
    if phase == "exchange":
        return frozenset(s for s, x in enumerate(state.selections) if x is None)
    return frozenset()


def check_not_your_turn(state: State, seat: int, move: Move) -> None:
    """A precise refusal for a seat that already committed in a simultaneous step: a second
    bid (`reds.already_bid`) or a second exchange (`reds.already_submitted`). Any other move
    of such a seat is refused like any move out of turn (the caller's `turn.not_your_turn`)."""
    phase = state.phase
    if phase == "exchange" and state.selections[seat] is not None and type(move) is Exchange:
        raise NotYourTurn(
            "reds.already_submitted",
            f"seat {seat} has already passed its cards this round; a selection is final",
            to_act=sorted(to_act(state)),
        )
    if phase == "bid" and state.bids[seat] is not None and type(move) is Bid:
        raise NotYourTurn(
            "reds.already_bid",
            f"seat {seat} has already bid this round; bids are final",
            to_act=sorted(to_act(state)),
        )
    waiting = sorted(to_act(state))
    seats = f"{'seat' if len(waiting) == 1 else 'seats'} {', '.join(map(str, waiting))}"
    if phase == "exchange" and state.selections[seat] is not None:
        raise NotYourTurn(
            "turn.not_your_turn",
            f"seat {seat} may not act now: it has passed its cards and waits for {seats}",
            to_act=waiting,
        )
    if phase == "bid" and state.bids[seat] is not None:
        raise NotYourTurn(
            "turn.not_your_turn",
            f"seat {seat} may not act now: it has bid and waits for {seats} to bid",
            to_act=waiting,
        )


# --------------------------------------------------------------------------- legality


def legal_moves(state: State, seat: int) -> list[Move]:
    phase = state.phase
    if phase == "play":
        return list(plays(state, seat))
    if phase == "bid":
        return list(BIDS)
    if phase == "exchange":
        return exchanges(state, seat)
    return []


def plays(state: State, seat: int) -> list[Play]:
    """The cards `seat` may play: those of the suit led if it holds any, else its hand."""
    hand = state.held >> LANE[seat] & FULL
    trick = state.trick
    if trick:
        led = trick[0]
        field = hand >> SUIT_SHIFT[led] & SUIT_FIELD
        if field:
            return list(PLAYS_IN_FIELD[SUIT_INDEX[SUIT[led]]][field])
    return plays_of(hand)


def exchange_of(state: State) -> tuple[int, str | None]:
    """This round's exchange: (cards to pass, direction); (0, None) without one."""
    schedule = SCHEDULES[state.config.mode]
    round_no = state.round_no
    return schedule[round_no] if round_no < len(schedule) else NO_EXCHANGE


def exchanges(state: State, seat: int) -> list[Move]:
    """Every selection of this round's count of cards from the seat's hand, in pack order."""
    hand = cards_of(state.held >> LANE[seat] & FULL)
    return list(map(Exchange, combinations(hand, exchange_of(state)[0])))


_PHASE_OF = {Bid: "bid", Exchange: "exchange", Play: "play"}
_PHASE_WORDS = {"bid": "bidding", "exchange": "the exchange", "play": "trick play"}


def check_move(state: State, seat: int, move: Move) -> None:
    phase = state.phase
    if type(move) is Play and phase == "play":  # the hot path
        _check_play(state, seat, move.card)
        return
    wanted = _PHASE_OF[type(move)]
    if isinstance(move, Exchange) and exchange_of(state)[0] == 0:
        raise IllegalMove(
            "reds.exchange_not_this_round",
            f"round {state.round_no} has no card exchange",
            round=state.round_no,
        )
    if wanted != phase:
        raise IllegalMove(
            "reds.wrong_phase",
            f"{a(wanted)} move is not allowed now: the round is in {_PHASE_WORDS[phase]}",
            phase=phase,
        )
    if isinstance(move, Bid):
        _check_bid(move.bid)
        return
    assert isinstance(move, Exchange)  # a play outside trick play was refused above
    hand = cards_of(state.held >> LANE[seat] & FULL)
    _check_exchange(seat, move.cards, hand, exchange_of(state)[0])


def _check_bid(value: int) -> None:
    if not 0 <= value <= TRICKS:
        raise IllegalMove(
            "reds.bid_out_of_range", f"a bid is 0 (nil) to 5 tricks, not {value}", bid=value
        )


def _check_play(state: State, seat: int, card: str) -> int:
    """Refuse a play of a card the seat does not hold, or that revokes; else its bit in
    `held`."""
    lane = LANE[seat]
    held = state.held
    bit = BIT.get(card, 0) << lane
    if not held & bit:
        raise IllegalMove(
            "reds.card_not_in_hand", f"{card} is not in seat {seat}'s hand", cards=[card]
        )
    trick = state.trick
    if trick:
        follow = SUIT_MASK[trick[0]] << lane
        if not bit & follow and held & follow:
            raise IllegalMove(
                "reds.must_follow_suit",
                f"{card} does not follow the suit led ({SUIT[trick[0]]}); "
                f"seat {seat} holds {', '.join(cards_of((held & follow) >> lane))}",
                cards=[card],
            )
    return bit


def _check_exchange(seat: int, cards: tuple[str, ...], hand: tuple[str, ...], k: int) -> None:
    if len(set(cards)) != len(cards):
        twice = sorted({c for c in cards if cards.count(c) > 1}, key=ORDER.__getitem__)
        raise IllegalMove(
            "reds.duplicate_card",
            f"the exchange names {listing(twice, ', ')} twice",
            cards=list(cards),
        )
    if len(cards) != k:
        raise IllegalMove(
            "reds.exchange_wrong_count",
            f"this round each player passes exactly {count(k, 'card')}, not {len(cards)}",
            cards=list(cards),
            expected=k,
        )
    missing = [c for c in cards if c not in hand]
    if missing:
        raise IllegalMove(
            "reds.card_not_in_hand",
            f"{listing(missing, ', ')} {is_are(len(missing))} not in seat {seat}'s hand",
            cards=missing,
        )


# --------------------------------------------------------------------------- apply


def apply_move(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move."""
    if isinstance(move, Play):
        return play(state, seat, move.card)
    if isinstance(move, Bid):
        return bid(state, seat, move.bid)
    k, direction = exchange_of(state)
    return _exchange(state, seat, mask_of(move.cards), k, direction)


def bid(state: State, seat: int, value: int) -> tuple[State, list[Event]]:
    bids = (*state.bids[:seat], value, *state.bids[seat + 1 :])
    if state.config.hidden_bids:
        event: Event = {"type": "bid", "seat": seat, "private": {str(seat): {"bid": value}}}
    else:
        event = {"type": "bid", "seat": seat, "bid": value}
    if None in bids:
        return _WITH_BIDS(state, bids), [event]
    return _WITH_BIDS_AND_PHASE(state, bids, "exchange" if exchange_of(state)[0] else "play"), [
        event
    ]


def check_and_bid(state: State, seat: int, value: int) -> tuple[State, list[Event]]:
    """Check and apply a bid by a seat that may bid."""
    _check_bid(value)
    return bid(state, seat, value)


def check_and_exchange(state: State, seat: int, move: Exchange) -> tuple[State, list[Event]]:
    """Check and apply an exchange by a seat that has not passed yet, in the exchange."""
    k, direction = exchange_of(state)
    if k == 0:
        raise IllegalMove(
            "reds.exchange_not_this_round",
            f"round {state.round_no} has no card exchange",
            round=state.round_no,
        )
    cards = move.cards
    hand = state.held >> LANE[seat] & FULL
    if len(cards) == k:
        # k distinct held cards: their bits sum to a mask of k bits within the hand (a card
        # named twice carries into another bit, so the sum has fewer than k bits)
        try:
            chosen = mask_of(cards)
        except (KeyError, TypeError):  # not a card of the pack: the explaining check says so
            pass
        else:
            if chosen & hand == chosen and chosen.bit_count() == k:
                return _exchange(state, seat, chosen, k, direction)
    _check_exchange(seat, cards, cards_of(hand), k)
    return _exchange(state, seat, mask_of(cards), k, direction)


def _exchange(
    state: State, seat: int, chosen: int, k: int, direction: str | None
) -> tuple[State, list[Event]]:
    """Apply a checked exchange of the cards of mask `chosen` by a seat that has not passed
    yet; the last one resolves the exchange."""
    n = state.config.players
    selections = list(state.selections)
    cards = cards_of(chosen)
    selections[seat] = cards
    keys = SEAT_KEYS
    events: list[Event] = [
        {
            "type": "exchange_submitted",
            "seat": seat,
            "private": {keys[seat]: {"cards": list(cards)}},
        }
    ]
    if None in selections:
        return _WITH_SELECTIONS(state, tuple(selections)), events
    # every seat gives its selection to the neighbour `step` away; the hands are disjoint,
    # so one XOR per seat takes the given cards out and puts the received ones in
    step = 1 if direction == "left" else -1
    held = state.held
    private: dict[str, object] = {}
    for s in range(n):
        source = (s - step) % n
        gave = selections[s]
        got = selections[source]
        assert gave is not None and got is not None
        held ^= (mask_of(gave) | mask_of(got)) << LANE[s]
        private[keys[s]] = {
            "gave": list(gave),
            "to": (s + step) % n,
            "received": list(got),
            "from": source,
        }
    events.append({"type": "exchange", "count": k, "direction": direction, "private": private})
    return _EXCHANGED(state, "play", held, NONES[n], tuple(selections)), events


def play(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """Check and apply a play by the seat to act in trick play."""
    held = state.held ^ _check_play(state, seat, card)
    trick = (*state.trick, card)
    event: Event = {"type": "play", "seat": seat, "card": card}
    if len(trick) == state.config.players:
        return _trick_done(state, held, trick, event)
    values = state.__dict__.copy()  # evolve, inlined
    values["held"] = held
    values["trick"] = trick
    new = State()
    _set_dict(new, values)
    return new, [event]


def _trick_done(
    state: State, held: int, trick: tuple[str, ...], event: Event
) -> tuple[State, list[Event]]:
    """The last card of a trick played: the trick is won, maybe the round is over."""
    leader = state.leader
    # trick_winner, inlined: the (first) card of the highest strength
    strength = _STRENGTH_AFTER[state.anti_trump][trick[0]]
    winner = (leader + trick.index(max(trick, key=strength.__getitem__))) % len(trick)
    done: tuple[Trick, ...] = state.done + (_trick(Trick, (leader, trick, winner)),)
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
    values = state.__dict__.copy()  # evolve, inlined
    values["held"] = held
    values["trick"] = ()
    values["leader"] = winner
    values["done"] = done
    new = State()
    _set_dict(new, values)
    return new, events
