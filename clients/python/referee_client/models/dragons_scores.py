from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_outcome import DragonsOutcome
  from ..models.dragons_scores_seats_item import DragonsScoresSeatsItem





T = TypeVar("T", bound="DragonsScores")



@_attrs_define
class DragonsScores:
    """ Tiles placed, the pool, per seat the dragon measures used by the tiebreaks and Tantrix scoring, and the outcome.

        Attributes:
            placed (int):
            pool (int):
            seats (list[DragonsScoresSeatsItem]):
            outcome (DragonsOutcome | None): Null while the game runs.
     """

    placed: int
    pool: int
    seats: list[DragonsScoresSeatsItem]
    outcome: DragonsOutcome | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_scores_seats_item import DragonsScoresSeatsItem # noqa: PLC0415
        placed = self.placed

        pool = self.pool

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "placed": placed,
            "pool": pool,
            "seats": seats,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_scores_seats_item import DragonsScoresSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        placed = d.pop("placed")

        pool = d.pop("pool")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = DragonsScoresSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_outcome(data: object) -> DragonsOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_scores = cls(
            placed=placed,
            pool=pool,
            seats=seats,
            outcome=outcome,
        )

        return dragons_scores

