from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RedsExchangeEventPrivateAdditionalProperty")



@_attrs_define
class RedsExchangeEventPrivateAdditionalProperty:
    """ 
        Attributes:
            gave (list[str]):
            to (int):
            received (list[str]):
            from_ (int):
     """

    gave: list[str]
    to: int
    received: list[str]
    from_: int





    def to_dict(self) -> dict[str, Any]:
        gave = self.gave



        to = self.to

        received = self.received



        from_ = self.from_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gave": gave,
            "to": to,
            "received": received,
            "from": from_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gave = cast(list[str], d.pop("gave"))


        to = d.pop("to")

        received = cast(list[str], d.pop("received"))


        from_ = d.pop("from")

        reds_exchange_event_private_additional_property = cls(
            gave=gave,
            to=to,
            received=received,
            from_=from_,
        )

        return reds_exchange_event_private_additional_property

