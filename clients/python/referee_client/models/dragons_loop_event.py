from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_loop_event_colour import DragonsLoopEventColour
from ..models.dragons_loop_event_seat import DragonsLoopEventSeat
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsLoopEvent")



@_attrs_define
class DragonsLoopEvent:
    """ A loop closed by the move (the longest of its colour through the new tiles).

        Attributes:
            type_ (Literal['loop']):
            colour (DragonsLoopEventColour):
            seat (DragonsLoopEventSeat):
            length (int):
            tiles (list[list[int]]):
            wins (bool):
     """

    type_: Literal['loop']
    colour: DragonsLoopEventColour
    seat: DragonsLoopEventSeat
    length: int
    tiles: list[list[int]]
    wins: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        colour = self.colour.value

        seat = self.seat.value

        length = self.length

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data


            tiles.append(tiles_item)



        wins = self.wins


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "colour": colour,
            "seat": seat,
            "length": length,
            "tiles": tiles,
            "wins": wins,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['loop'] , d.pop("type"))
        if type_ != 'loop':
            raise ValueError(f"type must match const 'loop', got '{type_}'")

        colour = DragonsLoopEventColour(d.pop("colour"))




        seat = DragonsLoopEventSeat(d.pop("seat"))




        length = d.pop("length")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = cast(list[int], tiles_item_data)

            tiles.append(tiles_item)


        wins = d.pop("wins")

        dragons_loop_event = cls(
            type_=type_,
            colour=colour,
            seat=seat,
            length=length,
            tiles=tiles,
            wins=wins,
        )

        return dragons_loop_event

