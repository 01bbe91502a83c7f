from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_outcome_reason import DragonsOutcomeReason
from ..models.dragons_seat import DragonsSeat
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_loop_result import DragonsLoopResult
  from ..models.dragons_no_tiebreak_result import DragonsNoTiebreakResult
  from ..models.dragons_tantrix_result import DragonsTantrixResult
  from ..models.dragons_tiebreak_result import DragonsTiebreakResult





T = TypeVar("T", bound="DragonsOutcome")



@_attrs_define
class DragonsOutcome:
    """ The result of a finished game. A draw (`details.draw`) lists both seats as winners and none as losers.

        Attributes:
            finished (Literal[True]):
            winners (list[DragonsSeat]):
            losers (list[DragonsSeat]):
            ranking (list[list[DragonsSeat]]): Places best first; both seats share the one place of a draw.
            reason (DragonsOutcomeReason):
            details (DragonsLoopResult | DragonsNoTiebreakResult | DragonsTantrixResult | DragonsTiebreakResult):
     """

    finished: Literal[True]
    winners: list[DragonsSeat]
    losers: list[DragonsSeat]
    ranking: list[list[DragonsSeat]]
    reason: DragonsOutcomeReason
    details: DragonsLoopResult | DragonsNoTiebreakResult | DragonsTantrixResult | DragonsTiebreakResult





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_loop_result import DragonsLoopResult # noqa: PLC0415
        from ..models.dragons_no_tiebreak_result import DragonsNoTiebreakResult # noqa: PLC0415
        from ..models.dragons_tantrix_result import DragonsTantrixResult # noqa: PLC0415
        from ..models.dragons_tiebreak_result import DragonsTiebreakResult # noqa: PLC0415
        finished = self.finished

        winners = []
        for winners_item_data in self.winners:
            winners_item = winners_item_data.value
            winners.append(winners_item)



        losers = []
        for losers_item_data in self.losers:
            losers_item = losers_item_data.value
            losers.append(losers_item)



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = []
            for ranking_item_item_data in ranking_item_data:
                ranking_item_item = ranking_item_item_data.value
                ranking_item.append(ranking_item_item)


            ranking.append(ranking_item)



        reason = self.reason.value

        details: dict[str, Any]
        if isinstance(self.details, DragonsLoopResult):
            details = self.details.to_dict()
        elif isinstance(self.details, DragonsTantrixResult):
            details = self.details.to_dict()
        elif isinstance(self.details, DragonsNoTiebreakResult):
            details = self.details.to_dict()
        else:
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
        from ..models.dragons_loop_result import DragonsLoopResult # noqa: PLC0415
        from ..models.dragons_no_tiebreak_result import DragonsNoTiebreakResult # noqa: PLC0415
        from ..models.dragons_tantrix_result import DragonsTantrixResult # noqa: PLC0415
        from ..models.dragons_tiebreak_result import DragonsTiebreakResult # noqa: PLC0415
        d = dict(src_dict)
        finished = cast(Literal[True] , d.pop("finished"))
        if finished != True:
            raise ValueError(f"finished must match const True, got '{finished}'")

        winners = []
        _winners = d.pop("winners")
        for winners_item_data in (_winners):
            winners_item = DragonsSeat(winners_item_data)



            winners.append(winners_item)


        losers = []
        _losers = d.pop("losers")
        for losers_item_data in (_losers):
            losers_item = DragonsSeat(losers_item_data)



            losers.append(losers_item)


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = []
            _ranking_item = ranking_item_data
            for ranking_item_item_data in (_ranking_item):
                ranking_item_item = DragonsSeat(ranking_item_item_data)



                ranking_item.append(ranking_item_item)

            ranking.append(ranking_item)


        reason = DragonsOutcomeReason(d.pop("reason"))




        def _parse_details(data: object) -> DragonsLoopResult | DragonsNoTiebreakResult | DragonsTantrixResult | DragonsTiebreakResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_0 = DragonsLoopResult.from_dict(data)



                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_1 = DragonsTantrixResult.from_dict(data)



                return details_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_2 = DragonsNoTiebreakResult.from_dict(data)



                return details_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            details_type_3 = DragonsTiebreakResult.from_dict(data)



            return details_type_3

        details = _parse_details(d.pop("details"))


        dragons_outcome = cls(
            finished=finished,
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
            details=details,
        )

        return dragons_outcome

