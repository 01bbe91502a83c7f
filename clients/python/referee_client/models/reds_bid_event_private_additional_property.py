from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RedsBidEventPrivateAdditionalProperty")



@_attrs_define
class RedsBidEventPrivateAdditionalProperty:
    """ 
        Attributes:
            bid (int):
     """

    bid: int





    def to_dict(self) -> dict[str, Any]:
        bid = self.bid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bid": bid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid = d.pop("bid")

        reds_bid_event_private_additional_property = cls(
            bid=bid,
        )

        return reds_bid_event_private_additional_property

