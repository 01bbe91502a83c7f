from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PlayerEntryType1")



@_attrs_define
class PlayerEntryType1:
    """ 
        Attributes:
            name (str):
            player (str | Unset): A tenant's own id for a player, the same across the tenant's sessions.
     """

    name: str
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        player = d.pop("player", UNSET)

        player_entry_type_1 = cls(
            name=name,
            player=player,
        )

        return player_entry_type_1

