from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..models.session_status import SessionStatus
from ..types import UNSET, Unset
from typing import cast






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
            token (None | str): The seat token: shown once, stored only as a hash. Null in an idempotent replay that
                withholds it.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            tokens_withheld (bool | Unset): In an idempotent replay on a server without REFEREE_SECRET_KEY - the token is
                not given again.
     """

    id: str
    game: GameId
    version: int
    seat: int
    name: str
    token: None | str
    status: SessionStatus
    tokens_withheld: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game.value

        version = self.version

        seat = self.seat

        name = self.name

        token: None | str
        token = self.token

        status = self.status.value

        tokens_withheld = self.tokens_withheld


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
        if tokens_withheld is not UNSET:
            field_dict["tokens_withheld"] = tokens_withheld

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game = GameId(d.pop("game"))




        version = d.pop("version")

        seat = d.pop("seat")

        name = d.pop("name")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        status = SessionStatus(d.pop("status"))




        tokens_withheld = d.pop("tokens_withheld", UNSET)

        joined_seat = cls(
            id=id,
            game=game,
            version=version,
            seat=seat,
            name=name,
            token=token,
            status=status,
            tokens_withheld=tokens_withheld,
        )

        return joined_seat

