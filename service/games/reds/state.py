"""Reds state values: immutable, copied with `evolve`/`evolver`.

Cards are the plain tokens of `service.games.cards` ("7D", "10S", "QC"); the pack has no
hearts (`pack.py`). Card lists are kept in pack order (suit C, D, S, then rank 2..A) so
that a state has one encoding. The hands are one int of bits (`State.held`, see
`pack.py`); `State.hands` gives them as card tokens. See docs/rules/reds.md for the rulings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .pack import (  # noqa: F401 - the pack's names, re-exported for the rest of the game
    DECK,
    DECK_SET,
    FULL,
    HAND_SIZE,
    LANE_BITS,
    NEUTRAL,
    ORDER,
    RANK,
    SUIT,
    SUITS,
    TRUMP,
    cards_of,
    hands_of,
    held_of,
    mask_of,
    sort_cards,
)

TRICKS = 5

# (cards to pass, direction) per round of the full game; the short game plays rounds
# 1, 4, 5, 8, 9 of it. Tie-break rounds have no exchange.
FULL_SCHEDULE: tuple[tuple[int, str | None], ...] = (
    (4, "left"),
    (4, "right"),
    (3, "left"),
    (3, "right"),
    (2, "left"),
    (2, "right"),
    (1, "left"),
    (1, "right"),
    (0, None),
)
FULL_LABELS = (1, 2, 3, 4, 5, 6, 7, 8, 9)
SHORT_LABELS = (1, 4, 5, 8, 9)
SHORT_SCHEDULE = tuple(FULL_SCHEDULE[label - 1] for label in SHORT_LABELS)
NO_EXCHANGE: tuple[int, str | None] = (0, None)
SCHEDULES: dict[str, dict[int, tuple[int, str | None]]] = {
    "full": dict(enumerate(FULL_SCHEDULE, 1)),
    "short": dict(enumerate(SHORT_SCHEDULE, 1)),
}
"""mode -> round number -> (cards to pass, direction); later rounds have NO_EXCHANGE."""
LABELS: dict[str, dict[int, int]] = {
    "full": dict(enumerate(FULL_LABELS, 1)),
    "short": dict(enumerate(SHORT_LABELS, 1)),
}
"""mode -> round number -> its full-game label; tie-break rounds have none."""


@dataclass(frozen=True, slots=True)
class Config:
    players: int
    mode: str = "full"  # "full" | "short"
    hidden_bids: bool = False
    partnership: bool = False
    first_dealer: int | None = None
    tiebreak: str = "all_players"

    @property
    def scheduled_rounds(self) -> int:
        return len(LABELS[self.mode])

    def label(self, round_no: int) -> int | None:
        """The full-game round label (1..9) of round `round_no`; None in a tie-break."""
        return LABELS[self.mode].get(round_no)

    def exchange(self, round_no: int) -> tuple[int, str | None]:
        """(cards to pass, direction) in round `round_no`; (0, None) without exchange."""
        return SCHEDULES[self.mode].get(round_no, NO_EXCHANGE)

    def teams(self) -> tuple[tuple[int, int], ...]:
        half = self.players // 2
        return tuple((i, i + half) for i in range(half)) if self.partnership else ()

    def to_json(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.__slots__}

    def to_options(self) -> dict[str, object]:
        """The options (every one, defaults filled in), as a session was created with."""
        return {
            "mode": self.mode,
            "hidden_bids": self.hidden_bids,
            "partnership": self.partnership,
            "first_dealer": self.first_dealer,
            "tiebreak": self.tiebreak,
        }


Trick = tuple[int, tuple[str, ...], int]
"""A finished trick: (who led, the cards in play order from the leader, the winner)."""


class RoundRecord(NamedTuple):
    """A scored round: public once scored (hidden bids are revealed here)."""

    round_no: int
    dealer: int
    turned: tuple[str, ...]
    anti_trump: str | None
    exchange: tuple[int, str | None]
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    played: tuple[Trick, ...]


@dataclass(frozen=True, init=False)
class State:
    """A game position, built by `new_state` and copied by `evolve`/`evolver`.

    No `__slots__` and no `__init__`: a copy is a blank instance given a copy of the
    fields' dict with a few entries changed, much cheaper than setting 19 slots. Most of
    what follows from the fields is not stored: `hands` (from `held`), `stock` (every card
    not in a hand, turned or played) and `tricks_won` (from `done`). Two derived fields are
    kept for the moves' fast paths (never encoded, not compared): `turn`, the one seat to act
    in trick play and open bidding (None in a simultaneous step and once over), and
    `exchange`, this round's (cards to pass, direction). `new_state`, `evolve` and
    `evolver` work them out; the moves (actions.py, rounds.py) keep them up to date."""

    config: Config
    seed: str
    draw: tuple[tuple[tuple[int, str], ...], ...]  # first-dealer draw: rounds of (seat, card)
    round_no: int  # 1-based, tie-break rounds included
    dealer: int
    phase: str  # "bid" | "exchange" | "play" | "over"
    held: int  # every hand: seat s holds DECK[i] iff bit 39 * s + i is set (pack.py)
    turned: tuple[str, ...]  # turned up until the first black card: public
    anti_trump: str | None
    bids: tuple[int | None, ...]
    selections: tuple[tuple[str, ...] | None, ...]  # exchange picks (private until resolved)
    passed: tuple[tuple[str, ...], ...]  # what each seat gave in this round's exchange
    leader: int
    trick: tuple[str, ...]  # the current trick, in play order from `leader`
    done: tuple[Trick, ...]  # this round's finished tricks
    totals: tuple[int, ...]
    history: tuple[RoundRecord, ...]
    turn: int | None = field(compare=False, repr=False)  # derived: see above
    exchange: tuple[int, str | None] = field(compare=False, repr=False)  # derived

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's hand as card tokens in pack order."""
        return hands_of(self.held, self.config.players)

    @property
    def stock(self) -> tuple[str, ...]:
        """The undealt and unturned cards (hidden, unused this round), in pack order."""
        rest = FULL & ~mask_of(self.turned) & ~mask_of(self.trick)
        held = self.held
        while held:
            rest &= ~held
            held >>= LANE_BITS
        for _, cards, _ in self.done:
            rest &= ~mask_of(cards)
        return cards_of(rest)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """The tricks each seat has won this round."""
        won = [0] * self.config.players
        for _, _, winner in self.done:
            won[winner] += 1
        return tuple(won)


