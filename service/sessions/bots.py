"""Bot seats in hosted sessions: `players: [{"name": "Ann"}, {"bot": "greedy"}]` at create.

A bot seat moves on its own: right after the session is created and right after every
move, within the same request (an `expert` seat: on a runner, service/sessions/turns.py,
from a record in Redis that survives the worker; see `play`), each bot
seat the game waits on plays (through the same
checked, versioned `Sessions.apply` as a person's move, one log entry per move) until the
game waits on a person. A bot sees what its seat's view shows and its legal moves, nothing
else (`service.bots`). The seats' bots are kept in the session's metadata (`bots`, one entry
per seat, null for a person) and shown in views (`players[i].bot`), in the created seats and
in history entries.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import Any

from prometheus_client import Histogram

from .. import bots as bot_lib
from .. import tracing
from ..bots import thinkers
from ..errors import BadRequest, PreconditionFailed, Unprocessable, VersionConflict
from ..games.base import Game, redact_event
from . import live
from .base import Loaded, Service
from .tokens import ADMIN

log = logging.getLogger(__name__)

# Bot moves one request (or one step of a runner) may make: a whole game of bots
# between two moves of a person is far shorter (the longest, random Palace players, take a
# few thousand moves). Past it the bots play on in a runner (service/sessions/turns.py).
MAX_BOT_MOVES = 5000
# A session whose every seat is a bot always ends (issue 30): the game goes on in the
# runner past MAX_BOT_MOVES, and at this many versions it is abandoned (no winners,
# reason `abandoned`, docs/bots.md), so it never holds one of the tenant's live sessions.
MAX_BOTS_ONLY_VERSIONS = 100_000

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
    """`players` with `{"name"}` and `{"bot", "level"?, "name"?}` entries turned into names,
    and the bot of each seat (empty when every seat is a person)."""
    names, kinds, _ = split_seats(game, players)
    return names, kinds


def split_seats(game: Game, players: Any) -> tuple[Any, list[str | None], list[int | None]]:
    """`split_players`, and each bot seat's level (None where the seat has none)."""
    if not isinstance(players, list) or not any(isinstance(p, dict) for p in players):
        return players, [], []
    names: list[Any] = []
    kinds: list[str | None] = []
    levels: list[int | None] = []
    for i, p in enumerate(players):
        if not isinstance(p, dict) or p == {"open": True}:  # a name, or an open seat
            names.append(p)
            kinds.append(None)
            levels.append(None)
            continue
        if "bot" in p:
            if set(p) - {"bot", "name", "level"}:
                raise BadRequest(
                    "a bot seat is {\"bot\": name} with an optional \"level\" and \"name\"",
                    code="players.invalid",
                )
            bot = p["bot"]
            level = p.get("level")
            if "level" in p:
                if not isinstance(level, int) or isinstance(level, bool):
                    raise BadRequest(f"players[{i}].level must be 1–8", code="players.invalid")
                try:
                    bot, level = bot_lib.level_bot(bot, level)
                except ValueError as exc:
                    # a level out of 1–8 fails the schema (400); a bot that contradicts a
                    # valid level ("level 1 is the random bot, not expert") is a schema-valid
                    # seat the service cannot follow: 422, as the stateless suggest answers
                    if 1 <= p["level"] <= 8:
                        raise Unprocessable(
                            f"players[{i}]: {exc}", code="bot.level_invalid"
                        ) from None
                    raise BadRequest(f"players[{i}]: {exc}", code="players.invalid") from None
            elif bot == "expert":
                bot, level = bot_lib.level_bot(bot, None)
            try:
                if not isinstance(bot, str) or bot not in bot_lib.BOT_NAMES:
                    raise KeyError(bot)
                bot_lib.get_bot(game.id, bot, level)
            except KeyError:
                raise BadRequest(
                    f"players[{i}].bot must be one of {', '.join(bot_lib.BOT_NAMES)}"
                    " (a bot this game has)",
                    code="bot.unknown",
                ) from None
            names.append(p.get("name", f"{bot.capitalize()} bot {i + 1}"))
            kinds.append(bot)
            levels.append(level)
        else:
            if set(p) != {"name"}:
                raise BadRequest(
                    "a seat is a name, {\"name\": ...} or {\"bot\": ...}", code="players.invalid"
                )
            names.append(p["name"])
            kinds.append(None)
            levels.append(None)
    if not any(kinds):
        return names, [], []
    # every seat a bot (arenas, tournaments, load tests): the game plays itself, within the
    # create request for random and greedy seats, on a runner for expert ones,
    # under the tenant's quotas like any session
    return names, kinds, levels


