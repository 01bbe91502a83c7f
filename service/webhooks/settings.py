"""Webhook settings, read once from the environment (see docs/configuration.md).

Kept apart from service/config.py (which holds one field of this type) so that the webhook
package owns its own knobs; this module imports nothing from the service.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


def _env(name: str, default: str) -> str:
    raw = os.environ.get(name)
    return default if raw is None or raw.strip() == "" else raw.strip()


@dataclass(frozen=True)
class WebhookSettings:
    dispatcher: bool = True  # run a dispatcher thread in each worker process (service/wsgi.py)
    max_endpoints: int = 10  # endpoints per tenant (403 quota.webhook_endpoints beyond)
    max_attempts: int = 8  # attempts per delivery, the first included
    retry_base_seconds: float = 30.0  # wait after the first failed attempt; doubled each time
    retry_max_seconds: float = 3600.0  # ... up to this
    timeout_seconds: float = 5.0  # connect and read timeout of one attempt
    concurrency: int = 4  # attempts in flight per dispatcher (per worker process)
    poll_seconds: float = 1.0  # how often an idle dispatcher looks for due deliveries
    sweep_seconds: float = 5.0  # every tenant with endpoints is looked at least this often
    allow_private: bool = True  # may endpoints resolve to private/loopback/link-local addresses
    delivery_ttl_seconds: int = 3 * 24 * 3600  # how long a delivery (and its status) is kept
    deliveries_kept: int = 1000  # deliveries kept per endpoint, pending ones too (the newest)
    cache_seconds: float = 5.0  # how long a worker trusts "this tenant has/has no webhooks"
    rotation_grace_seconds: int = 24 * 3600  # the previous secret also signs this long
    # a claimed attempt is reserved this long; after it, an attempt whose dispatcher died is
    # made again (at-least-once). Keep it well above the timeout (an attempt takes up to
    # about 2× the timeout: connect, then the answer)
    lease_seconds: float = 30.0

    @classmethod
    def from_env(cls) -> WebhookSettings:
        d = cls()
        return cls(
            dispatcher=_env("WEBHOOK_DISPATCHER", "true").lower() in {"1", "true", "yes", "on"},
            max_endpoints=int(_env("WEBHOOK_MAX_ENDPOINTS", str(d.max_endpoints))),
            max_attempts=int(_env("WEBHOOK_MAX_ATTEMPTS", str(d.max_attempts))),
            retry_base_seconds=float(_env("WEBHOOK_RETRY_BASE_SECONDS", "30")),
            retry_max_seconds=float(_env("WEBHOOK_RETRY_MAX_SECONDS", "3600")),
            timeout_seconds=float(_env("WEBHOOK_TIMEOUT_SECONDS", "5")),
            concurrency=int(_env("WEBHOOK_CONCURRENCY", str(d.concurrency))),
            poll_seconds=float(_env("WEBHOOK_POLL_SECONDS", "1")),
            sweep_seconds=float(_env("WEBHOOK_SWEEP_SECONDS", "5")),
            allow_private=_env("WEBHOOK_ALLOW_PRIVATE", "true").lower()
            in {"1", "true", "yes", "on"},
            delivery_ttl_seconds=int(
                _env("WEBHOOK_DELIVERY_TTL_SECONDS", str(d.delivery_ttl_seconds))
            ),
            deliveries_kept=int(_env("WEBHOOK_DELIVERIES_KEPT", str(d.deliveries_kept))),
            cache_seconds=float(_env("WEBHOOK_CACHE_SECONDS", "5")),
            rotation_grace_seconds=int(
                _env("WEBHOOK_ROTATION_GRACE_SECONDS", str(d.rotation_grace_seconds))
            ),
            lease_seconds=float(_env("WEBHOOK_LEASE_SECONDS", "30")),
        )

    def retry_delay(self, attempts: int) -> float:
        """Seconds to wait after the `attempts`-th failed attempt (1, 2, ...)."""
        return float(min(self.retry_base_seconds * 2 ** (attempts - 1), self.retry_max_seconds))
