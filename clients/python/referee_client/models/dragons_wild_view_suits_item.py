from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DragonsWildViewSuitsItem")



@_attrs_define
class DragonsWildViewSuitsItem:
    """ 
        Attributes:
            id (str):
            letter (str):
            label (str):
     """

    id: str
    letter: str
    label: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        letter = self.letter

        label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "letter": letter,
            "label": label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        letter = d.pop("letter")

        label = d.pop("label")

        dragons_wild_view_suits_item = cls(
            id=id,
            letter=letter,
            label=label,
        )

        return dragons_wild_view_suits_item

