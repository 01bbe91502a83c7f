from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove
  from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove
  from ..models.dragons_wild_buy_move import DragonsWildBuyMove
  from ..models.dragons_wild_discard_move import DragonsWildDiscardMove
  from ..models.dragons_wild_draw_move import DragonsWildDrawMove
  from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove
  from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove
  from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove
  from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove





T = TypeVar("T", bound="DragonsWildLegalMoves")



@_attrs_define
class DragonsWildLegalMoves:
    """ 
        Attributes:
            game (Literal['dragons_wild']):
            seat (int):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            moves (list[DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove |
                DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove |
                DragonsWildNextHandMove]):
     """

    game: Literal['dragons_wild']
    seat: int
    version: int
    moves: list[DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        game = self.game

        seat = self.seat

        version = self.version

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, DragonsWildDrawMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildBuyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildAnswerBuyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildLayMeldMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildAddToMeldMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildGoOutMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildDiscardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DragonsWildNextHandMove):
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
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        seat = d.pop("seat")

        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_0 = DragonsWildDrawMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_1 = DragonsWildBuyMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_2 = DragonsWildAnswerBuyMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_3 = DragonsWildLayMeldMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_4 = DragonsWildAddToMeldMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_5 = DragonsWildGoOutMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_6 = DragonsWildDiscardMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_move_type_7 = DragonsWildNextHandMove.from_dict(data)



                    return componentsschemas_dragons_wild_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_8 = DragonsWildEndGameMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_8

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        dragons_wild_legal_moves = cls(
            game=game,
            seat=seat,
            version=version,
            moves=moves,
        )

        return dragons_wild_legal_moves

