"""Palace state, options and moves as immutable values (docs/rules/palace.md §3)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..cards import JK, JOKER, RANKS
from ..value import Value

# Cards are ints inside the engine (issue 40, ADR 0007; the encoding of `service.games.cards`,
# shared with Red Dragon): `rank * 4 + suit`, ranks 0..12 for 2..A, suits C, D, H, S, a joker
# 52 (`JK`, rank 13). Ints sort in the canonical order of cards in a move (rank 2..A, suit
# ♣♦♥♠, jokers last) and `card >> 2` is the rank. Hands keep the order cards entered them
# (the JSON's hand order); moves hold their cards sorted. The tokens exist only at the edge
# (the codec, the view, the events and the refusals translate with `TOKEN`/`CARD`, `tokens`).
# A rank is its int too (`lead_rank`, the effective top): `RANK_NAMES[rank]` is its JSON
# string.

#: RANK_NAMES[rank] is the rank's string ("10"; "JK" for the joker's 13)
RANK_NAMES: tuple[str, ...] = (*RANKS, JOKER)
RANK_OF_NAME: dict[str, int] = {r: i for i, r in enumerate(RANK_NAMES)}
#: ranks by int
TWO, THREE, EIGHT, TEN, JACK = (RANK_OF_NAME[r] for r in ("2", "3", "8", "10", "J"))
JOKER_RANK = JK >> 2
#: the effective top of a pile that counts as empty (a rank int past the joker's)
NO_TOP = JOKER_RANK + 1

# Ladder order (§2): 3 < 4 < … < 9 < J < Q < K < A. 2, 10 and jokers are never compared.
LADDER: dict[str, int] = {
    r: i for i, r in enumerate(("3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A"))
}
#: LADDER_OF[rank] is the rank's ladder place, -1 for 2, 10 and the joker
LADDER_OF: tuple[int, ...] = tuple([LADDER.get(r, -1) for r in RANK_NAMES])


def rank_of(card: int) -> str:
    """The rank string of an int card ("10"; "JK" for a joker)."""
    return RANK_NAMES[card >> 2]


def rank_name(rank: int | None) -> str | None:
    """A rank's JSON string, None for None."""
    return None if rank is None else RANK_NAMES[rank]


def sort_cards(cards: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(cards))


