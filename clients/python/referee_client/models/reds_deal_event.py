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
  from ..models.reds_deal_event_private import RedsDealEventPrivate
  from ..models.reds_exchange_rule import RedsExchangeRule





T = TypeVar("T", bound="RedsDealEvent")



@_attrs_define
class RedsDealEvent:
    """ 
        Attributes:
            type_ (Literal['deal']):
            round_ (int):
            label (int | None):
            tiebreak (bool):
            dealer (int):
            exchange (RedsExchangeRule):
            hand (list[str] | Unset): private: the seat's new hand
            private (RedsDealEventPrivate | Unset): Each seat's new hand, keyed by its seat number as a string.
     """

    type_: Literal['deal']
    round_: int
    label: int | None
    tiebreak: bool
    dealer: int
    exchange: RedsExchangeRule
    hand: list[str] | Unset = UNSET
    private: RedsDealEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_deal_event_private import RedsDealEventPrivate # noqa: PLC0415
        from ..models.reds_exchange_rule import RedsExchangeRule # noqa: PLC0415
        type_ = self.type_

        round_ = self.round_

        label: int | None
        label = self.label

        tiebreak = self.tiebreak

        dealer = self.dealer

        exchange = self.exchange.to_dict()

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
            "label": label,
            "tiebreak": tiebreak,
            "dealer": dealer,
            "exchange": exchange,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_deal_event_private import RedsDealEventPrivate # noqa: PLC0415
        from ..models.reds_exchange_rule import RedsExchangeRule # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['deal'] , d.pop("type"))
        if type_ != 'deal':
            raise ValueError(f"type must match const 'deal', got '{type_}'")

        round_ = d.pop("round")

        def _parse_label(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        label = _parse_label(d.pop("label"))


        tiebreak = d.pop("tiebreak")

        dealer = d.pop("dealer")

        exchange = RedsExchangeRule.from_dict(d.pop("exchange"))




        hand = cast(list[str], d.pop("hand", UNSET))


        _private = d.pop("private", UNSET)
        private: RedsDealEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = RedsDealEventPrivate.from_dict(_private)




        reds_deal_event = cls(
            type_=type_,
            round_=round_,
            label=label,
            tiebreak=tiebreak,
            dealer=dealer,
            exchange=exchange,
            hand=hand,
            private=private,
        )

        return reds_deal_event

