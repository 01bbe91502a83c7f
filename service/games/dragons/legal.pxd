# Cython declarations for legal.py (pure-Python mode: the .py stays the reference): the
# per-cell plan and its local effect run on C integers.
cimport cython
from . cimport fast, position
from .core cimport Core, Version
from .state cimport State, pool_of

cdef long _SHIFT, _LOW
cdef dict _SHAPES, _ROWS  # the memo tables (module globals, typed)
cdef tuple _FIT, _OPEN_DIRS, _OPEN, _FIT_MASK

@cython.locals(s=long, off=long, m=long, got=long, fit=long, ok=long, shape=long, masks=tuple)
cpdef tuple plan_at(unsigned int[::1] sides, long cell)

@cython.locals(c=long, q=long, r=long, axis=int, line=long, pos=long, got=long, lo=long,
               hi=long, far=long, m=long, bit=int, longest=long, p=long, bad=long, lines=list,
               span=list, checks=list)
cpdef tuple _entry_convex(unsigned int[::1] sides, Core core, object cell, long pool)

@cython.locals(p=long, loud=dict, order=tuple)
cpdef tuple _plan(long shape)

@cython.locals(x=long, q=long, r=long, c=long, dq=long, dr=long, line=long)
cpdef bint _near(object span, list ids, list fresh, long lo_q, long hi_q, long lo_r,
                 long hi_r) except -1

@cython.locals(cells=list, tiles=list, bad=long, plan=tuple, version=Version, core=Core)
cpdef tuple autos(State state, tuple entry, long cell, long p)

@cython.locals(plan=tuple, longest=long, p=long, bad=long, span=list, runs=list, cells=list,
               tiles=list)
cpdef tuple _entry(unsigned int[::1] sides, long cell, long pool, object reuse)

cpdef list _compute(State state)

@cython.locals(known=dict, pool=long, longest=long, cells=list,
               reuse=dict, convex=bint, out=list, cell=object, e=tuple,
               sides='unsigned int[::1]')
cpdef list _listing(State state, Core core)

cpdef list legal_places(State state)

@cython.locals(known=dict, cell=object, e=tuple)
cpdef bint any_legal(State state) except -1

@cython.locals(gaps=list)
cpdef object entry_at(State state, long cell)

@cython.locals(known=dict, child=dict, dirty=list, cell=object, c=object, zone=set,
               convex=bint, x=long, q=long, r=long, lo_q=long, hi_q=long, lo_r=long, hi_r=long)
cpdef inherit(State state, State new, list ids, list fresh)

cpdef tuple _row(object cell)
