"""What each seat (or a spectator) may see: a whitelist, and the cards it may know."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..base import NOT_FINISHED, Outcome
from .codec import encode_result
from .deck import DEFAULT_LABELS, SUIT_IDS, SUIT_LETTERS, is_dragon, natural, rate
from .melds import arc_numbers, run_span
from .rules import has_earlier_meld, to_act
from .state import Meld, State


def suit_labels(state: State) -> list[str]:
    labels = [x.strip() for x in state.config.suit_labels.split(",")]
    return labels if len(labels) == 8 else list(DEFAULT_LABELS)


def meld_layout(m: Meld, wrap: bool = False) -> list[str]:
    """The meld's cards in table order: a run low to high with its Dragon in place."""
    if m.kind == "set":
        return list(m.naturals) + ([m.dragon] if m.dragon else [])
    lo, hi = run_span(m, wrap)
    out = []
    for n in arc_numbers(lo, hi):
        out.append(m.dragon if n == m.dragon_at else natural(m.key, n))
    return out  # type: ignore[return-value]


def view_meld(m: Meld, labels: list[str], wrap: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": m.id,
        "seat": m.owner,
        "kind": m.kind,
        "cards": meld_layout(m, wrap),
        "dragon_at": m.dragon_at,
        "laid_turn": m.laid_turn,
    }
    if m.kind == "set":
        out["number"] = m.key
    else:
        lo, hi = run_span(m, wrap)
        out.update(suit=SUIT_IDS[m.key], suit_label=labels[m.key], lo=lo, hi=hi)
        out["dragon_fixed"] = m.dragon_at is not None and m.dragon_at not in (lo, hi)
    return out


def view(state: State, viewer: int | None) -> dict[str, Any]:
    labels = suit_labels(state)
    acting = sorted(to_act(state))
    over = state.phase == "over"
    return {
        "game": "dragons_wild",
        "players": state.players,
        "viewer": viewer,
        "options": state.config.to_json(),
        "suits": [
            {"id": SUIT_IDS[i], "letter": SUIT_LETTERS[i], "label": labels[i]} for i in range(8)
        ],
        "hand_no": state.hand_no,
        "dealer": state.dealer,
        "turn": state.turn,
        "round": state.round,
        "rate": rate(state.round),
        "phase": "finished" if over else state.phase,
        "to_act": acting,
        "current": state.active if state.phase not in ("between", "over") else None,
        "buys_this_window": state.buys_window,
        "buyer": state.buyer,
        "hand": None if viewer is None else list(state.hands[viewer]),
        "taken": state.taken if viewer is not None and viewer == state.active else None,
        "hand_counts": [len(h) for h in state.hands],
        "known_hands": [list(h) for h in state.shown],
        "deck_count": len(state.deck),
        "discard": list(state.discard),
        "melds": [view_meld(m, labels, state.config.runs_wrap) for m in state.melds],
        "has_earlier_meld": [has_earlier_meld(state, p) for p in range(state.players)],
        "hand_points": list(state.hand_points),
        "totals": list(state.totals),
        "results": [encode_result(r) for r in state.results],
        "last_table": list(state.last_table),
        "outcome": outcome(state).to_json_or_none(),
    }


def outcome(state: State) -> Outcome:
    """Seats ranked by their totals once the game is over (equal totals share a place)."""
    if state.phase != "over":
        return NOT_FINISHED
    totals = state.totals
    levels = sorted(set(totals), reverse=True)
    ranking = tuple(tuple(p for p in range(state.players) if totals[p] == v) for v in levels)
    return Outcome(
        finished=True,
        winners=ranking[0],
        ranking=ranking,
        reason=state.end_reason,
        details={"totals": list(totals), "hands_played": len(state.results)},
    )


def known_cards(state: State, viewer: int | None) -> Counter[str]:
    known: Counter[str] = Counter(state.discard)
    known.update(state.last_table)
    for seen in state.shown:  # cards taken face up from the discard pile
        known.update(seen)
    for m in state.melds:
        known.update(m.naturals)
        if m.dragon:
            known[m.dragon] += 1
    if viewer is not None:
        known.update(state.hands[viewer])
        if viewer == state.active and state.taken is not None:
            known[state.taken] += 1  # shown again as `taken`
    return known


def penalty_value(hand: tuple[str, ...]) -> int:
    return sum(3 if is_dragon(c) else 1 for c in hand)
