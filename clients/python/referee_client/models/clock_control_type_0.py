from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClockControlType0")



@_attrs_define
class ClockControlType0:
    """ 
        Attributes:
            per_move (float):
     """

    per_move: float





    def to_dict(self) -> dict[str, Any]:
        per_move = self.per_move


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "per_move": per_move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_move = d.pop("per_move")

        clock_control_type_0 = cls(
            per_move=per_move,
        )

        return clock_control_type_0

