from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.session_status import SessionStatus






T = TypeVar("T", bound="JoinedSeat")



@_attrs_define
class JoinedSeat:
    """ 
        Attributes:
            id (str): A session id (32 lowercase hex digits).
            game (GameId): A game id.
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            seat (int):
            name (str):
            token (str): The seat token: shown once, stored only as a hash.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
     """

    id: str
    game: GameId
    version: int
    seat: int
    name: str
    token: str
    status: SessionStatus





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game.value

        version = self.version

        seat = self.seat

        name = self.name

        token = self.token

        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "seat": seat,
            "name": name,
            "token": token,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game = GameId(d.pop("game"))




        version = d.pop("version")

        seat = d.pop("seat")

        name = d.pop("name")

        token = d.pop("token")

        status = SessionStatus(d.pop("status"))




        joined_seat = cls(
            id=id,
            game=game,
            version=version,
            seat=seat,
            name=name,
            token=token,
            status=status,
        )

        return joined_seat

