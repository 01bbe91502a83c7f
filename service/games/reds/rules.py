"""Reds rules: the deal and reveal, bidding, the exchange, play, the trick winner, scoring
and the end of the game (docs/rules/reds.md)."""

from __future__ import annotations

import struct
from hashlib import sha256
from itertools import combinations
from typing import Any

from ..base import Event, IllegalMove, NotYourTurn
from ..cards import Rng
from ..words import a, count, is_are, listing
from .moves import BIDS, PLAYS, Bid, Exchange, Move, Play, make_exchange
from .state import (
    DECK,
    HAND_SIZE,
    NEUTRAL,
    ORDER,
    RANK,
    SUIT,
    TRICKS,
    TRUMP,
    Config,
    RoundRecord,
    State,
    Trick,
    evolver,
    make_record,
    make_trick,
    sort_cards,
)

_WITH_CARD_PLAYED = evolver("hands", "trick")
_WITH_TRICK_DONE = evolver("hands", "trick", "leader", "tricks_won", "done")
_WITH_BIDS = evolver("bids")
_WITH_BIDS_AND_PHASE = evolver("bids", "phase")
_WITH_SELECTIONS = evolver("selections")
_EXCHANGED = evolver("phase", "hands", "selections", "passed")

# --------------------------------------------------------------------------- pure rules


def round_points(bid: int, tricks: int) -> int:
    """Exact: 3b + 5 (a made nil scores 10); over: 3b + 1 per overtrick; under: 1 per trick."""
    if tricks == bid:
        return 10 if bid == 0 else 3 * bid + 5
    if tricks > bid:
        return 3 * bid + (tricks - bid)
    return tricks


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


def trick_winner(cards: tuple[str, ...] | list[str], anti_trump: str | None) -> int:
    """The index (in play order) of the card that wins a trick; cards[0] was led.

    The literal rule: the highest trump if any; else, with an anti-trump, the highest
    neutral if any, else (every card is anti-trump: it was led and all followed) the highest
    anti-trump; with no anti-trump, the highest card of the suit led. As strengths: trump
    26 + rank; with an anti-trump, neutral 13 + rank and anti-trump rank; with none, the
    suit led 13 + rank and the other suit rank (it never wins: the led card outranks it)."""
    strength = list(map(_WINNER_KEYS[anti_trump][SUIT[cards[0]]].__getitem__, cards))
    return strength.index(max(strength))


def draw_first_dealer(
    players: int, seed: str
) -> tuple[int, tuple[tuple[tuple[int, str], ...], ...]]:
    """Each player draws a card; the highest rank deals; only the tied players redraw."""
    drawing = list(range(players))
    rounds: list[tuple[tuple[int, str], ...]] = []
    while True:
        deck = Rng(seed, "reds", "first_dealer", str(len(rounds))).shuffle(DECK)
        drawn = tuple((seat, deck[i]) for i, seat in enumerate(drawing))
        rounds.append(drawn)
        top = max(RANK[c] for _, c in drawn)
        drawing = [seat for seat, c in drawn if RANK[c] == top]
        if len(drawing) == 1:
            return drawing[0], tuple(rounds)


_UNPACK4 = struct.Struct(">4Q").unpack
_DECK = DECK
_DECK_LIST = list(DECK)
_IS_TRUMP = {c: SUIT[c] == TRUMP for c in DECK}


