from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ended_outcome_reason import EndedOutcomeReason
from typing import cast

if TYPE_CHECKING:
  from ..models.ended_outcome_details import EndedOutcomeDetails





T = TypeVar("T", bound="EndedOutcome")



@_attrs_define
class EndedOutcome:
    """ The outcome of a session that ended early: a resignation (`resigned`) or a timeout (`timeout`) - the game's rule
    ranks the seats, docs/rules/<game>.md - or an abandonment (`abandoned`, no winners, no ranking). `details.seat` is
    the seat that resigned or ran out of time.

        Attributes:
            winners (list[int]):
            losers (list[int]):
            ranking (list[list[int]]):
            draw (bool):
            reason (EndedOutcomeReason):
            details (EndedOutcomeDetails):
     """

    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    draw: bool
    reason: EndedOutcomeReason
    details: EndedOutcomeDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.ended_outcome_details import EndedOutcomeDetails # noqa: PLC0415
        winners = self.winners



        losers = self.losers



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data


            ranking.append(ranking_item)



        draw = self.draw

        reason = self.reason.value

        details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
            "draw": draw,
            "reason": reason,
            "details": details,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ended_outcome_details import EndedOutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        draw = d.pop("draw")

        reason = EndedOutcomeReason(d.pop("reason"))




        details = EndedOutcomeDetails.from_dict(d.pop("details"))




        ended_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            draw=draw,
            reason=reason,
            details=details,
        )

        return ended_outcome

