from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildEndGameMove")



@_attrs_define
class DragonsWildEndGameMove:
    """ end_condition manual: stop the game.

        Attributes:
            type_ (Literal['end_game']):
     """

    type_: Literal['end_game']





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
        type_ = cast(Literal['end_game'] , d.pop("type"))
        if type_ != 'end_game':
            raise ValueError(f"type must match const 'end_game', got '{type_}'")

        dragons_wild_end_game_move = cls(
            type_=type_,
        )

        return dragons_wild_end_game_move

