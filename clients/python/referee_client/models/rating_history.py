from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_history_entry import RatingHistoryEntry





T = TypeVar("T", bound="RatingHistory")



@_attrs_define
class RatingHistory:
    """ 
        Attributes:
            player (str): A tenant's own id for a player, the same across the tenant's sessions.
            game (GameId): A game id.
            entries (list[RatingHistoryEntry]):
            next_cursor (None | str):
     """

    player: str
    game: GameId
    entries: list[RatingHistoryEntry]
    next_cursor: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_history_entry import RatingHistoryEntry # noqa: PLC0415
        player = self.player

        game = self.game.value

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        next_cursor: None | str
        next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "game": game,
            "entries": entries,
            "next_cursor": next_cursor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_history_entry import RatingHistoryEntry # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        game = GameId(d.pop("game"))




        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = RatingHistoryEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        rating_history = cls(
            player=player,
            game=game,
            entries=entries,
            next_cursor=next_cursor,
        )

        return rating_history

