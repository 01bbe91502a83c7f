from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DragonsWildDrawEventPrivateAdditionalProperty")



@_attrs_define
class DragonsWildDrawEventPrivateAdditionalProperty:
    """ 
        Attributes:
            card (str | Unset): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
     """

    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        dragons_wild_draw_event_private_additional_property = cls(
            card=card,
        )

        return dragons_wild_draw_event_private_additional_property

