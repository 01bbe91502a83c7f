# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the
# seat, the options and the state are extension types with typed, read-only fields (issue 40).
cimport cython
from service.games.value cimport Value

cdef class Config(Value):
    cdef readonly bint two_plays_again
    cdef readonly bint burn_plays_again
    cdef readonly str four_of_a_kind
    cdef readonly bint voluntary_pickup
    cdef readonly bint faceup_pickup_takes_card
    cdef readonly bint mix_hand_faceup
    cdef readonly object lower_rank
    cdef readonly bint eight_skip
    cdef readonly object transparent_rank
    cdef readonly bint transparent_counts_in_runs
    cdef readonly bint ten_restricted
    cdef readonly long jokers
    cdef readonly str starter_rule
    cdef readonly bint starter_must_lead_lowest
    cdef readonly str deal
    cdef readonly long decks
    cdef readonly object max_turns
    cdef readonly long lower
    cdef readonly long transparent
    cdef readonly dict allowed

cdef class Player(Value):
    cdef readonly tuple hand
    cdef readonly tuple face_up
    cdef readonly tuple face_down
    cdef readonly bint ready
    cdef readonly tuple shown

cdef class State(Value):
    cdef readonly Config config
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

cdef class Swap(Value):
    cdef readonly long hand_card
    cdef readonly long face_up_card

cdef class Ready(Value):
    pass

cdef class Place(Value):
    cdef readonly tuple cards

cdef class Play(Value):
    cdef readonly tuple cards

cdef class Flip(Value):
    cdef readonly long index

cdef class PickUp(Value):
    cdef readonly object face_up_card

@cython.locals(o=Play)
cpdef Play new_play(tuple cards)

@cython.locals(o=State)
cpdef State new_state(Config config, tuple players, str phase, tuple stock, tuple pile,
                      tuple burned, long current, bint pending_again, tuple finish_order,
                      object loser, long turns, object starter, object lead_rank,
                      object end_reason)

@cython.locals(o=Player)
cpdef Player new_player(tuple hand, tuple face_up, tuple face_down, bint ready, tuple shown)

cpdef tuple sort_cards(object cards)

@cython.locals(i=Py_ssize_t, out=list)
cpdef tuple remove_cards(tuple zone, tuple cards)

@cython.locals(out=list)
cpdef tuple remove_present(tuple zone, tuple cards)

