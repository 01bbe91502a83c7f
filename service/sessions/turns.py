"""Bot turns that survive restarts (issue 36): the runner, one per worker process.

A bot turn that is not played within the request that made it due (an `expert` seat's search
on the thinkers, a bots-only game past `MAX_BOT_MOVES`) is recorded in Redis first
(service/store/turns.py: a due set with leases) and then taken by a runner: at once by the
one in the worker that recorded it (`due` wakes it), else, after `BOT_TURN_HANDOFF_SECONDS`,
by whichever runner of any worker of any instance polls first (`BOT_TURN_POLL_SECONDS`).

A claim leases the session to its runner for `BOT_TURN_LEASE_SECONDS`; the holder plays the
session's bot turns (through `bots.play`, so through the checked, versioned `Sessions.apply`)
until the game waits on a person or ends, and the runner's loop pushes the leases of every
turn it holds on at each poll (a heartbeat: a search that waits behind others for a thinker
keeps its lease). Then the holder releases the session, which stays due if a move made it due
again meanwhile. A holder that cannot play (its worker stops for a reload or a deploy, the
thinkers shut down, a failure) hands the turn back, due at once (after a failure, in
`RETRY_SECONDS`); a holder that dies (kill -9, OOM) loses its lease when it runs out, and
another runner takes the turn. Two holders of one turn (a lease that ran out under a slow
holder) make one move: the second apply meets the version the first wrote and is refused.

A client's read of a game that has waited on a bot past the turn's bound records it again
(`rescue`, from `bots.look_after`): the one window no record covers is a worker killed between
a person's move and its greedy or random bots' replies, which play within the request.

The bound on recovery (docs/bots.md): a turn is played within `recovery_bound(level)` of
becoming due, through a fault of its worker or instance: the lease (or the hand-off), a poll,
and the new search (the level's safety net), plus the time its search waits behind others for
a thinker (each at most its own safety net, at most `BOT_QUEUE` of them per worker: past that
the bot plays greedy).
"""

from __future__ import annotations

import logging
import os
import random
import secrets
import threading
import time
import weakref

from prometheus_client import Counter, Gauge

from ..bots import thinkers
from ..bots.expert import LEVELS
from ..errors import NotFound
from ..store.redis_store import StoreUnavailable
from ..store.turns import TurnStore
from . import bots
from .base import Loaded, Service

log = logging.getLogger("referee.bots")

RETRY_SECONDS = 5.0  # a turn whose holder failed (a bug, Redis lost) is tried again after this

CLAIMS = Counter(
    "referee_bot_turn_claims_total",
    "Bot turns taken by a runner: `local` by the worker that made them due, `due` by any "
    "runner after the hand-off delay or a lease that ran out (a worker that died)",
    ["how"],
)
HANDED_BACK = Counter(
    "referee_bot_turns_handed_back_total",
    "Bot turns a runner could not play and handed back (a reload, a failure)", ["why"],
)
RESCUED = Counter(
    "referee_bot_turns_rescued_total",
    "Bot turns recorded again by a client's read: the game had waited on a bot past the turn's "
    "recovery bound (a worker killed while its request played greedy or random replies)",
)
OVERDUE = Gauge(
    "referee_bot_turns_overdue",
    "Bot turns past their recovery bound (docs/bots.md): waiting longer than their level's "
    "safety net and a fault allow", multiprocess_mode="livemax",
)
OVERDUE_SECONDS = Gauge(
    "referee_bot_turn_overdue_seconds",
    "How far the most overdue bot turn is past its recovery bound (0: none)",
    multiprocess_mode="livemax",
)


