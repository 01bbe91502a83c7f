"""The application service (see service.py): sessions, their owners, tokens and history."""

from .base import INTERNAL, UNREAD, Loaded, Policy, Stale
from .inputs import body_hash, check_sid, game_or_404, parse_move, parse_players, verdict
from .service import Sessions
from .tokens import ADMIN, hash_token

__all__ = [
    "ADMIN",
    "INTERNAL",
    "Loaded",
    "Policy",
    "Sessions",
    "Stale",
    "UNREAD",
    "body_hash",
    "check_sid",
    "game_or_404",
    "hash_token",
    "parse_move",
    "parse_players",
    "verdict",
]
