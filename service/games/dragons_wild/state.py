"""Dragons Wild state values: immutable, copied with `evolve` (or `dataclasses.replace`).

Zones: `deck` has its top card first; `discard` has its oldest card first and its top card
last (so turning the pile over without shuffling keeps the tuple as it is). Hands are
sorted tuples of tokens. The round is derived from the turn index: r = turn // n + 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PHASES = ("draw", "answer", "lay", "discard", "between", "over")


@dataclass(frozen=True, slots=True)
class Config:
    hand_size: int = 7
    suit_labels: str = "Unicorn,Kelpie,Phoenix,Pegasus,Suit5,Suit6,Suit7,Suit8"
    first_dealer: int | None = None
    end_condition: str = "hands_per_player"
    target_score: int = 200
    max_buys_per_window: int = 3
    max_buys_per_player_per_hand: int | None = None
    allow_buy_first_upcard: bool = True
    buy_requires_penalty_card: bool = True
    refill: str = "on_demand"
    keep_top_discard_on_refill: bool = False
    blocked_hand: str = "penalise_all"
    forbid_discard_of_taken_discard: bool = False
    runs_wrap: bool = False
    going_out_multi_meld: bool = False
    buy_priority: str = "first_request"
    tie_policy: str = "share"
    max_rounds_per_hand: int | None = None
    max_hands: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld on the table. A set has `key` = its number and `dragon_at` None; a run has
    `key` = its suit index and, with a Dragon, `dragon_at` = the number it stands for."""

    id: int
    owner: int
    kind: str
    key: int
    naturals: tuple[str, ...]
    dragon: str | None
    dragon_at: int | None
    laid_turn: int

    @property
    def size(self) -> int:
        return len(self.naturals) + (self.dragon is not None)


@dataclass(frozen=True, slots=True)
class HandResult:
    hand_no: int
    dealer: int
    reason: str  # went_out | blocked | hand_limit
    went_out: int | None
    points: tuple[int, ...]  # laid points of the hand per seat
    penalties: tuple[int, ...]  # subtracted at the end (≥ 0)


@dataclass(frozen=True)
class State:
    """A game position. No `__slots__`: a copy is its `__dict__` copied with a few entries
    changed (`evolve`), much cheaper than setting 21 slots through a frozen `__init__`."""

    config: Config
    players: int
    seed: str
    hand_no: int
    dealer: int
    turn: int
    phase: str
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    melds: tuple[Meld, ...]
    buys_window: int
    buyer: int | None
    buys_hand: tuple[int, ...]
    taken: str | None
    hand_points: tuple[int, ...]
    totals: tuple[int, ...]
    results: tuple[HandResult, ...]
    last_table: tuple[str, ...]
    shown: tuple[tuple[str, ...], ...]  # cards each hand took face up from the discard pile
    end_reason: str | None = None

    @property
    def active(self) -> int:
        return (self.dealer + 1 + self.turn) % self.players

    @property
    def round(self) -> int:
        return self.turn // self.players + 1


_FIELDS: tuple[str, ...] = tuple(State.__dataclass_fields__)
_FIELD_SET = frozenset(_FIELDS)
_new = object.__new__
_set_dict = State.__dict__["__dict__"].__set__


def evolve(state: State, **changes: Any) -> State:
    """`dataclasses.replace` without its generic checks and `__init__` (the hot path): the
    fields' dict copied and updated. The derived entry `_listed` (see `rules.LISTED`) is
    dropped: it belongs to the state it was computed for."""
    if not changes.keys() <= _FIELD_SET:
        raise TypeError(f"unknown State fields {sorted(changes.keys() - _FIELD_SET)}")
    values = state.__dict__.copy()
    values.pop("_listed", None)
    values.update(changes)
    new = _new(State)
    _set_dict(new, values)
    return new
