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





T = TypeVar("T", bound="RedDragonMoveType")



@_attrs_define
class RedDragonMoveType:
    """ 
        Attributes:
            type_ (str):
            description (str):
            examples (list[RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove |
                RedDragonSelectReserveMove | RedDragonTakeChanceMove]):
     """

    type_: str
    description: str
    examples: list[RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        type_ = self.type_

        description = self.description

        examples = []
        for examples_item_data in self.examples:
            examples_item: dict[str, Any]
            if isinstance(examples_item_data, RedDragonSelectReserveMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, RedDragonPlayMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, RedDragonPlayReserveMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, RedDragonTakeChanceMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, RedDragonDeclareMove):
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
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        examples = []
        _examples = d.pop("examples")
        for examples_item_data in (_examples):
            def _parse_examples_item(data: object) -> RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove:
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

            examples_item = _parse_examples_item(examples_item_data)

            examples.append(examples_item)


        red_dragon_move_type = cls(
            type_=type_,
            description=description,
            examples=examples,
        )

        return red_dragon_move_type

