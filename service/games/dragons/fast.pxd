# Cython declarations for fast.py (pure-Python mode: the .py stays the reference): the
# cascade runs on C integers, its tables read as typed tuples and lists.
cimport cython

cdef long _BIAS, _SHIFT, _LOW

@cython.locals(c=long, q=long, r=long)
cpdef long cid(tuple cell) except? -1
cpdef tuple cell_of(long i)

@cython.locals(changed=list, i=Py_ssize_t)
cpdef tuple cascade(unsigned int[::1] sides, long c0, long p, long pool)

@cython.locals(status=tuple, effect=list, forced=list, cells=list, tiles=list, off=long, a=long,
               n=long, s=long, u=long, best=long, t=long, got=long)
cdef tuple _cascade(unsigned int[::1] sides, long c0, long p, long pool, list changed)
