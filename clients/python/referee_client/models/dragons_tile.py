from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_face import DragonsFace






T = TypeVar("T", bound="DragonsTile")



@_attrs_define
class DragonsTile:
    """ 
        Attributes:
            q (int):
            r (int):
            face (DragonsFace):
            rotation (int):
            move (int): Number of the move (0-based) that placed the tile.
            auto (bool): True for an automatic placement.
     """

    q: int
    r: int
    face: DragonsFace
    rotation: int
    move: int
    auto: bool





    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        face = self.face.value

        rotation = self.rotation

        move = self.move

        auto = self.auto


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "q": q,
            "r": r,
            "face": face,
            "rotation": rotation,
            "move": move,
            "auto": auto,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        face = DragonsFace(d.pop("face"))




        rotation = d.pop("rotation")

        move = d.pop("move")

        auto = d.pop("auto")

        dragons_tile = cls(
            q=q,
            r=r,
            face=face,
            rotation=rotation,
            move=move,
            auto=auto,
        )

        return dragons_tile

