"""Dragons Wild turn flow: deal, buy window, draw, one meld action, discard, hand end.

Phases: `draw` (buy window open: the active player may draw, others may ask to buy),
`answer` (a buy request waits for the active player's yes/no), `lay` (after the draw: one
meld action or the discard), `discard` (after the meld action), `between` (manual end:
the next dealer deals on or ends the game), `over`.
"""

from __future__ import annotations

from typing import Any

from ..base import Event, IllegalMove, NotYourTurn
from ..cards import Rng
from ..words import count, is_are
from . import listing, melds
from .deck import DECK, NUMBER, is_dragon, rate, sort_cards
from .moves import (
    AddToMeld,
    AnswerBuy,
    Buy,
    Discard,
    Draw,
    EndGame,
    GoOut,
    LayMeld,
    Move,
    NextHand,
)
from .state import Config, HandResult, Meld, State, evolve, evolve_state

P = "dragons_wild."


def _refuse(rule: str, message: str, **details: Any) -> IllegalMove:
    return IllegalMove(P + rule, message, **details)


# --------------------------------------------------------------------------- setup


def first_dealer(config: Config, players: int, seed: str) -> int:
    if config.first_dealer is not None:
        return config.first_dealer
    return Rng(seed, "dragons_wild", "dealer").randbelow(players)


def deal(config: Config, players: int, seed: str, hand_no: int, dealer: int) -> dict[str, Any]:
    """The fields of a freshly dealt hand: 7 cards each, one at a time from the dealer's
    left, the rest face down with its top card turned up."""
    cards = Rng(seed, "dragons_wild", "deal", str(hand_no)).shuffle(DECK)
    k = config.hand_size
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(k * players):
        hands[(dealer + 1 + i) % players].append(cards[i])
    rest = cards[k * players :]
    return {
        "hand_no": hand_no,
        "dealer": dealer,
        "turn": 0,
        "phase": "draw",
        "hands": tuple(sort_cards(h) for h in hands),
        "deck": tuple(rest[1:]),
        "discard": (rest[0],),
        "melds": (),
        "buys_window": 0,
        "buyer": None,
        "buys_hand": (0,) * players,
        "shown": ((),) * players,
        "taken": None,
        "hand_points": (0,) * players,
    }


def deal_event(state: State) -> Event:
    return {
        "type": "deal",
        "hand_no": state.hand_no,
        "dealer": state.dealer,
        "up_card": state.discard[-1],
        "deck": len(state.deck),
        "private": {str(p): {"hand": list(h)} for p, h in enumerate(state.hands)},
    }


def setup(players: int, config: Config, seed: str) -> State:
    dealer = first_dealer(config, players, seed)
    fields = deal(config, players, seed, 0, dealer)
    return State(
        config=config,
        players=players,
        seed=seed,
        totals=(0,) * players,
        results=(),
        last_table=(),
        **fields,
    )


# --------------------------------------------------------------------------- queries


def window_open(state: State) -> bool:
    return state.phase == "draw" and (state.turn > 0 or state.config.allow_buy_first_upcard)


def penalty_available(state: State) -> bool:
    """Whether a penalty card exists once the top discard has gone to the buyer (RB7)."""
    return bool(state.deck) or len(state.discard) > 1


