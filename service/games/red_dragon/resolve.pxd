# Cython declarations for resolve.py (pure-Python mode: the .py stays the reference): an
# action's resolution reads the state's and the seats' typed fields in C, sets the fields of
# the fresh copies it makes (`nxt`, `mine`) in C, and calls its helpers in C (issue 40, the
# pattern of Palace's rules.pxd: ADR 0007).
cimport cython
from .moves cimport Declare, PickUp, Play, PlayReserve, SelectReserve, TakeChance
from service.games.cards cimport tokens
from .state cimport Config, Entry, Seat, State, copy_seat, copy_state, new_entry, sort_cards
from .rules cimport effective_top, legal_on, rank_of, remove

@cython.locals(seats=list, nxt=State, seat=Seat, mine=Seat, cards=tuple, hand=tuple,
               secret=tuple, from_hand=tuple, from_opening=tuple, left=list, kept=list,
               placed=list, events=list)
cpdef tuple apply_move(State state, long p, object move)

@cython.locals(seat=Seat, mine=Seat, picked=list, event=dict, pick=dict)
cpdef tuple _take_chance(State state, State nxt, list seats, long p, object move)

@cython.locals(seat=Seat, mine=Seat, picked=tuple, event=dict)
cpdef tuple _pick_up(State state, State nxt, list seats, long p, object move)

cpdef tuple _pass_on(State state, State nxt, list seats, long p, list events)

cpdef tuple _finish(State state, State nxt, list events)

@cython.locals(n=long, q=long, s=Seat)
cpdef long _next_active(list seats, long direction, long p) except? -1

@cython.locals(play_id=long, entries=tuple, pile=tuple, k=long, run=long, extra=bint, e=Entry,
               burned=tuple, s=Seat, mine=Seat, p_active=bint, order=tuple, pos=long,
               left=list, q=long, direction=long)
cpdef tuple _resolve(State state, State nxt, list seats, long p, object cards, long r,
                     bint from_chance, list events)

@cython.locals(n=long, others=list, m=long, s=long)
cpdef _eight(State state, State nxt, list seats, long direction, long p, long k,
             bint p_active, object free, bint from_chance, list events)
