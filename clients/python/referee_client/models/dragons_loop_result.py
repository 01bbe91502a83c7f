from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DragonsLoopResult")



@_attrs_define
class DragonsLoopResult:
    """ A loop of 6 or more tiles ended the game: the two colours' loop lengths (0: none).

        Attributes:
            loops (list[int]):
     """

    loops: list[int]





    def to_dict(self) -> dict[str, Any]:
        loops = self.loops




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "loops": loops,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        loops = cast(list[int], d.pop("loops"))


        dragons_loop_result = cls(
            loops=loops,
        )

        return dragons_loop_result

