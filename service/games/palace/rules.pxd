# Cython declarations for rules.py (pure-Python mode: the .py stays the reference): the
# listing, the check and the transitions read the state's and the seats' typed fields in C
# and call each other in C; cards and ranks are C longs (issue 40, ADR 0007).
cimport cython
from service.games.cards cimport contains, tokens
from .state cimport (Config, Flip, PickUp, Place, Play, Player, Ready, State, Swap, new_play,
                     new_player, new_state, remove_cards, remove_present, sort_cards)

# Module tables read as C globals (no dictionary lookup of the module's namespace per use).
cdef tuple _SINGLE_PLAY
cdef PickUp _PICK_UP
cdef tuple _FLIPS
cdef dict _GROUPS

cpdef tuple _group_plays(tuple group)
cdef tuple _TOKEN_ORDER
cdef tuple _last_listing

@cython.locals(transparent=long, r=long, card=long)
cpdef long effective_top(State state) except? -1
cpdef object refusal(State state, long r)
cpdef bint is_legal_rank(State state, long r) except -1
cpdef list legal_moves(State state, long seat)

@cython.locals(cfg=Config, p=Player, cards=tuple, moves=list, slots=list, order=list,
               any_legal=bint, mix=bint, allowed=long, top=long, lead=long, r=long, c=long,
               group=list)
cpdef list _legal_moves(State state, long seat)

cpdef bint _listed(tuple moves, object move) except -1
cpdef bint was_listed(State state, long seat, object move) except -1

cpdef bint _may_mix(State state, Player p) except -1

@cython.locals(cfg=Config, p=Player, players=list, pile=tuple, played=tuple, down=tuple, take=tuple,
               taken=tuple, i=Py_ssize_t, ok=bint)
cpdef tuple apply_move(State state, long seat, object move)

@cython.locals(n=long, s=long, q=Player)
cpdef long _next_active(object players, long seat, long steps) except? -1

@cython.locals(count=long, skip=bint, c=long, cr=long)
cpdef long _run_length(Config cfg, tuple pile, long r) except? -1

@cython.locals(cfg=Config, pile=tuple, burned=tuple, stock=tuple, order=tuple, drawn=tuple, k=long,
               pending=bint, current=long, target=long, left=list, s=long, r=long)
cpdef State _resolve_play(State state, list players, long seat, Player p, tuple cards,
                          str src, object lead, list events)