def deal_reference(config: Config, seed: str, round_no: int, dealer: int) -> dict[str, Any]:
    """`deal` written with `Rng.randbelow` (the reference `deal` is tested against; also
    used when `Rng` is replaced, e.g. by a test forcing the pack order)."""
    n = config.players
    randbelow = Rng(seed, "reds", "deal", str(round_no)).randbelow
    pack = list(DECK)
    last = len(pack) - 1
    dealt = HAND_SIZE * n
    for top in range(last, last - dealt, -1):  # Fisher–Yates steps, one per card taken
        j = randbelow(top + 1)
        pack[top], pack[j] = pack[j], pack[top]
    # the i-th card from the top, pack[last - i], goes to seat (dealer + 1 + i) mod n
    hands: list[tuple[str, ...]] = [()] * n
    for offset in range(n):
        seat = (dealer + 1 + offset) % n
        hands[seat] = sort_cards(pack[last - offset : last - dealt : -n])
    top = last - dealt
    while True:  # turn cards until a black one (or the pack is all turned)
        if top > 0:
            j = randbelow(top + 1)
            pack[top], pack[j] = pack[j], pack[top]
        if SUIT[pack[top]] != TRUMP or top == 0:
            break
        top -= 1
    turned = tuple(pack[last - dealt : top - 1 if top else None : -1])
    anti = SUIT[turned[-1]] if SUIT[turned[-1]] != TRUMP else None
    return {
        "hands": tuple(hands),
        "turned": turned,
        "stock": sort_cards(pack[:top]),
        "anti_trump": anti,
    }


_Rng = Rng


def deal(config: Config, seed: str, round_no: int, dealer: int) -> dict[str, Any]:
    """Shuffle, deal 5 each one at a time from the dealer's left, turn until a black card.

    The pack is `Rng(seed, "reds", "deal", str(round_no)).shuffle(DECK)` with its last card
    on top. Fisher–Yates fixes the last positions first, so the cards are drawn by running
    the shuffle only as far as cards are taken (the same cards as the full shuffle, with a
    third to a quarter of the random draws); the untouched rest is the hidden stock.

    This is `deal_reference` with the 64-bit words of `Rng.randbelow` read straight from
    its SHA-256 stream, several blocks at once; a word `randbelow` would reject (odds about
    m / 2**64) hands the deal to `deal_reference`."""
    if Rng is not _Rng or DECK is not _DECK:
        return deal_reference(config, seed, round_no, dealer)
    n = config.players
    prefix = seed.encode("utf-8") + b"\x00reds\x00deal\x00" + str(round_no).encode()
    dealt = HAND_SIZE * n
    blocks = (dealt + 5) >> 2  # the deal's words and at least two turned cards'
    words = _UNPACKS[blocks](b"".join([sha256(prefix + c).digest() for c in _COUNTERS[:blocks]]))
    pack = _DECK_LIST[:]
    limits = _LIMITS
    top = 38
    for x in words[:dealt]:  # Fisher–Yates steps, one per card taken
        m = top + 1
        if x >= limits[m]:
            return deal_reference(config, seed, round_no, dealer)
        j = x % m
        pack[top], pack[j] = pack[j], pack[top]
        top -= 1
    # the i-th card from the top, pack[38 - i], goes to seat (dealer + 1 + i) mod n
    hands: list[tuple[str, ...]] = [()] * n
    order = ORDER.__getitem__
    for offset in range(n):
        hands[(dealer + 1 + offset) % n] = tuple(
            sorted(pack[38 - offset : 38 - dealt : -n], key=order)
        )
    w = dealt
    while True:  # turn cards until a black one (or the pack is all turned)
        if top > 0:
            if w == len(words):
                words += _UNPACK4(sha256(prefix + _COUNTERS[w >> 2]).digest())
            x = words[w]
            w += 1
            m = top + 1
            if x >= limits[m]:
                return deal_reference(config, seed, round_no, dealer)
            j = x % m
            pack[top], pack[j] = pack[j], pack[top]
        if not _IS_TRUMP[pack[top]] or top == 0:
            break
        top -= 1
    turned = tuple(pack[38 - dealt : top - 1 if top else None : -1])
    anti = SUIT[turned[-1]]
    return {
        "hands": tuple(hands),
        "turned": turned,
        "stock": tuple(sorted(pack[:top], key=order)),
        "anti_trump": anti if anti != TRUMP else None,
    }