def buy_refusal(state: State, seat: int) -> IllegalMove | None:
    """Why `seat` may not ask to buy now, or None."""
    c = state.config
    phase = state.phase
    if phase in ("between", "over"):
        return _refuse("wrong_phase", "no hand is being played", phase=phase)
    if seat == state.active:
        return _refuse(
            "active_cannot_buy",
            "nobody may buy during their own turn; draw the discard instead",
            active=state.active,
        )
    if phase == "answer":
        cap = c.max_buys_per_player_per_hand
        if outranks(state, seat) and (cap is None or state.buys_hand[seat] < cap):
            return None
        return _refuse(
            "buy_pending",
            f"seat {state.buyer}'s request waits for an answer; ask after it",
            buyer=state.buyer,
        )
    if phase != "draw":
        return _refuse(
            "buy_window_closed", "the active player has drawn; the window is closed", phase=phase
        )
    if not window_open(state):
        return _refuse(
            "buy_window_closed",
            "the first up-card cannot be bought (allow_buy_first_upcard)",
            phase=phase,
        )
    if not state.discard:
        return _refuse("discard_empty", "the discard pile is empty")
    if state.buys_window >= c.max_buys_per_window:
        limit = c.max_buys_per_window
        return _refuse(
            "buy_limit",
            f"{count(limit, 'buy')} already accepted in this window (the limit)"
            if limit
            else "no buys are allowed (max_buys_per_window is 0)",
            limit=limit,
        )
    cap = c.max_buys_per_player_per_hand
    if cap is not None and state.buys_hand[seat] >= cap:
        return _refuse(
            "buy_limit",
            f"seat {seat} has bought {_times(cap)} this hand, the limit",
            limit=cap,
        )
    if c.buy_requires_penalty_card and not penalty_available(state):
        return _refuse("no_penalty_card", "no card is left to give as the penalty card")
    return None


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def outranks(state: State, seat: int) -> bool:
    """buy_priority seat_order_from_active_left: whether `seat` comes before the pending
    buyer, counting from the active player's left (it may then take the request over)."""
    if state.config.buy_priority != "seat_order_from_active_left" or state.buyer is None:
        return False
    n, active = state.players, state.active
    return seat != active and (seat - active) % n < (state.buyer - active) % n


def has_earlier_meld(state: State, seat: int) -> bool:
    for m in state.melds:
        if m.owner == seat and m.laid_turn < state.turn:
            return True
    return False


def buyers(state: State) -> tuple[int, ...]:
    """The seats that may ask to buy now (the fast form of `buy_refusal(...) is None`)."""
    c = state.config
    if state.phase == "answer":
        return tuple([p for p in range(state.players) if buy_refusal(state, p) is None])
    if (
        state.phase != "draw"
        or not state.discard
        or state.buys_window >= c.max_buys_per_window
        or not (state.turn > 0 or c.allow_buy_first_upcard)
        or (c.buy_requires_penalty_card and not penalty_available(state))
    ):
        return ()
    active = state.active
    cap = c.max_buys_per_player_per_hand
    hand = state.buys_hand
    return tuple(
        [p for p in range(state.players) if p != active and (cap is None or hand[p] < cap)]
    )


def to_act(state: State) -> frozenset[int]:
    """The seats that may act. Kept in the state's derived slot `acting` once worked out
    (states are immutable; `evolve` starts the next state's empty)."""
    acting = state.acting
    if acting is None:
        acting = state.acting = _to_act(state)
    return acting  # type: ignore[no-any-return]


def _to_act(state: State) -> frozenset[int]:
    phase = state.phase
    if phase == "over":
        return frozenset()
    if phase == "between":
        return frozenset({(state.dealer + 1) % state.players})
    if phase == "draw" or (phase == "answer" and state.config.buy_priority != "first_request"):
        return frozenset((state.active, *buyers(state)))
    return frozenset({state.active})


# A state's last listing, kept in its derived slot `listed` as (seat, moves) (never encoded,
# compared or copied by `evolve`): states are immutable, so `check` of a move object that
# this listing returned is a membership test; any other move gets the full validator.


def legal_moves(state: State, seat: int) -> list[Move]:
    moves = _legal_moves(state, seat)
    if moves:
        state.listed = (seat, tuple(moves))
    return moves


def is_listed(state: State, seat: int, move: Move) -> bool:
    """Whether `move` is one of the objects `legal_moves(state, seat)` last returned."""
    last = state.listed
    if last is None or last[0] != seat:
        return False
    for m in last[1]:
        if m is move:
            return True
    return False


