# Cython declarations for rounds.py (pure-Python mode: the .py stays the reference): a round's
# first state and the game's last are set in C (issue 39, ADR 0004).
cimport cython
from .state cimport State, copy_state

@cython.locals(new=State, n=long, first=long)
cpdef tuple _start_round(State state, tuple totals, tuple history, long round_no, long dealer,
                         list events)

@cython.locals(over=State, n=long, round_no=long, s=long)
cpdef tuple score_round(State state, tuple held, long leader, tuple done, list events)
