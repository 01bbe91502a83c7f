# Cython declarations for legal.py (pure-Python mode: the .py stays the reference): the
# per-cell plan and its local effect run on C integers.
cimport cython

@cython.locals(verdict=int, a=long, n=long, u=long, status=tuple)
cpdef int _local_effect(long p, long s, tuple around) except -1

@cython.locals(s=long, o=long)
cpdef tuple plan_at(dict sides, long cell)
