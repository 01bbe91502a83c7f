"""Event streams of sessions: SSE and long poll (service/api/events.py), fed by Redis pub/sub
and the move log (hub.py), redacted per reader as /history is (feed.py), bounded per client
(leases.py) and per worker process; the knobs in settings.py (`EVENTS_*`).

Only the settings are imported here: service/config.py reads them, and it is imported (by
service/gunicorn_conf.py) before prometheus_client may be, so this package must not import
the hub (its metrics) on its own.
"""

from .settings import EventSettings

__all__ = ["EventSettings"]
