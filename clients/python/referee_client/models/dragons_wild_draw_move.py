from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_draw_move_source import DragonsWildDrawMoveSource
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildDrawMove")



@_attrs_define
class DragonsWildDrawMove:
    """ Draw the top card of the deck or of the discard pile; closes the buy window.

        Attributes:
            type_ (Literal['draw']):
            source (DragonsWildDrawMoveSource):
     """

    type_: Literal['draw']
    source: DragonsWildDrawMoveSource





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        source = self.source.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['draw'] , d.pop("type"))
        if type_ != 'draw':
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        source = DragonsWildDrawMoveSource(d.pop("source"))




        dragons_wild_draw_move = cls(
            type_=type_,
            source=source,
        )

        return dragons_wild_draw_move

