# Cython declarations for state.py (pure-Python mode: the .py stays the reference): the
# options, a meld, a hand's result and the state are extension types with typed, read-only
# fields (issue 39, ADR 0006; the pattern of Palace's and Red Dragon's state.pxd, ADR 0007).
cimport cython
from service.games.value cimport Value

cdef class Config(Value):
    cdef readonly long hand_size
    cdef readonly str suit_labels
    cdef readonly object first_dealer
    cdef readonly str end_condition
    cdef readonly long target_score
    cdef readonly long max_buys_per_window
    cdef readonly object max_buys_per_player_per_hand
    cdef readonly bint allow_buy_first_upcard
    cdef readonly bint buy_requires_penalty_card
    cdef readonly str refill
    cdef readonly bint keep_top_discard_on_refill
    cdef readonly str blocked_hand
    cdef readonly bint forbid_discard_of_taken_discard
    cdef readonly bint runs_wrap
    cdef readonly bint going_out_multi_meld
    cdef readonly str buy_priority
    cdef readonly str tie_policy
    cdef readonly object max_rounds_per_hand
    cdef readonly object max_hands

cdef class Meld(Value):
    cdef readonly long id
    cdef readonly long owner
    cdef readonly str kind
    cdef readonly long key
    cdef readonly tuple naturals
    cdef readonly object dragon
    cdef readonly object dragon_at
    cdef readonly long laid_turn

cdef class HandResult(Value):
    cdef readonly long hand_no
    cdef readonly long dealer
    cdef readonly str reason
    cdef readonly object went_out
    cdef readonly tuple points
    cdef readonly tuple penalties

cdef class State(Value):
    cdef readonly Config config
    cdef readonly long players
    cdef readonly str seed
    cdef readonly long hand_no
    cdef readonly long dealer
    cdef readonly long turn
    cdef readonly str phase
    cdef readonly tuple hands
    cdef readonly tuple deck
    cdef readonly tuple discard
    cdef readonly tuple melds
    cdef readonly long buys_window
    cdef readonly object buyer
    cdef readonly tuple buys_hand
    cdef readonly object taken
    cdef readonly tuple hand_points
    cdef readonly tuple totals
    cdef readonly tuple results
    cdef readonly tuple last_table
    cdef readonly tuple shown
    cdef readonly object end_reason
    cdef public object listed
    cdef public object acting

cdef frozenset _FIELD_SET

@cython.locals(o=State)
cpdef State evolve_state(State state, dict c)
