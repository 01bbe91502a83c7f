"""The engines' value classes: equal, hashed and printed by their fields.

A state record of an engine (Palace's `State`, Red Dragon's `Seat`, ...) is a plain
`__slots__` class that the compiled build declares a `cdef class` with typed, read-only
fields (issue 40, ADR 0007). `Value` gives every such class the three methods a frozen
dataclass would have, from one tuple of field names per class (`_fields`):

- `a == b` compares the fields in order; another class answers `NotImplemented`, as a
  dataclass does (so a `State` is never equal to a `Seat` or to a tuple);
- `hash(a)` hashes the same tuple;
- `repr(a)` is `Name(field=value, ...)`.

Stdlib only, like every engine module; value.pxd declares `Value` a `cdef class` (no fields).
"""

from __future__ import annotations

from typing import Any, ClassVar


class Value:
    """Base of a value class; a subclass names its compared fields in `_fields`."""

    __slots__ = ()

    #: the fields compared, hashed and printed, in the constructor's order
    _fields: ClassVar[tuple[str, ...]] = ()

    def _key(self) -> tuple[Any, ...]:
        return tuple([getattr(self, f) for f in self._fields])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):
            return NotImplemented
        return self._key() == other._key()  # type: ignore[attr-defined, no-any-return]

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        inner = ", ".join([f"{n}={getattr(self, n)!r}" for n in self._fields])
        return f"{type(self).__name__}({inner})"
