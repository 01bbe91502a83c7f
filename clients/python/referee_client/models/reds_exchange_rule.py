from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_direction_type_0 import RedsDirectionType0
from typing import cast






T = TypeVar("T", bound="RedsExchangeRule")



@_attrs_define
class RedsExchangeRule:
    """ 
        Attributes:
            count (int):
            direction (None | RedsDirectionType0):
     """

    count: int
    direction: None | RedsDirectionType0





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        direction: None | str
        if isinstance(self.direction, RedsDirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_direction(data: object) -> None | RedsDirectionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_direction_type_0 = RedsDirectionType0(data)



                return componentsschemas_reds_direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsDirectionType0, data)

        direction = _parse_direction(d.pop("direction"))


        reds_exchange_rule = cls(
            count=count,
            direction=direction,
        )

        return reds_exchange_rule

