from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_black_suit_type_0 import RedsBlackSuitType0
from ..models.reds_direction_type_0 import RedsDirectionType0
from typing import cast

if TYPE_CHECKING:
  from ..models.reds_trick import RedsTrick





T = TypeVar("T", bound="RedsStateHistoryItem")



@_attrs_define
class RedsStateHistoryItem:
    """ 
        Attributes:
            round_ (int):
            dealer (int):
            turned (list[str]):
            anti_trump (None | RedsBlackSuitType0):
            exchange (list[int | None | RedsDirectionType0]):
            bids (list[int]):
            tricks (list[int]):
            points (list[int]):
            played (list[RedsTrick]):
     """

    round_: int
    dealer: int
    turned: list[str]
    anti_trump: None | RedsBlackSuitType0
    exchange: list[int | None | RedsDirectionType0]
    bids: list[int]
    tricks: list[int]
    points: list[int]
    played: list[RedsTrick]





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_trick import RedsTrick # noqa: PLC0415
        round_ = self.round_

        dealer = self.dealer

        turned = self.turned



        anti_trump: None | str
        if isinstance(self.anti_trump, RedsBlackSuitType0):
            anti_trump = self.anti_trump.value
        else:
            anti_trump = self.anti_trump

        exchange = []
        for exchange_item_data in self.exchange:
            exchange_item: int | None | str
            if isinstance(exchange_item_data, RedsDirectionType0):
                exchange_item = exchange_item_data.value
            else:
                exchange_item = exchange_item_data
            exchange.append(exchange_item)



        bids = self.bids



        tricks = self.tricks



        points = self.points



        played = []
        for played_item_data in self.played:
            played_item = played_item_data.to_dict()
            played.append(played_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "dealer": dealer,
            "turned": turned,
            "anti_trump": anti_trump,
            "exchange": exchange,
            "bids": bids,
            "tricks": tricks,
            "points": points,
            "played": played,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_trick import RedsTrick # noqa: PLC0415
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        turned = cast(list[str], d.pop("turned"))


        def _parse_anti_trump(data: object) -> None | RedsBlackSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_black_suit_type_0 = RedsBlackSuitType0(data)



                return componentsschemas_reds_black_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBlackSuitType0, data)

        anti_trump = _parse_anti_trump(d.pop("anti_trump"))


        exchange = []
        _exchange = d.pop("exchange")
        for exchange_item_data in (_exchange):
            def _parse_exchange_item(data: object) -> int | None | RedsDirectionType0:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_reds_direction_type_0 = RedsDirectionType0(data)



                    return componentsschemas_reds_direction_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | None | RedsDirectionType0, data)

            exchange_item = _parse_exchange_item(exchange_item_data)

            exchange.append(exchange_item)


        bids = cast(list[int], d.pop("bids"))


        tricks = cast(list[int], d.pop("tricks"))


        points = cast(list[int], d.pop("points"))


        played = []
        _played = d.pop("played")
        for played_item_data in (_played):
            played_item = RedsTrick.from_dict(played_item_data)



            played.append(played_item)


        reds_state_history_item = cls(
            round_=round_,
            dealer=dealer,
            turned=turned,
            anti_trump=anti_trump,
            exchange=exchange,
            bids=bids,
            tricks=tricks,
            points=points,
            played=played,
        )

        return reds_state_history_item

