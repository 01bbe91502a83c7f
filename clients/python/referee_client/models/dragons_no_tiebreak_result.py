from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsNoTiebreakResult")



@_attrs_define
class DragonsNoTiebreakResult:
    """ The game ended without a winning loop and no tiebreak applies - a draw.

        Attributes:
            tiebreak (Literal['none']):
     """

    tiebreak: Literal['none']





    def to_dict(self) -> dict[str, Any]:
        tiebreak = self.tiebreak


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tiebreak": tiebreak,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tiebreak = cast(Literal['none'] , d.pop("tiebreak"))
        if tiebreak != 'none':
            raise ValueError(f"tiebreak must match const 'none', got '{tiebreak}'")

        dragons_no_tiebreak_result = cls(
            tiebreak=tiebreak,
        )

        return dragons_no_tiebreak_result

