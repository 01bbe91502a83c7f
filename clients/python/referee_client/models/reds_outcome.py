from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_outcome_reason import RedsOutcomeReason
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_outcome_details import RedsOutcomeDetails





T = TypeVar("T", bound="RedsOutcome")



@_attrs_define
class RedsOutcome:
    """ The result of a finished game; seats ranked by their totals (partners share their team's place).

        Attributes:
            finished (Literal[True]):
            winners (list[int]):
            losers (list[int]):
            ranking (list[list[int]]):
            reason (RedsOutcomeReason): rounds_complete, or tiebreak_complete after extra rounds for a tie for first place.
            details (RedsOutcomeDetails):
     """

    finished: Literal[True]
    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    reason: RedsOutcomeReason
    details: RedsOutcomeDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_outcome_details import RedsOutcomeDetails # noqa: PLC0415
        finished = self.finished

        winners = self.winners



        losers = self.losers



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data


            ranking.append(ranking_item)



        reason = self.reason.value

        details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finished": finished,
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
            "reason": reason,
            "details": details,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_outcome_details import RedsOutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        finished = cast(Literal[True] , d.pop("finished"))
        if finished != True:
            raise ValueError(f"finished must match const True, got '{finished}'")

        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        reason = RedsOutcomeReason(d.pop("reason"))




        details = RedsOutcomeDetails.from_dict(d.pop("details"))




        reds_outcome = cls(
            finished=finished,
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
            details=details,
        )

        return reds_outcome

