from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RedsRoundScoredEventTeamsItem")



@_attrs_define
class RedsRoundScoredEventTeamsItem:
    """ 
        Attributes:
            seats (list[int]):
            points (int):
            total (int):
     """

    seats: list[int]
    points: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        seats = self.seats



        points = self.points

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seats": seats,
            "points": points,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))


        points = d.pop("points")

        total = d.pop("total")

        reds_round_scored_event_teams_item = cls(
            seats=seats,
            points=points,
            total=total,
        )

        return reds_round_scored_event_teams_item

