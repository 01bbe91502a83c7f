from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedDragonTakeChanceMove")



@_attrs_define
class RedDragonTakeChanceMove:
    """ 
        Attributes:
            type_ (Literal['take_chance']):
            position (int):
     """

    type_: Literal['take_chance']
    position: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take_chance'] , d.pop("type"))
        if type_ != 'take_chance':
            raise ValueError(f"type must match const 'take_chance', got '{type_}'")

        position = d.pop("position")

        red_dragon_take_chance_move = cls(
            type_=type_,
            position=position,
        )

        return red_dragon_take_chance_move

