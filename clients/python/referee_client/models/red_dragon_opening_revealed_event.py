from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonOpeningRevealedEvent")



@_attrs_define
class RedDragonOpeningRevealedEvent:
    """ All Reserves chosen; every seat's Opening cards become public.

        Attributes:
            type_ (Literal['opening_revealed']):
            opening (list[list[str]]): Each seat's Opening cards, indexed by seat.
     """

    type_: Literal['opening_revealed']
    opening: list[list[str]]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        opening = []
        for opening_item_data in self.opening:
            opening_item = opening_item_data


            opening.append(opening_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "opening": opening,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['opening_revealed'] , d.pop("type"))
        if type_ != 'opening_revealed':
            raise ValueError(f"type must match const 'opening_revealed', got '{type_}'")

        opening = []
        _opening = d.pop("opening")
        for opening_item_data in (_opening):
            opening_item = cast(list[str], opening_item_data)

            opening.append(opening_item)


        red_dragon_opening_revealed_event = cls(
            type_=type_,
            opening=opening,
        )

        return red_dragon_opening_revealed_event

