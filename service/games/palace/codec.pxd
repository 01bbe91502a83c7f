# Cython declarations for codec.py (pure-Python mode: the .py stays the reference): the
# state's decoding (the stateless validate, every hosted request's load) calls its checks in
# C and builds the seats and the state in C (issue 40).
cimport cython
from .state cimport Config, Player, State, new_player, new_state, sort_cards

cdef frozenset _CARD_SET
cdef dict _CARD

cpdef bint _all_cards(list data) except -1
cpdef bint _all_dicts(list data) except -1
cpdef tuple _card_list(object data, str field, long index=*)
cpdef object _seat(object data, long n, str field, bint nullable=*)
cpdef bint _sub_multiset(tuple part, tuple whole) except -1

@cython.locals(players=list, cards=list, p=Player, i=Py_ssize_t, config=Config, row=long,
               hand=tuple, face_up=tuple, face_down=tuple, shown=tuple, stock=tuple,
               burned=tuple, finish=tuple)
cpdef State _decode(dict data, dict schema, long lo, long hi, object deck_for)

@cython.locals(distinct=tuple)
cpdef bint _is_deck(list cards, Config config, object deck_for) except -1
