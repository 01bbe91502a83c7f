from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RedDragonStateSeatsItemChanceItem")



@_attrs_define
class RedDragonStateSeatsItemChanceItem:
    """ 
        Attributes:
            position (int):
            card (str): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the same token occurs
                twice.
     """

    position: int
    card: str





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "position": position,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        card = d.pop("card")

        red_dragon_state_seats_item_chance_item = cls(
            position=position,
            card=card,
        )

        return red_dragon_state_seats_item_chance_item

