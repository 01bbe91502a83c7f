from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RedsSeatScore")



@_attrs_define
class RedsSeatScore:
    """ 
        Attributes:
            seat (int):
            bid (int):
            tricks (int):
            points (int):
            total (int | Unset):
     """

    seat: int
    bid: int
    tricks: int
    points: int
    total: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        bid = self.bid

        tricks = self.tricks

        points = self.points

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "bid": bid,
            "tricks": tricks,
            "points": points,
        })
        if total is not UNSET:
            field_dict["total"] = total

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        bid = d.pop("bid")

        tricks = d.pop("tricks")

        points = d.pop("points")

        total = d.pop("total", UNSET)

        reds_seat_score = cls(
            seat=seat,
            bid=bid,
            tricks=tricks,
            points=points,
            total=total,
        )

        return reds_seat_score

