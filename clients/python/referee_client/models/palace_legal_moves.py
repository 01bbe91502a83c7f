from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.palace_flip_move import PalaceFlipMove
  from ..models.palace_pick_up_move import PalacePickUpMove
  from ..models.palace_place_move import PalacePlaceMove
  from ..models.palace_play_move import PalacePlayMove
  from ..models.palace_ready_move import PalaceReadyMove
  from ..models.palace_swap_move import PalaceSwapMove





T = TypeVar("T", bound="PalaceLegalMoves")



@_attrs_define
class PalaceLegalMoves:
    """ 
        Attributes:
            game (Literal['palace']):
            seat (int):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            moves (list[PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove |
                PalaceSwapMove]):
     """

    game: Literal['palace']
    seat: int
    version: int
    moves: list[PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        game = self.game

        seat = self.seat

        version = self.version

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PalaceSwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PalaceReadyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PalacePlaceMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PalacePlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PalaceFlipMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "version": version,
            "moves": moves,
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
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        seat = d.pop("seat")

        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_5 = PalacePickUpMove.from_dict(data)



                return componentsschemas_palace_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        palace_legal_moves = cls(
            game=game,
            seat=seat,
            version=version,
            moves=moves,
        )

        return palace_legal_moves

