"""Red Dragon state values: immutable, hashable, cheap to copy with `evolve`.

Cards are ints inside the engine (issue 40, ADR 0007): `rank * 4 + suit`, ranks 0..12 for
2..A (`RANKS`), suits 0..3 for C, D, H, S (`SUITS`), and a joker is 52 (`JK`, whose
`card >> 2` is 13, no rank). So ints sort as the zones are ordered (rank 2..A, then suit
C<D<H<S, jokers last) and a card's rank is `card >> 2`. A declared rank is the rank's int.
The tokens of `service.games.cards` ("7H", "10C", "JK") exist only at the edge: the codec,
the moves' parse and encode, the views and the events translate with `TOKEN`/`CARD`. With two
decks the same card occurs twice; copies are interchangeable, so every zone is a multiset
kept as a sorted tuple (see docs/rules/red_dragon.md, "Referee decisions").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# The card encoding is shared with Palace (service.games.cards); re-exported for this game.
from ..cards import CARD as CARD
from ..cards import JK as JK
from ..cards import RANKS, SUITS
from ..cards import TOKEN as TOKEN
from ..cards import tokens as tokens
from ..value import Value

RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}

SOURCES = ("hand", "opening", "reserve", "chance")

#: ranks by int: TWO "2", EIGHT "8", NINE "9", TEN "10"
TWO, EIGHT, NINE, TEN = (RANK_INDEX[r] for r in ("2", "8", "9", "10"))


def cards_of(tokens: Iterable[str]) -> list[int]:
    """The cards of valid `tokens`, in their order."""
    return [CARD[t] for t in tokens]


def rank_name(rank: int | None) -> str | None:
    """A rank's JSON string ("10"), None for None."""
    return None if rank is None else RANKS[rank]


def sort_cards(cards: Iterable[int]) -> tuple[int, ...]:
    """A zone's order: ints sort as the zone order (rank 2..A, suit C<D<H<S, jokers last)."""
    return tuple(sorted(cards))


#: Config's fields in their order (the constructor's positional order).
CONFIG_FIELDS = (
    "decks", "jokers_per_deck", "consecutive_eights", "chance_exception_scope",
    "eight_skip_survives_burn", "ten_counts_for_first", "reserve_fail_takes_card",
    "mix_opening_subset", "default_direction", "max_turns",
)  # fmt: skip


class Config(Value):
    """Normalized options. A value: never changed once made (the compiled build enforces it,
    state.pxd), equal and hashed by its fields. A plain `__slots__` class (no dataclass) so
    that the compiled build reads its fields in C (issue 40, as Palace: ADR 0007)."""

    __slots__ = CONFIG_FIELDS
    _fields = CONFIG_FIELDS

    def __init__(
        self,
        decks: int = 1,
        jokers_per_deck: int = 0,
        consecutive_eights: str = "no_extra_go",
        chance_exception_scope: str = "either",
        eight_skip_survives_burn: bool = False,
        ten_counts_for_first: bool = True,
        reserve_fail_takes_card: bool = True,
        mix_opening_subset: str = "any_subset",
        default_direction: str = "none",
        max_turns: int | None = None,
    ) -> None:
        self.decks = decks
        self.jokers_per_deck = jokers_per_deck
        self.consecutive_eights = consecutive_eights
        self.chance_exception_scope = chance_exception_scope
        self.eight_skip_survives_burn = eight_skip_survives_burn
        self.ten_counts_for_first = ten_counts_for_first
        self.reserve_fail_takes_card = reserve_fail_takes_card
        self.mix_opening_subset = mix_opening_subset
        self.default_direction = default_direction
        self.max_turns = max_turns

    def to_json(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in CONFIG_FIELDS}


#: Entry's fields in their order (the constructor's positional order).
ENTRY_FIELDS = ("card", "rank", "player", "source", "play")


