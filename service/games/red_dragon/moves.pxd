# Cython declarations for moves.py (pure-Python mode: the .py stays the reference): the moves
# are extension types with typed, read-only fields, so that the listing makes them in C and
# the rules read them in C (issue 40, ADR 0007).
cimport cython
from service.games.value cimport Value

cdef class SelectReserve(Value):
    cdef readonly tuple cards

cdef class Play(Value):
    cdef readonly tuple cards
    cdef readonly object as_rank
    cdef readonly object direction

cdef class PlayReserve(Value):
    cdef readonly object card
    cdef readonly object as_rank

cdef class TakeChance(Value):
    cdef readonly object position

cdef class Declare(Value):
    cdef readonly object rank

cdef class PickUp(Value):
    cdef readonly object reserve

@cython.locals(o=Play)
cpdef Play new_play(tuple cards, object as_rank, object direction)

@cython.locals(o=SelectReserve)
cpdef SelectReserve new_select(tuple cards)
