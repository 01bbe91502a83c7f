from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_public_move_type_1_type import RedsPublicMoveType1Type






T = TypeVar("T", bound="RedsPublicMoveType1")



@_attrs_define
class RedsPublicMoveType1:
    """ 
        Attributes:
            type_ (RedsPublicMoveType1Type):
     """

    type_: RedsPublicMoveType1Type





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RedsPublicMoveType1Type(d.pop("type"))




        reds_public_move_type_1 = cls(
            type_=type_,
        )

        return reds_public_move_type_1

