from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedsPlayEvent")



@_attrs_define
class RedsPlayEvent:
    """ 
        Attributes:
            type_ (Literal['play']):
            seat (int):
            card (str): A card of the 39-card pack (no hearts), rank then suit, e.g. 10D, QS, 2C.
     """

    type_: Literal['play']
    seat: int
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        reds_play_event = cls(
            type_=type_,
            seat=seat,
            card=card,
        )

        return reds_play_event

