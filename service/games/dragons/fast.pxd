# Cython declarations for fast.py (pure-Python mode: the .py stays the reference): the
# cascade runs on C integers, its tables read as typed tuples and lists.
cimport cython

@cython.locals(c=long, q=long, r=long)
cpdef long cid(tuple cell) except? -1
cpdef tuple cell_of(long i)

@cython.locals(status=tuple, effect=list, local=dict, forced=dict, cells=list, tiles=list,
               off=long, a=long, n=long, s=long, u=long, best=long, t=long, got=long)
cpdef tuple cascade(unsigned short[::1] sides, long c0, long p, long pool)
