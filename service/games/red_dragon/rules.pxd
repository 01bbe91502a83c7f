# Cython declarations for rules.py (pure-Python mode: the .py stays the reference): the
# listing and its helpers read the state's and the seats' typed fields in C and call each
# other in C (issue 40, the pattern of Palace's rules.pxd: ADR 0007).
cimport cython
from service.games.cards cimport contains
from .state cimport Config, Seat, State

cdef dict _ORDER
cdef dict _PLAYS
cdef dict _PLAY_RESERVE
cdef dict _SINGLE_PLAYS
cdef dict _RANK
cdef tuple _TAKE_CHANCE

cpdef bint legal_on(str played, object top) except -1
cpdef str rank_of(str card)

@cython.locals(left=list)
cpdef tuple remove(tuple zone, tuple cards)

cpdef bint holds_cards(State state, long p) except -1

@cython.locals(n=long, q=long)
cpdef long next_active(State state, long p) except? -1

cpdef str stage(Seat seat)
cpdef object effective_top(State state, long p)
cpdef bint chance_exception(State state, bint this_from_chance) except -1
cpdef bint eights_forbidden(State state, long p) except -1
cpdef frozenset playable_ranks(State state, long p)
cpdef tuple direction_variants(State state)

@cython.locals(plays=tuple)
cpdef tuple _rank_plays(tuple naturals)

@cython.locals(out=list, n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, c=str, d=str,
               first=Py_UCS4)
cpdef list _zone_plays(tuple zone, frozenset ranks)

cpdef object _reserve_play(str card)

@cython.locals(seat=Seat, ranks=frozenset, st=str, moves=list, plays=list, reserve_ok=bint)
cpdef list legal_moves(State state, long p)

# the checks (a move that does not come from the last listing: the HTTP moves and validate)
@cython.locals(hand=tuple, left=list, mine=list, rest=list)
cpdef tuple split_play(Seat seat, tuple cards)

cpdef bint has_play(tuple cards, frozenset ranks) except -1

@cython.locals(naturals=set, jokers=Py_ssize_t)
cpdef str _check_rank(tuple cards, object as_rank)

cpdef _check_legal(State state, long p, str r, bint from_chance=*, tuple cards=*)
cpdef _check_common(State state, object move)

@cython.locals(seat=Seat, st=str)
cpdef check_move(State state, object p, object move)

cpdef _check_source_table(Seat seat, str st, str what)

@cython.locals(cards=tuple, hand=tuple, opening=tuple, want=list, got=list)
cpdef _check_play(State state, long p, Seat seat, str st, object move)

cpdef list _playable(tuple zone, frozenset ranks)

@cython.locals(ranks=frozenset, zone=tuple, playable=list)
cpdef _check_pick_up(State state, long p, Seat seat, str st, object move)
