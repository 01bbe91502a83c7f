# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the state
# is an extension type with typed, read-only fields (issue 39, ADR 0004; the pattern of
# Palace's and Red Dragon's state.pxd, ADR 0007). The moves set the fields of a fresh
# `copy_state` in C.
cimport cython
from service.games.value cimport Value

cdef class State(Value):
    cdef readonly object config
    cdef readonly str seed
    cdef readonly tuple draw
    cdef readonly long round_no
    cdef readonly long dealer
    cdef readonly str phase
    cdef readonly tuple held
    cdef readonly tuple turned
    cdef readonly object anti_trump
    cdef readonly tuple bids
    cdef readonly tuple selections
    cdef readonly tuple passed
    cdef readonly long leader
    cdef readonly tuple trick
    cdef readonly tuple done
    cdef readonly tuple totals
    cdef readonly tuple history
    cdef readonly object turn
    cdef readonly tuple exchange

@cython.locals(made=long)
cpdef object turn_of(State state)

@cython.locals(o=State)
cpdef State copy_state(State s)
