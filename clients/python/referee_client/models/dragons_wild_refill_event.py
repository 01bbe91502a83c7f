from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildRefillEvent")



@_attrs_define
class DragonsWildRefillEvent:
    """ The discard pile was turned over, unshuffled, as the new deck.

        Attributes:
            type_ (Literal['refill']):
            cards (int):
            kept_top (bool):
     """

    type_: Literal['refill']
    cards: int
    kept_top: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        kept_top = self.kept_top


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
            "kept_top": kept_top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['refill'] , d.pop("type"))
        if type_ != 'refill':
            raise ValueError(f"type must match const 'refill', got '{type_}'")

        cards = d.pop("cards")

        kept_top = d.pop("kept_top")

        dragons_wild_refill_event = cls(
            type_=type_,
            cards=cards,
            kept_top=kept_top,
        )

        return dragons_wild_refill_event

