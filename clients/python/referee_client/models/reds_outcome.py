from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_outcome_reason import RedsOutcomeReason
from typing import cast

if TYPE_CHECKING:
  from ..models.reds_outcome_details import RedsOutcomeDetails





T = TypeVar("T", bound="RedsOutcome")



@_attrs_define
class RedsOutcome:
    """ The result of a finished game, one shape in every game (views, scores and sessions give null while the game runs).
    `winners` are the seats in first place, empty for a draw; `losers` the seats singled out as losing (the game says
    which, often none); `ranking` the places best first, each a list of seats (tied seats share a place; a draw puts the
    tied seats in the first place); `draw` true when the game ended without a winner; `reason` what ended it; `details`
    the game's own figures.

        Attributes:
            winners (list[int]):
            losers (list[int]):
            ranking (list[list[int]]):
            draw (bool):
            reason (RedsOutcomeReason): rounds_complete, or tiebreak_complete after extra rounds for a tie for first place.
            details (RedsOutcomeDetails): The totals that ranked the seats (partners share their team's place).
     """

    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    draw: bool
    reason: RedsOutcomeReason
    details: RedsOutcomeDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_outcome_details import RedsOutcomeDetails # noqa: PLC0415
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
        from ..models.reds_outcome_details import RedsOutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        draw = d.pop("draw")

        reason = RedsOutcomeReason(d.pop("reason"))




        details = RedsOutcomeDetails.from_dict(d.pop("details"))




        reds_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            draw=draw,
            reason=reason,
            details=details,
        )

        return reds_outcome

