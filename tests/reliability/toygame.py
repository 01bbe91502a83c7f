"""A tiny hidden-information card game used by the reliability tests alongside the real games.

The reliability promises (races, idempotency, faults, hidden cards, authorization) are about
the service, not about one game, so every test runs against the real games that are
registered *and* against this one, which is always there. It is never registered in
`service.games` (so the catalogue and the contract tests do not see it): the tests patch
`service.sessions.get_game` for the duration of a test, and the gunicorn app of the race
tests is built by `tests/reliability/toy_wsgi.py`, which does the same.

Rules: 2–4 players, a 20-card deck (10, J, Q, K, A of four suits), `hand_size` cards each
(option, 1–5, default 3); the rest is a face-down stock. In turn, a player plays one card
face up and, while the stock lasts, draws one (only the drawer sees it). The game ends when
every card is played; the highest sum of ranks (10, 11, 12, 13, 14) wins.

`leaky=True` builds a deliberately broken twin whose spectator view shows the stock: the
leak tests must catch it (that is how we know they would catch a real leak).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from service.games.base import (
    Game,
    IllegalMove,
    MoveFormatError,
    MoveType,
    Outcome,
    StateError,
)
from service.games.cards import Rng, is_card, parse_card

RANKS = ("10", "J", "Q", "K", "A")
VALUE = {r: 10 + i for i, r in enumerate(RANKS)}
DECK = tuple(r + s for s in "CDHS" for r in RANKS)


@dataclass(frozen=True)
class ToyState:
    players: int
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    played: tuple[tuple[int, str], ...]
    turn: int


class ToyGame(Game):
    id = "toy_cards"
    title = "Toy Cards"
    min_players = 2
    max_players = 4
    options_schema = {
        "type": "object",
        "properties": {
            "hand_size": {"type": "integer", "minimum": 1, "maximum": 5, "default": 3},
        },
    }
    move_types = (
        MoveType("play", "play a card from your hand", ({"type": "play", "card": "AS"},)),
    )

    def __init__(self, leaky: bool = False) -> None:
        self.leaky = leaky
        if leaky:
            self.id = "toy_cards_leaky"  # type: ignore[misc]

    # -- lifecycle
    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> ToyState:
        deck = Rng(seed, "toy", "deal").shuffle(DECK)
        k = int(options.get("hand_size", 3))
        hands = tuple(tuple(sorted(deck[i * k : (i + 1) * k])) for i in range(players))
        return ToyState(players, hands, tuple(deck[players * k :]), (), 0)

    def to_act(self, state: ToyState) -> frozenset[int]:
        return frozenset() if self._over(state) else frozenset({state.turn})

    @staticmethod
    def _over(state: ToyState) -> bool:
        return not state.stock and not any(state.hands)

    def legal_moves(self, state: ToyState, seat: int) -> list[Any]:
        if seat not in self.to_act(state):
            return []
        return [("play", c) for c in sorted(set(state.hands[seat]))]

    def check_move(self, state: ToyState, seat: int, move: Any) -> None:
        if move[1] not in state.hands[seat]:
            raise IllegalMove("toy.not_in_hand", "you can only play a card from your hand")

    def apply_move(self, state: ToyState, seat: int, move: Any) -> tuple[ToyState, list[Any]]:
        hand = list(state.hands[seat])
        hand.remove(move[1])
        events: list[dict[str, Any]] = [{"type": "play", "seat": seat, "card": move[1]}]
        stock = state.stock
        if stock:
            drawn, stock = stock[0], stock[1:]
            hand.append(drawn)
            events.append(
                {
                    "type": "draw",
                    "seat": seat,
                    "count": 1,
                    "private": {str(seat): {"cards": [drawn]}},
                }
            )
        hands = tuple(tuple(sorted(hand)) if i == seat else h for i, h in enumerate(state.hands))
        turn = state.turn
        new = replace(state, hands=hands, stock=stock, played=state.played + ((seat, move[1]),))
        for step in range(1, state.players + 1):
            turn = (state.turn + step) % state.players
            if new.hands[turn]:
                break
        return replace(new, turn=turn), events

    def view(self, state: ToyState, viewer: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": state.players,
            "turn": state.turn,
            "hand_sizes": [len(h) for h in state.hands],
            "stock_size": len(state.stock),
            "played": [{"seat": s, "card": c} for s, c in state.played],
            "hand": list(state.hands[viewer]) if viewer is not None else None,
        }
        if self.leaky and viewer is None:
            out["debug_stock"] = list(state.stock)
        return out

    def outcome(self, state: ToyState) -> Outcome:
        if not self._over(state):
            return Outcome(False)
        totals = self._totals(state)
        order = sorted(set(totals), reverse=True)
        ranking = tuple(tuple(s for s in range(state.players) if totals[s] == t) for t in order)
        return Outcome(True, winners=ranking[0], ranking=ranking, reason="cards_exhausted")

    def _totals(self, state: ToyState) -> list[int]:
        totals = [0] * state.players
        for seat, card in state.played:
            totals[seat] += VALUE[card[:-1]]
        return totals

    def scores(self, state: ToyState) -> dict[str, Any]:
        return {"totals": self._totals(state)}

    # -- codecs
    def encode_state(self, state: ToyState) -> dict[str, Any]:
        return {
            "type": "toy_cards",
            "players": state.players,
            "hands": [list(h) for h in state.hands],
            "stock": list(state.stock),
            "played": [[s, c] for s, c in state.played],
            "turn": state.turn,
        }

    def decode_state(self, data: Any) -> ToyState:
        try:
            players = data["players"]
            if type(players) is not int or not 2 <= players <= 4:
                raise StateError("state.invalid", "players must be 2–4")
            hands = tuple(tuple(parse_card(c) for c in h) for h in data["hands"])
            stock = tuple(parse_card(c) for c in data["stock"])
            played = tuple((int(p[0]), parse_card(p[1])) for p in data["played"])
            turn = data["turn"]
        except StateError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, MoveFormatError) as exc:
            raise StateError("state.invalid", "not a Toy Cards state") from exc
        if len(hands) != players or type(turn) is not int or not 0 <= turn < players:
            raise StateError("state.invalid", "hands and turn must fit the player count")
        if any(not 0 <= s < players for s, _ in played):
            raise StateError("state.invalid", "a played card names no seat")
        every = [c for h in hands for c in h] + list(stock) + [c for _, c in played]
        if Counter(every) != Counter(DECK):
            raise StateError("state.cards", "every card of the deck must be somewhere, once")
        return ToyState(players, tuple(tuple(sorted(h)) for h in hands), stock, played, turn)

    def parse_move(self, data: Any) -> Any:
        if (
            not isinstance(data, dict)
            or data.get("type") != "play"
            or set(data) != {"type", "card"}
        ):
            raise MoveFormatError("move.malformed", 'a move is {"type": "play", "card": ...}')
        return ("play", parse_card(data["card"]))

    def encode_move(self, move: Any) -> dict[str, Any]:
        return {"type": move[0], "card": move[1]}

    # -- hidden information
    def known_cards(self, state: ToyState, viewer: int | None) -> Counter[str]:
        known = Counter(c for _, c in state.played)
        if viewer is not None:
            known.update(state.hands[viewer])
        return known

    def is_card_token(self, text: str) -> bool:
        return is_card(text)


TOY = ToyGame()
LEAKY_TOY = ToyGame(leaky=True)
