from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_face import DragonsFace
from ..models.dragons_place_event_seat import DragonsPlaceEventSeat
from ..models.dragons_place_event_type import DragonsPlaceEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="DragonsPlaceEvent")



@_attrs_define
class DragonsPlaceEvent:
    """ A placement (type place) or an automatic placement (type auto_place, with its order in the cascade).

        Attributes:
            type_ (DragonsPlaceEventType):
            seat (DragonsPlaceEventSeat):
            q (int):
            r (int):
            face (DragonsFace):
            rotation (int):
            tiles_left (int):
            order (int | Unset):
     """

    type_: DragonsPlaceEventType
    seat: DragonsPlaceEventSeat
    q: int
    r: int
    face: DragonsFace
    rotation: int
    tiles_left: int
    order: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat.value

        q = self.q

        r = self.r

        face = self.face.value

        rotation = self.rotation

        tiles_left = self.tiles_left

        order = self.order


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "q": q,
            "r": r,
            "face": face,
            "rotation": rotation,
            "tiles_left": tiles_left,
        })
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DragonsPlaceEventType(d.pop("type"))




        seat = DragonsPlaceEventSeat(d.pop("seat"))




        q = d.pop("q")

        r = d.pop("r")

        face = DragonsFace(d.pop("face"))




        rotation = d.pop("rotation")

        tiles_left = d.pop("tiles_left")

        order = d.pop("order", UNSET)

        dragons_place_event = cls(
            type_=type_,
            seat=seat,
            q=q,
            r=r,
            face=face,
            rotation=rotation,
            tiles_left=tiles_left,
            order=order,
        )

        return dragons_place_event

