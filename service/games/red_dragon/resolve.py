"""Red Dragon resolution: the reveal and first player (§6) and what a move does (§5).

Each action builds the next state once: `nxt`, a fresh copy of the state (`copy_state`), gets
the action's changes field by field before anyone else sees it, and the seats it changes
are fresh copies too (`copy_seat`); `seats` is a working list that becomes the new tuple.
The state given to an action is never changed (states are values at the engine boundary).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..base import Event
from ..cards import RANKS
from .moves import DIRECTIONS, Declare, Move, PickUp, Play, PlayReserve, SelectReserve, TakeChance
from .rules import effective_top, legal_on, rank_of, remove
from .state import (
    EIGHT,
    JK,
    TEN,
    TOKEN,
    TWO,
    Seat,
    State,
    copy_seat,
    copy_state,
    evolve,
    new_entry,
    sort_cards,
    tokens,
)

# --------------------------------------------------------------------------- §6 first player


def first_player_key(opening: tuple[int, ...], ten_counts: bool) -> tuple[list[int], list[int]]:
    """Sorted eligible Opening cards as (ranks, suits); a missing card counts as +infinity."""
    cards = sorted(
        [c for c in opening if c != JK and c >> 2 != TWO and (ten_counts or c >> 2 != TEN)]
    )
    pad = [99] * (len(opening) + 1 - len(cards))
    return [c >> 2 for c in cards] + pad, [c & 3 for c in cards] + pad


def find_first_player(state: State) -> int:
    """Rank lists, then suit lists, then the lowest seat (seat 0 sits at the dealer's left)."""
    ten = state.config.ten_counts_for_first
    keys = [(*first_player_key(s.opening, ten), i) for i, s in enumerate(state.seats)]
    return min(keys)[-1]


def _reveal(state: State) -> tuple[State, list[Event]]:
    seats = tuple(
        evolve(
            s,
            reserve=sort_cards(s.selected or ()),
            opening=remove(s.dealt, s.selected or ()),
            dealt=(),
            selected=None,
        )
        for s in state.seats
    )
    state = evolve(state, seats=seats, phase="play")
    first = find_first_player(state)
    state = evolve(state, first_player=first, current=first)
    opening = [tokens(s.opening) for s in seats]
    return state, [
        {"type": "opening_revealed", "opening": opening},
        {"type": "first_player", "seat": first},
    ]


# --------------------------------------------------------------------------- moves


def apply_move(state: State, p: int, move: Move) -> tuple[State, list[Event]]:
    seats = list(state.seats)
    nxt = copy_state(state)
    seat = seats[p]
    if isinstance(move, SelectReserve):
        mine = copy_seat(seat)
        mine.selected = move.cards
        seats[p] = mine
        nxt.seats = tuple(seats)
        events: list[Event] = [
            {
                "type": "reserve_selected",
                "seat": p,
                "private": {str(p): {"cards": tokens(move.cards)}},
            }
        ]
        if all([s.selected is not None for s in seats]):
            nxt, more = _reveal(nxt)
            events += more
        return nxt, events
    nxt.turns = state.turns + 1
    events = []
    if isinstance(move, Play):
        if state.first_move_pending:
            d = DIRECTIONS[move.direction or "cw"] if state.players >= 3 else 1
            nxt.direction = d
            nxt.direction_chosen = True
            if state.players >= 3:
                events.append({"type": "direction", "direction": "cw" if d == 1 else "ccw"})
        # the move is checked: with a hand, a play is some of its cards or (mixed) all of
        # them and Opening cards (rules.split_play, without its checks)
        cards = move.cards
        hand = seat.hand
        from_hand: tuple[int, ...]
        from_opening: tuple[int, ...]
        if not hand:
            from_hand, from_opening = (), cards
        elif len(cards) <= len(hand):
            from_hand, from_opening = cards, ()
        else:
            from_hand, from_opening = hand, remove(cards, hand)
        hand = remove(hand, from_hand)
        secret = seat.secret
        if secret and from_hand:
            # Copies are interchangeable: the played cards leave the publicly known part of
            # the hand first, so a secret card stays secret while a copy of it could be the
            # one that was played (`secret` is what others cannot know is still there).
            left = list(hand)
            kept = []
            for c in secret:
                if c in left:
                    left.remove(c)
                    kept.append(c)
            secret = tuple(kept)
        mine = copy_seat(seat)
        mine.hand = hand
        mine.opening = remove(seat.opening, from_opening)
        mine.secret = secret
        seats[p] = mine
        placed = [(c, "hand") for c in from_hand]
        if from_opening:
            placed += [(c, "opening") for c in from_opening]
        r = move.as_rank if move.as_rank is not None else rank_of(placed[0][0])
        return _resolve(state, nxt, seats, p, placed, r, False, events)
    if isinstance(move, PlayReserve):
        mine = copy_seat(seat)
        mine.reserve = remove(seat.reserve, (move.card,))
        seats[p] = mine
        r = move.as_rank if move.as_rank is not None else rank_of(move.card)
        return _resolve(state, nxt, seats, p, ((move.card, "reserve"),), r, False, events)
    if isinstance(move, Declare):
        nxt.pending_joker = None
        return _resolve(state, nxt, seats, p, ((JK, "chance"),), move.rank, True, events)
    if isinstance(move, TakeChance):
        return _take_chance(state, nxt, seats, p, move)
    return _pick_up(state, nxt, seats, p, move)


def _take_chance(
    state: State, nxt: State, seats: list[Seat], p: int, move: TakeChance
) -> tuple[State, list[Event]]:
    seat = seats[p]
    card = dict(seat.chance)[move.position]
    mine = copy_seat(seat)
    mine.chance = tuple([pc for pc in seat.chance if pc[0] != move.position])
    seats[p] = mine
    event: Event = {
        "type": "chance_revealed",
        "seat": p,
        "position": move.position,
        "card": TOKEN[card],
    }
    if card == JK:
        # R25: a Chance Joker is declared after the reveal (the `declare` move)
        event["result"] = "declare"
        nxt.seats = tuple(seats)
        nxt.pending_joker = move.position
        return nxt, [event]
    if legal_on(rank_of(card), effective_top(state, p)):
        event["result"] = "played"
        return _resolve(state, nxt, seats, p, ((card, "chance"),), rank_of(card), True, [event])
    event["result"] = "failed"
    picked = [e.card for e in state.pile]
    mine.hand = sort_cards(mine.hand + tuple(picked) + (card,))
    pick: Event = {
        "type": "pick_up",
        "seat": p,
        "cards": tokens([*picked, card]),
        "reason": "chance_failed",
    }
    return _pass_on(state, nxt, seats, p, [event, pick])


def _pick_up(
    state: State, nxt: State, seats: list[Seat], p: int, move: PickUp
) -> tuple[State, list[Event]]:
    seat = seats[p]
    picked = tuple([e.card for e in state.pile])
    event: Event = {"type": "pick_up", "seat": p, "cards": tokens(picked), "reason": "no_play"}
    mine = copy_seat(seat)
    if move.reserve is None:
        mine.hand = sort_cards(seat.hand + picked)
    else:
        # the Reserve card is picked up face down: only its owner knows it (`secret`)
        mine.hand = sort_cards(seat.hand + picked + (move.reserve,))
        mine.reserve = remove(seat.reserve, (move.reserve,))
        mine.secret = sort_cards(seat.secret + (move.reserve,))
        event.update(reason="reserve_only", reserve_count=1)
        event["private"] = {str(p): {"reserve_card": TOKEN[move.reserve]}}
    seats[p] = mine
    return _pass_on(state, nxt, seats, p, [event])


def _pass_on(
    state: State, nxt: State, seats: list[Seat], p: int, events: list[Event]
) -> tuple[State, list[Event]]:
    """R21: after any pick-up the next active player starts an empty pile."""
    nxt.seats = tuple(seats)
    nxt.pile = ()
    nxt.free_go = None
    nxt.extra_go = False
    nxt.current = _next_active(seats, state.direction, p)
    return _finish(state, nxt, events)


def _finish(state: State, nxt: State, events: list[Event]) -> tuple[State, list[Event]]:
    limit = state.config.max_turns
    if limit is not None and nxt.phase == "play" and nxt.turns >= limit:
        order = list(nxt.finish_order)
        nxt.phase = "over"
        nxt.end_reason = "max_turns"
        events.append(
            {
                "type": "game_over",
                "reason": "max_turns",
                "finish_order": order,
                "loser": None,
                "winner": order[0] if order else None,
            }
        )
    return nxt, events


# --------------------------------------------------------------------------- §5 resolution


def _next_active(seats: list[Seat], direction: int, p: int) -> int:
    n = len(seats)
    q = p
    for _ in range(n):
        q = (q + direction) % n
        s = seats[q]
        if s.hand or s.opening or s.reserve or s.chance or s.dealt:  # Seat.holds_cards
            return q
    return p


def _resolve(
    state: State,
    nxt: State,
    seats: list[Seat],
    p: int,
    cards: Sequence[tuple[int, str]],
    r: int,
    from_chance: bool,
    events: list[Event],
) -> tuple[State, list[Event]]:
    """Put a successful play of k cards of (declared) rank r on the pile and move on."""
    play_id = state.plays + 1
    entries = tuple([new_entry(c, r, p, src, play_id) for c, src in cards])
    pile = state.pile + entries
    k = len(entries)
    run = 0
    for e in reversed(pile):
        if e.rank != r:
            break
        run += 1
    events.append(
        {
            "type": "play",
            "seat": p,
            "cards": [TOKEN[c] for c, _ in cards],
            "rank": RANKS[r],
            "sources": [src for _, src in cards],
        }
    )
    reason = None
    if k >= 4:
        reason = "four_of_a_kind"  # R12
    elif r == TEN:
        reason = "ten"  # R11
    elif run >= 4:
        reason = "four_in_a_row"  # R13
    extra = reason == "four_of_a_kind"
    free = state.free_go if state.free_go is not None and state.free_go[0] == p else None
    nxt.plays = play_id
    nxt.first_move_pending = False
    nxt.free_go = None
    nxt.extra_go = False
    nxt.pile = pile
    if reason:
        burned = tuple([e.card for e in pile])
        nxt.pile = ()
        nxt.burned = state.burned + burned
        events.append(
            {
                "type": "burn",
                "seat": p,
                "reason": reason,
                "cards": tokens(burned),
                "extra_go": extra,
            }
        )
    s = seats[p]
    p_active = bool(s.hand or s.opening or s.reserve or s.chance or s.dealt)  # holds_cards
    order = state.finish_order
    if not p_active:
        pos = len(order) + 1
        mine = copy_seat(s)
        mine.position = pos
        seats[p] = mine
        order = order + (p,)
        nxt.finish_order = order
        events.append({"type": "finished", "seat": p, "position": pos})
    nxt.seats = tuple(seats)
    left = []  # the seats still holding cards, as far as needed to know there are two
    for q, s in enumerate(seats):
        if s.hand or s.opening or s.reserve or s.chance or s.dealt:  # Seat.holds_cards
            left.append(q)
            if len(left) == 2:
                break
    if len(left) <= 1:
        loser = left[0] if left else None
        nxt.phase = "over"
        nxt.loser = loser
        nxt.end_reason = "last_player_holding"
        events.append(
            {
                "type": "game_over",
                "reason": "last_player_holding",
                "finish_order": list(order),
                "loser": loser,
                "winner": order[0],
            }
        )
        return nxt, events
    direction = nxt.direction
    if extra and p_active:
        nxt.current = p
        nxt.extra_go = True
        events.append({"type": "extra_go", "seat": p})
    elif r == EIGHT and (not reason or state.config.eight_skip_survives_burn):
        _eight(state, nxt, seats, direction, p, k, p_active, free, from_chance, events)
    else:
        nxt.current = _next_active(seats, direction, p)
    return _finish(state, nxt, events)


def _eight(
    state: State,
    nxt: State,
    seats: list[Seat],
    direction: int,
    p: int,
    k: int,
    p_active: bool,
    free: tuple[int, bool] | None,
    from_chance: bool,
    events: list[Event],
) -> None:
    if free is not None:
        scope_either = state.config.chance_exception_scope == "either"
        if not (from_chance or (free[1] and scope_either)):
            # R6: an 8 in one's own free go is merged with the 8s that gave it: one go
            events.append({"type": "eights_merged", "seat": p})
            nxt.current = _next_active(seats, direction, p)
            return
    n = len(seats)
    others = [q for q in [(p + direction * i) % n for i in range(1, n)] if seats[q].holds_cards()]
    m = len(others)
    s = min(k, m)  # R8: each 8 is one missed go, capped at the other active players
    events.append({"type": "skip", "seat": p, "skipped": others[:s]})
    if s == m and p_active:
        if not nxt.pile:
            # burned 8s that still skip (eight_skip_survives_burn): the turn comes back on an
            # empty pile, which needs no free go (and so cannot trip consecutive_eights)
            nxt.current = p
            return
        events.append({"type": "free_go", "seat": p, "via_chance": from_chance})
        nxt.current = p
        nxt.free_go = (p, from_chance)
        return
    nxt.current = others[s % m]  # R9: if p went out with s == m, q1 plays
