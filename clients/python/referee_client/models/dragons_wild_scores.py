from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_wild_hand_result import DragonsWildHandResult
  from ..models.dragons_wild_scores_hand_points import DragonsWildScoresHandPoints
  from ..models.dragons_wild_scores_totals import DragonsWildScoresTotals





T = TypeVar("T", bound="DragonsWildScores")



@_attrs_define
class DragonsWildScores:
    """ 
        Attributes:
            totals (DragonsWildScoresTotals): Each seat's running total, keyed by the seat number as a string ("0", "1",
                ...).
            hand_points (DragonsWildScoresHandPoints): Each seat's points in the current hand, keyed by the seat number as a
                string.
            hands (list[DragonsWildHandResult]):
            round_ (int):
     """

    totals: DragonsWildScoresTotals
    hand_points: DragonsWildScoresHandPoints
    hands: list[DragonsWildHandResult]
    round_: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_scores_hand_points import DragonsWildScoresHandPoints # noqa: PLC0415
        from ..models.dragons_wild_scores_totals import DragonsWildScoresTotals # noqa: PLC0415
        totals = self.totals.to_dict()

        hand_points = self.hand_points.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)



        round_ = self.round_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "totals": totals,
            "hand_points": hand_points,
            "hands": hands,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_scores_hand_points import DragonsWildScoresHandPoints # noqa: PLC0415
        from ..models.dragons_wild_scores_totals import DragonsWildScoresTotals # noqa: PLC0415
        d = dict(src_dict)
        totals = DragonsWildScoresTotals.from_dict(d.pop("totals"))




        hand_points = DragonsWildScoresHandPoints.from_dict(d.pop("hand_points"))




        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = DragonsWildHandResult.from_dict(hands_item_data)



            hands.append(hands_item)


        round_ = d.pop("round")

        dragons_wild_scores = cls(
            totals=totals,
            hand_points=hand_points,
            hands=hands,
            round_=round_,
        )

        return dragons_wild_scores