class Entry(Value):
    """One card on the pile: the card, its declared rank (a joker's declaration, else its
    own rank), who played it, from which zone, and the number of the play it belonged to.
    A value (see `Config`)."""

    __slots__ = ENTRY_FIELDS
    _fields = ENTRY_FIELDS

    def __init__(self, card: int, rank: int, player: int, source: str, play: int) -> None:
        self.card = card
        self.rank = rank
        self.player = player
        self.source = source
        self.play = play


#: Seat's fields in their order (the constructor's positional order).
SEAT_FIELDS = ("hand", "opening", "reserve", "chance", "dealt", "selected", "secret", "position")


class Seat(Value):
    """One seat's zones. A value (see `Config`)."""

    __slots__ = SEAT_FIELDS
    _fields = SEAT_FIELDS

    def __init__(
        self,
        hand: tuple[int, ...] = (),
        opening: tuple[int, ...] = (),
        reserve: tuple[int, ...] = (),
        chance: tuple[tuple[int, int], ...] = (),  # (position 0..4, card), face down
        dealt: tuple[int, ...] = (),  # the 8 looked-at cards, during select_reserve only
        selected: tuple[int, ...] | None = None,  # the reserve pick, until the reveal
        secret: tuple[int, ...] = (),  # hand cards only the owner knows (picked-up Reserve)
        position: int | None = None,  # finishing position (1 = first out)
    ) -> None:
        self.hand = hand
        self.opening = opening
        self.reserve = reserve
        self.chance = chance
        self.dealt = dealt
        self.selected = selected
        self.secret = secret
        self.position = position

    def holds_cards(self) -> bool:
        return bool(self.hand or self.opening or self.reserve or self.chance or self.dealt)


#: State's fields in their order (the constructor's positional order).
STATE_FIELDS = (
    "players", "config", "phase", "seats", "out_of_round", "direction", "direction_chosen",
    "first_player", "current", "first_move_pending", "pile", "burned", "free_go", "extra_go",
    "pending_joker", "finish_order", "loser", "turns", "plays", "end_reason",
)  # fmt: skip


class State(Value):
    """A Red Dragon state. A value (see `Config`)."""

    __slots__ = STATE_FIELDS
    _fields = STATE_FIELDS

    def __init__(
        self,
        players: int,
        config: Config,
        phase: str,  # "select_reserve" | "play" | "over"
        seats: tuple[Seat, ...],
        out_of_round: tuple[int, ...],
        direction: int = 1,  # +1 = cw (seat order up), -1 = ccw
        direction_chosen: bool = False,
        first_player: int | None = None,
        current: int = 0,
        first_move_pending: bool = True,
        pile: tuple[Entry, ...] = (),
        burned: tuple[int, ...] = (),
        free_go: tuple[int, bool] | None = None,  # (player, granted via chance)
        extra_go: bool = False,
        pending_joker: int | None = None,  # chance position of a revealed joker awaiting a rank
        finish_order: tuple[int, ...] = (),
        loser: int | None = None,
        turns: int = 0,
        plays: int = 0,
        end_reason: str | None = None,
    ) -> None:
        self.players = players
        self.config = config
        self.phase = phase
        self.seats = seats
        self.out_of_round = out_of_round
        self.direction = direction
        self.direction_chosen = direction_chosen
        self.first_player = first_player
        self.current = current
        self.first_move_pending = first_move_pending
        self.pile = pile
        self.burned = burned
        self.free_go = free_go
        self.extra_go = extra_go
        self.pending_joker = pending_joker
        self.finish_order = finish_order
        self.loser = loser
        self.turns = turns
        self.plays = plays
        self.end_reason = end_reason


def new_entry(card: int, rank: int, player: int, source: str, play: int) -> Entry:
    """Entry(card, rank, player, source, play), set in C when compiled (no __init__ call)."""
    o: Entry = Entry.__new__(Entry)
    o.card = card
    o.rank = rank
    o.player = player
    o.source = source
    o.play = play
    return o


