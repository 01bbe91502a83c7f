# Cython declarations for cards.py (pure-Python mode: the .py stays the reference): the card
# helpers every card game's rules call in C (issue 40, ADR 0007).
cimport cython

@cython.locals(left=list)
cpdef bint contains(tuple zone, tuple cards) except -1
