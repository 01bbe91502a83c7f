# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the
# state is an extension type with read-only fields.

cdef class State:
    cdef readonly object config
    cdef readonly tuple placed
    cdef readonly tuple starts
    cdef readonly dict cache

cpdef long pool_of(State state) except? -1
