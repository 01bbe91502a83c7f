# Cython declarations for resolve.py (pure-Python mode: the .py stays the reference): an
# action's resolution reads the state's and the seats' typed fields in C and calls its
# helpers in C (issue 40, the pattern of Palace's rules.pxd: ADR 0007).
cimport cython
from .state cimport Config, Seat, State
from .rules cimport effective_top, legal_on, rank_of, remove

@cython.locals(seats=list, ch=dict, seat=Seat, cards=tuple, hand=tuple, secret=tuple,
               from_hand=tuple, from_opening=tuple, left=list, kept=list, placed=list)
cpdef tuple apply_move(State state, long p, object move)

cpdef tuple _pass_on(State state, list seats, dict ch, long p, list events)

cpdef tuple _finish(State state, dict ch, list events)

@cython.locals(n=long, q=long, s=Seat)
cpdef long _next_active(list seats, long direction, long p) except? -1

@cython.locals(play_id=long, entries=tuple, pile=tuple, k=long, run=long, extra=bint,
               burned=tuple, s=Seat, p_active=bint, order=tuple, pos=long, left=list, q=long)
cpdef tuple _resolve(State state, list seats, dict ch, long p, object cards, str r,
                     bint from_chance, list events)
