# Cython declarations for legal.py (pure-Python mode: the .py stays the reference): the
# per-cell plan and its local effect run on C integers.
cimport cython

@cython.locals(verdict=int, m=long, d=int, u=long)
cpdef int _local_effect(long p, long s, long long key) except -1

@cython.locals(s=long, off=long, key=cython.longlong, shift=int, classes=tuple)
cpdef tuple plan_at(dict sides, long cell)
