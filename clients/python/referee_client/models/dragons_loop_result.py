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
    """ A loop of 8 or more tiles ended the game: the two colours' loop lengths (0: none).

        Attributes:
            draw (bool):
            loops (list[int]):
     """

    draw: bool
    loops: list[int]





    def to_dict(self) -> dict[str, Any]:
        draw = self.draw

        loops = self.loops




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "draw": draw,
            "loops": loops,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = d.pop("draw")

        loops = cast(list[int], d.pop("loops"))


        dragons_loop_result = cls(
            draw=draw,
            loops=loops,
        )

        return dragons_loop_result

