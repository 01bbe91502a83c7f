"""The dispatcher: one background thread per worker process that makes due delivery attempts.

It never runs on the request path. A worker that enqueues deliveries wakes its own dispatcher
for that tenant at once; every dispatcher also asks Redis (`ref:webhooks:ready`) for tenants
whose deliveries are due: retries, attempts whose dispatcher died (their lease ran out), and
deliveries enqueued by workers that stopped first. Taking a tenant from the ready set pushes
its entry `WEBHOOK_SWEEP_SECONDS` ahead, and every tenant with endpoints stays in the set, so
it is looked at again within that time even if a wake-up is lost.

Claims are atomic (service/webhooks/store.py): each bumps the attempt number and leases the
delivery for `lease_seconds`; an attempt's result is recorded only by the claim that made it.
So two dispatchers never make the same attempt at once, and an attempt whose dispatcher died
is made again after its lease: delivery is at-least-once (receivers de-duplicate by event id).
Attempts run on a small thread pool (`WEBHOOK_CONCURRENCY`), so one slow endpoint holds one
slot for at most `WEBHOOK_TIMEOUT_SECONDS` per socket operation.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from typing import Any

import orjson
from prometheus_client import Counter

from .. import logs
from ..store.redis_store import StoreUnavailable
from . import delivery
from .settings import WebhookSettings
from .signing import derive_secret, signature_header
from .store import WebhookStore

log = logging.getLogger("referee.webhooks")

# ok: a 2xx; retry: failed, another attempt is due; failed: failed, no attempt left
ATTEMPTS = Counter("referee_webhook_attempts_total", "Webhook delivery attempts", ["outcome"])

Sender = Callable[[str, bytes, dict[str, str], float, bool], delivery.Attempt]


def now_ms() -> int:
    return int(time.time() * 1000)


class Dispatcher:
    def __init__(
        self,
        store: WebhookStore,
        settings: WebhookSettings,
        server_key: bytes | None,
        sender: Sender = delivery.post,
    ) -> None:
        self.store = store
        self.settings = settings
        self.server_key = server_key
        self.sender = sender
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._local: set[str] = set()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._last_error_log = 0.0

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> Dispatcher:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._stop.clear()
                self._pool = ThreadPoolExecutor(
                    max(1, self.settings.concurrency), thread_name_prefix="webhook-send"
                )
                self._thread = threading.Thread(
                    target=self._run, name="webhook-dispatcher", daemon=True
                )
                self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._wake.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(timeout)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def notify(self, tenant: str) -> None:
        """New deliveries of `tenant` were enqueued by this process."""
        with self._lock:
            self._local.add(tenant)
        self._wake.set()

    # ------------------------------------------------------------------ the loop

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                busy = self.tick()
            except Exception as exc:  # noqa: BLE001 - the thread must outlive any failure
                busy = False
                if time.monotonic() - self._last_error_log > 60:
                    self._last_error_log = time.monotonic()
                    log.warning("webhook dispatcher: %s: %s", exc.__class__.__name__, exc)
            if not busy:
                self._wake.wait(self.settings.poll_seconds)
                self._wake.clear()

    def tick(self) -> bool:
        """One round: claim and make the due attempts of the woken and the due tenants.
        True when it made any (more may be due)."""
        with self._lock:
            tenants = list(self._local)
            self._local.clear()
        s = self.settings
        start = now_ms()
        sweep_ms = int(s.sweep_seconds * 1000)
        for t in self.store.due_tenants(start, sweep_ms, 16):
            if t not in tenants:
                tenants.append(t)
        lease_ms = int(s.lease_seconds * 1000)
        batch = max(1, s.concurrency) * 2
        jobs = []
        for tenant in tenants:
            claimed, first = self.store.claim(tenant, now_ms(), lease_ms, batch, s.max_attempts)
            if first is not None:
                self.store.wake_at(tenant, first)
            if len(claimed) == batch:
                with self._lock:
                    self._local.add(tenant)  # more may be due: the next round goes on
            for item in claimed:
                assert self._pool is not None
                jobs.append(self._pool.submit(self.attempt, tenant, *item))
        wait(jobs)
        return bool(jobs)

    def attempt(
        self, tenant: str, delivery_id: str, attempt: int, endpoint: dict[str, Any],
        body: bytes, event_id: str,
    ) -> None:
        """One attempt; its log lines carry the request id of the request that caused the
        event (service/logs.py), so an operator follows a delivery back to its request."""
        ctx = logs.RequestContext(_cause(body) or "-")
        ctx.tenant = tenant
        token = logs.bind(ctx)
        try:
            self._attempt(tenant, delivery_id, attempt, endpoint, body, event_id)
        finally:
            logs.unbind(token)

    def _attempt(
        self, tenant: str, delivery_id: str, attempt: int, endpoint: dict[str, Any],
        body: bytes, event_id: str,
    ) -> None:
        s = self.settings
        at = int(time.time())
        headers = {
            "Referee-Event-Id": event_id,
            "Referee-Delivery-Id": delivery_id,
            "Referee-Delivery-Attempt": str(attempt),
            "Referee-Signature": signature_header(self.secrets(tenant, endpoint, at), at, body),
        }
        try:
            result = self.sender(
                endpoint["url"], body, headers, s.timeout_seconds, s.allow_private
            )
        except Exception as exc:  # noqa: BLE001 - a bug here must not lose the delivery
            log.exception("webhook attempt %s of %s failed", attempt, delivery_id)
            result = delivery.Attempt(False, None, f"internal error ({exc.__class__.__name__})")
        done = now_ms()
        if result.ok:
            outcome, next_ms = "ok", None
        elif result.retry and attempt < s.max_attempts:
            outcome, next_ms = "retry", done + int(s.retry_delay(attempt) * 1000)
        else:
            outcome, next_ms = "fail", None
        ATTEMPTS.labels("failed" if outcome == "fail" else outcome).inc()
        try:
            self.store.report(
                tenant, delivery_id, attempt, outcome, result.code, result.error, next_ms, done
            )
            if next_ms is not None:
                self.store.wake_at(tenant, next_ms)
        except StoreUnavailable:
            pass  # the lease runs out and the attempt is made again (at-least-once)

    def secrets(self, tenant: str, endpoint: dict[str, Any], at: int) -> list[str]:
        """The endpoint's secret, and during a rotation's grace period the previous one."""
        if self.server_key is None:
            return []
        out = [derive_secret(self.server_key, tenant, endpoint["id"], endpoint["nonce"])]
        prev = endpoint.get("prev_nonce")
        if prev and int(endpoint.get("prev_until") or 0) > at:
            out.append(derive_secret(self.server_key, tenant, endpoint["id"], prev))
        return out


def _cause(body: bytes) -> str | None:
    """The `request_id` of an event body (the request that caused it), if it has a valid one."""
    try:
        rid = orjson.loads(body).get("request_id")
    except (orjson.JSONDecodeError, AttributeError):
        return None
    return rid if isinstance(rid, str) and logs.REQUEST_ID_RE.fullmatch(rid) else None
