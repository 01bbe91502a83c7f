# Cython declarations for actions.py (pure-Python mode: the .py stays the reference): the moves
# set the typed fields of a fresh `copy_state` in C (issue 39, ADR 0004).
cimport cython
from libc.stdint cimport uint64_t
from .state cimport State, copy_state

@cython.locals(new=State, n=long, held=list, hand=uint64_t, bit=uint64_t,
               follow=uint64_t)
cpdef tuple apply(object game, State state, object seat, object move)

@cython.locals(new=State)
cpdef tuple apply_move(State state, object seat, object move)

@cython.locals(new=State)
cpdef tuple _bid(State state, object seat, object value)

cpdef tuple exchange(State state, object seat, object move)

@cython.locals(new=State, n=long, s=long, source=long, step=long, held=list)
cpdef tuple _exchange(State state, object seat, tuple cards, long k, object direction)

@cython.locals(new=State, leader=long, winner=long)
cpdef tuple _trick_won(State state, tuple held, tuple trick, dict event)
