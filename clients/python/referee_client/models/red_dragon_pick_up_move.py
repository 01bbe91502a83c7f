from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonPickUpMove")



@_attrs_define
class RedDragonPickUpMove:
    """ Only when no play is legal; a Reserve-only player names in cards the one Reserve card taken with the pile.

        Attributes:
            type_ (Literal['pick_up']):
            cards (list[str] | Unset):
     """

    type_: Literal['pick_up']
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['pick_up'] , d.pop("type"))
        if type_ != 'pick_up':
            raise ValueError(f"type must match const 'pick_up', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))


        red_dragon_pick_up_move = cls(
            type_=type_,
            cards=cards,
        )

        return red_dragon_pick_up_move

