# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the
# state and the move are extension types with read-only fields; the state's derived
# fields are public (position, legal and rules fill them).

from service.games.value cimport Value

cdef class Place(Value):
    cdef readonly object q, r, face, rotation
    cdef readonly tuple cell
    cdef readonly long p

cdef class State(Value):
    cdef readonly object config
    cdef readonly tuple placed
    cdef readonly tuple starts
    cdef readonly dict cache
    cdef readonly long tiles
    cdef public object version, checked, outcome, loops
    cdef public list front, gaps, legal
    cdef public dict known, stale
    cdef public bint convex
    cdef public int closes
    cdef public long longest

cpdef long pool_of(State state) except? -1
cpdef State make_state(object config, tuple placed, tuple starts)
