from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LeaderboardEntry")



@_attrs_define
class LeaderboardEntry:
    """ 
        Attributes:
            position (int): The place on the board (1 - the highest rating; ties are ordered by player id).
            player (str): A tenant's own id for a player, the same across the tenant's sessions.
            rating (float):
            mu (float):
            deviation (float):
            games (int):
            wins (int):
            places (list[int]):
            provisional (bool):
            updated (float):
     """

    position: int
    player: str
    rating: float
    mu: float
    deviation: float
    games: int
    wins: int
    places: list[int]
    provisional: bool
    updated: float





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        player = self.player

        rating = self.rating

        mu = self.mu

        deviation = self.deviation

        games = self.games

        wins = self.wins

        places = self.places



        provisional = self.provisional

        updated = self.updated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "position": position,
            "player": player,
            "rating": rating,
            "mu": mu,
            "deviation": deviation,
            "games": games,
            "wins": wins,
            "places": places,
            "provisional": provisional,
            "updated": updated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        player = d.pop("player")

        rating = d.pop("rating")

        mu = d.pop("mu")

        deviation = d.pop("deviation")

        games = d.pop("games")

        wins = d.pop("wins")

        places = cast(list[int], d.pop("places"))


        provisional = d.pop("provisional")

        updated = d.pop("updated")

        leaderboard_entry = cls(
            position=position,
            player=player,
            rating=rating,
            mu=mu,
            deviation=deviation,
            games=games,
            wins=wins,
            places=places,
            provisional=provisional,
            updated=updated,
        )

        return leaderboard_entry

