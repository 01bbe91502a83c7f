from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildGameEndEvent")



@_attrs_define
class DragonsWildGameEndEvent:
    """ The game ended.

        Attributes:
            type_ (Literal['game_end']):
            reason (str):
            totals (list[int]):
            winners (list[int]):
     """

    type_: Literal['game_end']
    reason: str
    totals: list[int]
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason

        totals = self.totals



        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "reason": reason,
            "totals": totals,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_end'] , d.pop("type"))
        if type_ != 'game_end':
            raise ValueError(f"type must match const 'game_end', got '{type_}'")

        reason = d.pop("reason")

        totals = cast(list[int], d.pop("totals"))


        winners = cast(list[int], d.pop("winners"))


        dragons_wild_game_end_event = cls(
            type_=type_,
            reason=reason,
            totals=totals,
            winners=winners,
        )

        return dragons_wild_game_end_event