_FIELDS = tuple(State.__dataclass_fields__)
DERIVED = ("turn", "exchange")
BASE_FIELDS = tuple(f for f in _FIELDS if f not in DERIVED)
_BASE_SET = frozenset(BASE_FIELDS)
_set_dict = State.__dict__["__dict__"].__set__


def turn_of(values: dict[str, Any]) -> int | None:
    """The one seat to act in trick play and open bidding; None otherwise (the `turn` of a
    state whose other fields are `values`)."""
    config: Config = values["config"]
    phase = values["phase"]
    if phase == "play":
        return (values["leader"] + len(values["trick"])) % config.players
    if phase == "bid" and not config.hidden_bids:
        made = sum(b is not None for b in values["bids"])
        return (values["dealer"] + 1 + made) % config.players
    return None


def _derive(values: dict[str, Any]) -> None:
    """Set the derived fields of `values` (every other field is there)."""
    values["turn"] = turn_of(values)
    values["exchange"] = values["config"].exchange(values["round_no"])


def new_state(**fields: Any) -> State:
    """A state from every field by name (`hands=`, each seat's cards, may stand for `held`);
    the derived fields are worked out."""
    if "hands" in fields:
        fields["held"] = held_of(fields.pop("hands"))
    if fields.keys() != _BASE_SET:
        missing, unknown = sorted(_BASE_SET - fields.keys()), sorted(fields.keys() - _BASE_SET)
        raise TypeError(f"State fields: missing {missing}, unknown {unknown}")
    state = State()
    # a plain dict in field order, never the class's key-sharing ("split") instance dict:
    # CPython 3.11 specializes attribute loads from plain dicts only (2-3x faster)
    values = {name: fields[name] for name in BASE_FIELDS}
    _derive(values)
    _set_dict(state, values)
    return state


def evolve(state: State, **changes: Any) -> State:
    """`dataclasses.replace` for states: the fields' dict copied and updated, the derived
    fields worked out again. `hands=` (each seat's cards) stands for the `held` it makes.
    Unknown field names (and the derived ones) are refused."""
    if "hands" in changes:
        changes["held"] = held_of(changes.pop("hands"))
    if not changes.keys() <= _BASE_SET:
        raise TypeError(f"unknown State fields {sorted(changes.keys() - _BASE_SET)}")
    values = state.__dict__.copy()
    values.update(changes)
    _derive(values)
    new = State()
    _set_dict(new, values)
    return new


def evolver(*names: str) -> Callable[..., State]:
    """A copier that replaces exactly the fields `names`, taking their new values
    positionally: `evolver("held", "trick")(state, held, trick)`; it works out the derived
    fields again."""
    unknown = set(names) - _BASE_SET
    if unknown:
        raise ValueError(f"unknown State fields {sorted(unknown)}")
    params = ", ".join(f"v_{f}" for f in names)
    sets = "".join(f"    values[{f!r}] = v_{f}\n" for f in names)
    source = (
        f"def copier(state, {params}):\n"
        "    values = state.__dict__.copy()\n"
        f"{sets}"
        "    derive(values)\n"
        "    new = State()\n"
        "    set_dict(new, values)\n"
        "    return new\n"
    )
    namespace: dict[str, object] = {"State": State, "set_dict": _set_dict, "derive": _derive}
    exec(source, namespace)  # noqa: S102 - fixed source built from the field names
    return namespace["copier"]  # type: ignore[return-value]
