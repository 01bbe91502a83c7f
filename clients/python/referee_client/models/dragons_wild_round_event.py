from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildRoundEvent")



@_attrs_define
class DragonsWildRoundEvent:
    """ The round counter advanced.

        Attributes:
            type_ (Literal['round']):
            round_ (int):
            rate (int):
     """

    type_: Literal['round']
    round_: int
    rate: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        rate = self.rate


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
            "rate": rate,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['round'] , d.pop("type"))
        if type_ != 'round':
            raise ValueError(f"type must match const 'round', got '{type_}'")

        round_ = d.pop("round")

        rate = d.pop("rate")

        dragons_wild_round_event = cls(
            type_=type_,
            round_=round_,
            rate=rate,
        )

        return dragons_wild_round_event

