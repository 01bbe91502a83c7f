from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedsExchange")



@_attrs_define
class RedsExchange:
    """ Pass exactly this round's number of cards (4, 3, 2 or 1) to the neighbour; simultaneous and final.

        Attributes:
            type_ (Literal['exchange']):
            cards (list[str]):
     """

    type_: Literal['exchange']
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['exchange'] , d.pop("type"))
        if type_ != 'exchange':
            raise ValueError(f"type must match const 'exchange', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        reds_exchange = cls(
            type_=type_,
            cards=cards,
        )

        return reds_exchange

