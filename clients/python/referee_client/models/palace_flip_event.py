from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceFlipEvent")



@_attrs_define
class PalaceFlipEvent:
    """ 
        Attributes:
            type_ (Literal['flip']):
            seat (int):
            index (int):
            card (str): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the same token occurs
                twice.
            legal (bool):
     """

    type_: Literal['flip']
    seat: int
    index: int
    card: str
    legal: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        index = self.index

        card = self.card

        legal = self.legal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "index": index,
            "card": card,
            "legal": legal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['flip'] , d.pop("type"))
        if type_ != 'flip':
            raise ValueError(f"type must match const 'flip', got '{type_}'")

        seat = d.pop("seat")

        index = d.pop("index")

        card = d.pop("card")

        legal = d.pop("legal")

        palace_flip_event = cls(
            type_=type_,
            seat=seat,
            index=index,
            card=card,
            legal=legal,
        )

        return palace_flip_event

