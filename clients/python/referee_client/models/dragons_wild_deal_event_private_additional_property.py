from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DragonsWildDealEventPrivateAdditionalProperty")



@_attrs_define
class DragonsWildDealEventPrivateAdditionalProperty:
    """ 
        Attributes:
            hand (list[str] | Unset):
     """

    hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand", UNSET))


        dragons_wild_deal_event_private_additional_property = cls(
            hand=hand,
        )

        return dragons_wild_deal_event_private_additional_property