def remove_cards(zone: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    """`zone` without one copy of each of `cards` (all must be present)."""
    if len(cards) == 1:
        i = zone.index(cards[0])
        return zone[:i] + zone[i + 1 :]
    out = list(zone)
    for c in cards:
        out.remove(c)
    return tuple(out)


def remove_present(zone: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    """`zone` without one copy of each of `cards` that it holds (others are ignored)."""
    if not zone:
        return ()
    out = list(zone)
    for c in cards:
        if c in out:
            out.remove(c)
    return tuple(out)


#: Config's fields in their order (the constructor's positional order).
CONFIG_FIELDS = (
    "two_plays_again",
    "burn_plays_again",
    "four_of_a_kind",
    "voluntary_pickup",
    "faceup_pickup_takes_card",
    "mix_hand_faceup",
    "lower_rank",
    "eight_skip",
    "transparent_rank",
    "transparent_counts_in_runs",
    "ten_restricted",
    "jokers",
    "starter_rule",
    "starter_must_lead_lowest",
    "deal",
    "decks",
    "max_turns",
)


class Config(Value):
    """Normalized options (§7) in the form the rules use. A value: never changed once made
    (the compiled build enforces it, state.pxd), equal and hashed by its fields. A plain
    `__slots__` class (no dataclass) so that the compiled build reads its fields in C."""

    __slots__ = (*CONFIG_FIELDS, "lower", "transparent", "allowed")
    _fields = CONFIG_FIELDS

    def __init__(
        self,
        two_plays_again: bool = True,
        burn_plays_again: bool = True,
        four_of_a_kind: str = "consecutive",  # consecutive | single_play | off
        voluntary_pickup: bool = False,
        faceup_pickup_takes_card: bool = False,
        mix_hand_faceup: bool = False,
        lower_rank: str | None = None,  # None | "5" | "7" | "9"
        eight_skip: bool = False,
        transparent_rank: str | None = None,  # None | "3" | "8"
        transparent_counts_in_runs: bool = False,
        ten_restricted: bool = False,
        jokers: int = 0,
        starter_rule: str = "lowest_hand_card",
        starter_must_lead_lowest: bool = False,
        deal: str = "3/3/3",
        decks: int = 1,
        max_turns: int | None = None,
    ) -> None:
        self.two_plays_again = two_plays_again
        self.burn_plays_again = burn_plays_again
        self.four_of_a_kind = four_of_a_kind
        self.voluntary_pickup = voluntary_pickup
        self.faceup_pickup_takes_card = faceup_pickup_takes_card
        self.mix_hand_faceup = mix_hand_faceup
        self.lower_rank = lower_rank
        self.eight_skip = eight_skip
        self.transparent_rank = transparent_rank
        self.transparent_counts_in_runs = transparent_counts_in_runs
        self.ten_restricted = ten_restricted
        self.jokers = jokers
        self.starter_rule = starter_rule
        self.starter_must_lead_lowest = starter_must_lead_lowest
        self.deal = deal
        self.decks = decks
        self.max_turns = max_turns
        # Derived, never encoded or compared: the options' ranks as ints (-1 for none), and
        # effective top rank → the mask of ranks playable on it (bit r; filled by the rules
        # on first use).
        self.lower = -1 if lower_rank is None else RANK_OF_NAME[lower_rank]
        self.transparent = -1 if transparent_rank is None else RANK_OF_NAME[transparent_rank]
        self.allowed: dict[int, int] = {}

    @classmethod
    def from_options(cls, opts: Mapping[str, Any]) -> Config:
        lower = opts.get("lower_rank", "none")
        if opts.get("seven_lower"):
            lower = "7"
        transparent = opts.get("transparent_rank", "none")
        return cls(
            two_plays_again=opts["two_plays_again"],
            burn_plays_again=opts["burn_plays_again"],
            four_of_a_kind=opts["four_of_a_kind"],
            voluntary_pickup=opts["voluntary_pickup"],
            faceup_pickup_takes_card=opts["faceup_pickup_takes_card"],
            mix_hand_faceup=opts["mix_hand_faceup"],
            lower_rank=None if lower == "none" else lower,
            eight_skip=opts["eight_skip"],
            transparent_rank=None if transparent == "none" else transparent,
            transparent_counts_in_runs=opts["transparent_counts_in_runs"],
            ten_restricted=opts["ten_restricted"],
            jokers=opts["jokers"],
            starter_rule=opts["starter_rule"],
            starter_must_lead_lowest=opts["starter_must_lead_lowest"],
            deal=opts["deal"],
            decks=opts["decks"],
            max_turns=opts["max_turns"],
        )

    def to_options(self) -> dict[str, Any]:
        return {
            "two_plays_again": self.two_plays_again,
            "burn_plays_again": self.burn_plays_again,
            "four_of_a_kind": self.four_of_a_kind,
            "voluntary_pickup": self.voluntary_pickup,
            "faceup_pickup_takes_card": self.faceup_pickup_takes_card,
            "mix_hand_faceup": self.mix_hand_faceup,
            "lower_rank": self.lower_rank or "none",
            "seven_lower": self.lower_rank == "7",
            "eight_skip": self.eight_skip,
            "transparent_rank": self.transparent_rank or "none",
            "transparent_counts_in_runs": self.transparent_counts_in_runs,
            "ten_restricted": self.ten_restricted,
            "jokers": self.jokers,
            "starter_rule": self.starter_rule,
            "starter_must_lead_lowest": self.starter_must_lead_lowest,
            "deal": self.deal,
            "decks": self.decks,
            "max_turns": self.max_turns,
        }

    def is_transparent(self, rank: int) -> bool:
        return rank == JOKER_RANK or rank == self.transparent

    def row_size(self, players: int) -> int:
        """Cards per row (face-down, face-up, hand) and the refill target."""
        if self.deal == "bga_scaling":
            return {2: 6, 3: 4}.get(players, 3)
        return 3


#: Player's fields in their order (the constructor's positional order).
PLAYER_FIELDS = ("hand", "face_up", "face_down", "ready", "shown")


class Player(Value):
    """One seat's cards. A value: never changed once made (the compiled build enforces it,
    state.pxd), equal and hashed by its fields. A plain `__slots__` class (no dataclass) so
    that the compiled build makes it an extension type with typed fields (issue 40)."""

    __slots__ = PLAYER_FIELDS
    _fields = PLAYER_FIELDS

    def __init__(
        self,
        hand: tuple[int, ...],  # in the order the cards entered it
        face_up: tuple[int, ...],
        face_down: tuple[int, ...],
        ready: bool,
        # Hand cards every player has seen enter this hand (pick-ups, failed flips, swaps).
        shown: tuple[int, ...] = (),
    ) -> None:
        self.hand = hand
        self.face_up = face_up
        self.face_down = face_down
        self.ready = ready
        self.shown = shown

    def source(self) -> str | None:
        if self.hand:
            return "hand"
        if self.face_up:
            return "face_up"
        if self.face_down:
            return "face_down"
        return None

    def holds_cards(self) -> bool:
        return bool(self.hand or self.face_up or self.face_down)


#: State's fields in their order (the constructor's positional order).
STATE_FIELDS = (
    "config", "players", "phase", "stock", "pile", "burned", "current", "pending_again",
    "finish_order", "loser", "turns", "starter", "lead_rank", "end_reason",
)  # fmt: skip


class State(Value):
    """A Palace state. A value: never changed once made (the compiled build enforces it,
    state.pxd), equal and hashed by its fields. A plain `__slots__` class (no dataclass) so
    that the compiled build makes it an extension type with typed fields (issue 40)."""

    __slots__ = STATE_FIELDS
    _fields = STATE_FIELDS

    def __init__(
        self,
        config: Config,
        players: tuple[Player, ...],
        phase: str,  # swap | play | over
        stock: tuple[int, ...],  # index 0 is the top (next draw)
        pile: tuple[tuple[int, int], ...],  # bottom → top: (card, seat that played it)
        burned: tuple[int, ...],
        current: int,
        pending_again: bool,
        finish_order: tuple[int, ...],
        loser: int | None,
        turns: int,
        starter: int | None,
        lead_rank: int | None,  # starter_must_lead_lowest: the rank the first play must hold
        end_reason: str | None = None,
    ) -> None:
        self.config = config
        self.players = players
        self.phase = phase
        self.stock = stock
        self.pile = pile
        self.burned = burned
        self.current = current
        self.pending_again = pending_again
        self.finish_order = finish_order
        self.loser = loser
        self.turns = turns
        self.starter = starter
        self.lead_rank = lead_rank
        self.end_reason = end_reason


# --------------------------------------------------------------------------- moves


# Moves are values like the states (plain `__slots__` classes on `Value`; state.pxd declares
# them `cdef class`es with read-only fields): the listing makes its plays in C (`new_play`).


class Swap(Value):
    __slots__ = ("hand_card", "face_up_card")
    _fields = ("hand_card", "face_up_card")

    def __init__(self, hand_card: int, face_up_card: int) -> None:
        self.hand_card = hand_card
        self.face_up_card = face_up_card


class Ready(Value):
    __slots__ = ()
    _fields = ()


class Place(Value):
    __slots__ = ("cards",)
    _fields = ("cards",)

    def __init__(self, cards: tuple[int, ...]) -> None:
        self.cards = cards


class Play(Value):
    __slots__ = ("cards",)
    _fields = ("cards",)

    def __init__(self, cards: tuple[int, ...]) -> None:
        self.cards = cards


class Flip(Value):
    __slots__ = ("index",)
    _fields = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index


class PickUp(Value):
    __slots__ = ("face_up_card",)
    _fields = ("face_up_card",)

    def __init__(self, face_up_card: int | None = None) -> None:
        self.face_up_card = face_up_card


def new_play(cards: tuple[int, ...]) -> Play:
    """Play(cards); the compiled build sets the field in C."""
    o: Play = Play.__new__(Play)
    o.cards = cards
    return o


Move = Swap | Ready | Place | Play | Flip | PickUp


def new_state(
    config: Config,
    players: tuple[Player, ...],
    phase: str,
    stock: tuple[int, ...],
    pile: tuple[tuple[int, int], ...],
    burned: tuple[int, ...],
    current: int,
    pending_again: bool,
    finish_order: tuple[int, ...],
    loser: int | None,
    turns: int,
    starter: int | None,
    lead_rank: int | None,
    end_reason: str | None,
) -> State:
    """State(...) with every field, positional; the compiled build sets the fields in C
    without a Python-level __init__ call."""
    o: State = State.__new__(State)
    o.config = config
    o.players = players
    o.phase = phase
    o.stock = stock
    o.pile = pile
    o.burned = burned
    o.current = current
    o.pending_again = pending_again
    o.finish_order = finish_order
    o.loser = loser
    o.turns = turns
    o.starter = starter
    o.lead_rank = lead_rank
    o.end_reason = end_reason
    return o


def new_player(
    hand: tuple[int, ...],
    face_up: tuple[int, ...],
    face_down: tuple[int, ...],
    ready: bool,
    shown: tuple[int, ...],
) -> Player:
    o: Player = Player.__new__(Player)
    o.hand = hand
    o.face_up = face_up
    o.face_down = face_down
    o.ready = ready
    o.shown = shown
    return o


def evolve(s: State, **kw: Any) -> State:
    """`dataclasses.replace` for State, several times faster (apply_move is a hot path)."""
    g = kw.get
    return new_state(
        g("config", s.config),
        g("players", s.players),
        g("phase", s.phase),
        g("stock", s.stock),
        g("pile", s.pile),
        g("burned", s.burned),
        g("current", s.current),
        g("pending_again", s.pending_again),
        g("finish_order", s.finish_order),
        g("loser", s.loser),
        g("turns", s.turns),
        g("starter", s.starter),
        g("lead_rank", s.lead_rank),
        g("end_reason", s.end_reason),
    )


def evolve_player(p: Player, **kw: Any) -> Player:
    g = kw.get
    return new_player(
        g("hand", p.hand),
        g("face_up", p.face_up),
        g("face_down", p.face_down),
        g("ready", p.ready),
        g("shown", p.shown),
    )
