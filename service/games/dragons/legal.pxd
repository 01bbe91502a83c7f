# Cython declarations for legal.py (pure-Python mode: the .py stays the reference): the
# per-cell plan and its local effect run on C integers.
cimport cython

cdef long _SHIFT, _LOW

@cython.locals(verdict=int, m=long, d=int, u=long)
cpdef int _local_effect(long p, long s, long long key) except -1

@cython.locals(s=long, off=long, key=cython.longlong, shift=int, classes=tuple, got=cython.longlong)
cpdef tuple plan_at(dict sides, long cell)

@cython.locals(q=long, r=long, axis=int, line=long, pos=long, got=long, lo=long, hi=long,
               far=long, m=long, bit=int, longest=long, p=long, bad=long, lines=list,
               span=list, checks=list)
cpdef tuple _entry_convex(dict sides, object core, long cell, long pool)

@cython.locals(s=long, p=long, verdict=int, ok=list, loud=dict, order=tuple, shape=tuple)
cpdef tuple _plan(long long key)

@cython.locals(x=long, q=long, r=long, c=long, dq=long, dr=long)
cpdef bint _near(object span, list ids, list fresh) except -1
