from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockControlType1")



@_attrs_define
class ClockControlType1:
    """ 
        Attributes:
            total (float):
            increment (float | Unset):  Default: 0.0.
     """

    total: float
    increment: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        total = self.total

        increment = self.increment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "total": total,
        })
        if increment is not UNSET:
            field_dict["increment"] = increment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total = d.pop("total")

        increment = d.pop("increment", UNSET)

        clock_control_type_1 = cls(
            total=total,
            increment=increment,
        )

        return clock_control_type_1

