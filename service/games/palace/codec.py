"""JSON codecs for Palace moves and states, and the text notation (docs/rules/palace.md)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..base import MoveFormatError, StateError, parse_options
from ..cards import CARD, TOKEN, is_card, parse_card, standard_deck, tokens
from ..words import count, describe, listing, plural
from .rules import deck_for
from .state import (
    RANK_NAMES,
    RANK_OF_NAME,
    Config,
    Flip,
    Move,
    PickUp,
    Place,
    Play,
    Ready,
    State,
    Swap,
    new_player,
    new_state,
    sort_cards,
)

MAX_CARDS = 120

_KEYS: dict[str, tuple[set[str], set[str]]] = {
    # type: (required keys, optional keys) besides "type"
    "swap": ({"hand_card", "face_up_card"}, set()),
    "ready": (set(), set()),
    "place": ({"cards"}, set()),
    "play": ({"cards"}, set()),
    "flip": ({"index"}, set()),
    "pick_up": (set(), {"cards"}),
}


def _bad(message: str, code: str = "move.malformed") -> MoveFormatError:
    return MoveFormatError(code, message)


def _cards(data: Any, field: str) -> tuple[int, ...]:
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_CARDS:
        raise _bad(f"{field} must be a non-empty list of at most {MAX_CARDS} cards")
    return sort_cards([CARD[parse_card(c, field)] for c in data])


def parse_move(data: Any) -> Move:
    if not isinstance(data, dict):
        raise _bad("a move is a JSON object with a type")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise _bad(
            f"unknown move type {describe(kind)} (swap, ready, place, play, flip, pick_up)",
            "move.unknown_type",
        )
    required, optional = _KEYS[kind]
    keys = set(data) - {"type"}
    if not required <= keys or not keys <= required | optional:
        extra = sorted(str(k) for k in keys - required - optional)
        missing = sorted(required - keys)
        parts = []
        if missing:
            parts.append(f"missing {listing(missing, ', ')}")
        if extra:
            parts.append(f"unexpected {plural(len(extra), 'key')} {listing(extra, ', ')}")
        raise _bad(f"{kind} move: {'; '.join(parts)}")
    if kind == "swap":
        return Swap(
            CARD[parse_card(data["hand_card"], "hand_card")],
            CARD[parse_card(data["face_up_card"], "face_up_card")],
        )
    if kind == "ready":
        return Ready()
    if kind == "place":
        return Place(_cards(data["cards"], "cards"))
    if kind == "play":
        return Play(_cards(data["cards"], "cards"))
    if kind == "flip":
        index = data["index"]
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 1000:
            raise _bad("flip index must be an integer 0.. (position among your face-down cards)")
        return Flip(index)
    if "cards" in data:
        taken = data["cards"]
        if not isinstance(taken, list) or len(taken) != 1:
            got = count(len(taken), "card") if isinstance(taken, list) else describe(taken)
            raise _bad(
                "pick_up cards names the one face-up card taken with the pile: "
                f"a list of one card, not {got}"
            )
        return PickUp(CARD[parse_card(taken[0], "cards")])
    return PickUp()


def encode_move(move: Move) -> dict[str, Any]:
    if isinstance(move, Play):
        return {"type": "play", "cards": tokens(move.cards)}
    if isinstance(move, Swap):
        return {
            "type": "swap",
            "hand_card": TOKEN[move.hand_card],
            "face_up_card": TOKEN[move.face_up_card],
        }
    if isinstance(move, Ready):
        return {"type": "ready"}
    if isinstance(move, Place):
        return {"type": "place", "cards": tokens(move.cards)}
    if isinstance(move, Flip):
        return {"type": "flip", "index": move.index}
    out: dict[str, Any] = {"type": "pick_up"}
    if move.face_up_card is not None:
        out["cards"] = [TOKEN[move.face_up_card]]
    return out


def move_notation(move: Move) -> str:
    if isinstance(move, Swap):
        return f"swap {TOKEN[move.hand_card]} {TOKEN[move.face_up_card]}"
    if isinstance(move, Ready):
        return "ready"
    if isinstance(move, Place):
        return "place " + " ".join(tokens(move.cards))
    if isinstance(move, Play):
        return "play " + " ".join(tokens(move.cards))
    if isinstance(move, Flip):
        return f"flip {move.index}"
    return "pick_up" if move.face_up_card is None else f"pick_up {TOKEN[move.face_up_card]}"


def parse_notation(text: Any) -> Move:
    if not isinstance(text, str) or len(text) > 1000:
        raise _bad('notation must be a short string such as "play 7H 7D"')
    words = text.split()
    if not words:
        raise _bad("empty notation")
    head, rest = words[0].lower().replace("-", "_"), words[1:]
    if head == "pickup":
        head = "pick_up"
    if head == "swap" and len(rest) == 2:
        return parse_move({"type": "swap", "hand_card": rest[0], "face_up_card": rest[1]})
    if head == "ready" and not rest:
        return Ready()
    if head in ("play", "place") and rest:
        return parse_move({"type": head, "cards": rest})
    if head == "flip" and len(rest) == 1 and rest[0].isdigit():
        return parse_move({"type": "flip", "index": int(rest[0])})
    if head == "pick_up" and len(rest) <= 1:
        return parse_move({"type": "pick_up", **({"cards": rest} if rest else {})})
    raise _bad(
        f"cannot read {describe(text)} "
        '(e.g. "play 7H 7D", "flip 2", "pick_up", "swap 4C KH", "ready")'
    )


# --------------------------------------------------------------------------- states


def encode_state(state: State) -> dict[str, Any]:
    return {
        "game": "palace",
        "players": len(state.players),
        "options": state.config.to_options(),
        "phase": state.phase,
        "seats": [
            {
                "hand": tokens(p.hand),
                "face_up": tokens(p.face_up),
                "face_down": tokens(p.face_down),
                "ready": p.ready,
                "shown": tokens(p.shown),
            }
            for p in state.players
        ],
        "stock": tokens(state.stock),
        "pile": [{"card": TOKEN[c], "seat": s} for c, s in state.pile],
        "burned": tokens(state.burned),
        "current": state.current,
        "pending_again": state.pending_again,
        "finish_order": list(state.finish_order),
        "loser": state.loser,
        "turns": state.turns,
        "starter": state.starter,
        "lead_rank": None if state.lead_rank is None else RANK_NAMES[state.lead_rank],
        "end_reason": state.end_reason,
    }


def _fail(message: str) -> StateError:
    return StateError("state.invalid", message)


def _card_list(data: Any, field: str, index: int = 0) -> tuple[int, ...]:
    """`data` (card tokens) as a tuple of int cards; `field` may hold `{}` for a seat
    `index`."""
    if type(data) is list:
        try:
            if _CARD_SET.issuperset(data):  # the common case: every item a card token
                return tuple([_CARD[t] for t in data])
        except TypeError:  # an unhashable item: the slow check below names the problem
            pass
    if not isinstance(data, list) or not _all_cards(data):
        raise _fail(f"{field.format(index)} must be a list of card tokens")
    return tuple([_CARD[t] for t in data])


def _all_cards(data: list[Any]) -> bool:
    for c in data:
        if not is_card(c):
            return False
    return True


def _all_dicts(data: list[Any]) -> bool:
    for e in data:
        if not isinstance(e, dict):
            return False
    return True


def _seat(data: Any, n: int, field: str, nullable: bool = False) -> int | None:
    if data is None and nullable:
        return None
    if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data < n:
        raise _fail(f"{field} must be a seat 0..{n - 1}")
    return data


def _bool(data: Any, field: str) -> bool:
    if not isinstance(data, bool):
        raise _fail(f"{field} must be true or false")
    return data


_CARD_SET = frozenset(c for c in standard_deck(1, 1) if is_card(c))
_CARD = CARD  # a C global when compiled (codec.pxd)
_SEAT_KEYS = frozenset(("hand", "face_up", "face_down", "ready", "shown"))
_PILE_KEYS = frozenset(("card", "seat"))
_INT_TYPE = frozenset((int,))
_TWO = frozenset((2,))
_SEAT_RANGES = [frozenset(range(k)) for k in range(16)]
_PHASES = ("swap", "play", "over")
_LEAD_RANKS = ("3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A")
_END_REASONS = (None, "last_player_holding", "max_turns")

# Options as posted (names, values and the values' exact types, so that true ≠ 1) → Config.
# Only options that passed validation are cached; cleared when it grows past its bound.
_CONFIGS: dict[tuple[Any, ...], Config] = {}
_CONFIGS_MAX = 1024
# (decks, jokers) → the sorted deck, for one multiset comparison of every card in a state.
_SORTED_DECKS: dict[tuple[int, int], list[int]] = {}
# (decks, jokers) → (the deck as a set,) when it holds each card once, else ().
_DECK_SETS: dict[tuple[int, int], tuple[frozenset[int], ...]] = {}


def _config(raw: dict[str, Any], schema: dict[str, Any]) -> Config:
    values = tuple(raw.values())
    key = (id(schema), tuple(raw), values, tuple(map(type, values)))
    try:
        config = _CONFIGS.get(key)
        cacheable = True
    except TypeError:  # an unhashable value (a list or object): never valid, parse says why
        config = None
        cacheable = False
    if config is not None:
        return config
    try:
        opts = parse_options(schema, raw)
    except Exception as exc:
        raise _fail(f"options: {exc}") from None
    if opts.get("seven_lower") and opts.get("lower_rank") not in ("none", "7"):
        raise _fail("options: seven_lower contradicts lower_rank")
    config = Config.from_options(opts)
    if cacheable:
        if len(_CONFIGS) >= _CONFIGS_MAX:
            _CONFIGS.clear()
        _CONFIGS[key] = config
    return config


def _sorted_deck(config: Config, deck_for: Any) -> list[int]:
    key = (config.decks, config.jokers)
    deck = _SORTED_DECKS.get(key)
    if deck is None:
        deck = _SORTED_DECKS[key] = sorted(deck_for(config))
    return deck


def _is_deck(cards: list[int], config: Config, deck_for: Any) -> bool:
    """Whether `cards` (int cards) are exactly the deck of `config`, as a multiset: a set
    comparison when the deck holds each card once (one deck, at most one joker), else the
    sorted lists."""
    key = (config.decks, config.jokers)
    distinct = _DECK_SETS.get(key)
    if distinct is None:
        deck = _sorted_deck(config, deck_for)
        distinct = _DECK_SETS[key] = (frozenset(deck),) if len(set(deck)) == len(deck) else ()
    if distinct:
        return (
            len(cards) == len(distinct[0])
            and distinct[0].issuperset(cards)
            and len(set(cards)) == len(cards)
        )
    cards.sort()
    return cards == _sorted_deck(config, deck_for)


def _pile_fast(pile_data: list[Any], n: int) -> list[tuple[int, int]] | None:
    """The pile entries as (card, seat) if every entry is exactly {card, seat} with a card
    token and a seat 0..n-1 (an int, not a bool); None if any is not."""
    try:
        cards = [e["card"] for e in pile_data]
        seats = [e["seat"] for e in pile_data]
    except Exception:  # an entry that is not an object with card and seat
        return None
    try:
        if (
            _INT_TYPE.issuperset(map(type, seats))
            and _SEAT_RANGES[n].issuperset(seats)
            and _CARD_SET.issuperset(cards)
            and _TWO.issuperset(map(len, pile_data))
            and _all_dicts(pile_data)
        ):
            return list(zip([_CARD[t] for t in cards], seats, strict=True))
    except Exception:  # an unhashable card, an entry without a length
        pass
    return None


def _sub_multiset(part: tuple[int, ...], whole: tuple[int, ...]) -> bool:
    """Whether every card of `part` is in `whole` (as multisets)."""
    if len(part) == 1:
        return part[0] in whole
    distinct = set(part)
    if len(distinct) == len(part):
        return distinct.issubset(whole)
    return not Counter(part) - Counter(whole)


def decode_state(data: Any, schema: dict[str, Any], min_players: int, max_players: int) -> State:
    if not isinstance(data, dict):
        raise _fail("a state is a JSON object")
    try:
        return _decode(data, schema, min_players, max_players, deck_for)
    except StateError:
        raise
    except Exception as exc:  # any other shape problem is an inconsistent state
        raise _fail(f"malformed state: {type(exc).__name__}: {exc}") from None


def _decode(data: dict[str, Any], schema: dict[str, Any], lo: int, hi: int, deck_for: Any) -> State:
    # The checks (and their order, which decides the message) are those of the rules
    # document; the common case of each takes a fast path.
    if data.get("game", "palace") != "palace":
        raise _fail("game must be palace")
    raw_options = data["options"]
    if not isinstance(raw_options, dict):
        raise _fail("options must be an object")
    n = data["players"]
    if not isinstance(n, int) or isinstance(n, bool) or not lo <= n <= hi:
        raise _fail(f"players must be an integer {lo}..{hi}")
    config = _config(raw_options, schema)
    phase = data["phase"]
    if phase not in _PHASES:
        raise _fail("phase must be swap, play or over")
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) != n:
        raise _fail("seats must list one object per player")
    players = []
    cards: list[int] = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or s.keys() != _SEAT_KEYS:
            raise _fail(f"seats[{i}] must have hand, face_up, face_down, ready, shown")
        hand = _card_list(s["hand"], "seats[{}].hand", i)
        face_up = _card_list(s["face_up"], "seats[{}].face_up", i)
        face_down = _card_list(s["face_down"], "seats[{}].face_down", i)
        ready = s["ready"]
        if ready is not True and ready is not False:
            raise _fail(f"seats[{i}].ready must be true or false")
        shown = _card_list(s["shown"], "seats[{}].shown", i)
        if shown and not _sub_multiset(shown, hand):
            raise _fail(f"seats[{i}].shown must be cards of that hand")
        players.append(new_player(hand, face_up, face_down, ready, shown))
        cards += hand
        cards += face_up
        cards += face_down
    stock = _card_list(data["stock"], "stock")
    pile_data = data["pile"]
    if not isinstance(pile_data, list):
        raise _fail("pile must be a list")
    pile = _pile_fast(pile_data, n)
    if pile is None:  # something is wrong: the entry-by-entry check names it
        slow: list[Any] = []
        for e in pile_data:
            if not isinstance(e, dict) or e.keys() != _PILE_KEYS:
                raise _fail("pile entries are {card, seat}")
            card = e["card"]
            if not is_card(card):
                raise _fail("pile entries are {card, seat}")
            slow.append((_CARD[card], _seat(e["seat"], n, "pile seat")))
        pile = slow
    cards += [c for c, _ in pile]
    burned = _card_list(data["burned"], "burned")
    cards += stock
    cards += burned
    if not _is_deck(cards, config, deck_for):
        raise _fail("the cards in the state are not exactly one deck (a card missing or twice)")
    current = _seat(data["current"], n, "current")
    pending = _bool(data["pending_again"], "pending_again")
    order = data["finish_order"]
    if not isinstance(order, list) or len(set(map(str, order))) != len(order):
        raise _fail("finish_order must be a list of distinct seats")
    finish = tuple([_seat(s, n, "finish_order") for s in order])
    loser = _seat(data["loser"], n, "loser", nullable=True)
    turns = data["turns"]
    if not isinstance(turns, int) or isinstance(turns, bool) or turns < 0:
        raise _fail("turns must be a non-negative integer")
    starter = _seat(data["starter"], n, "starter", nullable=True)
    lead_name = data["lead_rank"]
    if lead_name is not None and lead_name not in _LEAD_RANKS:
        raise _fail("lead_rank must be a ladder rank or null")
    lead = None if lead_name is None else RANK_OF_NAME[lead_name]
    reason = data["end_reason"]
    if reason not in _END_REASONS:
        raise _fail("end_reason must be null, last_player_holding or max_turns")
    row = config.row_size(n)
    for i, p in enumerate(players):
        out = not (p.hand or p.face_up or p.face_down)
        if out != (i in finish):
            raise _fail(f"seat {i}: finished players, and only they, hold no cards")
        if phase != "swap" and not p.ready:
            raise _fail(f"seat {i} must be ready once play has begun")
        if p.hand == () and stock and phase == "play":
            raise _fail(f"seat {i} has an empty hand while the stock has cards")
        if phase == "swap" and (p.face_down and len(p.face_down) != row):
            raise _fail(f"seat {i} must hold a full face-down row in the swap phase")
    if phase == "swap":
        if pile or burned or finish or pending or starter is not None or turns:
            raise _fail("nothing is played in the swap phase")
        if all([q.ready for q in players]):
            raise _fail("a swap phase needs a seat that is not ready")
    if phase == "play":
        if loser is not None or reason is not None or starter is None:
            raise _fail("a game in play has a starter and no loser")
        if current in finish:
            raise _fail("current must be a seat still holding cards")
        if len(finish) >= n - 1:
            raise _fail("a game in play has two or more players holding cards")
        if pending and pile and pile[-1][1] != current:
            raise _fail("pending_again means the pile is empty or topped by the current player")
    if phase == "over":
        if reason == "last_player_holding":
            if loser is None or len(finish) != n - 1 or loser in finish:
                raise _fail("a finished game has n-1 finishers and a loser")
        elif reason != "max_turns" or loser is not None:
            raise _fail("an ended game has end_reason last_player_holding or max_turns")
    elif reason is not None:
        raise _fail("end_reason is set only when the game is over")
    return new_state(
        config,
        tuple(players),
        phase,
        stock,
        tuple(pile),
        burned,
        current,  # type: ignore[arg-type]
        pending,
        finish,  # type: ignore[arg-type]
        loser,
        turns,
        starter,
        lead,
        reason,
    )
