"""Palace legality and transitions (docs/rules/palace.md §2, §4, §5, §6)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

from ..base import Event, IllegalMove, NotYourTurn
from ..cards import CARD, TOKEN, Rng, contains, standard_deck, tokens
from ..words import a, count, is_are, listing
from .state import (
    EIGHT,
    JACK,
    JOKER_RANK,
    LADDER_OF,
    NO_TOP,
    RANK_NAMES,
    TEN,
    TWO,
    Config,
    Flip,
    Move,
    PickUp,
    Place,
    Play,
    Player,
    Ready,
    State,
    Swap,
    evolve,
    evolve_player,
    new_play,
    new_player,
    new_state,
    remove_cards,
    remove_present,
    sort_cards,
)

#: every rank int, the joker's included
_ALL_RANKS: tuple[int, ...] = tuple(range(JOKER_RANK + 1))
#: the tokens' string order of the cards (the listing orders some moves as it sorted tokens)
_TOKEN_ORDER: tuple[int, ...] = tuple(
    [sorted(TOKEN).index(t) for t in TOKEN]
)  # fmt: skip


# --------------------------------------------------------------------------- setup


def deck_for(config: Config) -> list[int]:
    """The unshuffled deck as ints, in `standard_deck`'s order (so the deal's shuffle is the
    same permutation as when it shuffled tokens)."""
    return [CARD[t] for t in standard_deck(config.decks, config.jokers)]


def setup(players: int, config: Config, seed: str) -> State:
    """Deal from a seeded shuffle: face-down row, face-up row, hand (one card at a time,
    seat 0 first); with `choose_3_of_6` the face-up row is dealt into the hand instead."""
    deck = Rng(seed, "palace", "deal").shuffle(deck_for(config))
    row = config.row_size(players)
    pos = 0
    rows: list[list[list[int]]] = [[[] for _ in range(players)] for _ in range(3)]
    for r in range(3):
        for _ in range(row):
            for s in range(players):
                rows[r][s].append(deck[pos])
                pos += 1
    seats = []
    for s in range(players):
        down, up, hand = rows[0][s], rows[1][s], rows[2][s]
        if config.deal == "choose_3_of_6":
            hand, up = up + hand, []
        seats.append(Player(tuple(hand), tuple(up), tuple(down), False))
    return State(
        config=config,
        players=tuple(seats),
        phase="swap",
        stock=tuple(deck[pos:]),
        pile=(),
        burned=(),
        current=0,
        pending_again=False,
        finish_order=(),
        loser=None,
        turns=0,
        starter=None,
        lead_rank=None,
    )


def _eligible(card: int) -> bool:
    return LADDER_OF[card >> 2] >= 0


def choose_starter(state: State) -> tuple[int, int | None, bool]:
    """The starter (§4), the card that decided it (None when seat 0 starts by default) and
    whether that card is a hand card."""
    cfg = state.config
    n = len(state.players)
    if cfg.starter_rule == "seat0":
        return 0, None, False
    if cfg.starter_rule == "pagat_first_three_dealt":
        # Per rank from 3 upward: the first face-up card of that rank in deal order
        # (row position, then seat), else the first hand holder clockwise from seat 0.
        for r in _LADDER_RANKS:
            best: tuple[int, int, int] | None = None
            for s, p in enumerate(state.players):
                for j, c in enumerate(p.face_up):
                    if c >> 2 == r and (best is None or j * n + s < best[0]):
                        best = (j * n + s, s, c)
            if best is not None:
                return best[1], best[2], False
            for s, p in enumerate(state.players):
                for c in p.hand:
                    if c >> 2 == r:
                        return s, c, True
        return 0, None, False
    # An eligible card's int orders as (ladder place, suit): the low key.
    found: tuple[int, int, bool, int] | None = None
    with_up = cfg.starter_rule == "lowest_including_faceup"
    for s, p in enumerate(state.players):
        # Face-up copies first: a tie with a hand copy is decided by the public card.
        cards = [(c, False) for c in p.face_up] if with_up else []
        cards += [(c, True) for c in p.hand]
        for c, in_hand in cards:
            if _eligible(c):
                key = c
                if found is None or (key, s) < (found[0], found[1]):
                    found = (key, s, in_hand, c)
    if found is None:
        return 0, None, False
    return found[1], found[3], found[2]


def start_play(state: State, events: list[Event]) -> State:
    starter, card, in_hand = choose_starter(state)
    lead: int | None = None
    if state.config.starter_must_lead_lowest:
        low = [c for c in state.players[starter].hand if _eligible(c)]
        if low:
            lead = min(low) >> 2
    events.append(
        {
            "type": "start",
            "starter": starter,
            "card": None if card is None else TOKEN[card],
            "lead_rank": None if lead is None else RANK_NAMES[lead],
        }
    )
    p = state.players[starter]
    if in_hand and card is not None and card not in p.shown:
        # The deciding hand card is announced to the table, so it becomes known (a copy
        # already known explains the announcement: a second copy stays unknown).
        state = _with_player(state, starter, evolve_player(p, shown=(*p.shown, card)))
    return evolve(state, phase="play", current=starter, starter=starter, lead_rank=lead)


# --------------------------------------------------------------------------- legality


def effective_top(state: State) -> int:
    """The rank of the nearest non-transparent pile card (`NO_TOP`: the pile counts as
    empty)."""
    transparent = state.config.transparent
    for card, _ in reversed(state.pile):
        r = card >> 2
        if r != JOKER_RANK and r != transparent:
            return r
    return NO_TOP


def top_name(state: State) -> str | None:
    """The effective top's rank string (None: the pile counts as empty), as the view says."""
    top = effective_top(state)
    return None if top == NO_TOP else RANK_NAMES[top]


