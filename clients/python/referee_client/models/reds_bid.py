from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RedsBid")



@_attrs_define
class RedsBid:
    """ Bid 0 (nil) to 5 tricks. Open bids go in turn from the dealer's left; hidden bids are simultaneous.

        Attributes:
            type_ (Literal['bid']):
            bid (int):
     """

    type_: Literal['bid']
    bid: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        bid = self.bid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "bid": bid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['bid'] , d.pop("type"))
        if type_ != 'bid':
            raise ValueError(f"type must match const 'bid', got '{type_}'")

        bid = d.pop("bid")

        reds_bid = cls(
            type_=type_,
            bid=bid,
        )

        return reds_bid

