from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_place import DragonsPlace





T = TypeVar("T", bound="DragonsMoveType")



@_attrs_define
class DragonsMoveType:
    """ 
        Attributes:
            type_ (str):
            description (str):
            examples (list[DragonsPlace]):
     """

    type_: str
    description: str
    examples: list[DragonsPlace]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        type_ = self.type_

        description = self.description

        examples = []
        for examples_item_data in self.examples:
            examples_item = examples_item_data.to_dict()
            examples.append(examples_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "description": description,
            "examples": examples,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        examples = []
        _examples = d.pop("examples")
        for examples_item_data in (_examples):
            examples_item = DragonsPlace.from_dict(examples_item_data)



            examples.append(examples_item)


        dragons_move_type = cls(
            type_=type_,
            description=description,
            examples=examples,
        )

        return dragons_move_type