def refusal_on(cfg: Config, top: int, r: int) -> tuple[str, str] | None:
    """Why rank `r` may not be played on effective top `top`, or None if it may (§2)."""
    return _refusal(cfg.transparent, cfg.ten_restricted, cfg.lower, top, r)


@lru_cache(maxsize=4096)
def _refusal(
    transparent: int, ten_restricted: bool, lower: int, top: int, r: int
) -> tuple[str, str] | None:
    if r == JOKER_RANK or r == transparent:
        return None
    if top == NO_TOP or r == TWO:
        return None
    name = RANK_NAMES[top]
    if r == TEN:
        if ten_restricted and top >= JACK:
            return ("palace.ten_restricted", f"a 10 may not be played on {a(name)}")
        return None
    if top == TWO:
        return None
    if lower >= 0 and top == lower:
        if LADDER_OF[r] > LADDER_OF[top]:
            return (
                "palace.lower_card",
                f"{a(name)} is on top: the next play must be {name} or lower (or a 2 or 10)",
            )
        return None
    if LADDER_OF[r] < LADDER_OF[top]:
        return (
            "palace.must_match_or_beat",
            f"{a(RANK_NAMES[r])} does not match or beat the {name} on top",
        )
    return None


def refusal(state: State, r: int) -> tuple[str, str] | None:
    return refusal_on(state.config, effective_top(state), r)


def is_legal_rank(state: State, r: int) -> bool:
    return refusal_on(state.config, effective_top(state), r) is None


@lru_cache(maxsize=8192)
def _plays(group: tuple[int, ...]) -> tuple[Play, ...]:
    """Every distinct non-empty sub-multiset of a sorted same-rank group, as plays (in the
    order of their sorted tokens: within one rank, the same as the ints')."""
    out: set[tuple[int, ...]] = set()
    for k in range(1, len(group) + 1):
        out.update(combinations(group, k))
    return tuple([new_play(c) for c in sorted(out)])


