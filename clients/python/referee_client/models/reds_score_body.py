from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ended_outcome import EndedOutcome
  from ..models.reds_outcome import RedsOutcome
  from ..models.reds_scores import RedsScores





T = TypeVar("T", bound="RedsScoreBody")



@_attrs_define
class RedsScoreBody:
    """ 
        Attributes:
            game (Literal['reds']):
            scores (RedsScores): scores(state) — running totals, the per-round breakdown, team totals in partnership, the
                outcome.
            outcome (EndedOutcome | None | RedsOutcome): Null while the game runs.
     """

    game: Literal['reds']
    scores: RedsScores
    outcome: EndedOutcome | None | RedsOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.reds_outcome import RedsOutcome # noqa: PLC0415
        from ..models.reds_scores import RedsScores # noqa: PLC0415
        game = self.game

        scores = self.scores.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RedsOutcome):
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
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.reds_outcome import RedsOutcome # noqa: PLC0415
        from ..models.reds_scores import RedsScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        scores = RedsScores.from_dict(d.pop("scores"))




        def _parse_outcome(data: object) -> EndedOutcome | None | RedsOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedsOutcome.from_dict(data)



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
            return cast(EndedOutcome | None | RedsOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        reds_score_body = cls(
            game=game,
            scores=scores,
            outcome=outcome,
        )

        return reds_score_body

