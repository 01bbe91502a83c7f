from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_wild_hand_result import DragonsWildHandResult
  from ..models.dragons_wild_outcome import DragonsWildOutcome





T = TypeVar("T", bound="DragonsWildScores")



@_attrs_define
class DragonsWildScores:
    """ 
        Attributes:
            totals (list[int]): each seat's running total, indexed by seat
            hand_points (list[int]): each seat's points in the current hand, indexed by seat
            hands (list[DragonsWildHandResult]):
            round_ (int):
            outcome (DragonsWildOutcome | None): Null while the game runs.
     """

    totals: list[int]
    hand_points: list[int]
    hands: list[DragonsWildHandResult]
    round_: int
    outcome: DragonsWildOutcome | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        totals = self.totals



        hand_points = self.hand_points



        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)



        round_ = self.round_

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsWildOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "totals": totals,
            "hand_points": hand_points,
            "hands": hands,
            "round": round_,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        d = dict(src_dict)
        totals = cast(list[int], d.pop("totals"))


        hand_points = cast(list[int], d.pop("hand_points"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = DragonsWildHandResult.from_dict(hands_item_data)



            hands.append(hands_item)


        round_ = d.pop("round")

        def _parse_outcome(data: object) -> DragonsWildOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsWildOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_wild_scores = cls(
            totals=totals,
            hand_points=hand_points,
            hands=hands,
            round_=round_,
            outcome=outcome,
        )

        return dragons_wild_scores

