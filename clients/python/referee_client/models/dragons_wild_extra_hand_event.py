from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildExtraHandEvent")



@_attrs_define
class DragonsWildExtraHandEvent:
    """ tie_policy extra_hand: another hand is played.

        Attributes:
            type_ (Literal['extra_hand']):
            reason (Literal['tie']):
     """

    type_: Literal['extra_hand']
    reason: Literal['tie']





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['extra_hand'] , d.pop("type"))
        if type_ != 'extra_hand':
            raise ValueError(f"type must match const 'extra_hand', got '{type_}'")

        reason = cast(Literal['tie'] , d.pop("reason"))
        if reason != 'tie':
            raise ValueError(f"reason must match const 'tie', got '{reason}'")

        dragons_wild_extra_hand_event = cls(
            type_=type_,
            reason=reason,
        )

        return dragons_wild_extra_hand_event

