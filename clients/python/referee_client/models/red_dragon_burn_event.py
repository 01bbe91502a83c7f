from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_burn_event_reason import RedDragonBurnEventReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonBurnEvent")



@_attrs_define
class RedDragonBurnEvent:
    """ The pile was burned (a 10, four or more in one play, or four in a row).

        Attributes:
            type_ (Literal['burn']):
            seat (int):
            reason (RedDragonBurnEventReason):
            cards (list[str]):
            extra_go (bool):
     """

    type_: Literal['burn']
    seat: int
    reason: RedDragonBurnEventReason
    cards: list[str]
    extra_go: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        reason = self.reason.value

        cards = self.cards



        extra_go = self.extra_go


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "reason": reason,
            "cards": cards,
            "extra_go": extra_go,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['burn'] , d.pop("type"))
        if type_ != 'burn':
            raise ValueError(f"type must match const 'burn', got '{type_}'")

        seat = d.pop("seat")

        reason = RedDragonBurnEventReason(d.pop("reason"))




        cards = cast(list[str], d.pop("cards"))


        extra_go = d.pop("extra_go")

        red_dragon_burn_event = cls(
            type_=type_,
            seat=seat,
            reason=reason,
            cards=cards,
            extra_go=extra_go,
        )

        return red_dragon_burn_event

