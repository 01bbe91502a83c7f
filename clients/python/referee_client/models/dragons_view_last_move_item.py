from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DragonsViewLastMoveItem")



@_attrs_define
class DragonsViewLastMoveItem:
    """ 
        Attributes:
            q (int):
            r (int):
            auto (bool):
     """

    q: int
    r: int
    auto: bool





    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        auto = self.auto


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "q": q,
            "r": r,
            "auto": auto,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        auto = d.pop("auto")

        dragons_view_last_move_item = cls(
            q=q,
            r=r,
            auto=auto,
        )

        return dragons_view_last_move_item

