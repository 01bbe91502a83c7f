from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_rank import RedDragonRank
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonDeclareMove")



@_attrs_define
class RedDragonDeclareMove:
    """ The rank of a Joker just revealed from Chance.

        Attributes:
            type_ (Literal['declare']):
            rank (RedDragonRank):
     """

    type_: Literal['declare']
    rank: RedDragonRank





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        rank = self.rank.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['declare'] , d.pop("type"))
        if type_ != 'declare':
            raise ValueError(f"type must match const 'declare', got '{type_}'")

        rank = RedDragonRank(d.pop("rank"))




        red_dragon_declare_move = cls(
            type_=type_,
            rank=rank,
        )

        return red_dragon_declare_move

