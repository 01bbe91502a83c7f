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
  from ..models.reds_exchange_submitted_event_private import RedsExchangeSubmittedEventPrivate





T = TypeVar("T", bound="RedsExchangeSubmittedEvent")



@_attrs_define
class RedsExchangeSubmittedEvent:
    """ 
        Attributes:
            type_ (Literal['exchange_submitted']):
            seat (int):
            cards (list[str] | Unset): private: the chosen cards
            private (RedsExchangeSubmittedEventPrivate | Unset): The chosen cards, keyed by the owner's seat number as a
                string.
     """

    type_: Literal['exchange_submitted']
    seat: int
    cards: list[str] | Unset = UNSET
    private: RedsExchangeSubmittedEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_exchange_submitted_event_private import RedsExchangeSubmittedEventPrivate # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_exchange_submitted_event_private import RedsExchangeSubmittedEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['exchange_submitted'] , d.pop("type"))
        if type_ != 'exchange_submitted':
            raise ValueError(f"type must match const 'exchange_submitted', got '{type_}'")

        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards", UNSET))


        _private = d.pop("private", UNSET)
        private: RedsExchangeSubmittedEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = RedsExchangeSubmittedEventPrivate.from_dict(_private)




        reds_exchange_submitted_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            private=private,
        )

        return reds_exchange_submitted_event

