from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.palace_outcome import PalaceOutcome
  from ..models.palace_scores import PalaceScores
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="PalaceGameFinishedEventData")



@_attrs_define
class PalaceGameFinishedEventData:
    """ 
        Attributes:
            players (list[PlayerName]):
            outcome (PalaceOutcome): The result of a finished game: seats in the order they went out, then the last player
                holding cards (the loser). Under max_turns the seats still holding cards share the last place and nobody loses.
            scores (PalaceScores): Palace keeps no points - the finishing order, the loser and the cards each seat still
                holds.
     """

    players: list[PlayerName]
    outcome: PalaceOutcome
    scores: PalaceScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_scores import PalaceScores # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



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
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_scores import PalaceScores # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerName.from_dict(players_item_data)



            players.append(players_item)


        outcome = PalaceOutcome.from_dict(d.pop("outcome"))




        scores = PalaceScores.from_dict(d.pop("scores"))




        palace_game_finished_event_data = cls(
            players=players,
            outcome=outcome,
            scores=scores,
        )

        return palace_game_finished_event_data

