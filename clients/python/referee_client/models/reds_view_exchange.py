from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_direction_type_0 import RedsDirectionType0
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RedsViewExchange")



@_attrs_define
class RedsViewExchange:
    """ 
        Attributes:
            count (int):
            direction (None | RedsDirectionType0):
            submitted (list[bool]):
            selected (list[str] | None | Unset): The viewer's own submitted cards while others still choose.
            gave (list[str] | Unset):
            received (list[str] | Unset):
     """

    count: int
    direction: None | RedsDirectionType0
    submitted: list[bool]
    selected: list[str] | None | Unset = UNSET
    gave: list[str] | Unset = UNSET
    received: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        direction: None | str
        if isinstance(self.direction, RedsDirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction

        submitted = self.submitted



        selected: list[str] | None | Unset
        if isinstance(self.selected, Unset):
            selected = UNSET
        elif isinstance(self.selected, list):
            selected = self.selected


        else:
            selected = self.selected

        gave: list[str] | Unset = UNSET
        if not isinstance(self.gave, Unset):
            gave = self.gave



        received: list[str] | Unset = UNSET
        if not isinstance(self.received, Unset):
            received = self.received




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "direction": direction,
            "submitted": submitted,
        })
        if selected is not UNSET:
            field_dict["selected"] = selected
        if gave is not UNSET:
            field_dict["gave"] = gave
        if received is not UNSET:
            field_dict["received"] = received

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


        submitted = cast(list[bool], d.pop("submitted"))


        def _parse_selected(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                selected_type_1 = cast(list[str], data)

                return selected_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        selected = _parse_selected(d.pop("selected", UNSET))


        gave = cast(list[str], d.pop("gave", UNSET))


        received = cast(list[str], d.pop("received", UNSET))


        reds_view_exchange = cls(
            count=count,
            direction=direction,
            submitted=submitted,
            selected=selected,
            gave=gave,
            received=received,
        )

        return reds_view_exchange