def _env(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return default if raw is None or raw.strip() == "" else float(raw)


def poll_seconds() -> float:
    return _env("BOT_TURN_POLL_SECONDS", 1.0)


def handoff_seconds() -> float:
    return _env("BOT_TURN_HANDOFF_SECONDS", 2.0)


def lease_seconds() -> float:
    return _env("BOT_TURN_LEASE_SECONDS", 10.0)


def safety_net(level: int | None) -> float:
    """The wall-time cap of a level's search (0 for bots that do not search)."""
    return LEVELS[level][2] if level in LEVELS else LEVELS[8][2] if level is None else 0.0


def recovery_bound(level: int | None) -> float:
    """Seconds within which a turn of this level is played once due, through one fault of
    its worker or instance: the hand-off or the lease, a poll, and a new search (and a
    second of margin), when no other search is ahead of it for a thinker."""
    net = safety_net(level)
    return max(handoff_seconds(), lease_seconds()) + poll_seconds() + net + 1.0


def now_ms() -> int:
    return int(time.time() * 1000)


_runners: weakref.WeakSet[BotTurns] = weakref.WeakSet()


def stop_all() -> None:
    """The worker stops (service/gunicorn_conf.py `worker_exit`): every runner of this process
    hands its turns back, and the thinkers close."""
    for runner in list(_runners):
        runner.stop()
    thinkers.close()


class LeaseLost(Exception):
    """The holder's claim no longer holds the session (another runner took it)."""


class BotTurns:
    def __init__(self, svc: Service, store: TurnStore) -> None:
        self.svc = svc
        self.store = store
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._local: set[str] = set()
        self._held: dict[str, str] = {}  # session → the id of this runner's claim
        self._thread: threading.Thread | None = None
        self._last_error_log = 0.0
        _runners.add(self)

    # ------------------------------------------------------------------ the request side

    def mark(self, sid: str, level: int | None) -> None:
        """Record that `sid` waits on a bot (before the write that makes it so, or at least
        before answering): StoreUnavailable propagates, so the request fails rather than
        answer for a turn nobody would play."""
        now = now_ms()
        self.store.mark(
            sid, now, now + int(handoff_seconds() * 1000), now + int(recovery_bound(level) * 1000)
        )

    def due(self, sid: str, level: int | None, marked: bool) -> None:
        """The session's bot turn is to be played by a runner: recorded (unless `marked`
        already) and this worker's runner woken to take it at once."""
        if not marked:
            self.mark(sid, level)
        with self._lock:
            self._local.add(sid)
        self.start()
        self._wake.set()

    def rescue(self, sid: str, level: int | None, waited: float) -> None:
        """A client read a game that has waited `waited` seconds on a bot (`bots.look_after`):
        past the turn's recovery bound, it is recorded again and this worker's runner woken
        (a turn a runner holds is only noted `again`: its holder looks once more)."""
        if waited <= recovery_bound(level):
            return
        try:
            self.due(sid, level, False)
            RESCUED.inc()
        except StoreUnavailable:
            pass  # the read answers; the next one tries again

    def settle(self, sid: str) -> None:
        """A mark made at creation that the request's own bot moves made moot."""
        try:
            self.store.settle(sid)
        except StoreUnavailable:
            pass  # a runner takes it after the hand-off and finds nothing to play

    # ------------------------------------------------------------------ lifecycle

    def slots(self) -> int:
        # one holder per search that may wait for the thinkers, so that their queue bound
        # (BOT_QUEUE) is what limits, and past it bots play greedy
        return max(2, thinkers.size() + thinkers.queue_limit() + 1)

    def start(self) -> BotTurns:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._stop.clear()
                self._thread = threading.Thread(target=self._run, name="bot-turns", daemon=True)
                self._thread.start()
        return self

    def stop(self) -> None:
        """The worker stops (a reload, a deploy): no more claims, and every turn this runner
        holds is handed back, due at once, for another worker to play (its search here is
        abandoned; a move it still makes is refused by the version if another came first)."""
        self._stop.set()
        self._wake.set()
        with self._lock:
            held = list(self._held.items())
            self._held.clear()
        for sid, claim in held:
            try:
                if self.store.hand_back(sid, claim, now_ms()):
                    HANDED_BACK.labels("stopping").inc()
                    log.info("bot turn of session %s handed back: the worker stops", sid)
            except StoreUnavailable:
                pass  # its lease runs out and another runner takes it

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def held(self) -> dict[str, str]:
        with self._lock:
            return dict(self._held)

    # ------------------------------------------------------------------ the loop

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.clear()  # before the round: a turn made due during it wakes the next
            try:
                self.tick()
            except Exception as exc:  # noqa: BLE001 - the thread must outlive any failure
                if time.monotonic() - self._last_error_log > 60:
                    self._last_error_log = time.monotonic()
                    log.warning("bot turns: %s: %s", exc.__class__.__name__, exc)
            self._wake.wait(poll_seconds() * random.uniform(0.8, 1.0))

    def tick(self) -> list[str]:
        """One round: take the turns this worker made due and the due ones, as many as there
        are free holders; each is played on a thread of its own. Returns those taken."""
        now = now_ms()
        lease = int(lease_seconds() * 1000)
        if not self._stop.is_set():
            self.store.heartbeat(self.held(), now + lease)  # the turns this runner plays go on
        with self._lock:
            mine = sorted(self._local)
            self._local.clear()
            room = self.slots() - len(self._held)
        if room <= 0 or self._stop.is_set():
            with self._lock:
                self._local.update(mine)
            return []
        claim = f"{os.getpid()}.{secrets.token_hex(6)}"  # an operator sees which process holds it
        if len(mine) > room:  # the rest at the next round (or by any runner after the hand-off)
            with self._lock:
                self._local.update(mine[room:])
            mine = mine[:room]
        taken, overdue, oldest = self.store.claim(now, lease, room, claim, mine)
        OVERDUE.set(overdue)
        OVERDUE_SECONDS.set(max(0.0, (now - oldest) / 1000) if overdue and oldest else 0.0)
        for sid in taken:
            CLAIMS.labels("local" if sid in mine else "due").inc()
            with self._lock:
                self._held[sid] = claim
            threading.Thread(
                target=self.hold, args=(sid, claim), name=f"bot-turn-{sid[:8]}", daemon=True
            ).start()
        return taken

    def hold(self, sid: str, claim: str) -> None:
        """Play the session's bot turns while it waits on them, then release it."""
        keep = _Keeper(self, sid, claim)
        try:
            while not self._stop.is_set():
                try:
                    loaded = self.svc.load(sid)
                except NotFound:
                    self.store.drop(sid)
                    return
                if bots.bots_only_over_limit(self.svc, loaded):
                    break
                after, _ = bots.play(self.svc, loaded, background=True, keep=keep)
                seen = self.svc.load(sid).version
                if after.version == loaded.version and seen == loaded.version:
                    break  # the game waits on a person (or is over), nobody moved meanwhile
            else:
                # stopping: `stop` hands back what it saw held; a claim taken while it ran
                # (a round between its check and `stop`) it did not see, so hand it back here
                # too (a no-op when `stop` did: the claim no longer holds it)
                self._hand_back(sid, claim, now_ms(), "stopping")
                return
            if self.store.release(sid, claim, now_ms()) == 2:
                with self._lock:  # made due again meanwhile: look again at once
                    self._local.add(sid)
                self._wake.set()
        except LeaseLost:
            log.info("bot turn of session %s: another runner took it over", sid)
        except thinkers.ShuttingDown:
            # the thinkers refuse work: this worker is going away (a reload). Its runner takes
            # no more turns, and hands back this one and any other it holds
            self._hand_back(sid, claim, now_ms(), "stopping")
            self.stop()
        except Exception:  # a bug or an outage: logged, and the turn is tried again later
            log.exception("bot turn of session %s failed; handed back", sid)
            self._hand_back(sid, claim, now_ms() + int(RETRY_SECONDS * 1000), "failed")
        finally:
            with self._lock:
                if self._held.get(sid) == claim:
                    del self._held[sid]

    def _hand_back(self, sid: str, claim: str, at: int, why: str) -> None:
        try:
            if self.store.hand_back(sid, claim, at):
                HANDED_BACK.labels(why).inc()
        except StoreUnavailable:
            pass  # its lease runs out and another runner takes it


class _Keeper:
    """The holder's lease and its turn's bound, pushed on before each bot move (`bots.play`
    calls it): before a search always, between quick moves at most every second (the
    runner's heartbeat keeps the lease between). Raises LeaseLost when another runner holds
    the session now, ShuttingDown when the worker stops."""

    def __init__(self, runner: BotTurns, sid: str, claim: str) -> None:
        self.runner, self.sid, self.claim = runner, sid, claim
        self.last = 0.0

    def __call__(self, loaded: Loaded, level: int | None, search: bool) -> None:
        if not search and time.monotonic() - self.last < 1.0:
            return
        if self.runner._stop.is_set():
            raise thinkers.ShuttingDown("the worker stops")
        now = now_ms()
        until = now + int(lease_seconds() * 1000)
        late = now + int(recovery_bound(level if search else 2) * 1000)
        if not self.runner.store.extend(self.sid, self.claim, until, late):
            raise LeaseLost(self.sid)
        self.last = time.monotonic()
