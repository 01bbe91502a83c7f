"""Red Dragon rules: the legality table, stages, move enumeration, checks and resolution.

Section numbers (§) refer to the rulings, docs/rules/red_dragon.md follows the same order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..base import Event, IllegalMove
from ..cards import JOKER, RANKS
from .moves import DIRECTIONS, Declare, Move, PickUp, Play, PlayReserve, SelectReserve, TakeChance
from .state import RANK_INDEX, SUIT_INDEX, Entry, Seat, State, card_key, sort_cards

# --------------------------------------------------------------------------- §3 the table

_ORDER = {r: i for i, r in enumerate(RANKS)}  # 2 < 3 < ... < 10 < J < Q < K < A


def _on(top: str, played: str) -> bool:
    if played in ("2", "10") or top in ("2", "10"):
        return True
    if top == "9":  # the "lower" card: 2..9 and 10 only
        return _ORDER[played] <= _ORDER["9"]
    return _ORDER[played] >= _ORDER[top]


#: LEGAL[top] = the ranks that may be played on `top` (None = empty pile).
LEGAL: dict[str | None, frozenset[str]] = {None: frozenset(RANKS)}
for _top in RANKS:
    LEGAL[_top] = frozenset(r for r in RANKS if _on(_top, r))


def legal_on(played: str, top: str | None) -> bool:
    return played in LEGAL[top]


# --------------------------------------------------------------------------- helpers


def rank_of(card: str) -> str:
    return card if card == JOKER else card[:-1]


def remove(zone: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    """`zone` minus the multiset `cards` (which the caller has checked is contained)."""
    left = list(zone)
    for c in cards:
        left.remove(c)
    return tuple(left)


def contains(zone: tuple[str, ...], cards: tuple[str, ...]) -> bool:
    if len(cards) == 1:
        return cards[0] in zone
    need = Counter(cards)
    have = Counter(zone)
    return all(have[c] >= n for c, n in need.items())


def holds_cards(state: State, p: int) -> bool:
    return state.seats[p].holds_cards() or (state.pending_joker is not None and state.current == p)


def active_seats(state: State) -> list[int]:
    return [p for p in range(state.players) if holds_cards(state, p)]


def next_active(state: State, p: int) -> int:
    n = state.players
    q = p
    for _ in range(n):
        q = (q + state.direction) % n
        if holds_cards(state, q):
            return q
    return p


def stage(seat: Seat) -> str:
    if seat.hand:
        return "hand"
    if seat.opening:
        return "opening"
    if seat.reserve or seat.chance:
        return "table"
    return "out"


def effective_top(state: State, p: int) -> str | None:
    if not state.pile:
        return None
    if state.free_go is not None and state.free_go[0] == p:
        return "2"  # an own-8 free go: the 8 "acts like a 2" for its player (R10)
    return state.pile[-1].rank


def chance_exception(state: State, this_from_chance: bool) -> bool:
    """Whether the Chance exception to the consecutive-8s rule applies (R7)."""
    if this_from_chance:
        return True
    granted = state.free_go is not None and state.free_go[1]
    return granted and state.config.chance_exception_scope == "either"


def eights_forbidden(state: State, p: int) -> bool:
    """consecutive_eights=forbidden: a non-Chance 8 during one's own free go (§4.6)."""
    return (
        state.config.consecutive_eights == "forbidden"
        and state.free_go is not None
        and state.free_go[0] == p
        and not chance_exception(state, False)
    )


def playable_ranks(state: State, p: int) -> frozenset[str]:
    ranks = LEGAL[effective_top(state, p)]
    if eights_forbidden(state, p):
        ranks = ranks - {"8"}
    return ranks


def has_play(cards: tuple[str, ...], ranks: frozenset[str]) -> bool:
    return any(c == JOKER or c[:-1] in ranks for c in cards) if ranks else False


# --------------------------------------------------------------------------- enumeration


