# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the
# options, the pile entry, the seat and the state are extension types with typed, read-only
# fields (issue 40, the pattern of Palace's state.pxd: ADR 0007).
cimport cython
from service.games.value cimport Value

cdef class Config(Value):
    cdef readonly long decks
    cdef readonly long jokers_per_deck
    cdef readonly str consecutive_eights
    cdef readonly str chance_exception_scope
    cdef readonly bint eight_skip_survives_burn
    cdef readonly bint ten_counts_for_first
    cdef readonly bint reserve_fail_takes_card
    cdef readonly str mix_opening_subset
    cdef readonly str default_direction
    cdef readonly object max_turns

cdef class Entry(Value):
    cdef readonly long card
    cdef readonly long rank
    cdef readonly long player
    cdef readonly str source
    cdef readonly long play

cdef class Seat(Value):
    cdef readonly tuple hand
    cdef readonly tuple opening
    cdef readonly tuple reserve
    cdef readonly tuple chance
    cdef readonly tuple dealt
    cdef readonly object selected
    cdef readonly tuple secret
    cdef readonly object position

cdef class State(Value):
    cdef readonly long players
    cdef readonly Config config
    cdef readonly str phase
    cdef readonly tuple seats
    cdef readonly tuple out_of_round
    cdef readonly long direction
    cdef readonly bint direction_chosen
    cdef readonly object first_player
    cdef readonly long current
    cdef readonly bint first_move_pending
    cdef readonly tuple pile
    cdef readonly tuple burned
    cdef readonly object free_go
    cdef readonly bint extra_go
    cdef readonly object pending_joker
    cdef readonly tuple finish_order
    cdef readonly object loser
    cdef readonly long turns
    cdef readonly long plays
    cdef readonly object end_reason

@cython.locals(o=Entry)
cpdef Entry new_entry(long card, long rank, long player, str source, long play)

@cython.locals(o=Seat)
cpdef Seat copy_seat(Seat s)

@cython.locals(o=State)
cpdef State copy_state(State s)

@cython.locals(o=Seat)
cpdef Seat evolve_seat(Seat s, dict changes)

@cython.locals(o=State, c=dict)
cpdef State evolve_state(State s, dict changes)


@cython.locals(c=long)
cpdef tuple sort_cards(object cards)
