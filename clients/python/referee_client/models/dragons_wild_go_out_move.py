from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_go_out_move_melds_item import DragonsWildGoOutMoveMeldsItem





T = TypeVar("T", bound="DragonsWildGoOutMove")



@_attrs_define
class DragonsWildGoOutMove:
    """ going_out_multi_meld: lay two or more new melds that use all cards but one (the discard then goes out).

        Attributes:
            type_ (Literal['go_out']):
            melds (list[DragonsWildGoOutMoveMeldsItem]):
     """

    type_: Literal['go_out']
    melds: list[DragonsWildGoOutMoveMeldsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_go_out_move_melds_item import DragonsWildGoOutMoveMeldsItem # noqa: PLC0415
        type_ = self.type_

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "melds": melds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_go_out_move_melds_item import DragonsWildGoOutMoveMeldsItem # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['go_out'] , d.pop("type"))
        if type_ != 'go_out':
            raise ValueError(f"type must match const 'go_out', got '{type_}'")

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in (_melds):
            melds_item = DragonsWildGoOutMoveMeldsItem.from_dict(melds_item_data)



            melds.append(melds_item)


        dragons_wild_go_out_move = cls(
            type_=type_,
            melds=melds,
        )

        return dragons_wild_go_out_move

