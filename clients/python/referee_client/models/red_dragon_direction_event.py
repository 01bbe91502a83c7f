from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_direction_event_direction import RedDragonDirectionEventDirection
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonDirectionEvent")



@_attrs_define
class RedDragonDirectionEvent:
    """ The first player chose the direction (3+ players).

        Attributes:
            type_ (Literal['direction']):
            direction (RedDragonDirectionEventDirection):
     """

    type_: Literal['direction']
    direction: RedDragonDirectionEventDirection





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        direction = self.direction.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['direction'] , d.pop("type"))
        if type_ != 'direction':
            raise ValueError(f"type must match const 'direction', got '{type_}'")

        direction = RedDragonDirectionEventDirection(d.pop("direction"))




        red_dragon_direction_event = cls(
            type_=type_,
            direction=direction,
        )

        return red_dragon_direction_event

