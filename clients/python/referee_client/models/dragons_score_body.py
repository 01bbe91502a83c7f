from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_outcome import DragonsOutcome
  from ..models.dragons_scores import DragonsScores
  from ..models.ended_outcome import EndedOutcome





T = TypeVar("T", bound="DragonsScoreBody")



@_attrs_define
class DragonsScoreBody:
    """ 
        Attributes:
            game (Literal['dragons']):
            scores (DragonsScores): Tiles placed, the pool, per seat the dragon measures used by the tiebreaks and Tantrix
                scoring, and the outcome.
            outcome (DragonsOutcome | EndedOutcome | None): Null while the game runs.
     """

    game: Literal['dragons']
    scores: DragonsScores
    outcome: DragonsOutcome | EndedOutcome | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_scores import DragonsScores # noqa: PLC0415
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        game = self.game

        scores = self.scores.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsOutcome):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, EndedOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "scores": scores,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_scores import DragonsScores # noqa: PLC0415
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        scores = DragonsScores.from_dict(d.pop("scores"))




        def _parse_outcome(data: object) -> DragonsOutcome | EndedOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_1 = EndedOutcome.from_dict(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsOutcome | EndedOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_score_body = cls(
            game=game,
            scores=scores,
            outcome=outcome,
        )

        return dragons_score_body

