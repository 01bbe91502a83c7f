from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedDragonFirstPlayerEvent")



@_attrs_define
class RedDragonFirstPlayerEvent:
    """ The player with the lowest Opening cards starts (§6).

        Attributes:
            type_ (Literal['first_player']):
            seat (int):
     """

    type_: Literal['first_player']
    seat: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['first_player'] , d.pop("type"))
        if type_ != 'first_player':
            raise ValueError(f"type must match const 'first_player', got '{type_}'")

        seat = d.pop("seat")

        red_dragon_first_player_event = cls(
            type_=type_,
            seat=seat,
        )

        return red_dragon_first_player_event

