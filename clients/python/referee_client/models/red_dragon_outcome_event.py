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





T = TypeVar("T", bound="RedDragonOutcomeEvent")



@_attrs_define
class RedDragonOutcomeEvent:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            status (Literal['finished']):
            outcome (EndedOutcome | RedDragonOutcome): The game's outcome, or how the session ended early (resigned,
                timeout, abandoned).
     """

    game: Literal['red_dragon']
    version: int
    status: Literal['finished']
    outcome: EndedOutcome | RedDragonOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        game = self.game

        version = self.version

        status = self.status

        outcome: dict[str, Any]
        if isinstance(self.outcome, RedDragonOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "status": status,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        version = d.pop("version")

        status = cast(Literal['finished'] , d.pop("status"))
        if status != 'finished':
            raise ValueError(f"status must match const 'finished', got '{status}'")

        def _parse_outcome(data: object) -> EndedOutcome | RedDragonOutcome:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedDragonOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            outcome_type_1 = EndedOutcome.from_dict(data)



            return outcome_type_1

        outcome = _parse_outcome(d.pop("outcome"))


        red_dragon_outcome_event = cls(
            game=game,
            version=version,
            status=status,
            outcome=outcome,
        )

        return red_dragon_outcome_event

