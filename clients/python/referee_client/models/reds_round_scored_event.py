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
  from ..models.reds_round_scored_event_teams_item import RedsRoundScoredEventTeamsItem
  from ..models.reds_seat_score import RedsSeatScore





T = TypeVar("T", bound="RedsRoundScoredEvent")



@_attrs_define
class RedsRoundScoredEvent:
    """ 
        Attributes:
            type_ (Literal['round_scored']):
            round_ (int):
            label (int | None):
            tiebreak (bool):
            seats (list[RedsSeatScore]):
            teams (list[RedsRoundScoredEventTeamsItem] | Unset):
     """

    type_: Literal['round_scored']
    round_: int
    label: int | None
    tiebreak: bool
    seats: list[RedsSeatScore]
    teams: list[RedsRoundScoredEventTeamsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_round_scored_event_teams_item import RedsRoundScoredEventTeamsItem # noqa: PLC0415
        from ..models.reds_seat_score import RedsSeatScore # noqa: PLC0415
        type_ = self.type_

        round_ = self.round_

        label: int | None
        label = self.label

        tiebreak = self.tiebreak

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        teams: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.teams, Unset):
            teams = []
            for teams_item_data in self.teams:
                teams_item = teams_item_data.to_dict()
                teams.append(teams_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
            "label": label,
            "tiebreak": tiebreak,
            "seats": seats,
        })
        if teams is not UNSET:
            field_dict["teams"] = teams

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_round_scored_event_teams_item import RedsRoundScoredEventTeamsItem # noqa: PLC0415
        from ..models.reds_seat_score import RedsSeatScore # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['round_scored'] , d.pop("type"))
        if type_ != 'round_scored':
            raise ValueError(f"type must match const 'round_scored', got '{type_}'")

        round_ = d.pop("round")

        def _parse_label(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        label = _parse_label(d.pop("label"))


        tiebreak = d.pop("tiebreak")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RedsSeatScore.from_dict(seats_item_data)



            seats.append(seats_item)


        _teams = d.pop("teams", UNSET)
        teams: list[RedsRoundScoredEventTeamsItem] | Unset = UNSET
        if _teams is not UNSET:
            teams = []
            for teams_item_data in _teams:
                teams_item = RedsRoundScoredEventTeamsItem.from_dict(teams_item_data)



                teams.append(teams_item)


        reds_round_scored_event = cls(
            type_=type_,
            round_=round_,
            label=label,
            tiebreak=tiebreak,
            seats=seats,
            teams=teams,
        )

        return reds_round_scored_event

