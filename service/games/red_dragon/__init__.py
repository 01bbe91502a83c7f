"""Red Dragon (Richard Glover, pagat.com): Palace's demanding cousin, for 2–8 players.

Each player gets 5 face-down Chance cards (nobody may look) and 8 cards, of which they
secretly choose 3 as Reserve (face down, owner may look); the other 5 become public Opening
cards. There is no stock. Players play same-rank sets onto one pile by an explicit
card-on-card table: higher or equal in general, 9 sits beside the ladder (only 2–9 and 10
may follow a 9; J, Q, K, A may not go on a 9), a 3 only on 3, 9 or 2; 2 and 10 go on anything.
8s make players miss a go (several 8s skip several players; consecutive 8s by one player
in their own free go merge into one go unless one came from Chance); a 10 burns the pile
without an extra go; four or more cards of a rank in one play burn with an extra go; four
in a row across plays burn without one. Jokers are wild and declared. Hand first, then
Opening, then Reserve or Chance one at a time; a player who cannot play picks up the pile
(a failed Chance card goes with it; a Reserve-only player also takes one chosen Reserve
card). The lowest Opening cards decide who starts; that player picks the direction with
the first play in games of 3 or more. Play runs until one player still holds cards: the
first out wins, the last holding cards loses.

Rules document: docs/rules/red_dragon.md (rulings, options, examples, referee decisions).
Deviation: two-deck copies carry no deck index (copies are interchangeable; zones are
multisets of cards: ints inside the engine, tokens such as "7C" in the JSON).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..base import (
    NOT_FINISHED,
    Event,
    Game,
    GameOver,
    MoveType,
    NotYourTurn,
    OptionsError,
    Outcome,
)
from ..cards import Rng, is_card, standard_deck
from . import codec, codes, moves, resolve, rules, view
from .moves import PickUp, SelectReserve
from .resolve import apply_move as _apply_move
from .rules import legal_moves as _legal_moves
from .state import CARD, Config, Seat, State, sort_cards
from .view import to_act as _to_act

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "decks": {
            "type": "integer",
            "enum": [1, 2],
            "default": 1,
            "description": "default 1 for 2–4 players and 2 for 5–8 (required there)",
        },
        "jokers_per_deck": {
            "type": "integer",
            "enum": [0, 1, 2],
            "default": 0,
            "description": "wild cards with a declared rank",
        },
        "consecutive_eights": {
            "type": "string",
            "enum": ["no_extra_go", "forbidden"],
            "default": "no_extra_go",
            "description": "an own 8 in one's 8-free-go: merged, or refused",
        },
        "chance_exception_scope": {
            "type": "string",
            "enum": ["either", "later_only"],
            "default": "either",
            "description": "which 8 must come from Chance for the exception",
        },
        "eight_skip_survives_burn": {
            "type": "boolean",
            "default": False,
            "description": "burned 8s still make players miss a go",
        },
        "ten_counts_for_first": {
            "type": "boolean",
            "default": True,
            "description": "10s count when finding the first player",
        },
        "reserve_fail_takes_card": {
            "type": "boolean",
            "default": True,
            "description": "a Reserve-only pick-up also takes one chosen Reserve card",
        },
        "mix_opening_subset": {
            "type": "string",
            "enum": ["any_subset", "all_of_rank"],
            "default": "any_subset",
            "description": "which Opening cards of the rank join a mixed play",
        },
        "default_direction": {
            "type": "string",
            "enum": ["none", "cw"],
            "default": "none",
            "description": "none: the first player must name the direction",
        },
        "max_turns": {
            "type": ["integer", "null"],
            "minimum": 1,
            "default": None,
            "description": "stalemate guard: end the game after this many turns",
        },
    },
}


def _seats(seats: list[int]) -> str:
    """`seat 2` / `seats 0, 2`."""
    return ("seat " if len(seats) == 1 else "seats ") + ", ".join(map(str, seats))


class RedDragon(Game):
    id = "red_dragon"
    title = "Red Dragon"
    min_players = 2
    max_players = 8
    rules_version = "1"
    options_schema = OPTIONS_SCHEMA
    summary = "Palace's cousin: Chance, Reserve and Opening cards, an explicit legality table."
    move_types = (
        MoveType(
            "select_reserve",
            "setup: choose 3 of your 8 cards as Reserve (simultaneous)",
            ({"type": "select_reserve", "cards": ["4C", "9H", "AS"]},),
        ),
        MoveType(
            "play",
            "play a same-rank set from the hand, or from the Opening cards once the hand is "
            "gone, or all of the hand plus Opening cards of its rank (the state tells which); "
            "'as' declares Jokers; 'direction' with the first play",
            (
                {"type": "play", "cards": ["7D", "7H"]},
                {"type": "play", "cards": ["3C"], "direction": "cw"},
                {"type": "play", "cards": ["5S", "JK"], "as": "5"},
            ),
        ),
        MoveType(
            "play_reserve",
            "play one Reserve card (a list of one card)",
            ({"type": "play_reserve", "cards": ["QS"]},),
        ),
        MoveType(
            "take_chance",
            "turn up the Chance card at a position and try it",
            ({"type": "take_chance", "position": 0},),
        ),
        MoveType(
            "declare",
            "declare the rank of a Joker just revealed from Chance",
            ({"type": "declare", "rank": "10"},),
        ),
        MoveType(
            "pick_up",
            "pick up the pile when no play is legal (Reserve-only: cards names the one Reserve "
            "card taken with it)",
            ({"type": "pick_up"}, {"type": "pick_up", "cards": ["4D"]}),
        ),
    )
    problem_codes = codes.PROBLEM_CODES

    # -- lifecycle -----------------------------------------------------------------------

    def normalize_options(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().normalize_options(players, raw)
        if players > 4 and (raw is None or "decks" not in raw):
            opts["decks"] = 2  # the default is 1 deck for 2–4 players, 2 decks for 5–8
        if players > 4 and opts["decks"] != 2:
            raise OptionsError(
                "options.decks_required", f"{players} players need 2 decks", option="decks"
            )
        return opts

    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> State:
        config = Config(**dict(options))
        deck = [CARD[t] for t in standard_deck(config.decks, config.jokers_per_deck)]
        cards = Rng(seed, "red_dragon", "deal").shuffle(deck)
        seats = []
        for i in range(players):
            mine = cards[13 * i : 13 * i + 13]
            seats.append(Seat(chance=tuple(enumerate(mine[:5])), dealt=sort_cards(mine[5:])))
        return State(
            players=players,
            config=config,
            phase="select_reserve",
            seats=tuple(seats),
            out_of_round=sort_cards(cards[13 * players :]),
        )

    # The playouts' path (`to_act`, `legal_moves`, `apply` every action) calls the compiled
    # functions by their imported names: `rules.legal_moves` would be a module attribute
    # lookup per call (ADR 0007, "Red Dragon, the wrappers").
    def to_act(self, state: State) -> frozenset[int]:
        return _to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        if state.phase == "play":
            if seat != state.current:
                return []
        elif seat not in _to_act(state):
            return []
        moves = _legal_moves(state, seat)
        # remembered so that `check` can accept a move object taken from this very list
        # without checking it again (every listed move passes `check_move`)
        _last[0] = (state, seat, tuple(moves))
        return moves

    def check(self, state: State, seat: int, move: Any) -> None:
        # a move object from the list `legal_moves` just gave for this state and seat: that
        # seat may act (or nothing would have been listed) and the move passes check_move
        listed = _last[0]
        if listed[0] is state and listed[1] == seat:
            for m in listed[2]:
                if m is move:
                    return
        # Game.check, with the play phase's `to_act` inlined
        if state.phase == "play" and seat == state.current:
            rules.check_move(state, seat, move)
            return
        if state.phase == "over":
            raise GameOver("turn.game_over", "the game is over")
        if state.phase == "play" and isinstance(move, SelectReserve):
            rules.check_move(state, seat, move)  # the Reserve was chosen at the start
        if (
            state.phase == "select_reserve"
            and type(seat) is int
            and 0 <= seat < state.players
            and state.seats[seat].selected is not None
        ):
            # a seat that has chosen waits for the others: say so, not "not your turn"
            waiting = sorted(view.to_act(state))
            if isinstance(move, SelectReserve):
                raise NotYourTurn(
                    "red_dragon.reserve_already_chosen",
                    "you have already chosen your Reserve cards: that is final; play begins "
                    f"when {_seats(waiting)} {'has' if len(waiting) == 1 else 'have'} chosen",
                    to_act=waiting,
                )
            raise NotYourTurn(
                "red_dragon.select_reserve_first",
                f"play has not begun: waiting for {_seats(waiting)} to choose Reserve cards",
                to_act=waiting,
            )
        super().check(state, seat, move)

    def apply(self, state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
        # `check`'s first test inlined: a move from the last listing needs no check
        listed = _last[0]
        if listed[0] is state and listed[1] == seat:
            for m in listed[2]:
                if m is move:
                    return _apply_move(state, seat, move)
        self.check(state, seat, move)
        return _apply_move(state, seat, move)

    def check_move(self, state: State, seat: int, move: Any) -> None:
        rules.check_move(state, seat, move)

    def apply_move(self, state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
        return resolve.apply_move(state, seat, move)

    def view(self, state: State, viewer: int | None) -> dict[str, Any]:
        outcome = self.outcome(state).to_json() if state.phase == "over" else None
        return view.view(state, viewer, outcome)

    def outcome(self, state: State) -> Outcome:
        if state.phase != "over":
            return NOT_FINISHED
        order = state.finish_order
        ranking: list[tuple[int, ...]] = [(p,) for p in order]
        left = tuple(p for p in range(state.players) if p not in order)
        if left:
            ranking.append(left)
        details = {
            "finish_order": list(order),
            "loser": state.loser,
            "winner": order[0] if order else None,
        }
        return Outcome(
            finished=True,
            winners=(order[0],) if order else (),
            losers=(state.loser,) if state.loser is not None else (),
            ranking=tuple(ranking),
            reason=state.end_reason,
            details=details,
        )

    def standing(self, state: State) -> tuple[tuple[int, ...], ...]:
        """Seats already out in the order they went out, then the rest by cards held (fewer
        first; equal counts share a place)."""
        order = tuple(state.finish_order)
        held = {p: _held(state, p) for p in range(state.players) if p not in order}
        return tuple((s,) for s in order) + tuple(
            tuple(s for s in held if held[s] == n) for n in sorted(set(held.values()))
        )

    def scores(self, state: State) -> dict[str, Any]:
        return {
            "finish_order": list(state.finish_order),
            "positions": [s.position for s in state.seats],
            "cards_held": [_held(state, i) for i in range(state.players)],
            "outcome": self.outcome(state).to_json() if state.phase == "over" else None,
        }

    # -- codecs --------------------------------------------------------------------------

    def encode_state(self, state: State) -> dict[str, Any]:
        return codec.encode_state(state)

    def decode_state(self, data: Any) -> State:
        return codec.decode_state(data, self.normalize_options)

    def parse_move(self, data: Any) -> Any:
        return moves.parse_move(data)

    def encode_move(self, move: Any) -> dict[str, Any]:
        return moves.encode_move(move)

    def move_notation(self, move: Any) -> str:
        return moves.notation(move)

    def parse_notation(self, text: str) -> Any:
        return moves.parse_notation(text)

    # -- hidden information --------------------------------------------------------------

    def public_move(self, move: Any, seat: int, viewer: int | None) -> dict[str, Any] | None:
        if viewer == seat:
            return self.encode_move(move)
        # the chosen Reserve cards, and a Reserve card picked up face down, stay secret
        if isinstance(move, SelectReserve):
            return {"type": "select_reserve", "hidden": True}
        if isinstance(move, PickUp) and move.reserve is not None:
            return {"type": "pick_up", "hidden": True}
        return self.encode_move(move)

    def known_cards(self, state: State, viewer: int | None) -> Counter[str]:
        return view.known_cards(state, viewer)

    def is_card_token(self, text: str) -> bool:
        return is_card(text)


#: _last[0] is (state, seat, moves) of the last `legal_moves` answer (see `RedDragon.check`):
#: a list changed in place, not a module global assigned per listing (that would change the
#: module's dictionary, and every global lookup of this module would miss its cache when
#: compiled)
_last: list[tuple[Any, Any, tuple[Any, ...]]] = [(None, None, ())]


def _held(state: State, p: int) -> int:
    s = state.seats[p]
    n = len(s.hand) + len(s.opening) + len(s.reserve) + len(s.chance) + len(s.dealt)
    return n + (1 if state.pending_joker is not None and state.current == p else 0)


GAME = RedDragon()
