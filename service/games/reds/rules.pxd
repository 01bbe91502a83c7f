# Cython declarations for rules.py (pure-Python mode: the .py stays the reference): the legal
# moves and the check of a play read a seat's hand as one machine word (issue 39, ADR 0004).
cimport cython
from libc.stdint cimport uint64_t
from .state cimport State

cdef uint64_t _FIELD
cdef long _D_SHIFT
cdef long _S_SHIFT

@cython.locals(hand=uint64_t, field=uint64_t)
cpdef list legal_moves_of(object game, State state, object seat)

@cython.locals(hand=uint64_t)
cpdef list exchanges(State state, object seat)

@cython.locals(hand=uint64_t, bit=uint64_t)
cpdef check_move(State state, object seat, object move)

@cython.locals(follow=uint64_t)
cpdef bint revokes(uint64_t hand, uint64_t bit, str led) except -1

cpdef frozenset to_act_of(object game, State state)
