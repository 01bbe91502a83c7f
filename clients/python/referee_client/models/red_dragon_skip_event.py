from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonSkipEvent")



@_attrs_define
class RedDragonSkipEvent:
    """ 8s made these players miss a go.

        Attributes:
            type_ (Literal['skip']):
            seat (int):
            skipped (list[int]):
     """

    type_: Literal['skip']
    seat: int
    skipped: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        skipped = self.skipped




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "skipped": skipped,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['skip'] , d.pop("type"))
        if type_ != 'skip':
            raise ValueError(f"type must match const 'skip', got '{type_}'")

        seat = d.pop("seat")

        skipped = cast(list[int], d.pop("skipped"))


        red_dragon_skip_event = cls(
            type_=type_,
            seat=seat,
            skipped=skipped,
        )

        return red_dragon_skip_event

