from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceReadyEvent")



@_attrs_define
class PalaceReadyEvent:
    """ 
        Attributes:
            type_ (Literal['ready']):
            seat (int):
     """

    type_: Literal['ready']
    seat: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['ready'] , d.pop("type"))
        if type_ != 'ready':
            raise ValueError(f"type must match const 'ready', got '{type_}'")

        seat = d.pop("seat")

        palace_ready_event = cls(
            type_=type_,
            seat=seat,
        )

        return palace_ready_event