def _legal_moves(state: State, seat: int) -> list[Move]:
    phase = state.phase
    if phase in ("lay", "discard"):
        if seat != state.active:
            return []
    elif seat not in to_act(state):
        return []
    if phase == "between":
        out: list[Move] = [NextHand()]
        if end_game_refusal(state) is None:
            out.append(EndGame())
        return out
    if phase == "answer":
        if seat != state.active:
            return [listing.BUY]  # takes the request over (buy_priority seat order)
        return [listing.ACCEPT, listing.REFUSE]
    if phase == "draw":
        if seat != state.active:
            return [listing.BUY]
        if state.discard:
            return [listing.DRAW_DECK, listing.DRAW_DISCARD]
        return [listing.DRAW_DECK]
    hand = state.hands[seat]
    config = state.config
    forbid = state.taken if config.forbid_discard_of_taken_discard else None
    moves: list[Move] = []
    kinds = listing.dragon_kinds(hand, state.shown[seat], state.taken)
    if phase == "lay":
        moves = listing.meld_moves(state, seat, has_earlier_meld(state, seat))
        if config.going_out_multi_meld:
            moves += _go_outs(state, seat, forbid, kinds)
        if forbid is not None:
            last = len(hand) - 1
            moves = [
                m
                for m in moves
                if not (len(m.cards) == last and forbid not in m.cards)  # type: ignore[union-attr]
            ]
    discard = listing.DISCARD
    moves += [discard[c] for c in hand if c != forbid and (c[0] != "W" or c in kinds)]
    return moves


def _go_outs(state: State, seat: int, forbid: str | None, kinds: list[str]) -> list[Move]:
    """The go_out moves of the seat, one per distinct move: each keeps a card (a Dragon of
    each kind at most once), and the Dragons its melds use are renamed canonically."""
    hand = state.hands[seat]
    wrap = state.config.runs_wrap
    seen: set[GoOut] = set()
    out: list[Move] = []
    for k in hand:
        if k == forbid or (k[0] == "W" and k not in kinds):
            continue
        rest = tuple(c for c in hand if c != k)
        for p in melds.partitions(rest, wrap, canonical=True):
            if len(p) < 2:
                continue
            move = canonical_go_out(state, seat, GoOut(p))
            if move not in seen:
                seen.add(move)
                out.append(move)
    return out


def canonical_move(state: State, seat: int, move: Move) -> Move:
    """The listed spelling of a move: its Dragons renamed to the first of their kind in the
    seat's hand, a run's Dragon with its place named. Two moves are the same move (lead to
    states equal up to a renaming of Dragons) exactly when their canonical forms are equal;
    a move the rules refuse is returned unchanged where it cannot be read."""
    if not 0 <= seat < state.players:
        return move
    hand = state.hands[seat]
    wrap = state.config.runs_wrap
    if isinstance(move, Discard):
        return Discard(_first_of_kind(state, seat, move.card))
    if isinstance(move, LayMeld):
        cards = _renamed(state, seat, move.cards)
        try:
            meld = melds.new_meld(cards, move.dragon_at, seat, 0, state.turn, wrap)
        except IllegalMove:
            return LayMeld(cards, move.dragon_at)
        return LayMeld(cards, meld.dragon_at)
    if isinstance(move, AddToMeld):
        cards = _renamed(state, seat, move.cards)
        target = next((m for m in state.melds if m.id == move.meld), None)
        if target is None:
            return AddToMeld(move.meld, cards, move.dragon_at)
        try:
            grown = melds.add_to(target, cards, move.dragon_at, wrap)
        except IllegalMove:
            return AddToMeld(move.meld, cards, move.dragon_at)
        return AddToMeld(move.meld, cards, grown.dragon_at)
    if isinstance(move, GoOut):
        if not set(move.cards) <= set(hand):
            return move
        placed = []
        for cards, at in move.melds:
            try:
                at = melds.new_meld(cards, at, seat, 0, state.turn, wrap).dragon_at
            except IllegalMove:
                pass
            placed.append((cards, at))
        return canonical_go_out(state, seat, GoOut(tuple(placed)))
    return move


