"""Event-stream settings, read once from the environment (see docs/configuration.md).

Kept apart from service/config.py (which holds one field of this type) so that the events
package owns its own knobs, as the webhooks package does; this module imports nothing from
the service.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


def _env(name: str, default: str) -> str:
    raw = os.environ.get(name)
    return default if raw is None or raw.strip() == "" else raw.strip()


@dataclass(frozen=True)
class EventSettings:
    heartbeat_seconds: float = 15.0  # a comment line on every idle stream this often
    max_stream_seconds: float = 3600.0  # a stream ends after this long (clients reconnect)
    max_wait_seconds: int = 30  # the longest long poll (`wait=`)
    per_tenant: int = 1000  # open streams and waiting polls per tenant
    per_address: int = 50  # ... per anonymous client address
    per_worker: int = 2000  # ... per worker process

    @classmethod
    def from_env(cls) -> EventSettings:
        d = cls()
        return cls(
            heartbeat_seconds=float(_env("EVENTS_HEARTBEAT_SECONDS", str(d.heartbeat_seconds))),
            max_stream_seconds=float(
                _env("EVENTS_MAX_STREAM_SECONDS", str(d.max_stream_seconds))
            ),
            max_wait_seconds=int(_env("EVENTS_MAX_WAIT_SECONDS", str(d.max_wait_seconds))),
            per_tenant=int(_env("EVENTS_STREAMS_PER_TENANT", str(d.per_tenant))),
            per_address=int(_env("EVENTS_STREAMS_PER_ADDRESS", str(d.per_address))),
            per_worker=int(_env("EVENTS_STREAMS_PER_WORKER", str(d.per_worker))),
        )
