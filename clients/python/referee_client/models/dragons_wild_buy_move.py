from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildBuyMove")



@_attrs_define
class DragonsWildBuyMove:
    """ Ask to buy the top discard (any seat but the active one, while the window is open).

        Attributes:
            type_ (Literal['buy']):
     """

    type_: Literal['buy']





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['buy'] , d.pop("type"))
        if type_ != 'buy':
            raise ValueError(f"type must match const 'buy', got '{type_}'")

        dragons_wild_buy_move = cls(
            type_=type_,
        )

        return dragons_wild_buy_move

