from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.session_status import SessionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="SessionSummary")



@_attrs_define
class SessionSummary:
    """ 
        Attributes:
            id (str): A session id (32 lowercase hex digits).
            game (GameId): A game id.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            players (list[PlayerName]):
            created (int): Unix time of creation.
     """

    id: str
    game: GameId
    status: SessionStatus
    version: int
    players: list[PlayerName]
    created: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_name import PlayerName # noqa: PLC0415
        id = self.id

        game = self.game.value

        status = self.status.value

        version = self.version

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "status": status,
            "version": version,
            "players": players,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = GameId(d.pop("game"))




        status = SessionStatus(d.pop("status"))




        version = d.pop("version")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerName.from_dict(players_item_data)



            players.append(players_item)


        created = d.pop("created")

        session_summary = cls(
            id=id,
            game=game,
            status=status,
            version=version,
            players=players,
            created=created,
        )

        return session_summary

