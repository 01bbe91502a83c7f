# Cython declarations for loops.py (pure-Python mode: the .py stays the reference): a loop
# is an extension type with read-only fields, made without a Python-level __init__.

cdef class Loop:
    cdef readonly object colour
    cdef readonly tuple cells
