from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RedDragonReserveSelectedEventPrivateAdditionalProperty")



@_attrs_define
class RedDragonReserveSelectedEventPrivateAdditionalProperty:
    """ 
        Attributes:
            cards (list[str]):
     """

    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        red_dragon_reserve_selected_event_private_additional_property = cls(
            cards=cards,
        )

        return red_dragon_reserve_selected_event_private_additional_property

