# Cython declarations for rules.py (pure-Python mode: the .py stays the reference): the
# listing and its helpers read the state's and the seats' typed fields in C and call each
# other in C (issue 40, the pattern of Palace's rules.pxd: ADR 0007).
cimport cython
from .moves cimport (Declare, PickUp, Play, PlayReserve, SelectReserve, TakeChance, new_play,
                     new_select)
from service.games.cards cimport contains, tokens
from .state cimport Config, Seat, State

cdef tuple _LEGAL
cdef long _JK
cdef dict _PLAYS
cdef dict _PLAY_RESERVE
cdef tuple _SINGLE_PLAYS
cdef tuple _TAKE_CHANCE
cdef tuple _DECLARE
cdef tuple _JOKER_RESERVE
cdef tuple _PICK_UP_WITH

@cython.locals(mask=long)
cpdef bint legal_on(long played, long top) except -1
cpdef long rank_of(long card)

@cython.locals(left=list)
cpdef tuple remove(tuple zone, tuple cards)

cpdef bint holds_cards(State state, long p) except -1

@cython.locals(n=long, q=long)
cpdef long next_active(State state, long p) except? -1

cpdef str stage(Seat seat)
cpdef long effective_top(State state, long p) except? -1
cpdef bint chance_exception(State state, bint this_from_chance) except -1
cpdef bint eights_forbidden(State state, long p) except -1
@cython.locals(ranks=long)
cpdef long playable_ranks(State state, long p) except? -1
cpdef tuple direction_variants(State state)

@cython.locals(plays=tuple)
cpdef tuple _rank_plays(tuple naturals)

@cython.locals(out=list, n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, c=long, d=long, r=long)
cpdef list _zone_plays(tuple zone, long ranks)

cpdef object _reserve_play(long card)

@cython.locals(seat=Seat, ranks=long, st=str, moves=list, plays=list, reserve_ok=bint, top=long)
cpdef list legal_moves(State state, long p)

# the checks (a move that does not come from the last listing: the HTTP moves and validate)
@cython.locals(hand=tuple, left=list, mine=list, rest=list)
cpdef tuple split_play(Seat seat, tuple cards)

@cython.locals(c=long)
cpdef bint has_play(tuple cards, long ranks) except -1

@cython.locals(naturals=set, jokers=Py_ssize_t)
cpdef long _check_rank(tuple cards, object as_rank) except? -1

@cython.locals(top=long)
cpdef _check_legal(State state, long p, long r, bint from_chance=*, tuple cards=*)
cpdef _check_common(State state, object move)

@cython.locals(seat=Seat, st=str)
cpdef check_move(State state, object p, object move)

cpdef _check_source_table(Seat seat, str st, str what)

@cython.locals(cards=tuple, hand=tuple, opening=tuple, want=list, got=list)
cpdef _check_play(State state, long p, Seat seat, str st, object move)

cpdef list _playable(tuple zone, long ranks)

@cython.locals(ranks=long, zone=tuple, playable=list)
cpdef _check_pick_up(State state, long p, Seat seat, str st, object move)
