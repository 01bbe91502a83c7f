from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ended_outcome import EndedOutcome
  from ..models.palace_outcome import PalaceOutcome
  from ..models.palace_scores import PalaceScores
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="PalaceGameFinishedEventData")



@_attrs_define
class PalaceGameFinishedEventData:
    """ 
        Attributes:
            players (list[PlayerName]):
            outcome (EndedOutcome | PalaceOutcome): The game's outcome, or how the session ended early (resigned, timeout,
                abandoned).
            scores (PalaceScores): Palace keeps no points - the finishing order, the cards each seat still holds and the
                outcome.
     """

    players: list[PlayerName]
    outcome: EndedOutcome | PalaceOutcome
    scores: PalaceScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_scores import PalaceScores # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        outcome: dict[str, Any]
        if isinstance(self.outcome, PalaceOutcome):
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
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_scores import PalaceScores # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerName.from_dict(players_item_data)



            players.append(players_item)


        def _parse_outcome(data: object) -> EndedOutcome | PalaceOutcome:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = PalaceOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            outcome_type_1 = EndedOutcome.from_dict(data)



            return outcome_type_1

        outcome = _parse_outcome(d.pop("outcome"))


        scores = PalaceScores.from_dict(d.pop("scores"))




        palace_game_finished_event_data = cls(
            players=players,
            outcome=outcome,
            scores=scores,
        )

        return palace_game_finished_event_data

