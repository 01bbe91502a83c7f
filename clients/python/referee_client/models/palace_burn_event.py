from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_burn_event_cause import PalaceBurnEventCause
from typing import Literal, cast






T = TypeVar("T", bound="PalaceBurnEvent")



@_attrs_define
class PalaceBurnEvent:
    """ 
        Attributes:
            type_ (Literal['burn']):
            seat (int):
            cause (PalaceBurnEventCause):
            count (int):
     """

    type_: Literal['burn']
    seat: int
    cause: PalaceBurnEventCause
    count: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cause = self.cause.value

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "cause": cause,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['burn'] , d.pop("type"))
        if type_ != 'burn':
            raise ValueError(f"type must match const 'burn', got '{type_}'")

        seat = d.pop("seat")

        cause = PalaceBurnEventCause(d.pop("cause"))




        count = d.pop("count")

        palace_burn_event = cls(
            type_=type_,
            seat=seat,
            cause=cause,
            count=count,
        )

        return palace_burn_event

