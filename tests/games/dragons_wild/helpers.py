"""Shared helpers for Dragons Wild tests: invariants, candidate moves, a state builder."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from service.games.dragons_wild import GAME
from service.games.dragons_wild.deck import DECK, is_dragon, sort_cards
from service.games.dragons_wild.melds import new_meld
from service.games.dragons_wild.moves import (
    AddToMeld,
    AnswerBuy,
    Buy,
    Discard,
    Draw,
    EndGame,
    GoOut,
    LayMeld,
    NextHand,
)
from service.games.dragons_wild.rules import cards_in_play
from service.games.dragons_wild.state import Meld, State, evolve


def invariant(state: State) -> None:
    cards = cards_in_play(state)
    assert sorted(cards) == sorted(DECK), "70 cards conserved, each once"
    for m in state.melds:
        assert m.size >= 3
        assert m.dragon is None or is_dragon(m.dragon)
        assert not any(is_dragon(c) for c in m.naturals), "at most one Dragon per meld"
        cards_m = [*m.naturals, *([m.dragon] if m.dragon else [])]
        rebuilt = new_meld(cards_m, m.dragon_at, m.owner, m.id, m.laid_turn, state.config.runs_wrap)
        assert (rebuilt.kind, rebuilt.key) == (m.kind, m.key)
    if state.phase in ("draw", "answer", "lay", "discard"):
        assert all(state.hands), "everyone holds a card during a hand"
    assert state.buys_window <= state.config.max_buys_per_window


def candidates(state: State, seat: int) -> Iterator[Any]:
    """Plausible moves, legal or not, for the harness' check/legal_moves agreement."""
    yield Buy()
    yield AnswerBuy(True)
    yield AnswerBuy(False)
    yield Draw("deck")
    yield Draw("discard")
    yield NextHand()
    yield EndGame()
    hand = state.hands[seat]
    for c in hand[:3]:
        yield Discard(c)
    if state.discard:
        yield Discard(state.discard[-1])
    if state.phase not in ("lay", "discard"):
        return
    small = hand[:9]
    for size in (1, 2, 3, 4):
        for combo in list(combinations(small, size))[:60]:
            cards = sort_cards(combo)
            if size >= 3:
                yield LayMeld(cards)
                if any(is_dragon(c) for c in cards):
                    for at in range(1, 9):
                        yield LayMeld(cards, at)
            for m in state.melds[:6]:
                if size <= 2:
                    yield AddToMeld(m.id, cards)
                    if m.kind == "run" and (m.dragon or any(is_dragon(c) for c in cards)):
                        for at in range(1, 9):
                            yield AddToMeld(m.id, cards, at)
    yield AddToMeld(999, hand[:1])
    if len(hand) >= 7:
        yield GoOut(((sort_cards(hand[:3]), None), (sort_cards(hand[3:6]), None)))
        yield GoOut(((sort_cards(hand[:3]), None), (sort_cards(hand[3:-1]), None)))


def build(
    players: int = 3,
    hands: list[list[str]] | None = None,
    discard: list[str] | None = None,
    melds: list[tuple[int, list[str], int | None, int]] | None = None,
    phase: str = "lay",
    turn: int = 0,
    options: dict[str, Any] | None = None,
    deck: list[str] | None = None,
    spare: int | None = None,
    **fields: Any,
) -> State:
    """A state from a compact description. Unnamed cards go to the deck (DECK order), or,
    when `deck` is given, to seat `spare`'s hand; melds are (owner, cards, dragon_at,
    laid_turn)."""
    opts = GAME.normalize_options(players, {"first_dealer": players - 1, **(options or {})})
    state = GAME.setup(players, opts, "build")
    hands = hands or [[] for _ in range(players)]
    discard = discard or []
    built: list[Meld] = []
    for i, (owner, cards, at, laid) in enumerate(melds or []):
        built.append(new_meld(sort_cards(cards), at, owner, i, laid, opts["runs_wrap"]))
    used = {c for h in hands for c in h} | set(discard)
    for m in built:
        used |= set(m.naturals) | ({m.dragon} if m.dragon else set())
    if deck is None:
        deck = [c for c in DECK if c not in used]
    else:
        # the cards named nowhere go to the hand of seat `spare` (default: the last seat)
        rest = [c for c in DECK if c not in used and c not in deck]
        hands = [list(h) for h in hands]
        hands[spare if spare is not None else players - 1] += rest
    return evolve(
        state,
        hands=tuple(sort_cards(h) for h in hands),
        discard=tuple(discard),
        deck=tuple(deck),
        melds=tuple(built),
        phase=phase,
        turn=turn,
        **fields,
    )


def verdict(state: State, seat: int, text: str) -> str | None:
    """None if the move (in notation) is legal, else the refusal's code."""
    from service.games.base import IllegalMove

    try:
        GAME.check(state, seat, GAME.parse_notation(text))
    except IllegalMove as exc:
        return exc.code
    return None


def play(state: State, seat: int, text: str) -> tuple[State, list[dict[str, Any]]]:
    """Apply one move given in notation (checked; its canonical spelling listed); returns
    the state and the events."""
    from service.games.dragons_wild.rules import canonical_move

    move = GAME.parse_notation(text)
    listed = {GAME.move_notation(m) for m in GAME.legal_moves(state, seat)}
    assert GAME.move_notation(canonical_move(state, seat, move)) in listed, f"{text} is not listed"
    return GAME.apply(state, seat, move)


def layout(state: State, meld_id: int) -> list[str]:
    from service.games.dragons_wild.view import meld_layout

    meld = next(m for m in state.melds if m.id == meld_id)
    return meld_layout(meld, state.config.runs_wrap)
