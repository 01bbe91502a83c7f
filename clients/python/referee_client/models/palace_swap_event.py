from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceSwapEvent")



@_attrs_define
class PalaceSwapEvent:
    """ 
        Attributes:
            type_ (Literal['swap']):
            seat (int):
            hand_card (str): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the same token
                occurs twice.
            face_up_card (str): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the same token
                occurs twice.
     """

    type_: Literal['swap']
    seat: int
    hand_card: str
    face_up_card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        hand_card = self.hand_card

        face_up_card = self.face_up_card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "hand_card": hand_card,
            "face_up_card": face_up_card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['swap'] , d.pop("type"))
        if type_ != 'swap':
            raise ValueError(f"type must match const 'swap', got '{type_}'")

        seat = d.pop("seat")

        hand_card = d.pop("hand_card")

        face_up_card = d.pop("face_up_card")

        palace_swap_event = cls(
            type_=type_,
            seat=seat,
            hand_card=hand_card,
            face_up_card=face_up_card,
        )

        return palace_swap_event

