"""JSON codec of the Dragons Wild state; `decode_state` refuses anything inconsistent."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ..base import OptionsError, StateError, stored_config
from . import melds as meldrules
from .deck import CARD_SET, DECK, is_dragon, sort_cards
from .state import PHASES, Config, HandResult, Meld, State


def encode_meld(m: Meld) -> dict[str, Any]:
    return {
        "id": m.id,
        "owner": m.owner,
        "kind": m.kind,
        "key": m.key,
        "naturals": list(m.naturals),
        "dragon": m.dragon,
        "dragon_at": m.dragon_at,
        "laid_turn": m.laid_turn,
    }


def encode_result(r: HandResult) -> dict[str, Any]:
    return {
        "hand_no": r.hand_no,
        "dealer": r.dealer,
        "reason": r.reason,
        "went_out": r.went_out,
        "points": list(r.points),
        "penalties": list(r.penalties),
    }


def encode_state(s: State) -> dict[str, Any]:
    return {
        "game": "dragons_wild",
        "players": s.players,
        "options": s.config.to_json(),
        "seed": s.seed,
        "hand_no": s.hand_no,
        "dealer": s.dealer,
        "turn": s.turn,
        "phase": s.phase,
        "hands": [list(h) for h in s.hands],
        "deck": list(s.deck),
        "discard": list(s.discard),
        "melds": [encode_meld(m) for m in s.melds],
        "buys_window": s.buys_window,
        "buyer": s.buyer,
        "buys_hand": list(s.buys_hand),
        "taken": s.taken,
        "hand_points": list(s.hand_points),
        "totals": list(s.totals),
        "results": [encode_result(r) for r in s.results],
        "last_table": list(s.last_table),
        "shown": [list(h) for h in s.shown],
        "end_reason": s.end_reason,
    }


def _bad(message: str) -> StateError:
    return StateError("state.invalid", message)


def _int(data: dict[str, Any], key: str, lo: int, hi: int, null: bool = False) -> Any:
    v = data.get(key)
    if v is None and null and key in data:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise _bad(f"{key} must be an integer {lo}..{hi}")
    return v


def _ints(
    data: dict[str, Any], key: str, n: int, lo: int = -(10**9), hi: int = 10**9
) -> tuple[int, ...]:
    v = data.get(key)
    if not isinstance(v, list) or len(v) != n:
        raise _bad(f"{key} must be a list of {n} integers")
    for x in v:
        if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
            raise _bad(f"{key} must hold integers {lo}..{hi}")
    return tuple(v)


def _cards(v: Any, what: str) -> tuple[str, ...]:
    if (
        not isinstance(v, list)
        or len(v) > 70
        or not all(isinstance(c, str) and c in CARD_SET for c in v)
    ):
        raise _bad(f"{what} must be a list of cards")
    return tuple(v)


def _card_or_none(data: dict[str, Any], key: str) -> str | None:
    v = data.get(key)
    if v is None and key in data:
        return None
    if not isinstance(v, str) or v not in CARD_SET:
        raise _bad(f"{key} must be a card or null")
    return v


def _meld(v: Any, n: int, wrap: bool) -> Meld:
    if not isinstance(v, dict):
        raise _bad("a meld must be an object")
    kind = v.get("kind")
    if kind not in ("set", "run"):
        raise _bad("meld kind must be set or run")
    naturals = _cards(v.get("naturals"), "meld naturals")
    if any(is_dragon(c) for c in naturals):
        raise _bad("meld naturals hold a Dragon")
    dragon = _card_or_none(v, "dragon")
    if dragon is not None and not is_dragon(dragon):
        raise _bad("a meld's dragon must be a Dragon")
    at = _int(v, "dragon_at", 1, 8, null=True)
    m = Meld(
        _int(v, "id", 0, 10_000),
        _int(v, "owner", 0, n - 1),
        kind,
        _int(v, "key", 0 if kind == "run" else 1, 7 if kind == "run" else 8),
        naturals,
        dragon,
        at,
        _int(v, "laid_turn", 0, 10**6),
    )
    if (at is not None) != (kind == "run" and dragon is not None):
        raise _bad(f"meld {m.id}: dragon_at must be given exactly for a run with a Dragon")
    problem = _meld_problem(kind, m.key, naturals, dragon, at, wrap)
    if problem is not None:
        raise _bad(f"meld {m.id}{problem}")
    return m


@lru_cache(maxsize=4096)
def _meld_problem(
    kind: str, key: int, naturals: tuple[str, ...], dragon: str | None, at: int | None, wrap: bool
) -> str | None:
    """What is wrong with a stored meld's cards (the end of a message), or None: the meld
    rebuilt by the rules from its cards must be itself. Memoized: a session's melds are
    decoded again with every request, and their cards are few."""
    cards = list(naturals) + ([dragon] if dragon else [])
    try:
        rebuilt = meldrules.new_meld(cards, at, 0, 0, 0, wrap)
    except Exception as exc:  # an IllegalMove: the meld is not a valid meld
        return f" is not a valid meld: {exc}"
    if (rebuilt.kind, rebuilt.key, rebuilt.naturals) != (kind, key, sort_cards(naturals)):
        return ": kind/key/naturals do not agree"
    return None


def _shown(v: Any, hands: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    if not isinstance(v, list) or len(v) != len(hands):
        raise _bad(f"shown must be a list of {len(hands)} lists")
    out = tuple(sort_cards(_cards(x, "shown")) for x in v)
    for seen, hand in zip(out, hands, strict=True):
        if len(set(seen)) != len(seen) or not set(seen) <= set(hand):
            raise _bad("shown cards must be distinct cards of that hand")
    return out


def _result(v: Any, n: int) -> HandResult:
    if not isinstance(v, dict):
        raise _bad("a hand result must be an object")
    reason = v.get("reason")
    if reason not in ("went_out", "blocked", "hand_limit"):
        raise _bad("hand result reason invalid")
    return HandResult(
        _int(v, "hand_no", 0, 10**6),
        _int(v, "dealer", 0, n - 1),
        reason,
        _int(v, "went_out", 0, n - 1, null=True),
        _ints(v, "points", n),
        _ints(v, "penalties", n, 0),
    )


def _config(n: int, raw: Any, normalize: Callable[[int, Any], dict[str, Any]]) -> Config:
    """The state's options as a `Config` (`base.stored_config`: memoized)."""
    try:
        return stored_config(Config, normalize, n, raw)  # type: ignore[no-any-return]
    except OptionsError as exc:
        raise _bad(f"options: {exc.message}") from None


