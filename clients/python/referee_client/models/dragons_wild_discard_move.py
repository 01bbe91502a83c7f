from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildDiscardMove")



@_attrs_define
class DragonsWildDiscardMove:
    """ Discard one card; the last card goes out.

        Attributes:
            type_ (Literal['discard']):
            cards (list[str]): the one card discarded
     """

    type_: Literal['discard']
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
        type_ = cast(Literal['discard'] , d.pop("type"))
        if type_ != 'discard':
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        dragons_wild_discard_move = cls(
            type_=type_,
            cards=cards,
        )

        return dragons_wild_discard_move

