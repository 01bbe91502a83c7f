from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_loop_colour import DragonsLoopColour
from typing import cast






T = TypeVar("T", bound="DragonsLoop")



@_attrs_define
class DragonsLoop:
    """ 
        Attributes:
            colour (DragonsLoopColour):
            length (int):
            tiles (list[list[int]]):
     """

    colour: DragonsLoopColour
    length: int
    tiles: list[list[int]]





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        length = self.length

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data


            tiles.append(tiles_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "length": length,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = DragonsLoopColour(d.pop("colour"))




        length = d.pop("length")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = cast(list[int], tiles_item_data)

            tiles.append(tiles_item)


        dragons_loop = cls(
            colour=colour,
            length=length,
            tiles=tiles,
        )

        return dragons_loop

