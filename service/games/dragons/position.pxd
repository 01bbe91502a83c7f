# Cython declarations for position.py (pure-Python mode: the .py stays the reference).
cimport cython

@cython.locals(closes=int, c=long, t=long, i=long, n=long, new_sides=dict, touched=set,
               fresh=list, journal=list, new_front=list, old_sides=dict, more=list)
cpdef list advance(object state, object new, list ids, list tiles)
