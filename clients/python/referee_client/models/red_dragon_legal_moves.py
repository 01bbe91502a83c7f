from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_declare_move import RedDragonDeclareMove
  from ..models.red_dragon_pick_up_move import RedDragonPickUpMove
  from ..models.red_dragon_play_move import RedDragonPlayMove
  from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove
  from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove
  from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove





T = TypeVar("T", bound="RedDragonLegalMoves")



@_attrs_define
class RedDragonLegalMoves:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            seat (int):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            moves (list[RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove |
                RedDragonSelectReserveMove | RedDragonTakeChanceMove]):
     """

    game: Literal['red_dragon']
    seat: int
    version: int
    moves: list[RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        game = self.game

        seat = self.seat

        version = self.version

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RedDragonSelectReserveMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RedDragonPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RedDragonPlayReserveMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RedDragonTakeChanceMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RedDragonDeclareMove):
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
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        seat = d.pop("seat")

        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_5 = RedDragonPickUpMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        red_dragon_legal_moves = cls(
            game=game,
            seat=seat,
            version=version,
            moves=moves,
        )

        return red_dragon_legal_moves

