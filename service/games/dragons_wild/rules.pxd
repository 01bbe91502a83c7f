# Cython declarations for rules.py (pure-Python mode: the .py stays the reference): the turn
# flow reads the state's typed fields in C and its helpers call each other in C (issue 39,
# ADR 0006; the pattern of Palace's and Red Dragon's rules.pxd, ADR 0007).
cimport cython
from .state cimport Config, HandResult, Meld, State

cpdef bint window_open(State state) except -1
cpdef bint penalty_available(State state) except -1

@cython.locals(c=Config, cap=object, active=long, p=long, hand=tuple)
cpdef tuple buyers(State state)

cpdef frozenset to_act(State state)

@cython.locals(phase=str)
cpdef frozenset _to_act(State state)

cpdef list legal_moves(State state, long seat)
cpdef bint is_listed(State state, long seat, object move) except -1

@cython.locals(phase=str, hand=tuple, config=Config, moves=list, kinds=list, last=Py_ssize_t)
cpdef list _legal_moves(State state, long seat)

@cython.locals(m=Meld)
cpdef bint has_earlier_meld(State state, long seat) except -1

cpdef tuple _add(tuple hand, tuple cards)
@cython.locals(i=Py_ssize_t)
cpdef tuple _remove(tuple hand, tuple cards)
@cython.locals(known=tuple)
cpdef tuple _shown(State state, long seat, tuple add=*, tuple remove=*)
cpdef tuple _set_hand(State state, long seat, tuple hand)
cpdef tuple _bump(tuple values, long seat, long delta)

cpdef tuple apply_move(State state, long seat, object move)
cpdef tuple _answer(State state, long seat, bint accept, list events)
cpdef tuple _draw(State state, long seat, str source, list events)
cpdef tuple _discard(State state, long seat, str card, list events)
cpdef tuple _score(State state, long seat, long count)
