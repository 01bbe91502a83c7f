# Cython declarations for value.py (pure-Python mode: the .py stays the reference): the base
# of the engines' value classes, an extension type without fields, so that a game's
# `cdef class State(Value)` keeps its typed fields and inherits `__eq__`, `__hash__` and
# `__repr__` (issue 40, ADR 0007).

cdef class Value:
    pass