def seat_bots(meta: dict[str, Any]) -> list[str | None]:
    got = meta.get("bots")
    return list(got) if isinstance(got, list) else []


def seat_levels(meta: dict[str, Any]) -> list[int | None]:
    got = meta.get("bot_levels")
    return list(got) if isinstance(got, list) else []


def _bot_to_move(loaded: Loaded, kinds_wanted: tuple[str, ...] = ("expert",)) -> bool:
    meta = loaded.record.meta
    kinds = seat_bots(meta)
    if not any(kinds) or meta.get("phase") == "waiting" or meta.get("end"):
        return False
    game = loaded.game
    return any(
        s < len(kinds) and kinds[s] in kinds_wanted and game.legal_moves(loaded.state, s)
        for s in game.to_act(loaded.state)
    )


def bots_only_over_limit(svc: Service, loaded: Loaded) -> bool:
    """End a bots-only session that reached MAX_BOTS_ONLY_VERSIONS (abandoned); True if it
    is over that bound (ended now, or by a request that came first)."""
    kinds = seat_bots(loaded.record.meta)
    if loaded.version < MAX_BOTS_ONLY_VERSIONS or not kinds or not all(kinds):
        return False
    if not loaded.record.meta.get("end") and not loaded.game.outcome(loaded.state).finished:
        try:
            live.abandon(svc, loaded, ADMIN)
            log.warning("bots-only session %s abandoned at %d moves (MAX_BOTS_ONLY_VERSIONS)",
                        loaded.id, loaded.version)
        except (VersionConflict, PreconditionFailed):
            pass
    return True


def expert_waits(meta: dict[str, Any], to_act: Any) -> int | None | bool:
    """Whether one of the seats in `to_act` is an `expert` bot seat: False if none, else
    the level of the first (None: the default level). Cheap: no engine call."""
    kinds = meta.get("bots")
    if not kinds:
        return False
    levels = seat_levels(meta)
    for seat in sorted(to_act):
        if seat < len(kinds) and kinds[seat] == "expert":
            return levels[seat] if seat < len(levels) else None
    return False


def needs_record_at_create(kinds: list[str | None], to_act: list[int]) -> bool:
    """A creation whose bots may outlast its request, recorded before its write: every seat a
    bot (the game plays itself, thousands of moves at times), or an expert seat in a game
    that starts with a bot's move (its search runs on a runner). A game that starts with a
    person's move is recorded by that move (`Sessions.apply`)."""
    if not kinds or thinkers.size() <= 0:
        return False
    if all(kinds):
        return True
    return "expert" in kinds and any(s < len(kinds) and kinds[s] for s in to_act)


Keep = Callable[[Loaded, int | None, bool], None]


def look_after(svc: Service, loaded: Loaded) -> None:
    """The safety net of a client's read: a game that has waited on a bot seat for longer than
    that turn's recovery bound (no write since) is handed to a runner. It catches the one
    window no record covers (a worker killed between a person's move and its greedy or random
    bots' replies, which play within the request and are not recorded), and any turn whose
    record was lost. Costs nothing on the way (the snapshot says whose turn it is and when it
    was written) but for a game waiting that long."""
    meta, snap = loaded.record.meta, loaded.record.snap
    if not snap or snap.get("status") != "active" or meta.get("end") or meta.get("phase"):
        return
    kinds = seat_bots(meta)
    waiting = [s for s in snap.get("to_act") or () if s < len(kinds) and kinds[s]]
    if not waiting:
        return
    levels = seat_levels(meta)
    seat = waiting[0]
    level = (levels[seat] if seat < len(levels) else None) if kinds[seat] == "expert" else 2
    svc.turns.rescue(loaded.id, level, svc.clock() - float(snap.get("at") or 0))


