"""The application service (see service.py): sessions, their owners, tokens and history."""

from .inputs import body_hash, check_sid, game_or_404, parse_move, parse_players, verdict
from .service import INTERNAL, UNREAD, Loaded, Policy, Sessions
from .tokens import ADMIN, hash_token

__all__ = [
    "ADMIN",
    "INTERNAL",
    "Loaded",
    "Policy",
    "Sessions",
    "UNREAD",
    "body_hash",
    "check_sid",
    "game_or_404",
    "hash_token",
    "parse_move",
    "parse_players",
    "verdict",
]
