"""Reds rounds: the first state, a round's start (deal and reveal events), its scoring, and
the next round or the end of the game (docs/rules/reds.md §3.1–3.3, §5–6)."""

from __future__ import annotations

from typing import Any

from ..base import Event, Outcome
from .deal import deal_reference, draw_first_dealer, fast_deal
from .state import (
    LABELS,
    NEUTRAL,
    NO_EXCHANGE,
    SCHEDULES,
    TRICKS,
    Config,
    RoundRecord,
    State,
    Trick,
    copy_state,
    new_state,
)


def round_points(bid: int, tricks: int) -> int:
    """Exact: 3b + 5 (a made nil scores 10); over: 3b + 1 per overtrick; under: 1 per trick."""
    if tricks == bid:
        return 10 if bid == 0 else 3 * bid + 5
    if tricks > bid:
        return 3 * bid + (tricks - bid)
    return tricks


POINTS = tuple(tuple(round_points(b, t) for t in range(TRICKS + 1)) for b in range(TRICKS + 1))
"""POINTS[bid][tricks] = round_points(bid, tricks)."""


def team_totals(config: Config, totals: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(totals[a] + totals[b] for a, b in config.teams())


def sole_leader(config: Config, totals: tuple[int, ...]) -> bool:
    values = team_totals(config, totals) if config.partnership else totals
    top = max(values)
    return values.count(top) == 1


def winners(state: State) -> tuple[int, ...]:
    config = state.config
    if config.partnership:
        teams = team_totals(config, state.totals)
        top = max(teams)
        return tuple(sorted(s for i, t in enumerate(config.teams()) if teams[i] == top for s in t))
    top = max(state.totals)
    return tuple(s for s, t in enumerate(state.totals) if t == top)


def ranking(state: State) -> tuple[tuple[int, ...], ...]:
    config = state.config
    if config.partnership:
        teams = team_totals(config, state.totals)
        values = sorted(set(teams), reverse=True)
        return tuple(
            tuple(sorted(s for i, t in enumerate(config.teams()) if teams[i] == v for s in t))
            for v in values
        )
    values = sorted(set(state.totals), reverse=True)
    return tuple(tuple(s for s, t in enumerate(state.totals) if t == v) for v in values)


def outcome(state: State) -> Outcome:
    """The result of a game that is over (`phase` "over"): seats ranked by their totals."""
    config = state.config
    extra = state.round_no - config.scheduled_rounds
    details: dict[str, Any] = {
        "totals": list(state.totals),
        "rounds": state.round_no,
        "tiebreak_rounds": extra,
    }
    if config.partnership:
        details["team_totals"] = list(team_totals(config, state.totals))
    return Outcome(
        finished=True,
        winners=winners(state),
        ranking=ranking(state),
        reason="tiebreak_complete" if extra else "rounds_complete",
        details=details,
    )


# --------------------------------------------------------------------------- a round starts

SEAT_KEYS = tuple(str(s) for s in range(6))
NONES = tuple((None,) * n for n in range(7))
_EMPTIES = tuple(((),) * n for n in range(7))
_record = tuple.__new__

RoundFacts = tuple[int | None, bool, tuple[int, str | None], bool]
ROUND_FACTS: dict[str, dict[int, RoundFacts]] = {
    mode: {r: (LABELS[mode][r], False, SCHEDULES[mode][r], r == len(labels)) for r in labels}
    for mode, labels in LABELS.items()
}
"""mode -> round number -> (full-game label, tie-break?, exchange, may the game end after
it?) of a scheduled round."""
TIEBREAK_FACTS: RoundFacts = (None, True, NO_EXCHANGE, True)
"""The same of every tie-break round."""


def initial_state(config: Config, seed: str) -> State:
    n = config.players
    draw: tuple[tuple[tuple[int, str], ...], ...] = ()
    if config.first_dealer is not None:
        dealer = config.first_dealer
    else:
        dealer, draw = draw_first_dealer(n, seed)
    blank = new_state(
        config=config,
        seed=seed,
        draw=draw,
        round_no=1,
        dealer=dealer,
        phase="bid",
        held=(),
        turned=(),
        anti_trump=None,
        bids=(),
        selections=(),
        passed=(),
        leader=0,
        trick=(),
        done=(),
        totals=(0,) * n,
        history=(),
    )
    return start_round(blank, 1, dealer)[0]


def start_round(state: State, round_no: int, dealer: int) -> tuple[State, list[Event]]:
    return _start_round(state, state.totals, state.history, round_no, dealer, [])


def _start_round(
    state: State,
    totals: tuple[int, ...],
    history: tuple[RoundRecord, ...],
    round_no: int,
    dealer: int,
    events: list[Event],
) -> tuple[State, list[Event]]:
    """The next round's state (with `totals` and `history`), dealt and revealed; its
    events are appended to `events`."""
    config = state.config
    n = config.players
    seed = state.seed
    dealt = fast_deal(n, seed, round_no, dealer)
    if dealt is None:
        hands_, held, turned, anti = deal_reference(config, seed, round_no, dealer)
        dealt = list(map(list, hands_)), held, turned, anti
    hands, held, turned, anti = dealt
    label, tiebreak, exchange, _ = ROUND_FACTS[config.mode].get(round_no, TIEBREAK_FACTS)
    first = (dealer + 1) % n
    new = State(
        config,
        seed,
        state.draw,
        round_no,
        dealer,
        "bid",
        held,
        turned,
        anti,
        NONES[n],
        NONES[n],
        _EMPTIES[n],
        first,
        (),
        (),
        totals,
        history,
    )  # `turn` (the first bidder, or None with hidden bids) and `exchange` worked out
    private = {}
    for key, hand in zip(SEAT_KEYS, hands):  # noqa: B905 - one key per seat and more
        private[key] = {"hand": hand}
    events.append(
        {
            "type": "deal",
            "round": round_no,
            "label": label,
            "tiebreak": tiebreak,
            "dealer": dealer,
            "exchange": {"count": exchange[0], "direction": exchange[1]},
            "private": private,
        }
    )
    events.append(
        {
            "type": "reveal",
            "turned": list(turned),
            "anti_trump": anti,
            "neutral": NEUTRAL.get(anti),  # type: ignore[arg-type]
        }
    )
    return new, events


# --------------------------------------------------------------------------- a round ends


def score_round(
    state: State,
    held: tuple[int, ...],
    leader: int,
    done: tuple[Trick, ...],
    events: list[Event],
) -> tuple[State, list[Event]]:
    """The fifth trick is won (`held`, `leader`, `done` after it): score the round, then
    deal the next one or end the game. Appends to `events`."""
    config = state.config
    n = config.players
    round_no = state.round_no
    won = [0] * n
    for trick in done:
        won[trick[2]] += 1
    bids = state.bids
    made: tuple[int, ...] = bids  # type: ignore[assignment]  # every seat has bid before play; else a zero
    if None in bids:
        made = tuple([b or 0 for b in bids])
    totals = list(state.totals)
    points: list[int] = []
    seats: list[dict[str, int]] = []
    for s in range(n):  # one loop, no comprehensions (each is a function call in 3.11)
        b = made[s]
        t = won[s]
        p = POINTS[b][t]
        points.append(p)
        totals[s] += p
        seats.append({"seat": s, "bid": b, "tricks": t, "points": p, "total": totals[s]})
    record = (round_no, state.dealer, state.turned, state.anti_trump, state.exchange, made)
    history = (*state.history, _record(RoundRecord, (*record, tuple(won), tuple(points), done)))
    label, tiebreak, _, last = ROUND_FACTS[config.mode].get(round_no, TIEBREAK_FACTS)
    scored: Event = {
        "type": "round_scored",
        "round": round_no,
        "label": label,
        "tiebreak": tiebreak,
        "seats": seats,
    }
    events.append(scored)
    new_totals = tuple(totals)
    if config.partnership:
        round_team = team_totals(config, tuple(points))
        all_team = team_totals(config, new_totals)
        scored["teams"] = [
            {"seats": list(t), "points": round_team[i], "total": all_team[i]}
            for i, t in enumerate(config.teams())
        ]
    if last:  # the last scheduled round, or a tie-break: over unless first place is shared
        if sole_leader(config, new_totals):
            over = copy_state(state)
            over.phase = "over"
            over.held = held
            over.leader = leader
            over.trick = ()
            over.done = done
            over.totals = new_totals
            over.history = history
            over.turn = None
            events.append({"type": "game_over", "winners": list(winners(over))})
            return over, events
        events.append({"type": "tiebreak", "round": round_no + 1})
    # the new round replaces every field the fifth trick changed
    return _start_round(state, new_totals, history, round_no + 1, (state.dealer + 1) % n, events)