def _first_of_kind(state: State, seat: int, card: str) -> str:
    """The first Dragon in the seat's hand of the kind of `card` (a Dragon in that hand);
    any other card as it is."""
    hand = state.hands[seat]
    if not is_dragon(card) or card not in hand:
        return card
    kind = dragon_kind(state, seat, card)
    return next(c for c in hand if is_dragon(c) and dragon_kind(state, seat, c) == kind)


def _renamed(state: State, seat: int, cards: tuple[str, ...]) -> tuple[str, ...]:
    """A meld's cards with its Dragon (at most one is legal) the first of its kind."""
    dragons = [c for c in cards if is_dragon(c)]
    if len(dragons) != 1:
        return cards
    first = _first_of_kind(state, seat, dragons[0])
    return sort_cards(first if c == dragons[0] else c for c in cards)


def dragon_kind(state: State, seat: int, card: str) -> tuple[bool, bool]:
    """A Dragon's kind in the seat's hand: (seen by all, taken this turn)."""
    return card in state.shown[seat], card == state.taken


def canonical_go_out(state: State, seat: int, move: GoOut) -> GoOut:
    """The go_out with its Dragons renamed: within each kind, the melds (in order) get the
    kind's Dragons in hand order, the card kept (if a Dragon of the kind) the next one."""
    hand = state.hands[seat]
    pools: dict[tuple[bool, bool], list[str]] = {}
    for c in hand:
        if is_dragon(c):
            pools.setdefault(dragon_kind(state, seat, c), []).append(c)
    given = {kind: iter(cards) for kind, cards in pools.items()}
    renamed = []
    for cards, at in move.melds:
        new = tuple(
            next(given[dragon_kind(state, seat, c)]) if is_dragon(c) and c in hand else c
            for c in cards
        )
        renamed.append((sort_cards(new), at))
    return GoOut(tuple(renamed))


def end_game_refusal(state: State) -> IllegalMove | None:
    if state.config.tie_policy == "extra_hand" and _top_tied(state):
        return _refuse(
            "tie_extra_hand",
            "the lead is shared; play another hand (tie_policy)",
            totals=list(state.totals),
        )
    return None


def _top_tied(state: State) -> bool:
    best = max(state.totals)
    return state.totals.count(best) > 1


# --------------------------------------------------------------------------- check


def _in_hand(state: State, seat: int, cards: tuple[str, ...]) -> None:
    hand = state.hands[seat]
    missing = [c for c in cards if c not in hand]
    if missing:
        raise _refuse(
            "card_not_in_hand",
            f"{' '.join(missing)} {is_are(len(missing))} not in your hand",
            cards=missing,
        )
    if len(cards) >= len(hand):
        raise _refuse(
            "must_keep_discard",
            f"laying {len(cards)} of your {count(len(hand), 'card')} leaves none to discard",
            cards=list(cards),
        )
    taken = state.taken
    if (
        state.config.forbid_discard_of_taken_discard
        and len(cards) == len(hand) - 1
        and taken is not None
        and taken not in cards
    ):
        raise _refuse(
            "must_keep_discard",
            f"this would leave only {taken}, just taken from the discard pile, "
            "which may not be discarded (forbid_discard_of_taken_discard)",
            cards=list(cards),
            taken=taken,
        )


