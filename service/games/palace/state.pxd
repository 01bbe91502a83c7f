# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the seat
# and the state are extension types with typed, read-only fields (issue 40).
cimport cython

cdef class Player:
    cdef readonly tuple hand
    cdef readonly tuple face_up
    cdef readonly tuple face_down
    cdef readonly bint ready
    cdef readonly tuple shown

cdef class State:
    cdef readonly object config
    cdef readonly tuple players
    cdef readonly str phase
    cdef readonly tuple stock
    cdef readonly tuple pile
    cdef readonly tuple burned
    cdef readonly long current
    cdef readonly bint pending_again
    cdef readonly tuple finish_order
    cdef readonly object loser
    cdef readonly long turns
    cdef readonly object starter
    cdef readonly object lead_rank
    cdef readonly object end_reason

@cython.locals(o=State)
cpdef State new_state(object config, tuple players, str phase, tuple stock, tuple pile,
                      tuple burned, long current, bint pending_again, tuple finish_order,
                      object loser, long turns, object starter, object lead_rank,
                      object end_reason)

@cython.locals(o=Player)
cpdef Player new_player(tuple hand, tuple face_up, tuple face_down, bint ready, tuple shown)

cdef dict _CARD_ORDER

cpdef tuple sort_cards(object cards)

@cython.locals(i=Py_ssize_t, out=list)
cpdef tuple remove_cards(tuple zone, object cards)

@cython.locals(out=list)
cpdef tuple remove_present(tuple zone, object cards)

@cython.locals(rest=list)
cpdef bint contains(tuple zone, tuple cards) except -1
