# Cython declarations for rules.py (pure-Python mode: the .py stays the reference): the move
# and the end-of-game test call position and legal in C (cimported), not through the modules.
cimport cython
from . cimport fast, legal, position
from .core cimport Core, Version
from .state cimport Place, State, make_state, pool_of

cdef dict _PLACE_EVENT, _AUTO_EVENT  # (module globals, typed: `copy` a C call)

@cython.locals(c=object, e=object, cell=tuple, p=long)
cpdef check_place(State state, Place move)

@cython.locals(c=object, e=object, checked=tuple, ids=list, tiles=list, autos=list, more=list,
               placed=tuple, new=State, fresh=list, pool=long, events=list, k=long,
               event=dict, t=long)
cpdef tuple apply_place(State state, long seat, Place move)

cpdef tuple move_loops(State state)
@cython.locals(closes=int, ids=list, version=Version, core=Core)
cpdef tuple _move_loops(State state)
cpdef object outcome(State state)
cpdef object _outcome(State state)