# A same-rank group in hand order → its plays (a dictionary, not an `lru_cache`: one lookup
# in C; emptied when it reaches its bound).
_GROUPS: dict[tuple[int, ...], tuple[Play, ...]] = {}
_GROUPS_MAX = 8192


def _group_plays(group: tuple[int, ...]) -> tuple[Play, ...]:
    """`_plays` of a same-rank group in hand order (the cache spares the sort)."""
    plays = _GROUPS.get(group)
    if plays is None:
        if len(_GROUPS) >= _GROUPS_MAX:
            _GROUPS.clear()
        plays = _GROUPS[group] = _plays(sort_cards(group))
    return plays


# Moves are immutable values: the listing hands out shared ones where it can (a call of a
# move class from C goes through the type's generic call).
_PICK_UP = PickUp()
_FLIPS: tuple[Flip, ...] = tuple([Flip(i) for i in range(8)])

# The play of one card, one shared value per card (a listing's most common move).
_SINGLE_PLAY: tuple[Play, ...] = tuple([new_play((c,)) for c in range(len(TOKEN))])

#: the ladder's ranks, low to high
_LADDER_RANKS: tuple[int, ...] = tuple(
    sorted([r for r in _ALL_RANKS if LADDER_OF[r] >= 0], key=LADDER_OF.__getitem__)
)


@lru_cache(maxsize=4096)
def _allowed(transparent: int, ten_restricted: bool, lower: int, top: int) -> int:
    """The ranks that may be played on effective top `top`, as a mask (bit r)."""
    mask = 0
    for r in _ALL_RANKS:
        if _refusal(transparent, ten_restricted, lower, top, r) is None:
            mask |= 1 << r
    return mask


# The last listing: (state, seat, moves). States are immutable, so a check of a move for the
# same state object is a membership test when the move is listed (the usual case: a client
# or playout picks a listed move); anything else takes the full check for its message.
_NO_LISTING: tuple[object, int, tuple[Move, ...]] = (None, -1, ())
_last_listing: tuple[object, int, tuple[Move, ...]] = _NO_LISTING


def clear_listing_cache() -> None:
    global _last_listing
    _last_listing = _NO_LISTING


def legal_moves(state: State, seat: int) -> list[Move]:
    global _last_listing
    last = _last_listing
    if last[0] is state and last[1] == seat:
        return list(last[2])
    moves = _legal_moves(state, seat)
    _last_listing = (state, seat, tuple(moves))
    return moves


def _legal_moves(state: State, seat: int) -> list[Move]:
    if state.phase == "swap":
        return _swap_listing(state, state.players[seat])
    if state.phase != "play" or seat != state.current:
        return []
    p = state.players[seat]
    if p.hand:
        src = "hand"
        cards = p.hand
    elif p.face_up:
        src = "face_up"
        cards = p.face_up
    elif p.face_down:
        n = len(p.face_down)
        if n <= len(_FLIPS):
            return list(_FLIPS[:n])
        return [Flip(i) for i in range(n)]
    else:
        src = None
        cards = p.face_up
    cfg = state.config
    top = effective_top(state)
    moves: list[Move] = []
    any_legal = False
    lead = -1 if state.lead_rank is None else state.lead_rank
    allowed_obj = cfg.allowed.get(top)
    if allowed_obj is None:
        allowed_obj = cfg.allowed[top] = _allowed(
            cfg.transparent, cfg.ten_restricted, cfg.lower, top
        )
    allowed = allowed_obj
    mix = src == "hand" and _may_mix(state, p)
    # Same-rank groups in the order their ranks first occur in the cards (`order`), each in
    # the cards' order (the listing's order); `slots[rank]` is the rank's group.
    slots: list[Any] = [
        None, None, None, None, None, None, None, None, None, None, None, None, None, None,
    ]  # fmt: skip
    order: list[int] = []
    for c in cards:
        r = c >> 2
        if allowed >> r & 1:
            found = slots[r]
            if found is None:
                slots[r] = [c]
                order.append(r)
            else:
                found.append(c)
    for r in order:
        group = slots[r]
        any_legal = True
        if lead >= 0 and r != lead:
            continue
        if len(group) == 1:
            moves.append(_SINGLE_PLAY[group[0]])
        else:
            moves.extend(_group_plays(tuple(group)))
        if mix and len(group) == len(p.hand):
            extra = sort_cards([c for c in p.face_up if c >> 2 == r])
            if extra:
                hand = sort_cards(p.hand)
                moves.extend([new_play(sort_cards(hand + m.cards)) for m in _plays(extra)])
    if state.pile and not state.pending_again and (cfg.voluntary_pickup or not any_legal):
        if src == "face_up" and cfg.faceup_pickup_takes_card:
            moves.extend([PickUp(c) for c in _token_sorted(set(p.face_up))])
        else:
            moves.append(_PICK_UP)
    return moves


