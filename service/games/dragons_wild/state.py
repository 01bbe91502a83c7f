"""Dragons Wild state values: immutable records, copied with `evolve`.

Zones: `deck` has its top card first; `discard` has its oldest card first and its top card
last (so turning the pile over without shuffling keeps the tuple as it is). Hands are
sorted tuples of tokens. The round is derived from the turn index: r = turn // n + 1.

Every record is a plain `__slots__` class on `Value` (equal, hashed and printed by its
fields, like a frozen dataclass), which state.pxd declares a `cdef class` with typed,
read-only fields: the compiled build reads them in C (issue 39, ADR 0006; the recipe of
Palace's and Red Dragon's states, ADR 0007). The `.py` stays the reference.
"""

from __future__ import annotations

from typing import Any

from ..value import Value

PHASES = ("draw", "answer", "lay", "discard", "between", "over")

#: Config's fields in their order (the constructor's positional order).
CONFIG_FIELDS = (
    "hand_size", "suit_labels", "first_dealer", "end_condition", "target_score",
    "max_buys_per_window", "max_buys_per_player_per_hand", "allow_buy_first_upcard",
    "buy_requires_penalty_card", "refill", "keep_top_discard_on_refill", "blocked_hand",
    "forbid_discard_of_taken_discard", "runs_wrap", "going_out_multi_meld", "buy_priority",
    "tie_policy", "max_rounds_per_hand", "max_hands",
)  # fmt: skip


class Config(Value):
    """Normalized options. A value: never changed once made (the compiled build enforces it,
    state.pxd), equal and hashed by its fields."""

    __slots__ = CONFIG_FIELDS
    _fields = CONFIG_FIELDS

    def __init__(
        self,
        hand_size: int = 7,
        suit_labels: str = "Unicorn,Kelpie,Phoenix,Pegasus,Suit5,Suit6,Suit7,Suit8",
        first_dealer: int | None = None,
        end_condition: str = "hands_per_player",
        target_score: int = 200,
        max_buys_per_window: int = 3,
        max_buys_per_player_per_hand: int | None = None,
        allow_buy_first_upcard: bool = True,
        buy_requires_penalty_card: bool = True,
        refill: str = "on_demand",
        keep_top_discard_on_refill: bool = False,
        blocked_hand: str = "penalise_all",
        forbid_discard_of_taken_discard: bool = False,
        runs_wrap: bool = False,
        going_out_multi_meld: bool = False,
        buy_priority: str = "first_request",
        tie_policy: str = "share",
        max_rounds_per_hand: int | None = None,
        max_hands: int | None = None,
    ) -> None:
        self.hand_size = hand_size
        self.suit_labels = suit_labels
        self.first_dealer = first_dealer
        self.end_condition = end_condition
        self.target_score = target_score
        self.max_buys_per_window = max_buys_per_window
        self.max_buys_per_player_per_hand = max_buys_per_player_per_hand
        self.allow_buy_first_upcard = allow_buy_first_upcard
        self.buy_requires_penalty_card = buy_requires_penalty_card
        self.refill = refill
        self.keep_top_discard_on_refill = keep_top_discard_on_refill
        self.blocked_hand = blocked_hand
        self.forbid_discard_of_taken_discard = forbid_discard_of_taken_discard
        self.runs_wrap = runs_wrap
        self.going_out_multi_meld = going_out_multi_meld
        self.buy_priority = buy_priority
        self.tie_policy = tie_policy
        self.max_rounds_per_hand = max_rounds_per_hand
        self.max_hands = max_hands

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in CONFIG_FIELDS}

    def replace(self, **changes: Any) -> Config:
        """A copy with `changes` (the options are few and rarely changed: by keywords)."""
        values = {name: getattr(self, name) for name in CONFIG_FIELDS}
        values.update(changes)
        return Config(**values)


MELD_FIELDS = ("id", "owner", "kind", "key", "naturals", "dragon", "dragon_at", "laid_turn")


class Meld(Value):
    """A meld on the table. A set has `key` = its number and `dragon_at` None; a run has
    `key` = its suit index and, with a Dragon, `dragon_at` = the number it stands for."""

    __slots__ = MELD_FIELDS
    _fields = MELD_FIELDS

    def __init__(
        self,
        id: int,
        owner: int,
        kind: str,
        key: int,
        naturals: tuple[str, ...],
        dragon: str | None,
        dragon_at: int | None,
        laid_turn: int,
    ) -> None:
        self.id = id
        self.owner = owner
        self.kind = kind
        self.key = key
        self.naturals = naturals
        self.dragon = dragon
        self.dragon_at = dragon_at
        self.laid_turn = laid_turn

    @property
    def size(self) -> int:
        return len(self.naturals) + (self.dragon is not None)


RESULT_FIELDS = ("hand_no", "dealer", "reason", "went_out", "points", "penalties")


