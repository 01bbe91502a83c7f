from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_rating import GameRating





T = TypeVar("T", bound="PlayerRatings")



@_attrs_define
class PlayerRatings:
    """ 
        Attributes:
            id (str): A tenant's own id for a player, the same across the tenant's sessions.
            ratings (list[GameRating]):
     """

    id: str
    ratings: list[GameRating]





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_rating import GameRating # noqa: PLC0415
        id = self.id

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_rating import GameRating # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = GameRating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        player_ratings = cls(
            id=id,
            ratings=ratings,
        )

        return player_ratings

