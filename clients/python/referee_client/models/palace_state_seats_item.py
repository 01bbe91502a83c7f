from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PalaceStateSeatsItem")



@_attrs_define
class PalaceStateSeatsItem:
    """ 
        Attributes:
            hand (list[str]):
            face_up (list[str]):
            face_down (list[str]):
            ready (bool):
            shown (list[str]):
     """

    hand: list[str]
    face_up: list[str]
    face_down: list[str]
    ready: bool
    shown: list[str]





    def to_dict(self) -> dict[str, Any]:
        hand = self.hand



        face_up = self.face_up



        face_down = self.face_down



        ready = self.ready

        shown = self.shown




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
            "face_up": face_up,
            "face_down": face_down,
            "ready": ready,
            "shown": shown,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))


        face_up = cast(list[str], d.pop("face_up"))


        face_down = cast(list[str], d.pop("face_down"))


        ready = d.pop("ready")

        shown = cast(list[str], d.pop("shown"))


        palace_state_seats_item = cls(
            hand=hand,
            face_up=face_up,
            face_down=face_down,
            ready=ready,
            shown=shown,
        )

        return palace_state_seats_item

