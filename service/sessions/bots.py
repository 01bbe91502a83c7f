"""Bot seats in hosted sessions: `players: [{"name": "Ann"}, {"bot": "greedy"}]` at create.

A bot seat moves on its own: right after the session is created and right after every
move, within the same request, each bot seat the game waits on plays (through the same
checked, versioned `Sessions.apply` as a person's move, one log entry per move) until the
game waits on a person. A bot sees what its seat's view shows and its legal moves, nothing
else (`service.bots`). The seats' bots are kept in the session's metadata (`bots`, one entry
per seat, null for a person) and shown in views (`players[i].bot`), in the created seats and
in history entries.
"""

from __future__ import annotations

import random
import time
from typing import Any

from prometheus_client import Histogram

from .. import bots as bot_lib
from .. import tracing
from ..errors import BadRequest, PreconditionFailed, VersionConflict
from ..games.base import Game, redact_event
from .base import Loaded, Service

# Bot moves one request may make: a whole game of bots between two moves of a person
# is far shorter (the longest, random Palace players, take a few thousand moves).
MAX_BOT_MOVES = 5000

THINK = Histogram(
    "referee_bot_think_seconds", "Time a bot seat takes to choose its move", ["game", "bot"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
_THINK: dict[tuple[str, str], Any] = {}


def think(game: str, bot: str, seconds: float) -> None:
    timer = _THINK.get((game, bot))
    if timer is None:  # labels() takes a lock and builds a key: look it up once
        timer = _THINK[(game, bot)] = THINK.labels(game, bot)
    timer.observe(seconds)


def split_players(game: Game, players: Any) -> tuple[Any, list[str | None]]:
    """`players` with `{"name"}` and `{"bot", "name"?}` entries turned into names, and the
    bot of each seat (empty when every seat is a person)."""
    if not isinstance(players, list) or not any(isinstance(p, dict) for p in players):
        return players, []
    names: list[Any] = []
    kinds: list[str | None] = []
    for i, p in enumerate(players):
        if not isinstance(p, dict) or p == {"open": True}:  # a name, or an open seat
            names.append(p)
            kinds.append(None)
            continue
        if "bot" in p:
            if set(p) - {"bot", "name"}:
                raise BadRequest(
                    "a bot seat is {\"bot\": name} with an optional \"name\"",
                    code="players.invalid",
                )
            bot = p["bot"]
            try:
                if not isinstance(bot, str) or bot not in bot_lib.BOT_NAMES:
                    raise KeyError(bot)
                bot_lib.get_bot(game.id, bot)
            except KeyError:
                raise BadRequest(
                    f"players[{i}].bot must be one of {', '.join(bot_lib.BOT_NAMES)}"
                    " (a bot this game has)",
                    code="bot.unknown",
                ) from None
            names.append(p.get("name", f"{bot.capitalize()} bot {i + 1}"))
            kinds.append(bot)
        else:
            if set(p) != {"name"}:
                raise BadRequest(
                    "a seat is a name, {\"name\": ...} or {\"bot\": ...}", code="players.invalid"
                )
            names.append(p["name"])
            kinds.append(None)
    if not any(kinds):
        return names, []
    if all(kinds):
        raise BadRequest("at least one seat must be a person", code="players.no_person")
    return names, kinds


def seat_bots(meta: dict[str, Any]) -> list[str | None]:
    got = meta.get("bots")
    return list(got) if isinstance(got, list) else []


def play(svc: Service, loaded: Loaded) -> tuple[Loaded, list[dict[str, Any]]]:
    """Let the bot seats move while the game waits on one of them. Returns the session after
    their moves and every event of those moves, unredacted, in order."""
    meta = loaded.record.meta
    kinds = seat_bots(meta)
    if not any(kinds) or meta.get("phase") == "waiting" or meta.get("end"):
        return loaded, []
    events: list[dict[str, Any]] = []
    for _ in range(MAX_BOT_MOVES):
        game, state = loaded.game, loaded.state
        choice = None
        for seat in sorted(game.to_act(state)):
            kind = kinds[seat] if seat < len(kinds) else None
            if kind is None:
                continue
            view, moves = bot_lib.inputs(game, state, seat)
            if not moves:
                continue
            rng = random.Random(f"{loaded.id}:{loaded.version}:{seat}")
            started = time.perf_counter()
            with tracing.span("bot.choose", game.id):
                move, _ = bot_lib.get_bot(game.id, kind).choose(view, moves, rng)
            think(game.id, kind, time.perf_counter() - started)
            if move is not None:
                choice = seat, move
                break
        if choice is None:
            break
        seat, move = choice
        _, raw = game.apply(state, seat, game.parse_move(move))
        try:
            svc.apply(loaded, seat, move, loaded.version, None, "", bots=False)
        except (VersionConflict, PreconditionFailed):
            break  # another request moved first; its own bot turn goes on from there
        events.extend(raw)
        loaded = svc.load(loaded.id)
    return loaded, events


def after_create(svc: Service, body: dict[str, Any]) -> dict[str, Any]:
    """The created session once its bots have moved (when a bot seat starts)."""
    loaded = svc.load(body["id"])
    kinds = seat_bots(loaded.record.meta)
    for entry in body["seats"]:
        if kinds[entry["seat"]]:
            entry["bot"] = kinds[entry["seat"]]
    after, _ = play(svc, loaded)
    if after.version == loaded.version:
        return body
    game, state = after.game, after.state
    finished = game.outcome(state).finished
    body.update(
        version=after.version,
        status="finished" if finished else "active",
        to_act=sorted(game.to_act(state)),
        view=game.view(state, None),
    )
    return body


def after_move(svc: Service, loaded: Loaded, seat: int, body: dict[str, Any]) -> dict[str, Any]:
    """A person's move result, carried on through the bots' replies: the events of their
    moves follow (as `seat` may see them), and the view, version and status are the latest."""
    if not any(seat_bots(loaded.record.meta)):
        return body
    after, events = play(svc, svc.load(loaded.id))
    if not events:
        return body
    game, state = after.game, after.state
    finished = game.outcome(state).finished
    return {
        **body,
        "version": after.version,
        "events": body["events"] + [redact_event(e, seat) for e in events],
        "view": game.view(state, seat),
        "status": "finished" if finished else "active",
        "to_act": sorted(game.to_act(state)),
    }
