# Cython declarations for position.py (pure-Python mode: the .py stays the reference). The
# core and the state are cimported, so their fields and `Core.put` are reached in C.
cimport cython
from .core cimport Core, Version
from .state cimport State

cpdef Version version(State state)
cpdef int closes(State state) except? -1
cpdef list front(State state)
cpdef list gaps(State state)
cpdef bint convex(State state) except -1

@cython.locals(closes=int, c=object, t=long, n=object, touched=list, opened=list, fresh=list,
               journal=list, new_front=list, old_gaps=list, more=list,
               ver=Version, core=Core, sides='unsigned int[::1]')
cpdef list advance(State state, State new, list ids, list tiles)
