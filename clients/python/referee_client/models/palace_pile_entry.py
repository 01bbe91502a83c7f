from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PalacePileEntry")



@_attrs_define
class PalacePileEntry:
    """ 
        Attributes:
            card (str): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the same token occurs
                twice.
            seat (int):
     """

    card: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        palace_pile_entry = cls(
            card=card,
            seat=seat,
        )

        return palace_pile_entry

