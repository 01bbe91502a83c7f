from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildDiscardEvent")



@_attrs_define
class DragonsWildDiscardEvent:
    """ A discard.

        Attributes:
            type_ (Literal['discard']):
            seat (int):
            card (str): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
     """

    type_: Literal['discard']
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
        type_ = cast(Literal['discard'] , d.pop("type"))
        if type_ != 'discard':
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        dragons_wild_discard_event = cls(
            type_=type_,
            seat=seat,
            card=card,
        )

        return dragons_wild_discard_event

