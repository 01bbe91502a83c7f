from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_pick_up_event_reason import RedDragonPickUpEventReason
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_pick_up_event_private import RedDragonPickUpEventPrivate





T = TypeVar("T", bound="RedDragonPickUpEvent")



@_attrs_define
class RedDragonPickUpEvent:
    """ The pile (and a failed Chance card, or a Reserve card known only to its owner) went into the hand.

        Attributes:
            type_ (Literal['pick_up']):
            seat (int):
            cards (list[str]):
            reason (RedDragonPickUpEventReason):
            reserve_count (int | Unset):
            reserve_card (str | Unset): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the
                same token occurs twice.
            private (RedDragonPickUpEventPrivate | Unset): The Reserve card picked up face down, keyed by the owner's seat
                number as a string.
     """

    type_: Literal['pick_up']
    seat: int
    cards: list[str]
    reason: RedDragonPickUpEventReason
    reserve_count: int | Unset = UNSET
    reserve_card: str | Unset = UNSET
    private: RedDragonPickUpEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_pick_up_event_private import RedDragonPickUpEventPrivate # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        cards = self.cards



        reason = self.reason.value

        reserve_count = self.reserve_count

        reserve_card = self.reserve_card

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "reason": reason,
        })
        if reserve_count is not UNSET:
            field_dict["reserve_count"] = reserve_count
        if reserve_card is not UNSET:
            field_dict["reserve_card"] = reserve_card
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_pick_up_event_private import RedDragonPickUpEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['pick_up'] , d.pop("type"))
        if type_ != 'pick_up':
            raise ValueError(f"type must match const 'pick_up', got '{type_}'")

        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        reason = RedDragonPickUpEventReason(d.pop("reason"))




        reserve_count = d.pop("reserve_count", UNSET)

        reserve_card = d.pop("reserve_card", UNSET)

        _private = d.pop("private", UNSET)
        private: RedDragonPickUpEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = RedDragonPickUpEventPrivate.from_dict(_private)




        red_dragon_pick_up_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            reason=reason,
            reserve_count=reserve_count,
            reserve_card=reserve_card,
            private=private,
        )

        return red_dragon_pick_up_event

