from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PalaceSeatView")



@_attrs_define
class PalaceSeatView:
    """ One seat's public cards as every viewer sees them (hands are in the view's hand, hand_counts and known_hands).

        Attributes:
            seat (int):
            face_up (list[str]):
            face_down_count (int):
            ready (bool):
            finished_position (int | None):
     """

    seat: int
    face_up: list[str]
    face_down_count: int
    ready: bool
    finished_position: int | None





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        face_up = self.face_up



        face_down_count = self.face_down_count

        ready = self.ready

        finished_position: int | None
        finished_position = self.finished_position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "face_up": face_up,
            "face_down_count": face_down_count,
            "ready": ready,
            "finished_position": finished_position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        face_up = cast(list[str], d.pop("face_up"))


        face_down_count = d.pop("face_down_count")

        ready = d.pop("ready")

        def _parse_finished_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_position = _parse_finished_position(d.pop("finished_position"))


        palace_seat_view = cls(
            seat=seat,
            face_up=face_up,
            face_down_count=face_down_count,
            ready=ready,
            finished_position=finished_position,
        )

        return palace_seat_view

