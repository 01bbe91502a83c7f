from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildAddToMeldMove")



@_attrs_define
class DragonsWildAddToMeldMove:
    """ Add cards to one meld (needs an own meld from an earlier turn); dragon_at places a movable Dragon.

        Attributes:
            type_ (Literal['add']):
            meld (int):
            cards (list[str]):
            dragon_at (int | None | Unset):
     """

    type_: Literal['add']
    meld: int
    cards: list[str]
    dragon_at: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        meld = self.meld

        cards = self.cards



        dragon_at: int | None | Unset
        if isinstance(self.dragon_at, Unset):
            dragon_at = UNSET
        else:
            dragon_at = self.dragon_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "meld": meld,
            "cards": cards,
        })
        if dragon_at is not UNSET:
            field_dict["dragon_at"] = dragon_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['add'] , d.pop("type"))
        if type_ != 'add':
            raise ValueError(f"type must match const 'add', got '{type_}'")

        meld = d.pop("meld")

        cards = cast(list[str], d.pop("cards"))


        def _parse_dragon_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dragon_at = _parse_dragon_at(d.pop("dragon_at", UNSET))


        dragons_wild_add_to_meld_move = cls(
            type_=type_,
            meld=meld,
            cards=cards,
            dragon_at=dragon_at,
        )

        return dragons_wild_add_to_meld_move

