from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedDragonEightsMergedEvent")



@_attrs_define
class RedDragonEightsMergedEvent:
    """ An 8 in one's own free go counted as the same go (R6): no new skips.

        Attributes:
            type_ (Literal['eights_merged']):
            seat (int):
     """

    type_: Literal['eights_merged']
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
        type_ = cast(Literal['eights_merged'] , d.pop("type"))
        if type_ != 'eights_merged':
            raise ValueError(f"type must match const 'eights_merged', got '{type_}'")

        seat = d.pop("seat")

        red_dragon_eights_merged_event = cls(
            type_=type_,
            seat=seat,
        )

        return red_dragon_eights_merged_event

