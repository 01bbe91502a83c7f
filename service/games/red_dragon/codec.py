"""Red Dragon state JSON: `encode_state` and a strict `decode_state` (StateError only).

The JSON names cards by their tokens ("7H") and ranks by their strings ("10"); the state
holds ints (state.py): the codec translates both ways."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..base import OptionsError, StateError, stored_config
from ..cards import RANKS, is_card, standard_deck
from .state import CARD, SOURCES, TOKEN, Config, Seat, State, new_entry, sort_cards, tokens

PHASES = ("select_reserve", "play", "over")
_CHANCE_KEYS = {"position", "card"}
_PILE_KEYS = {"card", "rank", "player", "source", "play"}
_SEAT_KEYS = {"hand", "opening", "reserve", "chance", "dealt", "selected", "secret", "position"}
_KEYS = {
    "game",
    "players",
    "options",
    "phase",
    "seats",
    "out_of_round",
    "direction",
    "direction_chosen",
    "first_player",
    "current",
    "first_move_pending",
    "pile",
    "burned",
    "free_go",
    "extra_go",
    "pending_joker",
    "finish_order",
    "loser",
    "turns",
    "plays",
    "end_reason",
}


def encode_state(state: State) -> dict[str, Any]:
    return {
        "game": "red_dragon",
        "players": state.players,
        "options": state.config.to_json(),
        "phase": state.phase,
        "seats": [
            {
                "hand": tokens(s.hand),
                "opening": tokens(s.opening),
                "reserve": tokens(s.reserve),
                "chance": [{"position": pos, "card": TOKEN[c]} for pos, c in s.chance],
                "dealt": tokens(s.dealt),
                "selected": None if s.selected is None else tokens(s.selected),
                "secret": tokens(s.secret),
                "position": s.position,
            }
            for s in state.seats
        ],
        "out_of_round": tokens(state.out_of_round),
        "direction": "cw" if state.direction == 1 else "ccw",
        "direction_chosen": state.direction_chosen,
        "first_player": state.first_player,
        "current": state.current,
        "first_move_pending": state.first_move_pending,
        "pile": [
            {
                "card": TOKEN[e.card],
                "rank": RANKS[e.rank],
                "player": e.player,
                "source": e.source,
                "play": e.play,
            }
            for e in state.pile
        ],
        "burned": tokens(state.burned),
        "free_go": None
        if state.free_go is None
        else {"player": state.free_go[0], "via_chance": state.free_go[1]},
        "extra_go": state.extra_go,
        "pending_joker": state.pending_joker,
        "finish_order": list(state.finish_order),
        "loser": state.loser,
        "turns": state.turns,
        "plays": state.plays,
        "end_reason": state.end_reason,
    }


def _fail(message: str) -> StateError:
    return StateError("state.invalid", message)


def _obj(data: Any, keys: set[str], what: str) -> dict[str, Any]:
    if not isinstance(data, dict) or set(data) != keys:
        raise _fail(f"{what} must be an object with exactly the keys {sorted(keys)}")
    return data


def _int(data: Any, what: str, lo: int, hi: int, nullable: bool = False) -> Any:
    if data is None and nullable:
        return None
    if not isinstance(data, int) or isinstance(data, bool) or not lo <= data <= hi:
        raise _fail(f"{what} must be an integer {lo}..{hi}")
    return data


def _bool(data: Any, what: str) -> bool:
    if not isinstance(data, bool):
        raise _fail(f"{what} must be a boolean")
    return data


_TOKENS = frozenset(standard_deck(1, 1))  # every card token (is_card)


def _all_cards(data: list[Any]) -> bool:
    """`all(is_card(c) for c in data)` as one set operation."""
    try:
        return _TOKENS.issuperset(data)
    except TypeError:  # an unhashable item: not a card token
        return False


def _cards(data: Any, what: str, keep_order: bool = False) -> tuple[int, ...]:
    if not isinstance(data, list) or len(data) > 300 or not _all_cards(data):
        raise _fail(f"{what} must be a list of card tokens")
    cards = [CARD[t] for t in data]
    return tuple(cards) if keep_order else sort_cards(cards)


def _config(normalize: Any, n: int, options: Any) -> Config:
    """The state's options as a `Config` (`base.stored_config`: memoized)."""
    try:
        return stored_config(Config, normalize, n, options)  # type: ignore[no-any-return]
    except OptionsError as exc:
        raise _fail(f"options: {exc.message}") from None


