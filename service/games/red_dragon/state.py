"""Red Dragon state values: immutable, hashable, cheap to copy with `dataclasses.replace`.

Cards are the plain tokens of `service.games.cards` ("7H", "10C", "JK"). With two decks the
same token occurs twice; copies are interchangeable, so every zone is a multiset kept as a
sorted tuple (see docs/rules/red_dragon.md, "Referee decisions").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import JOKER, RANKS, SUITS

RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}

SOURCES = ("hand", "opening", "reserve", "chance")

#: every token's rank ("JK" for a joker) and its position in the zone sort order (`card_key`)
CARD_RANK: dict[str, str] = {JOKER: JOKER}
CARD_ORDER: dict[str, int] = {JOKER: 13 * 4}
for _r in RANKS:
    for _s in SUITS:
        CARD_RANK[_r + _s] = _r
        CARD_ORDER[_r + _s] = RANK_INDEX[_r] * 4 + SUIT_INDEX[_s]


def card_key(card: str) -> tuple[int, int]:
    """Sort order of tokens inside a zone: rank 2..A, then suit C<D<H<S, jokers last."""
    if card == JOKER:
        return (13, 0)
    return (RANK_INDEX[card[:-1]], SUIT_INDEX[card[-1]])


_ORDER_OF = CARD_ORDER.__getitem__  # the same order as `card_key`, without a Python call


def sort_cards(cards: object) -> tuple[str, ...]:
    return tuple(sorted(cards, key=_ORDER_OF))  # type: ignore[call-overload]


@dataclass(frozen=True, slots=True)
class Config:
    decks: int = 1
    jokers_per_deck: int = 0
    consecutive_eights: str = "no_extra_go"
    chance_exception_scope: str = "either"
    eight_skip_survives_burn: bool = False
    ten_counts_for_first: bool = True
    reserve_fail_takes_card: bool = True
    mix_opening_subset: str = "any_subset"
    default_direction: str = "none"
    max_turns: int | None = None

    def to_json(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.__slots__}


@dataclass(frozen=True, slots=True)
class Entry:
    """One card on the pile: the token, its declared rank (a joker's declaration, else its
    own rank), who played it, from which zone, and the number of the play it belonged to."""

    card: str
    rank: str
    player: int
    source: str
    play: int


@dataclass(frozen=True, slots=True)
class Seat:
    hand: tuple[str, ...] = ()
    opening: tuple[str, ...] = ()
    reserve: tuple[str, ...] = ()
    chance: tuple[tuple[int, str], ...] = ()  # (position 0..4, card), face down
    dealt: tuple[str, ...] = ()  # the 8 looked-at cards, during select_reserve only
    selected: tuple[str, ...] | None = None  # the reserve pick, until the reveal
    secret: tuple[str, ...] = ()  # hand cards only the owner knows (picked-up Reserve cards)
    position: int | None = None  # finishing position (1 = first out)

    def holds_cards(self) -> bool:
        return bool(self.hand or self.opening or self.reserve or self.chance or self.dealt)


@dataclass(frozen=True, slots=True)
class State:
    players: int
    config: Config
    phase: str  # "select_reserve" | "play" | "over"
    seats: tuple[Seat, ...]
    out_of_round: tuple[str, ...]
    direction: int = 1  # +1 = cw (seat order up), -1 = ccw
    direction_chosen: bool = False
    first_player: int | None = None
    current: int = 0
    first_move_pending: bool = True
    pile: tuple[Entry, ...] = ()
    burned: tuple[str, ...] = ()
    free_go: tuple[int, bool] | None = None  # (player, granted via chance)
    extra_go: bool = False
    pending_joker: int | None = None  # chance position of a revealed joker awaiting a rank
    finish_order: tuple[int, ...] = ()
    loser: int | None = None
    turns: int = 0
    plays: int = 0
    end_reason: str | None = None


_set = object.__setattr__


def _make_copier(cls: type) -> Any:
    """`copier(obj, changes)`: a copy of `obj` with the fields in the dict `changes`
    replaced, unrolled over the class's fields (no loop, no getattr)."""
    lines = ["def copier(obj, changes):", "    new = _new(cls)"]
    namespace: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    for name in cls.__slots__:  # type: ignore[attr-defined]
        # the slot's own setter: what the frozen __setattr__ bypass ends up calling
        namespace[f"_set_{name}"] = cls.__dict__[name].__set__
        lines.append(
            f"    _set_{name}(new, changes[{name!r}] if {name!r} in changes else obj.{name})"
        )
    lines.append("    return new")
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from the field names only
    return namespace["copier"]


def make_builder(cls: type) -> Any:
    """`builder(*fields)`: `cls(*fields)` (all fields positional) without the frozen
    dataclass `__init__`'s per-field `object.__setattr__`."""
    names = cls.__slots__  # type: ignore[attr-defined]
    lines = [f"def builder({', '.join(names)}):", "    new = _new(cls)"]
    namespace: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    for name in names:
        namespace[f"_set_{name}"] = cls.__dict__[name].__set__
        lines.append(f"    _set_{name}(new, {name})")
    lines.append("    return new")
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from the field names only
    return namespace["builder"]


#: new_entry(card, rank, player, source, play) == Entry(card, rank, player, source, play)
new_entry = make_builder(Entry)


_COPIERS: dict[type, Any] = {}


def evolve(obj: Any, **changes: Any) -> Any:
    """`dataclasses.replace` for these frozen slotted values, without its per-call field
    introspection (it dominated the cost of an action)."""
    cls = type(obj)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _make_copier(cls)
    return copier(obj, changes)


def evolve_with(obj: Any, changes: dict[str, Any]) -> Any:
    """`evolve(obj, **changes)` for a dict already at hand."""
    cls = type(obj)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _make_copier(cls)
    return copier(obj, changes)
