from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceFlipMove")



@_attrs_define
class PalaceFlipMove:
    """ Face-down stage only. Turn over the face-down card at this 0-based position among the remaining ones.

        Attributes:
            type_ (Literal['flip']):
            index (int):
     """

    type_: Literal['flip']
    index: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        index = self.index


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "index": index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['flip'] , d.pop("type"))
        if type_ != 'flip':
            raise ValueError(f"type must match const 'flip', got '{type_}'")

        index = d.pop("index")

        palace_flip_move = cls(
            type_=type_,
            index=index,
        )

        return palace_flip_move

