# Cython declarations for cards.py (pure-Python mode: the .py stays the reference): the card
# helpers every card game's rules call in C, and the deal's random stream as an extension type
# with typed fields (issue 40, ADR 0007). The stream is the module docstring's, word for word.
cimport cython

cdef object _sha256
cdef object _WORDS
cdef unsigned long long _TOP
cdef tuple _TOKEN

cpdef list tokens(object cards)

@cython.locals(left=list)
cpdef bint contains(tuple zone, tuple cards) except -1

cdef class Rng:
    cdef bytes _prefix
    cdef unsigned long long _counter
    cdef tuple _buf
    cdef int _pos

    @cython.locals(i=int)
    cpdef unsigned long long _word(self) except? 0

    @cython.locals(top=cython.ulonglong, x=cython.ulonglong)
    cpdef long long randbelow(self, long long n) except? -1

    @cython.locals(out=list, i=Py_ssize_t, j=Py_ssize_t)
    cpdef list shuffle(self, object items)