def decode_state(data: Any, normalize: Any) -> State:
    """`normalize(players, options)` is the game's option checker (raises OptionsError)."""
    d = _obj(data, _KEYS, "state")
    if d["game"] != "red_dragon":
        raise _fail("game must be red_dragon")
    n = _int(d["players"], "players", 2, 8)
    config = _config(normalize, n, d["options"])
    phase = d["phase"]
    if phase not in PHASES:
        raise _fail(f"phase must be one of {PHASES}")
    if not isinstance(d["seats"], list) or len(d["seats"]) != n:
        raise _fail(f"seats must be a list of {n} seats")
    seats = []
    for i, raw in enumerate(d["seats"]):
        s = _obj(raw, _SEAT_KEYS, f"seats[{i}]")
        chance_raw = s["chance"]
        if not isinstance(chance_raw, list) or len(chance_raw) > 5:
            raise _fail(f"seats[{i}].chance must be a list of at most 5 entries")
        chance = []
        for entry in chance_raw:
            e = _obj(entry, _CHANCE_KEYS, f"seats[{i}].chance[]")
            pos = e["position"]
            if type(pos) is not int or not 0 <= pos <= 4:
                pos = _int(pos, "chance position", 0, 4)
            if not is_card(e["card"]):
                raise _fail(f"seats[{i}].chance card must be a card token")
            chance.append((pos, CARD[e["card"]]))
        if len({pos for pos, _ in chance}) != len(chance) or chance != sorted(chance):
            raise _fail(f"seats[{i}].chance positions must be distinct and ascending")
        selected = None if s["selected"] is None else _cards(s["selected"], "selected")
        seat = Seat(
            hand=_cards(s["hand"], "hand"),
            opening=_cards(s["opening"], "opening"),
            reserve=_cards(s["reserve"], "reserve"),
            chance=tuple(chance),
            dealt=_cards(s["dealt"], "dealt"),
            selected=selected,
            secret=_cards(s["secret"], "secret"),
            position=_int(s["position"], "position", 1, n, nullable=True),
        )
        if phase == "select_reserve":
            if seat.hand or seat.opening or seat.reserve or seat.secret or len(seat.dealt) != 8:
                raise _fail(f"seats[{i}]: during select_reserve only the 8 dealt cards are held")
            if selected is not None and (
                len(selected) != 3 or Counter(selected) - Counter(seat.dealt)
            ):
                raise _fail(f"seats[{i}].selected must be 3 of the dealt cards")
        elif seat.dealt or selected is not None:
            raise _fail(f"seats[{i}]: dealt/selected exist only during select_reserve")
        if seat.secret and Counter(seat.secret) - Counter(seat.hand):
            raise _fail(f"seats[{i}].secret must be hand cards")
        seats.append(seat)
    pile = []
    if not isinstance(d["pile"], list):
        raise _fail("pile must be a list")
    for entry in d["pile"]:
        e = _obj(entry, _PILE_KEYS, "pile entry")
        if not is_card(e["card"]) or e["rank"] not in RANKS:
            raise _fail("pile entry needs a card token and a declared rank")
        if e["card"] != "JK" and e["card"][:-1] != e["rank"]:
            raise _fail(f"pile entry {e['card']} cannot be declared {e['rank']}")
        if e["source"] not in SOURCES:
            raise _fail(f"pile source must be one of {SOURCES}")
        player = e["player"]
        if type(player) is not int or not 0 <= player <= n - 1:
            player = _int(player, "pile player", 0, n - 1)
        play = e["play"]
        if type(play) is not int or not 1 <= play <= 10**9:
            play = _int(play, "pile play", 1, 10**9)
        pile.append(new_entry(CARD[e["card"]], RANKS.index(e["rank"]), player, e["source"], play))
    free = d["free_go"]
    if free is not None:
        f = _obj(free, {"player", "via_chance"}, "free_go")
        free = (_int(f["player"], "free_go.player", 0, n - 1), _bool(f["via_chance"], "via_chance"))
    if d["direction"] not in ("cw", "ccw"):
        raise _fail("direction must be cw or ccw")
    order = d["finish_order"]
    if not isinstance(order, list) or len(set(map(repr, order))) != len(order):
        raise _fail("finish_order must be a list of distinct seats")
    order_t = tuple(_int(x, "finish_order seat", 0, n - 1) for x in order)
    pending = _int(d["pending_joker"], "pending_joker", 0, 4, nullable=True)
    end_reason = d["end_reason"]
    if end_reason not in (None, "last_player_holding", "max_turns"):
        raise _fail("end_reason must be null, last_player_holding or max_turns")
    state = State(
        players=n,
        config=config,
        phase=phase,
        seats=tuple(seats),
        out_of_round=_cards(d["out_of_round"], "out_of_round"),
        direction=1 if d["direction"] == "cw" else -1,
        direction_chosen=_bool(d["direction_chosen"], "direction_chosen"),
        first_player=_int(d["first_player"], "first_player", 0, n - 1, nullable=True),
        current=_int(d["current"], "current", 0, n - 1),
        first_move_pending=_bool(d["first_move_pending"], "first_move_pending"),
        pile=tuple(pile),
        burned=_cards(d["burned"], "burned", keep_order=True),
        free_go=free,
        extra_go=_bool(d["extra_go"], "extra_go"),
        pending_joker=pending,
        finish_order=order_t,
        loser=_int(d["loser"], "loser", 0, n - 1, nullable=True),
        turns=_int(d["turns"], "turns", 0, 10**9),
        plays=_int(d["plays"], "plays", 0, 10**9),
        end_reason=end_reason,
    )
    _check_consistency(state)
    return state


