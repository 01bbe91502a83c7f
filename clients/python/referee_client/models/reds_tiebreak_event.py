from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedsTiebreakEvent")



@_attrs_define
class RedsTiebreakEvent:
    """ First place is tied after the scheduled rounds; round `round` is an extra no-exchange round.

        Attributes:
            type_ (Literal['tiebreak']):
            round_ (int):
     """

    type_: Literal['tiebreak']
    round_: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['tiebreak'] , d.pop("type"))
        if type_ != 'tiebreak':
            raise ValueError(f"type must match const 'tiebreak', got '{type_}'")

        round_ = d.pop("round")

        reds_tiebreak_event = cls(
            type_=type_,
            round_=round_,
        )

        return reds_tiebreak_event

