# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the
# state and the move are extension types with read-only fields.

cdef class Place:
    cdef readonly object q, r, face, rotation
    cdef readonly tuple cell
    cdef readonly long p

cdef class State:
    cdef readonly object config
    cdef readonly tuple placed
    cdef readonly tuple starts
    cdef readonly dict cache

cpdef long pool_of(State state) except? -1
