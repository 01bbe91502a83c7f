from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildGoOutEvent")



@_attrs_define
class DragonsWildGoOutEvent:
    """ A player went out.

        Attributes:
            type_ (Literal['go_out']):
            seat (int):
            round_ (int):
     """

    type_: Literal['go_out']
    seat: int
    round_: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        round_ = self.round_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['go_out'] , d.pop("type"))
        if type_ != 'go_out':
            raise ValueError(f"type must match const 'go_out', got '{type_}'")

        seat = d.pop("seat")

        round_ = d.pop("round")

        dragons_wild_go_out_event = cls(
            type_=type_,
            seat=seat,
            round_=round_,
        )

        return dragons_wild_go_out_event

