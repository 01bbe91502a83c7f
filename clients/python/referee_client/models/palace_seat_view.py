from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PalaceSeatView")



@_attrs_define
class PalaceSeatView:
    """ One seat as a viewer sees it. `hand` only for the viewer's own seat; `known_hand` (cards seen entering that hand)
    for the others.

        Attributes:
            seat (int):
            hand_count (int):
            face_up (list[str]):
            face_down_count (int):
            ready (bool):
            finished_position (int | None):
            hand (list[str] | Unset):
            known_hand (list[str] | Unset):
     """

    seat: int
    hand_count: int
    face_up: list[str]
    face_down_count: int
    ready: bool
    finished_position: int | None
    hand: list[str] | Unset = UNSET
    known_hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hand_count = self.hand_count

        face_up = self.face_up



        face_down_count = self.face_down_count

        ready = self.ready

        finished_position: int | None
        finished_position = self.finished_position

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        known_hand: list[str] | Unset = UNSET
        if not isinstance(self.known_hand, Unset):
            known_hand = self.known_hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "hand_count": hand_count,
            "face_up": face_up,
            "face_down_count": face_down_count,
            "ready": ready,
            "finished_position": finished_position,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if known_hand is not UNSET:
            field_dict["known_hand"] = known_hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        hand_count = d.pop("hand_count")

        face_up = cast(list[str], d.pop("face_up"))


        face_down_count = d.pop("face_down_count")

        ready = d.pop("ready")

        def _parse_finished_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_position = _parse_finished_position(d.pop("finished_position"))


        hand = cast(list[str], d.pop("hand", UNSET))


        known_hand = cast(list[str], d.pop("known_hand", UNSET))


        palace_seat_view = cls(
            seat=seat,
            hand_count=hand_count,
            face_up=face_up,
            face_down_count=face_down_count,
            ready=ready,
            finished_position=finished_position,
            hand=hand,
            known_hand=known_hand,
        )

        return palace_seat_view

