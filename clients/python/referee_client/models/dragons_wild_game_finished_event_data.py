from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_wild_outcome import DragonsWildOutcome
  from ..models.dragons_wild_scores import DragonsWildScores
  from ..models.ended_outcome import EndedOutcome
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="DragonsWildGameFinishedEventData")



@_attrs_define
class DragonsWildGameFinishedEventData:
    """ 
        Attributes:
            players (list[PlayerName]):
            outcome (DragonsWildOutcome | EndedOutcome): The game's outcome, or how the session ended early (resigned,
                timeout, abandoned).
            scores (DragonsWildScores):
     """

    players: list[PlayerName]
    outcome: DragonsWildOutcome | EndedOutcome
    scores: DragonsWildScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        from ..models.dragons_wild_scores import DragonsWildScores # noqa: PLC0415
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        outcome: dict[str, Any]
        if isinstance(self.outcome, DragonsWildOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome.to_dict()


        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "outcome": outcome,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        from ..models.dragons_wild_scores import DragonsWildScores # noqa: PLC0415
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerName.from_dict(players_item_data)



            players.append(players_item)


        def _parse_outcome(data: object) -> DragonsWildOutcome | EndedOutcome:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsWildOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            outcome_type_1 = EndedOutcome.from_dict(data)



            return outcome_type_1

        outcome = _parse_outcome(d.pop("outcome"))


        scores = DragonsWildScores.from_dict(d.pop("scores"))




        dragons_wild_game_finished_event_data = cls(
            players=players,
            outcome=outcome,
            scores=scores,
        )

        return dragons_wild_game_finished_event_data

