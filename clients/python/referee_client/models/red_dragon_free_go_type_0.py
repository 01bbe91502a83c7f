from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RedDragonFreeGoType0")



@_attrs_define
class RedDragonFreeGoType0:
    """ 
        Attributes:
            player (int | Unset):
            seat (int | Unset):
            via_chance (bool | Unset):
     """

    player: int | Unset = UNSET
    seat: int | Unset = UNSET
    via_chance: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        seat = self.seat

        via_chance = self.via_chance


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if player is not UNSET:
            field_dict["player"] = player
        if seat is not UNSET:
            field_dict["seat"] = seat
        if via_chance is not UNSET:
            field_dict["via_chance"] = via_chance

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        seat = d.pop("seat", UNSET)

        via_chance = d.pop("via_chance", UNSET)

        red_dragon_free_go_type_0 = cls(
            player=player,
            seat=seat,
            via_chance=via_chance,
        )

        return red_dragon_free_go_type_0

