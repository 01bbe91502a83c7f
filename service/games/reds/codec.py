"""Reds state ⇄ JSON. `decode_state` refuses anything inconsistent with StateError."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..base import RulesError, StateError
from ..words import describe
from .pack import DECK, DECK_SET, SUIT, TRUMP, hands_of, held_of, sort_cards
from .rounds import POINTS, round_points
from .rules import trick_winner
from .state import HAND_SIZE, TRICKS, Config, RoundRecord, State, Trick, new_state


def encode_state(state: State) -> dict[str, Any]:
    config = state.config
    return {
        "game": "reds",
        "players": config.players,
        "options": {
            "mode": config.mode,
            "hidden_bids": config.hidden_bids,
            "partnership": config.partnership,
            "first_dealer": config.first_dealer,
            "tiebreak": config.tiebreak,
        },
        "seed": state.seed,
        "draw": [[[s, c] for s, c in drawn] for drawn in state.draw],
        "round": state.round_no,
        "dealer": state.dealer,
        "phase": state.phase,
        "hands": [list(h) for h in hands_of(state.held)],
        "stock": list(state.stock),
        "turned": list(state.turned),
        "anti_trump": state.anti_trump,
        "bids": list(state.bids),
        "selections": [list(x) if x is not None else None for x in state.selections],
        "passed": [list(x) for x in state.passed],
        "leader": state.leader,
        "trick": list(state.trick),
        "tricks_won": list(state.tricks_won),
        "done": [
            {"leader": leader, "cards": list(cards), "winner": winner}
            for leader, cards, winner in state.done
        ],
        "totals": list(state.totals),
        "history": [
            {
                "round": round_no,
                "dealer": dealer,
                "turned": list(turned),
                "anti_trump": anti,
                "exchange": list(exchange),
                "bids": list(bids),
                "tricks": list(tricks),
                "points": list(points),
                "played": [
                    {"leader": leader, "cards": list(cards), "winner": winner}
                    for leader, cards, winner in played
                ],
            }
            for round_no, dealer, turned, anti, exchange, bids, tricks, points, played in (
                state.history
            )
        ],
    }


# --------------------------------------------------------------------------- decoding


def _fail(message: str) -> StateError:
    return StateError("state.invalid", message)


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _fail(f"{what} must be an integer {lo}..{hi}")
    return value


def _list(value: Any, what: str, length: int | None = None, most: int = 100) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise _fail(f"{what} must be a list of at most {most} entries")
    if length is not None and len(value) != length:
        raise _fail(f"{what} must have {length} entries")
    return value


def _cards(value: Any, what: str, most: int = 39) -> tuple[str, ...]:
    items = _list(value, what, most=most)
    for c in items:
        if not isinstance(c, str) or c not in DECK_SET:
            raise _fail(f"{what}: {describe(c)} is not a card of the Reds pack")
    if len(set(items)) != len(items):
        raise _fail(f"{what} holds a card twice")
    return tuple(items)


def _suit(value: Any, what: str) -> str | None:
    if value is None:
        return None
    if value in ("S", "C"):
        return str(value)
    raise _fail(f"{what} must be S, C or null")


def _tricks(value: Any, what: str, n: int, most: int) -> tuple[Trick, ...]:
    out = []
    for t in _list(value, what, most=most):
        if not isinstance(t, dict) or set(t) != {"leader", "cards", "winner"}:
            raise _fail(f"{what}: each trick is an object with leader, cards and winner")
        cards = _cards(t["cards"], f"{what} cards", most=n)
        if len(cards) != n:
            raise _fail(f"{what}: a trick has one card per player")
        out.append(
            (_int(t["leader"], "leader", 0, n - 1), cards, _int(t["winner"], "winner", 0, n - 1))
        )
    return tuple(out)


def decode_state(data: Any, normalize: Callable[[int, Any], dict[str, Any]]) -> State:
    try:
        return _decode(data, normalize)
    except RulesError as exc:
        if isinstance(exc, StateError):
            raise
        raise StateError("state.invalid", exc.message) from None
    except KeyError as exc:
        key = exc.args[0] if exc.args else ""
        raise StateError("state.invalid", f"malformed Reds state: no {describe(key)}") from None
    except (TypeError, ValueError, IndexError, AttributeError):
        raise StateError(
            "state.invalid", "malformed Reds state: a field has the wrong type or size"
        ) from None


_KEYS = {
    "game",
    "players",
    "options",
    "seed",
    "draw",
    "round",
    "dealer",
    "phase",
    "hands",
    "stock",
    "turned",
    "anti_trump",
    "bids",
    "selections",
    "passed",
    "leader",
    "trick",
    "tricks_won",
    "done",
    "totals",
    "history",
}


def _decode(data: Any, normalize: Callable[[int, Any], dict[str, Any]]) -> State:
    if not isinstance(data, dict) or set(data) != _KEYS:
        raise _fail(f"a Reds state is an object with exactly the keys {sorted(_KEYS)}")
    if data["game"] != "reds":
        raise _fail("not a Reds state")
    n = _int(data["players"], "players", 2, 6)
    if not isinstance(data["options"], dict):
        raise _fail("options must be an object")
    config = Config(players=n, **normalize(n, data["options"]))
    seed = data["seed"]
    if not isinstance(seed, str) or len(seed) > 10_000:
        raise _fail("seed must be a string")
    draw = []
    for drawn in _list(data["draw"], "draw", most=1000):
        row = []
        for pair in _list(drawn, "draw round", most=n):
            pair = _list(pair, "draw entry", 2)
            row.append((_int(pair[0], "draw seat", 0, n - 1), _cards([pair[1]], "draw")[0]))
        draw.append(tuple(row))
    round_no = _int(data["round"], "round", 1, 10**6)
    dealer = _int(data["dealer"], "dealer", 0, n - 1)
    phase = data["phase"]
    if phase not in ("bid", "exchange", "play", "over"):
        raise _fail("phase must be bid, exchange, play or over")
    hands = tuple(_cards(h, "hand", HAND_SIZE) for h in _list(data["hands"], "hands", n))
    stock = _cards(data["stock"], "stock")
    turned = _cards(data["turned"], "turned")
    anti = _suit(data["anti_trump"], "anti_trump")
    if anti is None:
        if stock or any(SUIT[c] != TRUMP for c in turned):
            raise _fail("no anti-trump only when every undealt card is a turned diamond")
    elif not turned or SUIT[turned[-1]] != anti or any(SUIT[c] != TRUMP for c in turned[:-1]):
        raise _fail("turned cards are diamonds up to one black card of the anti-trump suit")
    bids = tuple(
        None if b is None else _int(b, "bid", 0, TRICKS) for b in _list(data["bids"], "bids", n)
    )
    selections = tuple(
        None if x is None else _cards(x, "selection", 4)
        for x in _list(data["selections"], "selections", n)
    )
    passed = tuple(_cards(x, "passed", 4) for x in _list(data["passed"], "passed", n))
    leader = _int(data["leader"], "leader", 0, n - 1)
    trick = _cards(data["trick"], "trick", n - 1)
    tricks_won = tuple(
        _int(t, "tricks won", 0, TRICKS) for t in _list(data["tricks_won"], "tricks_won", n)
    )
    done = _tricks_fast(data["done"], n) or _tricks(data["done"], "done", n, TRICKS)
    totals = tuple(_int(t, "total", 0, 10**9) for t in _list(data["totals"], "totals", n))
    history = tuple(
        _record_fast(r, n) or _record(r, n) for r in _list(data["history"], "history", most=10**5)
    )

    # the 39 cards are all somewhere, once
    zones = Counter(stock) + Counter(turned) + Counter(trick)
    for h in hands:
        zones.update(h)
    for _, cards, _ in done:
        zones.update(cards)
    if zones != Counter(DECK):
        extra = sorted((zones - Counter(DECK)).elements())
        missing = sorted((Counter(DECK) - zones).elements())
        raise _fail(f"cards must be conserved: extra {extra}, missing {missing}")
    k = config.exchange(round_no)[0]
    if phase in ("bid", "exchange"):
        if done or trick or any(len(h) != HAND_SIZE for h in hands):
            raise _fail("before play every hand holds 5 cards and no card is played")
    if phase == "bid":
        if not config.hidden_bids:
            made = [b is not None for b in bids]
            count = sum(made)
            if any(made[(dealer + 1 + i) % n] != (i < count) for i in range(n)):
                raise _fail("open bids are made in order from the dealer's left")
        if None not in bids:
            raise _fail("bidding is over once every seat has bid")
    elif phase != "over" and None in bids:
        raise _fail("every seat has bid before the exchange and play")
    if phase == "exchange":
        if k == 0:
            raise _fail("this round has no exchange")
        for s, x in enumerate(selections):
            if x is not None and (len(x) != k or not set(x) <= set(hands[s])):
                raise _fail(f"seat {s}'s selection must be {k} cards of its hand")
        if None not in selections:
            raise _fail("the exchange resolves once every seat has passed")
    elif any(x is not None for x in selections):
        raise _fail("selections exist only during the exchange")
    if any(passed) and (phase not in ("play", "over") or any(len(p) != k for p in passed)):
        raise _fail(f"passed cards: {k} per seat after this round's exchange")
    if phase in ("play", "over"):
        for s, h in enumerate(hands):
            played = (s - leader) % n < len(trick)
            if len(h) != HAND_SIZE - len(done) - played:
                raise _fail(f"seat {s} holds the wrong number of cards")
    if phase == "over" and (len(done) != TRICKS or trick):
        raise _fail("a finished game ends with its last round's five tricks")
    if phase == "play" and len(done) == TRICKS:
        raise _fail("a round of five tricks is scored and over")
    won = [0] * n
    for led_by, cards, winner in done:
        if (led_by + trick_winner(cards, anti)) % n != winner:
            raise _fail("a trick's winner does not follow the trick-winner rule")
        won[winner] += 1
    if tuple(won) != tricks_won:
        raise _fail("tricks_won must count the finished tricks")
    expected_leader = done[-1][2] if done else (dealer + 1) % n
    if leader != expected_leader:
        raise _fail("the leader is the dealer's left, then the last trick's winner")
    if len(history) != round_no - (0 if phase == "over" else 1):
        raise _fail("history holds one record per scored round")
    sums = [0] * n
    for r in history:
        for s in range(n):
            sums[s] += r.points[s]
    if tuple(sums) != totals:
        raise _fail("totals must be the sum of the round points")
    return new_state(
        config=config,
        seed=seed,
        draw=tuple(draw),
        round_no=round_no,
        dealer=dealer,
        phase=phase,
        held=held_of(hands),
        turned=turned,
        anti_trump=anti,
        bids=bids,
        selections=tuple(None if x is None else sort_cards(x) for x in selections),
        passed=tuple(sort_cards(p) for p in passed),
        leader=leader,
        trick=trick,
        done=done,
        totals=totals,
        history=history,
    )


def _record(r: Any, n: int) -> RoundRecord:
    keys = {
        "round",
        "dealer",
        "turned",
        "anti_trump",
        "exchange",
        "bids",
        "tricks",
        "points",
        "played",
    }
    if not isinstance(r, dict) or set(r) != keys:
        raise _fail(f"a history record has the keys {sorted(keys)}")
    exchange = _list(r["exchange"], "exchange", 2)
    count = _int(exchange[0], "exchange count", 0, 4)
    if exchange[1] not in (None, "left", "right"):
        raise _fail("exchange direction must be left, right or null")
    bids = tuple(_int(b, "bid", 0, TRICKS) for b in _list(r["bids"], "bids", n))
    tricks = tuple(_int(t, "tricks", 0, TRICKS) for t in _list(r["tricks"], "tricks", n))
    points = tuple(_int(p, "points", 0, 20) for p in _list(r["points"], "points", n))
    if sum(tricks) != TRICKS or any(
        round_points(b, t) != p for b, t, p in zip(bids, tricks, points, strict=True)
    ):
        raise _fail("a round record's points must follow the scoring table")
    return RoundRecord(
        round_no=_int(r["round"], "round", 1, 10**6),
        dealer=_int(r["dealer"], "dealer", 0, n - 1),
        turned=_cards(r["turned"], "turned"),
        anti_trump=_suit(r["anti_trump"], "anti_trump"),
        exchange=(count, exchange[1]),
        bids=bids,
        tricks=tricks,
        points=points,
        played=_tricks(r["played"], "played", n, TRICKS),
    )


# --------------------------------------------------------------------------- fast paths
# Checks that accept exactly what the general decoders above accept for well-formed input
# (exact ints, lists, dicts; anything else, or any doubt, returns None and the general
# decoder runs, with its precise refusal). Most of a late state is its history.

_TRICK_KEYS = frozenset(("leader", "cards", "winner"))
_RECORD_KEYS = frozenset(
    ("round", "dealer", "turned", "anti_trump", "exchange", "bids", "tricks", "points", "played")
)
_DIRECTIONS = {None, "left", "right"}
_CARD = {c: c for c in DECK}


def _cards_fast(value: Any, length: int) -> tuple[str, ...] | None:
    """The cards of a list of exactly `length` distinct cards of the pack, else None."""
    if type(value) is not list or len(value) != length:
        return None
    try:
        cards = tuple(map(_CARD.__getitem__, value))
    except (KeyError, TypeError):  # not a card, or unhashable
        return None
    return cards if len(set(cards)) == length else None


def _tricks_fast(value: Any, n: int) -> tuple[Trick, ...] | None:
    """Finished tricks (at most five, one card per player), else None."""
    if type(value) is not list or len(value) > TRICKS:
        return None
    out = []
    for t in value:
        if type(t) is not dict or t.keys() != _TRICK_KEYS:
            return None
        leader = t["leader"]
        winner = t["winner"]
        if type(leader) is not int or type(winner) is not int:
            return None
        if not (0 <= leader < n and 0 <= winner < n):
            return None
        cards = _cards_fast(t["cards"], n)
        if cards is None:
            return None
        out.append((leader, cards, winner))
    return tuple(out)


def _ints_fast(value: Any, n: int, hi: int) -> tuple[int, ...] | None:
    if type(value) is not list or len(value) != n:
        return None
    for v in value:
        if type(v) is not int or not 0 <= v <= hi:
            return None
    return tuple(value)


def _record_fast(r: Any, n: int) -> RoundRecord | None:
    """A history record, else None."""
    if type(r) is not dict or r.keys() != _RECORD_KEYS:
        return None
    exchange = r["exchange"]
    if type(exchange) is not list or len(exchange) != 2:
        return None
    count, direction = exchange
    if type(count) is not int or not 0 <= count <= 4:
        return None
    try:
        if direction not in _DIRECTIONS:
            return None
    except TypeError:
        return None
    bids = _ints_fast(r["bids"], n, TRICKS)
    tricks = _ints_fast(r["tricks"], n, TRICKS)
    points = _ints_fast(r["points"], n, 20)
    if bids is None or tricks is None or points is None or sum(tricks) != TRICKS:
        return None
    for b, t, p in zip(bids, tricks, points, strict=True):
        if POINTS[b][t] != p:
            return None
    round_no = r["round"]
    dealer = r["dealer"]
    if type(round_no) is not int or not 1 <= round_no <= 10**6:
        return None
    if type(dealer) is not int or not 0 <= dealer < n:
        return None
    turned = r["turned"]
    if type(turned) is not list or len(turned) > 39:
        return None
    turned_cards = _cards_fast(turned, len(turned))
    anti = r["anti_trump"]
    if turned_cards is None or (anti is not None and anti != "S" and anti != "C"):
        return None
    if type(anti) is not str and anti is not None:
        return None
    played = r["played"]
    if type(played) is not list or len(played) > TRICKS:
        return None
    tricks_played = _tricks_fast(played, n)
    if tricks_played is None:
        return None
    return RoundRecord(
        round_no,
        dealer,
        turned_cards,
        anti,
        (count, direction),
        bids,
        tricks,
        points,
        tricks_played,
    )
