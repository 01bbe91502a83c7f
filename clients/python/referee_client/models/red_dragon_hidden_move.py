from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_hidden_move_type import RedDragonHiddenMoveType
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonHiddenMove")



@_attrs_define
class RedDragonHiddenMove:
    """ A move as others see it in a history when it holds a secret - the Reserve choice, or the Reserve card picked up face
    down (`hidden` marks that something was withheld).

        Attributes:
            type_ (RedDragonHiddenMoveType):
            hidden (Literal[True]):
     """

    type_: RedDragonHiddenMoveType
    hidden: Literal[True]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        hidden = self.hidden


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hidden": hidden,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RedDragonHiddenMoveType(d.pop("type"))




        hidden = cast(Literal[True] , d.pop("hidden"))
        if hidden != True:
            raise ValueError(f"hidden must match const True, got '{hidden}'")

        red_dragon_hidden_move = cls(
            type_=type_,
            hidden=hidden,
        )

        return red_dragon_hidden_move

