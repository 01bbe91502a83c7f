"""Event streams of sessions: SSE and long poll (service/api/events.py), fed by Redis pub/sub
and the move log (hub.py), redacted per reader as /history is (feed.py), bounded per client
(leases.py) and per worker process."""

from .feed import Applied, Feed, entry_for, outcome_for, sse
from .hub import Hub, QueueStream, Settings, SocketStream, stream_queue

__all__ = [
    "Applied",
    "Feed",
    "Hub",
    "QueueStream",
    "Settings",
    "SocketStream",
    "entry_for",
    "outcome_for",
    "sse",
    "stream_queue",
]