def _token_sorted(cards: object) -> list[int]:
    """`cards` in the order of their tokens as strings (the order the listing had on tokens:
    "10C" < "2C" < "AS")."""
    return sorted(cards, key=_TOKEN_ORDER.__getitem__)  # type: ignore[call-overload, no-any-return]


def _swap_listing(state: State, p: Player) -> list[Move]:
    if p.ready:
        return []
    if state.config.deal == "choose_3_of_6":
        k = state.config.row_size(len(state.players))
        combos = set(combinations(sort_cards(p.hand), k))
        return [Place(c) for c in sorted(combos, key=_token_key)]
    swaps = {(h, u) for h in p.hand for u in p.face_up}
    return [Ready(), *[Swap(h, u) for h, u in sorted(swaps, key=_pair_key)]]


def _token_key(cards: tuple[int, ...]) -> tuple[int, ...]:
    """A card tuple's key in the order of its tokens as strings."""
    order = _TOKEN_ORDER
    return tuple([order[c] for c in cards])


def _pair_key(pair: tuple[int, int]) -> tuple[int, int]:
    return (_TOKEN_ORDER[pair[0]], _TOKEN_ORDER[pair[1]])


def _may_mix(state: State, p: Player) -> bool:
    return state.config.mix_hand_faceup and not state.stock and bool(p.hand)


def _illegal(code: str, message: str, **details: object) -> IllegalMove:
    return IllegalMove(code, message, **details)


def _not_all_in(cards: list[str], one: str, many: str) -> str:
    """`7H is not in your hand` / `7H 7D are not all in your hand`."""
    if len(cards) == 1:
        return f"{cards[0]} is not {one}"
    return f"{listing(cards)} are not all {many}"


def _waiting(state: State) -> str:
    waiting = [str(s) for s, q in enumerate(state.players) if not q.ready]
    return f"{'seat' if len(waiting) == 1 else 'seats'} {', '.join(waiting)}"


def check_ready_seat(state: State, seat: int, move: Move) -> None:
    """The refusal for a seat that is ready while others are still swapping: its swaps and
    its placing are over (`palace.already_ready`); play has not begun (`palace.swap_phase`)."""
    waiting = _waiting(state)
    to_act = sorted(s for s, q in enumerate(state.players) if not q.ready)
    if isinstance(move, (Swap, Ready, Place)):
        done = "placed its face-up cards" if state.config.deal == "choose_3_of_6" else "said ready"
        raise NotYourTurn(
            "palace.already_ready",
            f"seat {seat} has already {done}: that is final; play begins when {waiting} "
            f"{is_are(len(to_act))} ready",
            to_act=to_act,
        )
    raise _illegal(
        "palace.swap_phase",
        f"play has not begun: waiting for {waiting} to be ready",
        phase="swap",
        to_act=to_act,
    )


def _listed(moves: tuple[Move, ...], move: Move) -> bool:
    """Whether `move` is in `moves`: the listed object itself first (what a playout or a
    client's parsed-and-listed move usually is), by value only if it is not."""
    for m in moves:
        if m is move:
            return True
    return move in moves


