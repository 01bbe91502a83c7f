"""Shared helpers for the Red Dragon tests: invariants, candidate moves, compact states."""

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
from service.games.red_dragon.state import Config, Entry, Seat, State, sort_cards
from service.games.red_dragon.state import evolve as replace


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
        must_play = state.extra_go or any(c[:-1] in ("2", "10") or c == "JK" for c in hand)
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
        yield Play((c,), "5")
        yield Play((c,), None, "cw")
    for c in dict.fromkeys(s.opening):
        for d in dirs:
            yield Play((c,), None, d)
            yield Play((c, c), None, d)
        yield Play((c,), "2", "ccw")
        yield Play((c,), "9")
        if s.hand:
            yield Play(sort_cards(s.hand + (c,)))
            yield Play(sort_cards(s.hand + (c,)), "7")
            yield Play(sort_cards(s.hand[1:] + (c,)))
    if len(s.hand) >= 2:
        yield Play(s.hand[:2])
        yield Play(s.hand[-2:], s.hand[-3][:-1] if len(s.hand) > 2 and s.hand[-3] != "JK" else "A")
    yield Play()
    for c in dict.fromkeys(s.reserve):
        yield PlayReserve(c)
        yield PlayReserve(c, "10")
        yield PlayReserve(c, "8")
        yield PickUp(c)
    for pos in range(5):
        yield TakeChance(pos)
    yield PickUp()
    for r in RANKS:
        yield Declare(r)
        if "JK" in s.hand:
            yield Play(("JK",), r)


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
    used: Counter[str] = Counter()
    order = list(finished or [])
    for i, d in enumerate(seats):

        def cards(key: str, d: dict[str, Any] = d) -> tuple[str, ...]:
            return sort_cards(d.get(key, "").split())

        hand, opening, reserve = cards("hand"), cards("opening"), cards("reserve")
        chance = tuple(enumerate(d.get("chance", "").split()))
        used.update(hand + opening + reserve + tuple(c for _, c in chance))
        pos = order.index(i) + 1 if i in order else None
        built.append(
            Seat(
                hand=hand,
                opening=opening,
                reserve=reserve,
                chance=chance,
                secret=cards("secret"),
                position=pos,
            )
        )
    entries = []
    for k, text in enumerate(pile or []):
        player = 0
        if "@" in text:
            text, who = text.split("@")
            player = int(who)
        card, _, declared = text.partition("=")
        rank = declared or card[:-1]
        entries.append(Entry(card, rank, player, "hand", k + 1))
        used[card] += 1
    deck = Counter(standard_deck(config.decks, config.jokers_per_deck))
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


__all__ = ["invariant", "candidates", "make_state", "play", "verdict", "replace"]
