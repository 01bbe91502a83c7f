from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="PalacePlaceEvent")



@_attrs_define
class PalacePlaceEvent:
    """ 
        Attributes:
            type_ (Literal['place']):
            seat (int):
            cards (list[str]):
     """

    type_: Literal['place']
    seat: int
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['place'] , d.pop("type"))
        if type_ != 'place':
            raise ValueError(f"type must match const 'place', got '{type_}'")

        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        palace_place_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
        )

        return palace_place_event

