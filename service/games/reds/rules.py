"""Reds rules: the trick winner, whose turn, the legal moves and the explaining check
(docs/rules/reds.md). Moves are applied in actions.py, the deal is in deal.py, a round's
start and scoring in rounds.py. Hands are bits (pack.py): following suit is a mask test."""

from __future__ import annotations

from itertools import combinations
from typing import Any, NoReturn

from ..base import GameOver, IllegalMove, NotYourTurn
from ..words import a, count, is_are, listing
from .moves import BIDS, PLAYS_IN_FIELD, PLAYS_OF_SUIT, Bid, Exchange, Move, Play
from .pack import (
    BIT,
    CARDS_IN_FIELD,
    DECK,
    ORDER,
    RANK,
    SUIT,
    SUIT_FIELD,
    SUIT_MASK,
    SUIT_SHIFT,
    TRUMP,
    cards_of,
)
from .state import TRICKS, State

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
STRENGTH_AFTER = {anti: {c: keys[SUIT[c]] for c in DECK} for anti, keys in _WINNER_KEYS.items()}
"""anti-trump -> card led -> card -> its strength in that trick (see `trick_winner`)."""


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


_ONE_SEAT: tuple[frozenset[int], ...] = tuple(frozenset((s,)) for s in range(6))
"""seat -> the frozenset of that one seat (shared: frozensets are immutable)."""
_NOBODY: frozenset[int] = frozenset()


def to_act(state: State) -> frozenset[int]:
    turn = state.turn  # the one seat to act in trick play and open bidding (state.turn_of)
    if turn is not None:
        return _ONE_SEAT[turn]
    phase = state.phase
    if phase == "bid":  # hidden bids: every seat that has not bid
        return frozenset(s for s, b in enumerate(state.bids) if b is None)
    if phase == "exchange":
        return frozenset(s for s, x in enumerate(state.selections) if x is None)
    return _NOBODY


def to_act_of(game: Any, state: State) -> frozenset[int]:
    """`Game.to_act` (a function of the class, like `legal_moves_of`: a playout's hot path
    saves the method's call): `to_act`."""
    turn = state.turn
    if turn is not None:
        return _ONE_SEAT[turn]
    return to_act(state)


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
    seats = _seats(waiting)
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


def _seats(seats: list[int]) -> str:
    """Seats in words: "seat 2", "seats 0 and 2", "seats 0, 2 and 3"."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return f"seats {', '.join(map(str, seats[:-1]))} and {seats[-1]}"


def check(state: State, seat: int, move: Move) -> None:
    """The generic check (the game is on, the seat may act, the move is legal), with
    precise refusals for a seat that already committed."""
    phase = state.phase
    if phase == "play" and seat == state.turn:
        check_move(state, seat, move)
        return
    if phase == "over":
        raise GameOver("turn.game_over", "the game is over")
    acting = to_act(state)
    if seat not in acting:
        if isinstance(seat, int) and 0 <= seat < state.config.players:
            check_not_your_turn(state, seat, move)
        raise NotYourTurn(
            "turn.not_your_turn", f"seat {seat} may not act now", to_act=sorted(acting)
        )
    check_move(state, seat, move)


# --------------------------------------------------------------------------- legality


_CLUBS, _DIAMONDS, _SPADES = PLAYS_IN_FIELD
_D_SHIFT, _S_SHIFT = SUIT_SHIFT["2D"], SUIT_SHIFT["2S"]
_FIELD = SUIT_FIELD


def legal_moves_of(game: Any, state: State, seat: int) -> list[Move]:
    """`Game.legal_moves`: every legal move of `seat`, none if it may not act (the cards
    of the suit led if it holds any, else its hand; any bid; any selection of this round's
    count of cards)."""
    phase = state.phase
    if phase == "play":  # the hot path: one seat to act
        if seat != state.turn:
            return []
        hand = state.held[seat]
        trick = state.trick
        if trick:  # the cards of the suit led if it holds any, else its hand
            led = trick[0]
            field = hand >> SUIT_SHIFT[led] & _FIELD
            if field:
                return list(PLAYS_OF_SUIT[led][field])
        return list(
            _CLUBS[hand & _FIELD]
            + _DIAMONDS[hand >> _D_SHIFT & _FIELD]
            + _SPADES[hand >> _S_SHIFT & _FIELD]
        )
    if phase == "bid":
        turn = state.turn
        if turn is not None:  # open bids, in turn
            return list(BIDS) if seat == turn else []
        return list(BIDS) if seat in to_act(state) else []
    if phase == "exchange" and type(seat) is int and 0 <= seat < state.config.players:
        return exchanges(state, seat) if state.selections[seat] is None else []
    return []


def exchange_of(state: State) -> tuple[int, str | None]:
    """This round's exchange: (cards to pass, direction); (0, None) without one."""
    return state.exchange


_CARDS_C, _CARDS_D, _CARDS_S = CARDS_IN_FIELD


def exchanges(state: State, seat: int) -> list[Move]:
    """Every selection of this round's count of cards from the seat's hand, in pack order."""
    hand = state.held[seat]
    cards = (
        _CARDS_C[hand & _FIELD]
        + _CARDS_D[hand >> _D_SHIFT & _FIELD]
        + _CARDS_S[hand >> _S_SHIFT & _FIELD]
    )
    return list(combinations(cards, state.exchange[0]))


_PHASE_OF = {Bid: "bid", Exchange: "exchange", Play: "play"}
_PHASE_WORDS = {"bid": "bidding", "exchange": "the exchange", "play": "trick play"}


def check_move(state: State, seat: int, move: Move) -> None:
    phase = state.phase
    if type(move) is Play and phase == "play":  # the hot path
        hand = state.held[seat]
        bit = BIT.get(move.card, 0)
        trick = state.trick
        if not hand & bit or trick and revokes(hand, bit, trick[0]):
            refuse_play(state, seat, move.card)
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
        if not 0 <= move.bid <= TRICKS:
            refuse_bid(move.bid)
        return
    assert isinstance(move, Exchange)  # a play outside trick play was refused above
    check_exchange(seat, move, cards_of(state.held[seat]), exchange_of(state)[0])


def refuse_bid(value: int) -> NoReturn:
    raise IllegalMove(
        "reds.bid_out_of_range", f"a bid is 0 (nil) to 5 tricks, not {value}", bid=value
    )


def revokes(hand: int, bit: int, led: str) -> bool:
    """Whether playing the card of `bit` (in `hand`) breaks follow-suit: it is not of the
    suit of the card `led` and the hand holds one that is."""
    follow = SUIT_MASK[led]
    return bool(hand & follow and not bit & follow)


def refuse_play(state: State, seat: int, card: str) -> NoReturn:
    """The refusal of an illegal play by the seat to act: a card it does not hold, or one
    that does not follow suit."""
    hand = state.held[seat]
    if not hand & BIT.get(card, 0):
        raise IllegalMove(
            "reds.card_not_in_hand", f"{card} is not in seat {seat}'s hand", cards=[card]
        )
    led = state.trick[0]
    follow = hand & SUIT_MASK[led]
    raise IllegalMove(
        "reds.must_follow_suit",
        f"{card} does not follow the suit led ({SUIT[led]}); "
        f"seat {seat} holds {', '.join(cards_of(follow))}",
        cards=[card],
    )


def check_exchange(seat: int, cards: tuple[str, ...], hand: tuple[str, ...], k: int) -> None:
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
