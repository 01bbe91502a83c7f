from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_outcome_reason import DragonsOutcomeReason
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_loop_result import DragonsLoopResult
  from ..models.dragons_no_tiebreak_result import DragonsNoTiebreakResult
  from ..models.dragons_tantrix_result import DragonsTantrixResult
  from ..models.dragons_tiebreak_result import DragonsTiebreakResult





T = TypeVar("T", bound="DragonsOutcome")



@_attrs_define
class DragonsOutcome:
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
            reason (DragonsOutcomeReason): loop_closed (a winning loop), loops_equal (one move closed winning loops of both
                colours of equal length - a draw), tiles_exhausted (the pool ran out), no_legal_move (the player to move could
                not place).
            details (DragonsLoopResult | DragonsNoTiebreakResult | DragonsTantrixResult | DragonsTiebreakResult): How the
                game was decided. A draw (`draw` true in the outcome) has no winners and both seats share the first place.
     """

    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    draw: bool
    reason: DragonsOutcomeReason
    details: DragonsLoopResult | DragonsNoTiebreakResult | DragonsTantrixResult | DragonsTiebreakResult





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_loop_result import DragonsLoopResult # noqa: PLC0415
        from ..models.dragons_no_tiebreak_result import DragonsNoTiebreakResult # noqa: PLC0415
        from ..models.dragons_tantrix_result import DragonsTantrixResult # noqa: PLC0415
        from ..models.dragons_tiebreak_result import DragonsTiebreakResult # noqa: PLC0415
        winners = self.winners



        losers = self.losers



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data


            ranking.append(ranking_item)



        draw = self.draw

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
        from ..models.dragons_loop_result import DragonsLoopResult # noqa: PLC0415
        from ..models.dragons_no_tiebreak_result import DragonsNoTiebreakResult # noqa: PLC0415
        from ..models.dragons_tantrix_result import DragonsTantrixResult # noqa: PLC0415
        from ..models.dragons_tiebreak_result import DragonsTiebreakResult # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        draw = d.pop("draw")

        reason = DragonsOutcomeReason(d.pop("reason"))




        def _parse_details(data: object) -> DragonsLoopResult | DragonsNoTiebreakResult | DragonsTantrixResult | DragonsTiebreakResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_outcome_details_type_0 = DragonsLoopResult.from_dict(data)



                return componentsschemas_dragons_outcome_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_outcome_details_type_1 = DragonsTantrixResult.from_dict(data)



                return componentsschemas_dragons_outcome_details_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_outcome_details_type_2 = DragonsNoTiebreakResult.from_dict(data)



                return componentsschemas_dragons_outcome_details_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_dragons_outcome_details_type_3 = DragonsTiebreakResult.from_dict(data)



            return componentsschemas_dragons_outcome_details_type_3

        details = _parse_details(d.pop("details"))


        dragons_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            draw=draw,
            reason=reason,
            details=details,
        )

        return dragons_outcome

