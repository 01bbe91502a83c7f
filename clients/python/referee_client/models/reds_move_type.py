from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.reds_bid import RedsBid
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_play import RedsPlay





T = TypeVar("T", bound="RedsMoveType")



@_attrs_define
class RedsMoveType:
    """ 
        Attributes:
            type_ (str):
            description (str):
            examples (list[RedsBid | RedsExchange | RedsPlay]):
     """

    type_: str
    description: str
    examples: list[RedsBid | RedsExchange | RedsPlay]





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        type_ = self.type_

        description = self.description

        examples = []
        for examples_item_data in self.examples:
            examples_item: dict[str, Any]
            if isinstance(examples_item_data, RedsBid):
                examples_item = examples_item_data.to_dict()
            elif isinstance(examples_item_data, RedsExchange):
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
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        examples = []
        _examples = d.pop("examples")
        for examples_item_data in (_examples):
            def _parse_examples_item(data: object) -> RedsBid | RedsExchange | RedsPlay:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_move_type_0 = RedsBid.from_dict(data)



                    return componentsschemas_reds_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_move_type_1 = RedsExchange.from_dict(data)



                    return componentsschemas_reds_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_2 = RedsPlay.from_dict(data)



                return componentsschemas_reds_move_type_2

            examples_item = _parse_examples_item(examples_item_data)

            examples.append(examples_item)


        reds_move_type = cls(
            type_=type_,
            description=description,
            examples=examples,
        )

        return reds_move_type