def was_listed(state: State, seat: int, move: Move) -> bool:
    """Whether `move` comes from the last listing of this state for this seat in play (only
    the current seat's is not empty there): such a move needs no check."""
    last = _last_listing
    return last[0] is state and last[1] == seat and state.phase == "play" and _listed(last[2], move)


def check_move(state: State, seat: int, move: Move) -> None:
    last = _last_listing
    if last[0] is state and last[1] == seat and _listed(last[2], move):
        return
    cfg = state.config
    p = state.players[seat]
    if state.phase == "swap":
        if isinstance(move, (Play, Flip, PickUp)):
            raise _illegal(
                "palace.swap_phase", "play has not begun: swap cards or say ready", phase="swap"
            )
        if cfg.deal == "choose_3_of_6":
            if not isinstance(move, Place):
                raise _illegal(
                    "palace.place_first",
                    "with deal choose_3_of_6 each player places face-up cards with a place move",
                )
            k = cfg.row_size(len(state.players))
            if len(move.cards) != k:
                raise _illegal(
                    "palace.place_count",
                    f"place exactly {count(k, 'card')} face up, not {len(move.cards)}",
                    cards=tokens(move.cards),
                    expected=k,
                )
            if not contains(p.hand, move.cards):
                placed = tokens(move.cards)
                raise _illegal(
                    "palace.not_in_hand",
                    _not_all_in(placed, "in your hand", "in your hand"),
                    cards=placed,
                )
            return
        if isinstance(move, Place):
            raise _illegal("palace.no_place", "place is only used with deal choose_3_of_6")
        if isinstance(move, Swap):
            if move.hand_card not in p.hand:
                name = TOKEN[move.hand_card]
                raise _illegal("palace.not_in_hand", f"{name} is not in your hand", cards=[name])
            if move.face_up_card not in p.face_up:
                name = TOKEN[move.face_up_card]
                raise _illegal(
                    "palace.not_face_up", f"{name} is not one of your face-up cards", cards=[name]
                )
        return
    # phase "play" (the generic layer refuses a finished game and other seats)
    if isinstance(move, (Swap, Ready, Place)):
        raise _illegal(
            "palace.swap_phase_over", "the swap phase is over; play has begun", phase="play"
        )
    src = p.source()
    if isinstance(move, Flip):
        if src != "face_down":
            raise _illegal(
                "palace.not_face_down_stage",
                "you may flip a face-down card only when your hand and face-up cards are gone",
                stage=src,
            )
        if not 0 <= move.index < len(p.face_down):
            left = len(p.face_down)
            where = "position 0" if left == 1 else f"positions 0..{left - 1}"
            raise _illegal(
                "palace.no_such_card",
                f"there is no face-down card at position {move.index}: your "
                f"{count(left, 'face-down card')} {is_are(left)} at {where}",
                index=move.index,
                face_down=left,
            )
        return
    if isinstance(move, PickUp):
        if src == "face_down":
            raise _illegal("palace.must_flip", "at the face-down stage you must flip a card")
        if state.pending_again:
            raise _illegal(
                "palace.must_play_again",
                "you must play again on your own 2 first"
                if state.pile
                else "you burned the pile: start the new pile with a play",
            )
        if not state.pile:
            raise _illegal("palace.empty_pile", "there is no pile to pick up")
        if not cfg.voluntary_pickup:
            cards = p.hand if src == "hand" else p.face_up
            playable = sorted({TOKEN[c] for c in cards if is_legal_rank(state, c >> 2)})
            if playable:
                raise _illegal(
                    "palace.pickup_only_when_unable",
                    f"you can play ({' '.join(playable)}), so you may not pick up",
                    cards=playable,
                )
        takes = src == "face_up" and cfg.faceup_pickup_takes_card
        if takes and move.face_up_card is None:
            raise _illegal(
                "palace.choose_face_up_card",
                "picking up at the face-up stage also takes one face-up card: name it",
            )
        if not takes and move.face_up_card is not None:
            raise _illegal(
                "palace.no_face_up_card",
                "a face-up card is taken only by a face-up-stage pick-up",
                cards=[TOKEN[move.face_up_card]],
            )
        if takes and move.face_up_card not in p.face_up:
            name = TOKEN[move.face_up_card]  # type: ignore[index]  # not None: takes
            raise _illegal(
                "palace.not_face_up", f"{name} is not one of your face-up cards", cards=[name]
            )
        return
    assert isinstance(move, Play)
    cards = move.cards
    shown = tokens(cards)
    names = listing(shown)
    ranks = {c >> 2 for c in cards}
    if len(ranks) != 1:
        raise _illegal("palace.one_rank", f"a play is cards of one rank, not {names}", cards=shown)
    r = next(iter(ranks))
    if src == "face_down":
        raise _illegal(
            "palace.must_flip", "at the face-down stage you must flip a card", cards=shown
        )
    if src == "hand":
        if not contains(p.hand, cards):
            if contains(p.face_up, cards) and not any(c in p.hand for c in cards):
                what = (
                    "is a face-up card: it is" if len(cards) == 1 else "are face-up cards: they are"
                )
                raise _illegal(
                    "palace.hand_first",
                    f"{names} {what} played only once your hand is empty",
                    cards=shown,
                )
            if contains(p.hand + p.face_up, cards):
                if not cfg.mix_hand_faceup:
                    raise _illegal(
                        "palace.no_mixing",
                        f"the play {names} mixes hand and face-up cards; play your hand first",
                        cards=shown,
                    )
                if state.stock or not contains(cards, p.hand):
                    raise _illegal(
                        "palace.mix_needs_whole_hand",
                        "face-up cards may join a play only with the stock empty and every "
                        "remaining hand card in it",
                        cards=shown,
                    )
            else:
                raise _illegal(
                    "palace.not_in_source",
                    _not_all_in(shown, "in your hand", "in your hand"),
                    cards=shown,
                )
    elif not contains(p.face_up, cards):
        raise _illegal(
            "palace.not_in_source",
            _not_all_in(shown, "one of your face-up cards", "among your face-up cards"),
            cards=shown,
        )
    why = refusal(state, r)
    if why is not None:
        raise _illegal(why[0], f"{names} cannot be played: {why[1]}", cards=shown)
    if state.lead_rank is not None and r != state.lead_rank:
        lead = RANK_NAMES[state.lead_rank]
        raise _illegal(
            "palace.must_lead_lowest",
            f"the starter must lead their lowest card's rank ({lead})",
            cards=shown,
            rank=lead,
        )


