from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_face import DragonsFace
from typing import Literal, cast






T = TypeVar("T", bound="DragonsPlace")



@_attrs_define
class DragonsPlace:
    """ Place a tile at (q, r) with a face and a clockwise rotation 0..5; automatic placements follow.

        Attributes:
            type_ (Literal['place']):
            q (int):
            r (int):
            face (DragonsFace):
            rotation (int):
     """

    type_: Literal['place']
    q: int
    r: int
    face: DragonsFace
    rotation: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        q = self.q

        r = self.r

        face = self.face.value

        rotation = self.rotation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "q": q,
            "r": r,
            "face": face,
            "rotation": rotation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['place'] , d.pop("type"))
        if type_ != 'place':
            raise ValueError(f"type must match const 'place', got '{type_}'")

        q = d.pop("q")

        r = d.pop("r")

        face = DragonsFace(d.pop("face"))




        rotation = d.pop("rotation")

        dragons_place = cls(
            type_=type_,
            q=q,
            r=r,
            face=face,
            rotation=rotation,
        )

        return dragons_place