class HandResult(Value):
    """One finished hand: `reason` went_out | blocked | hand_limit; `points` the points laid
    in the hand per seat, `penalties` those subtracted at its end (≥ 0)."""

    __slots__ = RESULT_FIELDS
    _fields = RESULT_FIELDS

    def __init__(
        self,
        hand_no: int,
        dealer: int,
        reason: str,
        went_out: int | None,
        points: tuple[int, ...],
        penalties: tuple[int, ...],
    ) -> None:
        self.hand_no = hand_no
        self.dealer = dealer
        self.reason = reason
        self.went_out = went_out
        self.points = points
        self.penalties = penalties


#: State's fields in their order; `listed` (the last listing, see `rules.legal_moves`) and
#: `acting` (the seats to act, see `rules.to_act`) are derived slots, never compared,
#: encoded or copied.
STATE_FIELDS = (
    "config", "players", "seed", "hand_no", "dealer", "turn", "phase", "hands", "deck",
    "discard", "melds", "buys_window", "buyer", "buys_hand", "taken", "hand_points", "totals",
    "results", "last_table", "shown", "end_reason",
)  # fmt: skip


class State(Value):
    """A game position. A value (see `Config`); `evolve` makes the next one."""

    __slots__ = (*STATE_FIELDS, "listed", "acting")
    _fields = STATE_FIELDS

    def __init__(
        self,
        config: Config,
        players: int,
        seed: str,
        hand_no: int,
        dealer: int,
        turn: int,
        phase: str,
        hands: tuple[tuple[str, ...], ...],
        deck: tuple[str, ...],
        discard: tuple[str, ...],
        melds: tuple[Meld, ...],
        buys_window: int,
        buyer: int | None,
        buys_hand: tuple[int, ...],
        taken: str | None,
        hand_points: tuple[int, ...],
        totals: tuple[int, ...],
        results: tuple[HandResult, ...],
        last_table: tuple[str, ...],
        shown: tuple[tuple[str, ...], ...],  # cards each hand took face up from the discard
        end_reason: str | None = None,
    ) -> None:
        self.config = config
        self.players = players
        self.seed = seed
        self.hand_no = hand_no
        self.dealer = dealer
        self.turn = turn
        self.phase = phase
        self.hands = hands
        self.deck = deck
        self.discard = discard
        self.melds = melds
        self.buys_window = buys_window
        self.buyer = buyer
        self.buys_hand = buys_hand
        self.taken = taken
        self.hand_points = hand_points
        self.totals = totals
        self.results = results
        self.last_table = last_table
        self.shown = shown
        self.end_reason = end_reason
        self.listed: tuple[int, tuple[Any, ...]] | None = None
        self.acting: frozenset[int] | None = None

    @property
    def active(self) -> int:
        return (self.dealer + 1 + self.turn) % self.players

    @property
    def round(self) -> int:
        return self.turn // self.players + 1


_FIELD_SET = frozenset(STATE_FIELDS)


def evolve(state: State, **changes: Any) -> State:
    """A copy of `state` with the fields in `changes` replaced (set in C when compiled: no
    `__init__` call). The derived slots start empty: they belong to the state they were
    computed for."""
    if not changes.keys() <= _FIELD_SET:
        raise TypeError(f"unknown State fields {sorted(changes.keys() - _FIELD_SET)}")
    return evolve_state(state, changes)


def evolve_state(state: State, c: dict[str, Any]) -> State:
    """`evolve` with the changes as a dict of fields, for the move path (no keyword
    arguments to collect). The keys are not checked here: tests/games/dragons_wild/
    test_state_fields.py checks every literal one in the engine's source."""
    o: State = State.__new__(State)
    o.config = c["config"] if "config" in c else state.config
    o.players = c["players"] if "players" in c else state.players
    o.seed = c["seed"] if "seed" in c else state.seed
    o.hand_no = c["hand_no"] if "hand_no" in c else state.hand_no
    o.dealer = c["dealer"] if "dealer" in c else state.dealer
    o.turn = c["turn"] if "turn" in c else state.turn
    o.phase = c["phase"] if "phase" in c else state.phase
    o.hands = c["hands"] if "hands" in c else state.hands
    o.deck = c["deck"] if "deck" in c else state.deck
    o.discard = c["discard"] if "discard" in c else state.discard
    o.melds = c["melds"] if "melds" in c else state.melds
    o.buys_window = c["buys_window"] if "buys_window" in c else state.buys_window
    o.buyer = c["buyer"] if "buyer" in c else state.buyer
    o.buys_hand = c["buys_hand"] if "buys_hand" in c else state.buys_hand
    o.taken = c["taken"] if "taken" in c else state.taken
    o.hand_points = c["hand_points"] if "hand_points" in c else state.hand_points
    o.totals = c["totals"] if "totals" in c else state.totals
    o.results = c["results"] if "results" in c else state.results
    o.last_table = c["last_table"] if "last_table" in c else state.last_table
    o.shown = c["shown"] if "shown" in c else state.shown
    o.end_reason = c["end_reason"] if "end_reason" in c else state.end_reason
    o.listed = None
    o.acting = None
    return o