def check_move(state: State, seat: int, move: Move) -> None:
    phase = state.phase
    if isinstance(move, Buy):
        refusal = buy_refusal(state, seat)
        if refusal is not None:
            raise refusal
        return
    if isinstance(move, (NextHand, EndGame)):
        if phase != "between":
            raise _refuse(
                "wrong_phase", "next_hand/end_game only between hands (manual end)", phase=phase
            )
        if isinstance(move, EndGame):
            refusal = end_game_refusal(state)
            if refusal is not None:
                raise refusal
        return
    if phase == "between":
        raise _refuse("wrong_phase", "the hand is over: next_hand or end_game", phase=phase)
    if seat != state.active:
        raise _refuse(
            "only_buy",
            f"it is seat {state.active}'s turn; others may only ask to buy",
            active=state.active,
        )
    if isinstance(move, AnswerBuy):
        if phase != "answer":
            raise _refuse("wrong_phase", "no buy request is waiting for an answer", phase=phase)
        return
    if phase == "answer":
        raise _refuse(
            "wrong_phase",
            f"answer seat {state.buyer}'s buy request first",
            phase=phase,
            buyer=state.buyer,
        )
    if isinstance(move, Draw):
        if phase != "draw":
            raise _refuse("wrong_phase", "you have already drawn this turn", phase=phase)
        if move.source == "discard" and not state.discard:
            raise _refuse("discard_empty", "the discard pile is empty; draw from the deck")
        return
    if phase == "draw":
        raise _refuse("wrong_phase", "draw first (deck or discard)", phase=phase)
    if isinstance(move, Discard):
        if move.card not in state.hands[seat]:
            raise _refuse("card_not_in_hand", f"{move.card} is not in your hand", cards=[move.card])
        if state.config.forbid_discard_of_taken_discard and move.card == state.taken:
            raise _refuse(
                "discard_taken_card",
                f"{move.card} was just taken from the discard pile "
                "(forbid_discard_of_taken_discard)",
                cards=[move.card],
            )
        return
    carried = {"cards": list(_cards_of(move))}
    if phase == "discard":
        raise _refuse(
            "one_meld_action_per_turn",
            "one meld action per turn; now discard",
            phase=phase,
            **carried,
        )
    if isinstance(move, LayMeld):
        _in_hand(state, seat, move.cards)
        melds.new_meld(move.cards, move.dragon_at, seat, 0, state.turn, state.config.runs_wrap)
        return
    if isinstance(move, GoOut):
        if not state.config.going_out_multi_meld:
            raise _refuse(
                "one_meld_action_per_turn",
                "one meld action per turn, also to go out (going_out_multi_meld is off)",
                **carried,
            )
        _in_hand(state, seat, move.cards)
        left = len(state.hands[seat]) - len(move.cards)
        if left != 1:
            raise _refuse(
                "not_going_out",
                f"go_out must lay all cards but one; this leaves {count(left, 'card')}",
                **carried,
            )
        for cards, at in move.melds:
            melds.new_meld(cards, at, seat, 0, state.turn, state.config.runs_wrap)
        return
    assert isinstance(move, AddToMeld)
    target = _find_meld(state, move.meld)
    if not has_earlier_meld(state, seat):
        raise _refuse(
            "no_earlier_meld",
            "you may add to a meld only once you own a meld laid on an earlier turn",
            meld=move.meld,
            **carried,
        )
    _in_hand(state, seat, move.cards)
    melds.add_to(target, move.cards, move.dragon_at, state.config.runs_wrap)


def _find_meld(state: State, meld_id: int) -> Meld:
    for m in state.melds:
        if m.id == meld_id:
            return m
    raise _refuse("unknown_meld", f"there is no meld {meld_id}", meld=meld_id)


def _cards_of(move: Move) -> tuple[str, ...]:
    """The cards a meld action carries (every meld of a go_out)."""
    return move.cards if isinstance(move, (LayMeld, AddToMeld, GoOut)) else ()


def check_other(state: State, seat: int, move: Move) -> None:
    """A precise refusal for a seat that may not act (buy codes), else NotYourTurn."""
    if isinstance(move, Buy) and 0 <= seat < state.players:
        refusal = buy_refusal(state, seat)
        if refusal is not None:
            raise refusal
    raise NotYourTurn(
        "turn.not_your_turn", f"seat {seat} may not act now", to_act=sorted(to_act(state))
    )


# --------------------------------------------------------------------------- apply


def _take_from_deck(
    state: State, events: list[Event]
) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """The top deck card (turning the discard pile over if the deck is empty)."""
    deck, discard = state.deck, state.discard
    if not deck:
        deck, discard = _turn_over(state.config, discard, events, needed=True)
    if not deck:
        return None, deck, discard
    card, deck = deck[0], deck[1:]
    if not deck and state.config.refill == "immediate":
        deck, discard = _turn_over(state.config, discard, events, needed=False)
    return card, deck, discard


