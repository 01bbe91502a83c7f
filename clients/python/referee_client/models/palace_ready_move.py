from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceReadyMove")



@_attrs_define
class PalaceReadyMove:
    """ Swap phase only. Done swapping; play begins when every player is ready.

        Attributes:
            type_ (Literal['ready']):
     """

    type_: Literal['ready']





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['ready'] , d.pop("type"))
        if type_ != 'ready':
            raise ValueError(f"type must match const 'ready', got '{type_}'")

        palace_ready_move = cls(
            type_=type_,
        )

        return palace_ready_move

