"""Clocks as data: a session's optional time control, kept as timestamps in its meta.

A time control is chosen at creation and never changes:

    {"per_move": s}                  each turn of a seat must be played within s seconds
    {"total": s, "increment": i}     each seat has a bank of s seconds for the whole game,
                                     and gains i seconds (default 0) after each of its moves

The clock state (meta["clock"]) is `{per_move, total, increment, remaining, started}`:
`started[seat]` is the time (Unix seconds, ms precision) at which the seat's clock started
to run (it became one of the seats to act), or null while the seat waits; `remaining[seat]`
(total mode) is its bank, not counting the time since `started`. Nothing ticks in Redis: a
seat's deadline is `started + per_move` (or `started + remaining`), and a request that finds a
deadline passed applies the game's timeout rule first (service.py, lazily, at the time of the
deadline). Clocks do not run while a session waits for players, nor once it is finished.

When several seats are to act at once (simultaneous steps) each one's clock runs on its own;
a seat that stays to act across another seat's move keeps running from when it started.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..errors import BadRequest

MAX_SECONDS = 7 * 24 * 3600  # a week per move or per game
MAX_INCREMENT = 3600


def _seconds(raw: Any, name: str, low: float, high: float) -> float:
    if isinstance(raw, bool) or not isinstance(raw, int | float) or not low <= raw <= high:
        raise BadRequest(
            f"clock.{name} must be a number of seconds from {low:g} to {high:g}",
            code="clock.invalid",
        )
    return round(float(raw), 3)


def parse(raw: Any) -> dict[str, Any] | None:
    """The time control of a create body (None: no clock); BadRequest `clock.invalid`."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise BadRequest("clock must be an object", code="clock.invalid")
    keys = set(raw)
    if keys == {"per_move"}:
        return {
            "per_move": _seconds(raw["per_move"], "per_move", 1, MAX_SECONDS),
            "total": None,
            "increment": 0.0,
        }
    if keys in ({"total"}, {"total", "increment"}):
        return {
            "per_move": None,
            "total": _seconds(raw["total"], "total", 1, MAX_SECONDS),
            "increment": _seconds(raw.get("increment", 0), "increment", 0, MAX_INCREMENT),
        }
    raise BadRequest(
        'clock is {"per_move": seconds} or {"total": seconds, "increment": seconds}',
        code="clock.invalid",
    )


def control(clock: dict[str, Any]) -> dict[str, Any]:
    """The time control alone (as given at creation)."""
    if clock.get("per_move") is not None:
        return {"per_move": clock["per_move"]}
    return {"total": clock["total"], "increment": clock["increment"]}


def new_state(control_: dict[str, Any], seats: int) -> dict[str, Any]:
    """A clock that is not running yet (a session waiting, or before `start`)."""
    total = control_.get("total")
    return {
        "per_move": control_.get("per_move"),
        "total": total,
        "increment": control_.get("increment") or 0.0,
        "remaining": [total] * seats if total is not None else None,
        "started": [None] * seats,
    }


def start(clock: dict[str, Any], to_act: Iterable[int], at: float) -> dict[str, Any]:
    """The clock with the seats to act running from `at`."""
    started = list(clock["started"])
    for s in to_act:
        if started[s] is None:
            started[s] = at
    return {**clock, "started": started}


def advance(
    clock: dict[str, Any], before: Iterable[int], after: Iterable[int], mover: int | None,
    at: float,
) -> dict[str, Any]:
    """The clock after `mover` acted at `at`: the mover's clock and those of seats no longer
    to act stop (their time used is charged, the mover gains the increment); seats that became
    to act start running."""
    started = list(clock["started"])
    remaining = list(clock["remaining"]) if clock["remaining"] is not None else None
    after_set = set(after)
    for s in before:
        if started[s] is None:
            continue
        if s == mover or s not in after_set:
            if remaining is not None:
                remaining[s] = round(max(0.0, remaining[s] - (at - started[s])), 3)
            started[s] = None
    if remaining is not None and mover is not None:
        remaining[mover] = round(remaining[mover] + clock["increment"], 3)
    for s in after_set:
        if started[s] is None:
            started[s] = at
    return {**clock, "started": started, "remaining": remaining}


def stop(clock: dict[str, Any], at: float) -> dict[str, Any]:
    """Every running clock stopped at `at` (the game is over)."""
    running = [s for s, t in enumerate(clock["started"]) if t is not None]
    return advance(clock, running, (), None, at)


def deadline(clock: dict[str, Any], seat: int) -> float | None:
    """When `seat`'s time runs out, or None while its clock is not running."""
    t = clock["started"][seat]
    if t is None:
        return None
    allowance = clock["per_move"] if clock["per_move"] is not None else clock["remaining"][seat]
    return round(float(t + allowance), 3)


def expired(clock: dict[str, Any], now: float) -> tuple[int, float] | None:
    """(seat, deadline) of the first seat whose time has run out by `now` (the earliest
    deadline; the lower seat on a tie), or None."""
    due = [
        (d, s) for s in range(len(clock["started"]))
        if (d := deadline(clock, s)) is not None and d <= now
    ]
    if not due:
        return None
    d, s = min(due)
    return s, d


def view(clock: dict[str, Any] | None, now: float) -> dict[str, Any] | None:
    """The clock as a session view reports it (public: every seat and spectator sees it)."""
    if clock is None:
        return None
    seats = len(clock["started"])
    deadlines = [deadline(clock, s) for s in range(seats)]
    remaining: list[float] = []
    for s in range(seats):
        d = deadlines[s]
        if d is not None:
            remaining.append(round(max(0.0, d - now), 3))
        elif clock["per_move"] is not None:
            remaining.append(clock["per_move"])
        else:
            remaining.append(clock["remaining"][s])
    running = [d for d in deadlines if d is not None]
    return {
        "control": control(clock),
        "running": [s for s in range(seats) if deadlines[s] is not None],
        "remaining": remaining,
        "deadlines": deadlines,
        "deadline": min(running) if running else None,
        "now": now,
    }
