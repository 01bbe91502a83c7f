from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedsPlay")



@_attrs_define
class RedsPlay:
    """ Play a card to the trick (follow the suit led when able).

        Attributes:
            type_ (Literal['play']):
            card (str): A card of the 39-card pack (no hearts), rank then suit, e.g. 10D, QS, 2C.
     """

    type_: Literal['play']
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        reds_play = cls(
            type_=type_,
            card=card,
        )

        return reds_play

