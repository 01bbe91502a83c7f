from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast






T = TypeVar("T", bound="GameRating")



@_attrs_define
class GameRating:
    """ 
        Attributes:
            game (GameId): A game id.
            rating (float): The display rating, mu − 3·deviation (conservative; 0 for a new player).
            mu (float): The estimated skill (openskill Plackett-Luce; 25 at the start).
            deviation (float): The uncertainty of mu (sigma; 25/3 at the start).
            games (int): Rated games of this game.
            wins (int): Rated games the player was among the winners of.
            places (list[int]): How often the player finished in each place (index 0 - first; tied seats share a place).
            provisional (bool): Fewer rated games than provisional_games of the game (docs/ratings.md).
            updated (float): Unix time of the last rated game.
     """

    game: GameId
    rating: float
    mu: float
    deviation: float
    games: int
    wins: int
    places: list[int]
    provisional: bool
    updated: float





    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

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
            "game": game,
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
        game = GameId(d.pop("game"))




        rating = d.pop("rating")

        mu = d.pop("mu")

        deviation = d.pop("deviation")

        games = d.pop("games")

        wins = d.pop("wins")

        places = cast(list[int], d.pop("places"))


        provisional = d.pop("provisional")

        updated = d.pop("updated")

        game_rating = cls(
            game=game,
            rating=rating,
            mu=mu,
            deviation=deviation,
            games=games,
            wins=wins,
            places=places,
            provisional=provisional,
            updated=updated,
        )

        return game_rating

