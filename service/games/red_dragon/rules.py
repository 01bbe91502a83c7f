"""Red Dragon rules: the legality table (§3), stages, move enumeration and checks (§4).

Section numbers (§) refer to the rulings; docs/rules/red_dragon.md follows the same order.
What a move does is in resolve.py. Cards and ranks are ints (state.py); the refusals'
messages and details name them by their tokens, as the JSON does.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any, cast

from ..base import IllegalMove
from ..cards import RANKS, contains
from ..words import a, listing
from .moves import (
    Declare,
    Move,
    PickUp,
    Play,
    PlayReserve,
    SelectReserve,
    TakeChance,
    new_play,
    new_select,
)
from .state import (
    EIGHT,
    JK,
    NINE,
    TEN,
    TOKEN,
    TWO,
    Seat,
    State,
    sort_cards,
    tokens,
)

# --------------------------------------------------------------------------- §3 the table

#: the effective top of an empty pile (any rank goes on it)
NO_TOP = 13


def _on(top: int, played: int) -> bool:
    if played in (TWO, TEN) or top in (TWO, TEN):
        return True
    if top == NINE:  # the "lower" card: 2..9 and 10 only
        return played <= NINE
    return played >= top


#: LEGAL[top] = the ranks that may be played on the rank `top` (NO_TOP: an empty pile), as
#: a mask: rank r may be played when `LEGAL[top] >> r & 1`
LEGAL: tuple[int, ...] = tuple(
    [sum([1 << r for r in range(13) if _on(top, r)]) for top in range(13)] + [(1 << 13) - 1]
)
_LEGAL = LEGAL  # a C global when compiled (rules.pxd)


def legal_on(played: int, top: int) -> bool:
    mask: int = _LEGAL[top]
    return bool(mask >> played & 1)


# --------------------------------------------------------------------------- helpers


def rank_of(card: int) -> int:
    """A card's rank (13 for a joker, which has none)."""
    return card >> 2


