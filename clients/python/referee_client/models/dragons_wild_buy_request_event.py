from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildBuyRequestEvent")



@_attrs_define
class DragonsWildBuyRequestEvent:
    """ A seat asked to buy the top discard.

        Attributes:
            type_ (Literal['buy_request']):
            seat (int):
            card (str): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
            outranks (int | Unset):
     """

    type_: Literal['buy_request']
    seat: int
    card: str
    outranks: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card = self.card

        outranks = self.outranks


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
        })
        if outranks is not UNSET:
            field_dict["outranks"] = outranks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['buy_request'] , d.pop("type"))
        if type_ != 'buy_request':
            raise ValueError(f"type must match const 'buy_request', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        outranks = d.pop("outranks", UNSET)

        dragons_wild_buy_request_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            outranks=outranks,
        )

        return dragons_wild_buy_request_event