def decode_state(data: Any, normalize: Callable[[int, Any], dict[str, Any]]) -> State:
    if not isinstance(data, dict):
        raise _bad("a state must be a JSON object")
    if data.get("game") != "dragons_wild":
        raise _bad('game must be "dragons_wild"')
    n = _int(data, "players", 3, 6)
    if not isinstance(data.get("options"), dict):
        raise _bad("options must be an object")
    config = _config(n, data.get("options"), normalize)
    seed = data.get("seed")
    if not isinstance(seed, str):
        raise _bad("seed must be a string")
    phase = data.get("phase")
    if phase not in PHASES:
        raise _bad(f"phase must be one of {', '.join(PHASES)}")
    hands_raw = data.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise _bad(f"hands must be a list of {n} lists")
    hands = tuple(sort_cards(_cards(h, "a hand")) for h in hands_raw)
    melds_raw = data.get("melds")
    if not isinstance(melds_raw, list) or len(melds_raw) > 70:
        raise _bad("melds must be a list")
    melds = tuple(_meld(m, n, config.runs_wrap) for m in melds_raw)
    if len({m.id for m in melds}) != len(melds):
        raise _bad("two melds share an id")
    results_raw = data.get("results")
    if not isinstance(results_raw, list) or len(results_raw) > 10**4:
        raise _bad("results must be a list")
    end_reason = data.get("end_reason")
    if "end_reason" not in data or (end_reason is not None and not isinstance(end_reason, str)):
        raise _bad("end_reason must be a string or null")
    buyer = _int(data, "buyer", 0, n - 1, null=True)
    state = State(
        config=config,
        players=n,
        seed=seed,
        hand_no=_int(data, "hand_no", 0, 10**6),
        dealer=_int(data, "dealer", 0, n - 1),
        turn=_int(data, "turn", 0, 10**6),
        phase=phase,
        hands=hands,
        deck=_cards(data.get("deck"), "deck"),
        discard=_cards(data.get("discard"), "discard"),
        melds=melds,
        buys_window=_int(data, "buys_window", 0, 10**6),
        buyer=buyer,
        buys_hand=_ints(data, "buys_hand", n, 0),
        taken=_card_or_none(data, "taken"),
        hand_points=_ints(data, "hand_points", n, 0),
        totals=_ints(data, "totals", n),
        results=tuple(_result(r, n) for r in results_raw),
        last_table=sort_cards(_cards(data.get("last_table"), "last_table")),
        shown=_shown(data.get("shown"), hands),
        end_reason=end_reason,
    )
    everything = [c for h in hands for c in h] + list(state.deck) + list(state.discard)
    for m in melds:
        everything += m.naturals
        if m.dragon:
            everything.append(m.dragon)
    if sorted(everything) != sorted(DECK):
        raise _bad("the 70 cards must each be in exactly one place (hands, deck, discard, melds)")
    if (phase == "answer") != (buyer is not None):
        raise _bad("buyer is given exactly when a buy request waits (phase answer)")
    if buyer is not None and buyer == state.active:
        raise _bad("the active player cannot be the buyer")
    if phase == "over" and end_reason is None:
        raise _bad("a finished game needs end_reason")
    if phase in ("lay", "discard", "draw", "answer") and any(not h for p, h in enumerate(hands)):
        raise _bad("a player has no cards during a hand")
    return state