_COUNTERS = tuple(c.to_bytes(8, "big") for c in range(16))
_UNPACKS = [struct.Struct(f">{4 * b}Q").unpack for b in range(16)]
_LIMITS = [0] + [(1 << 64) // m * m for m in range(1, 40)]


def reveal(rest: list[str]) -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    """Turn cards from the top of the undealt pack until the first black card: (turned,
    still hidden, anti-trump). An all-diamond pack is turned whole: no anti-trump."""
    for i, c in enumerate(rest):
        if SUIT[c] != TRUMP:
            return tuple(rest[: i + 1]), tuple(rest[i + 1 :]), SUIT[c]
    return tuple(rest), (), None


_NEW_ROUND = evolver(
    "totals",
    "history",
    "round_no",
    "dealer",
    "phase",
    "hands",
    "stock",
    "turned",
    "anti_trump",
    "bids",
    "selections",
    "passed",
    "leader",
    "trick",
    "tricks_won",
    "done",
)
_SEAT_KEYS = tuple(str(s) for s in range(6))
_NONES = tuple((None,) * n for n in range(7))
_EMPTIES = tuple(((),) * n for n in range(7))
_ZEROS = tuple((0,) * n for n in range(7))


def start_round(state: State, round_no: int, dealer: int) -> tuple[State, list[Event]]:
    return _start_round(state, state.totals, state.history, round_no, dealer)


def _start_round(
    state: State,
    totals: tuple[int, ...],
    history: tuple[RoundRecord, ...],
    round_no: int,
    dealer: int,
) -> tuple[State, list[Event]]:
    """The next round's state (with `totals` and `history`), dealt and revealed."""
    config = state.config
    n = config.players
    dealt = deal(config, state.seed, round_no, dealer)
    hands = dealt["hands"]
    turned = dealt["turned"]
    anti = dealt["anti_trump"]
    state = _NEW_ROUND(
        state,
        totals,
        history,
        round_no,
        dealer,
        "bid",
        hands,
        dealt["stock"],
        turned,
        anti,
        _NONES[n],
        _NONES[n],
        _EMPTIES[n],
        (dealer + 1) % n,
        (),
        _ZEROS[n],
        (),
    )
    k, direction = config.exchange(round_no)
    keys = _SEAT_KEYS
    events: list[Event] = [
        {
            "type": "deal",
            "round": round_no,
            "label": config.label(round_no),
            "tiebreak": round_no > config.scheduled_rounds,
            "dealer": dealer,
            "exchange": {"count": k, "direction": direction},
            "private": {keys[s]: {"hand": list(h)} for s, h in enumerate(hands)},
        },
        {
            "type": "reveal",
            "turned": list(turned),
            "anti_trump": anti,
            "neutral": NEUTRAL[anti] if anti else None,
        },
    ]
    return state, events


def initial_state(config: Config, seed: str) -> State:
    n = config.players
    draw: tuple[tuple[tuple[int, str], ...], ...] = ()
    if config.first_dealer is not None:
        dealer = config.first_dealer
    else:
        dealer, draw = draw_first_dealer(n, seed)
    blank = State(
        config=config,
        seed=seed,
        draw=draw,
        round_no=1,
        dealer=dealer,
        phase="bid",
        hands=(),
        stock=(),
        turned=(),
        anti_trump=None,
        bids=(),
        selections=(),
        passed=(),
        leader=0,
        trick=(),
        tricks_won=(),
        done=(),
        totals=(0,) * n,
        history=(),
    )
    return start_round(blank, 1, dealer)[0]


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
        hand = state.hands[seat]
        if state.trick:
            led = SUIT[state.trick[0]]
            follow = [c for c in hand if SUIT[c] == led]
            if follow:
                return [PLAYS[c] for c in follow]
        return [PLAYS[c] for c in hand]
    if phase == "bid":
        return list(BIDS)
    if phase == "exchange":
        return exchanges(state, seat)
    return []


def exchanges(state: State, seat: int) -> list[Move]:
    """Every selection of this round's count of cards from the seat's hand, in hand order
    (so each is sorted: the form `check_and_exchange` takes without re-checking)."""
    k = state.config.exchange(state.round_no)[0]
    return list(map(make_exchange, combinations(state.hands[seat], k)))


_PHASE_OF = {Bid: "bid", Exchange: "exchange", Play: "play"}
_PHASE_WORDS = {"bid": "bidding", "exchange": "the exchange", "play": "trick play"}


def check_move(state: State, seat: int, move: Move) -> None:
    phase = state.phase
    if type(move) is Play and phase == "play":  # the hot path
        hand = state.hands[seat]
        card = move.card
        if card not in hand:
            raise IllegalMove(
                "reds.card_not_in_hand", f"{card} is not in seat {seat}'s hand", cards=[card]
            )
        if state.trick:
            led = SUIT[state.trick[0]]
            if SUIT[card] != led:
                follow = [c for c in hand if SUIT[c] == led]
                if follow:
                    raise IllegalMove(
                        "reds.must_follow_suit",
                        f"{card} does not follow the suit led ({led}); "
                        f"seat {seat} holds {', '.join(follow)}",
                        cards=[card],
                    )
        return
    wanted = _PHASE_OF[type(move)]
    if isinstance(move, Exchange) and state.config.exchange(state.round_no)[0] == 0:
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
    hand = state.hands[seat]
    if isinstance(move, Bid):
        if not 0 <= move.bid <= TRICKS:
            raise IllegalMove(
                "reds.bid_out_of_range",
                f"a bid is 0 (nil) to 5 tricks, not {move.bid}",
                bid=move.bid,
            )
        return
    assert isinstance(move, Exchange)  # a play outside trick play was refused above
    _check_exchange(seat, move.cards, hand, state.config.exchange(state.round_no)[0])


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
    if isinstance(move, Play):
        return _play(state, seat, move.card)
    if isinstance(move, Bid):
        return bid(state, seat, move.bid)
    return exchange(state, seat, move)


def bid(state: State, seat: int, value: int) -> tuple[State, list[Event]]:
    bids = (*state.bids[:seat], value, *state.bids[seat + 1 :])
    if state.config.hidden_bids:
        event: Event = {"type": "bid", "seat": seat, "private": {str(seat): {"bid": value}}}
    else:
        event = {"type": "bid", "seat": seat, "bid": value}
    if None in bids:
        return _WITH_BIDS(state, bids), [event]
    k = state.config.exchange(state.round_no)[0]
    return _WITH_BIDS_AND_PHASE(state, bids, "exchange" if k else "play"), [event]


def check_and_exchange(state: State, seat: int, move: Exchange) -> tuple[State, list[Event]]:
    """Check and apply an exchange by a seat that has not passed yet, in the exchange."""
    k, direction = state.config.exchange(state.round_no)
    if k == 0:
        raise IllegalMove(
            "reds.exchange_not_this_round",
            f"round {state.round_no} has no card exchange",
            round=state.round_no,
        )
    cards = move.cards
    if type(cards) is tuple and len(cards) == k:
        # The listed form: k cards of the hand in hand order (strictly increasing positions,
        # so distinct, held and already sorted). Anything else takes the explaining check.
        hand = state.hands[seat]
        i = 0
        try:
            for c in cards:
                i = hand.index(c, i) + 1
        except ValueError:
            pass
        else:
            return _exchange_sorted(state, seat, cards, k, direction)
    _check_exchange(seat, cards, state.hands[seat], k)
    return _exchange(state, seat, cards, k, direction)


def exchange(state: State, seat: int, move: Exchange) -> tuple[State, list[Event]]:
    k, direction = state.config.exchange(state.round_no)
    return _exchange(state, seat, move.cards, k, direction)


def _exchange(
    state: State, seat: int, cards: tuple[str, ...], k: int, direction: str | None
) -> tuple[State, list[Event]]:
    return _exchange_sorted(state, seat, tuple(sorted(cards, key=ORDER.__getitem__)), k, direction)


def _exchange_sorted(
    state: State, seat: int, chosen: tuple[str, ...], k: int, direction: str | None
) -> tuple[State, list[Event]]:
    """Apply a checked exchange of `chosen`, sorted, by a seat that has not passed yet."""
    n = state.config.players
    order = ORDER.__getitem__
    selections = list(state.selections)
    selections[seat] = chosen
    keys = _SEAT_KEYS
    events: list[Event] = [
        {
            "type": "exchange_submitted",
            "seat": seat,
            "private": {keys[seat]: {"cards": list(chosen)}},
        }
    ]
    if None in selections:
        return _WITH_SELECTIONS(state, tuple(selections)), events
    step = 1 if direction == "left" else -1
    hands = []
    private: dict[str, Any] = {}
    old = state.hands
    for s in range(n):
        source = (s - step) % n
        gave = selections[s]
        got = selections[source]
        assert gave is not None and got is not None
        kept = [c for c in old[s] if c not in gave]
        kept += got
        kept.sort(key=order)
        hands.append(tuple(kept))
        private[keys[s]] = {
            "gave": list(gave),
            "to": (s + step) % n,
            "received": list(got),
            "from": source,
        }
    events.append({"type": "exchange", "count": k, "direction": direction, "private": private})
    state = _EXCHANGED(state, "play", tuple(hands), _NONES[n], tuple(selections))
    return state, events


def _play(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    return play_checked(state, seat, card, state.hands[seat].index(card))


def check_and_play(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """Check and apply a play by the seat to act in trick play (one pass over the hand)."""
    hand = state.hands[seat]
    try:
        i = hand.index(card)
    except ValueError:
        raise IllegalMove(
            "reds.card_not_in_hand", f"{card} is not in seat {seat}'s hand", cards=[card]
        ) from None
    trick = state.trick
    if trick:
        led = SUIT[trick[0]]
        if SUIT[card] != led:
            follow = [c for c in hand if SUIT[c] == led]
            if follow:
                raise IllegalMove(
                    "reds.must_follow_suit",
                    f"{card} does not follow the suit led ({led}); "
                    f"seat {seat} holds {', '.join(follow)}",
                    cards=[card],
                )
    # play_checked, inlined for the common case of a trick still open
    hands = list(state.hands)
    hands[seat] = hand[:i] + hand[i + 1 :]
    trick = (*trick, card)
    if len(trick) < state.config.players:
        return _WITH_CARD_PLAYED(state, tuple(hands), trick), [
            {"type": "play", "seat": seat, "card": card}
        ]
    return _trick_done(state, seat, card, tuple(hands), trick)


def play_checked(state: State, seat: int, card: str, i: int) -> tuple[State, list[Event]]:
    """Apply a checked play of `card`, the `i`-th card of `seat`'s hand."""
    hands = state.hands
    hand = hands[seat]
    hands = (*hands[:seat], hand[:i] + hand[i + 1 :], *hands[seat + 1 :])
    trick = (*state.trick, card)
    if len(trick) < state.config.players:
        return _WITH_CARD_PLAYED(state, hands, trick), [
            {"type": "play", "seat": seat, "card": card}
        ]
    return _trick_done(state, seat, card, hands, trick)


def _trick_done(
    state: State,
    seat: int,
    card: str,
    hands: tuple[tuple[str, ...], ...],
    trick: tuple[str, ...],
) -> tuple[State, list[Event]]:
    """The last card of a trick played: the trick is won, maybe the round is over."""
    leader = state.leader
    # trick_winner, inlined: the (first) card of the highest strength
    strength = _WINNER_KEYS[state.anti_trump][SUIT[trick[0]]].__getitem__
    winner = (leader + trick.index(max(trick, key=strength))) % len(trick)
    won = state.tricks_won
    won = (*won[:winner], won[winner] + 1, *won[winner + 1 :])
    done = (*state.done, make_trick(leader, trick, winner))
    events: list[Event] = [
        {"type": "play", "seat": seat, "card": card},
        {
            "type": "trick_won",
            "trick": len(done),
            "leader": leader,
            "cards": list(trick),
            "winner": winner,
        },
    ]
    if len(done) < TRICKS:
        return _WITH_TRICK_DONE(state, hands, (), winner, won, done), events
    return _score_round(state, hands, winner, won, done, events)


def team_totals(config: Config, totals: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(totals[a] + totals[b] for a, b in config.teams())


def sole_leader(config: Config, totals: tuple[int, ...]) -> bool:
    values = team_totals(config, totals) if config.partnership else totals
    top = max(values)
    return values.count(top) == 1


_GAME_OVER = evolver("hands", "trick", "leader", "tricks_won", "done", "totals", "history", "phase")
_POINTS = tuple(tuple(round_points(b, t) for t in range(TRICKS + 1)) for b in range(TRICKS + 1))


def _score_round(
    state: State,
    hands: tuple[tuple[str, ...], ...],
    leader: int,
    won: tuple[int, ...],
    done: tuple[Trick, ...],
    events: list[Event],
) -> tuple[State, list[Event]]:
    """The fifth trick is won (`hands`, `leader`, `won`, `done` after it): score the round,
    then deal the next one or end the game."""
    config = state.config
    n = config.players
    round_no = state.round_no
    bids = state.bids
    if None in bids:  # every seat has bid before play; a defensive zero
        bids = tuple(b if b is not None else 0 for b in bids)
    table = _POINTS
    points = tuple([table[b][t] for b, t in zip(bids, won)])  # type: ignore[index]  # noqa: B905
    totals = tuple(map(int.__add__, state.totals, points))
    record = make_record(
        round_no,
        state.dealer,
        state.turned,
        state.anti_trump,
        config.exchange(round_no),
        bids,
        won,
        points,
        done,
    )
    scheduled = config.scheduled_rounds
    scored: Event = {
        "type": "round_scored",
        "round": round_no,
        "label": config.label(round_no),
        "tiebreak": round_no > scheduled,
        "seats": [
            {"seat": s, "bid": b, "tricks": t, "points": p, "total": total}
            for s, b, t, p, total in zip(range(n), bids, won, points, totals)  # noqa: B905
        ],
    }
    if config.partnership:
        round_team = team_totals(config, points)
        all_team = team_totals(config, totals)
        scored["teams"] = [
            {"seats": list(t), "points": round_team[i], "total": all_team[i]}
            for i, t in enumerate(config.teams())
        ]
    events.append(scored)
    history = (*state.history, record)
    if round_no >= scheduled:
        if sole_leader(config, totals):
            state = _GAME_OVER(state, hands, (), leader, won, done, totals, history, "over")
            events.append({"type": "game_over", "winners": list(winners(state))})
            return state, events
        events.append({"type": "tiebreak", "round": round_no + 1})
    # the new round replaces every field the fifth trick changed
    state, more = _start_round(state, totals, history, round_no + 1, (state.dealer + 1) % n)
    events.extend(more)
    return state, events


def winners(state: State) -> tuple[int, ...]:
    config = state.config
    if config.partnership:
        teams = team_totals(config, state.totals)
        top = max(teams)
        return tuple(sorted(s for i, t in enumerate(config.teams()) if teams[i] == top for s in t))
    top = max(state.totals)
    return tuple(s for s, t in enumerate(state.totals) if t == top)


def ranking(state: State) -> tuple[tuple[int, ...], ...]:
    config = state.config
    if config.partnership:
        teams = team_totals(config, state.totals)
        values = sorted(set(teams), reverse=True)
        return tuple(
            tuple(sorted(s for i, t in enumerate(config.teams()) if teams[i] == v for s in t))
            for v in values
        )
    values = sorted(set(state.totals), reverse=True)
    return tuple(tuple(s for s, t in enumerate(state.totals) if t == v) for v in values)
