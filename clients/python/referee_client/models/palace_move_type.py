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





T = TypeVar("T", bound="PalaceMoveType")



@_attrs_define
class PalaceMoveType:
    """ 
        Attributes:
            type_ (str):
            description (str):
            examples (list[PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove |
                PalaceSwapMove]):
     """

    type_: str
    description: str
    examples: list[PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove]





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        type_ = self.type_

        description = self.description

        examples = []
        for examples_item_data in self.examples:
            examples_item: dict[str, Any]
            if isinstance(examples_item_data, PalaceSwapMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, PalaceReadyMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, PalacePlaceMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, PalacePlayMove):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, PalaceFlipMove):
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
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        examples = []
        _examples = d.pop("examples")
        for examples_item_data in (_examples):
            def _parse_examples_item(data: object) -> PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove:
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

            examples_item = _parse_examples_item(examples_item_data)

            examples.append(examples_item)


        palace_move_type = cls(
            type_=type_,
            description=description,
            examples=examples,
        )

        return palace_move_type

