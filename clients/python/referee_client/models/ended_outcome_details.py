from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EndedOutcomeDetails")



@_attrs_define
class EndedOutcomeDetails:
    """ 
        Attributes:
            seat (int | Unset): The seat that resigned or ran out of time (absent for an abandonment).
     """

    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        ended_outcome_details = cls(
            seat=seat,
        )

        return ended_outcome_details

