"""Redis persistence for sessions (one implementation) and the embedded Redis bootstrap."""

from .redis_store import Conflict, IdempotencyHit, SessionRecord, SessionStore, StoreUnavailable

__all__ = ["Conflict", "IdempotencyHit", "SessionRecord", "SessionStore", "StoreUnavailable"]
