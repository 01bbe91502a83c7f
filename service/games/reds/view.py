"""What each seat (or a spectator) may see of a Reds state, the cards it may know, and
the scores. Views are whitelists built field by field.

The cross-game fields (docs/contract.md) are at the top level: `game`, `players`,
`viewer`, `options`, `phase` ("finished" once the game is over), `to_act`, `current`,
`hand` (the viewer's own cards), `hand_counts`, `known_hands` (always empty lists: no card
is ever seen entering a Reds hand) and `outcome` (null until the game is over)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .pack import NEUTRAL, TRUMP, cards_of
from .rounds import outcome, team_totals
from .rules import to_act
from .state import RoundRecord, State, Trick


def _trick_json(t: Trick, n: int) -> dict[str, Any]:
    leader, cards, winner = t
    return {
        "leader": leader,
        "cards": [{"seat": (leader + i) % n, "card": c} for i, c in enumerate(cards)],
        "winner": winner,
    }


def round_json(state: State, r: RoundRecord) -> dict[str, Any]:
    config = state.config
    round_no, dealer, _, anti_trump, (k, direction), bids, tricks, points, _ = r
    out: dict[str, Any] = {
        "round": round_no,
        "label": config.label(round_no),
        "tiebreak": round_no > config.scheduled_rounds,
        "dealer": dealer,
        "anti_trump": anti_trump,
        "exchange": {"count": k, "direction": direction},
        "seats": [
            {"seat": s, "bid": bids[s], "tricks": tricks[s], "points": points[s]}
            for s in range(config.players)
        ],
    }
    if config.partnership:
        out["team_points"] = list(team_totals(config, points))
    return out


def view(state: State, viewer: int | None) -> dict[str, Any]:
    config = state.config
    n = config.players
    k, direction = config.exchange(state.round_no)
    over = state.phase == "over"
    hidden = config.hidden_bids and not over
    if hidden:
        bids = [b if s == viewer else None for s, b in enumerate(state.bids)]
    else:
        bids = list(state.bids)
    exchange: dict[str, Any] = {
        "count": k,
        "direction": direction,
        "submitted": [x is not None for x in state.selections],
    }
    if viewer is not None:
        mine = state.selections[viewer]
        exchange["selected"] = list(mine) if mine is not None else None
        if state.passed[viewer]:
            source = (viewer - 1) % n if direction == "left" else (viewer + 1) % n
            exchange["gave"] = list(state.passed[viewer])
            exchange["received"] = list(state.passed[source])
    phase = state.phase
    acting = sorted(to_act(state))
    # trick play and open bids go in turn; hidden bids and the exchange are simultaneous;
    # nobody's turn once over (state.turn_of)
    current = state.turn
    out: dict[str, Any] = {
        "game": "reds",
        "players": n,
        "viewer": viewer,
        "options": config.to_options(),
        "phase": "finished" if over else phase,
        "to_act": acting,
        "current": current,
        "hand": list(cards_of(state.held[viewer])) if viewer is not None else None,
        "hand_counts": [word.bit_count() for word in state.held],
        "known_hands": [[] for _ in range(n)],
        "outcome": outcome(state).to_json() if over else None,
        "teams": [list(t) for t in config.teams()],
        "round": state.round_no,
        "label": config.label(state.round_no),
        "tiebreak": state.round_no > config.scheduled_rounds,
        "rounds_scheduled": config.scheduled_rounds,
        "dealer": state.dealer,
        "first_dealer_draw": [[{"seat": s, "card": c} for s, c in drawn] for drawn in state.draw],
        "trump": TRUMP,
        "turned": list(state.turned),
        "anti_trump": state.anti_trump,
        "neutral": NEUTRAL[state.anti_trump] if state.anti_trump else None,
        "bids": bids,
        "has_bid": [b is not None for b in state.bids],
        "exchange": exchange,
        "leader": state.leader,
        "trick": [{"seat": (state.leader + i) % n, "card": c} for i, c in enumerate(state.trick)],
        "tricks": [_trick_json(t, n) for t in state.done],
        "tricks_won": list(state.tricks_won),
        "totals": list(state.totals),
        "rounds": [round_json(state, r) for r in state.history],
        "last_round_tricks": (
            [_trick_json(t, n) for t in state.history[-1].played] if state.history else []
        ),
    }
    if config.partnership:
        out["team_totals"] = list(team_totals(config, state.totals))
    return out


def scores(state: State) -> dict[str, Any]:
    """Running totals, the per-round breakdown, team totals in partnership, and the
    outcome (null until the game is over)."""
    config = state.config
    out: dict[str, Any] = {
        "totals": list(state.totals),
        "rounds": [round_json(state, r) for r in state.history],
        "outcome": outcome(state).to_json() if state.phase == "over" else None,
    }
    if config.partnership:
        totals = team_totals(config, state.totals)
        out["teams"] = [
            {"seats": list(t), "total": totals[i]} for i, t in enumerate(config.teams())
        ]
    return out


def known_cards(state: State, viewer: int | None) -> Counter[str]:
    """Own hand, own exchange pick, what it gave and received, the turned cards, this
    round's and the previous round's tricks, and the first-dealer draw."""
    known: Counter[str] = Counter(state.turned)
    known.update(state.trick)
    for t in state.done:
        known.update(t[1])
    if state.history:
        last = state.history[-1]
        known.update(last.turned)
        for t in last.played:
            known.update(t[1])
    for drawn in state.draw:
        known.update(c for _, c in drawn)
    if viewer is not None:
        known.update(cards_of(state.held[viewer]))
        known.update(state.passed[viewer])
        if state.passed[viewer]:
            direction = state.config.exchange(state.round_no)[1]
            source = (viewer - 1 if direction == "left" else viewer + 1) % state.config.players
            known.update(state.passed[source])
        mine = state.selections[viewer]
        if mine:
            known.update(mine)
    return known
