from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_session_deleted_event_data import RedsSessionDeletedEventData





T = TypeVar("T", bound="RedsSessionDeletedEvent")



@_attrs_define
class RedsSessionDeletedEvent:
    """ 
        Attributes:
            id (str):
            type_ (Literal['session.deleted']):
            created (int):
            session (str): A session id (32 lowercase hex digits).
            game (Literal['reds']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            data (RedsSessionDeletedEventData):
            request_id (str | Unset): The `X-Request-Id` of the request that caused the event.
     """

    id: str
    type_: Literal['session.deleted']
    created: int
    session: str
    game: Literal['reds']
    version: int
    data: RedsSessionDeletedEventData
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_session_deleted_event_data import RedsSessionDeletedEventData # noqa: PLC0415
        id = self.id

        type_ = self.type_

        created = self.created

        session = self.session

        game = self.game

        version = self.version

        data = self.data.to_dict()

        request_id = self.request_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "created": created,
            "session": session,
            "game": game,
            "version": version,
            "data": data,
        })
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_session_deleted_event_data import RedsSessionDeletedEventData # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal['session.deleted'] , d.pop("type"))
        if type_ != 'session.deleted':
            raise ValueError(f"type must match const 'session.deleted', got '{type_}'")

        created = d.pop("created")

        session = d.pop("session")

        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        version = d.pop("version")

        data = RedsSessionDeletedEventData.from_dict(d.pop("data"))




        request_id = d.pop("request_id", UNSET)

        reds_session_deleted_event = cls(
            id=id,
            type_=type_,
            created=created,
            session=session,
            game=game,
            version=version,
            data=data,
            request_id=request_id,
        )

        return reds_session_deleted_event

