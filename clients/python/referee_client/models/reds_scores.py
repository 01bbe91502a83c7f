from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.reds_outcome import RedsOutcome
  from ..models.reds_round_score import RedsRoundScore
  from ..models.reds_scores_teams_item import RedsScoresTeamsItem





T = TypeVar("T", bound="RedsScores")



@_attrs_define
class RedsScores:
    """ scores(state) — running totals, the per-round breakdown, team totals in partnership, the outcome.

        Attributes:
            totals (list[int]):
            rounds (list[RedsRoundScore]):
            outcome (None | RedsOutcome): Null while the game runs.
            teams (list[RedsScoresTeamsItem] | Unset):
     """

    totals: list[int]
    rounds: list[RedsRoundScore]
    outcome: None | RedsOutcome
    teams: list[RedsScoresTeamsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_outcome import RedsOutcome # noqa: PLC0415
        from ..models.reds_round_score import RedsRoundScore # noqa: PLC0415
        from ..models.reds_scores_teams_item import RedsScoresTeamsItem # noqa: PLC0415
        totals = self.totals



        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RedsOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        teams: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.teams, Unset):
            teams = []
            for teams_item_data in self.teams:
                teams_item = teams_item_data.to_dict()
                teams.append(teams_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "totals": totals,
            "rounds": rounds,
            "outcome": outcome,
        })
        if teams is not UNSET:
            field_dict["teams"] = teams

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_outcome import RedsOutcome # noqa: PLC0415
        from ..models.reds_round_score import RedsRoundScore # noqa: PLC0415
        from ..models.reds_scores_teams_item import RedsScoresTeamsItem # noqa: PLC0415
        d = dict(src_dict)
        totals = cast(list[int], d.pop("totals"))


        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = RedsRoundScore.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        def _parse_outcome(data: object) -> None | RedsOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedsOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        _teams = d.pop("teams", UNSET)
        teams: list[RedsScoresTeamsItem] | Unset = UNSET
        if _teams is not UNSET:
            teams = []
            for teams_item_data in _teams:
                teams_item = RedsScoresTeamsItem.from_dict(teams_item_data)



                teams.append(teams_item)


        reds_scores = cls(
            totals=totals,
            rounds=rounds,
            outcome=outcome,
            teams=teams,
        )

        return reds_scores

