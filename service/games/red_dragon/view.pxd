# Cython declarations for view.py (pure-Python mode: the .py stays the reference): `to_act`,
# asked before every action, reads the state's typed fields in C (issue 40, ADR 0007).
from .state cimport State

cdef tuple _ONE_SEAT
cdef frozenset _NOBODY

cpdef frozenset to_act(State state)
