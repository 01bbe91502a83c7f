from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildBuyAnswerEvent")



@_attrs_define
class DragonsWildBuyAnswerEvent:
    """ The active player's answer.

        Attributes:
            type_ (Literal['buy_answer']):
            seat (int):
            buyer (int):
            accept (bool):
     """

    type_: Literal['buy_answer']
    seat: int
    buyer: int
    accept: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        buyer = self.buyer

        accept = self.accept


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "buyer": buyer,
            "accept": accept,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['buy_answer'] , d.pop("type"))
        if type_ != 'buy_answer':
            raise ValueError(f"type must match const 'buy_answer', got '{type_}'")

        seat = d.pop("seat")

        buyer = d.pop("buyer")

        accept = d.pop("accept")

        dragons_wild_buy_answer_event = cls(
            type_=type_,
            seat=seat,
            buyer=buyer,
            accept=accept,
        )

        return dragons_wild_buy_answer_event

