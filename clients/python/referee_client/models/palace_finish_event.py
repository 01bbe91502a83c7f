from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceFinishEvent")



@_attrs_define
class PalaceFinishEvent:
    """ 
        Attributes:
            type_ (Literal['finish']):
            seat (int):
            position (int):
     """

    type_: Literal['finish']
    seat: int
    position: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['finish'] , d.pop("type"))
        if type_ != 'finish':
            raise ValueError(f"type must match const 'finish', got '{type_}'")

        seat = d.pop("seat")

        position = d.pop("position")

        palace_finish_event = cls(
            type_=type_,
            seat=seat,
            position=position,
        )

        return palace_finish_event

