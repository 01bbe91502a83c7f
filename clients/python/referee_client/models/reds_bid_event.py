from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_bid_event_private import RedsBidEventPrivate





T = TypeVar("T", bound="RedsBidEvent")



@_attrs_define
class RedsBidEvent:
    """ An open bid carries its value; a hidden bid carries it only for the bidder (private).

        Attributes:
            type_ (Literal['bid']):
            seat (int):
            bid (int | Unset):
            private (RedsBidEventPrivate | Unset): A hidden bid's value, keyed by the bidder's seat number as a string.
     """

    type_: Literal['bid']
    seat: int
    bid: int | Unset = UNSET
    private: RedsBidEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid_event_private import RedsBidEventPrivate # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        bid = self.bid

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
        })
        if bid is not UNSET:
            field_dict["bid"] = bid
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_bid_event_private import RedsBidEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['bid'] , d.pop("type"))
        if type_ != 'bid':
            raise ValueError(f"type must match const 'bid', got '{type_}'")

        seat = d.pop("seat")

        bid = d.pop("bid", UNSET)

        _private = d.pop("private", UNSET)
        private: RedsBidEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = RedsBidEventPrivate.from_dict(_private)




        reds_bid_event = cls(
            type_=type_,
            seat=seat,
            bid=bid,
            private=private,
        )

        return reds_bid_event

