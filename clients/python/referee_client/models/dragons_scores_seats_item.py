from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_scores_seats_item_colour import DragonsScoresSeatsItemColour
from ..models.dragons_scores_seats_item_seat import DragonsScoresSeatsItemSeat






T = TypeVar("T", bound="DragonsScoresSeatsItem")



@_attrs_define
class DragonsScoresSeatsItem:
    """ 
        Attributes:
            seat (DragonsScoresSeatsItemSeat):
            colour (DragonsScoresSeatsItemColour):
            dragons (int): Number of dragons of the seat's colour.
            largest_closed (int): Tiles in the seat's largest closed dragon (0 if none).
            most_holes (int): Most holes in one of the seat's dragons.
            tantrix (int): Best Tantrix dragon score (1 per hole, doubled if closed).
     """

    seat: DragonsScoresSeatsItemSeat
    colour: DragonsScoresSeatsItemColour
    dragons: int
    largest_closed: int
    most_holes: int
    tantrix: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat.value

        colour = self.colour.value

        dragons = self.dragons

        largest_closed = self.largest_closed

        most_holes = self.most_holes

        tantrix = self.tantrix


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "colour": colour,
            "dragons": dragons,
            "largest_closed": largest_closed,
            "most_holes": most_holes,
            "tantrix": tantrix,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = DragonsScoresSeatsItemSeat(d.pop("seat"))




        colour = DragonsScoresSeatsItemColour(d.pop("colour"))




        dragons = d.pop("dragons")

        largest_closed = d.pop("largest_closed")

        most_holes = d.pop("most_holes")

        tantrix = d.pop("tantrix")

        dragons_scores_seats_item = cls(
            seat=seat,
            colour=colour,
            dragons=dragons,
            largest_closed=largest_closed,
            most_holes=most_holes,
            tantrix=tantrix,
        )

        return dragons_scores_seats_item

