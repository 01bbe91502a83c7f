"""Webhooks of a tenant: the endpoints it registers (for the API) and the events its sessions
emit (the hooks `service.sessions.Sessions` calls after a creation, a move, a deletion).

Emission keeps the move path fast: a worker remembers for `WEBHOOK_CACHE_SECONDS` which event
types a tenant's endpoints subscribe to, so a move of a tenant without webhooks (or without
a subscriber of that type) costs no Redis call and builds no body; otherwise one script call
enqueues a delivery per subscribed endpoint and the worker's dispatcher is woken. An
endpoint registered on another worker receives events from that worker's next cache refresh
(within `WEBHOOK_CACHE_SECONDS`). A failure to enqueue (Redis lost right after the move was
saved) is logged and the event is not delivered; the move stands.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

from ..errors import BadRequest, NotFound, QuotaExceeded, Unavailable, Unprocessable
from ..games.base import Game
from ..store.redis_store import StoreUnavailable
from . import events
from .dispatcher import Dispatcher
from .settings import WebhookSettings
from .signing import derive_secret
from .store import ENDPOINT_RE, EVENT_TYPES, WebhookStore
from .urls import AddressRefused, check_url, resolve

log = logging.getLogger("referee.webhooks")

MAX_DESCRIPTION = 200


def _public(record: dict[str, Any]) -> dict[str, Any]:
    return {k: record[k] for k in ("id", "url", "events", "description", "created")}


def _int(value: Any) -> int | None:
    return int(value) if value not in (None, "") else None


class Webhooks:
    def __init__(
        self,
        client: Any,
        settings: WebhookSettings,
        server_key: bytes | None,
        sender: Any = None,
    ) -> None:
        self.settings = settings
        self.server_key = server_key
        self.store = WebhookStore(client)
        kw = {"sender": sender} if sender is not None else {}
        self.dispatcher = Dispatcher(self.store, settings, server_key, **kw)
        self._types: dict[str, tuple[float, frozenset[str]]] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ endpoints (the API)

    def _secret(self, tenant: str, endpoint_id: str, nonce: str) -> str:
        assert self.server_key is not None
        return derive_secret(self.server_key, tenant, endpoint_id, nonce)

    def _call(self, fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except StoreUnavailable as exc:
            raise Unavailable("the webhook store is unavailable; retry shortly") from exc

    def register(
        self, tenant: str, url: Any, types: Any, description: Any
    ) -> dict[str, Any]:
        if self.server_key is None:
            raise Unavailable(
                "webhooks need a server key to sign with: set REFEREE_SECRET_KEY",
                code="webhook.no_server_key",
            )
        parts = check_url(url)
        if not self.settings.allow_private:
            try:
                resolve(parts, allow_private=False)
            except AddressRefused as exc:
                raise Unprocessable(str(exc), code="webhook.invalid_url") from None
        if (
            not isinstance(types, list)
            or not types
            or any(t not in EVENT_TYPES for t in types)
            or len(set(types)) != len(types)
        ):
            raise BadRequest(
                "events must be a non-empty list of distinct event types: "
                + ", ".join(EVENT_TYPES),
                code="webhook.invalid_events",
            )
        if description is None:
            description = ""
        if not isinstance(description, str) or len(description) > MAX_DESCRIPTION:
            raise BadRequest(
                f"description must be a string of at most {MAX_DESCRIPTION} characters",
                code="request.invalid",
            )
        endpoint_id = "we_" + secrets.token_hex(8)
        nonce = secrets.token_hex(16)
        record = {
            "id": endpoint_id,
            "url": url,
            "events": [t for t in EVENT_TYPES if t in types],
            "description": description,
            "created": int(time.time()),
            "nonce": nonce,
        }
        bound = self.settings.max_endpoints
        if not self._call(self.store.register, tenant, record, bound, int(time.time() * 1000)):
            raise QuotaExceeded(
                f"this tenant already has {bound} webhook endpoints, its bound; delete one first",
                code="quota.webhook_endpoints",
                limit=bound,
            )
        self.forget(tenant)
        return {**_public(record), "secret": self._secret(tenant, endpoint_id, nonce)}

    def endpoints(self, tenant: str) -> list[dict[str, Any]]:
        return [_public(r) for r in self._call(self.store.endpoints, tenant)]

    def _get(self, tenant: str, endpoint_id: str) -> dict[str, Any]:
        record = (
            self._call(self.store.endpoint, tenant, endpoint_id)
            if ENDPOINT_RE.fullmatch(endpoint_id)
            else None
        )
        if record is None:
            raise NotFound(f"no webhook endpoint {endpoint_id}", code="webhook.not_found")
        return record

    def get(self, tenant: str, endpoint_id: str) -> dict[str, Any]:
        return _public(self._get(tenant, endpoint_id))

    def delete(self, tenant: str, endpoint_id: str) -> None:
        if not ENDPOINT_RE.fullmatch(endpoint_id) or not self._call(
            self.store.remove, tenant, endpoint_id
        ):
            raise NotFound(f"no webhook endpoint {endpoint_id}", code="webhook.not_found")
        self.forget(tenant)

    def rotate(self, tenant: str, endpoint_id: str) -> dict[str, Any]:
        """A new secret (shown once); the previous one also signs for the grace period."""
        if self.server_key is None:
            raise Unavailable(
                "webhooks need a server key to sign with: set REFEREE_SECRET_KEY",
                code="webhook.no_server_key",
            )
        record = self._get(tenant, endpoint_id)
        grace = self.settings.rotation_grace_seconds
        record = {
            **record,
            "nonce": secrets.token_hex(16),
            "prev_nonce": record["nonce"] if grace > 0 else None,
            "prev_until": int(time.time()) + grace if grace > 0 else None,
        }
        if not self._call(self.store.replace, tenant, record):
            raise NotFound(f"no webhook endpoint {endpoint_id}", code="webhook.not_found")
        return {
            **_public(record),
            "secret": self._secret(tenant, endpoint_id, record["nonce"]),
            "previous_secret_valid_until": record["prev_until"],
        }

    def deliveries(self, tenant: str, endpoint_id: str, limit: int) -> list[dict[str, Any]]:
        self._get(tenant, endpoint_id)
        rows = self._call(self.store.deliveries, tenant, endpoint_id, limit)
        out = []
        for row in rows:
            nxt = _int(row.get("next"))
            last = _int(row.get("last"))
            out.append(
                {
                    "id": row["id"],
                    "event_id": row.get("event", ""),
                    "type": row.get("type", ""),
                    "status": row.get("status", "pending"),
                    "attempts": int(row.get("attempts") or 0),
                    "last_status_code": _int(row.get("code")),
                    "last_error": row.get("error") or None,
                    "last_attempt_at": last // 1000 if last is not None else None,
                    "next_attempt_at": -(-nxt // 1000)
                    if nxt is not None and row.get("status") == "pending"
                    else None,
                    "created": int(row.get("created") or 0) // 1000,
                }
            )
        return out

    # ------------------------------------------------------------------ emission (the hooks)

    def forget(self, tenant: str) -> None:
        with self._lock:
            self._types.pop(tenant, None)

    def emit(
        self, owner: Any, sid: str, game: str, version: int,
        wanted: list[tuple[str, Callable[[], dict[str, Any]]]],
    ) -> None:
        """Enqueue events ((type, a function making its data) each) for the subscribed
        endpoints of the session's tenant (owner `t:<tenant>`; anonymous sessions have no
        webhooks), in one Redis call; data is made only for the types some endpoint may want.
        Never raises."""
        if not isinstance(owner, str) or not owner.startswith("t:"):
            return
        tenant = owner[2:]
        hit = self._types.get(tenant)
        if hit is not None and hit[0] > time.monotonic():
            wanted = [(t, build) for t, build in wanted if t in hit[1]]
            if not wanted:
                return
        try:
            batch = [
                (t, events.event_id(sid, version, t), events.body(t, sid, game, version, build()))
                for t, build in wanted
            ]
            made, subscribed = self.store.enqueue(
                tenant, batch, int(time.time() * 1000), self.settings.delivery_ttl_seconds,
                self.settings.deliveries_kept,
            )
        except Exception as exc:  # noqa: BLE001 - the move stands whatever happens here
            types = ", ".join(t for t, _ in wanted)
            log.warning("webhooks: %s of session %s not enqueued: %s", types, sid, exc)
            return
        with self._lock:
            if len(self._types) > 10_000:
                self._types.clear()
            self._types[tenant] = (time.monotonic() + self.settings.cache_seconds, subscribed)
        if made:
            self.dispatcher.notify(tenant)

    def created(
        self, sid: str, meta: dict[str, Any], game: Game, state: Any, commitment: str
    ) -> None:
        self.emit(meta.get("owner"), sid, game.id, 0, [
            ("session.created", lambda: events.session_created(meta, game, state, commitment)),
        ])

    def moved(
        self, sid: str, meta: dict[str, Any], game: Game, version: int, seat: int, move: Any,
        evts: list[Any], state: Any, finished: bool, to_act: list[int],
    ) -> None:
        wanted: list[tuple[str, Callable[[], dict[str, Any]]]] = [
            ("move.applied",
             lambda: events.move_applied(game, seat, move, evts, state, finished, to_act)),
        ]
        if finished:  # one Redis call for both
            wanted.append(("game.finished", lambda: events.game_finished(meta, game, state)))
        self.emit(meta.get("owner"), sid, game.id, version, wanted)

    def ended(
        self, sid: str, meta: dict[str, Any], game: Game, version: int, state: Any,
        outcome: dict[str, Any],
    ) -> None:
        """A session ended early (a resignation, a timeout, an abandonment)."""
        self.emit(meta.get("owner"), sid, game.id, version, [
            ("game.finished", lambda: events.game_finished(meta, game, state, outcome)),
        ])

    def rated(self, job: dict[str, Any], changes: list[dict[str, Any]]) -> None:
        """A rated session's ratings were updated, once (service/ratings/: by the finishing
        request or by a sweep); the job's scope is its tenant's (`t:<tenant>`)."""
        self.emit(job["scope"], job["session"], job["game"], job["version"], [
            ("rating.updated", lambda: {"changes": changes}),
        ])

    def deleted(self, sid: str, meta: dict[str, Any], game: Game, version: int) -> None:
        self.emit(meta.get("owner"), sid, game.id, version, [("session.deleted", dict)])
