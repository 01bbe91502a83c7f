from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_black_suit_type_0 import RedsBlackSuitType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.reds_exchange_rule import RedsExchangeRule
  from ..models.reds_seat_score import RedsSeatScore





T = TypeVar("T", bound="RedsRoundScore")



@_attrs_define
class RedsRoundScore:
    """ One scored round (bids are public here even with hidden bids).

        Attributes:
            round_ (int):
            label (int | None): Full-game round label (short game 1, 4, 5, 8, 9); null in a tie-break.
            tiebreak (bool):
            dealer (int):
            anti_trump (None | RedsBlackSuitType0):
            exchange (RedsExchangeRule):
            seats (list[RedsSeatScore]):
            team_points (list[int] | Unset):
     """

    round_: int
    label: int | None
    tiebreak: bool
    dealer: int
    anti_trump: None | RedsBlackSuitType0
    exchange: RedsExchangeRule
    seats: list[RedsSeatScore]
    team_points: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_exchange_rule import RedsExchangeRule # noqa: PLC0415
        from ..models.reds_seat_score import RedsSeatScore # noqa: PLC0415
        round_ = self.round_

        label: int | None
        label = self.label

        tiebreak = self.tiebreak

        dealer = self.dealer

        anti_trump: None | str
        if isinstance(self.anti_trump, RedsBlackSuitType0):
            anti_trump = self.anti_trump.value
        else:
            anti_trump = self.anti_trump

        exchange = self.exchange.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        team_points: list[int] | Unset = UNSET
        if not isinstance(self.team_points, Unset):
            team_points = self.team_points




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "label": label,
            "tiebreak": tiebreak,
            "dealer": dealer,
            "anti_trump": anti_trump,
            "exchange": exchange,
            "seats": seats,
        })
        if team_points is not UNSET:
            field_dict["team_points"] = team_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_exchange_rule import RedsExchangeRule # noqa: PLC0415
        from ..models.reds_seat_score import RedsSeatScore # noqa: PLC0415
        d = dict(src_dict)
        round_ = d.pop("round")

        def _parse_label(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        label = _parse_label(d.pop("label"))


        tiebreak = d.pop("tiebreak")

        dealer = d.pop("dealer")

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


        exchange = RedsExchangeRule.from_dict(d.pop("exchange"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RedsSeatScore.from_dict(seats_item_data)



            seats.append(seats_item)


        team_points = cast(list[int], d.pop("team_points", UNSET))


        reds_round_score = cls(
            round_=round_,
            label=label,
            tiebreak=tiebreak,
            dealer=dealer,
            anti_trump=anti_trump,
            exchange=exchange,
            seats=seats,
            team_points=team_points,
        )

        return reds_round_score

