from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_place import DragonsPlace





T = TypeVar("T", bound="DragonsSuggestionAlternativesItem")



@_attrs_define
class DragonsSuggestionAlternativesItem:
    """ 
        Attributes:
            move (DragonsPlace | None): One of the seat's legal moves, or null for waiting.
            playouts (int):
            win_rate (float):
     """

    move: DragonsPlace | None
    playouts: int
    win_rate: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        move: dict[str, Any] | None
        if isinstance(self.move, DragonsPlace):
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
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> DragonsPlace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = DragonsPlace.from_dict(data)



                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsPlace | None, data)

        move = _parse_move(d.pop("move"))


        playouts = d.pop("playouts")

        win_rate = d.pop("win_rate")

        dragons_suggestion_alternatives_item = cls(
            move=move,
            playouts=playouts,
            win_rate=win_rate,
        )

        return dragons_suggestion_alternatives_item

