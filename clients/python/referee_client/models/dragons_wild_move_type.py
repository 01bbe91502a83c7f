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





T = TypeVar("T", bound="DragonsWildMoveType")



@_attrs_define
class DragonsWildMoveType:
    """ 
        Attributes:
            type_ (str):
            description (str):
            examples (list[DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove
                | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove |
                DragonsWildNextHandMove]):
     """

    type_: str
    description: str
    examples: list[DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove]





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
        type_ = self.type_

        description = self.description

        examples = []
        for examples_item_data in self.examples:
            examples_item: dict[str, Any]
            if isinstance(examples_item_data, DragonsWildDrawMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildBuyMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildAnswerBuyMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildLayMeldMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildAddToMeldMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildGoOutMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildDiscardMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, DragonsWildNextHandMove):
                examples_item = examples_item_data.to_dict()
            else:
                examples_item = examples_item_data.to_dict()

            examples.append(examples_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "description": description,
            "examples": examples,
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
        type_ = d.pop("type")

        description = d.pop("description")

        examples = []
        _examples = d.pop("examples")
        for examples_item_data in (_examples):
            def _parse_examples_item(data: object) -> DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove:
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

            examples_item = _parse_examples_item(examples_item_data)

            examples.append(examples_item)


        dragons_wild_move_type = cls(
            type_=type_,
            description=description,
            examples=examples,
        )

        return dragons_wild_move_type

