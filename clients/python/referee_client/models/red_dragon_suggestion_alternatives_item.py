from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.red_dragon_declare_move import RedDragonDeclareMove
  from ..models.red_dragon_pick_up_move import RedDragonPickUpMove
  from ..models.red_dragon_play_move import RedDragonPlayMove
  from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove
  from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove
  from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove





T = TypeVar("T", bound="RedDragonSuggestionAlternativesItem")



@_attrs_define
class RedDragonSuggestionAlternativesItem:
    """ 
        Attributes:
            move (None | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove |
                RedDragonSelectReserveMove | RedDragonTakeChanceMove): One of the seat's legal moves, or null for waiting.
            playouts (int):
            win_rate (float):
     """

    move: None | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove
    playouts: int
    win_rate: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        move: dict[str, Any] | None
        if isinstance(self.move, RedDragonSelectReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPlayReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonTakeChanceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonDeclareMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPickUpMove):
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
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> None | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_0 = RedDragonSelectReserveMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_1 = RedDragonPlayMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_2 = RedDragonPlayReserveMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_3 = RedDragonTakeChanceMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_4 = RedDragonDeclareMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_5 = RedDragonPickUpMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove, data)

        move = _parse_move(d.pop("move"))


        playouts = d.pop("playouts")

        win_rate = d.pop("win_rate")

        red_dragon_suggestion_alternatives_item = cls(
            move=move,
            playouts=playouts,
            win_rate=win_rate,
        )

        return red_dragon_suggestion_alternatives_item