# --------------------------------------------------------------------------- transitions


def apply_move(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    events: list[Event] = []
    if type(move) is not Play and isinstance(move, (Swap, Ready, Place)):
        return _apply_setup(state, seat, move, events), events
    cfg = state.config
    players = list(state.players)
    p = players[seat]
    pile = state.pile
    lead = state.lead_rank
    played: tuple[int, ...] = ()
    if type(move) is Play or not isinstance(move, (PickUp, Flip)):
        assert isinstance(move, Play)
        played = move.cards
        if not p.hand:
            p = new_player(p.hand, remove_cards(p.face_up, played), p.face_down, p.ready, p.shown)
            src = "face_up"
        elif contains(p.hand, played):
            hand = remove_cards(p.hand, played)
            p = new_player(hand, p.face_up, p.face_down, p.ready, remove_present(p.shown, played))
            src = "hand"
        else:
            up = remove_cards(p.face_up, remove_cards(played, p.hand))
            p = new_player((), up, p.face_down, p.ready, ())
            src = "mixed"
        lead = None
    elif isinstance(move, PickUp):
        card = move.face_up_card
        taken = tuple([c for c, _ in pile])
        take = taken + ((card,) if card is not None else ())
        face_up = remove_cards(p.face_up, (card,)) if card is not None else p.face_up
        players[seat] = new_player(p.hand + take, face_up, p.face_down, p.ready, p.shown + take)
        event: Event = {"type": "pick_up", "seat": seat, "cards": tokens(taken)}
        if card is not None:
            event["face_up_card"] = TOKEN[card]
        events.append(event)
        pile = ()
    elif isinstance(move, Flip):
        i = move.index
        card = p.face_down[i]
        down = p.face_down[:i] + p.face_down[i + 1 :]
        ok = is_legal_rank(state, card >> 2)
        events.append({"type": "flip", "seat": seat, "index": i, "card": TOKEN[card], "legal": ok})
        if ok:
            played, src = (card,), "face_down"
            p = new_player(p.hand, p.face_up, down, p.ready, p.shown)
        else:
            # A failed face-down card goes to the hand with the pile (P13).
            take = tuple([c for c, _ in pile]) + (card,)
            players[seat] = new_player(p.hand + take, p.face_up, down, p.ready, p.shown + take)
            events.append({"type": "pick_up", "seat": seat, "cards": tokens(take)})
            pile = ()
    if not played:
        current, pending = _next_active(players, seat, 1), False
        state = new_state(
            cfg, tuple(players), "play", state.stock, pile, state.burned, current, pending,
            state.finish_order, None, state.turns + 1, state.starter, lead, None,
        )  # fmt: skip
    else:
        state = _resolve_play(state, players, seat, p, played, src, lead, events)
    if state.phase == "play" and cfg.max_turns is not None and state.turns >= cfg.max_turns:
        state = evolve(state, phase="over", end_reason="max_turns")
        events.append(
            {
                "type": "game_over",
                "reason": "max_turns",
                "finish_order": list(state.finish_order),
                "loser": None,
            }
        )
    return state, events


def _with_player(state: State, seat: int, p: Player) -> State:
    return evolve(state, players=state.players[:seat] + (p,) + state.players[seat + 1 :])


def _apply_setup(state: State, seat: int, move: Move, events: list[Event]) -> State:
    p = state.players[seat]
    if isinstance(move, Swap):
        hand = list(p.hand)
        up = list(p.face_up)
        hand[hand.index(move.hand_card)] = move.face_up_card
        up[up.index(move.face_up_card)] = move.hand_card
        shown = remove_present(p.shown, (move.hand_card,)) + (move.face_up_card,)
        p = evolve_player(p, hand=tuple(hand), face_up=tuple(up), shown=shown)
        events.append(
            {
                "type": "swap",
                "seat": seat,
                "hand_card": TOKEN[move.hand_card],
                "face_up_card": TOKEN[move.face_up_card],
            }
        )
    elif isinstance(move, Place):
        p = evolve_player(p, hand=remove_cards(p.hand, move.cards), face_up=move.cards, ready=True)
        events.append({"type": "place", "seat": seat, "cards": tokens(move.cards)})
    else:
        p = evolve_player(p, ready=True)
        events.append({"type": "ready", "seat": seat})
    state = _with_player(state, seat, p)
    if all(q.ready for q in state.players):
        state = start_play(state, events)
    return state


def _next_active(players: list[Player] | tuple[Player, ...], seat: int, steps: int) -> int:
    """The seat `steps` active (card-holding) seats clockwise from `seat`, wrapping (§5)."""
    n = len(players)
    s = seat
    while steps:
        s = (s + 1) % n
        q = players[s]
        if q.hand or q.face_up or q.face_down:
            steps -= 1
    return s


def _run_length(cfg: Config, pile: tuple[tuple[int, int], ...], r: int) -> int:
    """The unbroken run of rank `r` on top of the pile (P4, P19)."""
    skip = cfg.transparent_counts_in_runs and not cfg.is_transparent(r)
    count = 0
    for c, _ in reversed(pile):
        cr = c >> 2
        if cr == r:
            count += 1
        elif skip and cfg.is_transparent(cr):
            continue
        else:
            break
    return count


def _resolve_play(
    state: State,
    players: list[Player],
    seat: int,
    p: Player,
    cards: tuple[int, ...],
    src: str,
    lead: int | None,
    events: list[Event],
) -> State:
    """Resolution after a successful play (§5): pile, burn, refill, finish, next turn."""
    cfg = state.config
    r = cards[0] >> 2
    pile = state.pile + (
        ((cards[0], seat),) if len(cards) == 1 else tuple([(c, seat) for c in cards])
    )
    events.append({"type": "play", "seat": seat, "cards": tokens(cards), "source": src})
    cause = None
    if r == TEN:
        cause = "ten"
    elif cfg.four_of_a_kind == "consecutive" and _run_length(cfg, pile, r) >= 4:
        cause = "four_of_a_kind"
    elif cfg.four_of_a_kind == "single_play" and len(cards) >= 4:
        cause = "four_of_a_kind"
    burned = state.burned
    if cause is not None:
        burned = burned + tuple([c for c, _ in pile])
        events.append({"type": "burn", "seat": seat, "cause": cause, "count": len(pile)})
        pile = ()
    stock = state.stock
    target = 3 if cfg.deal != "bga_scaling" else cfg.row_size(len(players))
    if len(p.hand) < target and stock:
        k = min(target - len(p.hand), len(stock))
        drawn = stock[:k]
        stock = stock[k:]
        p = new_player(p.hand + drawn, p.face_up, p.face_down, p.ready, p.shown)
        events.append(
            {
                "type": "draw",
                "seat": seat,
                "count": k,
                "private": {str(seat): {"cards": tokens(drawn)}},
            }
        )
    players[seat] = p
    order = state.finish_order
    phase, loser, reason = "play", None, None
    pending = False
    if not (p.hand or p.face_up or p.face_down):
        # Going out ends any obligation (P16); the next active player moves.
        order = order + (seat,)
        events.append({"type": "finish", "seat": seat, "position": len(order)})
        left = [s for s, q in enumerate(players) if q.hand or q.face_up or q.face_down]
        if len(left) == 1:
            phase, loser, reason = "over", left[0], "last_player_holding"
            current = seat
            events.append(
                {
                    "type": "game_over",
                    "reason": reason,
                    "finish_order": list(order),
                    "loser": loser,
                }
            )
        else:
            current = _next_active(players, seat, 1)
    elif cause is not None and cfg.burn_plays_again:
        current, pending = seat, True
    elif r == TWO and cfg.two_plays_again and cause is None:
        # A burned 2 is no longer there to cover: the burn rule decides who moves.
        current, pending = seat, True
    elif cfg.eight_skip and r == EIGHT and cause is None:
        skipped = []
        s = seat
        for _ in range(len(cards)):
            s = _next_active(players, s, 1)
            skipped.append(s)
        events.append({"type": "skip", "seat": seat, "skipped": skipped})
        current = _next_active(players, s, 1)
    else:
        current = _next_active(players, seat, 1)
    return new_state(
        cfg, tuple(players), phase, stock, pile, burned, current, pending, order, loser,
        state.turns + 1, state.starter, lead, reason,
    )  # fmt: skip


def known_counter(state: State, viewer: int | None) -> Counter[str]:
    """The card tokens `viewer` may know (a multiset)."""
    known: Counter[int] = Counter()
    for s, p in enumerate(state.players):
        known.update(p.face_up)
        known.update(p.shown)  # every view lists them in known_hands, the viewer's own too
        if s == viewer:
            known.update(p.hand)
    known.update([c for c, _ in state.pile])
    known.update(state.burned)
    return Counter({TOKEN[c]: k for c, k in known.items()})
