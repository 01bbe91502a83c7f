# Cython declarations for loops.py (pure-Python mode: the .py stays the reference): a loop
# and a dragon are extension types with read-only fields, made without a Python-level
# __init__.

from service.games.value cimport Value

cdef class Loop(Value):
    cdef readonly object colour
    cdef readonly tuple cells

cdef class Dragon(Value):
    cdef readonly object colour, tiles, nodes, links, open_ends
