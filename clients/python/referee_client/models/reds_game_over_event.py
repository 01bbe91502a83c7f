from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedsGameOverEvent")



@_attrs_define
class RedsGameOverEvent:
    """ 
        Attributes:
            type_ (Literal['game_over']):
            winners (list[int]):
     """

    type_: Literal['game_over']
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))


        reds_game_over_event = cls(
            type_=type_,
            winners=winners,
        )

        return reds_game_over_event

