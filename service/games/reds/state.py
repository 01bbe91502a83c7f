"""Reds state values: records that a move copies (`copy_state`) and changes, never in place.

Cards are the plain tokens of `service.games.cards` ("7D", "10S", "QC"); the pack has no
hearts (`pack.py`). Card lists are kept in pack order (suit C, D, S, then rank 2..A) so
that a state has one encoding. The hands are one word of bits per seat (`State.held`, see
`pack.py`); `State.hands` gives them as card tokens. See docs/rules/reds.md for the rulings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from ..value import Value
from .pack import (  # noqa: F401 - the pack's names, re-exported for the rest of the game
    DECK,
    DECK_SET,
    FULL,
    HAND_SIZE,
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


STATE_FIELDS = (
    "config", "seed", "draw", "round_no", "dealer", "phase", "held", "turned", "anti_trump",
    "bids", "selections", "passed", "leader", "trick", "done", "totals", "history",
)  # fmt: skip
"""The fields of a state, compared, hashed and encoded; `turn` and `exchange` are derived."""
DERIVED = ("turn", "exchange")
BASE_FIELDS = STATE_FIELDS
_BASE_SET = frozenset(BASE_FIELDS)


class State(Value):
    """A game position: a plain `__slots__` record (a `cdef class` with typed fields in the
    compiled build, state.pxd), equal and hashed by `STATE_FIELDS`. A move never changes a
    state: it changes a fresh `copy_state` of it.

    Most of what follows from the fields is not stored: `hands` (from `held`), `stock`
    (every card not in a hand, turned or played) and `tricks_won` (from `done`). Two derived
    fields are kept for the moves' fast paths (never encoded, not compared): `turn`, the one
    seat to act in trick play and open bidding (None in a simultaneous step and once over;
    `turn_of` is the rule), and `exchange`, this round's (cards to pass, direction). The
    constructor works them out; the moves (actions.py, rounds.py) keep them up to date."""

    __slots__ = (*STATE_FIELDS, *DERIVED)
    _fields = STATE_FIELDS

    def __init__(
        self,
        config: Config,
        seed: str,
        draw: tuple[tuple[tuple[int, str], ...], ...],  # first-dealer draw: (seat, card) rounds
        round_no: int,  # 1-based, tie-break rounds included
        dealer: int,
        phase: str,  # "bid" | "exchange" | "play" | "over"
        held: tuple[int, ...],  # one word per seat: seat s holds DECK[i] iff held[s] has bit i
        turned: tuple[str, ...],  # turned up until the first black card: public
        anti_trump: str | None,
        bids: tuple[int | None, ...],
        selections: tuple[tuple[str, ...] | None, ...],  # exchange picks (private until resolved)
        passed: tuple[tuple[str, ...], ...],  # what each seat gave in this round's exchange
        leader: int,
        trick: tuple[str, ...],  # the current trick, in play order from `leader`
        done: tuple[Trick, ...],  # this round's finished tricks
        totals: tuple[int, ...],
        history: tuple[RoundRecord, ...],
    ) -> None:
        self.config = config
        self.seed = seed
        self.draw = draw
        self.round_no = round_no
        self.dealer = dealer
        self.phase = phase
        self.held = held
        self.turned = turned
        self.anti_trump = anti_trump
        self.bids = bids
        self.selections = selections
        self.passed = passed
        self.leader = leader
        self.trick = trick
        self.done = done
        self.totals = totals
        self.history = history
        self.turn = turn_of(self)
        self.exchange = config.exchange(round_no)

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's hand as card tokens in pack order."""
        return hands_of(self.held)

    @property
    def stock(self) -> tuple[str, ...]:
        """The undealt and unturned cards (hidden, unused this round), in pack order."""
        rest = FULL & ~mask_of(self.turned) & ~mask_of(self.trick)
        for word in self.held:
            rest &= ~word
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


def turn_of(state: State) -> int | None:
    """Whose turn: the one seat to act in trick play (the leader's, then round the table) and
    in open bidding (from the dealer's left round to the dealer); None in hidden bidding, the
    exchange (both simultaneous) and once over. The one copy of the rule: `State.turn` is
    this, kept up to date by the moves."""
    phase = state.phase
    if phase == "play":
        return (state.leader + len(state.trick)) % state.config.players
    if phase == "bid" and not state.config.hidden_bids:
        made = 0
        for b in state.bids:
            if b is not None:
                made += 1
        return (state.dealer + 1 + made) % state.config.players
    return None


def copy_state(s: State) -> State:
    """A fresh copy of `s`, derived fields included, for a move to change (set in C when
    compiled: no `__init__` call)."""
    o: State = State.__new__(State)
    o.config = s.config
    o.seed = s.seed
    o.draw = s.draw
    o.round_no = s.round_no
    o.dealer = s.dealer
    o.phase = s.phase
    o.held = s.held
    o.turned = s.turned
    o.anti_trump = s.anti_trump
    o.bids = s.bids
    o.selections = s.selections
    o.passed = s.passed
    o.leader = s.leader
    o.trick = s.trick
    o.done = s.done
    o.totals = s.totals
    o.history = s.history
    o.turn = s.turn
    o.exchange = s.exchange
    return o


def new_state(**fields: Any) -> State:
    """A state from every field by name (`hands=`, each seat's cards, may stand for `held`);
    the derived fields are worked out."""
    if "hands" in fields:
        fields["held"] = held_of(fields.pop("hands"))
    if fields.keys() != _BASE_SET:
        missing, unknown = sorted(_BASE_SET - fields.keys()), sorted(fields.keys() - _BASE_SET)
        raise TypeError(f"State fields: missing {missing}, unknown {unknown}")
    return State(**fields)


def evolve(state: State, **changes: Any) -> State:
    """`dataclasses.replace` for states (tests and tools; the moves use `copy_state`): a new
    state of the fields with `changes` made, the derived fields worked out again. `hands=`
    (each seat's cards) stands for the `held` it makes. Unknown field names (and the derived
    ones) are refused."""
    if "hands" in changes:
        changes["held"] = held_of(changes.pop("hands"))
    if not changes.keys() <= _BASE_SET:
        raise TypeError(f"unknown State fields {sorted(changes.keys() - _BASE_SET)}")
    values = {name: getattr(state, name) for name in STATE_FIELDS}
    values.update(changes)
    return State(**values)
