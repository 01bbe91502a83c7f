from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_tiebreak_result_tiebreak import DragonsTiebreakResultTiebreak
from typing import cast






T = TypeVar("T", bound="DragonsTiebreakResult")



@_attrs_define
class DragonsTiebreakResult:
    """ The tiebreak decided (or drew) the game; `values` are the compared measures per seat (null - a rating not given).

        Attributes:
            tiebreak (DragonsTiebreakResultTiebreak):
            values (list[int | None]):
     """

    tiebreak: DragonsTiebreakResultTiebreak
    values: list[int | None]





    def to_dict(self) -> dict[str, Any]:
        tiebreak = self.tiebreak.value

        values = []
        for values_item_data in self.values:
            values_item: int | None
            values_item = values_item_data
            values.append(values_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tiebreak": tiebreak,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tiebreak = DragonsTiebreakResultTiebreak(d.pop("tiebreak"))




        values = []
        _values = d.pop("values")
        for values_item_data in (_values):
            def _parse_values_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            values_item = _parse_values_item(values_item_data)

            values.append(values_item)


        dragons_tiebreak_result = cls(
            tiebreak=tiebreak,
            values=values,
        )

        return dragons_tiebreak_result

