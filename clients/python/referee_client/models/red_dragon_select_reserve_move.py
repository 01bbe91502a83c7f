from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonSelectReserveMove")



@_attrs_define
class RedDragonSelectReserveMove:
    """ Setup, simultaneous and secret - choose exactly 3 of your 8 cards as Reserve.

        Attributes:
            type_ (Literal['select_reserve']):
            cards (list[str]):
     """

    type_: Literal['select_reserve']
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
        type_ = cast(Literal['select_reserve'] , d.pop("type"))
        if type_ != 'select_reserve':
            raise ValueError(f"type must match const 'select_reserve', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        red_dragon_select_reserve_move = cls(
            type_=type_,
            cards=cards,
        )

        return red_dragon_select_reserve_move

