from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RedsOutcomeDetails")



@_attrs_define
class RedsOutcomeDetails:
    """ The totals that ranked the seats (partners share their team's place).

        Attributes:
            totals (list[int]):
            rounds (int): Rounds played.
            tiebreak_rounds (int):
            team_totals (list[int] | Unset): With partnership only.
     """

    totals: list[int]
    rounds: int
    tiebreak_rounds: int
    team_totals: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        totals = self.totals



        rounds = self.rounds

        tiebreak_rounds = self.tiebreak_rounds

        team_totals: list[int] | Unset = UNSET
        if not isinstance(self.team_totals, Unset):
            team_totals = self.team_totals




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "totals": totals,
            "rounds": rounds,
            "tiebreak_rounds": tiebreak_rounds,
        })
        if team_totals is not UNSET:
            field_dict["team_totals"] = team_totals

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        totals = cast(list[int], d.pop("totals"))


        rounds = d.pop("rounds")

        tiebreak_rounds = d.pop("tiebreak_rounds")

        team_totals = cast(list[int], d.pop("team_totals", UNSET))


        reds_outcome_details = cls(
            totals=totals,
            rounds=rounds,
            tiebreak_rounds=tiebreak_rounds,
            team_totals=team_totals,
        )

        return reds_outcome_details