def submultisets(cards: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every sub-multiset of the sorted tuple `cards`, the empty one included."""
    out: list[tuple[str, ...]] = [()]
    i = 0
    while i < len(cards):
        j = i
        while j < len(cards) and cards[j] == cards[i]:
            j += 1
        out = [s + (cards[i],) * k for s in out for k in range(j - i + 1)]
        i = j
    return out


def _group(cards: tuple[str, ...]) -> tuple[dict[str, tuple[str, ...]], int]:
    by_rank: dict[str, list[str]] = {}
    jokers = 0
    for c in cards:
        if c == JOKER:
            jokers += 1
        else:
            by_rank.setdefault(c[:-1], []).append(c)
    return {r: tuple(v) for r, v in by_rank.items()}, jokers


def direction_variants(state: State) -> tuple[str | None, ...]:
    if not state.first_move_pending:
        return (None,)
    if state.players == 2 or state.config.default_direction == "cw":
        return (None, "cw", "ccw")
    return ("cw", "ccw")


def _sets(
    cards: tuple[str, ...], ranks: frozenset[str]
) -> list[tuple[tuple[str, ...], str | None]]:
    """Same-rank sets from one zone: (cards, declared rank or None) for each legal rank."""
    by_rank, jokers = _group(cards)
    out: list[tuple[tuple[str, ...], str | None]] = []
    for r, naturals in by_rank.items():
        if r not in ranks:
            continue
        for sub in submultisets(naturals):
            if not sub:
                continue
            out.append((sub, None))
            for j in range(1, jokers + 1):
                out.append((sub + (JOKER,) * j, r))
    for j in range(1, jokers + 1):
        for r in RANKS:
            if r in ranks:
                out.append(((JOKER,) * j, r))
    return out


def _mixed(state: State, seat: Seat, ranks: frozenset[str]) -> list[Play]:
    by_rank, _ = _group(seat.hand)
    if len(by_rank) > 1:
        return []
    candidates = list(by_rank) if by_rank else list(RANKS)
    hand_jokers = JOKER in seat.hand
    out: list[Play] = []
    for r in candidates:
        if r not in ranks:
            continue
        naturals = tuple(c for c in seat.opening if c[:-1] == r)
        op_jokers = seat.opening.count(JOKER)
        if state.config.mix_opening_subset == "all_of_rank":
            subs = [naturals]
        else:
            subs = submultisets(naturals)
        for sub in subs:
            for j in range(op_jokers + 1):
                extra = sub + (JOKER,) * j
                if not extra:
                    continue
                declared = r if (hand_jokers or j) else None
                out.append(Play(seat.hand, extra, declared))
    return out


def legal_moves(state: State, p: int) -> list[Move]:
    if state.phase == "select_reserve":
        seat = state.seats[p]
        if seat.selected is not None:
            return []
        return [SelectReserve(s) for s in submultisets(seat.dealt) if len(s) == 3]
    if state.phase != "play" or p != state.current:
        return []
    if state.pending_joker is not None:
        top = effective_top(state, p)
        return [Declare(r) for r in RANKS if legal_on(r, top)]
    seat = state.seats[p]
    ranks = playable_ranks(state, p)
    st = stage(seat)
    moves: list[Move] = []
    if st in ("hand", "opening"):
        zone = seat.hand if st == "hand" else seat.opening
        plays: list[Play] = []
        for cards, declared in _sets(zone, ranks):
            if st == "hand":
                plays.append(Play(cards, (), declared))
            else:
                plays.append(Play((), cards, declared))
        if st == "hand" and seat.opening:
            plays.extend(_mixed(state, seat, ranks))
        for d in direction_variants(state):
            for m in plays:
                moves.append(replace(m, direction=d) if d else m)
        if not moves and state.pile:
            moves.append(PickUp())
        return moves
    reserve_ok = False
    for c in dict.fromkeys(seat.reserve):
        if c == JOKER:
            reserve_ok = True
            moves.extend(PlayReserve(c, r) for r in RANKS if r in ranks)
        elif c[:-1] in ranks:
            reserve_ok = True
            moves.append(PlayReserve(c))
    moves.extend(TakeChance(pos) for pos, _ in seat.chance)
    if not seat.chance and not reserve_ok and state.pile:
        if state.config.reserve_fail_takes_card:
            moves.extend(PickUp(c) for c in dict.fromkeys(seat.reserve))
        else:
            moves.append(PickUp())
    return moves


# --------------------------------------------------------------------------- checks


def _refuse(code: str, message: str, **details: Any) -> IllegalMove:
    return IllegalMove(f"red_dragon.{code}", message, **details)


def _check_rank(cards: tuple[str, ...], as_rank: str | None) -> str:
    naturals = {c[:-1] for c in cards if c != JOKER}
    jokers = len(cards) - sum(1 for c in cards if c != JOKER)
    if len(naturals) > 1:
        raise _refuse(
            "same_rank",
            f"all cards of one play must share a rank; got {', '.join(cards)}",
            cards=list(cards),
        )
    if jokers and as_rank is None:
        raise _refuse("joker_declaration_required", 'a Joker must be declared: add "as": <rank>')
    if not jokers and as_rank is not None:
        raise _refuse(
            "declaration_without_joker", 'only a play with a Joker declares a rank ("as")'
        )
    if naturals and as_rank is not None and as_rank not in naturals:
        (nat,) = naturals
        raise _refuse(
            "same_rank",
            f"Jokers played with {nat}s must be declared {nat}, not {as_rank}",
            cards=list(cards),
        )
    return as_rank if as_rank is not None else next(iter(naturals))


def _check_legal(state: State, p: int, r: str, from_chance: bool = False) -> None:
    top = effective_top(state, p)
    if not legal_on(r, top):
        raise _refuse(
            "cannot_play_on",
            f"a {r} may not be played on a {top} (legality table)",
            rank=r,
            top=top,
        )
    if r == "8" and not from_chance and eights_forbidden(state, p):
        raise _refuse(
            "consecutive_eights",
            "you may not play another 8 in the free go your own 8s gave you "
            "(consecutive_eights=forbidden)",
        )


def _check_common(state: State, move: Move) -> None:
    if state.phase == "select_reserve":
        if not isinstance(move, SelectReserve):
            raise _refuse("select_reserve_first", "every player must first choose 3 Reserve cards")
        return
    if isinstance(move, SelectReserve):
        raise _refuse("reserve_already_chosen", "the Reserve cards were chosen at the start")
    if state.pending_joker is not None and not isinstance(move, Declare):
        raise _refuse("declare_first", "declare a rank for the Joker you revealed from Chance")
    if isinstance(move, Play) and move.direction is not None and not state.first_move_pending:
        raise _refuse("direction_fixed", "the direction is chosen with the first play only")


def check_move(state: State, p: int, move: Move) -> None:
    _check_common(state, move)
    seat = state.seats[p]
    if isinstance(move, SelectReserve):
        if len(move.cards) != 3:
            raise _refuse("reserve_count", f"choose exactly 3 Reserve cards, not {len(move.cards)}")
        if not contains(seat.dealt, move.cards):
            raise _refuse(
                "not_dealt",
                f"{', '.join(move.cards)}: not all among your 8 cards",
                cards=list(move.cards),
            )
        return
    if isinstance(move, Declare):
        if state.pending_joker is None:
            raise _refuse("nothing_to_declare", "there is no Chance Joker waiting for a rank")
        _check_legal(state, p, move.rank, from_chance=True)
        return
    st = stage(seat)
    if isinstance(move, Play):
        _check_play(state, p, seat, st, move)
    elif isinstance(move, PlayReserve):
        _check_source_table(seat, st, "a Reserve card")
        if move.card not in seat.reserve:
            raise _refuse("not_in_reserve", f"{move.card} is not in your Reserve", card=move.card)
        _check_legal(state, p, _check_rank((move.card,), move.as_rank))
    elif isinstance(move, TakeChance):
        _check_source_table(seat, st, "a Chance card")
        if all(pos != move.position for pos, _ in seat.chance):
            raise _refuse(
                "no_chance_card",
                f"there is no Chance card at position {move.position}",
                position=move.position,
            )
    elif isinstance(move, PickUp):
        _check_pick_up(state, p, seat, st, move)


def _check_source_table(seat: Seat, st: str, what: str) -> None:
    if st == "hand":
        raise _refuse("hand_first", f"play from your hand before {what}")
    if st == "opening":
        raise _refuse("opening_first", f"play your Opening cards before {what}")


def _check_play(state: State, p: int, seat: Seat, st: str, move: Play) -> None:
    if state.first_move_pending and move.direction is None and state.players >= 3:
        if state.config.default_direction == "none":
            raise _refuse(
                "direction_required", "the first player must choose the direction: cw or ccw"
            )
    if not move.hand and not move.opening:
        raise _refuse("empty_play", "a play needs at least one card")
    if st == "table":
        raise _refuse(
            "table_stage",
            "your hand and Opening cards are gone: play a Reserve card or take a Chance",
        )
    if st == "opening" and move.hand:
        raise _refuse("not_in_hand", f"you have no hand: {', '.join(move.hand)}")
    if st == "hand":
        if not move.hand:
            raise _refuse("hand_first", "Opening cards may not be played while you hold a hand")
        if not contains(seat.hand, move.hand):
            raise _refuse(
                "not_in_hand",
                f"{', '.join(move.hand)}: not all in your hand",
                cards=list(move.hand),
            )
        if move.opening and sorted(move.hand) != sorted(seat.hand):
            raise _refuse(
                "mix_whole_hand",
                "Opening cards join a play only with all your remaining hand cards",
            )
    if move.opening and not contains(seat.opening, move.opening):
        raise _refuse(
            "not_in_opening",
            f"{', '.join(move.opening)}: not all among your Opening cards",
            cards=list(move.opening),
        )
    r = _check_rank(move.hand + move.opening, move.as_rank)
    if move.hand and move.opening and state.config.mix_opening_subset == "all_of_rank":
        want = [c for c in seat.opening if c != JOKER and c[:-1] == r]
        got = [c for c in move.opening if c != JOKER]
        if sorted(want) != sorted(got):
            raise _refuse(
                "mix_all_of_rank",
                f"a mixed play must add all your Opening {r}s (mix_opening_subset=all_of_rank)",
            )
    _check_legal(state, p, r)


def _check_pick_up(state: State, p: int, seat: Seat, st: str, move: PickUp) -> None:
    if not state.pile:
        raise _refuse("pile_empty", "there is no pile to pick up")
    ranks = playable_ranks(state, p)
    if st in ("hand", "opening"):
        zone = seat.hand if st == "hand" else seat.opening
        if has_play(zone, ranks):
            raise _refuse("must_play", "you may not pick up while you have a legal play")
        if move.reserve is not None:
            raise _refuse("reserve_not_allowed", "only a Reserve-only player names a Reserve card")
        return
    if seat.chance:
        raise _refuse(
            "must_take_chance", "you cannot play a Reserve card: take a Chance card instead"
        )
    if has_play(seat.reserve, ranks):
        raise _refuse("must_play", "you may not pick up while a Reserve card is playable")
    if state.config.reserve_fail_takes_card:
        if move.reserve is None:
            raise _refuse(
                "reserve_card_required", "name the Reserve card you pick up with the pile"
            )
        if move.reserve not in seat.reserve:
            raise _refuse(
                "not_in_reserve", f"{move.reserve} is not in your Reserve", card=move.reserve
            )
    elif move.reserve is not None:
        raise _refuse(
            "reserve_not_allowed", "the pile alone is picked up (reserve_fail_takes_card=false)"
        )


# --------------------------------------------------------------------------- resolution


def first_player_key(opening: tuple[str, ...], ten_counts: bool) -> tuple[list[int], list[int]]:
    """§6: sorted eligible Opening cards; a missing card counts as +inf."""
    cards = sorted(
        (c for c in opening if c != JOKER and c[:-1] != "2" and (ten_counts or c[:-1] != "10")),
        key=card_key,
    )
    ranks = [RANK_INDEX[c[:-1]] for c in cards] + [99] * (len(opening) + 1 - len(cards))
    suits = [SUIT_INDEX[c[-1]] for c in cards] + [99] * (len(opening) + 1 - len(cards))
    return ranks, suits


def find_first_player(state: State) -> int:
    keys = [
        (*first_player_key(s.opening, state.config.ten_counts_for_first), i)
        for i, s in enumerate(state.seats)
    ]
    return min(keys)[-1]


def _reveal(state: State) -> tuple[State, list[Event]]:
    seats = tuple(
        replace(
            s,
            reserve=sort_cards(s.selected or ()),
            opening=remove(s.dealt, s.selected or ()),
            dealt=(),
            selected=None,
        )
        for s in state.seats
    )
    state = replace(state, seats=seats, phase="play")
    first = find_first_player(state)
    state = replace(state, first_player=first, current=first)
    return state, [
        {
            "type": "opening_revealed",
            "opening": {str(i): list(s.opening) for i, s in enumerate(seats)},
        },
        {"type": "first_player", "seat": first},
    ]


def apply_move(state: State, p: int, move: Move) -> tuple[State, list[Event]]:
    if isinstance(move, SelectReserve):
        seats = list(state.seats)
        seats[p] = replace(seats[p], selected=move.cards)
        state = replace(state, seats=tuple(seats))
        events: list[Event] = [
            {
                "type": "reserve_selected",
                "seat": p,
                "private": {str(p): {"cards": list(move.cards)}},
            }
        ]
        if all(s.selected is not None for s in state.seats):
            state, more = _reveal(state)
            events += more
        return state, events
    state = replace(state, turns=state.turns + 1)
    if isinstance(move, Play):
        return _apply_play(state, p, move)
    if isinstance(move, PlayReserve):
        seat = state.seats[p]
        seats = list(state.seats)
        seats[p] = replace(seat, reserve=remove(seat.reserve, (move.card,)))
        state = replace(state, seats=tuple(seats))
        r = move.as_rank or rank_of(move.card)
        return _resolve(state, p, ((move.card, "reserve"),), r, False)
    if isinstance(move, TakeChance):
        return _apply_chance(state, p, move)
    if isinstance(move, Declare):
        state = replace(state, pending_joker=None)
        return _resolve(state, p, ((JOKER, "chance"),), move.rank, True)
    return _apply_pick_up(state, p, move)


def _apply_play(state: State, p: int, move: Play) -> tuple[State, list[Event]]:
    seat = state.seats[p]
    events: list[Event] = []
    if state.first_move_pending:
        d = DIRECTIONS[move.direction or "cw"] if state.players >= 3 else 1
        state = replace(state, direction=d, direction_chosen=True)
        if state.players >= 3:
            events.append({"type": "direction", "direction": "cw" if d == 1 else "ccw"})
    secret = list(seat.secret)
    for c in move.hand:
        if c in secret:
            secret.remove(c)
    seats = list(state.seats)
    seats[p] = replace(
        seat,
        hand=remove(seat.hand, move.hand),
        opening=remove(seat.opening, move.opening),
        secret=tuple(secret),
    )
    state = replace(state, seats=tuple(seats))
    r = move.as_rank or rank_of((move.hand + move.opening)[0])
    cards = tuple((c, "hand") for c in move.hand) + tuple((c, "opening") for c in move.opening)
    state, more = _resolve(state, p, cards, r, False)
    return state, events + more


def _apply_chance(state: State, p: int, move: TakeChance) -> tuple[State, list[Event]]:
    seat = state.seats[p]
    card = next(c for pos, c in seat.chance if pos == move.position)
    seats = list(state.seats)
    seats[p] = replace(seat, chance=tuple(pc for pc in seat.chance if pc[0] != move.position))
    state = replace(state, seats=tuple(seats))
    top = effective_top(state, p)
    event: Event = {"type": "chance_revealed", "seat": p, "position": move.position, "card": card}
    if card == JOKER:
        event["result"] = "declare"
        return replace(state, pending_joker=move.position), [event]
    if legal_on(rank_of(card), top):
        event["result"] = "played"
        state, more = _resolve(state, p, ((card, "chance"),), rank_of(card), True)
        return state, [event, *more]
    event["result"] = "failed"
    picked = [e.card for e in state.pile]
    seats = list(state.seats)
    seats[p] = replace(seats[p], hand=sort_cards(seats[p].hand + tuple(picked) + (card,)))
    state = replace(state, seats=tuple(seats), pile=(), free_go=None, extra_go=False)
    state = replace(state, current=next_active(state, p))
    events = [
        event,
        {"type": "pick_up", "seat": p, "cards": [*picked, card], "reason": "chance_failed"},
    ]
    return _turn_limit(state, events)


def _apply_pick_up(state: State, p: int, move: PickUp) -> tuple[State, list[Event]]:
    seat = state.seats[p]
    picked = tuple(e.card for e in state.pile)
    event: Event = {"type": "pick_up", "seat": p, "cards": list(picked), "reason": "no_play"}
    reserve, secret = seat.reserve, seat.secret
    added = picked
    if move.reserve is not None:
        reserve = remove(reserve, (move.reserve,))
        secret = sort_cards(secret + (move.reserve,))
        added = picked + (move.reserve,)
        event["reason"] = "reserve_only"
        event["reserve_count"] = 1
        event["private"] = {str(p): {"reserve_card": move.reserve}}
    seats = list(state.seats)
    seats[p] = replace(seat, hand=sort_cards(seat.hand + added), reserve=reserve, secret=secret)
    state = replace(state, seats=tuple(seats), pile=(), free_go=None, extra_go=False)
    state = replace(state, current=next_active(state, p))
    return _turn_limit(state, [event])


def _turn_limit(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    limit = state.config.max_turns
    if state.phase == "play" and limit is not None and state.turns >= limit:
        state = replace(state, phase="over", end_reason="max_turns")
        events.append(
            {
                "type": "game_over",
                "reason": "max_turns",
                "finish_order": list(state.finish_order),
                "loser": None,
                "winner": state.finish_order[0] if state.finish_order else None,
            }
        )
    return state, events


def _skip_order(state: State, p: int) -> list[int]:
    """The active players other than p, in direction order after p."""
    n = state.players
    return [
        q for q in ((p + state.direction * i) % n for i in range(1, n)) if holds_cards(state, q)
    ]


def _resolve(
    state: State, p: int, cards: tuple[tuple[str, str], ...], r: str, from_chance: bool
) -> tuple[State, list[Event]]:
    """§5: put a successful play of k cards of (declared) rank r on the pile and move on."""
    play_id = state.plays + 1
    entries = tuple(Entry(c, r, p, src, play_id) for c, src in cards)
    pile = state.pile + entries
    k = len(entries)
    run = 0
    for e in reversed(pile):
        if e.rank != r:
            break
        run += 1
    events: list[Event] = [
        {
            "type": "play",
            "seat": p,
            "cards": [c for c, _ in cards],
            "rank": r,
            "sources": [src for _, src in cards],
        }
    ]
    reason = None
    if k >= 4:
        reason = "four_of_a_kind"
    elif r == "10":
        reason = "ten"
    elif run >= 4:
        reason = "four_in_a_row"
    extra = reason == "four_of_a_kind"
    old_free = state.free_go if state.free_go is not None and state.free_go[0] == p else None
    state = replace(
        state, pile=pile, plays=play_id, first_move_pending=False, free_go=None, extra_go=False
    )
    if reason:
        burned = tuple(e.card for e in pile)
        state = replace(state, pile=(), burned=state.burned + burned)
        events.append(
            {"type": "burn", "seat": p, "reason": reason, "cards": list(burned), "extra_go": extra}
        )
    p_active = holds_cards(state, p)
    if not p_active:
        pos = len(state.finish_order) + 1
        seats = list(state.seats)
        seats[p] = replace(seats[p], position=pos)
        state = replace(state, seats=tuple(seats), finish_order=state.finish_order + (p,))
        events.append({"type": "finished", "seat": p, "position": pos})
    left = active_seats(state)
    if len(left) <= 1:
        loser = left[0] if left else None
        state = replace(state, phase="over", loser=loser, end_reason="last_player_holding")
        events.append(
            {
                "type": "game_over",
                "reason": "last_player_holding",
                "finish_order": list(state.finish_order),
                "loser": loser,
                "winner": state.finish_order[0],
            }
        )
        return state, events
    if reason and extra and p_active:
        state = replace(state, current=p, extra_go=True)
        events.append({"type": "extra_go", "seat": p})
    elif r == "8" and (not reason or state.config.eight_skip_survives_burn):
        state = _eight(state, p, k, p_active, old_free, from_chance, events)
    else:
        state = replace(state, current=next_active(state, p))
    return _turn_limit(state, events)


def _eight(
    state: State,
    p: int,
    k: int,
    p_active: bool,
    old_free: tuple[int, bool] | None,
    from_chance: bool,
    events: list[Event],
) -> State:
    if old_free is not None:
        exception = from_chance or (old_free[1] and state.config.chance_exception_scope == "either")
        if not exception:
            # R6: 8s played one after the other in one's own free go are one go
            events.append({"type": "eights_merged", "seat": p})
            return replace(state, current=next_active(state, p))
    others = _skip_order(state, p)
    m = len(others)
    s = min(k, m)
    skipped = others[:s]
    events.append({"type": "skip", "seat": p, "skipped": skipped})
    if s == m and p_active:
        if not state.pile:
            # burned 8s that still skip (eight_skip_survives_burn): the turn comes back on an
            # empty pile, which needs no free go (and so cannot trip consecutive_eights)
            return replace(state, current=p)
        events.append({"type": "free_go", "seat": p, "via_chance": from_chance})
        return replace(state, current=p, free_go=(p, from_chance))
    return replace(state, current=others[s % m])