def all_cards(state: State) -> Counter[str]:
    """Every card of the state, counted by token."""
    cards = list(state.out_of_round)
    cards += state.burned
    cards += [e.card for e in state.pile]
    for s in state.seats:
        cards += s.hand
        cards += s.opening
        cards += s.reserve
        cards += [c for _, c in s.chance]
        cards += s.dealt
    found: Counter[str] = Counter(tokens(cards))
    if state.pending_joker is not None:
        found["JK"] += 1
    return found


_DECKS: dict[tuple[int, int], Counter[str]] = {}


def _deck(decks: int, jokers: int) -> Counter[str]:
    """Counter(standard_deck(decks, jokers)), memoized (do not mutate)."""
    deck = _DECKS.get((decks, jokers))
    if deck is None:
        deck = _DECKS[(decks, jokers)] = Counter(standard_deck(decks, jokers))
    return deck


def _check_consistency(state: State) -> None:
    from .rules import holds_cards

    c = state.config
    deck = _deck(c.decks, c.jokers_per_deck)
    have = all_cards(state)
    if not dict.__eq__(have, deck):  # no zero counts on either side: plain dict equality
        extra = sorted((have - deck).elements())
        missing = sorted((deck - have).elements())
        raise _fail(f"cards do not match the deck: extra {extra}, missing {missing}")
    for i, s in enumerate(state.seats):
        if s.position is not None and (
            s.holds_cards()
            or i not in state.finish_order
            or state.finish_order.index(i) + 1 != s.position
        ):
            raise _fail(f"seats[{i}].position disagrees with finish_order")
        if s.position is None and i in state.finish_order:
            raise _fail(f"seats[{i}] is in finish_order without a position")
    if state.phase == "play":
        if state.pending_joker is not None and any(
            pos == state.pending_joker for pos, _ in state.seats[state.current].chance
        ):
            raise _fail("pending_joker names a Chance card still face down")
        if not holds_cards(state, state.current):
            raise _fail("the current player holds no cards")
        if state.first_player is None:
            raise _fail("first_player is required once play has begun")
        live = [i for i in range(state.players) if holds_cards(state, i)]
        if len(live) < 2:
            raise _fail("play needs two players holding cards")
        if any(state.seats[i].position is None for i in range(state.players) if i not in live):
            raise _fail("a player without cards needs a finishing position")
    elif state.pending_joker is not None:
        raise _fail("pending_joker exists only during play")
