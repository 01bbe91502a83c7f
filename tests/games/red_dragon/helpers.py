"""Shared helpers for the Red Dragon tests: invariants, candidate moves, compact states.

The engine holds cards and ranks as ints (service/games/red_dragon/state.py); the tests
write tokens ("7H") and rank strings ("10"), translated by `cards`/`toks`/`rank` with the
codec's tables (`CARD`, `TOKEN`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from service.games.cards import RANKS, standard_deck
from service.games.red_dragon import GAME
from service.games.red_dragon.codec import all_cards
from service.games.red_dragon.moves import (
    Declare,
    PickUp,
    Play,
    PlayReserve,
    SelectReserve,
    TakeChance,
)
from service.games.red_dragon.state import (
    CARD,
    JK,
    TOKEN,
    Config,
    Entry,
    Seat,
    State,
    sort_cards,
)
from service.games.red_dragon.state import evolve as replace


def cards(text: str) -> tuple[int, ...]:
    """The sorted cards of tokens written "7H 7D" (a zone)."""
    return sort_cards([CARD[t] for t in text.split()])


def toks(zone: Any) -> tuple[str, ...]:
    """The tokens of a zone's cards, in its order."""
    return tuple(TOKEN[c] for c in zone)


def rank(name: str) -> int:
    """A rank's int ("10" → 8)."""
    return RANKS.index(name)


def invariant(state: State) -> None:
    c = state.config
    assert all_cards(state) == Counter(standard_deck(c.decks, c.jokers_per_deck))
    held = sum(1 for i in range(state.players) if state.seats[i].position is None)
    assert held + len(state.finish_order) == state.players
    if state.phase == "play":
        assert state.seats[state.current].position is None
        # §4 consequences: a free go (8s may merge), an extra go, or a hand holding a 2, a 10
        # or a Joker always has a legal play
        p = state.current
        hand = state.seats[p].hand
        must_play = state.extra_go or any(TOKEN[c][:-1] in ("2", "10") or c == JK for c in hand)
        if state.free_go is not None and state.free_go[0] == p:
            must_play = must_play or c.consecutive_eights == "no_extra_go"
        if must_play and state.pending_joker is None:
            assert not any(isinstance(m, PickUp) for m in GAME.legal_moves(state, p))


def candidates(state: State, seat: int) -> Iterator[Any]:
    """Plausible moves, legal or not, for the check == legal_moves cross-check."""
    s = state.seats[seat]
    if state.phase == "select_reserve":
        d = s.dealt
        if d:
            yield SelectReserve(d[:3])
            yield SelectReserve(d[-3:])
            yield SelectReserve(d[:2])
        yield Play(d[:1])
        return
    dirs = (None, "cw", "ccw")
    for c in dict.fromkeys(s.hand):
        yield Play((c,))
        yield Play((c,), rank("5"))
        yield Play((c,), None, "cw")
    for c in dict.fromkeys(s.opening):
        for d in dirs:
            yield Play((c,), None, d)
            yield Play((c, c), None, d)
        yield Play((c,), rank("2"), "ccw")
        yield Play((c,), rank("9"))
        if s.hand:
            yield Play(sort_cards(s.hand + (c,)))
            yield Play(sort_cards(s.hand + (c,)), rank("7"))
            yield Play(sort_cards(s.hand[1:] + (c,)))
    if len(s.hand) >= 2:
        yield Play(s.hand[:2])
        third = s.hand[-3] if len(s.hand) > 2 else JK
        yield Play(s.hand[-2:], third >> 2 if third != JK else rank("A"))
    yield Play()
    for c in dict.fromkeys(s.reserve):
        yield PlayReserve(c)
        yield PlayReserve(c, rank("10"))
        yield PlayReserve(c, rank("8"))
        yield PickUp(c)
    for pos in range(5):
        yield TakeChance(pos)
    yield PickUp()
    for r in range(len(RANKS)):
        yield Declare(r)
        if JK in s.hand:
            yield Play((JK,), r)


def make_state(
    seats: list[dict[str, Any]],
    pile: list[str] | None = None,
    *,
    current: int = 0,
    options: dict[str, Any] | None = None,
    first_move_pending: bool = False,
    direction: int = 1,
    free_go: tuple[int, bool] | None = None,
    finished: list[int] | None = None,
) -> State:
    """A play-phase state from a compact description; unlisted cards are out of the round.

    seats: [{"hand": "7H 7D", "opening": "3C", "reserve": "AS", "chance": "4D 5D"}, ...]
    pile: ["9H", "JK=9", "8C@1"]  (card, optional declared rank, optional player, bottom first)
    """
    n = len(seats)
    opts = GAME.normalize_options(n, options or {})
    config = Config(**opts)
    built = []
    used: Counter[int] = Counter()
    order = list(finished or [])
    for i, d in enumerate(seats):

        def zone(key: str, d: dict[str, Any] = d) -> tuple[int, ...]:
            return cards(d.get(key, ""))

        hand, opening, reserve = zone("hand"), zone("opening"), zone("reserve")
        chance = tuple(enumerate(CARD[t] for t in d.get("chance", "").split()))
        used.update(hand + opening + reserve + tuple(c for _, c in chance))
        pos = order.index(i) + 1 if i in order else None
        built.append(
            Seat(
                hand=hand,
                opening=opening,
                reserve=reserve,
                chance=chance,
                secret=zone("secret"),
                position=pos,
            )
        )
    entries = []
    for k, text in enumerate(pile or []):
        player = 0
        if "@" in text:
            text, who = text.split("@")
            player = int(who)
        token, _, declared = text.partition("=")
        entries.append(Entry(CARD[token], rank(declared or token[:-1]), player, "hand", k + 1))
        used[CARD[token]] += 1
    deck = Counter(CARD[t] for t in standard_deck(config.decks, config.jokers_per_deck))
    missing = used - deck
    assert not missing, f"not in the deck: {dict(missing)}"
    out = sort_cards((deck - used).elements())
    return State(
        players=n,
        config=config,
        phase="play",
        seats=tuple(built),
        out_of_round=out,
        direction=direction,
        direction_chosen=not first_move_pending,
        first_player=0,
        current=current,
        first_move_pending=first_move_pending,
        pile=tuple(entries),
        free_go=free_go,
        finish_order=tuple(order),
        plays=len(entries),
    )


def play(state: State, seat: int, text: str) -> tuple[State, list[dict[str, Any]]]:
    """Apply a move given in notation (`play 7H 7D`, `take_chance 0`, `pick_up`)."""
    return GAME.apply(state, seat, GAME.parse_notation(text))


def verdict(state: State, seat: int, text: str) -> str:
    """'ok' or the code of the refusal."""
    from service.games.base import RulesError

    try:
        GAME.check(state, seat, GAME.parse_notation(text))
    except RulesError as exc:
        return exc.code
    return "ok"


__all__ = [
    "invariant",
    "candidates",
    "make_state",
    "play",
    "verdict",
    "replace",
    "cards",
    "toks",
    "rank",
]