def remove(zone: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    """`zone` minus the multiset `cards` (which the caller has checked is contained)."""
    if not cards:
        return zone
    left = list(zone)
    for c in cards:
        left.remove(c)
    return tuple(left)


def split_play(seat: Seat, cards: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The (hand, Opening) parts of a play's cards, as the state implies them: with a hand,
    the cards it holds come from it and the rest from the Opening cards (a mixed play adds
    Opening cards to the whole hand); without one, every card comes from the Opening cards."""
    hand = seat.hand
    if not hand:
        return (), cards
    if contains(hand, cards):
        return cards, ()
    left = list(hand)
    mine: list[int] = []
    rest: list[int] = []
    for c in cards:
        if c in left:
            left.remove(c)
            mine.append(c)
        else:
            rest.append(c)
    return tuple(mine), tuple(rest)


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


def effective_top(state: State, p: int) -> int:
    """The rank the next card is played on (NO_TOP on an empty pile)."""
    if not state.pile:
        return NO_TOP
    if state.free_go is not None and state.free_go[0] == p:
        return TWO  # an own-8 free go: the 8 "acts like a 2" for its player (R10)
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


def playable_ranks(state: State, p: int) -> int:
    """The ranks `p` may play now, as a mask (see LEGAL)."""
    ranks: int = _LEGAL[effective_top(state, p)]
    if eights_forbidden(state, p):
        ranks &= ~(1 << EIGHT)
    return ranks


def has_play(cards: tuple[int, ...], ranks: int) -> bool:
    if ranks:
        for c in cards:
            if c == JK or ranks >> (c >> 2) & 1:
                return True
    return False


# --------------------------------------------------------------------------- enumeration


@lru_cache(maxsize=4096)
def submultisets(cards: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every sub-multiset of the sorted tuple `cards`, the empty one included (cached: do
    not mutate the result)."""
    out: list[tuple[int, ...]] = [()]
    i = 0
    while i < len(cards):
        j = i
        while j < len(cards) and cards[j] == cards[i]:
            j += 1
        out = [s + (cards[i],) * k for s in out for k in range(j - i + 1)]
        i = j
    return out


def _submultisets_of_size(cards: tuple[int, ...], size: int) -> list[tuple[int, ...]]:
    """`[s for s in submultisets(cards) if len(s) == size]`, in the same order, without
    building the larger ones (a longer prefix only grows, so dropping it keeps the order)."""
    if len(set(cards)) == len(cards):
        # distinct cards: `submultisets` lists subsets in descending lexicographic order of
        # their index tuples (the first card is the most significant "bit")
        return list(combinations(cards, size))[::-1]
    out: list[tuple[int, ...]] = [()]
    i = 0
    while i < len(cards):
        j = i
        while j < len(cards) and cards[j] == cards[i]:
            j += 1
        out = [s + (cards[i],) * k for s in out for k in range(min(j - i, size - len(s)) + 1)]
        i = j
    return [s for s in out if len(s) == size]


def _group(cards: tuple[int, ...]) -> tuple[dict[int, tuple[int, ...]], int]:
    by_rank: dict[int, list[int]] = {}
    jokers = 0
    for c in cards:
        if c == JK:
            jokers += 1
        else:
            by_rank.setdefault(c >> 2, []).append(c)
    return {r: tuple(v) for r, v in by_rank.items()}, jokers


def direction_variants(state: State) -> tuple[str | None, ...]:
    if not state.first_move_pending:
        return (None,)
    if state.players == 2 or state.config.default_direction == "cw":
        return (None, "cw", "ccw")
    return ("cw", "ccw")


@lru_cache(maxsize=8192)
def _sets(cards: tuple[int, ...], ranks: int) -> list[tuple[tuple[int, ...], int | None]]:
    """Same-rank sets from one zone: (cards, declared rank or None) for each legal rank
    (cached: do not mutate the result)."""
    by_rank, jokers = _group(cards)
    out: list[tuple[tuple[int, ...], int | None]] = []
    for r, naturals in by_rank.items():
        if not ranks >> r & 1:
            continue
        for sub in submultisets(naturals):
            if not sub:
                continue
            out.append((sub, None))
            for j in range(1, jokers + 1):
                out.append((sub + (JK,) * j, r))
    for j in range(1, jokers + 1):
        for r in range(13):
            if ranks >> r & 1:
                out.append(((JK,) * j, r))
    return out


def _mixed(state: State, seat: Seat, ranks: int) -> list[Play]:
    hand = seat.hand  # sorted: ranks ascending, jokers last
    k = len(hand)
    while k and hand[k - 1] == JK:
        k -= 1
    if k and hand[0] >> 2 != hand[k - 1] >> 2:
        return []  # more than one rank in the hand: no mixed play
    by_rank, _ = _group(seat.hand)
    if len(by_rank) > 1:
        return []
    candidates = list(by_rank) if by_rank else list(range(13))
    hand_jokers = JK in seat.hand
    out: list[Play] = []
    for r in candidates:
        if not ranks >> r & 1:
            continue
        naturals = tuple(c for c in seat.opening if c >> 2 == r)
        op_jokers = seat.opening.count(JK)
        if state.config.mix_opening_subset == "all_of_rank":
            subs = [naturals]
        else:
            subs = submultisets(naturals)
        for sub in subs:
            for j in range(op_jokers + 1):
                extra = sub + (JK,) * j
                if not extra:
                    continue
                declared = r if (hand_jokers or j) else None
                out.append(Play(sort_cards(seat.hand + extra), declared))
    return out


_PLAYS: dict[tuple[int, ...], tuple[Play, ...]] = {}
# Moves are values: the listing hands out shared ones where it can (`apply` finds a listed
# move by identity, so sharing costs nothing).
_PICK_UP = PickUp()
_TAKE_CHANCE = tuple([TakeChance(pos) for pos in range(5)])
_DECLARE = tuple([Declare(r) for r in range(13)])
#: _JOKER_RESERVE[r]: the Reserve Joker declared r; _PICK_UP_WITH[card]: PickUp(card)
_JOKER_RESERVE = tuple([PlayReserve(JK, r) for r in range(13)])
_PICK_UP_WITH = tuple([PickUp(c) for c in range(JK + 1)])
_PLAY_RESERVE: dict[int, PlayReserve] = {}
#: a lone card's plays: _SINGLE_PLAYS[card] is (Play((card,)),), for every card but the joker
_SINGLE_PLAYS = tuple([(Play((c,), None),) for c in range(JK)])
_JK = JK  # a C global when compiled (rules.pxd)


def _rank_plays(naturals: tuple[int, ...]) -> tuple[Play, ...]:
    """The plays of the non-empty sub-multisets of one rank's cards (no jokers), in the
    order of `submultisets` (memoized: moves are immutable values)."""
    plays = _PLAYS.get(naturals)
    if plays is None:
        plays = tuple([new_play(sub, None, None) for sub in submultisets(naturals) if sub])
        if len(_PLAYS) < 50_000:
            _PLAYS[naturals] = plays
    return plays


def _zone_plays(zone: tuple[int, ...], ranks: int) -> list[Play]:
    """`_sets(zone, ranks)` as plays from the hand or the Opening cards."""
    n = len(zone)
    if n and zone[n - 1] == _JK:  # sorted: a joker is last
        return [new_play(cards, declared, None) for cards, declared in _sets(zone, ranks)]
    out: list[Play] = []
    i = 0
    while i < n:  # the zone is sorted: one run of cards per rank
        c = zone[i]
        r = c >> 2
        j = i + 1
        while j < n:
            d = zone[j]
            if d >> 2 != r:
                break
            j += 1
        if ranks >> r & 1:
            out += _SINGLE_PLAYS[c] if j == i + 1 else _rank_plays(zone[i:j])
        i = j
    return out


def _reserve_play(card: int) -> PlayReserve:
    move = _PLAY_RESERVE.get(card)
    if move is None:
        move = _PLAY_RESERVE[card] = PlayReserve(card)
    return move


def legal_moves(state: State, p: int) -> list[Move]:
    if state.phase == "select_reserve":
        seat = state.seats[p]
        if seat.selected is not None:
            return []
        return [new_select(s) for s in _submultisets_of_size(seat.dealt, 3)]
    if state.phase != "play" or p != state.current:
        return []
    if state.pending_joker is not None:
        top = effective_top(state, p)
        return [_DECLARE[r] for r in range(13) if legal_on(r, top)]
    seat = state.seats[p]
    ranks = playable_ranks(state, p)
    st = stage(seat)
    moves: list[Move]
    if st == "hand" or st == "opening":
        if st == "hand":
            moves = cast("list[Move]", _zone_plays(seat.hand, ranks))
            if seat.opening:
                moves += _mixed(state, seat, ranks)
        else:
            moves = cast("list[Move]", _zone_plays(seat.opening, ranks))
        if state.first_move_pending:
            plays = cast("list[Play]", moves)  # every move listed so far is a play
            moves = []
            for d in direction_variants(state):
                for m in plays:
                    moves.append(new_play(m.cards, m.as_rank, d) if d else m)
        if not moves and state.pile:
            moves.append(_PICK_UP)
        return moves
    moves = []
    reserve_ok = False
    for c in dict.fromkeys(seat.reserve):
        if c == JK:
            reserve_ok = True
            moves.extend([_JOKER_RESERVE[r] for r in range(13) if ranks >> r & 1])
        elif ranks >> (c >> 2) & 1:
            reserve_ok = True
            moves.append(_reserve_play(c))
    moves.extend([_TAKE_CHANCE[pos] for pos, _ in seat.chance])
    if not seat.chance and not reserve_ok and state.pile:
        if state.config.reserve_fail_takes_card:
            moves.extend([_PICK_UP_WITH[c] for c in dict.fromkeys(seat.reserve)])
        else:
            moves.append(_PICK_UP)
    return moves


# --------------------------------------------------------------------------- checks


def _refuse(code: str, message: str, **details: Any) -> IllegalMove:
    return IllegalMove(f"red_dragon.{code}", message, **details)


def _check_rank(cards: tuple[int, ...], as_rank: int | None) -> int:
    naturals = {c >> 2 for c in cards if c != JK}
    jokers = cards.count(JK)
    if len(naturals) > 1:
        raise _refuse(
            "same_rank",
            f"all cards of one play must share a rank; got {', '.join(tokens(cards))}",
            cards=tokens(cards),
        )
    if jokers and as_rank is None:
        raise _refuse(
            "joker_declaration_required",
            'a Joker must be declared: add "as" with a rank',
            cards=tokens(cards),
        )
    if not jokers and as_rank is not None:
        raise _refuse(
            "declaration_without_joker",
            'only a play with a Joker declares a rank ("as")',
            cards=tokens(cards),
        )
    if naturals and as_rank is not None and as_rank not in naturals:
        (nat,) = naturals
        raise _refuse(
            "same_rank",
            f"Jokers played with {_ranks(nat)} must be declared {RANKS[nat]}, "
            f"not {RANKS[as_rank]}",
            cards=tokens(cards),
        )
    return as_rank if as_rank is not None else next(iter(naturals))


def _ranks(r: int) -> str:
    """A rank in the plural: 8s, 10s, Js, aces (not "As")."""
    return "aces" if RANKS[r] == "A" else f"{RANKS[r]}s"


def _not_all(cards: tuple[int, ...], where: str) -> str:
    """`7H is not in your hand` / `7H, 7D are not all in your hand`."""
    if len(cards) == 1:
        return f"{TOKEN[cards[0]]} is not {where}"
    return f"{listing(tokens(cards), ', ')} are not all {where}"


def _check_legal(
    state: State, p: int, r: int, from_chance: bool = False, cards: tuple[int, ...] = ()
) -> None:
    top = effective_top(state, p)
    shown = {"cards": tokens(cards)} if cards else {}
    if not legal_on(r, top):  # never on an empty pile (NO_TOP)
        raise _refuse(
            "cannot_play_on",
            f"{a(RANKS[r])} may not be played on {a(RANKS[top])} (legality table)",
            rank=RANKS[r],
            top=RANKS[top],
            **shown,
        )
    if r == EIGHT and not from_chance and eights_forbidden(state, p):
        raise _refuse(
            "consecutive_eights",
            "you may not play another 8 in the free go your own 8s gave you "
            "(consecutive_eights=forbidden)",
            rank=RANKS[r],
            **shown,
        )


def _check_common(state: State, move: Move) -> None:
    if state.phase == "select_reserve":
        if not isinstance(move, SelectReserve):
            raise _refuse(
                "select_reserve_first",
                "every player must first choose 3 Reserve cards",
                phase=state.phase,
            )
        return
    if isinstance(move, SelectReserve):
        raise _refuse(
            "reserve_already_chosen",
            "the Reserve cards were chosen at the start",
            phase=state.phase,
            cards=tokens(move.cards),
        )
    if state.pending_joker is not None and not isinstance(move, Declare):
        raise _refuse("declare_first", "declare a rank for the Joker you revealed from Chance")
    if isinstance(move, Play) and move.direction is not None and not state.first_move_pending:
        raise _refuse("direction_fixed", "the direction is chosen with the first play only")


def check_move(state: State, p: int, move: Move) -> None:
    _check_common(state, move)
    seat = state.seats[p]
    if isinstance(move, SelectReserve):
        if len(move.cards) != 3:
            raise _refuse(
                "reserve_count",
                f"choose exactly 3 Reserve cards, not {len(move.cards)}",
                cards=tokens(move.cards),
                expected=3,
            )
        if not contains(seat.dealt, move.cards):
            raise _refuse(
                "not_dealt",
                _not_all(move.cards, "among the 8 cards you saw"),
                cards=tokens(move.cards),
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
            raise _refuse(
                "not_in_reserve",
                f"{TOKEN[move.card]} is not in your Reserve",
                cards=[TOKEN[move.card]],
            )
        _check_legal(state, p, _check_rank((move.card,), move.as_rank), cards=(move.card,))
    elif isinstance(move, TakeChance):
        _check_source_table(seat, st, "a Chance card")
        if all([pos != move.position for pos, _ in seat.chance]):
            raise _refuse(
                "no_chance_card",
                f"there is no Chance card at position {move.position}",
                position=move.position,
            )
    elif isinstance(move, PickUp):
        _check_pick_up(state, p, seat, st, move)


def _check_source_table(seat: Seat, st: str, what: str) -> None:
    if st == "hand":
        raise _refuse("hand_first", f"play from your hand before {what}", stage=st)
    if st == "opening":
        raise _refuse("opening_first", f"play your Opening cards before {what}", stage=st)


def _check_play(state: State, p: int, seat: Seat, st: str, move: Play) -> None:
    if state.first_move_pending and move.direction is None and state.players >= 3:
        if state.config.default_direction == "none":
            raise _refuse(
                "direction_required", "the first player must choose the direction: cw or ccw"
            )
    cards = move.cards
    if not cards:
        raise _refuse("empty_play", "a play needs at least one card")
    if st == "table":
        raise _refuse(
            "table_stage",
            "your hand and Opening cards are gone: play a Reserve card or take a Chance card",
            cards=tokens(cards),
            stage=st,
        )
    hand, opening = split_play(seat, cards)
    if st == "hand" and opening:
        if not contains(seat.opening, opening):
            raise _refuse("not_in_hand", _not_all(cards, "in your hand"), cards=tokens(cards))
        if not hand:
            raise _refuse(
                "hand_first",
                "Opening cards may not be played while you hold a hand",
                cards=tokens(cards),
                stage=st,
            )
        if len(hand) != len(seat.hand):
            raise _refuse(
                "mix_whole_hand",
                "Opening cards join a play only with all your remaining hand cards",
                cards=tokens(cards),
            )
    if st == "opening" and not contains(seat.opening, opening):
        raise _refuse(
            "not_in_opening",
            _not_all(cards, "among your Opening cards"),
            cards=tokens(cards),
        )
    r = _check_rank(cards, move.as_rank)
    if hand and opening and state.config.mix_opening_subset == "all_of_rank":
        want = [c for c in seat.opening if c != JK and c >> 2 == r]
        got = [c for c in opening if c != JK]
        if sorted(want) != sorted(got):
            raise _refuse(
                "mix_all_of_rank",
                f"a mixed play must add all your Opening {_ranks(r)} "
                "(mix_opening_subset=all_of_rank)",
                cards=tokens(cards),
            )
    _check_legal(state, p, r, cards=cards)


def _playable(zone: tuple[int, ...], ranks: int) -> list[str]:
    """The tokens of the distinct cards of a (sorted) zone that may be played on their own
    now."""
    return tokens(dict.fromkeys([c for c in zone if has_play((c,), ranks)]))


def _check_pick_up(state: State, p: int, seat: Seat, st: str, move: PickUp) -> None:
    if not state.pile:
        raise _refuse("pile_empty", "there is no pile to pick up")
    ranks = playable_ranks(state, p)
    if st in ("hand", "opening"):
        zone = seat.hand if st == "hand" else seat.opening
        if has_play(zone, ranks):
            playable = _playable(zone, ranks)
            raise _refuse(
                "must_play",
                f"you may not pick up while you have a legal play ({listing(playable, ', ')})",
                cards=playable,
            )
        if move.reserve is not None:
            raise _refuse(
                "reserve_not_allowed",
                "only a Reserve-only player names a Reserve card",
                cards=[TOKEN[move.reserve]],
            )
        return
    if seat.chance:
        # R18/§4.4: with Chance cards left there is no pick-up at all (a failed Chance card
        # is the pick-up), whether or not a Reserve card could be played.
        playable = _playable(seat.reserve, ranks)
        if playable:
            raise _refuse(
                "must_take_chance",
                "you may not pick up while Chance cards are left: play a Reserve card "
                f"({listing(playable, ', ')} can be played) or take a Chance card",
                cards=playable,
            )
        raise _refuse(
            "must_take_chance",
            "you may not pick up while Chance cards are left: "
            + ("no Reserve card can be played, so " if seat.reserve else "")
            + "take a Chance card (if it cannot be played, you pick up the pile with it)",
        )
    if has_play(seat.reserve, ranks):
        playable = _playable(seat.reserve, ranks)
        raise _refuse(
            "must_play",
            f"you may not pick up while a Reserve card is playable ({listing(playable, ', ')})",
            cards=playable,
        )
    if state.config.reserve_fail_takes_card:
        if move.reserve is None:
            raise _refuse(
                "reserve_card_required", "name the Reserve card you pick up with the pile"
            )
        if move.reserve not in seat.reserve:
            raise _refuse(
                "not_in_reserve",
                f"{TOKEN[move.reserve]} is not in your Reserve",
                cards=[TOKEN[move.reserve]],
            )
    elif move.reserve is not None:
        raise _refuse(
            "reserve_not_allowed",
            "the pile alone is picked up (reserve_fail_takes_card=false)",
            cards=[TOKEN[move.reserve]],
        )
