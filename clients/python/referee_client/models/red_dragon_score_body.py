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
  from ..models.red_dragon_outcome import RedDragonOutcome
  from ..models.red_dragon_scores import RedDragonScores





T = TypeVar("T", bound="RedDragonScoreBody")



@_attrs_define
class RedDragonScoreBody:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            scores (RedDragonScores): Red Dragon keeps no points - the finishing order, positions, the cards each seat still
                holds and the outcome.
            outcome (EndedOutcome | None | RedDragonOutcome): Null while the game runs.
     """

    game: Literal['red_dragon']
    scores: RedDragonScores
    outcome: EndedOutcome | None | RedDragonOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        from ..models.red_dragon_scores import RedDragonScores # noqa: PLC0415
        game = self.game

        scores = self.scores.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RedDragonOutcome):
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
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        from ..models.red_dragon_scores import RedDragonScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        scores = RedDragonScores.from_dict(d.pop("scores"))




        def _parse_outcome(data: object) -> EndedOutcome | None | RedDragonOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedDragonOutcome.from_dict(data)



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
            return cast(EndedOutcome | None | RedDragonOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        red_dragon_score_body = cls(
            game=game,
            scores=scores,
            outcome=outcome,
        )

        return red_dragon_score_body

