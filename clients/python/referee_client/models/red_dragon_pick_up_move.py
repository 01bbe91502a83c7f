from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonPickUpMove")



@_attrs_define
class RedDragonPickUpMove:
    """ Only when no play is legal; a Reserve-only player names one Reserve card.

        Attributes:
            type_ (Literal['pick_up']):
            reserve (str | Unset): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the same
                token occurs twice.
     """

    type_: Literal['pick_up']
    reserve: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reserve = self.reserve


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if reserve is not UNSET:
            field_dict["reserve"] = reserve

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['pick_up'] , d.pop("type"))
        if type_ != 'pick_up':
            raise ValueError(f"type must match const 'pick_up', got '{type_}'")

        reserve = d.pop("reserve", UNSET)

        red_dragon_pick_up_move = cls(
            type_=type_,
            reserve=reserve,
        )

        return red_dragon_pick_up_move

