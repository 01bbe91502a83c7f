from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RedDragonViewYouType1")



@_attrs_define
class RedDragonViewYouType1:
    """ 
        Attributes:
            seat (int):
            hand (list[str]):
            reserve (list[str]):
            dealt (list[str]):
     """

    seat: int
    hand: list[str]
    reserve: list[str]
    dealt: list[str]





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hand = self.hand



        reserve = self.reserve



        dealt = self.dealt




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "hand": hand,
            "reserve": reserve,
            "dealt": dealt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        hand = cast(list[str], d.pop("hand"))


        reserve = cast(list[str], d.pop("reserve"))


        dealt = cast(list[str], d.pop("dealt"))


        red_dragon_view_you_type_1 = cls(
            seat=seat,
            hand=hand,
            reserve=reserve,
            dealt=dealt,
        )

        return red_dragon_view_you_type_1

