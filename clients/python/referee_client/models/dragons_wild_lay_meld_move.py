from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildLayMeldMove")



@_attrs_define
class DragonsWildLayMeldMove:
    """ Lay a new set or run of 3+ cards; dragon_at names the number a run's Dragon stands for (required when ambiguous).

        Attributes:
            type_ (Literal['meld']):
            cards (list[str]):
            dragon_at (int | None | Unset):
     """

    type_: Literal['meld']
    cards: list[str]
    dragon_at: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards



        dragon_at: int | None | Unset
        if isinstance(self.dragon_at, Unset):
            dragon_at = UNSET
        else:
            dragon_at = self.dragon_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })
        if dragon_at is not UNSET:
            field_dict["dragon_at"] = dragon_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['meld'] , d.pop("type"))
        if type_ != 'meld':
            raise ValueError(f"type must match const 'meld', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        def _parse_dragon_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dragon_at = _parse_dragon_at(d.pop("dragon_at", UNSET))


        dragons_wild_lay_meld_move = cls(
            type_=type_,
            cards=cards,
            dragon_at=dragon_at,
        )

        return dragons_wild_lay_meld_move

