from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DragonsWildOutcomeDetails")



@_attrs_define
class DragonsWildOutcomeDetails:
    """ Seats are ranked by their totals (equal totals share a place); nobody is a loser.

        Attributes:
            totals (list[int]):
            hands_played (int):
     """

    totals: list[int]
    hands_played: int





    def to_dict(self) -> dict[str, Any]:
        totals = self.totals



        hands_played = self.hands_played


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "totals": totals,
            "hands_played": hands_played,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        totals = cast(list[int], d.pop("totals"))


        hands_played = d.pop("hands_played")

        dragons_wild_outcome_details = cls(
            totals=totals,
            hands_played=hands_played,
        )

        return dragons_wild_outcome_details

