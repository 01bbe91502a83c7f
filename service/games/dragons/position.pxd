# Cython declarations for position.py (pure-Python mode: the .py stays the reference). The
# core and the state are cimported, so their fields and `Core.put` are reached in C.
cimport cython
from .core cimport Core, Version
from .state cimport State

cpdef Version version(State state)
cpdef dict sides(State state)
cpdef int closes(State state) except? -1
cpdef list front(State state)
cpdef list gaps(State state)
cpdef bint convex(State state) except -1

@cython.locals(closes=int, c=long, t=long, i=long, n=long, new_sides=dict, touched=set,
               fresh=list, journal=list, new_front=list, old_sides=dict, more=list,
               cache=dict, ver=Version, core=Core)
cpdef list advance(State state, State new, list ids, list tiles)
