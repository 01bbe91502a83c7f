from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.reds_bid import RedsBid
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_play import RedsPlay





T = TypeVar("T", bound="RedsSuggestionAlternativesItem")



@_attrs_define
class RedsSuggestionAlternativesItem:
    """ 
        Attributes:
            move (None | RedsBid | RedsExchange | RedsPlay): One of the seat's legal moves, or null for waiting.
            playouts (int):
            win_rate (float):
     """

    move: None | RedsBid | RedsExchange | RedsPlay
    playouts: int
    win_rate: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        move: dict[str, Any] | None
        if isinstance(self.move, RedsBid):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsExchange):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsPlay):
            move = self.move.to_dict()
        else:
            move = self.move

        playouts = self.playouts

        win_rate = self.win_rate


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "playouts": playouts,
            "win_rate": win_rate,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> None | RedsBid | RedsExchange | RedsPlay:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_0 = RedsBid.from_dict(data)



                return componentsschemas_reds_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_1 = RedsExchange.from_dict(data)



                return componentsschemas_reds_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_2 = RedsPlay.from_dict(data)



                return componentsschemas_reds_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBid | RedsExchange | RedsPlay, data)

        move = _parse_move(d.pop("move"))


        playouts = d.pop("playouts")

        win_rate = d.pop("win_rate")

        reds_suggestion_alternatives_item = cls(
            move=move,
            playouts=playouts,
            win_rate=win_rate,
        )

        return reds_suggestion_alternatives_item

