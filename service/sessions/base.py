"""What the session service shares with the modules it delegates to.

Why this module exists: service.py (`Sessions`) hands live play (live.py) and bot seats
(bots.py) the service itself, and they call back into it (load, save, apply). Their types
live here, below all three, so that imports point one way only: service.py → live.py /
bots.py → base.py (tests/test_import_graph.py keeps it so). `Service` is the part of
`Sessions` those modules may use; `Sessions` satisfies it structurally.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..games.base import Game
from ..store import SessionRecord, SessionStore
from ..store.index import SessionIndex
from ..tenants import Client
from .cache import StateCache

# the trusted caller of the service's own tools (bench, tests): no owner check, no quota; its
# sessions are anonymous ones
INTERNAL = Client(None, "internal")


@dataclass
class Loaded:
    record: SessionRecord
    game: Game
    state: Any
    # the record this worker last read or wrote, not read again for this request: only a
    # move whose If-Match names its version is served from it (`Sessions.held`)
    held: bool = False

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version


UNREAD = object()  # `Sessions.load`: the record is not read yet


class Stale(Exception):
    """A move on a held record (`Loaded.held`) that did not go through as it stands: refused,
    or its compare-and-set found a newer version. The caller serves it again from a fresh
    read, so that every answer is the one that read would give."""


@dataclass(frozen=True)
class Policy:
    """Lifetimes and quotas (see docs/configuration.md)."""

    finished_ttl: int = 24 * 3600  # a finished game is kept this long after its last move
    live_sessions: int = 10_000  # active sessions per tenant
    anon_live_sessions: int = 100  # active sessions per anonymous client address


class Service(Protocol):
    """The part of `service.Sessions` that live.py and bots.py use (see there)."""

    store: SessionStore
    index: SessionIndex
    states: StateCache
    policy: Policy
    server_key: bytes | None
    hooks: Any
    ratings: Any  # service.ratings.Ratings
    turns: Any  # service.sessions.turns.BotTurns: bot turns recorded in Redis, and their runner
    clock: Callable[[], float]

    def load(
        self,
        sid: str,
        client: Client = INTERNAL,
        check_clock: bool = True,
        record: SessionRecord | None | object = UNREAD,
    ) -> Loaded: ...

    def apply(
        self,
        loaded: Loaded,
        seat: int,
        move_data: Any,
        if_match: int | None,
        idem_key: str | None,
        request_hash: str,
        bots: bool = True,
    ) -> dict[str, Any]: ...

    def _call_store(self, fn: Any, *args: Any, **kw: Any) -> Any: ...

    def settle_rating(self, job: dict[str, Any]) -> None: ...

    def _snap(
        self, game: Game, state: Any, version: int, finished: bool | None = None,
        to_act: list[int] | None = None,
    ) -> dict[str, Any]: ...

    def _replay(self, record: dict[str, Any], request_hash: str | None) -> dict[str, Any]: ...
