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
  from ..models.palace_outcome import PalaceOutcome
  from ..models.palace_scores import PalaceScores





T = TypeVar("T", bound="PalaceScoreBody")



@_attrs_define
class PalaceScoreBody:
    """ 
        Attributes:
            game (Literal['palace']):
            scores (PalaceScores): Palace keeps no points - the finishing order, the cards each seat still holds and the
                outcome.
            outcome (EndedOutcome | None | PalaceOutcome): Null while the game runs.
     """

    game: Literal['palace']
    scores: PalaceScores
    outcome: EndedOutcome | None | PalaceOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_scores import PalaceScores # noqa: PLC0415
        game = self.game

        scores = self.scores.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, PalaceOutcome):
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
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_scores import PalaceScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        scores = PalaceScores.from_dict(d.pop("scores"))




        def _parse_outcome(data: object) -> EndedOutcome | None | PalaceOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = PalaceOutcome.from_dict(data)



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
            return cast(EndedOutcome | None | PalaceOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        palace_score_body = cls(
            game=game,
            scores=scores,
            outcome=outcome,
        )

        return palace_score_body

