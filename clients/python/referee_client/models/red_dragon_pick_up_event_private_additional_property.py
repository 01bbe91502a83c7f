from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RedDragonPickUpEventPrivateAdditionalProperty")



@_attrs_define
class RedDragonPickUpEventPrivateAdditionalProperty:
    """ 
        Attributes:
            reserve_card (str): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the same token
                occurs twice.
     """

    reserve_card: str





    def to_dict(self) -> dict[str, Any]:
        reserve_card = self.reserve_card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reserve_card": reserve_card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reserve_card = d.pop("reserve_card")

        red_dragon_pick_up_event_private_additional_property = cls(
            reserve_card=reserve_card,
        )

        return red_dragon_pick_up_event_private_additional_property

