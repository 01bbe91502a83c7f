from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OpenSeat")



@_attrs_define
class OpenSeat:
    """ A seat left open at creation, for a player to take with POST /v1/sessions/{id}/join.

        Attributes:
            open_ (Literal[True]):
     """

    open_: Literal[True]





    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "open": open_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        open_ = cast(Literal[True] , d.pop("open"))
        if open_ != True:
            raise ValueError(f"open must match const True, got '{open_}'")

        open_seat = cls(
            open_=open_,
        )

        return open_seat

