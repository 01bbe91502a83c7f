from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_exchange_event_direction import RedsExchangeEventDirection
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_exchange_event_private import RedsExchangeEventPrivate





T = TypeVar("T", bound="RedsExchangeEvent")



@_attrs_define
class RedsExchangeEvent:
    """ Everyone has passed; each seat learns only what it gave and received (private).

        Attributes:
            type_ (Literal['exchange']):
            count (int):
            direction (RedsExchangeEventDirection):
            gave (list[str] | Unset):
            to (int | Unset):
            received (list[str] | Unset):
            from_ (int | Unset):
            private (RedsExchangeEventPrivate | Unset): What each seat gave (to whom) and received (from whom), keyed by its
                seat number as a string.
     """

    type_: Literal['exchange']
    count: int
    direction: RedsExchangeEventDirection
    gave: list[str] | Unset = UNSET
    to: int | Unset = UNSET
    received: list[str] | Unset = UNSET
    from_: int | Unset = UNSET
    private: RedsExchangeEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_exchange_event_private import RedsExchangeEventPrivate # noqa: PLC0415
        type_ = self.type_

        count = self.count

        direction = self.direction.value

        gave: list[str] | Unset = UNSET
        if not isinstance(self.gave, Unset):
            gave = self.gave



        to = self.to

        received: list[str] | Unset = UNSET
        if not isinstance(self.received, Unset):
            received = self.received



        from_ = self.from_

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "count": count,
            "direction": direction,
        })
        if gave is not UNSET:
            field_dict["gave"] = gave
        if to is not UNSET:
            field_dict["to"] = to
        if received is not UNSET:
            field_dict["received"] = received
        if from_ is not UNSET:
            field_dict["from"] = from_
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_exchange_event_private import RedsExchangeEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['exchange'] , d.pop("type"))
        if type_ != 'exchange':
            raise ValueError(f"type must match const 'exchange', got '{type_}'")

        count = d.pop("count")

        direction = RedsExchangeEventDirection(d.pop("direction"))




        gave = cast(list[str], d.pop("gave", UNSET))


        to = d.pop("to", UNSET)

        received = cast(list[str], d.pop("received", UNSET))


        from_ = d.pop("from", UNSET)

        _private = d.pop("private", UNSET)
        private: RedsExchangeEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = RedsExchangeEventPrivate.from_dict(_private)




        reds_exchange_event = cls(
            type_=type_,
            count=count,
            direction=direction,
            gave=gave,
            to=to,
            received=received,
            from_=from_,
            private=private,
        )

        return reds_exchange_event

