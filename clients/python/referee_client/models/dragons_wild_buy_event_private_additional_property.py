from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DragonsWildBuyEventPrivateAdditionalProperty")



@_attrs_define
class DragonsWildBuyEventPrivateAdditionalProperty:
    """ 
        Attributes:
            penalty_card (str | Unset): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
     """

    penalty_card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        penalty_card = self.penalty_card


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if penalty_card is not UNSET:
            field_dict["penalty_card"] = penalty_card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        penalty_card = d.pop("penalty_card", UNSET)

        dragons_wild_buy_event_private_additional_property = cls(
            penalty_card=penalty_card,
        )

        return dragons_wild_buy_event_private_additional_property