def copy_seat(s: Seat) -> Seat:
    """A fresh copy of `s`, for the action making it to set the fields it changes before
    anyone else sees it (set in C when compiled: no `__init__` call, no dictionary)."""
    o: Seat = Seat.__new__(Seat)
    o.hand = s.hand
    o.opening = s.opening
    o.reserve = s.reserve
    o.chance = s.chance
    o.dealt = s.dealt
    o.selected = s.selected
    o.secret = s.secret
    o.position = s.position
    return o


def copy_state(s: State) -> State:
    """A fresh copy of `s` (see `copy_seat`)."""
    o: State = State.__new__(State)
    o.players = s.players
    o.config = s.config
    o.phase = s.phase
    o.seats = s.seats
    o.out_of_round = s.out_of_round
    o.direction = s.direction
    o.direction_chosen = s.direction_chosen
    o.first_player = s.first_player
    o.current = s.current
    o.first_move_pending = s.first_move_pending
    o.pile = s.pile
    o.burned = s.burned
    o.free_go = s.free_go
    o.extra_go = s.extra_go
    o.pending_joker = s.pending_joker
    o.finish_order = s.finish_order
    o.loser = s.loser
    o.turns = s.turns
    o.plays = s.plays
    o.end_reason = s.end_reason
    return o


def evolve_seat(s: Seat, changes: dict[str, Any]) -> Seat:
    """A copy of `s` with the fields in `changes` replaced."""
    o: Seat = Seat.__new__(Seat)
    o.hand = changes["hand"] if "hand" in changes else s.hand
    o.opening = changes["opening"] if "opening" in changes else s.opening
    o.reserve = changes["reserve"] if "reserve" in changes else s.reserve
    o.chance = changes["chance"] if "chance" in changes else s.chance
    o.dealt = changes["dealt"] if "dealt" in changes else s.dealt
    o.selected = changes["selected"] if "selected" in changes else s.selected
    o.secret = changes["secret"] if "secret" in changes else s.secret
    o.position = changes["position"] if "position" in changes else s.position
    return o


def evolve_state(s: State, changes: dict[str, Any]) -> State:
    """A copy of `s` with the fields in `changes` replaced."""
    o: State = State.__new__(State)
    c = changes
    o.players = c["players"] if "players" in c else s.players
    o.config = c["config"] if "config" in c else s.config
    o.phase = c["phase"] if "phase" in c else s.phase
    o.seats = c["seats"] if "seats" in c else s.seats
    o.out_of_round = c["out_of_round"] if "out_of_round" in c else s.out_of_round
    o.direction = c["direction"] if "direction" in c else s.direction
    o.direction_chosen = c["direction_chosen"] if "direction_chosen" in c else s.direction_chosen
    o.first_player = c["first_player"] if "first_player" in c else s.first_player
    o.current = c["current"] if "current" in c else s.current
    o.first_move_pending = (
        c["first_move_pending"] if "first_move_pending" in c else s.first_move_pending
    )
    o.pile = c["pile"] if "pile" in c else s.pile
    o.burned = c["burned"] if "burned" in c else s.burned
    o.free_go = c["free_go"] if "free_go" in c else s.free_go
    o.extra_go = c["extra_go"] if "extra_go" in c else s.extra_go
    o.pending_joker = c["pending_joker"] if "pending_joker" in c else s.pending_joker
    o.finish_order = c["finish_order"] if "finish_order" in c else s.finish_order
    o.loser = c["loser"] if "loser" in c else s.loser
    o.turns = c["turns"] if "turns" in c else s.turns
    o.plays = c["plays"] if "plays" in c else s.plays
    o.end_reason = c["end_reason"] if "end_reason" in c else s.end_reason
    return o


def evolve(obj: Any, **changes: Any) -> Any:
    """`dataclasses.replace` for a `State` or a `Seat`."""
    return evolve_with(obj, changes)


def evolve_with(obj: Any, changes: dict[str, Any]) -> Any:
    """`evolve(obj, **changes)` for a dict already at hand."""
    if type(obj) is State:
        return evolve_state(obj, changes)
    if type(obj) is Seat:
        return evolve_seat(obj, changes)
    raise TypeError(f"evolve: not a State or a Seat: {type(obj).__name__}")