def _turn_over(
    config: Config, discard: tuple[str, ...], events: list[Event], needed: bool
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Turn the discard pile over as the new deck, unshuffled: the oldest card on top.
    With keep_top_discard_on_refill the top discard stays, unless it is the only card and
    a card is needed now (then it is turned too, rather than blocking the hand)."""
    keep = discard[-1:] if config.keep_top_discard_on_refill else ()
    if keep and needed and len(discard) == 1:
        keep = ()
    turned = discard[:-1] if keep else discard
    if turned:
        events.append({"type": "refill", "cards": len(turned), "kept_top": bool(keep)})
    return turned, keep


def _add(hand: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    return sort_cards((*hand, *cards))


def _remove(hand: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    if len(cards) == 1:  # a discard: one card out of a sorted hand
        i = hand.index(cards[0])
        return hand[:i] + hand[i + 1 :]
    return tuple([c for c in hand if c not in cards])


def _shown(
    state: State, seat: int, add: tuple[str, ...] = (), remove: tuple[str, ...] = ()
) -> tuple[tuple[str, ...], ...]:
    """The publicly known cards of each hand (taken from the discard pile), updated; the
    same tuple when none of them changes (most moves)."""
    known = state.shown[seat]
    if not add and (not known or not any([c in known for c in remove])):
        return state.shown  # type: ignore[no-any-return]
    mine = sort_cards([c for c in known if c not in remove] + list(add))
    return state.shown[:seat] + (mine,) + state.shown[seat + 1 :]


def _set_hand(state: State, seat: int, hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return state.hands[:seat] + (hand,) + state.hands[seat + 1 :]


def _bump(values: tuple[int, ...], seat: int, delta: int) -> tuple[int, ...]:
    return values[:seat] + (values[seat] + delta,) + values[seat + 1 :]


def apply_move(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    events: list[Event] = []
    if isinstance(move, Buy):
        event: Event = {"type": "buy_request", "seat": seat, "card": state.discard[-1]}
        if state.buyer is not None:
            event["outranks"] = state.buyer
        events.append(event)
        return evolve_state(state, {"phase": "answer", "buyer": seat}), events
    if isinstance(move, AnswerBuy):
        return _answer(state, seat, move.accept, events)
    if isinstance(move, Draw):
        return _draw(state, seat, move.source, events)
    if isinstance(move, LayMeld):
        return _lay(state, seat, move, events)
    if isinstance(move, GoOut):
        for cards, at in move.melds:
            state, events = _lay(state, seat, LayMeld(cards, at), events)
        return state, events
    if isinstance(move, AddToMeld):
        return _add_to(state, seat, move, events)
    if isinstance(move, Discard):
        return _discard(state, seat, move.card, events)
    if isinstance(move, NextHand):
        return _next_hand(state, events)
    return _finish(state, "manual", events)


def _answer(
    state: State, seat: int, accept: bool, events: list[Event]
) -> tuple[State, list[Event]]:
    buyer = state.buyer
    assert buyer is not None
    card = state.discard[-1]
    events.append({"type": "buy_answer", "seat": seat, "buyer": buyer, "accept": accept})
    if not accept:
        # a refusal obliges the active player to take the discard as their draw
        hand = _add(state.hands[seat], (card,))
        events.append({"type": "draw", "seat": seat, "source": "discard", "card": card})
        return evolve_state(
            state,
            {
                "phase": "lay",
                "buyer": None,
                "hands": _set_hand(state, seat, hand),
                "shown": _shown(state, seat, add=(card,)),
                "discard": state.discard[:-1],
                "taken": card,
            },
        ), events
    after = evolve_state(state, {"discard": state.discard[:-1]})
    penalty, deck, discard = _take_from_deck(after, events)
    got = (card,) if penalty is None else (card, penalty)
    event: Event = {"type": "buy", "seat": buyer, "card": card, "penalty": penalty is not None}
    if penalty is not None:
        event["private"] = {str(buyer): {"penalty_card": penalty}}
    events.append(event)
    return evolve_state(
        state,
        {
            "phase": "draw",
            "buyer": None,
            "hands": _set_hand(state, buyer, _add(state.hands[buyer], got)),
            "shown": _shown(state, buyer, add=(card,)),
            "deck": deck,
            "discard": discard,
            "buys_window": state.buys_window + 1,
            "buys_hand": _bump(state.buys_hand, buyer, 1),
        },
    ), events


def _draw(state: State, seat: int, source: str, events: list[Event]) -> tuple[State, list[Event]]:
    if source == "discard":
        card = state.discard[-1]
        events.append({"type": "draw", "seat": seat, "source": "discard", "card": card})
        return evolve_state(
            state,
            {
                "phase": "lay",
                "hands": _set_hand(state, seat, _add(state.hands[seat], (card,))),
                "shown": _shown(state, seat, add=(card,)),
                "discard": state.discard[:-1],
                "taken": card,
            },
        ), events
    drawn, deck, discard = _take_from_deck(state, events)
    if drawn is None:
        # deck and discard pile both empty: a blocked hand (RB9)
        emptied = evolve_state(state, {"deck": deck, "discard": discard})
        return _end_hand(emptied, None, "blocked", events)
    events.append(
        {"type": "draw", "seat": seat, "source": "deck", "private": {str(seat): {"card": drawn}}}
    )
    return evolve_state(
        state,
        {
            "phase": "lay",
            "hands": _set_hand(state, seat, _add(state.hands[seat], (drawn,))),
            "deck": deck,
            "discard": discard,
            "taken": None,
        },
    ), events


def _score(state: State, seat: int, count: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    points = count * rate(state.round)
    return points, _bump(state.hand_points, seat, points), _bump(state.totals, seat, points)


def _lay(state: State, seat: int, move: LayMeld, events: list[Event]) -> tuple[State, list[Event]]:
    new_id = max((m.id for m in state.melds), default=-1) + 1
    meld = melds.new_meld(
        move.cards, move.dragon_at, seat, new_id, state.turn, state.config.runs_wrap
    )
    points, hand_points, totals = _score(state, seat, len(move.cards))
    events.append(
        {
            "type": "meld",
            "seat": seat,
            "meld": new_id,
            "kind": meld.kind,
            "cards": list(move.cards),
            "dragon_at": meld.dragon_at,
            "round": state.round,
            "points": points,
        }
    )
    return evolve_state(
        state,
        {
            "phase": "discard",
            "hands": _set_hand(state, seat, _remove(state.hands[seat], move.cards)),
            "shown": _shown(state, seat, remove=move.cards),
            "melds": (*state.melds, meld),
            "hand_points": hand_points,
            "totals": totals,
        },
    ), events


def _add_to(
    state: State, seat: int, move: AddToMeld, events: list[Event]
) -> tuple[State, list[Event]]:
    old = _find_meld(state, move.meld)
    new = melds.add_to(old, move.cards, move.dragon_at, state.config.runs_wrap)
    points, hand_points, totals = _score(state, seat, len(move.cards))
    moved = old.dragon is not None and old.dragon_at is not None and new.dragon_at != old.dragon_at
    events.append(
        {
            "type": "add",
            "seat": seat,
            "meld": old.id,
            "owner": old.owner,
            "cards": list(move.cards),
            "dragon_at": new.dragon_at,
            "dragon_moved_from": old.dragon_at if moved else None,
            "round": state.round,
            "points": points,
        }
    )
    return evolve_state(
        state,
        {
            "phase": "discard",
            "hands": _set_hand(state, seat, _remove(state.hands[seat], move.cards)),
            "shown": _shown(state, seat, remove=move.cards),
            "melds": tuple(new if m.id == old.id else m for m in state.melds),
            "hand_points": hand_points,
            "totals": totals,
        },
    ), events


def _discard(state: State, seat: int, card: str, events: list[Event]) -> tuple[State, list[Event]]:
    hand = _remove(state.hands[seat], (card,))
    events.append({"type": "discard", "seat": seat, "card": card})
    state = evolve_state(
        state,
        {
            "hands": _set_hand(state, seat, hand),
            "shown": _shown(state, seat, remove=(card,)),
            "discard": (*state.discard, card),
            "taken": None,
        },
    )
    if not hand:
        events.append({"type": "go_out", "seat": seat, "round": state.round})
        return _end_hand(state, seat, "went_out", events)
    turn = state.turn + 1
    limit = state.config.max_rounds_per_hand
    if limit is not None and turn // state.players + 1 > limit:
        return _end_hand(state, None, "hand_limit", events)
    if turn % state.players == 0:
        events.append(
            {
                "type": "round",
                "round": turn // state.players + 1,
                "rate": rate(turn // state.players + 1),
            }
        )
    return evolve_state(
        state, {"turn": turn, "phase": "draw", "buys_window": 0, "buyer": None}
    ), events


def _end_hand(
    state: State, out: int | None, reason: str, events: list[Event]
) -> tuple[State, list[Event]]:
    n = state.players
    penalise = reason == "went_out" or state.config.blocked_hand == "penalise_all"
    penalties = []
    for p in range(n):
        hand = state.hands[p]
        dragons = sum(1 for c in hand if is_dragon(c))
        penalties.append((len(hand) - dragons) + 3 * dragons if penalise and p != out else 0)
    totals = tuple(t - pen for t, pen in zip(state.totals, penalties, strict=True))
    events.append(
        {
            "type": "hand_end",
            "hand_no": state.hand_no,
            "reason": reason,
            "went_out": out,
            "points": list(state.hand_points),
            "cards_left": [len(h) for h in state.hands],
            "dragons_left": [sum(1 for c in h if is_dragon(c)) for h in state.hands],
            "penalties": penalties,
            "totals": list(totals),
        }
    )
    result = HandResult(
        state.hand_no, state.dealer, reason, out, state.hand_points, tuple(penalties)
    )
    table = [c for m in state.melds for c in (*m.naturals, *((m.dragon,) if m.dragon else ()))]
    state = evolve_state(
        state,
        {
            "totals": totals,
            "results": (*state.results, result),
            "last_table": sort_cards([*table, *state.discard]),
            "phase": "between",
            "buyer": None,
            "taken": None,
        },
    )
    c = state.config
    played = len(state.results)
    guard = c.max_hands is not None and played >= c.max_hands
    if c.end_condition == "hands_per_player":
        done = played >= n
    elif c.end_condition == "target_score":
        done = max(totals) >= c.target_score
    else:
        done = False
    if guard:
        return _finish(state, "max_hands", events)
    if done:
        if c.tie_policy == "extra_hand" and _top_tied(state):
            events.append({"type": "extra_hand", "reason": "tie"})
            return _next_hand(state, events)
        return _finish(state, c.end_condition, events)
    if c.end_condition == "manual":
        return state, events
    return _next_hand(state, events)


def _next_hand(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    fields = deal(
        state.config,
        state.players,
        state.seed,
        state.hand_no + 1,
        (state.dealer + 1) % state.players,
    )
    state = evolve(state, **fields)
    events.append(deal_event(state))
    return state, events


def _finish(state: State, reason: str, events: list[Event]) -> tuple[State, list[Event]]:
    state = evolve_state(state, {"phase": "over", "end_reason": reason})
    best = max(state.totals)
    events.append(
        {
            "type": "game_end",
            "reason": reason,
            "totals": list(state.totals),
            "winners": [p for p, t in enumerate(state.totals) if t == best],
        }
    )
    return state, events


def cards_in_play(state: State) -> list[str]:
    out = [c for h in state.hands for c in h]
    out += state.deck
    out += state.discard
    for m in state.melds:
        out += m.naturals
        if m.dragon:
            out.append(m.dragon)
    return out


__all__ = ["NUMBER"]
