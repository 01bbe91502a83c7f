"""Helpers for Palace tests: a compact state builder, candidate moves and the invariant."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from service.games.cards import CARD, TOKEN
from service.games.palace import GAME
from service.games.palace.rules import deck_for
from service.games.palace.state import (
    RANK_OF_NAME,
    Config,
    Flip,
    Move,
    PickUp,
    Place,
    Play,
    Player,
    Ready,
    State,
    Swap,
    evolve,
    rank_of,
    sort_cards,
)


def cards(text: str) -> tuple[int, ...]:
    """The int cards of "7H 7D" (the engine's cards), in that order."""
    return tuple([CARD[t] for t in text.split()])


def toks(zone: tuple[int, ...]) -> tuple[str, ...]:
    """The tokens of int cards, in their order."""
    return tuple([TOKEN[c] for c in zone])


def pile_toks(state: State) -> list[tuple[str, int]]:
    """The pile as (token, seat) entries."""
    return [(TOKEN[c], s) for c, s in state.pile]


def make_state(
    seats: list[dict[str, str]],
    *,
    pile: str = "",
    pile_seat: int | None = None,
    stock: str | None = None,
    current: int = 0,
    pending_again: bool = False,
    phase: str = "play",
    finish_order: tuple[int, ...] = (),
    options: dict[str, Any] | None = None,
    lead_rank: str | None = None,
    turns: int = 0,
) -> State:
    """A state from a compact description: per seat `hand`, `up`, `down` as "7H 7D" strings.

    Cards not named anywhere go to `burned` (to the stock in the swap phase), so the
    state always holds exactly one deck and survives encode/decode."""
    n = len(seats)
    config = Config.from_options(GAME.normalize_options(n, options or {}))
    players = tuple(
        Player(
            cards(s.get("hand", "")),
            cards(s.get("up", "")),
            cards(s.get("down", "")),
            phase != "swap" or bool(s.get("ready")),
            cards(s.get("shown", "")),
        )
        for s in seats
    )
    pile_cards = cards(pile)
    owner = (current - 1) % n if pile_seat is None else pile_seat
    used: Counter[int] = Counter(pile_cards)
    for p in players:
        used.update(p.hand + p.face_up + p.face_down)
    rest = list((Counter(deck_for(config)) - used).elements())
    rest = list(sort_cards(rest))
    if stock is None and phase == "swap":
        stock_cards: tuple[int, ...] = tuple(rest)
        burned: tuple[int, ...] = ()
    elif stock is None:
        stock_cards = ()
        burned = tuple(rest)
    else:
        stock_cards = cards(stock)
        left = Counter(rest) - Counter(stock_cards)
        burned = tuple(sort_cards(left.elements()))
    state = State(
        config=config,
        players=players,
        phase=phase,
        stock=stock_cards,
        pile=tuple((c, owner) for c in pile_cards),
        burned=burned,
        current=current,
        pending_again=pending_again,
        finish_order=finish_order,
        loser=None,
        turns=turns,
        starter=None if phase == "swap" else 0,
        lead_rank=None if lead_rank is None else RANK_OF_NAME[lead_rank],
    )
    # Built states must be valid states.
    return GAME.decode_state(GAME.encode_state(state))


def play(state: State, seat: int, notation: str) -> tuple[State, list[dict[str, Any]]]:
    return GAME.apply(state, seat, GAME.parse_notation(notation))


def invariant(state: State) -> None:
    total: Counter[int] = Counter(state.stock) + Counter(state.burned)
    total.update(c for c, _ in state.pile)
    for p in state.players:
        total.update(p.hand + p.face_up + p.face_down)
        assert not Counter(p.shown) - Counter(p.hand)
    assert total == Counter(deck_for(state.config)), "cards are conserved"
    if state.phase == "play":
        cur = state.players[state.current]
        assert cur.holds_cards()
        assert cur.hand or not state.stock, "a turn with an empty hand implies an empty stock"
        if state.pending_again:
            assert not state.pile or state.pile[-1][1] == state.current
        top = [c for c, _ in state.pile[-4:]]
        if len(top) == 4 and state.config.four_of_a_kind == "consecutive":
            assert len({rank_of(c) for c in top}) > 1 or state.config.transparent_counts_in_runs
        assert all(rank_of(c) != "10" for c, _ in state.pile), "a 10 never stays on the pile"
    for s in state.finish_order:
        assert not state.players[s].holds_cards()


def candidates(state: State, seat: int) -> Iterator[Move]:
    """Plausible moves, legal or not, for the check-vs-list comparison."""
    p = state.players[seat]
    everything = p.hand + p.face_up
    yield Ready()
    yield PickUp()
    for c in sorted(set(p.face_up))[:3]:
        yield PickUp(c)
    yield PickUp(CARD["AS"])
    for i in range(len(p.face_down) + 1):
        yield Flip(i)
    for h in sorted(set(p.hand))[:4]:
        for u in sorted(set(p.face_up))[:3]:
            yield Swap(h, u)
    yield Swap(CARD["AS"], CARD["AH"])
    if len(p.hand) >= 3:
        yield Place(sort_cards(p.hand[:3]))
        yield Place(sort_cards(p.hand[:2]))
    by_rank: dict[str, list[int]] = {}
    for c in everything:
        by_rank.setdefault(rank_of(c), []).append(c)
    for group in by_rank.values():
        yield Play((group[0],))
        yield Play(sort_cards(group))
        if len(group) > 1:
            yield Play(sort_cards(group[:2]))
    if len(everything) >= 2:
        yield Play(sort_cards(everything[:2]))
    for c in ("3C", "2S", "10D", "AH"):
        yield Play((CARD[c],))


def with_phase(state: State, **changes: Any) -> State:
    return evolve(state, **changes)


__all__ = ["Flip", "Move", "PickUp", "Place", "Play", "Ready", "Swap"]
