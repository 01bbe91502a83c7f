"""Players, ratings and leaderboards per tenant (issue 26; docs/ratings.md).

model.py: the rating model (openskill's Plackett-Luce, per-game specs, teams, places);
store.py: the Redis layout and the apply script; service.py: `Ratings` (creation checks, the
exactly-once settle and sweep, the reads); rebuild.py and __main__.py: the rebuild command.
"""

from .service import Ratings, split_players

__all__ = ["Ratings", "split_players"]
