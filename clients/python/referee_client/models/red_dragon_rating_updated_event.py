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
  from ..models.red_dragon_rating_updated_event_data import RedDragonRatingUpdatedEventData





T = TypeVar("T", bound="RedDragonRatingUpdatedEvent")



@_attrs_define
class RedDragonRatingUpdatedEvent:
    """ A rated session's players' ratings of the game were updated (once per session, after its game.finished).

        Attributes:
            id (str):
            type_ (Literal['rating.updated']):
            created (int):
            session (str): A session id (32 lowercase hex digits).
            game (Literal['red_dragon']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            data (RedDragonRatingUpdatedEventData):
            request_id (str | Unset): The `X-Request-Id` of the request that finished the rated game (absent when none did,
                e.g. a clock's timeout or a sweep after a restart).
     """

    id: str
    type_: Literal['rating.updated']
    created: int
    session: str
    game: Literal['red_dragon']
    version: int
    data: RedDragonRatingUpdatedEventData
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_rating_updated_event_data import RedDragonRatingUpdatedEventData # noqa: PLC0415
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
        from ..models.red_dragon_rating_updated_event_data import RedDragonRatingUpdatedEventData # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal['rating.updated'] , d.pop("type"))
        if type_ != 'rating.updated':
            raise ValueError(f"type must match const 'rating.updated', got '{type_}'")

        created = d.pop("created")

        session = d.pop("session")

        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        version = d.pop("version")

        data = RedDragonRatingUpdatedEventData.from_dict(d.pop("data"))




        request_id = d.pop("request_id", UNSET)

        red_dragon_rating_updated_event = cls(
            id=id,
            type_=type_,
            created=created,
            session=session,
            game=game,
            version=version,
            data=data,
            request_id=request_id,
        )

        return red_dragon_rating_updated_event

