from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

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





T = TypeVar("T", bound="DragonsWildSuggestionAlternativesItem")



@_attrs_define
class DragonsWildSuggestionAlternativesItem:
    """ 
        Attributes:
            move (DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove |
                DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove |
                DragonsWildNextHandMove | None): One of the seat's legal moves, or null for waiting.
            playouts (int):
            win_rate (float):
     """

    move: DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None
    playouts: int
    win_rate: float





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
        move: dict[str, Any] | None
        if isinstance(self.move, DragonsWildDrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildBuyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildAnswerBuyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildLayMeldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildAddToMeldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildGoOutMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildDiscardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildNextHandMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildEndGameMove):
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
        def _parse_move(data: object) -> DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_8 = DragonsWildEndGameMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None, data)

        move = _parse_move(d.pop("move"))


        playouts = d.pop("playouts")

        win_rate = d.pop("win_rate")

        dragons_wild_suggestion_alternatives_item = cls(
            move=move,
            playouts=playouts,
            win_rate=win_rate,
        )

        return dragons_wild_suggestion_alternatives_item

