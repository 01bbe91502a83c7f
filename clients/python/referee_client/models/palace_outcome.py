from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_outcome_reason import PalaceOutcomeReason
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.palace_outcome_details import PalaceOutcomeDetails





T = TypeVar("T", bound="PalaceOutcome")



@_attrs_define
class PalaceOutcome:
    """ The result of a finished game: seats in the order they went out, then the last player holding cards (the loser).
    Under max_turns the seats still holding cards share the last place and nobody loses.

        Attributes:
            winners (list[int]):
            losers (list[int]):
            ranking (list[list[int]]):
            draw (Literal[False]): Palace has no draws.
            reason (PalaceOutcomeReason):
            details (PalaceOutcomeDetails):
     """

    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    draw: Literal[False]
    reason: PalaceOutcomeReason
    details: PalaceOutcomeDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_outcome_details import PalaceOutcomeDetails # noqa: PLC0415
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
        from ..models.palace_outcome_details import PalaceOutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        draw = cast(Literal[False] , d.pop("draw"))
        if draw != False:
            raise ValueError(f"draw must match const False, got '{draw}'")

        reason = PalaceOutcomeReason(d.pop("reason"))




        details = PalaceOutcomeDetails.from_dict(d.pop("details"))




        palace_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            draw=draw,
            reason=reason,
            details=details,
        )

        return palace_outcome

