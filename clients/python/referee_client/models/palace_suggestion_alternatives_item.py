from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.palace_flip_move import PalaceFlipMove
  from ..models.palace_pick_up_move import PalacePickUpMove
  from ..models.palace_place_move import PalacePlaceMove
  from ..models.palace_play_move import PalacePlayMove
  from ..models.palace_ready_move import PalaceReadyMove
  from ..models.palace_swap_move import PalaceSwapMove





T = TypeVar("T", bound="PalaceSuggestionAlternativesItem")



@_attrs_define
class PalaceSuggestionAlternativesItem:
    """ 
        Attributes:
            move (None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove |
                PalaceSwapMove): One of the seat's legal moves, or null for waiting.
            playouts (int):
            win_rate (float):
     """

    move: None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove
    playouts: int
    win_rate: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        move: dict[str, Any] | None
        if isinstance(self.move, PalaceSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceReadyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePlaceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceFlipMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePickUpMove):
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
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_0 = PalaceSwapMove.from_dict(data)



                return componentsschemas_palace_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_1 = PalaceReadyMove.from_dict(data)



                return componentsschemas_palace_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_2 = PalacePlaceMove.from_dict(data)



                return componentsschemas_palace_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_3 = PalacePlayMove.from_dict(data)



                return componentsschemas_palace_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_4 = PalaceFlipMove.from_dict(data)



                return componentsschemas_palace_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_5 = PalacePickUpMove.from_dict(data)



                return componentsschemas_palace_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove, data)

        move = _parse_move(d.pop("move"))


        playouts = d.pop("playouts")

        win_rate = d.pop("win_rate")

        palace_suggestion_alternatives_item = cls(
            move=move,
            playouts=playouts,
            win_rate=win_rate,
        )

        return palace_suggestion_alternatives_item

