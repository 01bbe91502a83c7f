from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedDragonFreeGoEvent")



@_attrs_define
class RedDragonFreeGoEvent:
    """ Every other player was skipped; the 8 acts like a 2 for this player.

        Attributes:
            type_ (Literal['free_go']):
            seat (int):
            via_chance (bool):
     """

    type_: Literal['free_go']
    seat: int
    via_chance: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        via_chance = self.via_chance


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "via_chance": via_chance,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['free_go'] , d.pop("type"))
        if type_ != 'free_go':
            raise ValueError(f"type must match const 'free_go', got '{type_}'")

        seat = d.pop("seat")

        via_chance = d.pop("via_chance")

        red_dragon_free_go_event = cls(
            type_=type_,
            seat=seat,
            via_chance=via_chance,
        )

        return red_dragon_free_go_event