def _decide(
    game: Game, kind: str, level: int | None, view: Any, moves: list[Any], seed: str
) -> tuple[Any, str]:
    """A bot's move; an expert's search runs in the thinkers' processes when they are on.
    Their queue full, a thinker dead or its pool shut down by another caller: the greedy
    move. The worker stopping (the pool shut down for a reload): `thinkers.ShuttingDown`,
    and the runner hands the turn back for another worker to play (service/sessions/turns.py)."""
    if kind == "expert":
        got = thinkers.decide(game.id, kind, level, view, moves, seed)
        if got is not None:
            return got
        if thinkers.size() > 0:
            kind, level = "greedy", None
    return bot_lib.get_bot(game.id, kind, level).choose(view, moves, random.Random(seed))


def play(
    svc: Service, loaded: Loaded, background: bool = False, keep: Keep | None = None,
    marked: bool = False,
) -> tuple[Loaded, list[dict[str, Any]]]:
    """Let the bot seats move while the game waits on one of them. Returns the session after
    their moves and every event of those moves, unredacted, in order. On a request thread,
    an `expert` seat's turn (a search of up to seconds) is handed to a runner
    (service/sessions/turns.py: recorded in Redis, `marked` when the request recorded it
    already) when the thinkers are on: the request answers at once, and the bot's moves reach
    the players as events like anyone's. On a runner (`background`), `keep` is called before
    each bot move (it keeps the runner's lease)."""
    after, events, _ = _play(svc, loaded, background, keep, marked)
    return after, events


def _play(
    svc: Service, loaded: Loaded, background: bool, keep: Keep | None, marked: bool
) -> tuple[Loaded, list[dict[str, Any]], bool]:
    """`play`, and whether the turns left were handed to a runner."""
    meta = loaded.record.meta
    kinds = seat_bots(meta)
    levels = seat_levels(meta)
    if not any(kinds) or meta.get("phase") == "waiting" or meta.get("end"):
        return loaded, [], False
    events: list[dict[str, Any]] = []
    for _ in range(MAX_BOT_MOVES):
        if bots_only_over_limit(svc, loaded):
            return svc.load(loaded.id), events, False
        game, state = loaded.game, loaded.state
        choice = None
        for seat in sorted(game.to_act(state)):
            kind = kinds[seat] if seat < len(kinds) else None
            if kind is None:
                continue
            view, moves = bot_lib.inputs(game, state, seat)
            if not moves:
                continue
            level = levels[seat] if seat < len(levels) else None
            if kind == "expert" and not background and thinkers.size() > 0:
                svc.turns.due(loaded.id, level, marked and not events)
                return loaded, events, True
            if keep is not None:
                keep(loaded, level, kind == "expert")
            seed = f"{loaded.id}:{loaded.version}:{seat}"
            started = time.perf_counter()
            with tracing.span("bot.choose", game.id):
                move, _ = _decide(game, kind, level, view, moves, seed)
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
    else:  # the bound of one request: bots still to move play on in a runner
        if not background and _bot_to_move(loaded, bot_lib.BOT_NAMES):
            svc.turns.due(loaded.id, None, False)
            return loaded, events, True
    return loaded, events, False


def after_create(svc: Service, body: dict[str, Any], marked: bool = False) -> dict[str, Any]:
    """The created session once its bots have moved (when a bot seat starts). `marked`: the
    creation recorded a bot turn (`needs_record_at_create`); its bots finishing the game, or
    reaching a person, within the request settle it."""
    loaded = svc.load(body["id"])
    kinds = seat_bots(loaded.record.meta)
    for entry in body["seats"]:
        if kinds[entry["seat"]]:
            entry["bot"] = kinds[entry["seat"]]
    after, _, handed = _play(svc, loaded, False, None, marked)
    if marked and not handed:
        svc.turns.settle(loaded.id)
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


def after_move(
    svc: Service, loaded: Loaded, seat: int, body: dict[str, Any], marked: bool = False
) -> dict[str, Any]:
    """A person's move result, carried on through the bots' replies: the events of their
    moves follow (as `seat` may see them), and the view, version and status are the latest.
    `marked`: the move's write recorded the expert turn it made due."""
    if not any(seat_bots(loaded.record.meta)):
        return body
    after, events = play(svc, svc.load(loaded.id), marked=marked)
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
