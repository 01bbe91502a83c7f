# Cython declarations for core.py (pure-Python mode: the .py stays the reference). The
# tables are typed so that an index is a C load of a list item or a bytearray byte, and the
# hot loops of `put` run on C integers.
cimport cython
from .fast cimport cell_of

cdef long long _MIX, _MASK32
cdef long CAPACITY, NODES, LINES, NOT_CONVEX
cdef long _SHIFT, _LOW
cdef tuple _COLOUR_BIT, _STARTS, _SIDES, _REGION_OFFSETS, _REGION_LINKS  # (module tables)
cdef tuple _LINK_COUNT, _LINK_EDGE, _LINK_OFF, _FAR

cdef long long _rank(long long x)

@cython.locals(y=long)
cdef long _find(list parent, long x)


cdef class Version

cdef class Core:
    cdef public object lock
    cdef public bint graph
    cdef public bytearray at
    cdef public list tile, cell, count, comp, cyc, cyc_size, up, lines
    cdef readonly unsigned int[::1] sides
    cdef public object side_table
    cdef object _root
    cdef bytearray seen
    cdef list prev
    cdef public object acquire, release

    @cython.locals(undo=list, back=list, i=Py_ssize_t, path=list, v=Version, newer=Version)
    cpdef checkout(self, Version version)
    cpdef Version advance(self, list journal)

    @cython.locals(k=long, n=long, c=long, q=long, r=long, off=long, end=long, at=bytearray,
                   lines=list, cell=list, zeros=list, sides='unsigned int[::1]')
    cdef _clear(self)

    @cython.locals(k=long, q=long, r=long, axis=int, line=long, pos=long, old=long, lines=list,
                   key=object, was=object)
    cpdef long _add(self, long c, int t, list log, list fresh) except -1

    @cython.locals(k=long, base=long, closes=int, linked=int, off=long, add=int, i=int, bit=int,
                   d=int, n=long, kn=long, u=long, v=long, rv=long, ru=long, x=long, a=long,
                   b=long, got=long, tn=long, fr=long, at=bytearray, tile=list, comp=list,
                   cyc=list, up=list, sides='unsigned int[::1]', table=object, far=tuple,
                   key=object)
    cpdef int put(self, long c, int t, list log, list touched, list opened, list fresh) except -1

    @cython.locals(k=long, base=long, closes=int, off=long, add=int, i=int, bit=int, d=int,
                   n=long, kn=long, ru=long, rv=long, x=long, got=long, at=bytearray, tile=list,
                   comp=list, sides='unsigned int[::1]', far=tuple)
    cpdef int load_tile(self, long c, int t) except -1

    @cython.locals(base=long, closes=int, off=long, add=int, i=int, bit=int, d=int, n=long,
                   kn=long, ru=long, rv=long, got=long, at=bytearray, tile=list, comp=list,
                   sides='unsigned int[::1]', table=object, far=tuple, key=object)
    cdef int _put_plain(self, long c, long k, int t, list log, list touched,
                        list opened) except -1

    @cython.locals(x=long, y=long, above=long, above_x=long, cyc=list, up=list)
    cdef bint _depth_below(self, long a, long b) except -1

    @cython.locals(x=long, above=long, below=long, cyc=list, up=list)
    cdef _evert(self, long v, list log)

    @cython.locals(x=long, y=long, above=long, top=long, parent=long, total=long, rep=long,
                   r=long, cyc=list, up=list, size=list, from_a=list, from_b=list, seen=bytearray,
                   merged=list)
    cpdef _merge_path(self, long a, long b, list log)

    @cython.locals(k=long)
    cpdef long tile_at(self, long c) except? -2

    @cython.locals(k=long, c=long, kn=long, t=long, row=long, first=long, end=long, j=long,
                   off=long, d=long, i=long, at=bytearray, tile=list, out=list)
    cpdef list _neighbours(self, long u)

    @cython.locals(at=bytearray, tile=list, cyc=list, sizes=list, starts=tuple, news=list,
                   best=list, banned=set, st=long, rep=long, size=long, x=long, y=long, c=long,
                   k=long, i=long)
    cpdef object longest_loop(self, object new_cells, long colour)

    @cython.locals(cell=list, u=long)
    cpdef object _loop(self, long colour, list nodes)

    @cython.locals(at=bytearray, tile=list, starts=tuple, best=list, c=long, k=long, i=int,
                   s=long, ends=list, rep=long, a_i=int, b_i=int, path=list)
    cpdef object shortest_loop(self, object new_cells, long colour)

    @cython.locals(prev=list, queue=list, path=list, cyc=list, u=long, v=long, p=long)
    cpdef object _shortest_path(self, long a, long b, long avoid, long rep)

    @cython.locals(at=bytearray, tile=list, cell=list, comp=list, n=long, k=long, c=long,
                   base=long, i=long, r=long, x=long, facing=long, off=long, colour=long,
                   regions=tuple, offsets=tuple, roots=list, size=long,
                   first='unsigned int[::1]', nodes='unsigned int[::1]',
                   ends='unsigned int[::1]', opens='unsigned int[::1]',
                   tiles='unsigned int[::1]', last='unsigned int[::1]')
    cpdef list dragons(self)

    @cython.locals(u=long, k=long, c=long, kn=long, off=long, d=int, v=long, t=long, fr=long,
                   at=bytearray, tile=list, cell=list, cyc=list, adj=dict, stack=list, out=list,
                   links=tuple, far=tuple)
    cpdef dict _block(self, long rep, long start)


cdef class Version:
    cdef public Core core
    cdef public object next
    cdef public object undo
    cdef object __weakref__


@cython.locals(top=long, path=list, on_path=set, links=list, tried=list, budget=long, out=list,
               i=long, v=long)
cpdef list _longest_cycle(dict adj, long size, long start, set banned, list best)
