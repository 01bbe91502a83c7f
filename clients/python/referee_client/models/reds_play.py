from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedsPlay")



@_attrs_define
class RedsPlay:
    """ Play a card to the trick (follow the suit led when able); cards names exactly one card.

        Attributes:
            type_ (Literal['play']):
            cards (list[str]):
     """

    type_: Literal['play']
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
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        reds_play = cls(
            type_=type_,
            cards=cards,
        )

        return reds_play

