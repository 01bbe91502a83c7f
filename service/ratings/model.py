"""The rating model: openskill's Weng-Lin Plackett-Luce, one model object per game.

Why Plackett-Luce: it rates any number of teams (two to eight seats here) from a full or
partial ranking, ties included (tied teams share a rank), which is exactly what an outcome's
`ranking` says (a place is a list of seats; tied seats share one). Teams: a Reds partnership
game rates the two (or three) partnerships as teams (partners sit opposite: seat i with seat
i + n/2); every other game, and Reds without partnerships, rates each seat as its own team.

Ratings are `(mu, sigma)`; the **display rating** is the conservative `mu - 3 sigma`
(openskill's `ordinal`: 0 for a new player, rising as games shrink the uncertainty). A player
is **provisional** for a game until they have `provisional_games` rated games of it.

Parameters per game (docs/ratings.md repeats this table): openskill's defaults everywhere
(mu 25, sigma 25/3, beta 25/6, tau 25/300, no sigma limit), Dragons (two players, draws) and
every card game alike; `provisional_games` 10. The model is data (`SPECS`): a game not listed
takes `DEFAULT`. Changing a game's spec changes its ratings only after a rebuild
(`python -m service.ratings rebuild`), which replays every rated game with the new model.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce


@dataclass(frozen=True)
class Spec:
    model: str = "PlackettLuce"
    mu: float = 25.0
    sigma: float = 25.0 / 3
    beta: float = 25.0 / 6
    tau: float = 25.0 / 300
    provisional_games: int = 10

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model, "mu": self.mu, "sigma": self.sigma, "beta": self.beta,
            "tau": self.tau, "provisional_games": self.provisional_games,
        }


DEFAULT = Spec()
# per-game overrides (none yet: every game uses the defaults; see the module docstring)
SPECS: dict[str, Spec] = {}


def spec(game: str) -> Spec:
    return SPECS.get(game, DEFAULT)


@functools.cache
def _model(game: str) -> Any:
    s = spec(game)
    return PlackettLuce(mu=s.mu, sigma=s.sigma, beta=s.beta, tau=s.tau)


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def display(self) -> float:
        """The conservative rating shown and ranked by: mu − 3σ."""
        return self.mu - 3 * self.sigma


def initial(game: str) -> Rating:
    s = spec(game)
    return Rating(s.mu, s.sigma)


def teams_of(game: str, options: dict[str, Any], players: int) -> list[list[int]]:
    """The seats that are rated together: Reds partnerships (partners opposite), else one
    team per seat."""
    if game == "reds" and options.get("partnership") and players in (4, 6):
        half = players // 2
        return [[i, i + half] for i in range(half)]
    return [[i] for i in range(players)]


def places(ranking: Sequence[Sequence[int]], players: int) -> list[int]:
    """Each seat's place (1 = first) from an outcome's ranking; tied seats share a place, the
    next place counts the seats above it (1, 1, 3). A seat missing from the ranking is last."""
    out = [0] * players
    above = 0
    for group in ranking:
        for seat in group:
            if 0 <= seat < players:
                out[seat] = above + 1
        above += len(group)
    return [p or above + 1 for p in out]


def rate(
    game: str,
    ratings: Sequence[Rating],
    teams: Sequence[Sequence[int]],
    seat_places: Sequence[int],
) -> list[Rating]:
    """New ratings per seat after one game. A team's rank is its best seat's place (partners
    share a place in a partnership ranking)."""
    model = _model(game)
    team_ratings = [
        [model.create_rating([ratings[s].mu, ratings[s].sigma]) for s in team] for team in teams
    ]
    ranks = [float(min(seat_places[s] for s in team)) for team in teams]
    result = model.rate(team_ratings, ranks=ranks)
    out: list[Rating | None] = [None] * len(ratings)
    for team, rated in zip(teams, result, strict=True):
        for seat, r in zip(team, rated, strict=True):
            out[seat] = Rating(float(r.mu), float(r.sigma))
    assert all(r is not None for r in out)
    return [r for r in out if r is not None]
