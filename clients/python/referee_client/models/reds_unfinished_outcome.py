from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_unfinished_outcome_details import RedsUnfinishedOutcomeDetails





T = TypeVar("T", bound="RedsUnfinishedOutcome")



@_attrs_define
class RedsUnfinishedOutcome:
    """ The outcome while the game runs.

        Attributes:
            finished (Literal[False]):
            winners (list[int]):
            losers (list[int]):
            ranking (list[list[int]]):
            reason (None):
            details (RedsUnfinishedOutcomeDetails):
     """

    finished: Literal[False]
    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    reason: None
    details: RedsUnfinishedOutcomeDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_unfinished_outcome_details import RedsUnfinishedOutcomeDetails # noqa: PLC0415
        finished = self.finished

        winners = self.winners



        losers = self.losers



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data


            ranking.append(ranking_item)



        reason = self.reason

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
        from ..models.reds_unfinished_outcome_details import RedsUnfinishedOutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        finished = cast(Literal[False] , d.pop("finished"))
        if finished != False:
            raise ValueError(f"finished must match const False, got '{finished}'")

        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        reason = d.pop("reason")

        details = RedsUnfinishedOutcomeDetails.from_dict(d.pop("details"))




        reds_unfinished_outcome = cls(
            finished=finished,
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
            details=details,
        )

        return reds_unfinished_outcome

