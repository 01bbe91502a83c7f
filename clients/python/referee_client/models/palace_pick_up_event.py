from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="PalacePickUpEvent")



@_attrs_define
class PalacePickUpEvent:
    """ 
        Attributes:
            type_ (Literal['pick_up']):
            seat (int):
            cards (list[str]):
            face_up_card (str | Unset): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the
                same token occurs twice.
     """

    type_: Literal['pick_up']
    seat: int
    cards: list[str]
    face_up_card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cards = self.cards



        face_up_card = self.face_up_card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
        })
        if face_up_card is not UNSET:
            field_dict["face_up_card"] = face_up_card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['pick_up'] , d.pop("type"))
        if type_ != 'pick_up':
            raise ValueError(f"type must match const 'pick_up', got '{type_}'")

        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        face_up_card = d.pop("face_up_card", UNSET)

        palace_pick_up_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            face_up_card=face_up_card,
        )

        return palace_pick_up_event

